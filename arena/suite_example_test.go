package arena_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
)

// An openings file of two openings, one by its moves and one a position,
// played by a run of four games: games 0 and 1 from the first, 2 and 3
// from the second, the players changing seats.
func ExampleReadSuite() {
	v := bao.MustLookup("kiswahili")
	file := "# two openings\nmoves A7> a6<\n" + bao.FormatState(v, v.Start()) + "\n"
	suite, err := arena.ReadSuite(v, strings.NewReader(file))
	if err != nil {
		fmt.Println(err)
		return
	}
	suite.WriteTo(os.Stdout)
	recs, _, err := arena.Play(context.Background(), arena.Config{Variant: v, A: "greedy", B: "random", Games: 4, Seed: 1, Options: arena.Options{Suite: suite}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range recs {
		fmt.Println(r.Game, r.South, r.Opening, r.Moves[:2])
	}
	_, err = arena.ReadSuite(v, strings.NewReader("moves A7>*\nmoves A7>* A6<\n"))
	fmt.Println(err)
	// Output:
	// moves A7>* a6<*
	// moves
	// 0 greedy 2 [A7>* a6<*]
	// 1 random 2 [A7>* a6<*]
	// 2 greedy 0 [A6<* a5<]
	// 3 random 0 [A7<* a5>]
	// line 2: move 2, "A6<": illegal move A6<: A6 is not a pit of North, the player to move (kiswahili.md rule S1)
}
