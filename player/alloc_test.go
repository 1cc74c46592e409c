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

// TestBestSearchAllocatesNothing checks the same of best's searches in the
// four-row games (the fitted evaluations, late-move reductions from the
// second move), in namua and in mtaji.
func TestBestSearchAllocatesNothing(t *testing.T) {
	testvec.SkipAllocsUnderRace(t)
	ctx := context.Background()
	for _, name := range []string{"kiswahili", "kete"} {
		v := bao.MustLookup(name)
		var ps []bao.State
		for seed := range uint64(6) {
			ps = append(ps, livePosition(v, seed, 10+20*int(seed))) // namua to deep mtaji
		}
		for _, eval := range []string{"fitted", "fitted2"} {
			p := NewAlphaBeta(AlphaBetaConfig{Depth: 5, EvalName: eval, Reduce: true, ReduceFrom: 2}, 1)
			for _, s := range ps {
				if _, err := p.Choose(ctx, v, s); err != nil {
					t.Fatal(err)
				}
				if n := testing.AllocsPerRun(5, func() { _, _ = p.Choose(ctx, v, s) }); n != 0 {
					t.Errorf("%s, eval=%s: Choose allocates %v times on %s", name, eval, n, bao.FormatState(v, s))
				}
			}
		}
	}
}
