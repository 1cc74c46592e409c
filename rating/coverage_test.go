package rating

import (
	"math"
	"math/rand/v2"
	"os"
	"testing"
)

// The coverage tests play simulated round robins whose games follow known
// Bradley-Terry strengths, with draws, and with openings that favour one
// side by a random amount shared by every pairing (as a random opening of
// a real round robin does), and count how often the 95% intervals of
// Estimate hold the true values: the ratings and the pairwise scores. The
// opening's effect η, in natural-log odds for South, is normal with
// standard deviation tau; a game between players of log-strength
// difference Δ (South's less North's) has South scoring p =
// 1/(1+e^-(Δ+η)), of which a draw takes draw·(1-|2p-1|).
//
// With an opening effect the scores of a pairing are not those of
// Bradley-Terry at the players' strengths (the colour dilutes them), so
// the true values are what the estimates converge to with infinitely many
// openings: the pairings' expected scores over openings and colours, and
// the Bradley-Terry fit to those.
type simTournament struct {
	elo      []float64 // the players' ratings, Elo units
	openings int       // openings per pairing (two games each)
	tau      float64   // standard deviation of the opening effect
	draw     float64   // the draw rate between equal players on an even opening
}

// truth returns the expected score of each pairing (in the order of
// pairs) and the ratings that the fit converges to.
func (s *simTournament) truth() (scores, elo []float64) {
	n := len(s.elo)
	var rs []Result
	for i := range n {
		for j := i + 1; j < n; j++ {
			d := (s.elo[i] - s.elo[j]) / EloScale
			// The mean over η ~ N(0, tau²) by the trapezoid rule.
			var sum, wsum float64
			const steps = 4000
			for k := -steps; k <= steps; k++ {
				eta := float64(k) / steps * 10 * s.tau
				w := math.Exp(-eta * eta / (2 * s.tau * s.tau))
				sum += w * (logistic(d+eta) + logistic(d-eta)) / 2
				wsum += w
			}
			if s.tau == 0 {
				sum, wsum = logistic(d), 1
			}
			scores = append(scores, sum/wsum)
			rs = append(rs, Result{A: i, B: j, Games: 1, Points: sum / wsum})
		}
	}
	elo, err := Fit(n, rs, 0)
	if err != nil {
		panic(err)
	}
	return scores, elo
}

// play draws one round robin: the pairings in the order (0,1), (0,2), ...,
// each opening's two games one unit, Opening its number from 1.
func (s *simTournament) play(rng *rand.Rand) []Pairing {
	n := len(s.elo)
	eta := make([]float64, s.openings)
	for o := range eta {
		eta[o] = rng.NormFloat64() * s.tau
	}
	game := func(d float64) float64 {
		p := logistic(d)
		dr := s.draw * (1 - math.Abs(2*p-1))
		switch u := rng.Float64(); {
		case u < p-dr/2:
			return 1
		case u < p+dr/2:
			return 0.5
		}
		return 0
	}
	var pairs []Pairing
	for i := range n {
		for j := i + 1; j < n; j++ {
			d := (s.elo[i] - s.elo[j]) / EloScale
			p := Pairing{A: i, B: j}
			for o, e := range eta {
				p.Units = append(p.Units, Unit{Games: 2, Points: game(d+e) + game(d-e), Opening: o + 1})
			}
			pairs = append(pairs, p)
		}
	}
	return pairs
}

// coverage plays runs round robins of s and returns the share of the
// intervals of the ratings (the anchor's left out) and of the pairwise
// scores that hold the true values.
func (s *simTournament) coverage(t *testing.T, runs, reps int, seed uint64) (elo, score float64, n int) {
	scores, truth := s.truth()
	rng := rand.New(rand.NewPCG(seed, 99))
	var eloIn, eloN, scoreIn, scoreN int
	for run := range runs {
		pairs := s.play(rng)
		r, err := Estimate(len(s.elo), pairs, Config{Seed: uint64(run), Reps: reps, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i < len(s.elo); i++ {
			eloN++
			if r.Low[i] <= truth[i] && truth[i] <= r.High[i] {
				eloIn++
			}
		}
		for k := range pairs {
			scoreN++
			if r.ScoreLow[k] <= scores[k] && scores[k] <= r.ScoreHigh[k] {
				scoreIn++
			}
		}
	}
	return float64(eloIn) / float64(eloN), float64(scoreIn) / float64(scoreN), eloN
}

// TestCoverage measures the coverage of the 95% intervals of Estimate in
// simulated round robins of 2, 3 and 8 players, 50 openings each (100
// games per pairing), an opening effect of standard deviation 1.5 (South
// wins 82% of the games between equal players on an opening one standard
// deviation in its favour, and about 45% of the pairs between equal
// players are decided by the colour) and 30% draws between equal players.
// Everyday: 600 to 840 intervals per size with 200 resamples each (fewer
// resamples make the percentiles noisier, and the intervals a little
// narrower), which catches gross errors: a band of 89% to 99%. Long
// (BAO_LONG=1): 2400 to 3360 intervals per size, with the default 1000
// resamples, so that coverage is measured to about ±1% (two standard
// errors, more for 8 players, whose intervals in one round robin are not
// independent): it must lie in 93% to 97%.
func TestCoverage(t *testing.T) {
	long := os.Getenv("BAO_LONG") == "1"
	for _, c := range []struct {
		elo  []float64
		runs int
	}{
		{[]float64{0, -100}, 600},
		{[]float64{0, -80, -250}, 300},
		{[]float64{0, -50, -120, -200, -260, -350, -420, -500}, 120},
	} {
		s := &simTournament{elo: c.elo, openings: 50, tau: 1.5, draw: 0.3}
		runs, reps, lo, hi := c.runs, 200, 0.89, 0.99
		if long {
			runs, reps, lo, hi = 4*runs, DefaultReps, 0.93, 0.97
		}
		elo, score, n := s.coverage(t, runs, reps, 1)
		t.Logf("%d players, %d round robins: %d intervals of ratings, coverage %.3f; of scores %.3f", len(c.elo), runs, n, elo, score)
		if elo < lo || elo > hi || score < lo || score > hi {
			t.Errorf("%d players: coverage %.3f of ratings, %.3f of scores, want %.2f to %.2f", len(c.elo), elo, score, lo, hi)
		}
	}
}

// studentQuantile against reference values of the t distribution.
func TestStudentQuantile(t *testing.T) {
	for _, c := range []struct{ p, nu, want float64 }{
		{0.975, 1, 12.7062}, {0.975, 2, 4.3027}, {0.975, 4, 2.7764}, {0.975, 9, 2.2622},
		{0.975, 49, 2.0096}, {0.975, 1000, 1.9623}, {0.95, 10, 1.8125}, {0.995, 20, 2.8453},
	} {
		tol := 1e-3
		if c.nu == 4 {
			tol = 2e-3
		}
		if got := studentQuantile(c.p, c.nu); math.Abs(got-c.want) > tol {
			t.Errorf("t(%v, %v) = %.4f, want %.4f", c.p, c.nu, got, c.want)
		}
	}
	if got := expandedTail(0.95, 50); math.Abs(got-0.0212) > 2e-4 {
		t.Errorf("expandedTail(0.95, 50) = %.4f, want 0.0212", got)
	}
}
