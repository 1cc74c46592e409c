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

// TestPlayOnStops checks that an error of played stops the game after
// its ply and comes back as it is, and that a nil game or player is an
// error before any move.
func TestPlayOnStops(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	g := bao.NewGame(v)
	stop := errors.New("stop")
	err := player.PlayOn(context.Background(), g, player.NewRandom(1), player.NewRandom(2), 0, func(g *bao.Game) error {
		if g.Ply() == 2 {
			return stop
		}
		return nil
	})
	if err != stop || g.Ply() != 2 {
		t.Errorf("err %v after %d plies, want stop after 2", err, g.Ply())
	}
	if err := player.PlayOn(context.Background(), nil, player.NewRandom(1), player.NewRandom(2), 0, nil); !errors.Is(err, bao.ErrNoVariant) {
		t.Errorf("a nil game: %v", err)
	}
	if err := player.PlayOn(context.Background(), g, nil, player.NewRandom(2), 0, nil); err == nil || g.Ply() != 2 {
		t.Errorf("a nil player: %v, %d plies", err, g.Ply())
	}
}
