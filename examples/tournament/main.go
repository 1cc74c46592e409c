package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	_ "github.com/bao-games/bao/kiswahili" // registers "kiswahili"
)

func main() {
	err := run(os.Stdout, os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tournament:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, args []string) error {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	a := fs.String("a", "alphabeta(depth=4,nodes=20000)", "spec of player A (see package player)")
	b := fs.String("b", "mcts(iterations=200)", "spec of player B")
	games := fs.Int("games", 10, "number of games; A is South in the even ones")
	seed := fs.Uint64("seed", 1, "master seed: the same seed plays the same games")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once (does not change the results)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	v, err := bao.Lookup("kiswahili")
	if err != nil {
		return err
	}
	sum, err := arena.Run(context.Background(), arena.Config{
		Variant: v, A: *a, B: *b, Games: *games, Seed: *seed, Workers: *workers,
	}, func(r *arena.Record) error {
		// One line per game as it is delivered (in game order).
		fmt.Fprintf(w, "game %2d  %-34s %-34s %3d plies  %s\n", r.Game, "S: "+r.South, "N: "+r.North, r.Plies, result(r))
		return nil
	})
	if err != nil {
		return err
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, sum.Text(true))
	// A's score: a win 1, a draw 1/2, with its 95% interval.
	sc := sum.Score()
	fmt.Fprintf(w, "\n%s scored %.0f%% [%.0f%%, %.0f%%] against %s (+%d =%d -%d)\n",
		sum.Players[0], 100*sc.Mean, 100*sc.Low, 100*sc.High, sum.Players[1], sc.Wins, sc.Draws, sc.Losses)
	return nil
}

// result describes the end of a game: "South wins (front row empty)".
func result(r *arena.Record) string {
	switch r.Winner {
	case "S":
		return "South wins (" + r.Reason + ")"
	case "N":
		return "North wins (" + r.Reason + ")"
	}
	return "draw (" + r.Reason + ")"
}
