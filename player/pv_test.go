package player

import (
	"context"
	"testing"

	"github.com/bao-games/bao"
)

// TestPVLegal: the principal variation of an analysis starts with the
// move chosen, is a legal line from the position, stops at the end of the
// game, and is no longer than the depth searched.
func TestPVLegal(t *testing.T) {
	for _, v := range allVariants(t) {
		for i, s := range testPositions(v, 3, 12) {
			ab := NewAlphaBeta(AlphaBetaConfig{Depth: 5}, uint64(i))
			an, err := ab.Analyse(context.Background(), v, s)
			if err != nil {
				t.Fatal(err)
			}
			if len(an.PV) == 0 || an.PV[0] != an.Move || len(an.PV) > max(an.Depth, 1) {
				t.Fatalf("%s, %s: move %v, depth %d, PV %v", v.Name(), bao.FormatState(v, s), an.Move, an.Depth, an.PV)
			}
			u := s
			for j, m := range an.PV {
				if v.Outcome(u).Over() || !bao.IsLegal(v, u, m) {
					t.Fatalf("%s, %s: PV %v, move %d illegal or after the end", v.Name(), bao.FormatState(v, s), an.PV, j)
				}
				u, _ = v.Apply(u, m)
			}
		}
	}
}

// TestWinLoss: a search score of a win or loss in n plies reads as n
// plies; other scores as neither.
func TestWinLoss(t *testing.T) {
	for n := 1; n <= maxPly+1; n++ {
		if w, l := winLoss(WinScore - n); w != n || l != 0 {
			t.Errorf("winLoss(WinScore-%d) = %d, %d", n, w, l)
		}
		if w, l := winLoss(-(WinScore - n)); w != 0 || l != n {
			t.Errorf("winLoss(-(WinScore-%d)) = %d, %d", n, w, l)
		}
	}
	for _, sc := range []int{0, 1, -1, MaxEval, -MaxEval} {
		if w, l := winLoss(sc); w != 0 || l != 0 {
			t.Errorf("winLoss(%d) = %d, %d", sc, w, l)
		}
	}
}
