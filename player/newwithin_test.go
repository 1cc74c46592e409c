package player_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	_ "github.com/bao-games/bao/engine" // registers engine(cmd=...)
	"github.com/bao-games/bao/player"
)

// TestNewWithin checks what NewWithin accepts and refuses: players within
// the limits, those beyond them (Refusal with Within's words), outside
// engines by the list of allowed specs, and specs that do not read (New's
// error, not a Refusal).
func TestNewWithin(t *testing.T) {
	l := player.Limits{Depth: 12, Nodes: 2_000_000, Iterations: 20_000, Time: 5 * time.Second}
	allowed := []string{"engine(cmd=/bin/sh)"}
	tests := []struct {
		spec   string
		engine bool   // refused as an outside engine
		want   string // the Refusal's text; "" accepted
	}{
		{"alphabeta(depth=4)", false, ""},
		{"alphabeta(depth=13)", false, "player alphabeta(depth=13,nodes=200000): depth 13 is more than the 12 allowed"},
		{"mcts(iterations=20001)", false, "player mcts(iterations=20001): iterations 20001 is more than the 20000 allowed"},
		{"engine(cmd=/bin/sh)", false, ""},
		{"engine(cmd=/bin/sh,movetime=1s)", true, "player engine(cmd=/bin/sh,movetime=1s): outside engines are not allowed"},
	}
	for _, tc := range tests {
		p, err := player.NewWithin(tc.spec, 1, l, allowed)
		var no *player.Refusal
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.spec, err)
		case tc.want == "":
			if p == nil {
				t.Errorf("%s: no player", tc.spec)
			}
		case !errors.As(err, &no) || err.Error() != tc.want || no.Engine != tc.engine || p != nil:
			t.Errorf("%s: %v (%#v), want %q", tc.spec, err, err, tc.want)
		}
	}
	_, err := player.NewWithin("alphabeta(depth=", 1, l, nil)
	var no *player.Refusal
	if err == nil || errors.As(err, &no) {
		t.Errorf("a spec that does not read: %v", err)
	}
}

// A server's limits: a spec within them gives the player, one beyond them
// a Refusal that says which parameter exceeds which limit.
func ExampleNewWithin() {
	l := player.Limits{Depth: 12, Nodes: 2_000_000}
	for _, spec := range []string{"alphabeta(depth=4)", "alphabeta(depth=20)"} {
		p, err := player.NewWithin(spec, 1, l, nil)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(p.Name(), "accepted")
	}
	// Output:
	// alphabeta(depth=4,nodes=200000) accepted
	// player alphabeta(depth=20,nodes=200000): depth 20 is more than the 12 allowed
}
