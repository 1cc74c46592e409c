package kete_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// TestNoAllocs asserts that the hot path allocates nothing: Legal with a
// caller's buffer, Apply, Outcome, Children and Sample, on the start
// position, the worked examples and a sample of the random corpus.
func TestNoAllocs(t *testing.T) { testvec.CheckVectorAllocs(t, kt, "kete") }
