package render_test

import (
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/bawo"
	"github.com/bao-games/bao/render"
)

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
