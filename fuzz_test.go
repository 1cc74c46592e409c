package bao_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/baotest"
	"github.com/bao-games/bao/internal/testvec"
)

// fuzzSpecs returns every registered variant with every value of its
// options: "kete", "kete(takasia=off)", ...
func fuzzSpecs() []string {
	var specs []string
	for _, d := range bao.Definitions() {
		specs = append(specs, d.Name)
		for _, o := range d.Options {
			for _, val := range o.Values {
				if val != o.Default {
					specs = append(specs, d.Name+"("+o.Name+"="+val+")")
				}
			}
		}
	}
	return specs
}

// specIndex returns the index of spec in specs, or -1.
func specIndex(specs []string, spec string) int {
	for i, s := range specs {
		if s == spec {
			return i
		}
	}
	return -1
}

// FuzzParseState reads arbitrary text as a position of every variant. A
// text that reads must format back to itself and be a valid position in
// which every part of the Variant contract holds (baotest.CheckState).
func FuzzParseState(f *testing.F) {
	specs := fuzzSpecs()
	// Every seed is checked with baotest.CheckState, so -short takes one
	// vector line in eight.
	step := 1
	if !testvec.Long() {
		step = 8
	}
	for _, lines := range vectorFiles(f) {
		for n, l := range lines {
			i := specIndex(specs, l.Variant)
			if i < 0 || n%step != 0 {
				continue
			}
			f.Add(uint8(i), l.Position)
			for _, m := range l.Moves {
				f.Add(uint8(i), m.Position)
			}
		}
	}
	for i := range specs {
		for _, junk := range []string{
			"", " ", "-", "0", start4, start2, mtaji4,
			strings.TrimSuffix(mtaji4, "-") + "A3",
			strings.TrimSuffix(mtaji4, "-") + "a3",
			"0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N 64,0 - -",
			"64,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N 0,0 - -",
			"4,4,4,4,5S,1/4,4,4,0,5,3 N 4,2", "48,0,0,0,0,0/0,0,0,0,0,0 S 0,0",
			"255,0,0,0,0,0/0,0,0,0,0,0 S 0,0", "01,4,4,4,4,4/4,4,4,4,4,4 S 0,0",
			"4,4,4,4,4,4/4,4,4,4,4,4S S 0,0", "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0 -",
		} {
			f.Add(uint8(i), junk)
		}
	}
	variants := make([]bao.Variant, len(specs))
	for i, spec := range specs {
		variants[i] = bao.MustLookup(spec)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		v := variants[int(which)%len(variants)]
		s, err := bao.ParseState(v, text)
		if err != nil {
			var pe *bao.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, bao.ErrSyntax) && !errors.Is(err, bao.ErrInvalidPosition) {
				t.Fatalf("%s: ParseState(%q): error %#v is not a syntax or invalid-position *ParseError", v.Name(), text, err)
			}
			if s != (bao.State{}) {
				t.Fatalf("%s: ParseState(%q) returns a state with its error", v.Name(), text)
			}
			return
		}
		if got := bao.FormatState(v, s); got != text {
			t.Fatalf("%s: FormatState(ParseState(%q)) = %q", v.Name(), text, got)
		}
		if err := bao.Validate(v, s); err != nil {
			t.Fatalf("%s: ParseState(%q) accepts an invalid position: %v", v.Name(), text, err)
		}
		if n := s.Seeds(); n != v.Geometry().Seeds {
			t.Fatalf("%s: ParseState(%q) gives %d seeds", v.Name(), text, n)
		}
		baotest.CheckState(t, v, s, baotest.Config{CanDraw: v.Name() == "kingulu"})
	})
}

// FuzzParseMove reads arbitrary text as a move: a text that reads writes
// back as itself.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{
		"A6>", "A6<*", "a4>+", "B5>", "A7<**", "A2>#", "A2>**#", "A3", "a6", "b8<+*#",
		"", "A", "A9", "A6>>", "A6+", "A6>***", "A6>#*", "Ａ6", "A6>\x00",
	} {
		f.Add(s)
	}
	for _, lines := range vectorFiles(f) {
		for _, l := range lines[:min(len(lines), 20)] {
			for _, m := range l.Moves {
				f.Add(m.Move)
			}
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, notes, err := bao.ParseMove(text)
		if err != nil {
			var pe *bao.ParseError
			if !errors.Is(err, bao.ErrSyntax) || !errors.As(err, &pe) || pe.Text != text {
				t.Fatalf("ParseMove(%q): error %#v is not a syntax *ParseError", text, err)
			}
			if m != (bao.Move{}) || notes != 0 {
				t.Fatalf("ParseMove(%q) returns a move with its error", text)
			}
			return
		}
		if !m.Pit.Valid() || m.Dir != bao.NoDir && m.Dir != bao.Left && m.Dir != bao.Right || m.Safari && m.Dir == bao.NoDir {
			t.Fatalf("ParseMove(%q) = %#v", text, m)
		}
		if got := m.String() + notes.String(); got != text {
			t.Fatalf("ParseMove(%q) = %#v, %v, which writes as %q", text, m, notes, got)
		}
	})
}

