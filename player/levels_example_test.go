package player_test

import (
	"context"
	"fmt"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

// The strength levels, weakest first, with the spec each plays.
func ExampleLevels() {
	for _, l := range player.Levels() {
		fmt.Printf("%-9s %s\n", l.Name, l.Spec)
	}
	// Output:
	// beginner  greedy
	// easy      alphabeta(depth=2,nodes=200000)
	// medium    alphabeta(depth=4,nodes=200000)
	// hard      alphabeta(depth=6,nodes=200000)
	// expert    alphabeta(depth=10,nodes=100000)
	// strongest best(time=1s)
}

// A computer opponent of a chosen level, with its time limit as a safety
// net.
func ExampleLookupLevel() {
	l, err := player.LookupLevel("Medium")
	if err != nil {
		panic(err)
	}
	p, err := player.New(l.Spec, 1)
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), l.Limit)
	defer cancel()
	v := bao.MustLookup("kujifunza")
	m, err := p.Choose(ctx, v, v.Start())
	if err != nil {
		panic(err)
	}
	fmt.Println(l.Name, "plays", bao.MoveText(v, v.Start(), m))
	// Output: medium plays A3>
}
