package arena_test

import (
	"fmt"
	"io"

	"github.com/bao-games/bao/arena"
)

// A GameReader reads game records and self-play JSON lines alike, and
// replays each game with every move checked.
func ExampleGameReader() {
	for _, text := range []string{
		"[Variant \"kiswahili\"]\n[South \"ann\"]\n[North \"bob\"]\n[Result \"*\"]\n\n1. A6> *\n",
		`{"variant":"kiswahili","seed":"7","south":"random","north":"greedy","moves":["A6>","A1<"],"winner":"","reason":""}` + "\n",
	} {
		rd := arena.NewGameReader(text)
		for {
			rg, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				panic(err)
			}
			g, err := rg.Replay()
			fmt.Printf("JSON %v, %s vs %s: %d plies, error: %v\n", rd.JSON(), rg.Tags["South"], rg.Tags["North"], g.Ply(), err)
		}
	}
	// Output:
	// JSON false, ann vs bob: 1 plies, error: <nil>
	// JSON true, random vs greedy: 1 plies, error: move 2 (A1<): illegal move A1<: A1 is not a pit of North, the player to move (rule S1)
}
