package bao_test

import (
	"math"
	"runtime"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all" // registers every variant
)

// TestPerftHugeDepth checks that a depth far beyond any game costs memory
// only for the plies the search reaches: from a position where both legal
// moves end the game, every depth above 1 counts 0, at once.
func TestPerftHugeDepth(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	s, err := bao.ParseState(v, "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -")
	if err != nil {
		t.Fatal(err)
	}
	if n := bao.Perft(v, s, 1); n != 2 {
		t.Fatalf("perft(1) = %d, want 2", n)
	}
	for _, depth := range []int{2, 1 << 40, math.MaxInt} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		n, d := bao.Perft(v, s, depth), bao.PerftDivide(v, s, depth)
		p := bao.PerftParallel(v, s, depth, 2)
		runtime.ReadMemStats(&after)
		if n != 0 || p != 0 || len(d) != 2 || d[0].Nodes != 0 || d[1].Nodes != 0 {
			t.Errorf("depth %d: Perft %d, PerftParallel %d, PerftDivide %v; want 0, 0 and two zero lines", depth, n, p, d)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
			t.Errorf("depth %d: %d bytes allocated", depth, grew)
		}
	}
	// A state without a player to move has no moves.
	bad := s
	bad.Side = 7
	if n := bao.Perft(v, bad, 1<<40); n != 0 {
		t.Errorf("perft of a state with side 7 = %d, want 0", n)
	}
}

// TestPerftParallel checks that splitting the work over workers gives the
// counts of Perft, for every variant, from the start and from a mid-game
// position.
func TestPerftParallel(t *testing.T) {
	if len(bao.Names()) < 3 {
		t.Fatalf("variants %v: want the registered ones", bao.Names())
	}
	for _, name := range bao.Names() {
		v := bao.MustLookup(name)
		states := []bao.State{v.Start()}
		s := v.Start()
		for range 6 {
			kids := bao.Children(v, s, nil)
			if len(kids) == 0 {
				break
			}
			s = kids[len(kids)/2].State
		}
		states = append(states, s)
		for _, s := range states {
			for depth := 0; depth <= 5; depth++ {
				want := bao.Perft(v, s, depth)
				for _, w := range []int{0, 1, 2, 3, 64} {
					if got := bao.PerftParallel(v, s, depth, w); got != want {
						t.Errorf("%s %s: PerftParallel(depth %d, %d workers) = %d, want %d", name, bao.FormatState(v, s), depth, w, got, want)
					}
				}
			}
		}
	}
}
