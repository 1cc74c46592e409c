package rating

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// gammaRand's draws have the mean and variance of the Gamma distribution
// (both the shape), and its median near the exact one for shape 1.
func TestGammaRand(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	const n = 200000
	for _, shape := range []float64{0.02, 0.5, 1, 3.7, 40} {
		var sum, sum2 float64
		below := 0
		for range n {
			x := gammaRand(rng, shape)
			if !(x >= 0) {
				t.Fatalf("shape %v: draw %v", shape, x)
			}
			sum += x
			sum2 += x * x
			if x < math.Ln2 {
				below++
			}
		}
		mean := sum / n
		v := sum2/n - mean*mean
		// The standard error of the mean is sqrt(shape/n); of the variance
		// about sqrt((2·shape²+6·shape)/n), from the fourth moment.
		if se := math.Sqrt(shape / n); math.Abs(mean-shape) > 5*se {
			t.Errorf("shape %v: mean %v", shape, mean)
		}
		if se := math.Sqrt((2*shape*shape + 6*shape) / n); math.Abs(v-shape) > 5*se {
			t.Errorf("shape %v: variance %v", shape, v)
		}
		if shape == 1 && math.Abs(float64(below)/n-0.5) > 0.005 {
			t.Errorf("shape 1: P(X < ln 2) = %v, want 0.5", float64(below)/n)
		}
	}
}

// leverageTwin returns the leverages of a round robin of three players
// at the ratings r (Elo) with games[k] games in pairing k of players, by
// the 2×2 inverse of the information of players 1 and 2.
func leverageTwin(r []float64, players [][2]int, games []float64) []float64 {
	var i11, i22, i12 float64
	w := make([]float64, len(players))
	for k, pp := range players {
		p := Expected(r[pp[0]] - r[pp[1]])
		w[k] = games[k] * p * (1 - p)
		for _, a := range pp {
			switch a {
			case 1:
				i11 += w[k]
			case 2:
				i22 += w[k]
			}
		}
		if pp[0] > 0 && pp[1] > 0 {
			i12 -= w[k]
		}
	}
	det := i11*i22 - i12*i12
	c := [3][3]float64{{0, 0, 0}, {0, i22 / det, -i12 / det}, {0, -i12 / det, i11 / det}}
	h := make([]float64, len(players))
	for k, pp := range players {
		a, b := pp[0], pp[1]
		h[k] = w[k] * (c[a][a] + c[b][b] - 2*c[a][b])
	}
	return h
}

// With Firth's fit a resample weighs each opening by an exponential draw
// (scaled to mean 1) and adds to each pairing a pseudo-game,
// Gamma-distributed with its leverage as the shape, won by A with the
// pairing's tilt (uniform, drawn once from the seed's stream tiltStream)
// and else lost; the intervals are the quantiles of the plain
// maximum-likelihood fits (Fit, the MM algorithm, a twin of the
// resamples' Newton) to those, drawn with the documented generator, and
// those of the scores the quantiles of the weighted scores with a
// pseudo-game of shape 1 of their own, won or lost with the pairing's.
func TestEstimateBayesReference(t *testing.T) {
	pairs, pts, players := openingsTestPairs()
	const reps, seed = 300, 5
	got, err := Estimate(3, pairs, Config{Seed: seed, Reps: reps})
	if err != nil {
		t.Fatal(err)
	}
	h := leverageTwin(got.Elo, players, []float64{14, 14, 14})
	if sum := h[0] + h[1] + h[2]; !near(sum, 2, 1e-9) {
		t.Errorf("leverages %v sum to %v, want 2 (the free ratings)", h, sum)
	}
	samples := make([][]float64, 6)
	tilts := tiltsTwin(seed, len(pts))
	for rep := range reps {
		rng := rand.New(rand.NewPCG(seed, uint64(rep)))
		w := make([]float64, 7)
		sum := 0.0
		for o := range w {
			w[o] = rng.ExpFloat64()
			sum += w[o]
		}
		var rs []Result
		for k := range pts {
			g, p := 0.0, 0.0
			for o, x := range pts[k] {
				g += 7 * w[o] / sum * 2
				p += 7 * w[o] / sum * x
			}
			won := 0.0
			if rng.Float64() < tilts[k] {
				won = 1
			}
			a := gammaRand(rng, h[k])
			rs = append(rs, Result{A: players[k][0], B: players[k][1], Games: g + a, Points: p + won*a})
			a = rng.ExpFloat64()
			samples[3+k] = append(samples[3+k], (p+won*a)/(g+a))
		}
		r, err := Fit(3, rs, 0)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 3 {
			samples[i] = append(samples[i], r[i])
		}
	}
	checkReference(t, got, samples, expandedTail(0.95, 7), true)
}

