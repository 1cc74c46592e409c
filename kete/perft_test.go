package kete_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// perftDoc is the table of section 9 of docs/kete.md.
var perftDoc = []uint64{4, 14, 38, 124, 405}

// perftRegression continues the table for depths 6 to 9. These values are
// NOT from the rules document: they were computed by the engine of this
// module (and agree with an independent reimplementation written from the
// document while these tests were written). They guard against regressions.
//
// From depth 8 on the counts differ from Bao la Kiswahili's (23270,
// 105704): the Lamu rules start to matter.
var perftRegression = []uint64{1430, 5655, 23284, 105802}

// TestPerft checks perftDoc, and perftRegression without -short.
func TestPerft(t *testing.T) {
	testvec.CheckPerft(t, []bao.Variant{kt, ktOff}, perftDoc, perftRegression)
}

func TestPerftDivideSums(t *testing.T) {
	positions := []string{
		startText,
		"0,0,0,0,0,0,0,0/0,1,1,0,1,0,0,1/0,1,1,0,6,0,0,1/0,0,0,0,0,0,0,0 S 26,25 S -", // stop and safari
		"47,0,0,0,0,0,0,0/0,0,0,2,0,0,0,5/0,0,1,1,0,0,0,0/4,4,0,0,0,0,0,0 N 0,0 - a5", // takasia
		"0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - -", // Example 10a
	}
	depth := 4
	if testing.Short() {
		depth = 3
	}
	for _, pos := range positions {
		s := parse(t, kt, pos)
		for d := 1; d <= depth; d++ {
			div := bao.PerftDivide(kt, s, d)
			var sum uint64
			var moves []bao.Move
			for _, x := range div {
				sum += x.Nodes
				moves = append(moves, x.Move)
				if d == 1 && x.Nodes != 1 {
					t.Errorf("%s: divide(1) gives %v %d nodes", pos, x.Move, x.Nodes)
				}
			}
			if want := bao.Perft(kt, s, d); sum != want {
				t.Errorf("%s: divide(%d) sums to %d, perft %d", pos, d, sum, want)
			}
			if legal := kt.Legal(s, nil); len(legal) != len(moves) {
				t.Errorf("%s: divide lists %d moves, Legal %d", pos, len(moves), len(legal))
			} else {
				for i := range legal {
					if legal[i] != moves[i] {
						t.Errorf("%s: divide move %d is %v, Legal says %v", pos, i, moves[i], legal[i])
					}
				}
			}
		}
	}
	// A finished game is not extended.
	const won = "5,5,5,5,5,5,5,5/0,0,0,0,0,0,0,0/1,2,0,0,0,0,0,0/0,0,0,19,0,0,0,0 N 2,0 - -"
	if n := bao.Perft(kt, parse(t, kt, won), 2); n != 0 {
		t.Errorf("perft of a finished game = %d", n)
	}
}
