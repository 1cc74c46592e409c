package fourrow

import (
	"math/rand/v2"
	"testing"
)

// TestIntN holds intN to rand.Rand.IntN: the same numbers from the same
// seed, for every count of lots a position can have and beyond.
func TestIntN(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		a, b := rand.New(rand.NewPCG(seed, 7)), rand.New(rand.NewPCG(seed, 7))
		for i := 0; i < 2000; i++ {
			n := 1 + i%70
			if i%97 == 0 {
				n = 1<<62 + i // the rejection path of large n
			}
			if got, want := intN(a, n), b.IntN(n); got != want {
				t.Fatalf("seed %d draw %d: intN(%d) = %d, IntN = %d", seed, i, n, got, want)
			}
		}
	}
}
