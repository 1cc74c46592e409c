package kingulu

// Every legal move with its position (bao.Expander, LazyExpander,
// InPlaceExpander).

import (
	"math/bits"

	"github.com/bao-games/bao"
)

// Children appends every legal move of s with the position it leads to,
// in the order of Legal, playing each move once.
//
// Children and EachChild keep their own copies of the loop on purpose:
// Children written as EachChild with an appending closure measured 2-3%
// more instructions per call (cachegrind, Children benchmarks).
func (r *Rules) Children(s bao.State, buf []bao.Child) []bao.Child {
	if s.Side > bao.North {
		return buf
	}
	var w0 pos
	det := detector{memo: &r.endless}
	load(&s, &w0)
	p := s.Side
	for m := candidates(&w0, p); m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		if st, child, b, bank := play(&w0, p, k, &det); st == done {
			// The child written in place, field by field: a composite
			// literal is built aside and copied, with loads that span
			// its narrower stores (a store-forwarding stall).
			n := len(buf)
			if n < cap(buf) {
				buf = buf[:n+1]
			} else {
				buf = append(buf, bao.Child{})
			}
			c := &buf[n]
			c.Move = moveAt(k)
			c.State = s // a statement of its own: in one with the move, s is copied aside first
			store(&c.State, &w0, b, bank, p, child)
		}
	}
	return buf
}

// EachChild passes every legal move of s with the position it leads to to
// yield, in the order of Children, and stops as soon as yield returns
// false: the moves after it are not played. A search that may stop after
// the first few children (an alpha-beta cutoff) saves the rest.
func (r *Rules) EachChild(s bao.State, yield func(bao.Child) bool) {
	var c bao.Child
	r.EachChildInto(&s, &c.State, func(m bao.Move) bool {
		c.Move = m
		return yield(c)
	})
}

// EachChildInto is EachChild for a search that reads the children where
// they are written: it writes the position each legal move of *s leads to
// into *t, the caller's, and passes the move to yield, which reads *t (by
// pointer: OverAt, HeuristicAt), in the order of Children, and stops as
// soon as yield returns false. Nothing is copied whole right after it is
// written: a 16-byte load of bytes written by narrower stores a moment
// before waits for those stores to reach the cache (a store-forwarding
// stall, about 8 ns here), which a child passed by value in a bao.Child
// costs at every leaf of an alpha-beta search. s and t must not overlap.
func (r *Rules) EachChildInto(s, t *bao.State, yield func(bao.Move) bool) {
	if s.Side > bao.North {
		return
	}
	var w0 pos
	det := detector{memo: &r.endless}
	load(s, &w0)
	p := s.Side
	for m := candidates(&w0, p); m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		if st, child, b, bank := play(&w0, p, k, &det); st == done {
			*t = *s
			store(t, &w0, b, bank, p, child)
			if !yield(moveAt(k)) {
				return
			}
		}
	}
}
