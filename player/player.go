// Package player holds game-playing agents behind one small interface,
// generic over bao.Variant: uniformly random, greedy one-ply, alpha-beta
// and Monte-Carlo tree search. Every player is deterministic from its seed
// and honours cancellation through its context.
package player

import (
	"context"

	"github.com/bao-games/bao"
)

// Player chooses moves.
type Player interface {
	// Name returns the player's spec, e.g. "random" or
	// "alphabeta(depth=6)", as accepted by New.
	Name() string
	// Choose returns a legal move of s under v. It returns an error if s
	// has no legal move or ctx is done before a move is chosen (a player
	// with a time budget returns its best move so far instead).
	Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error)
}
