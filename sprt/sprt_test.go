package sprt

import (
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/rating"
)

// LLR against fishtest's LLR_logistic, recomputed independently (the
// secular equation solved by bisection to machine precision).
func TestLLRReference(t *testing.T) {
	for _, c := range []struct {
		elo0, elo1 float64
		penta      [5]int
		want       float64
	}{
		{0, 10, [5]int{12, 150, 520, 201, 37}, 7.37363498569729},
		{0, 5, [5]int{100, 500, 1000, 520, 110}, 0.2729816697358487},
		{-3, 2, [5]int{0, 3, 10, 4, 0}, 0.07317221913329329},
		{0, 10, [5]int{}, -4.1408504849015615e-06},
	} {
		got := Test{Elo0: c.elo0, Elo1: c.elo1, Alpha: 0.05, Beta: 0.05}.LLR(c.penta)
		if math.Abs(got-c.want) > 1e-9*max(1, math.Abs(c.want)) {
			t.Errorf("LLR(%v, %v, %v) = %.15g, want %.15g", c.elo0, c.elo1, c.penta, got, c.want)
		}
	}
}

func TestBoundsVerdict(t *testing.T) {
	tt := Test{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.1}
	lo, hi := tt.Bounds()
	if math.Abs(lo-math.Log(0.1/0.95)) > 1e-12 || math.Abs(hi-math.Log(0.9/0.05)) > 1e-12 {
		t.Errorf("bounds %v %v", lo, hi)
	}
	for _, c := range []struct {
		llr  float64
		want Verdict
	}{{hi, H1}, {hi + 1, H1}, {lo, H0}, {lo - 1, H0}, {0, None}, {hi - 1e-9, None}} {
		if got := tt.Verdict(c.llr); got != c.want {
			t.Errorf("Verdict(%v) = %v, want %v", c.llr, got, c.want)
		}
	}
	for _, bad := range []Test{{0, 0, 0.05, 0.05}, {5, 0, 0.05, 0.05}, {0, 5, 0, 0.05}, {0, 5, 0.05, 0.5}, {0, 5, math.NaN(), 0.05}, {math.Inf(-1), 5, 0.05, 0.05}, {0, 2000, 0.05, 0.05}} {
		if err := bad.Check(); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
	if err := tt.Check(); err != nil {
		t.Error(err)
	}
}

func TestElo(t *testing.T) {
	elo, lo, hi := Elo([5]int{12, 150, 520, 201, 37})
	s := (150*0.25 + 520*0.5 + 201*0.75 + 37) / 920
	v := (150*0.0625+520*0.25+201*0.5625+37)/920 - s*s
	se := math.Sqrt(v / 920)
	if math.Abs(elo-rating.Diff(s)) > 1e-9 || math.Abs(lo-rating.Diff(s-1.959963984540054*se)) > 1e-9 || math.Abs(hi-rating.Diff(s+1.959963984540054*se)) > 1e-9 {
		t.Errorf("Elo = %v [%v, %v]", elo, lo, hi)
	}
	if elo, lo, hi := Elo([5]int{0, 0, 0, 0, 7}); !(elo > 1000 && lo > 1000 && hi == elo) {
		t.Errorf("sweep: %v [%v, %v]", elo, lo, hi)
	}
	if elo, lo, hi := Elo([5]int{}); elo != 0 || !(lo < -1000 && hi > 1000) {
		t.Errorf("no pairs: %v [%v, %v]", elo, lo, hi)
	}
}

// tilted returns the distribution of the five pair scores proportional
// to base_k·e^(λ a_k) whose mean is s.
func tilted(base [5]float64, s float64) [5]float64 {
	mean := func(l float64) (p [5]float64, m float64) {
		var z float64
		for k, b := range base {
			p[k] = b * math.Exp(l*float64(k)/4)
			z += p[k]
		}
		for k := range p {
			p[k] /= z
			m += p[k] * float64(k) / 4
		}
		return p, m
	}
	lo, hi := -50.0, 50.0
	for range 200 {
		mid := (lo + hi) / 2
		if _, m := mean(mid); m < s {
			lo = mid
		} else {
			hi = mid
		}
	}
	p, _ := mean((lo + hi) / 2)
	return p
}

// errorRate runs the test c (simulateBatched) runs times on pairs drawn
// from p and returns how often it gave the verdict wrong, and the mean
// number of pairs.
func errorRate(c Config, p [5]float64, wrong Verdict, runs int, rng *rand.Rand) (rate, pairs float64) {
	n, sum := 0, 0
	for range runs {
		v, k := simulateBatched(c, p, rng)
		if v == wrong {
			n++
		}
		sum += k
	}
	return float64(n) / float64(runs), float64(sum) / float64(runs)
}

// waldLength returns the expected number of pairs of the test under the
// pair-score distribution p, by the Brownian approximation of the LLR
// that fishtest uses (LLR_drift_variance_alt2: drift (s-(s0+s1)/2)(s1-s0)/v
// and variance (s1-s0)²/v per pair, v the variance of a pair's score).
func waldLength(tt Test, p [5]float64) float64 {
	var s, sq float64
	for k, pk := range p {
		a := float64(k) / 4
		s += pk * a
		sq += pk * a * a
	}
	v := sq - s*s
	s0, s1 := rating.Expected(tt.Elo0), rating.Expected(tt.Elo1)
	mu := (s - (s0+s1)/2) * (s1 - s0) / v
	sigma2 := (s1 - s0) * (s1 - s0) / v
	a, b := tt.Bounds()
	pb := (1 - math.Exp(-2*mu*a/sigma2)) / (math.Exp(-2*mu*b/sigma2) - math.Exp(-2*mu*a/sigma2))
	return (pb*b + (1-pb)*a) / mu
}

// TestErrorRates runs the test many times on pairs drawn with a true Elo
// of Elo0 (it should accept H1 with probability alpha) and of Elo1 (H0
// with probability beta), and compares the mean length with the Brownian
// approximation. The pairs have a realistic spread: half of them split
// 1-1, from pair-score frequencies 5%, 20%, 50%, 20%, 5% tilted to the
// true mean. Everyday: 2000 runs at each end, with bounds 0 and 30 Elo;
// long (BAO_LONG=1): 10000 runs, 0 and 10 Elo. An error rate must lie
// within three standard errors of alpha (beta) and not below 70% of it
// (the overshoot of the bounds by the last pair makes the real rates a
// little lower than the nominal ones); the mean length within 15% of the
// approximation.
func TestErrorRates(t *testing.T) {
	runs, tt := 2000, Test{Elo0: 0, Elo1: 30, Alpha: 0.05, Beta: 0.1}
	if os.Getenv("BAO_LONG") == "1" {
		runs, tt = 10000, Test{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.1}
	}
	base := [5]float64{0.05, 0.2, 0.5, 0.2, 0.05}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		elo   float64
		wrong Verdict
		rate  float64
	}{{tt.Elo0, H1, tt.Alpha}, {tt.Elo1, H0, tt.Beta}} {
		p := tilted(base, rating.Expected(c.elo))
		got, mean := errorRate(Config{Test: tt, MaxGames: arena.MaxGames}, p, c.wrong, runs, rng)
		want := waldLength(tt, p)
		t.Logf("true Elo %v: %d runs, %s accepted in %.4f (nominal %v), mean %.0f pairs (Brownian approximation %.0f)", c.elo, runs, c.wrong, got, c.rate, mean, want)
		se := math.Sqrt(c.rate * (1 - c.rate) / float64(runs))
		if got > c.rate+3*se || got < c.rate-3*se || got < 0.7*c.rate {
			t.Errorf("true Elo %v: %s accepted in %.4f of the runs, want %v ± %.4f", c.elo, c.wrong, got, c.rate, 3*se)
		}
		if math.Abs(mean-want) > 0.15*want {
			t.Errorf("true Elo %v: mean length %.0f pairs, want %.0f ± 15%%", c.elo, mean, want)
		}
	}
}

