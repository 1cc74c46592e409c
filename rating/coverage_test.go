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

// cover is what coverage measures over round robins: the intervals of
// the ratings (the anchor's left out) and of the pairwise scores, how many
// hold the true values, how many of the ratings' are open on a side (the
// games do not bound it), and the pairings that were clean sweeps.
type cover struct {
	elo, eloIn, open, score, scoreIn, sweeps int
}

func (c cover) eloRate() float64   { return float64(c.eloIn) / float64(c.elo) }
func (c cover) scoreRate() float64 { return float64(c.scoreIn) / float64(c.score) }

// coverage plays runs round robins of s, rated with reps resamples each.
// Every fit must converge: an error of Estimate fails the test.
func (s *simTournament) coverage(t *testing.T, runs, reps int, seed uint64) cover {
	scores, truth := s.truth()
	rng := rand.New(rand.NewPCG(seed, 99))
	var c cover
	for run := range runs {
		pairs := s.play(rng)
		r, err := Estimate(len(s.elo), pairs, Config{Seed: uint64(run), Reps: reps, Workers: 2})
		if err != nil {
			t.Fatalf("players %v, round robin %d: %v", s.elo, run, err)
		}
		for i := 1; i < len(s.elo); i++ {
			c.elo++
			if r.Low[i] <= truth[i] && truth[i] <= r.High[i] {
				c.eloIn++
			}
			if math.IsInf(r.Low[i], 0) || math.IsInf(r.High[i], 0) {
				c.open++
			}
		}
		for k := range pairs {
			c.score++
			if r.ScoreLow[k] <= scores[k] && scores[k] <= r.ScoreHigh[k] {
				c.scoreIn++
			}
			if g, p := pairs[k].Totals(); p == 0 || p == float64(g) {
				c.sweeps++
			}
		}
	}
	return c
}

