package player

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/cputime"
)

// One story per analysis (issue 36): the headline score is the chosen
// move's, the root moves come best first, each with the depth it was
// scored at, and the solver's work is counted and within the time budget.
func TestAnalysisOneStory(t *testing.T) {
	for _, c := range []struct {
		variant, spec string
	}{
		{"kete", "alphabeta(time=150ms)"},
		{"kete", "alphabeta(time=20ms)"},
		{"kiswahili", "alphabeta(time=40ms)"},
		{"kingulu", "alphabeta(depth=5)"},
		{"kete", "alphabeta(depth=3)"},
		{"kingulu", "alphabeta(time=50ms)"},
	} {
		v := bao.MustLookup(c.variant)
		p, err := New(c.spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		s := v.Start()
		for ply := 0; ply < 6 && !v.Outcome(s).Over(); ply++ {
			// The budget is checked in CPU time, which the other processes of
			// a loaded machine do not stretch (wall time where there is none).
			start, cpu := time.Now(), cputime.Process()
			a, err := Analyse(context.Background(), p, v, s)
			took := time.Since(start)
			if c := cputime.Process() - cpu; c > 0 && c < took {
				took = c
			}
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for i, m := range a.Moves {
				if !m.Scored || m.Depth < 1 {
					t.Errorf("%s %s ply %d: move %v not scored with a depth: %+v", c.variant, c.spec, ply, m.Move, m)
				}
				if i > 0 && a.Moves[i-1].Score < m.Score {
					t.Errorf("%s %s ply %d: moves not best first: %+v", c.variant, c.spec, ply, a.Moves)
				}
				if m.Move == a.Move {
					found = true
					if float64(m.Score) != a.Score {
						t.Errorf("%s %s ply %d: score %v, the chosen move's %d", c.variant, c.spec, ply, a.Score, m.Score)
					}
				}
			}
			if len(a.Moves) > 1 && !found {
				t.Errorf("%s %s ply %d: the chosen move is not among the moves", c.variant, c.spec, ply)
			}
			if ab := p.(*AlphaBeta); ab.cfg.Time > 0 && took > ab.cfg.Time+100*time.Millisecond {
				t.Errorf("%s %s ply %d: the analysis took %v (proof nodes %d)", c.variant, c.spec, ply, took, a.ProofNodes)
			}
			s, _ = v.Apply(s, a.Move)
		}
	}
}

// A proven result settled by package solve counts the solver's work.
func TestAnalysisProofNodes(t *testing.T) {
	v := bao.MustLookup("kingulu")
	s, err := bao.ParseState(v, "1,0,1,5S,0,0/0,0,1,1,1,0 N 18,20")
	if err != nil {
		t.Fatal(err)
	}
	p, _ := New("mcts(iterations=3000)", 1)
	a, err := Analyse(context.Background(), p, v, s)
	if err != nil {
		t.Fatal(err)
	}
	if a.LossIn != 4 || a.ProofNodes <= 0 || len(a.PV) != 4 {
		t.Errorf("loss in %d, proof nodes %d, pv %v", a.LossIn, a.ProofNodes, a.PV)
	}
	r := NewReport(v, s, a)
	if r.ProofNodes != a.ProofNodes {
		t.Errorf("report: proof_nodes %d", r.ProofNodes)
	}
}

// Played gives the move a player plays with the description of that very
// search: what bao engine reports of each move.
func ExamplePlayed() {
	v := bao.MustLookup("kingulu")
	p, _ := New("alphabeta(depth=4)", 1)
	a, _ := Played(context.Background(), p, v, v.Start())
	fmt.Println(a.Move, a.Depth, len(a.PV) > 1, a.Moves[0].Move == a.Move)
	// Output: A3 4 true true
}
