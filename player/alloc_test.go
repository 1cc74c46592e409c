package player

import (
	"context"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// TestAlphaBetaAllocatesNothing checks that an alpha-beta search allocates
// nothing once its player has searched the position before (its table and
// buffers grown), in every variant and by every path to the variant's
// children (EachChild's child on the stack, EachChildInto's in place).
func TestAlphaBetaAllocatesNothing(t *testing.T) {
	testvec.SkipAllocsUnderRace(t)
	ctx := context.Background()
	for _, name := range bao.Names() {
		v, ps := openingPositions(name, 8)
		for _, depth := range []int{1, 4} {
			p := NewAlphaBeta(AlphaBetaConfig{Depth: depth}, 1)
			for _, s := range ps {
				if _, err := p.Choose(ctx, v, s); err != nil {
					t.Fatal(err)
				}
				if n := testing.AllocsPerRun(5, func() { _, _ = p.Choose(ctx, v, s) }); n != 0 {
					t.Errorf("%s, depth %d: Choose allocates %v times on %s", name, depth, n, bao.FormatState(v, s))
				}
			}
		}
	}
}
