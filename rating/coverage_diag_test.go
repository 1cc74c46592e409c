package rating

import (
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

// TestCoverageDiagnosis is a measuring tool, not a check: with
// BAO_DIAG=1 it plays round robins like TestCoverage's (50 openings,
// opening effects of standard deviation 1.5, 30% draws) of DIAG_N
// players spread evenly over DIAG_SPREAD Elo, DIAG_RUNS of them rated
// with DIAG_REPS resamples (1000 if unset), the games drawn from
// DIAG_SEED (1 if unset), and logs, per player, the misses of its
// rating's interval on each side (the truth below Low, the truth above
// High: the anchor's side, for players rated below it), the mean error
// of the estimate, the standard deviation of the estimates over the round
// robins, and the mean width of the closed intervals over 3.92 (about the
// standard deviation the intervals imply). For example:
//
//	BAO_DIAG=1 DIAG_N=8 DIAG_SPREAD=1470 DIAG_RUNS=2000 go test -count=1 -run TestCoverageDiagnosis -v ./rating
//
// The eight players of 2,000 round robins take about a minute on one core
// of the 2-core machine. The coverage of one case varies with the seed
// of the games more than the count of intervals suggests (the seven
// intervals of a round robin share its openings): for eight players over
// 1,470 Elo, 0.942 with seed 2 (2,000 round robins) and 0.949 with seed
// 3 (1,500).
func TestCoverageDiagnosis(t *testing.T) {
	if os.Getenv("BAO_DIAG") != "1" {
		t.Skip("a measuring tool: BAO_DIAG=1 runs it")
	}
	env := func(name string, def int) int {
		v, err := strconv.Atoi(os.Getenv(name))
		if err != nil {
			return def
		}
		return v
	}
	players, runs := env("DIAG_N", 8), env("DIAG_RUNS", 100)
	reps, seed := env("DIAG_REPS", DefaultReps), uint64(env("DIAG_SEED", 1))
	spread := float64(env("DIAG_SPREAD", 1470))
	if players < 2 || runs < 1 {
		t.Fatalf("DIAG_N %d, DIAG_RUNS %d: want at least 2 players and 1 round robin", players, runs)
	}
	elo := make([]float64, players)
	for i := range elo {
		elo[i] = -spread * float64(i) / float64(players-1)
	}
	s := &simTournament{elo: elo, openings: 50, tau: 1.5, draw: 0.3}
	_, truth := s.truth()
	rng := rand.New(rand.NewPCG(seed, 99))
	below, above := make([]int, players), make([]int, players)
	sum, sum2, width := make([]float64, players), make([]float64, players), make([]float64, players)
	closed := make([]int, players)
	in, total := 0, 0
	for run := range runs {
		r, err := Estimate(players, s.play(rng), Config{Seed: uint64(run) + seed*100000, Reps: reps, Workers: 2})
		if err != nil {
			t.Fatalf("round robin %d: %v", run, err)
		}
		for i := 1; i < players; i++ {
			total++
			switch {
			case truth[i] < r.Low[i]:
				below[i]++
			case truth[i] > r.High[i]:
				above[i]++
			default:
				in++
			}
			e := r.Elo[i] - truth[i]
			sum[i] += e
			sum2[i] += e * e
			if !math.IsInf(r.Low[i], 0) && !math.IsInf(r.High[i], 0) {
				width[i] += r.High[i] - r.Low[i]
				closed[i]++
			}
		}
	}
	t.Logf("%d players over %v Elo, %d round robins, %d resamples, seed %d: ratings covered %.4f (%d of %d)",
		players, spread, runs, reps, seed, float64(in)/float64(total), in, total)
	for i := 1; i < players; i++ {
		mean := sum[i] / float64(runs)
		sd := math.Sqrt(max(sum2[i]/float64(runs)-mean*mean, 0))
		t.Logf("player %d (truth %7.1f): truth below the interval %4d, above %4d; mean error %+6.1f, sd %6.1f, mean width/3.92 %6.1f",
			i, truth[i], below[i], above[i], mean, sd, width[i]/float64(max(closed[i], 1))/3.92)
	}
}
