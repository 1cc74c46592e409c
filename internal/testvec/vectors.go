package testvec

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
)

// CheckVectors passes every vector of a testdata file through bao.Evaluate,
// the code path of `bao eval`, and compares the result with the vector:
// outcome, every legal move with its annotated text in canonical order, and
// every resulting position. A vector without a variant field is read with
// spec.
func CheckVectors(t *testing.T, file, spec string) {
	t.Helper()
	vecs := MustLoad(t, file)
	if len(vecs) == 0 {
		t.Fatalf("%s holds no vectors", file)
	}
	for i, vec := range vecs {
		got, err := bao.Evaluate(vec.Lookup(t, spec), vec.Position)
		if err != nil {
			t.Errorf("%s #%d %s: %v", file, i, vec.Example, err)
			continue
		}
		if diff := cmp.Diff(vec.Evaluation, got); diff != "" {
			t.Errorf("%s #%d %s\n%s\n(-want +got):\n%s", file, i, vec.Example, vec.Position, diff)
		}
	}
}
