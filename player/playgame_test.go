package player_test

import (
	"context"
	"errors"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/player"
)

// PlayGame plays the game the loop of a client would, and refuses what it
// cannot play with an error, never a panic.
func TestPlayGame(t *testing.T) {
	ctx := context.Background()
	for _, name := range bao.Names() {
		v := bao.MustLookup(name)
		g, err := player.PlayGame(ctx, v, v.Start(), player.NewGreedy(1), player.NewRandom(2), 300)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !g.Outcome().Over() && g.Ply() != 300 {
			t.Errorf("%s: stopped after %d plies, not over", name, g.Ply())
		}
		again, _ := player.PlayGame(ctx, v, v.Start(), player.NewGreedy(1), player.NewRandom(2), 300)
		if again.State() != g.State() || again.Ply() != g.Ply() {
			t.Errorf("%s: the same seeds gave another game", name)
		}
	}
	v := bao.MustLookup("kiswahili")
	if _, err := player.PlayGame(ctx, nil, v.Start(), player.NewRandom(1), player.NewRandom(1), 0); !errors.Is(err, bao.ErrNoVariant) {
		t.Errorf("a nil variant: %v", err)
	}
	if _, err := player.PlayGame(ctx, v, v.Start(), nil, player.NewRandom(1), 0); err == nil {
		t.Error("a nil player: no error")
	}
	if _, err := player.PlayGame(ctx, v, bao.State{}, player.NewRandom(1), player.NewRandom(1), 0); err == nil {
		t.Error("an invalid start: no error")
	}
	if _, err := player.PlayGame(ctx, v, v.Start(), &player.MCTS{}, player.NewRandom(1), 0); !errors.Is(err, player.ErrNotMade) {
		t.Errorf("a zero player: %v", err)
	}
}
