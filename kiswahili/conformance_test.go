package kiswahili_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/baotest"
	"github.com/bao-games/bao/kiswahili"
)

func TestConformance(t *testing.T) {
	for _, c := range []kiswahili.Config{{}, {NoTakasia: true}} {
		v := kiswahili.New(c)
		t.Run(v.Name(), func(t *testing.T) {
			baotest.Run(t, v, baotest.Config{States: conformancePositions(v, !c.NoTakasia)})
		})
	}
}

// houseSlot is the slot of front pit 5, the house, in each player's half of
// State.Pits.
const houseSlot = 4

// conformancePositions generates arbitrary valid positions of v: either
// the first stage (both stores hold seeds) or mtaji (both stores empty),
// with the seeds on the board spread at random over a random number of
// pits, a random side to move, house flags at random where the house holds a seed
// (seeds are moved into the house to make a flag valid), and, with takasia
// on and the stores empty, sometimes a restricted pit where Validate allows
// one: a front pit of the side to move that is not his owned house.
func conformancePositions(v bao.Variant, takasia bool) *rapid.Generator[bao.State] {
	slots := make([]int, bao.MaxPits)
	for i := range slots {
		slots[i] = i
	}
	return rapid.Custom(func(t *rapid.T) bao.State {
		var s bao.State
		if rapid.Bool().Draw(t, "namua") {
			s.Store[bao.South] = uint8(rapid.IntRange(1, 22).Draw(t, "store S"))
			s.Store[bao.North] = uint8(rapid.IntRange(1, 22).Draw(t, "store N"))
		}
		perm := rapid.Permutation(slots).Draw(t, "pit order")
		spread := rapid.IntRange(1, bao.MaxPits).Draw(t, "occupied pits")
		for range 64 - int(s.Store[0]) - int(s.Store[1]) {
			s.Pits[perm[rapid.IntRange(0, spread-1).Draw(t, "seed")]]++
		}
		s.Side = rapid.SampledFrom([]bao.Player{bao.South, bao.North}).Draw(t, "side")
		for p := bao.South; p <= bao.North; p++ {
			if rapid.Bool().Draw(t, "house "+p.String()) {
				h := int(p)*16 + houseSlot
				if s.Pits[h] == 0 {
					// Take a seed from the fullest pit.
					from := 0
					for i, c := range s.Pits {
						if c > s.Pits[from] {
							from = i
						}
					}
					s.Pits[from]--
					s.Pits[h]++
				}
				s.House[p] = true
			}
		}
		if takasia && s.Store == [2]uint8{} && rapid.Bool().Draw(t, "restricted") {
			var can []bao.Pit
			for n := 1; n <= 8; n++ {
				x := bao.PitOf(s.Side, 0, n)
				if !(n == houseSlot+1 && s.House[s.Side]) {
					can = append(can, x)
				}
			}
			s.Restricted = rapid.SampledFrom(can).Draw(t, "restricted pit")
		}
		return s
	}).Filter(func(s bao.State) bool { return bao.Validate(v, s) == nil })
}
