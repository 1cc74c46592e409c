package fourrow

import "github.com/bao-games/bao"

// Lift returns the seeds move m of s takes in hand at its start: in namua
// (the mover's store is not empty) one seed from the store, which the
// move enters into its pit; in mtaji the seeds of its pit (bao.Lifter).
func (e *Rules) Lift(s bao.State, m bao.Move) (seeds int, fromStore bool) {
	if m.IsGambit() {
		// BW11: the four seeds of front pits 6 and 7 and one from the
		// nemo, placed, not sown: five in hand, counted as from the store.
		return bao.GambitSeeds, true
	}
	if s.Side <= bao.North && s.Store[s.Side] > 0 {
		return 1, true
	}
	if i := m.Pit.Index(); i >= 0 && i < bao.MaxPits {
		return int(s.Pits[i]), false
	}
	return 0, false
}

// Lift returns the seeds move m of s takes in hand at its start, and
// whether they come from the store (namua) (bao.Lifter).
func (f *Front) Lift(s bao.State, m bao.Move) (seeds int, fromStore bool) { return f.e.Lift(s, m) }
