package player_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kingulu"
	_ "github.com/bao-games/bao/kujifunza"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/solve"
)

// "mcts(time=D)" alone searches for D: no iteration cap, as alpha-beta's
// time budget lifts its depth and node caps.
func TestMCTSTimeAlone(t *testing.T) {
	for spec, iters := range map[string]int{"mcts(time=50ms)": 0, "mcts(time=50ms,iterations=300)": 300, "mcts": 2000} {
		p, err := player.New(spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.(*player.MCTS).Config().Iterations; got != iters {
			t.Errorf("%s: %d iterations, want %d", spec, got, iters)
		}
	}
}

// endPositions returns positions of v a few plies before the end of
// random games, where the searches prove results.
func endPositions(v bao.Variant, n int, seed uint64) []bao.State {
	rng := rand.New(rand.NewPCG(seed, 2))
	var out []bao.State
	for len(out) < n {
		var line []bao.State
		s := v.Start()
		for len(line) < 400 && !v.Outcome(s).Over() {
			line = append(line, s)
			c, ok := bao.Sample(v, s, rng)
			if !ok {
				break
			}
			s = c.State
		}
		if k := 2 + rng.IntN(9); k <= len(line) {
			out = append(out, line[len(line)-k])
		}
	}
	return out
}

// exact returns the value of s by package solve: ok when proven won or
// lost, with the winner and the plies of best play.
func exact(v bao.Variant, s bao.State) (solve.Result, bool) {
	r := solve.Solve(context.Background(), v, s, solve.Options{Workers: 1, Memory: 1 << 20, MaxNodes: 4 << 20})
	return r, (r.Value == solve.Win || r.Value == solve.Loss) && r.Err == nil
}

// A proven result of Analyse carries the exact distance of the move it
// chose (alpha-beta's: the position's value) and a PV of that many plies
// that ends the game with the right winner; a bound is only a bound.
// Checked against package solve on kingulu and kujifunza positions, and
// on the position where MCTS-Solver used to report a win in 17 (solve:
// 12).
func TestProvenDistanceAndPV(t *testing.T) {
	ctx := context.Background()
	for _, name := range []string{"kingulu", "kujifunza"} {
		v := bao.MustLookup(name)
		pos := endPositions(v, 30, 4)
		if name == "kingulu" {
			s, err := bao.ParseState(v, "1,2,5S,0,1,5S/5N,1,4,0,3,3 S 10,8")
			if err != nil {
				t.Fatal(err)
			}
			pos = append(pos, s)
		}
		proven := 0
		for _, spec := range []string{"alphabeta(depth=8)", "alphabeta(depth=12)", "mcts(iterations=500)"} {
			for _, s := range pos {
				p, _ := player.New(spec, 1)
				t0 := time.Now()
				a, err := p.(player.Analyser).Analyse(ctx, v, s)
				if el := time.Since(t0); el > 200*time.Millisecond {
					t.Logf("%s %s: Analyse took %v: %+v", name, spec, el, a)
				}
				if err != nil {
					t.Fatal(err)
				}
				text := name + " " + spec + " " + bao.FormatState(v, s)
				if a.WinWithin+a.LossWithin+a.WinIn+a.LossIn == 0 {
					continue
				}
				t1 := time.Now()
				r, ok := exact(v, s)
				if el := time.Since(t1); el > 200*time.Millisecond {
					t.Logf("exact took %v", el)
				}
				if a.WinWithin > 0 || a.LossWithin > 0 {
					if ok && (a.WinWithin > 0 && (r.Value != solve.Win || r.Plies > a.WinWithin) || a.LossWithin > 0 && r.Value != solve.Loss) {
						t.Errorf("%s: within %d/%d, solve %v in %d", text, a.WinWithin, a.LossWithin, r.Value, r.Plies)
					}
					continue
				}
				d := a.WinIn + a.LossIn
				if d == 0 {
					continue
				}
				proven++
				if !ok {
					t.Errorf("%s: proven in %d, solve does not prove it", text, d)
					continue
				}
				// The exact distance of the move chosen.
				after, _ := v.Apply(s, a.Move)
				want := 1
				if !v.Outcome(after).Over() {
					rc, ok := exact(v, after)
					if !ok {
						t.Errorf("%s: solve does not prove the move", text)
						continue
					}
					want = rc.Plies + 1
				}
				if d != want || (a.WinIn > 0) != (r.Value == solve.Win) {
					t.Errorf("%s: win_in %d loss_in %d, the move %v gives %d (position: %v in %d)", text, a.WinIn, a.LossIn, a.Move, want, r.Value, r.Plies)
				}
				if spec[0] == 'a' && d != r.Plies {
					t.Errorf("%s: alpha-beta proves %d, solve %d", text, d, r.Plies)
				}
				u := s
				for _, m := range a.PV {
					if u, err = v.Apply(u, m); err != nil {
						t.Fatalf("%s: PV %v: %v", text, a.PV, err)
					}
				}
				o := v.Outcome(u)
				if len(a.PV) != d || !o.Over() || o.Result != bao.Won || (o.Winner == s.Side) != (a.WinIn > 0) {
					t.Errorf("%s: PV %v (%d plies) for a result in %d: outcome %+v", text, a.PV, len(a.PV), d, o)
				}
			}
		}
		t.Logf("%s: %d proven results checked", name, proven)
		if proven < 20 {
			t.Errorf("%s: only %d proven results checked", name, proven)
		}
	}
}
