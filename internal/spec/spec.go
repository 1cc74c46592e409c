package spec

import (
	"errors"
	"fmt"
	"strings"
)

// A Param is one key=value of a spec.
type Param struct {
	Key string
	// Value is the value: without its quotes and escapes when Quoted,
	// else as written (a nested spec whole), spaces around it trimmed.
	Value  string
	Quoted bool
}

// A Spec is a spec read by Parse.
type Spec struct {
	Name   string
	Paren  bool // the spec had parentheses, maybe empty ones
	Params []Param
}

// Parse reads s, a spec of the grammar of the package documentation. A
// key given twice is an error. The error says what is wrong and where;
// the caller names the spec and what it is a spec of.
func Parse(s string) (Spec, error) {
	p := parser{s: s}
	sp, err := p.spec()
	if err != nil {
		return Spec{}, err
	}
	return sp, nil
}

type parser struct {
	s string
	i int
}

func (p *parser) skip() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

func (p *parser) spec() (Spec, error) {
	var sp Spec
	open := strings.IndexByte(p.s, '(')
	end := open
	if open < 0 {
		end = len(p.s)
	}
	sp.Name = strings.TrimSpace(p.s[:end])
	switch {
	case sp.Name == "":
		return sp, errors.New("the name is empty")
	case strings.ContainsAny(sp.Name, `),="`):
		return sp, fmt.Errorf("bad name %q: want name or name(param=value,...)", sp.Name)
	}
	if open < 0 {
		return sp, nil
	}
	sp.Paren = true
	p.i = open + 1
	p.skip()
	if p.i < len(p.s) && p.s[p.i] == ')' {
		p.i++
		return sp, p.end()
	}
	seen := map[string]bool{}
	for {
		p.skip()
		eq := strings.IndexByte(p.s[p.i:], '=')
		if eq < 0 {
			eq = len(p.s) - p.i
		}
		key := strings.TrimSpace(p.s[p.i : p.i+eq])
		if cut := strings.IndexAny(key, ",()"); cut >= 0 || eq == len(p.s)-p.i {
			if cut >= 0 {
				key = key[:cut]
			}
			return sp, fmt.Errorf("bad parameter %q: want param=value", strings.TrimSpace(key))
		}
		if key == "" || strings.ContainsAny(key, `" `) {
			return sp, fmt.Errorf("bad parameter name %q: want param=value", key)
		}
		if seen[key] {
			return sp, fmt.Errorf("parameter %s given twice", key)
		}
		seen[key] = true
		p.i += eq + 1
		p.skip()
		var val Param
		var err error
		if p.i < len(p.s) && p.s[p.i] == '"' {
			val.Value, err = p.quoted(key)
			val.Quoted = true
			p.skip()
		} else {
			val.Value, err = p.plain(key)
		}
		if err != nil {
			return sp, err
		}
		val.Key = key
		sp.Params = append(sp.Params, val)
		if p.i >= len(p.s) {
			return sp, errors.New("the closing parenthesis is missing")
		}
		if p.s[p.i] == ')' {
			p.i++
			return sp, p.end()
		}
		if p.s[p.i] != ',' {
			return sp, fmt.Errorf("want a comma or ) after the value of %s, at %q", key, p.s[p.i:])
		}
		p.i++
	}
}

// end checks that nothing but spaces follows the closing parenthesis.
func (p *parser) end() error {
	if rest := strings.TrimSpace(p.s[p.i:]); rest != "" {
		return fmt.Errorf("text after the closing parenthesis: %q", rest)
	}
	return nil
}

// quoted reads a quoted value, p.i at its opening quote.
func (p *parser) quoted(key string) (string, error) {
	var b strings.Builder
	p.i++
	for p.i < len(p.s) {
		c := p.s[p.i]
		p.i++
		if c == '"' {
			return b.String(), nil
		}
		if c == '\\' && p.i < len(p.s) && (p.s[p.i] == '"' || p.s[p.i] == '\\') {
			c = p.s[p.i]
			p.i++
		}
		b.WriteByte(c)
	}
	return "", fmt.Errorf("value of %s: a quote is not closed", key)
}

