package sprt

import (
	"errors"
	"fmt"
	"math"

	"github.com/bao-games/bao/rating"
)

// ErrInput reports a test that cannot be run: bounds in the wrong order,
// error rates outside (0, 1/2), ...
var ErrInput = errors.New("sprt: bad test")

// Test is a sequential probability ratio test of H0, that player A is
// Elo0 logistic Elo points better than player B, against H1, that it is
// Elo1 better (Elo0 < Elo1), with the probabilities Alpha of accepting
// H1 when H0 holds and Beta of accepting H0 when H1 holds.
type Test struct {
	Elo0, Elo1  float64 // logistic Elo (rating.Expected): Elo0 < Elo1
	Alpha, Beta float64 // error rates, each in (0, 1/2)
}

// Check reports whether t can be run; its errors wrap ErrInput.
func (t Test) Check() error {
	fin := func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
	switch {
	case !fin(t.Elo0) || !fin(t.Elo1) || !(t.Elo0 < t.Elo1):
		return fmt.Errorf("%w: elo0 %v and elo1 %v: want elo0 < elo1", ErrInput, t.Elo0, t.Elo1)
	case math.Abs(t.Elo0) > MaxElo || math.Abs(t.Elo1) > MaxElo:
		return fmt.Errorf("%w: elo0 %v and elo1 %v: want them within ±%d", ErrInput, t.Elo0, t.Elo1, MaxElo)
	case !(t.Alpha > 0 && t.Alpha < 0.5) || !(t.Beta > 0 && t.Beta < 0.5):
		return fmt.Errorf("%w: alpha %v and beta %v: want each in (0, 0.5)", ErrInput, t.Alpha, t.Beta)
	}
	return nil
}

// MaxElo bounds the Elo of the hypotheses (an expected score within
// about 0.001 of 0 or 1).
const MaxElo = 1000

// Bounds returns the bounds of the log-likelihood ratio: the test
// accepts H0 at or below lower = ln(β/(1-α)) and H1 at or above upper =
// ln((1-β)/α) (Wald's bounds).
func (t Test) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// Verdict is the outcome of a test.
type Verdict string

// The verdicts: H0 or H1 accepted, or none yet (or the limit was reached
// first).
const (
	H0   Verdict = "H0"
	H1   Verdict = "H1"
	None Verdict = "none"
)

// Verdict returns the verdict of the log-likelihood ratio llr.
func (t Test) Verdict(llr float64) Verdict {
	lower, upper := t.Bounds()
	switch {
	case llr >= upper:
		return H1
	case llr <= lower:
		return H0
	}
	return None
}

// LLR returns the generalized log-likelihood ratio of pentanomial counts
// of game pairs for the test t, as fishtest computes it (LLR_logistic of
// its LLRcalc.py, after Van den Bergh's "GSPRT" notes): a pair scores a
// = 0, 1/4, 1/2, 3/4 or 1 per game (penta[k] pairs scoring k/4), a count
// of 0 is replaced by 1e-3, and with N the sum of the counts and p̂ their
// frequencies, LLR = N·Σ p̂_k ln(p1_k/p0_k), where p0 and p1 are the
// maximum-likelihood distributions on the five scores whose mean is
// s0 = rating.Expected(Elo0) and s1 = rating.Expected(Elo1):
// p_k = p̂_k/(1+x(a_k-s)), x the root of Σ p̂_k(a_k-s)/(1+x(a_k-s)) = 0.
func (t Test) LLR(penta [5]int) float64 {
	var n float64
	var p [5]float64
	for k, c := range penta {
		p[k] = float64(c)
		if c == 0 {
			p[k] = 1e-3
		}
		n += p[k]
	}
	for k := range p {
		p[k] /= n
	}
	s0, s1 := rating.Expected(t.Elo0), rating.Expected(t.Elo1)
	x0, x1 := secular(&p, s0), secular(&p, s1)
	llr := 0.0
	for k := range p {
		a := float64(k) / 4
		// ln(p1/p0) with p_s = p̂/(1+x(a-s)).
		llr += p[k] * (math.Log1p(x0*(a-s0)) - math.Log1p(x1*(a-s1)))
	}
	return n * llr
}

// secular returns the root x of f(x) = Σ p_k(a_k-s)/(1+x(a_k-s)) = 0
// on the interval where every 1+x(a_k-s) is positive, (-1/(1-s), 1/s)
// for the scores a_k = k/4 of 0 to 1 (every p_k > 0, 0 < s < 1). f
// falls from +∞ to -∞ there, so the root is unique; it is found by
// Newton's method kept inside a bracket that bisection narrows when a
// step leaves it.
func secular(p *[5]float64, s float64) float64 {
	lo, hi := -1/(1-s), 1/s
	x := 0.0
	for range 200 {
		f, df := 0.0, 0.0
		for k, pk := range p {
			d := float64(k)/4 - s
			q := 1 + x*d
			f += pk * d / q
			df -= pk * d * d / (q * q)
		}
		if f > 0 {
			lo = x
		} else {
			hi = x
		}
		next := x - f/df
		if !(next > lo && next < hi) {
			next = lo + (hi-lo)/2
		}
		if math.Abs(next-x) <= 1e-15*max(1, math.Abs(x)) {
			return next
		}
		x = next
	}
	return x
}

// Elo returns the Elo difference of player A over player B that the
// pentanomial counts give, from A's mean score per game s (rating.Diff),
// and its 95% interval, from s ± 1.96 standard errors of the mean of the
// pairs' scores (the normal approximation on game pairs, as fishtest's
// stat_util). The scores are clamped to [0.001, 0.999] (about ±1200 Elo),
// so a one-sided result gives a finite value; without pairs the
// interval is the whole of that. The interval is that of a fixed number
// of pairs: the sequential test's stopping rule makes the estimate at
// its end somewhat too far from 0 (the run stops where the evidence ran
// ahead), which it does not correct.
func Elo(penta [5]int) (elo, low, high float64) {
	n, sum, sq := 0.0, 0.0, 0.0
	for k, c := range penta {
		a := float64(k) / 4
		n += float64(c)
		sum += float64(c) * a
		sq += float64(c) * a * a
	}
	s, se := 0.5, 0.5
	if n > 0 {
		s = sum / n
		se = math.Sqrt(max(sq/n-s*s, 0) / n)
	}
	clamp := func(x float64) float64 { return rating.Diff(min(max(x, 1e-3), 1-1e-3)) }
	const z = 1.959963984540054
	return clamp(s), clamp(s - z*se), clamp(s + z*se)
}
