package kingulu_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/logit"
	"github.com/bao-games/bao/kingulu"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/solve"
)

// labelled is a position of a random game, solved: the value of every
// move for the side to move.
type labelled struct {
	s     bao.State
	r     solve.Result
	kids  []bao.State // the children, in the order of r.Moves
	keep  []bool      // whether the move keeps the position's value (win, draw)
	mixed bool        // every move decided; some keep the value, others do not
}

// solvedPositions returns n positions of random games of kingulu from seed
// (0 to plies-1 random plies), each solved with every first move; positions the
// solver does not decide within its node budget are skipped, and those
// with a move it does not decide are not mixed.
func solvedPositions(n int, seed uint64, plies int) []labelled {
	return solvedPositionsCached(n, seed, plies, nil)
}

// solvedPositionsCached is solvedPositions solving each position once:
// a position drawn again (random games pass through the first positions
// often) takes the result of cache, which it fills; nil solves every
// draw. The results are the same but for moves left undecided, which a
// second solve, with the solver's table warm, may decide.
func solvedPositionsCached(n int, seed uint64, plies int, cache map[bao.State]solve.Result) []labelled {
	v := bao.MustLookup("kingulu")
	rules := kingulu.New()
	rng := rand.New(rand.NewPCG(seed, 26))
	sv := solve.New(v, solve.Options{Memory: 64 << 20, Workers: 1, All: true})
	sv.SetMaxNodes(3_000_000)
	var out []labelled
	for tries := 0; len(out) < n && tries < 20*n; tries++ {
		s := v.Start()
		for range rng.IntN(plies) {
			c, ok := rules.Sample(s, rng)
			if !ok {
				break
			}
			s = c.State
		}
		if v.Outcome(s).Over() {
			continue
		}
		r, ok := cache[s]
		if !ok {
			r = sv.Solve(context.Background(), s)
			if cache != nil {
				cache[s] = r
			}
		}
		if r.Value == solve.Unknown || r.Err != nil {
			continue
		}
		l := labelled{s: s, r: r}
		kept, decided := 0, true
		for _, mv := range r.Moves {
			u, _ := v.Apply(s, mv.Move)
			l.kids = append(l.kids, u)
			k := mv.Value == r.Value // a win kept, if slower, is kept
			if mv.Value == solve.Unknown {
				k, decided = false, false
			}
			l.keep = append(l.keep, k)
			if k {
				kept++
			}
		}
		// A move the solver left undecided may keep the value too: such a
		// position is not counted as one where the choice matters.
		l.mixed = decided && kept > 0 && kept < len(r.Moves)
		out = append(out, l)
	}
	return out
}

// valueOf is a move's value for the mover: 1 won, 0 lost, 0.5 drawn.
func valueOf(mv solve.MoveValue) float64 {
	switch mv.Value {
	case solve.Win:
		return 1
	case solve.Loss:
		return 0
	}
	return 0.5
}

// fit fits the weights of the features by logistic regression (package
// logit, with a ridge of 1e-3): the probability that the mover wins after
// a move is sigmoid(w·f), f the features of the child from the mover's
// side.
func fit(data []labelled) ([kingulu.NumEvalFeatures]float64, error) {
	var xs []logit.Sample
	for _, l := range data {
		sign := 1.0
		if l.s.Side == bao.North {
			sign = -1
		}
		for i, mv := range l.r.Moves {
			if mv.Value == solve.Unknown {
				continue
			}
			f := kingulu.EvalFeatures(l.kids[i])
			x := make([]float64, len(f))
			for j, v := range f {
				x[j] = sign * float64(v)
			}
			xs = append(xs, logit.Sample{X: x, Y: valueOf(mv)})
		}
	}
	var w [kingulu.NumEvalFeatures]float64
	got, err := logit.Fit(xs, 1e-3, 50)
	copy(w[:], got)
	return w, err
}

// TestTuneEval reproduces the weights of the evaluation (BAO_TUNE=1,
// about a minute): it solves 400 positions of random games from seed 1,
// fits the features' weights by logistic regression on the values of
// their moves, checks that, scaled so that a seed of the bank weighs 100
// and rounded, they are the evaluation's, and prints the depth profile of
// the fitted weights on 200 other positions (seed 2). BAO_TUNE_N=n uses n
// positions instead, for trials.
func TestTuneEval(t *testing.T) {
	if os.Getenv("BAO_TUNE") != "1" {
		t.Skip("BAO_TUNE=1 to tune the evaluation")
	}
	data := solvedPositions(tuneN(400), 1, 30)
	w, err := fit(data)
	if err != nil {
		t.Fatal(err)
	}
	var iw [kingulu.NumEvalFeatures]int
	for j := range w {
		iw[j] = int(math.Round(100 * w[j] / w[0]))
	}
	fmt.Printf("weights %v (raw %v)\n", iw, w)
	if tuneN(400) == 400 && iw != kingulu.EvalWeights {
		t.Errorf("the fit gives %v, the evaluation has %v", iw, kingulu.EvalWeights)
	}
	// The profile of the fitted weights on other positions.
	test := solvedPositions(tuneN(400)/2, 2, 30)
	e := evalOf(iw)
	for d := 2; d <= 8; d++ {
		kept, n := share(test, d, e)
		fmt.Printf("depth %d: %d/%d = %.3f\n", d, kept, n, float64(kept)/float64(n))
	}
}