// tiltsTwin returns the tilts of n pairings of an estimate with seed:
// uniform draws of the stream tiltStream.
func tiltsTwin(seed uint64, n int) []float64 {
	rng := rand.New(rand.NewPCG(seed, 1<<63))
	tilts := make([]float64, n)
	for k := range tilts {
		tilts[k] = rng.Float64()
	}
	return tilts
}

// Two players, units without openings: each unit its exponential weight
// (in the order of sortUnits), and the randomized Jeffreys pseudo-game
// (the leverage of the only pairing is 1: a weight of Gamma(1), won by
// player 0 with the pairing's tilt; the score's an exponential weight): the closed form of two players'
// maximum likelihood, and for a clean sweep an interval open on the
// loser's side whose closed end is the percentile, not widened to hold
// the estimate.
func TestEstimateTwoPlayersBayes(t *testing.T) {
	mixed := []Unit{{Games: 2, Points: 2}, {Games: 2, Points: 1.5}, {Games: 2, Points: 1}, {Games: 2, Points: 2}, {Games: 2, Points: 0}, {Games: 2, Points: 1.5}, {Games: 2, Points: 2}, {Games: 1, Points: 1}}
	sweep := slices.Repeat([]Unit{{Games: 2, Points: 2}}, 5)
	for _, units := range [][]Unit{mixed, sweep} {
		const reps, seed = 500, 3
		got, err := Estimate(2, []Pairing{{A: 0, B: 1, Units: units}}, Config{Seed: seed, Reps: reps})
		if err != nil {
			t.Fatal(err)
		}
		sorted := slices.Clone(units)
		sortUnits(sorted)
		var s, sc []float64
		tilt := tiltsTwin(seed, 1)[0]
		for rep := range reps {
			rng := rand.New(rand.NewPCG(seed, uint64(rep)))
			var g, pts, sum float64
			for _, u := range sorted {
				w := rng.ExpFloat64()
				sum += w
				g += w * float64(u.Games)
				pts += w * u.Points
			}
			n := float64(len(units))
			g, pts = g*n/sum, pts*n/sum
			won := 0.0
			if rng.Float64() < tilt {
				won = 1
			}
			a := gammaRand(rng, 1)
			s = append(s, -Diff((pts+won*a)/(g+a))) // -Inf where the resample is a sweep
			a = rng.ExpFloat64()
			sc = append(sc, (pts+won*a)/(g+a))
		}
		slices.Sort(s)
		slices.Sort(sc)
		tail := expandedTail(0.95, len(units))
		lo, hi := min(Quantile(s, tail), got.Elo[1]), max(Quantile(s, 1-tail), got.Elo[1])
		g, p := (&Pairing{Units: units}).Totals()
		if p == float64(g) {
			// A sweep: the loser's rating is not bounded below, and the
			// high end is not widened.
			lo, hi = math.Inf(-1), Quantile(s, 1-tail)
		}
		if got.Low[1] != lo && !near(got.Low[1], lo, 1e-6) || !near(got.High[1], hi, 1e-6) {
			t.Errorf("%v: interval [%v, %v], want [%v, %v]", units, got.Low[1], got.High[1], lo, hi)
		}
		slo, shi := min(Quantile(sc, tail), p/float64(g)), max(Quantile(sc, 1-tail), p/float64(g))
		if !near(got.ScoreLow[0], slo, 1e-9) || !near(got.ScoreHigh[0], shi, 1e-9) {
			t.Errorf("%v: score interval [%v, %v], want [%v, %v]", units, got.ScoreLow[0], got.ScoreHigh[0], slo, shi)
		}
		if want := -Diff((p + 0.5) / (float64(g) + 1)); !near(got.Elo[1], want, 1e-6) {
			t.Errorf("%v: Elo %v, want %v", units, got.Elo[1], want)
		}
	}
}
