package testvec

import (
	"testing"

	"github.com/bao-games/bao"
)

// CheckPerft checks perft from the start position of each variant: depths
// 1..len(doc) against doc, the table of a rules document, and the following
// depths against regression, values computed by this module's engine to
// guard against regressions (skipped under -short).
func CheckPerft(t *testing.T, vs []bao.Variant, doc, regression []uint64) {
	t.Helper()
	for _, v := range vs {
		if got := bao.Perft(v, v.Start(), 0); got != 1 {
			t.Errorf("%s: perft(0) = %d, want 1", v.Name(), got)
		}
		for d, want := range doc {
			if got := bao.Perft(v, v.Start(), d+1); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d (rules document)", v.Name(), d+1, got, want)
			}
		}
		if !Long() {
			continue
		}
		for i, want := range regression {
			d := len(doc) + i + 1
			if got := bao.Perft(v, v.Start(), d); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d (regression value)", v.Name(), d, got, want)
			}
		}
	}
}

// CheckDivide checks bao.PerftDivide of v on each position text, for depths
// 1..depth: the counts sum to bao.Perft, each move of depth 1 counts one
// node, and the moves are those of Legal, in its order.
func CheckDivide(t *testing.T, v bao.Variant, positions []string, depth int) {
	t.Helper()
	for _, pos := range positions {
		s := Parse(t, v, pos)
		legal := v.Legal(s, nil)
		for d := 1; d <= depth; d++ {
			div := bao.PerftDivide(v, s, d)
			var sum uint64
			var moves []bao.Move
			for _, x := range div {
				sum += x.Nodes
				moves = append(moves, x.Move)
				if d == 1 && x.Nodes != 1 {
					t.Errorf("%s: divide(1) gives %v %d nodes", pos, x.Move, x.Nodes)
				}
			}
			if want := bao.Perft(v, s, d); sum != want {
				t.Errorf("%s: divide(%d) sums to %d, perft %d", pos, d, sum, want)
			}
			if len(legal) != len(moves) {
				t.Errorf("%s: divide lists %d moves, Legal %d", pos, len(moves), len(legal))
				continue
			}
			for i := range legal {
				if legal[i] != moves[i] {
					t.Errorf("%s: divide move %d is %v, Legal says %v", pos, i, moves[i], legal[i])
				}
			}
		}
	}
}
