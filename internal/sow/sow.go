package sow

import "github.com/bao-games/bao"

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
