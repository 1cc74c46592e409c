package review_test

import (
	"context"
	"fmt"
	"os"

	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/review"
)

// Reviewing a game of Bao Kingulu in which South threw away the win of the
// start with his first move.
func ExampleGame() {
	f, err := os.Open("testdata/kingulu-gave-away-win.txt")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	r, err := record.Read(f)
	if err != nil {
		panic(err)
	}
	g, err := r.Replay()
	if err != nil {
		panic(err)
	}
	plies, err := review.Game(context.Background(), g, review.Options{})
	if err != nil {
		panic(err)
	}
	for _, p := range plies[:3] {
		fmt.Printf("%d %s %s: best %s, %s before, %s after: %q\n", p.Ply, p.Side, p.Move, p.Best, p.ValueBefore, p.ValueAfter, p.Verdict)
	}
	// Output:
	// 1 S A4: best A3, win before, loss after: "gave away a win"
	// 2 N a5: best a5, win before, win after: ""
	// 3 S A6: best A6, loss before, loss after: ""
}
