package player

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/bao-games/bao"
)

// ChildChooser is implemented by players that return, with their move, the
// state it leads to, having played the move once already to choose it. A
// game runner then plays each move once: it neither applies the move again
// nor lists the legal moves to check it. ChooseChild returns what Choose
// would (the same move, from the same generator state) with the state
// v.Apply gives, and ErrNoMove (matched with errors.Is) exactly when s has
// no legal move.
type ChildChooser interface {
	ChooseChild(ctx context.Context, v bao.Variant, s bao.State) (bao.Child, error)
}

// Reseeder is implemented by players that can be seeded again, so that a
// game runner builds a player once and reuses it for many games: after
// Reseed(seed) the player behaves exactly as New(its spec, seed) would.
type Reseeder interface {
	Reseed(seed uint64)
}

// Sampling is implemented by players whose every move is bao.Sample drawn
// with their own generator, so that a game runner may draw their moves
// itself, saving the calls between (the uniformly random player). The
// generator is the player's: a runner that draws with it leaves the player
// as ChooseChild would.
type Sampling interface {
	SampleSource() *rand.Rand
}

// ChooseChild returns p's move in s with the state it leads to: through
// ChildChooser when p has it, and otherwise with Choose followed by
// v.Apply, whose refusal of an illegal move is returned as an error naming
// the player and the position.
func ChooseChild(ctx context.Context, p Player, v bao.Variant, s bao.State) (bao.Child, error) {
	if cc, ok := p.(ChildChooser); ok {
		return cc.ChooseChild(ctx, v, s)
	}
	m, err := p.Choose(ctx, v, s)
	if err != nil {
		return bao.Child{}, err
	}
	t, err := v.Apply(s, m)
	if err != nil {
		return bao.Child{}, fmt.Errorf("%s chose %v, which is not legal in %s: %w", p.Name(), m, bao.FormatState(v, s), err)
	}
	return bao.Child{Move: m, State: t}, nil
}
