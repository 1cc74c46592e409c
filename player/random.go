package player

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/bao-games/bao"
)

// ErrNoMove is returned by Choose when the position has no legal move.
var ErrNoMove = errors.New("player: no legal move")

// pcgStream is the second PCG seed of the players' generators (see
// newRand).
const pcgStream = 0x9e3779b97f4a7c15

// Random chooses uniformly among the legal moves, from a seeded PCG
// generator. A Random is not safe for concurrent use; give each goroutine
// its own. It implements ChildChooser, so that a game runner plays each of
// its moves once, Sampling and Reseeder.
type Random struct {
	pcg  *rand.PCG
	rng  *rand.Rand
	buf  []bao.Move
	seed uint64
}

// NewRandom returns a uniformly random player seeded with seed.
func NewRandom(seed uint64) *Random {
	pcg := rand.NewPCG(seed, pcgStream)
	return &Random{pcg: pcg, rng: rand.New(pcg), buf: make([]bao.Move, 0, 64), seed: seed}
}

// Name returns "random".
func (r *Random) Name() string { return "random" }

// SampleSource returns r's generator: r's moves are bao.Sample drawn with
// it (Sampling).
func (r *Random) SampleSource() *rand.Rand { return r.rng }

// Reseed makes r the player NewRandom(seed) returns, without allocating.
func (r *Random) Reseed(seed uint64) {
	if r.pcg == nil { // a zero Random
		*r = *NewRandom(seed)
		return
	}
	r.pcg.Seed(seed, pcgStream)
	r.seed = seed
}

// Choose returns a uniformly random legal move of s. For a variant that
// implements bao.Sampler it draws with Sample, which is uniform over the
// same list but plays out fewer candidates.
func (r *Random) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	if err := checkCall(v, r.rng != nil, "Random"); err != nil {
		return bao.Move{}, err
	}
	if err := ctx.Err(); err != nil {
		return bao.Move{}, err
	}
	if sm, ok := v.(bao.Sampler); ok {
		c, ok := sm.Sample(s, r.rng)
		if !ok {
			return bao.Move{}, ErrNoMove
		}
		return c.Move, nil
	}
	r.buf = v.Legal(s, r.buf[:0])
	if len(r.buf) == 0 {
		return bao.Move{}, ErrNoMove
	}
	return r.buf[r.rng.IntN(len(r.buf))], nil
}

// ChooseChild returns the move Choose would, drawn with bao.Sample (the same
// draw: Children lists the moves in the order of Legal), with the state it
// leads to; the move is played once.
func (r *Random) ChooseChild(ctx context.Context, v bao.Variant, s bao.State) (bao.Child, error) {
	if err := checkCall(v, r.rng != nil, "Random"); err != nil {
		return bao.Child{}, err
	}
	if err := ctx.Err(); err != nil {
		return bao.Child{}, err
	}
	var c bao.Child
	var ok bool
	if sm, isSampler := v.(bao.Sampler); isSampler {
		c, ok = sm.Sample(s, r.rng) // what bao.Sample does, a call less
	} else {
		c, ok = bao.Sample(v, s, r.rng)
	}
	if !ok {
		return bao.Child{}, ErrNoMove
	}
	return c, nil
}