// FuzzParsePit reads arbitrary text as a pit label.
func FuzzParsePit(f *testing.F) {
	for _, s := range []string{"A1", "a8", "B5", "b1", "", "A", "A0", "A9", "C1", "-", "a10"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, label string) {
		x, err := bao.ParsePit(label)
		if err != nil {
			if !errors.Is(err, bao.ErrSyntax) || x != bao.NoPit {
				t.Fatalf("ParsePit(%q) = %v, %v", label, x, err)
			}
			return
		}
		if !x.Valid() || x.String() != label {
			t.Fatalf("ParsePit(%q) = %v (%d)", label, x, x)
		}
		if y := bao.PitOf(x.Player(), x.Row(), x.Number()); y != x {
			t.Fatalf("ParsePit(%q) = %v, but PitOf(%v, %d, %d) = %v", label, x, x.Player(), x.Row(), x.Number(), y)
		}
	})
}

// FuzzLookup looks up arbitrary variant specs: a spec that works has a
// canonical name that looks up the same variant.
func FuzzLookup(f *testing.F) {
	for _, s := range append(fuzzSpecs(),
		"", "kiswahili(takasia=on)", "kiswahili()", " kete ( takasia = off ) ", "chess", "kiswahili(foo=bar)",
		"kiswahili(takasia=maybe)", "kiswahili(takasia=on,takasia=off)", "kiswahili(", "kiswahili)", "(x=y)",
		"kiswahili((x))", "kiswahili(takasia)", "kiswahili(,)", "kingulu(takasia=on)") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		v, err := bao.Lookup(spec)
		if err != nil {
			if v != nil {
				t.Fatalf("Lookup(%q) returns a variant with its error", spec)
			}
			if !errors.Is(err, bao.ErrSyntax) && !errors.Is(err, bao.ErrUnknownVariant) && !errors.Is(err, bao.ErrUnknownOption) {
				t.Fatalf("Lookup(%q): error %q of no known kind", spec, err)
			}
			return
		}
		w, err := bao.Lookup(v.Name())
		if err != nil || w.Name() != v.Name() {
			t.Fatalf("Lookup(%q) = %s, whose name looks up %v, %v", spec, v.Name(), w, err)
		}
		if w.Start() != v.Start() || w.Geometry() != v.Geometry() {
			t.Fatalf("Lookup(%q) and Lookup(%q) differ", spec, v.Name())
		}
	})
}

// FuzzReadMove reads arbitrary move text in the positions of the test
// vectors: a text that is accepted names a legal move, and its annotations,
// if any, are those FormatMove writes.
func FuzzReadMove(f *testing.F) {
	specs := fuzzSpecs()
	var positions []struct {
		v bao.Variant
		s bao.State
	}
	for _, lines := range vectorFiles(f) {
		for _, l := range lines {
			i := specIndex(specs, l.Variant)
			if i < 0 {
				continue
			}
			v := bao.MustLookup(specs[i])
			s, err := bao.ParseState(v, l.Position)
			if err != nil {
				f.Fatal(err)
			}
			for _, m := range l.Moves {
				f.Add(uint16(len(positions)), m.Move)
			}
			positions = append(positions, struct {
				v bao.Variant
				s bao.State
			}{v, s})
		}
	}
	f.Fuzz(func(t *testing.T, which uint16, text string) {
		p := positions[int(which)%len(positions)]
		m, after, err := bao.ReadMove(p.v, p.s, text)
		if err != nil {
			if !errors.Is(err, bao.ErrSyntax) && !errors.Is(err, bao.ErrIllegalMove) {
				t.Fatalf("ReadMove(%q): error %q is neither a syntax error nor an illegal move", text, err)
			}
			if after != p.s {
				t.Fatalf("ReadMove(%q) returns another position with its error", text)
			}
			return
		}
		if !bao.IsLegal(p.v, p.s, m) {
			t.Fatalf("ReadMove(%q) accepts %v, which Legal does not list in %s", text, m, bao.FormatState(p.v, p.s))
		}
		full, err := bao.FormatMove(p.v, p.s, m)
		if err != nil || text != m.String() && text != full {
			t.Fatalf("ReadMove(%q) accepts the move whose text is %q (%v)", text, full, err)
		}
	})
}
