package bao_test

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/bao-games/bao"
)

func TestLookupNames(t *testing.T) {
	for _, tt := range []struct{ spec, name string }{
		{"kiswahili", "kiswahili"},
		{"kiswahili(takasia=on)", "kiswahili"},
		{"kiswahili(takasia=off)", "kiswahili(takasia=off)"},
		{"kiswahili()", "kiswahili"},
		{" kiswahili ", "kiswahili"},
		{"kete( takasia = off )", "kete(takasia=off)"},
		{"kete(takasia=on)", "kete"},
		{"kete", "kete"},
		{"kingulu", "kingulu"},
		{"kingulu()", "kingulu"},
	} {
		v, err := bao.Lookup(tt.spec)
		if tt.name == "kingulu" && errors.Is(err, bao.ErrUnknownVariant) {
			continue // written separately
		}
		if err != nil {
			t.Errorf("Lookup(%q): %v", tt.spec, err)
			continue
		}
		if v.Name() != tt.name {
			t.Errorf("Lookup(%q).Name() = %q, want %q", tt.spec, v.Name(), tt.name)
		}
		// The canonical name looks up the same rules.
		w, err := bao.Lookup(v.Name())
		if err != nil || w.Name() != v.Name() || w.Start() != v.Start() || w.Geometry() != v.Geometry() {
			t.Errorf("Lookup(%q) of the canonical name: %v, %v", v.Name(), w, err)
		}
	}
}

func TestLookupOptionsMatter(t *testing.T) {
	on := bao.MustLookup("kiswahili")
	off := bao.MustLookup("kiswahili(takasia=off)")
	// With takasia off no position may have a restricted pit.
	s, err := bao.ParseState(on, "1,1,1,1,1,1,1,1/2,2,2,6,2,2,2,2/2,2,2,2,6,2,2,2/2,2,2,2,2,2,2,2 S 0,0 SN A3")
	if err != nil {
		t.Fatal(err)
	}
	if err := bao.Validate(off, s); !errors.Is(err, bao.ErrInvalidPosition) {
		t.Errorf("takasia=off accepts a restricted pit: %v", err)
	}
}

func TestLookupErrors(t *testing.T) {
	tests := []struct {
		spec string
		kind error
		says []string // the message must contain each
	}{
		{"chess", bao.ErrUnknownVariant, []string{`"chess"`, "known: ", "kete", "kiswahili"}},
		{"Kiswahili", bao.ErrUnknownVariant, []string{`"Kiswahili"`, "kiswahili"}},
		{"kiswahili-2", bao.ErrUnknownVariant, []string{"known: "}},
		{"chess(takasia=on)", bao.ErrUnknownVariant, []string{`"chess"`}},
		{"kiswahili(foo=bar)", bao.ErrUnknownOption, []string{`"foo"`, "takasia=on|off"}},
		{"kiswahili(Takasia=on)", bao.ErrUnknownOption, []string{`"Takasia"`, "takasia=on|off"}},
		{"kiswahili(takasia=maybe)", bao.ErrUnknownOption, []string{`"maybe"`, "on, off"}},
		{"kiswahili(takasia=)", bao.ErrUnknownOption, []string{`""`, "on, off"}},
		{"kiswahili(takasia=ON)", bao.ErrUnknownOption, []string{`"ON"`, "on, off"}},
		{"kete(takasia=on,foo=bar)", bao.ErrUnknownOption, []string{`"foo"`}},
		{"kiswahili(takasia=on,takasia=off)", bao.ErrSyntax, []string{"twice"}},
		{"", bao.ErrSyntax, []string{"empty variant name"}},
		{"   ", bao.ErrSyntax, []string{"empty variant name"}},
		{"(takasia=on)", bao.ErrSyntax, []string{"empty variant name"}},
		{"kiswahili(takasia=on", bao.ErrSyntax, []string{"want name(option=value,...)"}},
		{"kiswahili)", bao.ErrSyntax, []string{"want name or name(option=value,...)"}},
		{"kiswahili,kete", bao.ErrSyntax, []string{"bad variant spec"}},
		{"kiswahili=on", bao.ErrSyntax, []string{"bad variant spec"}},
		{"kiswahili((takasia=on))", bao.ErrSyntax, []string{"bad variant spec"}},
		{"kiswahili(takasia=on)(x=y)", bao.ErrSyntax, []string{"bad variant spec"}},
		{"kiswahili(takasia)", bao.ErrSyntax, []string{`bad option "takasia"`}},
		{"kiswahili(=on)", bao.ErrSyntax, []string{"bad option"}},
		{"kiswahili(takasia=on,)", bao.ErrSyntax, []string{"bad option"}},
		{"kiswahili(,takasia=on)", bao.ErrSyntax, []string{"bad option"}},
	}
	if _, err := bao.Lookup("kingulu"); err == nil {
		tests = append(tests, struct {
			spec string
			kind error
			says []string
		}{"kingulu(takasia=on)", bao.ErrUnknownOption, []string{`"takasia"`, "no options"}})
	}
	sentinels := []error{bao.ErrSyntax, bao.ErrInvalidPosition, bao.ErrIllegalMove, bao.ErrUnknownVariant, bao.ErrUnknownOption}
	for _, tt := range tests {
		v, err := bao.Lookup(tt.spec)
		if err == nil {
			t.Errorf("Lookup(%q) = %s, want an error", tt.spec, v.Name())
			continue
		}
		if v != nil {
			t.Errorf("Lookup(%q) returns a variant with its error", tt.spec)
		}
		for _, k := range sentinels {
			if errors.Is(err, k) != (k == tt.kind) {
				t.Errorf("Lookup(%q): errors.Is(%q, %v) = %v", tt.spec, err, k, !(k == tt.kind))
			}
		}
		for _, w := range tt.says {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("Lookup(%q): message %q does not say %q", tt.spec, err, w)
			}
		}
	}
}

