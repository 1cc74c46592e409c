package player

import (
	"context"
	"fmt"
	"strconv"

	"github.com/bao-games/bao"
)

// PlayGame plays a game of v from start between south and north: the
// player to move is asked for its move (Choose) and the move is played,
// until the game is over or maxPlies plies are played (0 or less: no
// limit). It returns the game as far as it went, and the first error: a
// player's (ctx done, ErrNoMove in a position the variant does not call
// over), or an illegal move's (naming the player and the ply; both are a
// *TurnError). A nil variant or player, or a start position that
// bao.Validate refuses, is an error before any move.
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
	return g, PlayOn(ctx, g, south, north, maxPlies, nil)
}

// PlayOn goes on with the game g as PlayGame plays one, from its current
// position, until the game is over or g holds maxPlies plies (0 or less:
// no limit), and calls played, when it is not nil, after each ply it
// plays. It returns nil at the end, or the first error: a player's, or an
// illegal move's, as a *TurnError; or played's, as it is, which stops the
// game after that ply. A program that lets a person play (bao play) gives
// PlayOn a Player that reads the person's moves, and a person's wish to
// take moves back as an error of its Choose, after which it changes g and
// calls PlayOn again. A nil game or player is an error before any move.
func PlayOn(ctx context.Context, g *bao.Game, south, north Player, maxPlies int, played func(*bao.Game) error) error {
	if g == nil || g.Variant() == nil {
		return fmt.Errorf("player: PlayOn: %w", bao.ErrNoVariant)
	}
	if south == nil || north == nil {
		return fmt.Errorf("player: PlayOn: a nil player")
	}
	v := g.Variant()
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
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return &TurnError{Player: p.Name(), Side: s.Side, Ply: g.Ply() + 1, Err: err}
		}
		if played != nil {
			if err := played(g); err != nil {
				return err
			}
		}
	}
	return nil
}

// TurnError is the error of PlayGame and PlayOn for a player that failed
// to choose a move, or chose one that is not legal.
type TurnError struct {
	Player string     // the player's Name
	Side   bao.Player // the side it plays
	Ply    int        // the ply it was to play, from 1
	Err    error      // Choose's error, or the illegal move's (bao.Game.Play)
}

// Error returns "player: NAME (SIDE) at ply N: " and Err's text.
func (e *TurnError) Error() string {
	return "player: " + e.Player + " (" + e.Side.String() + ") at ply " + strconv.Itoa(e.Ply) + ": " + e.Err.Error()
}

// Unwrap returns Err.
func (e *TurnError) Unwrap() error { return e.Err }
