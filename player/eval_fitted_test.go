package player

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/bawo"
	_ "github.com/bao-games/bao/kingulu"
)

// TestFittedEval checks the evaluation "fitted": zero-sum and within
// ±MaxEval on positions of random games of every variant, different from
// "default" in the games with fitted weights, and "default" itself in the
// others (kujifunza, bawo, kingulu).
func TestFittedEval(t *testing.T) {
	checkFittedEval(t, "fitted", "default", 7, 40)
}

// TestFitted2Eval checks the evaluation "fitted2" in the same way against
// "fitted": different from it in the games with its weights, "fitted"
// itself in the others.
func TestFitted2Eval(t *testing.T) {
	checkFittedEval(t, "fitted2", "fitted", 9, 60)
}

// checkFittedEval checks that the evaluation name is zero-sum and within
// ±MaxEval on 50 positions of random games (up to maxPlies long, from
// seed) of every variant, and that it differs from the evaluation base
// exactly in the games with fitted weights (kiswahili and kete).
func checkFittedEval(t *testing.T, name, base string, seed uint64, maxPlies int) {
	eval, err := LookupEval(name)
	if err != nil {
		t.Fatal(err)
	}
	baseEval, err := LookupEval(base)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		differ bool
	}{{"kiswahili", true}, {"kete", true}, {"kujifunza", false}, {"kiswahili(takasia=off)", true}, {"bawo", false}, {"kingulu", false}} {
		v := bao.MustLookup(c.name)
		rng := rand.New(rand.NewPCG(seed, seed+1))
		differ := false
		for range 50 {
			s := v.Start()
			for range rng.IntN(maxPlies) {
				ch, ok := bao.Sample(v, s, rng)
				if !ok {
					break
				}
				s = ch.State
			}
			a, b := eval(v, s, bao.South), eval(v, s, bao.North)
			if a != -b || a > MaxEval || a < -MaxEval {
				t.Fatalf("%s: %s %d for South, %d for North in %v", c.name, name, a, b, s)
			}
			if a != baseEval(v, s, bao.South) {
				differ = true
			}
		}
		if differ != c.differ {
			t.Errorf("%s: %s differs from %s: %v, want %v", c.name, name, base, differ, c.differ)
		}
	}
}
