package player

import (
	"testing"
	"time"
)

// TestWithin checks every built-in player against a server's limits: the
// specs it refuses, and with which words.
func TestWithin(t *testing.T) {
	l := Limits{Depth: 12, Nodes: 2_000_000, TableSize: 1 << 20, Iterations: 20_000, PlayoutPlies: 1000, Time: 5 * time.Second, Memory: 256 << 20}
	tests := []struct {
		spec, want string // want "" means within the limits
	}{
		{"random", ""},
		{"greedy(eval=zero)", ""},
		{"alphabeta", ""},
		{"alphabeta(depth=12,nodes=2000000,tt=1048576)", ""},
		{"alphabeta(time=5s)", ""}, // time alone bounds the search: no depth or node cap
		{"alphabeta(time=5s,depth=30)", ""},
		{"alphabeta(depth=13)", "depth 13 is more than the 12 allowed"},
		{"alphabeta(nodes=0)", "nodes must be 1..2000000"},
		{"alphabeta(nodes=2000001)", "nodes must be 1..2000000"},
		{"alphabeta(tt=2097152)", "tt 2097152 is more than the 1048576 allowed"},
		{"alphabeta(time=6s)", "time 6s is more than the 5s allowed"},
		{"mcts", ""},
		{"mcts(iterations=0,time=1s)", ""},
		{"mcts(iterations=20001)", "iterations 20001 is more than the 20000 allowed"},
		{"mcts(plies=1001)", "plies 1001 is more than the 1000 allowed"},
		{"mcts(time=6s)", "time 6s is more than the 5s allowed"},
		{"mcts(mem=512MiB)", "mem 536870912 bytes is more than the 268435456 allowed"},
	}
	for _, tc := range tests {
		p, err := New(tc.spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if err := p.(Limited).Within(l); err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%s: Within = %q, want %q", tc.spec, got, tc.want)
		}
		if err := p.(Limited).Within(Limits{}); err != nil {
			t.Errorf("%s: Within(no limits) = %v, want nil", tc.spec, err)
		}
	}
	if err := NewMCTS(MCTSConfig{}, 1).Within(l); err != nil {
		t.Errorf("NewMCTS(zero config): %v", err)
	}
}
