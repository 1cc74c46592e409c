package fourrow

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
)

// TestRecordAppends checks Record against a plain loop of Sample, Annotate
// and append: the same moves, notes and final state, buf's prefix kept, and
// a new array only when the moves do not fit in buf's capacity, for buffers
// with and without spare room and games that end before, at and after
// their capacity. (The capacity of a grown buffer is not compared: since
// Go 1.25, append's depends on where the compiler keeps the slice.)
func TestRecordAppends(t *testing.T) {
	rules := []*Rules{
		{Takasia: true},
		{Takasia: true, KuuNeverBelowSix: true, KuuFirst: true, HiziZetu: true},
		{MtajiOnly: true},
	}
	for _, e := range rules {
		for seed := range uint64(40) {
			for _, shape := range [][2]int{{0, 0}, {0, 1}, {3, 3}, {2, 10}, {5, 40}, {1, 200}} {
				for _, maxPlies := range []int{0, 1, 7, 30, 1000} {
					testRecordAppends(t, e, seed, shape[0], shape[1], maxPlies)
				}
			}
		}
	}
}

// testRecordAppends is TestRecordAppends for a buffer of length n and
// capacity c.
func testRecordAppends(t *testing.T, e *Rules, seed uint64, n, c, maxPlies int) {
	t.Helper()
	mk := func() *[2]*rand.Rand {
		return &[2]*rand.Rand{rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 2))}
	}
	mkBuf := func() []bao.Played {
		buf := make([]bao.Played, n, c)
		for i := range buf {
			buf[i] = bao.Played{Move: bao.Move{Pit: bao.Pit(i)}, Notes: bao.Takasa}
		}
		return buf
	}
	buf, ref := mkBuf(), mkBuf()
	buf0 := buf[:c]
	// The plain loop.
	sb, rb := e.Start(), mk()
	for range maxPlies {
		c, ok := e.Sample(sb, rb[sb.Side])
		if !ok {
			break
		}
		ref = append(ref, bao.Played{Move: c.Move, Side: sb.Side, Notes: e.Annotate(sb, c.Move, c.State)})
		sb = c.State
	}
	sa, got := e.Record(e.Start(), mk(), maxPlies, buf)
	switch {
	case sa != sb:
		t.Fatalf("seed %d len %d cap %d max %d: Record reaches %s, the plain loop %s", seed, n, c, maxPlies, geometry.Format(sa), geometry.Format(sb))
	case len(got) != len(ref):
		t.Fatalf("seed %d len %d cap %d max %d: Record gives %d moves, the plain loop %d", seed, n, c, maxPlies, len(got), len(ref))
	case c > 0 && (&got[:1][0] == &buf0[0]) != (len(got) <= c):
		t.Fatalf("seed %d len %d cap %d max %d: %d moves: Record makes a new array: %v", seed, n, c, maxPlies, len(got), &got[:1][0] != &buf0[0])
	}
	for i := range ref {
		if got[i] != ref[i] {
			t.Fatalf("seed %d len %d cap %d max %d: element %d is %+v, want %+v", seed, n, c, maxPlies, i, got[i], ref[i])
		}
	}
}
