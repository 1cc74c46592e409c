package kiswahili_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// TestConformance runs the conformance suite of package baotest with and
// without takasia, from the start and from arbitrary valid positions:
// house flags at random where the house holds a seed (seeds are moved into
// the house to make a flag valid) and, with takasia on and the stores
// empty, sometimes a restricted pit where Validate allows one: a front pit
// of the side to move that is not his owned house.
func TestConformance(t *testing.T) {
	testvec.FourRowPositions{Stores: 22, Label: "house"}.Conformance(t, sw, swOff)
}
