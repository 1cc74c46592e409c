package player

import (
	"context"
	"testing"
)

// TestNodeBudget: a search with a node budget completes its first
// iteration whatever the budget, and stops a later one once the budget is
// spent, a frontier node's children at most beyond it.
func TestNodeBudget(t *testing.T) {
	for _, v := range allVariants(t) {
		for i, s := range testPositions(v, 4, 8) {
			first := NewAlphaBeta(AlphaBetaConfig{Depth: 1}, uint64(i))
			if _, err := first.Choose(context.Background(), v, s); err != nil {
				t.Fatal(err)
			}
			const budget = 400
			ab := NewAlphaBeta(AlphaBetaConfig{Depth: 30, Nodes: budget}, uint64(i))
			if _, err := ab.Choose(context.Background(), v, s); err != nil {
				t.Fatal(err)
			}
			l := ab.Last()
			if n := l.Nodes; n > max(first.Last().Nodes, budget)+256 {
				t.Errorf("%s: %d nodes searched with a budget of %d (depth 1: %d)", v.Name(), n, budget, first.Last().Nodes)
			}
			if l.Depth < 1 && first.Last().Depth >= 1 {
				t.Errorf("%s: depth %d completed, want at least 1", v.Name(), l.Depth)
			}
		}
	}
}
