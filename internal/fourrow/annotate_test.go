package fourrow

import (
	"testing"

	"github.com/bao-games/bao"
)

// TestAnnotateTakasa checks that Annotate marks a takasa exactly when the
// candidates of the position are not captures, as candidates says, on the
// positions of the vector corpora, and that it never writes "#", which
// bao.Annotate adds.
func TestAnnotateTakasa(t *testing.T) {
	for _, variant := range corpora(t) {
		n := 0
		for _, cp := range variant.positions {
			vec, s := cp.vec, cp.s
			if frontWord(&s.Pits, s.Side) == 0 {
				continue
			}
			var cs cands
			variant.e.candidates(&s, &cs)
			for _, c := range variant.e.Children(s, nil) {
				notes := variant.e.Annotate(s, c.Move, c.State)
				if (notes&bao.Takasa != 0) == cs.capture || notes&bao.Win != 0 {
					t.Fatalf("%s %s: %v annotated %q; capture candidates: %v", variant.file, vec.Position, c.Move, notes, cs.capture)
				}
				n++
			}
		}
		if n < 100 {
			t.Errorf("%s: only %d moves checked", variant.file, n)
		}
	}
}
