package kingulu_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

func TestValidate(t *testing.T) {
	for _, c := range []struct {
		pos  string
		want string // a part of the error; "" if valid
	}{
		{"4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", ""},
		{"2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6", ""},
		{"4,4,4,4,4,4S/4,4,4,4,4,4 N 0,0", ""},
		// A child in its reserver's own row.
		{"4,4,4,4,4,4N/4,4,4,4,4,4 S 0,0", "a1"},
		{"4,4,4,4,4,4/4S,4,4,4,4,4 S 0,0", "A1"},
		// A child of 3 or 6 seeds.
		{"4,4,4,4,4,3S/4,4,4,4,4,5 S 0,0", "a1"},
		{"4,4,4,4,4,4/4,4,6N,4,4,2 S 0,0", "A3"},
		// The seed total.
		{"4,4,4,4,4,4/4,4,4,4,4,4 S 0,1", "seeds"},
	} {
		_, err := bao.ParseState(rules, c.pos)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.pos, err)
		case c.want != "" && (err == nil || !errors.Is(err, bao.ErrInvalidPosition) || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want an invalid position naming %s", c.pos, err, c.want)
		}
	}
	// Validate on a State built by hand.
	s := rules.Start()
	s.Reserved[bao.South] = 1 << bao.PitOf(bao.South, 0, 3).Index()
	if err := rules.Validate(s); err == nil || !strings.Contains(err.Error(), "A3") {
		t.Errorf("South's child in South's row: %v", err)
	}
}

func TestVariantInterfaces(t *testing.T) {
	v, err := bao.Lookup("kingulu")
	if err != nil {
		t.Fatal(err)
	}
	if v.Name() != "kingulu" {
		t.Errorf("Name() = %q", v.Name())
	}
	if g := v.Geometry(); g != (bao.Geometry{Rows: 1, Cols: 6, Seeds: 48, Reserve: true}) {
		t.Errorf("Geometry() = %+v", g)
	}
	if _, ok := v.(bao.Annotator); ok {
		t.Error("kingulu implements bao.Annotator, but its moves carry no annotations")
	}
	if _, ok := v.(bao.Validator); !ok {
		t.Error("not a bao.Validator")
	}
	if _, ok := v.(bao.Expander); !ok {
		t.Error("not a bao.Expander")
	}
	d, ok := v.(bao.Describer)
	if !ok {
		t.Fatal("not a bao.Describer")
	}
	info := d.Info()
	if info.Title != "Bao Kingulu" || info.Summary == "" || len(info.Sources) == 0 || !info.Conserves {
		t.Errorf("Info() = %+v", info)
	}
	if _, err := bao.Lookup("kingulu(x=y)"); !errors.Is(err, bao.ErrUnknownOption) {
		t.Errorf("an option was accepted: %v", err)
	}
	// Move text is the label alone, with no annotations.
	s := v.Start()
	for _, m := range v.Legal(s, nil) {
		text, err := bao.FormatMove(v, s, m)
		if err != nil || text != m.Pit.String() {
			t.Errorf("FormatMove(%v) = %q, %v", m, text, err)
		}
	}
	if _, _, err := bao.ReadMove(v, s, "A3*"); err == nil {
		t.Error("A3* read as a move")
	}
}
