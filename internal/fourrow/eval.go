package fourrow

import "github.com/bao-games/bao"

// Weights are the terms of the four-row evaluation, in hundredths of a
// seed (bao.Heuristic).
type Weights struct {
	Front    int // each seed in the player's front row
	Back     int // each seed in his back row
	Store    int // each seed still in his store
	House    int // owning a house that still holds six seeds or more
	Occupied int // each nonempty front pit (captures need them; an empty front row loses)
	Multi    int // each front pit of two seeds or more (the starts of mtaji moves)
	Danger   int // a front row of at most one nonempty pit (one step from losing, E1)
}

// DefaultWeights are the weights of Heuristic, tuned by self-play at equal
// depth against plain material (see package player's documentation and
// TestFourRowEvalBeatsMaterial there).
var DefaultWeights = Weights{Front: 120, Back: 100, Store: 100, House: 300, Occupied: 60, Multi: 20, Danger: 400}

// Heuristic scores s for p under DefaultWeights: see Evaluate.
func (e *Rules) Heuristic(s bao.State, p bao.Player) int {
	return DefaultWeights.Evaluate(&s, p)
}

// Evaluate scores s for p: the weighted terms of w for p minus those for
// his opponent.
func (w *Weights) Evaluate(s *bao.State, p bao.Player) int {
	return w.side(s, p) - w.side(s, p.Other())
}

func (w *Weights) side(s *bao.State, p bao.Player) int {
	b := base(p)
	front, back := 0, 0
	occ, multi := 0, 0
	for i := range 8 {
		c := int(s.Pits[b+i])
		front += c
		if c > 0 {
			occ++
		}
		if c > 1 {
			multi++
		}
		back += int(s.Pits[b+8+i])
	}
	v := w.Front*front + w.Back*back + w.Store*int(s.Store[p]) + w.Occupied*occ + w.Multi*multi
	if s.House[p] && s.Pits[b+house] >= 6 {
		v += w.House
	}
	if occ <= 1 {
		v -= w.Danger
	}
	return v
}
