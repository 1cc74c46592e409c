package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all" // registers every variant of the module
	"github.com/bao-games/bao/player"
)

func main() {
	err := run(os.Stdout, os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "quickstart:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, args []string) error {
	fs := flag.NewFlagSet("quickstart", flag.ContinueOnError)
	name := fs.String("variant", "kiswahili", "the variant, with rule options if any: kete, kingulu, kiswahili(takasia=off)")
	seed := fs.Uint64("seed", 1, "seed of the random players: the same seed plays the same game")
	maxPlies := fs.Int("plies", 1000, "stop the game after this many plies")
	if err := fs.Parse(args); err != nil {
		return err
	}

	// 1. Find the variant by name. An unknown name is an error that lists
	//    the known ones.
	v, err := bao.Lookup(*name)
	if err != nil {
		return err
	}

	// 2. Two players. Every built-in player is deterministic from its seed.
	south, err := player.New("random", *seed)
	if err != nil {
		return err
	}
	north, err := player.New("random", *seed+1)
	if err != nil {
		return err
	}

	// 3. Play: the game is over when the position has an outcome.
	g := bao.NewGame(v)
	fmt.Fprintf(w, "%s, seed %d\nstart: %s\n", v.Name(), *seed, bao.FormatState(v, g.State()))
	for !g.Outcome().Over() && g.Ply() < *maxPlies {
		s := g.State()
		p := south
		if s.Side == bao.North {
			p = north
		}
		m, err := p.Choose(context.Background(), v, s)
		if err != nil {
			return err
		}
		// The move text with its annotations: "A6<*", "a4>+", "A2>#".
		text, err := bao.FormatMove(v, s, m)
		if err != nil {
			return err
		}
		if err := g.Play(m); err != nil {
			return err
		}
		// Ten plies to a line, numbered by the first ply of the line.
		switch {
		case g.Ply()%10 == 1:
			fmt.Fprintf(w, "%4d. %s", g.Ply(), text)
		case g.Ply()%10 == 0:
			fmt.Fprintf(w, " %s\n", text)
		default:
			fmt.Fprintf(w, " %s", text)
		}
	}
	if g.Ply()%10 != 0 {
		fmt.Fprintln(w)
	}

	// 4. The outcome: who won and why ("South wins (front row empty)").
	fmt.Fprintf(w, "final: %s\n", bao.FormatState(v, g.State()))
	fmt.Fprintf(w, "after %d plies: %v\n", g.Ply(), g.Outcome())
	return nil
}
