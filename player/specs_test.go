package player_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bao-games/bao/player"
)

func TestSplitSpecs(t *testing.T) {
	got := player.SplitSpecs(`random, alphabeta(depth=4,nodes=0),mcts(iterations=10),engine(cmd=e,args="-x (a,\"b)"),greedy`)
	want := []string{"random", "alphabeta(depth=4,nodes=0)", "mcts(iterations=10)", `engine(cmd=e,args="-x (a,\"b)")`, "greedy"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("%q, want %q", got, want)
	}
}

func TestSplitPair(t *testing.T) {
	for in, want := range map[string][2]string{
		"random":        {"random", "random"},
		"random,greedy": {"random", "greedy"},
		" alphabeta(depth=6,nodes=5) , mcts(iterations=2,c=1) ": {"alphabeta(depth=6,nodes=5)", "mcts(iterations=2,c=1)"},
	} {
		got, ok := player.SplitPair(in)
		if !ok || got != want {
			t.Errorf("SplitPair(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "a,", ",b", "a,b,c"} {
		if got, ok := player.SplitPair(in); ok {
			t.Errorf("SplitPair(%q) = %q, true; want false", in, got)
		}
	}
}

func ExampleSplitSpecs() {
	for _, spec := range player.SplitSpecs("random, alphabeta(depth=4,nodes=0)") {
		fmt.Println(spec)
	}
	// Output:
	// random
	// alphabeta(depth=4,nodes=0)
}
