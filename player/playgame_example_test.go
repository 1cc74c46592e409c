package player_test

import (
	"context"
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
