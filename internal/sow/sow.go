package sow

import (
	"math/bits"

	"github.com/bao-games/bao"
)

func trailingZeros(m uint32) int { return bits.TrailingZeros32(m) }

// Lift empties slot s and returns the seeds it held.
func Lift(pits *[bao.MaxPits]uint8, s int) int {
	n := int(pits[s])
	pits[s] = 0
	return n
}

// Sow drops n >= 1 seeds one per pit along ring r, the first into ring
// position first, moving dir (+1 or -1) each time, and returns the ring
// position of the last seed. A handful longer than the ring goes round and
// drops into every pit again; no pit is skipped.
func Sow(pits *[bao.MaxPits]uint8, r *Ring, first, n, dir int) (last int) {
	if q := n / r.n; q > 0 {
		for k := 0; k < r.n; k++ {
			pits[r.slots[k]] += uint8(q)
		}
		n -= q * r.n
		if n == 0 {
			return r.Step(first, -dir)
		}
	}
	k := first
	for {
		pits[r.slots[k]]++
		n--
		if n == 0 {
			return k
		}
		k += dir
		if k == r.n {
			k = 0
		} else if k < 0 {
			k = r.n - 1
		}
	}
}

// SowSkip is Sow with a set of slots whose seeds do not stay: a seed that
// falls into a slot of skip (bit s of the mask) is not added to the pit, and
// kept counts how many fell there. The last position is returned as by Sow.
// Bao Kingulu uses it for the pits reserved by either player.
func SowSkip(pits *[bao.MaxPits]uint8, r *Ring, first, n, dir int, skip uint32, kept *[bao.MaxPits]uint8) (last int) {
	k := first
	for {
		s := r.slots[k]
		if skip&(1<<s) != 0 {
			kept[s]++
		} else {
			pits[s]++
		}
		n--
		if n == 0 {
			return k
		}
		k += dir
		if k == r.n {
			k = 0
		} else if k < 0 {
			k = r.n - 1
		}
	}
}
