// Command playout plays random games by bao.Playout and prints the CPU
// seconds they took, for docs/bench/selfplay.sh: games k = 0..N-1 of
// seed S, each with its own generator seeded as bao selfplay seeds its
// games (arena.GameSeed), so that a run of it and one of bao selfplay play
// games of the same kind in the same number.
//
//	go run ./docs/bench/playout -variant kiswahili -games 200000 -seed 1
package main

import (
	"flag"
	"fmt"
	"github.com/bao-games/bao/internal/cputime"
	"math/rand/v2"
	"os"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/arena"
)

func main() {
	variant := flag.String("variant", "kiswahili", "the variant")
	games := flag.Int("games", 200000, "the number of games")
	seed := flag.Uint64("seed", 1, "the seed of the run")
	flag.Parse()
	v, err := bao.Lookup(*variant)
	if err != nil {
		fmt.Fprintln(os.Stderr, "playout:", err)
		os.Exit(2)
	}
	c0 := cputime.Process()
	for k := range *games {
		rng := rand.New(rand.NewPCG(arena.GameSeed(*seed, k), 1))
		bao.Playout(v, v.Start(), rng, arena.DefaultMaxPlies)
	}
	fmt.Printf("%.3f\n", (cputime.Process() - c0).Seconds())
}
