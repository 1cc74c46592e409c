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
	fitted, err := LookupEval("fitted")
	if err != nil {
		t.Fatal(err)
	}
	def, _ := LookupEval("default")
	for _, c := range []struct {
		name   string
		differ bool
	}{{"kiswahili", true}, {"kete", true}, {"kujifunza", false}, {"kiswahili(takasia=off)", true}, {"bawo", false}, {"kingulu", false}} {
		v := bao.MustLookup(c.name)
		rng := rand.New(rand.NewPCG(7, 8))
		differ := false
		for range 50 {
			s := v.Start()
			for range rng.IntN(40) {
				ch, ok := bao.Sample(v, s, rng)
				if !ok {
					break
				}
				s = ch.State
			}
			a, b := fitted(v, s, bao.South), fitted(v, s, bao.North)
			if a != -b || a > MaxEval || a < -MaxEval {
				t.Fatalf("%s: fitted %d for South, %d for North in %v", c.name, a, b, s)
			}
			if a != def(v, s, bao.South) {
				differ = true
			}
		}
		if differ != c.differ {
			t.Errorf("%s: fitted differs from default: %v, want %v", c.name, differ, c.differ)
		}
	}
}

// TestFitted2Eval checks the evaluation "fitted2": zero-sum and within
// ±MaxEval on positions of random games of every variant, different from
// "fitted" in the games with its weights, and "fitted" itself in the
// others.
func TestFitted2Eval(t *testing.T) {
	fitted2, err := LookupEval("fitted2")
	if err != nil {
		t.Fatal(err)
	}
	fitted, _ := LookupEval("fitted")
	for _, c := range []struct {
		name   string
		differ bool
	}{{"kiswahili", true}, {"kete", true}, {"kujifunza", false}, {"kiswahili(takasia=off)", true}, {"bawo", false}, {"kingulu", false}} {
		v := bao.MustLookup(c.name)
		rng := rand.New(rand.NewPCG(9, 10))
		differ := false
		for range 50 {
			s := v.Start()
			for range rng.IntN(60) {
				ch, ok := bao.Sample(v, s, rng)
				if !ok {
					break
				}
				s = ch.State
			}
			a, b := fitted2(v, s, bao.South), fitted2(v, s, bao.North)
			if a != -b || a > MaxEval || a < -MaxEval {
				t.Fatalf("%s: fitted2 %d for South, %d for North in %v", c.name, a, b, s)
			}
			if a != fitted(v, s, bao.South) {
				differ = true
			}
		}
		if differ != c.differ {
			t.Errorf("%s: fitted2 differs from fitted: %v, want %v", c.name, differ, c.differ)
		}
	}
}
