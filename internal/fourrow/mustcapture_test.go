package fourrow

import (
	"testing"

	"github.com/bao-games/bao"
)

// onBoard returns the seeds of player p in his pits.
func onBoard(s *bao.State, p bao.Player) int {
	n := 0
	for i := range 16 {
		n += int(s.Pits[base(p)+i])
	}
	return n
}

// TestMustCapture compares MustCapture with its plain meaning, on the
// example and random corpora of both rule sets: the side to move must
// capture exactly when his legal moves take seeds from his opponent's
// pits (and then every one of them does).
func TestMustCapture(t *testing.T) {
	for _, c := range corpora(t) {
		captures, quiet := 0, 0
		for _, cp := range c.positions {
			s := cp.s
			kids := c.e.Children(s, nil)
			if len(kids) == 0 {
				if c.e.MustCapture(&s) && c.e.Outcome(s).Over() {
					t.Errorf("%s: MustCapture in a finished game", cp.vec.Position)
				}
				continue
			}
			want := c.e.MustCapture(&s)
			for _, k := range kids {
				took := onBoard(&k.State, s.Side.Other()) < onBoard(&s, s.Side.Other())
				if took != want {
					t.Fatalf("%s: MustCapture %v, but %v takes seeds: %v", cp.vec.Position, want, k.Move, took)
				}
			}
			if want {
				captures++
			} else {
				quiet++
			}
		}
		if captures == 0 || quiet == 0 {
			t.Errorf("%s: %d capture positions, %d quiet ones: the corpus does not test both", c.file, captures, quiet)
		}
	}
}
