package fourrow

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
)

// plainSide is one side's terms of Weights.Evaluate written plainly, pit by
// pit.
func plainSide(w *Weights, s *bao.State, p bao.Player) int {
	b := base(p)
	front, back, occ := 0, 0, 0
	for i := range 8 {
		c := int(s.Pits[b+i])
		front += c
		if c > 0 {
			occ++
		}
		back += int(s.Pits[b+8+i])
	}
	v := w.Front*front + w.Back*back + w.Store*int(s.Store[p]) + w.Occupied*occ
	if s.House[p] && s.Pits[b+house] >= 6 {
		v += w.House
	}
	if occ <= 1 {
		v -= w.Danger
	}
	return v
}

// TestHeuristicMatchesPlain checks the word-at-a-time evaluation
// (Evaluate, and Heuristic's six terms alone) against the plain one on
// random boards, and that it is zero-sum.
func TestHeuristicMatchesPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	w := &DefaultWeights
	for range 20000 {
		s := randomBoard(rng)
		for _, p := range []bao.Player{bao.South, bao.North} {
			want := plainSide(w, &s, p) - plainSide(w, &s, p.Other())
			if got := w.Evaluate(&s, p); got != want {
				t.Fatalf("Evaluate(%v, %v) = %d, want %d", s, p, got, want)
			}
			if got := (&Rules{}).Heuristic(s, p); got != want {
				t.Fatalf("Heuristic(%v, %v) = %d, want %d", s, p, got, want)
			}
		}
		if w.Evaluate(&s, bao.South) != -w.Evaluate(&s, bao.North) {
			t.Fatal("not zero-sum")
		}
	}
	if got := (&Rules{}).Heuristic(Start(), bao.South); got != 0 {
		t.Errorf("Heuristic(start) = %d, want 0", got)
	}
}

// randomBoard returns a board of 64 seeds spread at random over the pits
// and stores, with random houses, side to move and restricted pit.
func randomBoard(rng *rand.Rand) bao.State {
	var s bao.State
	for range 64 {
		if k := rng.IntN(34); k < 32 {
			s.Pits[k]++
		} else {
			s.Store[k-32]++
		}
	}
	s.House = [2]bool{rng.IntN(2) == 0, rng.IntN(2) == 0}
	s.Side = bao.Player(rng.IntN(2))
	return s
}

// TestEvaluateIsFeatures checks Evaluate, with random weights for every
// term, against the weighted sum of Features, its plain twin, and that
// DefaultWeights' terms of Features are plainSide's.
func TestEvaluateIsFeatures(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		s := randomBoard(rng)
		var v [NumFeatures]int
		for i := range v {
			v[i] = rng.IntN(401) - 200
		}
		if rng.IntN(4) == 0 {
			v[6], v[7] = 0, 0 // the branch without the exposed seeds
		}
		w := WeightsOf(v)
		if w.Vector() != v {
			t.Fatalf("Vector(WeightsOf(%v)) = %v", v, w.Vector())
		}
		for _, p := range []bao.Player{bao.South, bao.North} {
			f := Features(&s, p)
			want := 0
			for i := range f {
				want += v[i] * f[i]
			}
			if got := w.Evaluate(&s, p); got != want {
				t.Fatalf("Evaluate(%v, %v) = %d, want %d (features %v, weights %v)", s, p, got, want, f, v)
			}
			dw := DefaultWeights
			if got, want := dw.Evaluate(&s, p), plainSide(&dw, &s, p)-plainSide(&dw, &s, p.Other()); got != want {
				t.Fatalf("default Evaluate %d, plain %d", got, want)
			}
		}
	}
}

// TestFittedHeuristic checks that the fitted evaluation of every rule set
// is zero-sum and within ±bao.HeuristicMax on random boards, and that a
// rule set without fitted weights scores as Heuristic.
func TestFittedHeuristic(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, w := range []Weights{FittedKiswahili, FittedKete} {
		if w == (Weights{}) {
			t.Fatal("fitted weights all 0")
		}
		r := Rules{Fitted: w}
		f := NewFront(r, bao.Info{})
		checkEvalTwins(t, rng, "FittedHeuristic", r.FittedHeuristic, f.FittedHeuristic)
	}
	var r Rules
	f := NewFront(r, bao.Info{})
	checkEvalFallback(t, rng, "FittedHeuristic", r.FittedHeuristic, f.FittedHeuristic, "Heuristic", r.Heuristic)
}

