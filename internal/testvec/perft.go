package testvec

import (
	"testing"

	"github.com/bao-games/bao"
)

// CheckPerft checks perft from the start position of each variant: depths
// 1..len(doc) against doc, the table of a rules document, and the following
// depths against regression, values computed by this module's engine to
// guard against regressions (skipped under -short).
func CheckPerft(t *testing.T, vs []bao.Variant, doc, regression []uint64) {
	t.Helper()
	for _, v := range vs {
		if got := bao.Perft(v, v.Start(), 0); got != 1 {
			t.Errorf("%s: perft(0) = %d, want 1", v.Name(), got)
		}
		for d, want := range doc {
			if got := bao.Perft(v, v.Start(), d+1); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d (rules document)", v.Name(), d+1, got, want)
			}
		}
		if testing.Short() {
			continue
		}
		for i, want := range regression {
			d := len(doc) + i + 1
			if got := bao.Perft(v, v.Start(), d); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d (regression value)", v.Name(), d, got, want)
			}
		}
	}
}
