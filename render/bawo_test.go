package render_test

// The drawings and move descriptions of Bawo's own fields and moves.

import (
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/bawo"
	"github.com/bao-games/bao/render"
)

// TestBawoFlags: the text and SVG drawings of a Bawo position show its
// moved and gambit fields.
func TestBawoFlags(t *testing.T) {
	v := bao.MustLookup("bawo")
	s, err := bao.ParseState(v, "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/0,0,0,2,9,0,0,1/0,0,0,0,0,0,0,0 N 9,10 SN - S -")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := render.Status(v.Geometry(), s), "North to move, stores 9/10, houses SN, restricted -, moved S, gambit -"; got != want {
		t.Errorf("Status = %q, want %q", got, want)
	}
	if svg := render.SVG(v, s, render.Options{}); !strings.Contains(svg, "kuu moved: S; gambit pending: -") {
		t.Errorf("the SVG drawing does not show the moved and gambit fields")
	}
	if k := bao.MustLookup("kiswahili"); strings.Contains(render.Status(k.Geometry(), k.Start()), "moved") {
		t.Errorf("kiswahili's status names a moved field")
	}
}

// TestDescribeGambit: a Bawo gambit (BW11) lifts front pits 6 and 7, adds
// a nemo seed and places the five; it has no lap.
func TestDescribeGambit(t *testing.T) {
	v := bao.MustLookup("bawo(gambit=on)")
	s := v.Start()
	m, _, err := bao.ReadMove(v, s, "A1,A8,B4,B5,B5")
	if err != nil {
		t.Fatal(err)
	}
	e, err := render.Describe(v, s, m, 0)
	if err != nil {
		t.Fatal(err)
	}
	if e.Lifted != 5 || !e.FromStore {
		t.Errorf("Lifted, FromStore = %d, %v; want 5, true", e.Lifted, e.FromStore)
	}
	want := "gambit: lifts pits 6 and 7, adds a seed from the store (19 left) and places the 5 seeds on A1, A8, B4, B5, B5"
	if got := e.Explanation(); got != want {
		t.Errorf("Explanation() = %q, want %q", got, want)
	}
}
