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

// ProveWin's move wins within the plies it gives: the solver's exact
// value after the move is a win for the mover within within-1 plies.
func TestProveWin(t *testing.T) {
	proved := 0
	for vi, v := range variants(t) {
		for _, s := range endgames(v, 6, uint64(400+vi)) {
			sv := solve.New(v, solve.Options{Workers: 1, Memory: 1 << 20})
			m, within, ok := sv.ProveWin(context.Background(), s, 8)
			exact := solve.Solve(context.Background(), v, s, solve.Options{Workers: 1, Memory: 1 << 20, MaxPlies: 8})
			if !ok {
				if exact.Value == solve.Win {
					t.Errorf("%s %s: no proof, but %s", v.Name(), bao.FormatState(v, s), exact.Proven())
				}
				continue
			}
			proved++
			if exact.Value != solve.Win || within < exact.Plies || within > 8 {
				t.Errorf("%s %s: ProveWin %v within %d; solve %s", v.Name(), bao.FormatState(v, s), m, within, exact.Proven())
				continue
			}
			after, err := v.Apply(s, m)
			if err != nil {
				t.Fatal(err)
			}
			r := solve.Solve(context.Background(), v, after, solve.Options{Workers: 1, Memory: 1 << 20, MaxPlies: within - 1})
			if within > 1 && (r.Winner != s.Side || r.Value == solve.Unknown || r.Plies > within-1) {
				t.Errorf("%s %s: after %v: %s, want a win for %s within %d", v.Name(), bao.FormatState(v, s), m, r.Proven(), s.Side, within-1)
			}
		}
	}
	if proved < 10 {
		t.Errorf("only %d wins proved: the test checks too little", proved)
	}
}
