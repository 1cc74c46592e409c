package player

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/solve"
	"pgregory.net/rapid"
)

// checkProvenPV checks a proven win or loss a of the exact player in s
// against package solve (sv, not the player's solver): the PV replays
// legally, has WinIn or LossIn plies, ends the game won by the side that
// wins, and every position along it has the proven value, the plies left
// to the end one fewer each ply. It returns false, having said why, when
// a check fails.
func checkProvenPV(t errorer, v bao.Variant, sv *solve.Solver, s bao.State, a Analysis) bool {
	t.Helper()
	text := v.Name() + " " + bao.FormatState(v, s)
	d := a.WinIn + a.LossIn
	winner := s.Side
	if a.LossIn > 0 {
		winner = s.Side.Other()
	}
	if len(a.PV) != d || a.PV[0] != a.Move {
		t.Errorf("%s: PV %v (%d plies) for win_in %d loss_in %d, move %v", text, a.PV, len(a.PV), a.WinIn, a.LossIn, a.Move)
		return false
	}
	if (a.ProofNodes > 0) != (d > 1) {
		t.Errorf("%s: %d proof nodes for a PV of %d plies", text, a.ProofNodes, d)
		return false
	}
	if len(a.Moves) == 0 || a.Moves[0].Move != a.Move {
		t.Errorf("%s: moves %+v do not begin with the move chosen %v", text, a.Moves, a.Move)
		return false
	}
	for _, ma := range a.Moves {
		if ma.WinIn != a.WinIn || ma.LossIn != a.LossIn || !ma.Scored {
			t.Errorf("%s: root move %+v does not keep the value win_in %d loss_in %d", text, ma, a.WinIn, a.LossIn)
			return false
		}
	}
	u := s
	for k, m := range a.PV {
		r := sv.Solve(context.Background(), u)
		if r.Value != solve.Win && r.Value != solve.Loss || r.Winner != winner || r.Plies != d-k {
			t.Errorf("%s: after %v (%d plies) solve gives %v for %v in %d, want %v in %d", text, a.PV[:k], k, r.Value, r.Winner, r.Plies, winner, d-k)
			return false
		}
		var err error
		if u, err = v.Apply(u, m); err != nil {
			t.Errorf("%s: PV %v, ply %d: %v", text, a.PV, k, err)
			return false
		}
		if o := v.Outcome(u); o.Over() != (k == d-1) {
			t.Errorf("%s: PV %v: the game is over after %d plies: %v", text, a.PV, k+1, o.Over())
			return false
		}
	}
	if o := v.Outcome(u); o.Result != bao.Won || o.Winner != winner {
		t.Errorf("%s: PV %v ends in %+v, want a win of %v", text, a.PV, o, winner)
		return false
	}
	return true
}

// TestExactPV: a proven result of the exact player's Analyse has a PV that
// runs to the end of the game along best play (settleProof), checked with
// package solve on random positions of random kingulu and kujifunza games.
func TestExactPV(t *testing.T) {
	proven, long := map[string]int{}, map[string]int{} // long: PVs of 5 plies or more
	refs := map[string]*solve.Solver{}
	rapid.Check(t, func(rt *rapid.T) {
		name := rapid.SampledFrom([]string{"kingulu", "kujifunza"}).Draw(rt, "variant")
		v := bao.MustLookup(name)
		seed := rapid.Uint64().Draw(rt, "seed")
		rng := rand.New(rand.NewPCG(seed, 7))
		s := v.Start()
		for n := rapid.IntRange(6, 80).Draw(rt, "plies"); n > 0; n-- {
			c, ok := bao.Sample(v, s, rng)
			if !ok || v.Outcome(c.State).Over() {
				break
			}
			s = c.State
		}
		p, err := NewExact(ExactConfig{Nodes: 300_000, Memory: 16 << 20}, seed)
		if err != nil {
			rt.Fatal(err)
		}
		a, err := p.Analyse(context.Background(), v, s)
		switch {
		case err != nil:
			rt.Fatal(err)
		case a.Fallback != "":
			return // not solved within the budget
		case a.Draw:
			if len(a.PV) != 1 || a.PV[0] != a.Move {
				rt.Fatalf("%s %s: a draw's PV %v, want the move %v", name, bao.FormatState(v, s), a.PV, a.Move)
			}
			return
		}
		if refs[name] == nil {
			refs[name] = refSolver(v, 8<<20)
		}
		if !checkProvenPV(rt, v, refs[name], s, a) {
			rt.FailNow()
		}
		proven[name]++
		if len(a.PV) >= 5 {
			long[name]++
		}
	})
	t.Logf("proven results checked: %v, with a PV of 5 plies or more: %v", proven, long)
	for _, name := range []string{"kingulu", "kujifunza"} {
		if proven[name] < 10 || long[name] < 3 {
			t.Errorf("%s: only %d proven results checked, %d with a PV of 5 plies or more", name, proven[name], long[name])
		}
	}
}

// TestExactPVBest: through best, which resolves to the exact player in
// kingulu and kujifunza, the PV runs to the end of the game, in a game of
// each, 4 and 6 plies in (their starts take 1.75 and 3.8 million nodes to
// solve, too many for best's half of 20 s under the race detector: the
// kingulu start's PV was the move alone, and is 29 plies long now).
func TestExactPVBest(t *testing.T) {
	for _, name := range []string{"kingulu", "kujifunza"} {
		v := bao.MustLookup(name)
		s := livePosition(v, 2, 4) // kingulu: a win in 25, 155,000 nodes
		if name == "kujifunza" {
			s = livePosition(v, 2, 6) // a win in 17
		}
		p, err := New("best(time=20s)", 1)
		if err != nil {
			t.Fatal(err)
		}
		a, err := p.(Analyser).Analyse(context.Background(), v, s)
		if err != nil {
			t.Fatal(err)
		}
		if a.Fallback != "" || a.WinIn+a.LossIn == 0 {
			t.Fatalf("%s: the position is not proven won or lost: %+v", name, a)
		}
		t.Logf("%s: win_in %d loss_in %d, %d proof nodes, PV %v", name, a.WinIn, a.LossIn, a.ProofNodes, a.PV)
		checkProvenPV(t, v, refSolver(v, 16<<20), s, a)
	}
}

// errorer is what checkProvenPV needs of a *testing.T or *rapid.T.
type errorer interface {
	Helper()
	Errorf(format string, args ...any)
}
