package spec

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Spec
	}{
		{"random", Spec{Name: "random"}},
		{" kete ( ) ", Spec{Name: "kete", Paren: true}},
		{"kete(takasia=off)", Spec{Name: "kete", Paren: true, Params: []Param{{"takasia", "off", false}}}},
		{"alphabeta( depth = 6 , nodes=0 )", Spec{Name: "alphabeta", Paren: true, Params: []Param{{"depth", "6", false}, {"nodes", "0", false}}}},
		{`solve(time=1s,fallback=engine(cmd=/bin/true,args="-x (a"))`, Spec{Name: "solve", Paren: true, Params: []Param{{"time", "1s", false}, {"fallback", `engine(cmd=/bin/true,args="-x (a")`, false}}}},
		{`engine(cmd=bao,args="engine -player \"alphabeta(depth=8)\" \\")`, Spec{Name: "engine", Paren: true, Params: []Param{{"cmd", "bao", false}, {"args", `engine -player "alphabeta(depth=8)" \`, true}}}},
		{`x(a="",b=)`, Spec{Name: "x", Paren: true, Params: []Param{{"a", "", true}, {"b", "", false}}}},
		{`mcts(fallback=solve(fallback=engine(cmd=e,args=")")),c=1)`, Spec{Name: "mcts", Paren: true, Params: []Param{{"fallback", `solve(fallback=engine(cmd=e,args=")"))`, false}, {"c", "1", false}}}},
	} {
		got, err := Parse(c.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.in, err)
			continue
		}
		if d := cmp.Diff(c.want, got); d != "" {
			t.Errorf("Parse(%q): -want +got\n%s", c.in, d)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"", "the name is empty"},
		{"(a=1)", "the name is empty"},
		{"a)", `bad name "a)"`},
		{"a=b", `bad name "a=b"`},
		{"a(b)", `bad parameter "b": want param=value`},
		{"a(b=1", "the closing parenthesis is missing"},
		{"a(b=1)x", `text after the closing parenthesis: "x"`},
		{"a(b=1,b=2)", "parameter b given twice"},
		{`a(b="x)`, "value of b: a quote is not closed"},
		{`a(b=x"y")`, `value of b: '"' may begin a value`},
		{"a(b=c(d=1)", "the closing parenthesis is missing"},
		{"a(b=c(d=(1)", "value of b: a parenthesis is not closed"},
		{"a(=1)", `bad parameter name ""`},
		{"a(b=1,)", `bad parameter "": want param=value`},
		{`a(b="x" y)`, "want a comma or ) after the value of b"},
	} {
		_, err := Parse(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q): %v, want %q", c.in, err, c.want)
		}
	}
}

// Format writes what Parse reads back; SplitList keeps specs whole.
func TestFormatRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		name := rapid.StringMatching(`[a-z][a-z0-9_.]{0,6}`).Draw(t, "name")
		n := rapid.IntRange(0, 4).Draw(t, "n")
		var params []Param
		for i := range n {
			v := rapid.SampledFrom([]string{"", "x", "1s", "a b", `q"`, `\`, "(", ")", ",", "=", "engine(cmd=e,args=\"-x (a\")", "alphabeta(depth=4,nodes=0)", " pad ", "f(", "g()", "h(x)"}).Draw(t, "v")
			v += rapid.StringMatching(`[a-z(),"\\ =]{0,3}`).Draw(t, "tail")
			params = append(params, Param{Key: string(rune('a' + i)), Value: v})
		}
		s := Format(name, params)
		got, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(Format) %q: %v", s, err)
		}
		if got.Name != name || len(got.Params) != n {
			t.Fatalf("%q: %+v", s, got)
		}
		for i, p := range got.Params {
			if p.Key != params[i].Key || p.Value != params[i].Value {
				t.Fatalf("%q: param %d %+v, want %+v", s, i, p, params[i])
			}
		}
		list := SplitList(s + "," + s)
		if len(list) != 2 || list[0] != s || list[1] != s {
			t.Fatalf("SplitList(%q): %q", s+","+s, list)
		}
	})
}

func TestBaseAndQuote(t *testing.T) {
	if got := Base(" kete (takasia=off)"); got != "kete" {
		t.Errorf("Base: %q", got)
	}
	for in, want := range map[string]string{
		"x": "x", "a b": `"a b"`, "": `""`, `a"b`: `"a\"b"`,
		"alphabeta(depth=4,nodes=0)": "alphabeta(depth=4,nodes=0)",
		`engine(cmd=e,args="-x (a")`: `engine(cmd=e,args="-x (a")`,
		"f(":                         `"f("`, "-x (a": `"-x (a"`,
	} {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q) = %q, want %q", in, got, want)
		}
	}
	if got := QuoteWord("alphabeta(depth=4)"); got != `"alphabeta(depth=4)"` {
		t.Errorf("QuoteWord: %q", got)
	}
}
