package player

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/bao-games/bao"
)

// ErrNoMove is returned by Choose when the position has no legal move.
var ErrNoMove = errors.New("player: no legal move")

// Random chooses uniformly among the legal moves, from a seeded PCG
// generator. A Random is not safe for concurrent use; give each goroutine
// its own.
type Random struct {
	rng  *rand.Rand
	buf  []bao.Move
	seed uint64
}

// NewRandom returns a uniformly random player seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: newRand(seed), buf: make([]bao.Move, 0, 64), seed: seed}
}

// Name returns "random".
func (r *Random) Name() string { return "random" }

// Choose returns a uniformly random legal move of s. For a variant that
// implements bao.Sampler it draws with Sample, which is uniform over the
// same list but plays out fewer candidates.
func (r *Random) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
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
