package sprt_test

import (
	"bytes"
	"context"
	"fmt"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	_ "github.com/bao-games/bao/kujifunza"
	"github.com/bao-games/bao/sprt"
)

// A test of greedy against random in Bao la Kujifunza: is greedy 200 Elo
// better rather than not better at all?
func ExampleRun() {
	res, err := sprt.Run(context.Background(), sprt.Config{
		Test:    sprt.Test{Elo0: 0, Elo1: 200, Alpha: 0.05, Beta: 0.05},
		Variant: bao.MustLookup("kujifunza"), A: "greedy", B: "random",
		Openings: 2, MaxGames: 400, Seed: 1, Workers: 2,
	}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(res.Text(false))
	// Output:
	// variant   kujifunza
	// players   A = greedy, B = random
	// test      H0: A is 0 Elo better than B, H1: 200 Elo better (logistic Elo); alpha 0.05, beta 0.05
	// method    generalized SPRT on the pentanomial counts of game pairs (fishtest's LLR_logistic)
	// llr       3.43 (accept H0 at -2.94, H1 at 2.94)
	// games     18: 9 pairs, A scored 0: 0, 1/2: 0, 1: 4, 3/2: 0, 2: 5; 4 decided by the colour
	// elo       217.6, 95% interval [81.7, 478.3] (logistic, pairs as units, not corrected for the stopping rule)
	// verdict   H1 accepted: the pairs favour 200 Elo over 0 (were A at most 0 Elo better, this would happen with probability at most 0.05)
}

// The log-likelihood ratio of pentanomial counts, and the test's bounds.
func ExampleTest_LLR() {
	t := sprt.Test{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	lower, upper := t.Bounds()
	llr := t.LLR([5]int{12, 150, 520, 201, 37})
	fmt.Printf("LLR %.2f, bounds %.2f and %.2f: %s\n", llr, lower, upper, t.Verdict(llr))
	// Output: LLR 7.37, bounds -2.94 and 2.94: H1
}

// The test of ExampleRun split between two shards (two jobs of a batch
// system), in batches of 2 pairs: each shard plays its batches up to
// MaxGames, and a Tally of their records gives the verdict at the first
// batch boundary where a bound is crossed, the same as Run with these
// batches.
func ExampleTally() {
	c := sprt.Config{
		Test:    sprt.Test{Elo0: 0, Elo1: 200, Alpha: 0.05, Beta: 0.05},
		Variant: bao.MustLookup("kujifunza"), A: "greedy", B: "random",
		Openings: 2, MaxGames: 40, Seed: 1, Workers: 2, Batch: 2, Shards: 2,
	}
	tally, err := sprt.NewTally(c)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i := range c.Shards {
		s := c
		s.Shard = i
		var lines bytes.Buffer // the shard's -o file
		if _, err := sprt.RunShard(context.Background(), s, func(r *arena.Record) error {
			return r.WriteJSON(&lines)
		}); err != nil {
			fmt.Println(err)
			return
		}
		if _, err := tally.Read(&lines); err != nil {
			fmt.Println(err)
			return
		}
	}
	res := tally.Result()
	fmt.Println(res.Verdict, res.Games, "games,", res.Batches, "batches")
	c.Shards = 0
	one, err := sprt.Run(context.Background(), c, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(one.Verdict, one.Games, "games in one job")
	// Output:
	// H1 20 games, 5 batches
	// H1 20 games in one job
}
