package kingulu

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
)

// TestCandidatesIsStarts checks that candidates gives ends | relays of
// starts, and endsAny whether ends is empty, on random boards: counts of 0 to 48 (mostly small, so that
// empty pits, threes and first laps ending in every pit occur), any
// reserved pits, either mover.
func TestCandidatesIsStarts(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 14))
	for range 200_000 {
		var w pos
		for k := range ringLen {
			n := rng.IntN(14)
			if rng.IntN(8) == 0 {
				n = rng.IntN(49)
			}
			w.b = w.b.spread(1<<k, uint64(n))
		}
		all := uint16(rng.Uint32()&rng.Uint32()) & 0xfff // a quarter of the pits
		w.by[bao.South] = all & 0xfc0
		w.by[bao.North] = all & 0x03f
		w.all = all
		for p := bao.South; p <= bao.North; p++ {
			ends, relays := starts(&w, p)
			if got := candidates(&w, p); got != ends|relays {
				t.Fatalf("pits %x %x, reserved %03x, %v to move: candidates %03x, starts %03x | %03x", w.b.lo, w.b.hi, all, p, got, ends, relays)
			}
			if got := endsAny(&w, p); got != (ends != 0) {
				t.Fatalf("pits %x %x, reserved %03x, %v to move: endsAny %v, starts gives ends %03x", w.b.lo, w.b.hi, all, p, got, ends)
			}
		}
	}
}
