package kiswahili_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/kiswahili"
)

// TestNoAllocs asserts that the hot path allocates nothing: Legal with a
// caller's buffer, Apply, Outcome, Children and Sample, on the start
// position, the worked examples and a sample of the random corpus.
func TestNoAllocs(t *testing.T) {
	v := kiswahili.New(kiswahili.Config{})
	states := append(testvec.States(t, v, "kiswahili-examples.jsonl", 1), testvec.States(t, v, "kiswahili-random.jsonl", 10)...)
	testvec.CheckNoAllocs(t, v, append(states, v.Start()))
}
