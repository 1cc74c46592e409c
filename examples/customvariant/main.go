package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/spiel"
)

func main() {
	err := run(os.Stdout, os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "customvariant:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, args []string) error {
	fs := flag.NewFlagSet("customvariant", flag.ContinueOnError)
	name := fs.String("variant", "minikalah", "the variant: minikalah or minikalah(seeds=4) (any registered name works)")
	depth := fs.Int("depth", 6, "perft depth")
	games := fs.Int("games", 20, "games between the two players in the arena")
	players := fs.String("players", "greedy,random", "the two players, as player specs (see package player)")
	seed := fs.Uint64("seed", 1, "seed of the players")
	if err := fs.Parse(args); err != nil {
		return err
	}
	specs := strings.Split(*players, ",")
	if len(specs) != 2 {
		return fmt.Errorf("-players %q: want two player specs separated by a comma", *players)
	}

	// The variant is found by name, like any other.
	v, err := bao.Lookup(*name)
	if err != nil {
		return err
	}
	title := v.Name()
	if d, ok := v.(bao.Describer); ok {
		title = d.Info().Title + " (" + v.Name() + ")"
	}
	fmt.Fprintf(w, "%s\nstart: %s\n", title, bao.FormatState(v, v.Start()))

	// Perft works on it unchanged.
	fmt.Fprint(w, "perft:")
	for d := 1; d <= *depth; d++ {
		fmt.Fprintf(w, " %d", bao.Perft(v, v.Start(), d))
	}
	fmt.Fprintln(w)

	// The learning view: dense actions and observation tensors.
	sp, err := spiel.New(v)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "spiel: %d actions, observations of %d values\n", sp.NumDistinctActions(), sp.ObservationTensorSize())

	// One game between the two players, printed in move text.
	ps, err := newPlayers(specs, *seed)
	if err != nil {
		return err
	}
	g, err := player.PlayGame(context.Background(), v, v.Start(), ps[0], ps[1], maxPlies)
	if err != nil {
		return err
	}
	var moves []string
	for i, m := range g.Moves() {
		text, err := bao.FormatMove(v, g.StateAt(i), m)
		if err != nil {
			return err
		}
		moves = append(moves, text)
	}
	fmt.Fprintf(w, "game: %s (South) v %s (North): %s\n", specs[0], specs[1], strings.Join(moves, " "))
	fmt.Fprintf(w, "final: %s: %v\n", bao.FormatState(v, g.State()), g.Outcome())

	// Many games, seats changing every game, summed up by the arena runner.
	sum, err := arena.Run(context.Background(), arena.Config{
		Variant: v, A: specs[0], B: specs[1], Games: *games, Seed: *seed,
	}, nil)
	if err != nil {
		return err
	}
	fmt.Fprint(w, sum.Text(false))
	return nil
}

// newPlayers builds the two players, seeded apart.
func newPlayers(specs []string, seed uint64) ([2]player.Player, error) {
	var ps [2]player.Player
	for i, spec := range specs {
		p, err := player.New(strings.TrimSpace(spec), seed+uint64(i))
		if err != nil {
			return ps, err
		}
		ps[i] = p
	}
	return ps, nil
}

// maxPlies ends a game that goes on too long (Mini Kalah games never do).
const maxPlies = 1000
