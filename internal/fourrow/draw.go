package fourrow

import (
	"math/bits"
	"math/rand/v2"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// draw plays a uniformly random legal move of s in place and returns its
// ticket (see tickets; a Bawo gambit is 32 plus its index), safari mark and whether it captures (a capture
// candidate, whose first lap ends in a capture); ok is false, and s
// unchanged, when s has no legal move. It plays out as few candidates as it can: each
// candidate holds one lot per move it may give (two for a namua capture
// that may reach the mover's functional house and offer the stop-or-safari
// choice of L3, one otherwise); a lot is drawn at random among those left,
// and one that turns out not to be a legal move (F1, F2, or a safari that
// does not arise) is thrown away and another drawn. Every legal move has
// exactly one lot, so the move drawn is uniform over the list of Legal.
// The lots are in canonical order, so the n-th lot left is the n-th set
// bit of a word.
func (e *Rules) draw(s *bao.State, rng *rand.Rand, det *detector) (ticket int, safari, capture, ok bool) {
	p := s.Side
	if p > bao.North || frontWord(&s.Pits, p) == 0 {
		return 0, false, false, false
	}
	set, k := e.tickets(s)
	capture = k.captures()
	// With two lots per candidate, lot 2t is ticket t without safari and
	// 2t+1 with it; namua capture tickets are all below 16.
	twoWay := k == namuaCapture && s.House[p]
	lots := uint64(set)
	if twoWay {
		lots = uint64(spread8[set&0xff])*3 | uint64(spread8[set>>8&0xff])*3<<16
	}
	before := *s
	for lots != 0 {
		l := sow.NthBit(lots, sow.IntN(rng, bits.OnesCount64(lots)))
		t, safari := l, false
		if twoWay {
			t, safari = l>>1, l&1 == 1
		}
		res, decided := e.playout(s, cand{r: tickR[t], dir: tickDir[t], kind: k}, safari, nil, det)
		if decided && !safari || safari && decided && res.legal() || !safari && res.legal() {
			e.finish(&before, s, capture, res, tickR[t])
			return t, safari, capture, true
		}
		*s = before
		lots &^= 1 << l
		if twoWay && !decided && !res.legal() {
			lots &^= 3 << (l &^ 1) // illegal before any decision: neither lot is a move
		}
	}
	if k == gambitPlace {
		// A gambit, ticket 32 + its index (BW11).
		m := drawGambit(s, rng)
		return 32 + gambitIndex(p, &m), false, false, true
	}
	return 0, false, false, false
}
