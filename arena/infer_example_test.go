package arena_test

import (
	"context"
	"fmt"
	"io"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
)

// The master seed of a run, from the seed its records give a game.
func ExampleMasterSeed() {
	seed := arena.GameSeed(42, 7) // what the record of game 7 holds
	fmt.Println(arena.MasterSeed(seed, 7))
	// Output: 42
}

// A tournament's records say what the tournament was: the flags of bao
// tournament -from need not be given again. TournamentOf takes the records
// from anywhere, here from memory; TournamentFrom reads them from a file.
func ExampleTournamentOf() {
	c := arena.TournamentConfig{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy"}, Games: 4, Openings: 2, Seed: 5}
	var recs []*arena.Record
	if _, err := arena.RunTournament(context.Background(), c, func(r *arena.TournamentRecord) error {
		recs = append(recs, r.Record.Clone()) // the runner reuses r
		return nil
	}); err != nil {
		fmt.Println(err)
		return
	}
	got, err := arena.TournamentOf(func() (*arena.Record, error) {
		if len(recs) == 0 {
			return nil, io.EOF
		}
		r := recs[0]
		recs = recs[1:]
		return r, nil
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(got.Variant.Name(), got.Players, got.Games, got.Openings, got.Seed)
	// Output: kete [random greedy] 4 2 5
}