// TestCoverage measures the coverage of the 95% intervals of Estimate
// (Firth's fit, the default) in simulated round robins of 2, 3, 4 and 8
// players spread evenly over 0, 500, 1,000 and 1,500 Elo, 50 openings each
// (100 games per pairing) shared by every pairing, an opening effect of
// standard deviation 1.5 (South wins 82% of the games between equal
// players on an opening one standard deviation in its favour, and about
// 45% of the pairs between equal players are decided by the colour) and
// 30% draws between equal players. The wide fields have clean sweeps:
// between their extremes, and at 1,500 Elo between neighbours of three
// players; with two players 1,000 Elo apart, a third of the tournaments
// are one, and at 1,500 Elo nearly all.
//
// Long (BAO_LONG=1): about 2,000 intervals of ratings per case (2,000
// round robins of 2 players, 1,000 of 3, 700 of 4, 300 of 8), with the
// default 1000 resamples, so that coverage is measured to about ±1% (two
// standard errors, more for 8 players, whose intervals in one round robin
// are not independent), and the spreads between: two players 700 and
// 1,200 Elo apart, eight over 1,090, 1,300 and 1,470 Elo (the audit's,
// issue 38). Every case must lie in 93% to 97%, for the ratings and for
// the scores, open intervals included: there is no exemption. Under the
// race detector the long run is too slow; .ci/run runs it without.
// Everyday: five of the cases, fewer round robins with 200 resamples each
// (fewer resamples make the percentiles noisier, and the intervals a
// little narrower), in a band of 90% to 97%: the upper end is the long
// run's, as the two-player cases, where intervals that are not
// randomized cover too often (see the package doc), have 3,000 round
// robins (a standard error of 0.4%); the previous version's fixed
// intervals gave 97.3% at 1,300 Elo there, this one 94.8%.
//
// Measured (BAO_LONG=1 go test -run TestCoverage -v ./rating, 208 s
// wall, 106 CPU-s, on the 2-core machine shared with other work; coverage
// of the ratings / of the scores, and in brackets the ratings' intervals
// open on a side):
//
//	players  0 Elo        500 Elo      1,000 Elo           1,500 Elo
//	2        0.952/0.951  0.954/0.957  0.968/0.967 (607)   0.962/0.962 (1888)
//	3        0.951/0.947  0.944/0.954  0.946/0.957         0.955/0.956 (26)
//	4        0.958/0.948  0.954/0.947  0.940/0.956         0.947/0.959
//	8        0.950/0.948  0.946/0.950  0.946/0.953         0.936/0.955
//
// and between: two players 700 Elo apart 0.962/0.962 (2 open), 1,200
// Elo 0.958/0.956 (1375 open); eight players over 1,090 Elo 0.947/0.953,
// 1,300 Elo 0.934/0.955, 1,470 Elo 0.930/0.953 (the previous version,
// whose pseudo-games were not randomized, gave the same eight-player
// ratings 0.934 and 0.932 on these round robins; 1,000 other round
// robins of eight over 1,090 and 1,470 Elo gave 0.942/0.954 and
// 0.938/0.954: the wide fields of eight are in the band's lower half,
// their intervals a little short). Every fit converged. With
// the previous version two players 1,000 Elo apart were covered
// 0.977/0.978, and 1,300 Elo apart 0.980/0.980 (2,000 round robins): no
// miss on the side of the sweeps (see the package doc).
func TestCoverage(t *testing.T) {
	long := os.Getenv("BAO_LONG") == "1" && !raceEnabled
	type cell struct {
		players int
		spread  float64
		runs    int
	}
	cells := []cell{{2, 1000, 3000}, {2, 1300, 3000}, {3, 1500, 150}, {4, 500, 120}, {8, 1500, 40}}
	reps, lo, hi := 200, 0.90, 0.97
	if long {
		cells = nil
		runs := map[int]int{2: 2000, 3: 1000, 4: 700, 8: 300}
		for _, n := range []int{2, 3, 4, 8} {
			for _, spread := range []float64{0, 500, 1000, 1500} {
				cells = append(cells, cell{n, spread, runs[n]})
			}
		}
		cells = append(cells, cell{2, 700, 2000}, cell{2, 1200, 2000}, cell{8, 1090, 300}, cell{8, 1300, 300}, cell{8, 1470, 300})
		reps, lo, hi = DefaultReps, 0.93, 0.97
	}
	for _, c := range cells {
		elo := make([]float64, c.players)
		for i := range elo {
			elo[i] = -c.spread * float64(i) / float64(c.players-1)
		}
		s := &simTournament{elo: elo, openings: 50, tau: 1.5, draw: 0.3}
		r := s.coverage(t, c.runs, reps, 1)
		t.Logf("%d players over %4.0f Elo, %4d round robins: ratings %.3f of %d intervals (%d open), scores %.3f of %d (%d clean sweeps)",
			c.players, c.spread, c.runs, r.eloRate(), r.elo, r.open, r.scoreRate(), r.score, r.sweeps)
		if r.eloRate() < lo || r.eloRate() > hi || r.scoreRate() < lo || r.scoreRate() > hi {
			t.Errorf("%d players over %v Elo: coverage %.3f of ratings, %.3f of scores, want %.3f to %.3f", c.players, c.spread, r.eloRate(), r.scoreRate(), lo, hi)
		}
		if c.spread >= 1000 && r.sweeps == 0 && (c.players == 2 || c.spread >= 1470) {
			t.Errorf("%d players over %v Elo: no clean sweeps", c.players, c.spread)
		}
	}
}

// TestCoveragePrior keeps the check of the earlier method, one virtual
// draw per pairing (Config.Prior 1), where it holds: 2, 3 and 8 players
// within 500 Elo, as before Firth's fit became the default.
func TestCoveragePrior(t *testing.T) {
	long := os.Getenv("BAO_LONG") == "1" && !raceEnabled
	for _, c := range []struct {
		elo  []float64
		runs int
	}{
		{[]float64{0, -100}, 600},
		{[]float64{0, -80, -250}, 300},
		{[]float64{0, -50, -120, -200, -260, -350, -420, -500}, 120},
	} {
		s := &simTournament{elo: c.elo, openings: 50, tau: 1.5, draw: 0.3}
		runs, reps, lo, hi := c.runs/2, 200, 0.89, 0.99
		if long {
			runs, reps, lo, hi = 4*c.runs, DefaultReps, 0.93, 0.97
		}
		scores, truth := s.truth()
		rng := rand.New(rand.NewPCG(1, 99))
		var eloIn, eloN, scoreIn, scoreN int
		for run := range runs {
			pairs := s.play(rng)
			r, err := Estimate(len(s.elo), pairs, Config{Seed: uint64(run), Reps: reps, Workers: 2, Prior: PriorDraws})
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
		elo, score := float64(eloIn)/float64(eloN), float64(scoreIn)/float64(scoreN)
		t.Logf("prior: %d players, %d round robins: ratings %.3f of %d intervals, scores %.3f", len(c.elo), runs, elo, eloN, score)
		if elo < lo || elo > hi || score < lo || score > hi {
			t.Errorf("prior: %d players: coverage %.3f of ratings, %.3f of scores, want %.2f to %.2f", len(c.elo), elo, score, lo, hi)
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
