package player

import (
	"errors"
	"fmt"

	"github.com/bao-games/bao"
)

// ErrNotMade is matched (errors.Is) by the error of a player's Choose or
// Analyse when the player is a zero value rather than one made by its
// constructor (NewAlphaBeta, NewMCTS, NewRandom, NewGreedy) or New.
var ErrNotMade = errors.New("player: not made by its constructor")

// checkCall returns the error of a call of a player's Choose or Analyse
// with a nil variant, or on a zero player (made false) of the type name.
func checkCall(v bao.Variant, made bool, name string) error {
	if !made {
		return fmt.Errorf("%w: a zero %s (use New%s)", ErrNotMade, name, name)
	}
	if v == nil {
		return fmt.Errorf("player: %s: %w", name, bao.ErrNoVariant)
	}
	return nil
}
