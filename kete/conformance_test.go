package kete_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/baotest"
	"github.com/bao-games/bao/kete"
)

func TestConformance(t *testing.T) {
	for _, c := range []kete.Config{{}, {NoHiziZetu: true}} {
		v := kete.New(c)
		t.Run(v.Name(), func(t *testing.T) {
			baotest.Run(t, v, baotest.Config{States: conformancePositions(v, !c.NoHiziZetu)})
		})
	}
}

// kuuSlot is the slot of front pit 5, the kuu, in each player's half of
// State.Pits.
const kuuSlot = 4

// conformancePositions generates arbitrary valid positions of v: either
// the first stage (both stores hold seeds) or mtaji (both stores empty),
// with the seeds on the board spread at random over a random number of
// pits, a random side to move, kuu flags at random (seeds are moved into a living
// kuu until it holds the six it needs), and, with hizi zetu on and the
// stores empty, sometimes a restricted pit where Validate allows one: any
// front pit, of either player, that is not a living kuu.
func conformancePositions(v bao.Variant, hiziZetu bool) *rapid.Generator[bao.State] {
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
			if !rapid.Bool().Draw(t, "kuu "+p.String()) {
				continue
			}
			h := int(p)*16 + kuuSlot
			for s.Pits[h] < 6 {
				// Take a seed from the fullest other pit that is not
				// the other player's living kuu.
				from := -1
				for i, c := range s.Pits {
					if i != h && c > 0 && !(i%16 == kuuSlot && s.House[i/16]) && (from < 0 || c > s.Pits[from]) {
						from = i
					}
				}
				if from < 0 {
					break // too few seeds on the board; Validate refuses it
				}
				s.Pits[from]--
				s.Pits[h]++
			}
			s.House[p] = true
		}
		if hiziZetu && s.Store == [2]uint8{} && rapid.Bool().Draw(t, "restricted") {
			var can []bao.Pit
			for p := bao.South; p <= bao.North; p++ {
				for n := 1; n <= 8; n++ {
					if !(n == kuuSlot+1 && s.House[p]) {
						can = append(can, bao.PitOf(p, 0, n))
					}
				}
			}
			s.Restricted = rapid.SampledFrom(can).Draw(t, "restricted pit")
		}
		return s
	}).Filter(func(s bao.State) bool { return bao.Validate(v, s) == nil })
}
