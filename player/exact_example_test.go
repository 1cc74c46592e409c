package player_test

import (
	"context"
	"fmt"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

// The exact player proves a kingulu position lost in 8 plies and plays a
// move that holds out as long; with a budget too small for the proof it plays its
// fallback's move and says so.
func ExampleExact() {
	v := bao.MustLookup("kingulu")
	s, _ := bao.ParseState(v, "0,5S,3,1,4,3/5N,1,0,5N,4,3 S 8,6")
	for _, spec := range []string{"solve(nodes=200000)", "solve(nodes=100,fallback=alphabeta(depth=4))"} {
		p, _ := player.New(spec, 1)
		a, _ := p.(player.Analyser).Analyse(context.Background(), v, s)
		fmt.Printf("%s: %v loss in %d, fallback %q\n", p.Name(), a.Move, a.LossIn, a.Fallback)
	}
	// Output:
	// solve(nodes=200000,fallback=alphabeta(depth=6,nodes=200000)): A6 loss in 8, fallback ""
	// solve(nodes=100,fallback=alphabeta(depth=4,nodes=200000)): A2 loss in 0, fallback "alphabeta(depth=4,nodes=200000)"
}

// BestSpec says what best(time=D) plays in each variant.
func ExampleBestSpec() {
	for _, name := range []string{"kingulu", "kujifunza", "kiswahili", "kete"} {
		fmt.Println(name, player.BestSpec(name, 200*time.Millisecond))
	}
	// Output:
	// kingulu solve(time=200ms)
	// kujifunza solve(time=200ms)
	// kiswahili alphabeta(time=200ms,eval=fitted,lmr=2)
	// kete alphabeta(time=200ms,eval=fitted2,lmr=2)
}
