package kingulu_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao/baotest"
)

// TestConformance runs the conformance suite of package baotest: random
// games from the start, from arbitrary valid positions (genState), and the
// play/undo machine of bao.Game. A 24-24 count is a draw.
func TestConformance(t *testing.T) {
	baotest.Run(t, rules, baotest.Config{
		States:  rapid.Custom(genState),
		CanDraw: true,
	})
}