// checkEvalTwins checks on 5000 random boards that the evaluation plain
// (a Rules method called name) is zero-sum and within ±bao.HeuristicMax,
// and that fast (Front's twin) scores as it does.
func checkEvalTwins(t *testing.T, rng *rand.Rand, name string, plain, fast func(bao.State, bao.Player) int) {
	t.Helper()
	for range 5000 {
		s := randomBoard(rng)
		a, b := plain(s, bao.South), plain(s, bao.North)
		if a != -b || a > bao.HeuristicMax || a < -bao.HeuristicMax {
			t.Fatalf("%s(%v) = %d for South, %d for North", name, s, a, b)
		}
		if fa := fast(s, bao.South); fa != a {
			t.Fatalf("Front.%s(%v) = %d, Rules.%s %d", name, s, fa, name, a)
		}
	}
}

// checkEvalFallback checks on 1000 random boards that the evaluation
// plain (a Rules method called name) and fast (Front's twin) of a rule
// set without its weights score as want (called wantName).
func checkEvalFallback(t *testing.T, rng *rand.Rand, name string, plain, fast func(bao.State, bao.Player) int, wantName string, want func(bao.State, bao.Player) int) {
	t.Helper()
	for range 1000 {
		s := randomBoard(rng)
		if a, b := plain(s, bao.North), want(s, bao.North); a != b {
			t.Fatalf("no weights: %s %d, %s %d", name, a, wantName, b)
		}
		if a, b := fast(s, bao.North), want(s, bao.North); a != b {
			t.Fatalf("no weights: Front.%s %d, %s %d", name, a, wantName, b)
		}
	}
}

// TestEvaluate2IsFeatures2 checks Weights2.Evaluate, with random weights
// for every term, against the weighted sum of Features2, its plain twin,
// on random boards and on positions of random games (where the namua and
// mtaji terms and the capture laps arise), and that Features2 begins with
// Features.
func TestEvaluate2IsFeatures2(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	check := func(s bao.State) {
		var v [NumFeatures2]int
		for i := range v {
			v[i] = rng.IntN(401) - 200
		}
		w := Weights2Of(v)
		if w.Vector2() != v {
			t.Fatalf("Vector2(Weights2Of(%v)) = %v", v, w.Vector2())
		}
		for _, p := range []bao.Player{bao.South, bao.North} {
			f, f8 := Features2(&s, p), Features(&s, p)
			if [NumFeatures]int(f[:NumFeatures]) != f8 {
				t.Fatalf("Features2 %v does not begin with Features %v", f, f8)
			}
			want := 0
			for i := range f {
				want += v[i] * f[i]
			}
			if got := w.Evaluate(&s, p); got != want {
				t.Fatalf("Evaluate(%v, %v) = %d, want %d (features %v, weights %v)", s, p, got, want, f, v)
			}
		}
	}
	for range 10000 {
		s := randomBoard(rng)
		if rng.IntN(2) == 0 {
			s.Store = [2]uint8{} // mtaji, where the capture laps count
		}
		check(s)
	}
	r := Rules{Takasia: true}
	for range 200 {
		s := Start()
		for range 200 {
			check(s)
			ch, ok := r.Sample(s, rng)
			if !ok {
				break
			}
			s = ch.State
		}
	}
}

// TestFitted2Heuristic checks that the evaluation "fitted2" of every rule
// set is zero-sum and within ±bao.HeuristicMax on random boards, and that
// a rule set without its weights scores as FittedHeuristic.
func TestFitted2Heuristic(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, w := range []Weights2{Fitted2Kiswahili, Fitted2Kete} {
		if w == (Weights2{}) {
			t.Fatal("fitted2 weights all 0")
		}
		r := Rules{Fitted2: w}
		f := NewFront(r, bao.Info{})
		checkEvalTwins(t, rng, "Fitted2Heuristic", r.Fitted2Heuristic, f.Fitted2Heuristic)
	}
	r := Rules{Fitted: FittedKete}
	f := NewFront(r, bao.Info{})
	checkEvalFallback(t, rng, "Fitted2Heuristic", r.Fitted2Heuristic, f.Fitted2Heuristic, "FittedHeuristic", r.FittedHeuristic)
}
