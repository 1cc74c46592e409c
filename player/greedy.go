package player

import (
	"context"
	"math/rand/v2"

	"github.com/bao-games/bao"
)

// Greedy looks one ply ahead: it plays the move whose resulting position
// scores best for the mover under its evaluation, a move that wins the game
// outright above all and a move that loses it below all. Ties are broken
// uniformly at random from a seeded generator. A Greedy is not safe for
// concurrent use.
type Greedy struct {
	// Eval, when not nil, replaces the named evaluation.
	Eval Eval
	// EvalName names the registered evaluation; "" means "material"
	// (greedy's default, unlike the searching players', so that its
	// games stay those it has always played).
	EvalName string

	rng   *rand.Rand
	buf   []bao.Child
	evals evalCache
}

// NewGreedy returns a greedy one-ply player with the material evaluation,
// seeded with seed.
func NewGreedy(seed uint64) *Greedy {
	return &Greedy{rng: newRand(seed), buf: make([]bao.Child, 0, 64)}
}

// Name returns "greedy", or "greedy(eval=NAME)" with an evaluation other
// than material.
func (g *Greedy) Name() string {
	b := specBuilder{name: "greedy"}
	if g.EvalName != "" {
		b.add("eval", g.EvalName, greedyEval)
	}
	return b.String()
}

// greedyEval is the evaluation of "greedy" without parameters.
const greedyEval = "material"

// Choose returns the move of s that maximises the evaluation for the mover.
func (g *Greedy) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	if err := checkCall(v, g.rng != nil, "Greedy"); err != nil {
		return bao.Move{}, err
	}
	if err := ctx.Err(); err != nil {
		return bao.Move{}, err
	}
	name := g.EvalName
	if name == "" {
		name = greedyEval
	}
	eval := g.evals.get(v, name, g.Eval)
	g.buf = children(v, s, g.buf[:0])
	if len(g.buf) == 0 {
		return bao.Move{}, ErrNoMove
	}
	me := s.Side
	var best bao.Move
	bestScore, ties := 0, 0
	for _, c := range g.buf {
		var score int
		if o := v.Outcome(c.State); o.Over() {
			score = terminalScore(o, me, 1)
		} else {
			score = clampEval(eval(c.State, me))
		}
		switch {
		case ties == 0 || score > bestScore:
			best, bestScore, ties = c.Move, score, 1
		case score == bestScore:
			// Reservoir sampling: each of the tied moves is kept with
			// equal probability.
			ties++
			if g.rng.IntN(ties) == 0 {
				best = c.Move
			}
		}
	}
	return best, nil
}

// newRand returns the seeded generator all players use.
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
}
