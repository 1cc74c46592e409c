package fourrow

import (
	"math/bits"

	"github.com/bao-games/bao"
)

// Weights are the terms of the four-row evaluation, in hundredths of a
// seed (bao.Heuristic).
type Weights struct {
	Front    int // each seed in the player's front row
	Back     int // each seed in his back row
	Store    int // each seed still in his store
	House    int // owning a house that still holds six seeds or more
	Occupied int // each nonempty front pit (an empty front row loses, E1)
	Danger   int // a front row of at most one nonempty pit (one step from losing)
}

// DefaultWeights are the weights of Heuristic, tuned by self-play at equal
// depth against plain material (TestTuneFourRow in package player; the
// margin is measured by TestFourRowEvalVsMaterial there). A seed in the
// front row counts less than one in the back row: front seeds are the ones
// the opponent can capture.
var DefaultWeights = Weights{Front: 30, Back: 100, Store: 100, House: 150, Occupied: 20, Danger: 300}

// Heuristic scores s for p under DefaultWeights: see Evaluate.
func (e *Rules) Heuristic(s bao.State, p bao.Player) int {
	return DefaultWeights.Evaluate(&s, p)
}

// Evaluate scores s for p: the weighted terms of w for p minus those for
// his opponent. Both sides are scored at once, a row a word.
func (w *Weights) Evaluate(s *bao.State, p bao.Player) int {
	p &= 1
	o := p ^ 1
	front, back := rows(s, p)
	oFront, oBack := rows(s, o)
	occ, oOcc := nonzeroBytes(front), nonzeroBytes(oFront)
	v := w.Front*(byteSum(front)-byteSum(oFront)) + w.Back*(byteSum(back)-byteSum(oBack)) +
		w.Store*(int(s.Store[p])-int(s.Store[o])) + w.Occupied*(occ-oOcc)
	if s.House[p] && s.Pits[base(p)+house] >= 6 {
		v += w.House
	}
	if s.House[o] && s.Pits[base(o)+house] >= 6 {
		v -= w.House
	}
	if occ <= 1 {
		v -= w.Danger
	}
	if oOcc <= 1 {
		v += w.Danger
	}
	return v
}

// byteSum returns the sum of the eight bytes of x, each below 128, as
// pit counts are (a board holds 64 seeds).
func byteSum(x uint64) int {
	x = x&0x00ff00ff00ff00ff + x>>8&0x00ff00ff00ff00ff
	return int(x * 0x0001000100010001 >> 48)
}

// nonzeroBytes counts the nonzero bytes of x, each below 128.
func nonzeroBytes(x uint64) int {
	const lo7 = 0x7f7f7f7f7f7f7f7f
	return bits.OnesCount64((x&lo7 + lo7 | x) &^ lo7)
}
