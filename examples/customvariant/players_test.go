package main

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

// TestPlayersOnCustomVariant: every built-in player, with its default
// evaluation (material: the variant offers no bao.Heuristic) and with the
// searching players' analyses, returns a legal move on random positions of
// a variant written outside the module.
func TestPlayersOnCustomVariant(t *testing.T) {
	specs := []string{"random", "greedy", "alphabeta(depth=4)", "alphabeta(time=20ms,depth=6)", "mcts(iterations=300)", "mcts(iterations=100,leaf=eval)"}
	for _, name := range []string{"minikalah", "minikalah(seeds=4)"} {
		v := bao.MustLookup(name)
		rng := rand.New(rand.NewPCG(1, 2))
		for i := range 60 {
			s := v.Start()
			for range rng.IntN(30) {
				c, ok := bao.Sample(v, s, rng)
				if !ok || v.Outcome(c.State).Over() {
					break
				}
				s = c.State
			}
			for _, spec := range specs {
				p, err := player.New(spec, uint64(i))
				if err != nil {
					t.Fatal(err)
				}
				m, err := p.Choose(context.Background(), v, s)
				if err != nil || !bao.IsLegal(v, s, m) {
					t.Fatalf("%s in %s %s: %v, %v; want a legal move", spec, name, bao.FormatState(v, s), m, err)
				}
				if a, ok := p.(player.Analyser); ok {
					an, err := a.Analyse(context.Background(), v, s)
					if err != nil || !bao.IsLegal(v, s, an.Move) || len(an.PV) == 0 || an.PV[0] != an.Move {
						t.Fatalf("%s: Analyse in %s: %+v, %v", spec, bao.FormatState(v, s), an, err)
					}
				}
			}
		}
	}
}