// plain reads a plain value up to the comma or closing parenthesis at its
// own level; parentheses inside it balance, and quoted text inside them
// (the values of a nested spec) is skipped whole.
func (p *parser) plain(key string) (string, error) {
	start, depth := p.i, 0
	for ; p.i < len(p.s); p.i++ {
		switch c := p.s[p.i]; {
		case c == '"' && depth > 0:
			q := parser{s: p.s, i: p.i}
			if _, err := q.quoted(key); err != nil {
				return "", err
			}
			p.i = q.i - 1
		case c == '"':
			return "", fmt.Errorf("value of %s: '\"' may begin a value, or appear within double quotes, only", key)
		case c == '(':
			depth++
		case c == ')' && depth == 0, c == ',' && depth == 0:
			return strings.TrimSpace(p.s[start:p.i]), nil
		case c == ')':
			depth--
		}
	}
	if depth > 0 {
		return "", fmt.Errorf("value of %s: a parenthesis is not closed", key)
	}
	return strings.TrimSpace(p.s[start:]), nil
}

// Base returns the name of the spec s, what comes before its parameters,
// trimmed of spaces ("kete" of "kete(takasia=off)"), without checking the
// rest.
func Base(s string) string {
	name, _, _ := strings.Cut(s, "(")
	return strings.TrimSpace(name)
}

// SplitList splits a list of specs at the commas outside parentheses and
// double quotes, each part trimmed of spaces:
// "random,alphabeta(depth=4,nodes=0)" has two parts, and so has
// `random,engine(cmd=e,args="-x (a")`. It checks nothing else: Parse
// reads each part.
func SplitList(s string) []string {
	var parts []string
	depth, start := 0, 0
	quoted, escaped := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case escaped:
			escaped = false
			continue
		case quoted && c == '\\':
			escaped = true
			continue
		case c == '"':
			quoted = !quoted
			continue
		case quoted:
			continue
		}
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(parts, strings.TrimSpace(s[start:]))
}

// Quote writes a value as a spec holds it: as it is when Parse reads it
// back so (a word, or a nested spec that Parse reads), else in double
// quotes with \" and \\ for a quote and a backslash. Plain words with a
// space, a quote, a backslash or a parenthesis that is not a nested spec's
// are quoted.
func Quote(v string) string {
	if plainOK(v) {
		return v
	}
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(v) + `"`
}

// QuoteWord is Quote for a value that is never a nested spec: a value
// holding a comma, a parenthesis, a quote, a backslash, a space or a tab
// is quoted (docs/engine-protocol.md's canonical engine spec).
func QuoteWord(v string) string {
	if v != "" && !strings.ContainsAny(v, ",()\"\\' \t") {
		return v
	}
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(v) + `"`
}

// plainOK reports whether v may be written unquoted: a word, or a spec
// with parentheses that Parse reads whole as a value.
func plainOK(v string) bool {
	if v == "" || v != strings.TrimSpace(v) {
		return false
	}
	if !strings.ContainsAny(v, ",()\"\\' \t") {
		return true
	}
	if !strings.HasSuffix(v, ")") || strings.ContainsAny(Base(v), " \t'\\") {
		return false
	}
	sp, err := Parse("x(k=" + v + ")")
	return err == nil && len(sp.Params) == 1 && !sp.Params[0].Quoted && sp.Params[0].Value == v
}

// Format writes the spec of name and params: name alone without params,
// else name(k=v,...) with each value written by Quote. Parse reads it back
// to the same name, keys and values.
func Format(name string, params []Param) string {
	if len(params) == 0 {
		return name
	}
	parts := make([]string, len(params))
	for i, p := range params {
		parts[i] = p.Key + "=" + Quote(p.Value)
	}
	return name + "(" + strings.Join(parts, ",") + ")"
}
