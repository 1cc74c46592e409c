package kingulu

// Random moves and playouts (bao.Sampler, Playouter, Recorder).

import (
	"math/bits"
	"math/rand/v2"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// Sample draws a uniformly random legal move of s with its resulting
// position, playing out only the moves it draws (see draw).
func (r *Rules) Sample(s bao.State, rng *rand.Rand) (bao.Child, bool) {
	if s.Side > bao.North {
		return bao.Child{}, false
	}
	var w pos
	det := detector{memo: &r.endless}
	load(&s, &w)
	p := s.Side
	k, child, ok := draw(&w, p, rng, &det)
	if !ok {
		return bao.Child{}, false
	}
	store(&s, &w, w.b, w.bank, p, child)
	return bao.Child{Move: moveAt(k), State: s}, true
}

// Playout plays random moves from s as Sample draws them, until the game is
// over or maxPlies moves are played (bao.Playout). The moves are played on
// the engine's packed form of the position, which is written back to a
// State once, at the end.
func (r *Rules) Playout(s bao.State, rng *rand.Rand, maxPlies int) (bao.State, int) {
	if s.Side > bao.North {
		return s, 0
	}
	var w pos
	det := detector{memo: &r.endless}
	load(&s, &w)
	p := s.Side
	var made [2]uint16 // the children made in the playout, by reserver
	ply := 0
	for ; ply < maxPlies; ply++ {
		_, child, ok := draw(&w, p, rng, &det)
		if !ok {
			break
		}
		if child >= 0 {
			w.reserve(p, child)
			made[p] |= 1 << child
		}
		p = p.Other()
	}
	storePits(&s, &w, w.b, w.bank)
	s.Reserved[bao.South] |= slotMask(made[bao.South])
	s.Reserved[bao.North] |= slotMask(made[bao.North])
	s.Side = p
	return s, ply
}

// Record plays random moves from s as Playout does, drawn with rng[side
// to move], and appends each to buf (bao.Recorder); Bao Kingulu moves
// carry no notes.
func (r *Rules) Record(s bao.State, rng *[2]*rand.Rand, maxPlies int, buf []bao.Played) (bao.State, []bao.Played) {
	if s.Side > bao.North {
		return s, buf
	}
	var w pos
	var det detector
	load(&s, &w)
	p := s.Side
	var made [2]uint16 // the children made, by reserver
	for ply := 0; ply < maxPlies; ply++ {
		k, child, ok := draw(&w, p, rng[p], &det)
		if !ok {
			break
		}
		if child >= 0 {
			w.reserve(p, child)
			made[p] |= 1 << child
		}
		buf = append(buf, bao.Played{Move: moveAt(k), Side: p})
		p = p.Other()
	}
	storePits(&s, &w, w.b, w.bank)
	s.Reserved[bao.South] |= slotMask(made[bao.South])
	s.Reserved[bao.North] |= slotMask(made[bao.North])
	s.Side = p
	return s, buf
}

// draw plays a uniformly random legal move of player p in w, the position
// before it, and returns its start pit and the child it made (a ring
// position or -1); ok is false, and w unchanged, when p has no legal move.
// The reservations of w are the caller's to update. An eligible start pit
// is drawn at random among those left, and one that turns out illegal (its
// first lap ends as in G5c, or it never ends, G8) is put aside and another
// drawn. Every legal move is one start pit, so the draw is uniform over the
// list of Legal.
func draw(w *pos, p bao.Player, rng *rand.Rand, det *detector) (k, child int, ok bool) {
	k0 := 6 * int(p&1)
	for live := candidates(w, p); live != 0; {
		k := k0 + sow.NthBit8(uint8(live>>k0), sow.IntN(rng, bits.OnesCount8(uint8(live>>k0))))
		if st, child, b, bank := play(w, p, k, det); st == done {
			w.b, w.bank = b, bank
			return k, child, true
		}
		live &^= 1 << k
	}
	return 0, -1, false
}
