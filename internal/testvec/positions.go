package testvec

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/baotest"
)

// houseSlot is the slot of front pit 5, the house (kuu), in each player's
// half of State.Pits.
const houseSlot = 4

// FourRowPositions describes the arbitrary valid positions that the
// conformance tests of the four-row variants with a house (Bao la
// Kiswahili, Bao la Kete, Bawo) draw: either the first stage (both stores
// hold seeds) or mtaji (both stores empty), with the seeds on the board
// spread at random over a random number of pits, a random side to move,
// house flags at random and, with a restricted pit allowed and the stores
// empty, sometimes a restricted pit. Positions Validate refuses are
// filtered out.
type FourRowPositions struct {
	// Stores is the most seeds a store holds in the first stage.
	Stores int
	// House is the number of seeds a flagged house is filled up to, seeds
	// taken from the fullest other pit that is not the other player's
	// flagged house (a living kuu). Zero: a flagged house that is empty
	// gets one seed from the fullest pit (an owned house of Bao la
	// Kiswahili needs a seed only).
	House int
	// Label names the draw of a house flag ("kuu", "house").
	Label string
	// Moved draws a moved flag for every flagged house (Bawo).
	Moved bool
	// EitherSide lets the restricted pit be a front pit of either player
	// (Bao la Kete's reservation); otherwise it is a front pit of the side
	// to move. A flagged house is never restricted.
	EitherSide bool
}

// Generator returns the generator of positions of v; restricted says
// whether v allows a restricted pit (takasia or hizi zetu on).
func (p FourRowPositions) Generator(v bao.Variant, restricted bool) *rapid.Generator[bao.State] {
	slots := make([]int, bao.MaxPits)
	for i := range slots {
		slots[i] = i
	}
	return rapid.Custom(func(t *rapid.T) bao.State {
		var s bao.State
		if rapid.Bool().Draw(t, "namua") {
			s.Store[bao.South] = uint8(rapid.IntRange(1, p.Stores).Draw(t, "store S"))
			s.Store[bao.North] = uint8(rapid.IntRange(1, p.Stores).Draw(t, "store N"))
		}
		perm := rapid.Permutation(slots).Draw(t, "pit order")
		spread := rapid.IntRange(1, bao.MaxPits).Draw(t, "occupied pits")
		for range 64 - int(s.Store[0]) - int(s.Store[1]) {
			s.Pits[perm[rapid.IntRange(0, spread-1).Draw(t, "seed")]]++
		}
		s.Side = rapid.SampledFrom([]bao.Player{bao.South, bao.North}).Draw(t, "side")
		for pl := bao.South; pl <= bao.North; pl++ {
			if !rapid.Bool().Draw(t, p.Label+" "+pl.String()) {
				continue
			}
			p.fillHouse(&s, int(pl)*16+houseSlot)
			s.House[pl] = true
			if p.Moved && rapid.Bool().Draw(t, "moved "+pl.String()) {
				s.Moved |= bao.PlayerSet(pl)
			}
		}
		if restricted && s.Store == [2]uint8{} && rapid.Bool().Draw(t, "restricted") {
			s.Restricted = rapid.SampledFrom(p.restrictable(s)).Draw(t, "restricted pit")
		}
		return s
	}).Filter(func(s bao.State) bool { return bao.Validate(v, s) == nil })
}

// fillHouse moves seeds into the house at slot h, as p.House says.
func (p FourRowPositions) fillHouse(s *bao.State, h int) {
	if p.House == 0 {
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
		return
	}
	for int(s.Pits[h]) < p.House {
		// Take a seed from the fullest other pit that is not the other
		// player's living kuu.
		from := -1
		for i, c := range s.Pits {
			if i != h && c > 0 && !(i%16 == houseSlot && s.House[i/16]) && (from < 0 || c > s.Pits[from]) {
				from = i
			}
		}
		if from < 0 {
			return // too few seeds on the board; Validate refuses it
		}
		s.Pits[from]--
		s.Pits[h]++
	}
}

// restrictable lists the pits that may be restricted in s.
func (p FourRowPositions) restrictable(s bao.State) []bao.Pit {
	players := []bao.Player{s.Side}
	if p.EitherSide {
		players = []bao.Player{bao.South, bao.North}
	}
	var can []bao.Pit
	for _, pl := range players {
		for n := 1; n <= 8; n++ {
			if !(n == houseSlot+1 && s.House[pl]) {
				can = append(can, bao.PitOf(pl, 0, n))
			}
		}
	}
	return can
}

// Conformance runs the conformance suite of package baotest on on (a
// restricted pit allowed) and off (none), from the start and from the
// positions of p.
func (p FourRowPositions) Conformance(t *testing.T, on, off bao.Variant) {
	t.Helper()
	for i, v := range []bao.Variant{on, off} {
		t.Run(v.Name(), func(t *testing.T) {
			baotest.Run(t, v, baotest.Config{States: p.Generator(v, i == 0)})
		})
	}
}
