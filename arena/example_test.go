package arena_test

import (
	"context"
	"fmt"
	"os"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	_ "github.com/bao-games/bao/kete"
	_ "github.com/bao-games/bao/kiswahili"
)

// A seeded run of a few random games; the summary, timing aside, is the
// same on every machine and with any number of workers.
func ExampleRun() {
	sum, err := arena.Run(context.Background(), arena.Config{
		Variant: bao.MustLookup("kiswahili"),
		A:       "random",
		B:       "greedy",
		Games:   8,
		Seed:    1,
		Workers: 2,
	}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Print(sum.Text(false))
	// Output:
	// variant       kiswahili
	// players       A = random, B = greedy
	// games         8 (ply cap 5000)
	// plies         mean 39.75, s.d. 12.17, s.e. 4.30 (min 22, max 59)
	// legal moves   3.65 per position
	// South wins         6   75.00% ± 15.31%
	// North wins         2   25.00% ± 15.31%
	// A wins             2   25.00% ± 15.31%
	// B wins             6   75.00% ± 15.31%
	// draws              0    0.00% ± 0.00%
	// game pairs         4  A scored 0: 2, 1/2: 0, 1: 2, 3/2: 0, 2: 0 (games 2i and 2i+1, seats changed)
	// decided            2   50.00% ± 25.00%  (pairs whose two games the same side won)
	// ended         front row empty 8
}

// Records are written one JSON object per line, as `bao selfplay -o` does.
func ExampleRecord_WriteJSON() {
	_, err := arena.Run(context.Background(), arena.Config{
		Variant: bao.MustLookup("kiswahili"),
		A:       "greedy",
		B:       "greedy",
		Games:   1,
		Seed:    1,
	}, func(r *arena.Record) error {
		r.Moves = r.Moves[:4] // keep the example short
		return r.WriteJSON(os.Stdout)
	})
	if err != nil {
		panic(err)
	}
	// Output:
	// {"game":0,"variant":"kiswahili","seed":"10451216379200822465","south":"greedy","north":"greedy","moves":["A6<*","a6<","A4>","a6<"],"plies":23,"winner":"S","reason":"front row empty","final":"0,1,1,0,0,0,0,0/0,0,0,0,0,0,0,0/1,6,1,3,0,2,5,0/4,3,4,0,1,0,3,4 N 14,11 - -"}
}

// Match mode: Bao la Kete is played as best of three.
func ExampleConfig_match() {
	sum, err := arena.Run(context.Background(), arena.Config{
		Variant: bao.MustLookup("kete"),
		A:       "greedy",
		B:       "random",
		Games:   6,
		Seed:    1,
		Options: arena.Options{Match: true},
	}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d matches of best of %d, %d games: A won %d, B won %d\n",
		sum.Matches, sum.MatchGames, sum.Games, sum.MatchWins[0], sum.MatchWins[1])
	// Output: 6 matches of best of 3, 12 games: A won 6, B won 0
}

// Draw ten kingulu openings of 12 random plies in which neither side can
// force a win within 6 plies: the candidates are those of the seed, in
// order, and whether one passes depends on it alone.
func ExampleDrawOpenings() {
	v := bao.MustLookup("kingulu")
	d, err := arena.DrawOpenings(context.Background(), v, 7, 12, arena.Balance{Plies: 6}, 10, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d.Pairs)
	fmt.Printf("%d drawn, %d rejected\n", d.Drawn, d.Rejected)
	// Output:
	// [0 2 3 4 5 7 8 9 10 11]
	// 12 drawn, 2 rejected
}

// Whether a position is balanced: in this kingulu position South forces a
// win in 12 plies, so it is balanced within 8 plies, not within 12.
func ExampleBalance_Holds() {
	v := bao.MustLookup("kingulu")
	s, err := bao.ParseState(v, "1,2,5S,0,1,5S/5N,1,4,0,3,3 S 10,8")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, plies := range []int{8, 12} {
		ok, r, err := arena.Balance{Plies: plies}.Holds(context.Background(), v, s)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(plies, ok, r.Proven())
	}
	// Output:
	// 8 true no win for S within 8 plies, no win for N within 8 plies
	// 12 false South wins in 12 plies
}

// The game pairs of a run: games 2i and 2i+1 share their opening, with
// the players in changed seats.
func ExampleGamePairs() {
	var pairs arena.GamePairs
	_, err := arena.Run(context.Background(), arena.Config{
		Variant: bao.MustLookup("kiswahili"), A: "greedy", B: "random",
		Games: 20, Openings: 4, Seed: 1,
	}, func(r *arena.Record) error {
		pairs.Add(r)
		return nil
	})
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d pairs: greedy scored 0, 1/2, 1, 3/2, 2 in %v; %d decided by the colour\n",
		pairs.Pairs(), pairs.Pentanomial, pairs.Decided)
	// Output: 10 pairs: greedy scored 0, 1/2, 1, 3/2, 2 in [0 0 4 0 6]; 4 decided by the colour
}