// TestEloCoverage: for a fixed number of game pairs drawn from pentanomial
// probabilities with a known mean score, Elo's 95% interval holds the true
// Elo difference in 93-97% of 4,000 runs (the stopping rule of a
// sequential test is not part of it: see Elo's doc).
func TestEloCoverage(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 5))
	for _, probs := range [][5]float64{
		{0.05, 0.20, 0.50, 0.20, 0.05}, // equal players
		{0.02, 0.10, 0.40, 0.33, 0.15}, // A clearly better
		{0.10, 0.25, 0.40, 0.20, 0.05}, // A somewhat worse
	} {
		mean := 0.0
		for k, p := range probs {
			mean += p * float64(k) / 4
		}
		truth := rating.Diff(mean)
		const runs, pairs = 4000, 200
		covered := 0
		for range runs {
			var penta [5]int
			for range pairs {
				u, k := rng.Float64(), 0
				for k < 4 && u >= probs[k] {
					u -= probs[k]
					k++
				}
				penta[k]++
			}
			if _, lo, hi := Elo(penta); lo <= truth && truth <= hi {
				covered++
			}
		}
		if c := float64(covered) / runs; c < 0.93 || c > 0.97 {
			t.Errorf("pentanomial %v (true Elo %.1f): the 95%% interval covers it in %.3f of %d runs", probs, truth, c, runs)
		}
	}
}
