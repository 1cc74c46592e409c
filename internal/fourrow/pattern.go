package fourrow

import (
	"math/bits"

	"github.com/bao-games/bao"
)

// Pattern is a pattern evaluation: a weight for every pit of each side and
// every seed count (16 and more count as 15), per stage (the namua stage,
// while a store holds seeds, and the mtaji stage), with a weight for the
// count of an owned house and linear terms, all from the point of view of
// the side to move.
type Pattern struct {
	// Tab[stage][k][i][c]: pit i (ring position) of the side to move (k
	// 0) or of his opponent (k 1) holding c seeds; stage 1 is namua.
	Tab [2][2][16][16]int32
	// House[stage][k][c]: an owned house of that side holding c seeds.
	House [2][2][16]int32
	// Lin: store of the side to move, of his opponent, the seeds he may
	// capture (Exposed for him), those his opponent may, danger (at most
	// one nonempty front pit) for him, for his opponent, his nonempty front
	// pits, his opponent's, and a constant (the tempo).
	Lin [9]int32
}

// PatternHeuristic scores s for p under the rule set's pattern weights, or
// FittedHeuristic where it has none.
func (e *Rules) PatternHeuristic(s bao.State, p bao.Player) int {
	if e.Pattern == nil {
		return e.FittedHeuristic(s, p)
	}
	return e.Pattern.Evaluate(&s, p)
}

// PatternHeuristic is the evaluation "pattern" of the searching players.
func (f *Front) PatternHeuristic(s bao.State, p bao.Player) int { return f.e.PatternHeuristic(s, p) }

// Evaluate scores s for p.
func (w *Pattern) Evaluate(s *bao.State, p bao.Player) int {
	m := s.Side & 1
	o := m ^ 1
	st := 0
	if s.Store[0]|s.Store[1] != 0 {
		st = 1
	}
	t := &w.Tab[st]
	bm, bo := base(m), base(o)
	v := 0
	for i := range 16 {
		v += int(t[0][i][min(s.Pits[bm+i], 15)]) + int(t[1][i][min(s.Pits[bo+i], 15)])
	}
	if s.House[m] {
		v += int(w.House[st][0][min(s.Pits[bm+house], 15)])
	}
	if s.House[o] {
		v += int(w.House[st][1][min(s.Pits[bo+house], 15)])
	}
	front, _ := rows(s, m)
	oFront, _ := rows(s, o)
	occ, oOcc := nonzeroBytes(front), nonzeroBytes(oFront)
	facing := bits.ReverseBytes64(oFront)
	mine := byteSum(facing & nonzeroMask(front))
	theirs := byteSum(front & nonzeroMask(facing))
	l := &w.Lin
	v += int(l[0])*int(s.Store[m]) + int(l[1])*int(s.Store[o]) + int(l[2])*mine + int(l[3])*theirs +
		int(l[6])*occ + int(l[7])*oOcc + int(l[8])
	if occ <= 1 {
		v += int(l[4])
	}
	if oOcc <= 1 {
		v += int(l[5])
	}
	if p&1 != m {
		v = -v
	}
	return v
}
