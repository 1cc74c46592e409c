package main

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/engine"
	"github.com/bao-games/bao/player"
)

// infoPositions returns the start of v and the positions after plies
// random plies of a few games (the game not over), in position text.
func infoPositions(t *testing.T, v bao.Variant, plies ...int) []string {
	t.Helper()
	out := []string{bao.FormatState(v, v.Start())}
	for i, n := range plies {
		r, err := player.New("random", uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		s := v.Start()
		for ply := 0; ply < n && !v.Outcome(s).Over(); ply++ {
			m, err := r.Choose(context.Background(), v, s)
			if err != nil {
				t.Fatal(err)
			}
			t2, err := v.Apply(s, m)
			if err != nil || v.Outcome(t2).Over() {
				break
			}
			s = t2
		}
		out = append(out, bao.FormatState(v, s))
	}
	return out
}

// TestEngineInfoEqualsAnalyse: bao engine's info line before bestmove tells
// what bao analyse prints of the same player, seed, position and limits
// (issue 36, point 6): the same depth, score, winin/lossin, nodes and pv,
// and bestmove is analyse's move. A go without limits is analysed with
// the engine's spec; go depth D and go nodes N (alphabeta, and best where
// it resolves to alphabeta) with the spec's depth=D (64 without) and
// nodes=N (0 without) and no time; go nodes N (mcts) with iterations=N.
func TestEngineInfoEqualsAnalyse(t *testing.T) {
	long := 0 // the exact player's proven results, with PVs to the end
	for _, c := range []struct {
		variant, spec, goLine, analyse string
		plies                          []int
	}{
		{"kiswahili", "alphabeta(depth=4)", "go depth 4", "alphabeta(depth=4,nodes=0)", []int{6, 20}},
		{"kiswahili", "alphabeta(depth=3)", "go", "alphabeta(depth=3)", []int{9, 31}},
		{"kete", "alphabeta(depth=6)", "go depth 3", "alphabeta(depth=3,nodes=0)", []int{5, 17}},
		{"kete", "alphabeta(depth=8,nodes=3000)", "go", "alphabeta(depth=8,nodes=3000)", []int{4, 12}},
		{"kingulu", "alphabeta(depth=5,eval=material)", "go", "alphabeta(depth=5,eval=material)", []int{3, 15}},
		{"kiswahili", "alphabeta(depth=5)", "go nodes 2000", "alphabeta(depth=64,nodes=2000)", []int{10, 24}},
		{"kete", "alphabeta(depth=5)", "go depth 4 nodes 1500", "alphabeta(depth=4,nodes=1500)", []int{7}},
		{"bawo", "alphabeta(depth=3)", "go", "alphabeta(depth=3)", []int{7}},
		{"kiswahili", "best", "go depth 3", "alphabeta(depth=3,nodes=0,eval=fitted,lmr=2)", []int{8}},
		{"kingulu", "mcts(iterations=300)", "go", "mcts(iterations=300)", []int{5, 13}},
		{"kujifunza", "mcts(iterations=500)", "go nodes 200", "mcts(iterations=200)", []int{6}},
		{"kingulu", "solve(time=20s)", "go", "solve(time=20s)", []int{14, 20}},
		{"kingulu", "best(time=20s)", "go", "best(time=20s)", []int{16}},
	} {
		v := bao.MustLookup(c.variant)
		for _, pos := range infoPositions(t, v, c.plies...) {
			in := "bao\nnewgame " + c.variant + "\nposition " + pos + "\n" + c.goLine + "\n"
			st, out, errs := runEngineHeld(t, in, "engine", "-variant", c.variant, "-player", c.spec, "-seed", "5")
			if st != 0 || errs != "" {
				t.Fatalf("%s %s: engine exit %d: %s", c.variant, c.spec, st, errs)
			}
			var info engine.Info
			var best string
			for _, l := range strings.Split(out, "\n") {
				switch {
				case strings.HasPrefix(l, "info string"):
					t.Errorf("%s %s %q: %s", c.variant, c.spec, pos, l)
				case strings.HasPrefix(l, "info "):
					var err error
					if info, err = engine.ParseInfo(l); err != nil {
						t.Fatal(err)
					}
				case strings.HasPrefix(l, "bestmove "):
					best = strings.TrimPrefix(l, "bestmove ")
				}
			}
			js := mustRun(t, "", "analyse", "-variant", c.variant, "-player", c.analyse, "-seed", "5", "-position", pos)
			var r player.Report
			if err := json.Unmarshal([]byte(js), &r); err != nil {
				t.Fatal(err)
			}
			var score float64
			if r.Score != nil {
				score = *r.Score
			}
			if info.Depth != r.Depth || info.HasScore != (r.Score != nil) || info.Score != score || info.WinIn != r.WinIn ||
				info.LossIn != r.LossIn || info.Nodes != r.Nodes || !slices.Equal(info.PV, r.PV) || best != r.Move {
				t.Errorf("%s %s %q %s:\nengine  %s\nbestmove %s\nanalyse %s", c.variant, c.spec, pos, c.goLine, info, best, js)
			}
			// The exact player's proven result has a PV to the end of
			// the game (settleProof), which the engine sends whole.
			if strings.HasPrefix(r.Player, "solve(") && r.Fallback == "" && r.WinIn+r.LossIn > 0 {
				if len(info.PV) != r.WinIn+r.LossIn {
					t.Errorf("%s %s %q: pv %v for winin %d lossin %d", c.variant, c.spec, pos, info.PV, r.WinIn, r.LossIn)
				}
				long++
			}
		}
	}
	if long < 4 {
		t.Errorf("only %d proven results of the exact player checked", long)
	}
}
