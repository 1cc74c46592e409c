package kujifunza_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// TestNoAllocs asserts that the hot path allocates nothing: Legal with a
// caller's buffer, Apply, Outcome, Children and Sample, on the start
// position, the worked examples and a sample of the random corpus.
func TestNoAllocs(t *testing.T) {
	states := append(testvec.States(t, kj, "kujifunza-examples.jsonl", 1), testvec.States(t, kj, "kujifunza-random.jsonl", 10)...)
	testvec.CheckNoAllocs(t, kj, append(states, kj.Start()))
}