func TestMustLookup(t *testing.T) {
	if v := bao.MustLookup("kete(takasia=off)"); v.Name() != "kete(takasia=off)" {
		t.Errorf("MustLookup: %s", v.Name())
	}
	defer func() {
		r := recover()
		if err, ok := r.(error); !ok || !errors.Is(err, bao.ErrUnknownVariant) {
			t.Errorf("MustLookup of an unknown name panics with %v, want the Lookup error", r)
		}
	}()
	bao.MustLookup("chess")
}

func TestNamesAndDefinitions(t *testing.T) {
	names := bao.Names()
	if !slices.IsSorted(names) {
		t.Errorf("Names() = %v, not sorted", names)
	}
	for _, want := range []string{"kete", "kiswahili"} {
		if !slices.Contains(names, want) {
			t.Errorf("Names() = %v, without %s", names, want)
		}
	}
	defs := bao.Definitions()
	if len(defs) != len(names) {
		t.Fatalf("%d definitions, %d names", len(defs), len(names))
	}
	for i, d := range defs {
		if d.Name != names[i] {
			t.Errorf("Definitions()[%d].Name = %q, want %q", i, d.Name, names[i])
		}
		if d.Doc == "" || d.New == nil {
			t.Errorf("definition %s: empty Doc or nil New", d.Name)
		}
		v, err := bao.Lookup(d.Name)
		if err != nil || v.Name() != d.Name {
			t.Errorf("Lookup(%q) = %v, %v", d.Name, v, err)
		}
		// Every declared option value is accepted, and every variant of
		// this module has the required takasia option but kingulu.
		for _, o := range d.Options {
			for _, val := range o.Values {
				spec := d.Name + "(" + o.Name + "=" + val + ")"
				w, err := bao.Lookup(spec)
				if err != nil {
					t.Errorf("Lookup(%q): %v", spec, err)
					continue
				}
				want := spec
				if val == o.Default {
					want = d.Name
				}
				if w.Name() != want {
					t.Errorf("Lookup(%q).Name() = %q, want %q", spec, w.Name(), want)
				}
			}
		}
		if d.Name == "kiswahili" || d.Name == "kete" {
			if len(d.Options) != 1 || d.Options[0].Name != "takasia" || d.Options[0].Default != "on" {
				t.Errorf("%s options: %+v", d.Name, d.Options)
			}
		}
	}
	// The definitions returned are copies: changing them changes nothing.
	defs[0].Name = "changed"
	if bao.Definitions()[0].Name == "changed" {
		t.Error("Definitions returns the registry's own values")
	}
}

