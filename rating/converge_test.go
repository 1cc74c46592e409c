package rating

import (
	"math/rand/v2"
	"os"
	"testing"
)

// TestEstimateSmallTournamentsConverge: every fit of every resample
// converges in small round robins (2 to 8 players, one or two openings a
// pairing, each played twice, strengths up to 8 log-units apart, so that
// most pairings are sweeps and many resamples give a pseudo-game a weight
// near 0): the tournaments of the guides' shortened commands. With the
// noise floor of the Newton steps at 1e-6, 6 of these 300 failed after
// 500 steps wandering at 3e-6 (a resample of `bao tournament -variant kete
// ... -games 2 -balanced 4 -seed 1` among them). Long: 1,000 tournaments;
// under the race detector, 60.
func TestEstimateSmallTournamentsConverge(t *testing.T) {
	trials := 300
	switch {
	case raceEnabled:
		trials = 60
	case os.Getenv("BAO_LONG") == "1":
		trials = 1000
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range trials {
		n := 2 + rng.IntN(7)
		openings := 1 + rng.IntN(2)
		strength := make([]float64, n)
		for i := range strength {
			strength[i] = rng.Float64() * 8
		}
		var pairs []Pairing
		for a := range n {
			for b := a + 1; b < n; b++ {
				p := Pairing{A: a, B: b}
				for o := range openings {
					points := 0.0
					for range 2 {
						x, e := rng.Float64(), logistic(strength[a]-strength[b])
						switch {
						case x < 0.9*e:
							points++
						case x < e:
							points += 0.5
						}
					}
					p.Units = append(p.Units, Unit{Games: 2, Points: points, Opening: o + 1})
				}
				pairs = append(pairs, p)
			}
		}
		if _, err := Estimate(n, pairs, Config{Seed: uint64(trial), Workers: 2}); err != nil {
			t.Errorf("tournament %d (%d players, %d openings): %v", trial, n, openings, err)
		}
	}
}
