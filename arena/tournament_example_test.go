package arena_test

import (
	"bytes"
	"context"
	"fmt"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/rating"
	"github.com/bao-games/bao/record"
)

// A small round robin, and the ratings of its players from package rating.
// Every pairing here is a clean sweep or nearly: alphabeta(depth=2) won
// every game against the others, so its rating is not bounded from above
// (+Inf), and greedy's upper end rests on random's one win.
func ExampleRunTournament() {
	st, err := arena.RunTournament(context.Background(), arena.TournamentConfig{
		Variant:  bao.MustLookup("kiswahili"),
		Players:  []string{"random", "greedy", "alphabeta(depth=2)"},
		Games:    10, // per pairing: 5 openings, each played with colours swapped
		Openings: 4,  // random plies that open every game
		Seed:     1,
	}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range st.Pairings {
		fmt.Printf("%s vs %s: +%d =%d -%d\n", st.Players[p.A], st.Players[p.B], p.Wins, p.Draws, p.Losses)
	}
	r, err := rating.Estimate(len(st.Players), st.RatingPairings(), rating.Config{Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, name := range st.Players {
		fmt.Printf("%-31s %6.1f [%6.1f, %6.1f]\n", name, r.Elo[i], r.Low[i], r.High[i])
	}
	// Output:
	// random vs greedy: +1 =0 -9
	// random vs alphabeta(depth=2,nodes=200000): +0 =0 -10
	// greedy vs alphabeta(depth=2,nodes=200000): +0 =0 -10
	// random                             0.0 [   0.0,    0.0]
	// greedy                           319.9 [  13.0, 1099.6]
	// alphabeta(depth=2,nodes=200000)  864.2 [ 448.1,   +Inf]
}

// A tournament played in two shards, as two jobs of a batch system would
// play it, and its standings rebuilt from the records of both, in game
// order: those of the single run.
func ExampleStandings_Add() {
	c := arena.TournamentConfig{
		Variant:  bao.MustLookup("kiswahili"),
		Players:  []string{"random", "greedy", "alphabeta(depth=1)"},
		Games:    4,
		Openings: 2,
		Seed:     1,
	}
	recs := make([]arena.Record, c.Total())
	for i := range 2 {
		shard := c
		shard.Shard, shard.Shards = i, 2
		if _, err := arena.RunTournament(context.Background(), shard, func(r *arena.TournamentRecord) error {
			recs[r.Game] = *r.Record.Clone() // r is reused after the call
			return nil
		}); err != nil {
			fmt.Println(err)
			return
		}
	}
	st, err := arena.NewStandings(c)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i := range recs {
		if _, err := st.Add(&recs[i]); err != nil {
			fmt.Println(err)
			return
		}
	}
	for _, p := range st.Pairings {
		fmt.Printf("%s vs %s: +%d =%d -%d in %d openings\n", st.Players[p.A], st.Players[p.B], p.Wins, p.Draws, p.Losses, len(p.Units))
	}
	recs[5].Seed++
	st, _ = arena.NewStandings(c)
	for i := range recs {
		if _, err := st.Add(&recs[i]); err != nil {
			fmt.Println(err)
			break
		}
	}
	// Output:
	// random vs greedy: +1 =0 -3 in 2 openings
	// random vs alphabeta(depth=1,nodes=200000): +0 =0 -4 in 2 openings
	// greedy vs alphabeta(depth=1,nodes=200000): +1 =0 -3 in 2 openings
	// game 5: "seed" is 14072917602864530049 (master seed 19561121869440312), the run's is 14072917602864530048 (master seed 1)
}

// A tournament's records file read back, as bao tournament -from reads
// it: what the records say of the tournament, then its standings.
func ExampleTournamentFrom() {
	c := arena.TournamentConfig{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy"}, Games: 4, Openings: 2, Seed: 5}
	var file bytes.Buffer // the -o file
	lw := record.NewLineWriter(&file, "records", 0)
	if _, err := arena.RunTournament(context.Background(), c, func(r *arena.TournamentRecord) error { return lw.AddRecord(&r.Record) }); err != nil {
		fmt.Println(err)
		return
	}
	if err := lw.Close(); err != nil {
		fmt.Println(err)
		return
	}
	got, err := arena.TournamentFrom(bytes.NewReader(file.Bytes()))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(got.Variant.Name(), got.Players, got.Games, got.Openings, got.Seed)
	st, _ := arena.NewStandings(got)
	if err := st.ReadRecords(bytes.NewReader(file.Bytes()), nil); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(st.Played, "games read")
	// Output:
	// kete [random greedy] 4 2 5
	// 4 games read
}
