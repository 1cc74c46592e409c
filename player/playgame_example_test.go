package player_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

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

// A person at a text terminal plays South against greedy: the lines typed
// are a command, a bad move, a move, then undo, which takes back the
// person's move and greedy's reply, and quit.
func ExampleTerminal() {
	v := bao.MustLookup("kingulu")
	g := bao.NewGame(v)
	you := &player.Terminal{
		Game:  g,
		In:    bufio.NewScanner(strings.NewReader("position\nA9\nA3\nundo\nquit\n")),
		Out:   os.Stdout,
		Human: func(p bao.Player) bool { return p == bao.South },
	}
	for {
		err := player.PlayOn(context.Background(), g, you, player.NewGreedy(1), 0, func(g *bao.Game) error {
			fmt.Println("ply", g.Ply())
			return nil
		})
		if !errors.Is(err, player.ErrUndo) {
			fmt.Println(errors.Is(err, player.ErrQuit), g.Ply())
			return
		}
		you.Undo()
	}
	// Output:
	// Legal moves: A3 A4 A5 A6
	// South to move> Position: 4,4,4,4,4,4/4,4,4,4,4,4 S 0,0
	// South to move> "A9" is neither a move nor a command. Moves look like A6< (type help).
	// South to move> ply 1
	// ply 2
	// Legal moves: A1 A4 A5 A6
	// South to move> Took back A3 a3.
	// Legal moves: A3 A4 A5 A6
	// South to move> true 0
}
