package arena_test

import (
	"context"
	"fmt"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/rating"
)

// A small round robin, and the ratings of its players from package rating.
// Every pairing here is a clean sweep or nearly, so the intervals are wide
// and some of their ends are set by the prior.
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
		fmt.Printf("%-18s %6.1f [%6.1f, %6.1f]\n", name, r.Elo[i], r.Low[i], r.High[i])
	}
	// Output:
	// random vs greedy: +1 =0 -9
	// random vs alphabeta(depth=2): +0 =0 -10
	// greedy vs alphabeta(depth=2): +0 =0 -10
	// random                0.0 [   0.0,    0.0]
	// greedy              280.5 [ 105.2,  436.4]
	// alphabeta(depth=2)  716.9 [ 379.0,  835.5]
}
