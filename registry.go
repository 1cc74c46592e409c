package bao

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/bao-games/bao/internal/spec"
)

// Option declares one rule option of a registered variant. Its JSON form
// (a Listing's) names the fields in lower case.
type Option struct {
	Name    string   `json:"name"`    // "takasia"
	Values  []string `json:"values"`  // the allowed values, e.g. "on", "off"
	Default string   `json:"default"` // one of Values: the value of the rules documents
	Doc     string   `json:"doc"`     // one line
}

// Options are the option values a variant is built with: every declared
// option, with its default where the name did not set it.
type Options map[string]string

// Definition registers a variant: its name, its rule options, and a
// constructor.
type Definition struct {
	Name    string // lower case letters, digits, '-' and '_'
	Doc     string // one line
	Options []Option
	// New builds the variant for a full set of checked option values.
	New func(Options) (Variant, error)
}

var registry struct {
	sync.RWMutex
	defs map[string]Definition
}

// Register makes a variant available by name to Lookup. It is meant to be
// called from the init function of the variant's package. Register panics if
// the name is taken, malformed, or the definition is incomplete: those are
// programming errors, not input errors.
func Register(d Definition) {
	if !validName(d.Name) {
		panic(fmt.Sprintf("bao: Register: bad variant name %q", d.Name))
	}
	if d.New == nil {
		panic("bao: Register " + d.Name + ": New is nil")
	}
	seen := map[string]bool{}
	for _, o := range d.Options {
		if !validName(o.Name) || seen[o.Name] {
			panic(fmt.Sprintf("bao: Register %s: bad or repeated option name %q", d.Name, o.Name))
		}
		seen[o.Name] = true
		if !slices.Contains(o.Values, o.Default) {
			panic(fmt.Sprintf("bao: Register %s: option %s: default %q is not among its values", d.Name, o.Name, o.Default))
		}
	}
	registry.Lock()
	defer registry.Unlock()
	if registry.defs == nil {
		registry.defs = map[string]Definition{}
	}
	if _, dup := registry.defs[d.Name]; dup {
		panic("bao: Register called twice for variant " + d.Name)
	}
	d.Options = slices.Clone(d.Options)
	for i := range d.Options {
		d.Options[i].Values = slices.Clone(d.Options[i].Values)
	}
	registry.defs[d.Name] = d
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// Names returns the names of the registered variants, sorted.
func Names() []string {
	registry.RLock()
	defer registry.RUnlock()
	names := make([]string, 0, len(registry.defs))
	for n := range registry.defs {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Definitions returns copies of the registered definitions, sorted by
// name; changing them does not change the registry.
func Definitions() []Definition {
	registry.RLock()
	defer registry.RUnlock()
	defs := make([]Definition, 0, len(registry.defs))
	for _, d := range registry.defs {
		d.Options = slices.Clone(d.Options)
		for i := range d.Options {
			d.Options[i].Values = slices.Clone(d.Options[i].Values)
		}
		defs = append(defs, d)
	}
	slices.SortFunc(defs, func(a, b Definition) int { return strings.Compare(a.Name, b.Name) })
	return defs
}

// Listing is a registered variant as a list of the variants shows it (the
// page of package web asks for it): its name, its title when the variant
// describes itself (Describer; empty otherwise), its one-line doc and its
// rule options. Its JSON form names the fields in lower case, and leaves
// out an empty title.
type Listing struct {
	Name    string   `json:"name"`
	Title   string   `json:"title,omitempty"`
	Doc     string   `json:"doc"`
	Options []Option `json:"options"` // never nil
}

// Listings returns the listing of every registered variant, sorted by
// name; the title is that of the variant with its default options.
func Listings() []Listing {
	var out []Listing
	for _, d := range Definitions() {
		l := Listing{Name: d.Name, Doc: d.Doc, Options: d.Options}
		if l.Options == nil {
			l.Options = []Option{}
		}
		if v, err := Lookup(d.Name); err == nil {
			if dv, ok := v.(Describer); ok {
				l.Title = dv.Info().Title
			}
		}
		out = append(out, l)
	}
	return out
}

// Lookup returns the variant named by spec: a registered name, optionally
// with rule options in parentheses, "kiswahili(takasia=off)". An unknown name
// is an error matching ErrUnknownVariant, an unknown option or value one
// matching ErrUnknownOption; both list what exists.
func Lookup(text string) (Variant, error) {
	name, args, err := splitSpec(text)
	if err != nil {
		return nil, err
	}
	registry.RLock()
	d, ok := registry.defs[name]
	registry.RUnlock()
	if !ok {
		known := Names()
		hint := "no variant is registered: import one, e.g. _ \"github.com/bao-games/bao/all\""
		if len(known) > 0 {
			hint = "known: " + strings.Join(known, ", ") + "; a variant is registered by importing its package"
		}
		return nil, errorf(ErrUnknownVariant, "bao: unknown variant %q (%s)", name, hint)
	}
	opts := Options{}
	for _, o := range d.Options {
		opts[o.Name] = o.Default
	}
	set := map[string]bool{}
	for _, a := range args {
		k, v := a.Key, a.Value
		i := slices.IndexFunc(d.Options, func(o Option) bool { return o.Name == k })
		if i < 0 {
			return nil, errorf(ErrUnknownOption, "bao: variant %s has no option %q (%s)", name, k, optionList(d))
		}
		if set[k] {
			return nil, errorf(ErrSyntax, "bao: variant spec %q sets option %s twice", text, k)
		}
		set[k] = true
		if !slices.Contains(d.Options[i].Values, v) {
			return nil, errorf(ErrUnknownOption, "bao: option %s of %s: value %q is not one of %s",
				k, name, v, strings.Join(d.Options[i].Values, ", "))
		}
		opts[k] = v
	}
	return d.New(opts)
}

func optionList(d Definition) string {
	if len(d.Options) == 0 {
		return "it has no options"
	}
	var parts []string
	for _, o := range d.Options {
		parts = append(parts, o.Name+"="+strings.Join(o.Values, "|"))
	}
	return "known: " + strings.Join(parts, ", ")
}

// splitSpec reads "name(k=v,k=v)" (package internal/spec, the grammar of
// every spec of bao) into the name and the parameters.
func splitSpec(text string) (string, []spec.Param, error) {
	sp, err := spec.Parse(text)
	switch {
	case err == nil:
		return sp.Name, sp.Params, nil
	case strings.TrimSpace(spec.Base(text)) == "":
		return "", nil, errorf(ErrSyntax, "bao: empty variant name in %q", text)
	}
	// A variant's parameters are its options.
	why := strings.ReplaceAll(strings.ReplaceAll(err.Error(), "parameter", "option"), "param=", "option=")
	want := "name or name(option=value,...)"
	if strings.Contains(text, "(") {
		want = "name(option=value,...)"
	}
	return "", nil, errorf(ErrSyntax, "bao: bad variant spec %q: %s; want %s", text, why, want)
}

// Spec returns the canonical name of a variant with options: the name,
// followed in parentheses by the options that differ from their defaults, in
// declaration order. Variants use it to build their Name.
func Spec(name string, decl []Option, opts Options) string {
	var params []spec.Param
	for _, o := range decl {
		if v, ok := opts[o.Name]; ok && v != o.Default {
			params = append(params, spec.Param{Key: o.Name, Value: v})
		}
	}
	return spec.Format(name, params)
}

// MustLookup is like Lookup but panics on error. It is meant for programs and
// tests with a fixed, known name.
func MustLookup(spec string) Variant {
	v, err := Lookup(spec)
	if err != nil {
		panic(err)
	}
	return v
}