// share returns the share of the mixed positions of data where
// alphabeta at depth d with eval e plays a move that keeps the value.
func share(data []labelled, d int, e player.Eval) (kept, n int) {
	v := bao.MustLookup("kingulu")
	for _, l := range data {
		if !l.mixed {
			continue
		}
		a := player.NewAlphaBeta(player.AlphaBetaConfig{Depth: d, Nodes: 0, Eval: e}, 1)
		m, err := a.Choose(context.Background(), v, l.s)
		if err != nil {
			panic(err)
		}
		n++
		for i, mv := range l.r.Moves {
			if mv.Move == m && l.keep[i] {
				kept++
			}
		}
	}
	return kept, n
}

// depthSamples are the samples of TestEvalDepthProfile: n positions of
// random games solved from seed, with 0 to plies-1 random plies from the
// start.
var depthSamples = []struct {
	name  string
	n     int
	seed  uint64
	plies int
}{
	{"0-29 plies", 700, 2, 30},
	{"0-10 plies", 600, 2, 11},
}

// TestEvalDepthProfile (BAO_LONG=1, one to two CPU-minutes) measures, on
// the positions of random kingulu games where the choice matters (some
// moves keep the solved value, a win or a draw, others lose it), the
// share of moves of alphabeta at depths 2 to 8 that keep the value, on
// two samples (depthSamples: positions from the whole game, and from its
// first ten plies); on each, every depth must keep it at least as often
// as the depth below (within two standard errors), and depth 4 in at
// least 85%. It logs, for comparison, the profiles of the static
// evaluation alone (the default before it looked past the moves that
// gain) and of the score difference of rule G10 (the evaluation before
// that). BAO_TUNE_N, BAO_TUNE_PLIES and BAO_TUNE_SEED, when one is set,
// measure one sample of those numbers instead (700 positions, 30 plies
// and seed 2 by default), for trials.
func TestEvalDepthProfile(t *testing.T) {
	if os.Getenv("BAO_LONG") != "1" && os.Getenv("BAO_TUNE") != "1" {
		t.Skip("BAO_LONG=1 for the depth profile of the kingulu evaluation")
	}
	if raceEnabled {
		// About a CPU-minute, and many under the race detector: .ci/run
		// runs it without.
		t.Skip("the depth profile runs without the race detector")
	}
	samples := slices.Clone(depthSamples)
	if os.Getenv("BAO_TUNE_N") != "" || os.Getenv("BAO_TUNE_PLIES") != "" || os.Getenv("BAO_TUNE_SEED") != "" {
		samples = samples[:1]
		samples[0].name = "trial"
		samples[0].n = tuneN(700)
		samples[0].seed = uint64(tunePlies(2, "BAO_TUNE_SEED"))
		samples[0].plies = tunePlies(30, "BAO_TUNE_PLIES")
	}
	def := func(v bao.Variant, s bao.State, p bao.Player) int { return v.(bao.Heuristic).Heuristic(s, p) }
	score := func(v bao.Variant, s bao.State, p bao.Player) int { return 100 * player.Material(v, s, p) }
	for _, sm := range samples {
		data := solvedPositionsCached(sm.n, sm.seed, sm.plies, map[bao.State]solve.Result{})
		for _, c := range []struct {
			name string
			e    player.Eval
		}{{"default", def}, {"static", evalOf(kingulu.EvalWeights)}, {"G10 score", score}} {
			prev := 0.0
			for d := 2; d <= 8; d++ {
				kept, n := share(data, d, c.e)
				p := float64(kept) / float64(n)
				se := math.Sqrt(p * (1 - p) / float64(n))
				t.Logf("%s, %s: depth %d: %d/%d = %.3f", sm.name, c.name, d, kept, n, p)
				if c.name == "default" {
					if p < prev-2*se {
						t.Errorf("%s: depth %d keeps the value less often (%.3f) than depth %d (%.3f)", sm.name, d, p, d-1, prev)
					}
					if d == 4 && p < 0.85 {
						t.Errorf("%s: depth 4 keeps the value in %.3f of the positions, want at least 0.85", sm.name, p)
					}
				}
				prev = p
			}
		}
	}
}

// tuneN is n, or BAO_TUNE_N when set (for trials).
func tuneN(n int) int {
	if s := os.Getenv("BAO_TUNE_N"); s != "" {
		fmt.Sscan(s, &n)
	}
	return n
}

// tunePlies is n, or the value of the environment variable env when set
// (for trials).
func tunePlies(n int, env string) int {
	if s := os.Getenv(env); s != "" {
		fmt.Sscan(s, &n)
	}
	return n
}

// evalOf is the evaluation with weights w.
func evalOf(w [kingulu.NumEvalFeatures]int) player.Eval {
	return func(v bao.Variant, s bao.State, p bao.Player) int {
		f := kingulu.EvalFeatures(s)
		x := 0
		for j := range f {
			x += w[j] * f[j]
		}
		if p == bao.North {
			x = -x
		}
		return x
	}
}
