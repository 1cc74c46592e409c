package player

import (
	"context"
	"testing"
	"time"

	"github.com/bao-games/bao"
)

// TestLeafCopy compares leafCopy, the fast path for EachChild's children,
// with leaf on random positions (finished games among them) of every
// variant, with the variant's evaluation and with another.
func TestLeafCopy(t *testing.T) {
	for _, name := range bao.Names() {
		v := bao.MustLookup(name)
		for _, eval := range []string{DefaultEval, "material"} {
			a := NewAlphaBeta(AlphaBetaConfig{EvalName: eval}, 1)
			a.setup(context.Background(), v, time.Now())
			for seed := range uint64(60) {
				s := randomPosition(v, seed, int(seed*3))
				for _, ply := range []int{1, 7} {
					if got, want := a.leafCopy(&s, ply), a.leaf(&s, ply); got != want {
						t.Fatalf("%s, eval %s, %s: leafCopy %d, leaf %d", name, eval, bao.FormatState(v, s), got, want)
					}
				}
			}
		}
	}
}
