package solve_test

import (
	"context"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/solve"
	"pgregory.net/rapid"
)

// TestProofNumbers: df-pn answers "can p win within d plies" as the
// depth-first search does, on positions of random games of every variant
// (rapid draws the game, the ply, the bound and the player); and a solve
// with Options.ProofNumbers gives the results of one without.
func TestProofNumbers(t *testing.T) {
	vs := variants(t)
	rapid.Check(t, func(t *rapid.T) {
		v := vs[rapid.IntRange(0, len(vs)-1).Draw(t, "variant")]
		seed := rapid.Uint64().Draw(t, "seed")
		states := endgames(v, 1, seed)
		s := states[rapid.IntRange(0, len(states)-1).Draw(t, "position")]
		d := rapid.IntRange(1, 9).Draw(t, "plies")
		p := bao.Player(rapid.IntRange(0, 1).Draw(t, "player"))
		id := solve.WinWithin(v, s, d, p, false)
		pn := solve.WinWithin(v, s, d, p, true)
		if id != pn {
			t.Fatalf("%s %s: %s wins within %d: depth-first %v, df-pn %v", v.Name(), bao.FormatState(v, s), p, d, id, pn)
		}
	})
	for vi, v := range vs {
		for _, s := range endgames(v, 4, uint64(300+vi)) {
			o := solve.Options{Workers: 1, Memory: 1 << 20, MaxPlies: 8}
			a := solve.Solve(context.Background(), v, s, o)
			o.ProofNumbers = true
			b := solve.Solve(context.Background(), v, s, o)
			if d := sameResult(a, b); d != "" {
				t.Errorf("%s %s: without and with df-pn: %s", v.Name(), bao.FormatState(v, s), d)
			}
		}
	}
}
