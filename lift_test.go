package bao_test

import (
	"fmt"
	"testing"

	"github.com/bao-games/bao"
)

// The seeds a move takes in hand at its start: one from the store in the
// namua stage of Bao la Kiswahili, the seeds of its pit in Bao Kingulu,
// which has no Lifter.
func ExampleLiftOf() {
	v := bao.MustLookup("kiswahili")
	m, _, _ := bao.ParseMove("A6<")
	fmt.Println(bao.LiftOf(v, v.Start(), m))
	v = bao.MustLookup("kingulu")
	m, _, _ = bao.ParseMove("A3")
	fmt.Println(bao.LiftOf(v, v.Start(), m))
	// Output:
	// 1 true
	// 4 false
}

// TestLiftOf checks the four-row games' Lifter against the rule (namua
// while the mover's store holds seeds) in positions of random playouts,
// and that a move whose pit is not a pit lifts nothing.
func TestLiftOf(t *testing.T) {
	for _, name := range []string{"kiswahili", "kete", "kujifunza"} {
		v := bao.MustLookup(name)
		if _, ok := v.(bao.Lifter); !ok {
			t.Fatalf("%s is not a bao.Lifter", name)
		}
		s := v.Start()
		for ply := 0; ply < 100 && !v.Outcome(s).Over(); ply++ {
			legal := v.Legal(s, nil)
			for _, m := range legal {
				n, store := bao.LiftOf(v, s, m)
				want, wantStore := int(s.Pits[m.Pit.Index()]), false
				if s.Store[s.Side] > 0 {
					want, wantStore = 1, true
				}
				if n != want || store != wantStore {
					t.Fatalf("%s %v in %s: lifts %d, from the store %v; want %d, %v", name, m, bao.FormatState(v, s), n, store, want, wantStore)
				}
			}
			next, err := v.Apply(s, legal[ply%len(legal)])
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
	}
	plain := struct{ bao.Variant }{bao.MustLookup("kingulu")}
	if n, store := bao.LiftOf(plain, plain.Start(), bao.Move{Pit: bao.NoPit}); n != 0 || store {
		t.Errorf("a move from no pit lifts %d, from the store %v", n, store)
	}
}
