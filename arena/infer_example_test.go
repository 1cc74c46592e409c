package arena_test

import (
	"bufio"
	"bytes"
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
// tournament -from need not be given again.
func ExampleTournamentOf() {
	var lines bytes.Buffer
	c := arena.TournamentConfig{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy"}, Games: 4, Openings: 2, Seed: 5}
	if _, err := arena.RunTournament(context.Background(), c, func(r *arena.TournamentRecord) error {
		return r.WriteJSON(&lines)
	}); err != nil {
		fmt.Println(err)
		return
	}
	rd := bufio.NewReader(&lines)
	got, err := arena.TournamentOf(func() (*arena.Record, error) {
		line, err := rd.ReadBytes('\n')
		if err == io.EOF && len(line) == 0 {
			return nil, io.EOF
		}
		return arena.ParseRecord(line)
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(got.Variant.Name(), got.Players, got.Games, got.Openings, got.Seed)
	// Output: kete [random greedy] 4 2 5
}