func TestRegisterPanics(t *testing.T) {
	newV := func(bao.Options) (bao.Variant, error) { return bao.MustLookup("kiswahili"), nil }
	tests := []struct {
		name string
		d    bao.Definition
	}{
		{"duplicate", bao.Definition{Name: "kiswahili", Doc: "again", New: newV}},
		{"empty name", bao.Definition{Name: "", New: newV}},
		{"upper case", bao.Definition{Name: "Zz-test", New: newV}},
		{"spec characters", bao.Definition{Name: "zz(test)", New: newV}},
		{"nil New", bao.Definition{Name: "zz-test-nil"}},
		{"bad default", bao.Definition{Name: "zz-test-default", New: newV,
			Options: []bao.Option{{Name: "x", Values: []string{"a", "b"}, Default: "c"}}}},
		{"repeated option", bao.Definition{Name: "zz-test-repeat", New: newV,
			Options: []bao.Option{{Name: "x", Values: []string{"a"}, Default: "a"}, {Name: "x", Values: []string{"a"}, Default: "a"}}}},
		{"bad option name", bao.Definition{Name: "zz-test-option", New: newV,
			Options: []bao.Option{{Name: "x=y", Values: []string{"a"}, Default: "a"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%+v) does not panic", tt.d)
				}
			}()
			bao.Register(tt.d)
		})
	}
	// None of them was registered.
	for _, n := range bao.Names() {
		if strings.HasPrefix(n, "zz") {
			t.Errorf("a bad definition was registered: %s", n)
		}
	}
}

func TestSpec(t *testing.T) {
	decl := []bao.Option{
		{Name: "takasia", Values: []string{"on", "off"}, Default: "on"},
		{Name: "size", Values: []string{"6", "8"}, Default: "8"},
	}
	for _, tt := range []struct {
		opts bao.Options
		want string
	}{
		{nil, "x"},
		{bao.Options{"takasia": "on", "size": "8"}, "x"},
		{bao.Options{"takasia": "off"}, "x(takasia=off)"},
		{bao.Options{"size": "6", "takasia": "off"}, "x(takasia=off,size=6)"},
		{bao.Options{"size": "6", "other": "1"}, "x(size=6)"},
	} {
		if got := bao.Spec("x", decl, tt.opts); got != tt.want {
			t.Errorf("Spec(%v) = %q, want %q", tt.opts, got, tt.want)
		}
	}
}

// TestLookupConcurrent is meant for -race.
func TestLookupConcurrent(t *testing.T) {
	specs := []string{"kiswahili", "kete(takasia=off)", "kiswahili(takasia=off)", "chess", "kete(x=y)"}
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				spec := specs[(g+i)%len(specs)]
				v, err := bao.Lookup(spec)
				if err == nil {
					_ = v.Legal(v.Start(), nil)
				}
				_ = bao.Names()
				_ = bao.Definitions()
			}
		}()
	}
	wg.Wait()
}

// TestListings checks that Listings lists every registered variant in the
// order of Names, with its definition's doc and options (never nil) and
// its title.
func TestListings(t *testing.T) {
	ls := bao.Listings()
	defs := bao.Definitions()
	if len(ls) != len(defs) {
		t.Fatalf("%d listings, %d definitions", len(ls), len(defs))
	}
	for i, l := range ls {
		d := defs[i]
		if l.Name != d.Name || l.Doc != d.Doc || l.Options == nil || len(l.Options) != len(d.Options) {
			t.Errorf("listing %d: %+v, definition %+v", i, l, d)
		}
		v := bao.MustLookup(d.Name)
		want := ""
		if dv, ok := v.(bao.Describer); ok {
			want = dv.Info().Title
		}
		if l.Title != want {
			t.Errorf("%s: title %q, want %q", l.Name, l.Title, want)
		}
	}
}
