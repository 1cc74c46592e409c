package kujifunza_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/baotest"
)

func TestConformance(t *testing.T) {
	for _, v := range []bao.Variant{kj, kjOff} {
		t.Run(v.Name(), func(t *testing.T) {
			baotest.Run(t, v, baotest.Config{States: positions(v)})
		})
	}
}

// positions generates arbitrary valid positions of v: the 64 seeds spread
// at random over a random number of pits, empty stores, no house, a random
// side to move and, with takasia on, sometimes a restricted front pit of
// the side to move.
func positions(v bao.Variant) *rapid.Generator[bao.State] {
	slots := make([]int, 32)
	for i := range slots {
		slots[i] = i
	}
	takasia := bao.Validate(v, restrictedStart()) == nil
	return rapid.Custom(func(t *rapid.T) bao.State {
		var s bao.State
		perm := rapid.Permutation(slots).Draw(t, "pit order")
		spread := rapid.IntRange(1, len(slots)).Draw(t, "occupied pits")
		for range 64 {
			s.Pits[perm[rapid.IntRange(0, spread-1).Draw(t, "seed")]]++
		}
		s.Side = rapid.SampledFrom([]bao.Player{bao.South, bao.North}).Draw(t, "side")
		if takasia && rapid.Bool().Draw(t, "restricted") {
			s.Restricted = bao.PitOf(s.Side, 0, rapid.IntRange(1, 8).Draw(t, "restricted pit"))
		}
		return s
	}).Filter(func(s bao.State) bool { return bao.Validate(v, s) == nil })
}

// restrictedStart is the start position with A1 restricted, valid only
// with takasia on.
func restrictedStart() bao.State {
	s := kj.Start()
	s.Restricted = bao.PitOf(bao.South, 0, 1)
	return s
}
