package sow

import (
	"math/bits"

	"github.com/bao-games/bao"
)

// Ring is a closed sequence of pit slots in sowing order, as a read-only
// table. Position k of the ring is slot Slot(k) of bao.State.Pits; the
// forward direction (+1) goes from position k to k+1.
type Ring struct {
	slots [bao.MaxPits]uint8
	pos   [bao.MaxPits]int8
	n     int
}

// NewRing returns the ring through the given slots, in forward order. It
// panics on an empty ring, a slot out of range or a repeated slot: rings are
// built once, from code, at package initialisation.
func NewRing(slots ...int) *Ring {
	r := &Ring{n: len(slots)}
	if r.n == 0 || r.n > bao.MaxPits {
		panic("sow: ring of impossible length")
	}
	for i := range r.pos {
		r.pos[i] = -1
	}
	for k, s := range slots {
		if s < 0 || s >= bao.MaxPits || r.pos[s] >= 0 {
			panic("sow: bad or repeated slot in ring")
		}
		r.slots[k] = uint8(s)
		r.pos[s] = int8(k)
	}
	return r
}

// Len returns the number of pits on the ring.
func (r *Ring) Len() int { return r.n }

// Slot returns the slot at ring position k (0 <= k < Len()).
func (r *Ring) Slot(k int) int { return int(r.slots[k]) }

// Pos returns the ring position of slot s, or -1 if s is not on the ring.
func (r *Ring) Pos(s int) int { return int(r.pos[s]) }

// Step returns the position steps places from k along the ring; steps may
// be negative.
func (r *Ring) Step(k, steps int) int {
	k = (k + steps) % r.n
	if k < 0 {
		k += r.n
	}
	return k
}

// Board holds the read-only tables of one bao.Geometry: each player's own
// ring (front row 1..Cols, then back row Cols..1: clockwise as the player
// sees it), the whole-board ring of a two-row board (South's row from his
// left to his right, then North's the same way: anticlockwise seen from
// above), the facing pit of every front pit, and masks of the front rows.
type Board struct {
	Geometry bao.Geometry
	// Own[p] is player p's ring of his own pits; nil on a board with one
	// row per player.
	Own [2]*Ring
	// Whole is the ring of all pits of a board with one row per player;
	// nil on a four-row board.
	Whole *Ring
	// Opp[s] is the slot facing front slot s, or -1.
	Opp [bao.MaxPits]int8
	// Front[p] has bit s set for each front slot of player p.
	Front [2]uint32
}

// NewBoard builds the tables of g. It panics if g fails Geometry.Check.
func NewBoard(g bao.Geometry) *Board {
	if err := g.Check(); err != nil {
		panic(err)
	}
	b := &Board{Geometry: g}
	for i := range b.Opp {
		b.Opp[i] = -1
	}
	for p := bao.South; p <= bao.North; p++ {
		for n := 1; n <= g.Cols; n++ {
			x := bao.PitOf(p, 0, n)
			b.Front[p] |= 1 << x.Index()
			b.Opp[x.Index()] = int8(g.Opposite(x).Index())
		}
	}
	if g.Rows == 2 {
		for p := bao.South; p <= bao.North; p++ {
			var slots []int
			for n := 1; n <= g.Cols; n++ {
				slots = append(slots, bao.PitOf(p, 0, n).Index())
			}
			for n := g.Cols; n >= 1; n-- {
				slots = append(slots, bao.PitOf(p, 1, n).Index())
			}
			b.Own[p] = NewRing(slots...)
		}
	} else {
		var slots []int
		for p := bao.South; p <= bao.North; p++ {
			for n := 1; n <= g.Cols; n++ {
				slots = append(slots, bao.PitOf(p, 0, n).Index())
			}
		}
		b.Whole = NewRing(slots...)
	}
	return b
}

// FrontEmpty reports whether player p's front row holds no seed.
func (b *Board) FrontEmpty(pits *[bao.MaxPits]uint8, p bao.Player) bool {
	m := b.Front[p]
	for m != 0 {
		s := bits.TrailingZeros32(m)
		if pits[s] != 0 {
			return false
		}
		m &= m - 1
	}
	return true
}
