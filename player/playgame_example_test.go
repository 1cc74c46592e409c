package player_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kingulu"
	"github.com/bao-games/bao/player"
)

// Two players play a whole game of Bao Kingulu; the same seeds give the
// same game.
func ExamplePlayGame() {
	v := bao.MustLookup("kingulu")
	g, err := player.PlayGame(context.Background(), v, v.Start(), player.NewGreedy(1), player.NewRandom(2), 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Ply() > 0, g.Outcome().Over())
	// Output: true true
}

func ExamplePlayGame_plyLimit() {
	v := bao.MustLookup("kingulu")
	g, _ := player.PlayGame(context.Background(), v, v.Start(), player.NewRandom(1), player.NewRandom(2), 4)
	fmt.Println(g.Ply())
	// Output: 4
}

// A game played on from where it stands, with a report after each ply,
// and a turn that fails: the error names the player, its side and the
// ply.
func ExamplePlayOn() {
	v := bao.MustLookup("kingulu")
	g := bao.NewGame(v)
	err := player.PlayOn(context.Background(), g, player.NewGreedy(1), player.NewRandom(2), 3, func(g *bao.Game) error {
		fmt.Println("ply", g.Ply())
		return nil
	})
	fmt.Println(err, g.Ply())
	err = player.PlayOn(context.Background(), g, player.NewGreedy(1), &player.MCTS{}, 0, nil)
	var te *player.TurnError
	if errors.As(err, &te) {
		fmt.Println(te.Side, te.Ply, errors.Is(err, player.ErrNotMade))
	}
	// Output:
	// ply 1
	// ply 2
	// ply 3
	// <nil> 3
	// North 4 true
}
