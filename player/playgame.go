package player

import (
	"context"
	"fmt"

	"github.com/bao-games/bao"
)

// PlayGame plays a game of v from start between south and north: the
// player to move is asked for its move (Choose) and the move is played,
// until the game is over or maxPlies plies are played (0 or less: no
// limit). It returns the game as far as it went, and the first error: a
// player's (ctx done, ErrNoMove in a position the variant does not call
// over), or an illegal move's (naming the player and the ply). A nil
// variant or player, or a start position that bao.Validate refuses, is an
// error before any move.
func PlayGame(ctx context.Context, v bao.Variant, start bao.State, south, north Player, maxPlies int) (*bao.Game, error) {
	if v == nil {
		return bao.NewGame(nil), fmt.Errorf("player: PlayGame: %w", bao.ErrNoVariant)
	}
	if south == nil || north == nil {
		return bao.NewGame(nil), fmt.Errorf("player: PlayGame: a nil player")
	}
	g, err := bao.NewGameFrom(v, start)
	if err != nil {
		return bao.NewGame(nil), err
	}
	for maxPlies <= 0 || g.Ply() < maxPlies {
		if g.Outcome().Over() {
			break
		}
		s := g.State()
		p := south
		if s.Side == bao.North {
			p = north
		}
		m, err := p.Choose(ctx, v, s)
		if err != nil {
			return g, fmt.Errorf("player: %s (%s) at ply %d: %w", p.Name(), s.Side, g.Ply()+1, err)
		}
		if err := g.Play(m); err != nil {
			return g, fmt.Errorf("player: %s (%s) at ply %d: %w", p.Name(), s.Side, g.Ply()+1, err)
		}
	}
	return g, nil
}
