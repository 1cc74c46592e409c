package kete_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// TestConformance runs the conformance suite of package baotest with and
// without hizi zetu, from the start and from arbitrary valid positions:
// kuu flags at random (seeds are moved into a living kuu until it holds
// the six it needs) and, with hizi zetu on and the stores empty, sometimes
// a restricted pit where Validate allows one: any front pit, of either
// player, that is not a living kuu.
func TestConformance(t *testing.T) {
	testvec.FourRowPositions{Stores: 22, House: 6, Label: "kuu", EitherSide: true}.Conformance(t, kt, ktOff)
}
