package fourrow

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// TestEachChild checks that EachChild hands out the children of Children,
// in the same order, and plays none after the one at which yield returns
// false (every prefix), without allocating, on the example and random
// corpora of both rule sets.
func TestEachChild(t *testing.T) {
	for _, variant := range corpora(t) {
		var got []bao.Child
		limit := 0
		yield := func(c bao.Child) bool {
			got = append(got, c)
			return len(got) != limit
		}
		for i, cp := range variant.positions {
			vec, s := cp.vec, cp.s
			want := variant.e.Children(s, nil)
			for limit = 0; limit <= len(want); limit++ {
				got = got[:0]
				variant.e.EachChild(s, yield)
				n := len(want)
				if limit > 0 {
					n = limit
				}
				if len(got) != n {
					t.Fatalf("%s, stopping at child %d: EachChild gave %d children, want %d", vec.Position, limit, len(got), n)
				}
				for k := range got {
					if got[k] != want[k] {
						t.Fatalf("%s: child %d of EachChild is %v, Children's is %v", vec.Position, k, got[k].Move, want[k].Move)
					}
				}
			}
			if i%50 == 0 && !testvec.RaceEnabled {
				limit = 0
				got = make([]bao.Child, 0, 64)
				if n := testing.AllocsPerRun(20, func() { got = got[:0]; variant.e.EachChild(s, yield) }); n != 0 {
					t.Errorf("%s: EachChild allocates %v times", vec.Position, n)
				}
			}
		}
	}
}
