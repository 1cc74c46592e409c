package kiswahili_test

// One test per numbered rule of docs/kiswahili.md. Every position is hand-made
// (or taken from a worked example, which is then said) and every expected
// move list and resulting position was traced by hand from the document.
//
// Padding conventions (the position text must hold 64 seeds):
//   - namua positions put the spare seeds in the stores (a non-empty store has
//     the same effect whatever its size);
//   - positions where South plays mtaji and takasia does not matter put them
//     in North's store: North is then in namua, so T1 (the opponent's store
//     must be empty) rules out any takasia;
//   - takasia positions (both stores empty) put them in a back pile of 16 or
//     more seeds that the sowing never reaches and that never starts a
//     capture (W7 stops at 15).

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/kiswahili"
)

var (
	sw    bao.Variant = kiswahili.New(kiswahili.Config{})
	swOff bao.Variant = kiswahili.New(kiswahili.Config{NoTakasia: true})
)

const startText = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -"

// The helpers are shared by the rule tests of every variant (see
// internal/testvec).
type (
	mv      = testvec.Move
	posCase = testvec.Case
)

var (
	parse      = testvec.Parse
	legalTexts = testvec.LegalTexts
	expect     = testvec.Expect
	illegal    = testvec.Illegal
	over       = testvec.Over
	ongoing    = testvec.Ongoing
	play       = testvec.Play
	mustPit    = testvec.Pit
	runCases   = testvec.RunCases
)

// ---------------------------------------------------------------------------
// 4.1 Set-up and turns

func TestR1Start(t *testing.T) {
	s := testvec.CheckStart(t, sw, startText)
	if s.House != [2]bool{true, true} || s.Restricted != bao.NoPit || s.Store != [2]uint8{22, 22} || s.Side != bao.South {
		t.Errorf("start: houses %v, restricted %v, stores %v, side %v", s.House, s.Restricted, s.Store, s.Side)
	}
	for _, label := range []string{"A5", "a5"} {
		x, _ := bao.ParsePit(label)
		if s.Pits[x.Index()] != 6 {
			t.Errorf("house %s holds %d, want 6", label, s.Pits[x.Index()])
		}
	}
	if s.Seeds() != 64 {
		t.Errorf("start holds %d seeds", s.Seeds())
	}
	ongoing(t, sw, startText)
	if swOff.Start() != s {
		t.Errorf("takasia=off has another start position")
	}
}

func TestR2Turns(t *testing.T) {
	testvec.CheckTurns(t, sw)
	// No passing, and no moving the opponent's pits.
	illegal(t, sw, startText, "a6<", "R2", "S1")
	illegal(t, sw, startText, "a7>", "R2", "S1")
}

func TestR3Stage(t *testing.T) {
	// South is in mtaji (store 0) while North is still in namua (store 20):
	// the stage belongs to the mover. South lifts pits; North then plays a
	// namua move that takes a store seed.
	const pos = "0,0,0,0,0,0,0,0/0,1,0,0,0,0,2,0/0,0,3,0,0,2,0,0/0,0,0,36,0,0,0,0 S 0,20 - -"
	expect(t, sw, pos,
		mv{"A3<*", "0,0,0,0,0,0,0,0/0,1,0,0,0,0,2,0/1,1,0,0,0,2,0,0/1,0,0,36,0,0,0,0 N 0,20 - -"},
		// A4, A5, A6 -> A6 (3): relay 3: A7, A8, B8 -> end.
		mv{"A3>*", "0,0,0,0,0,0,0,0/0,1,0,0,0,0,2,0/0,0,0,1,1,0,1,1/0,0,0,36,0,0,0,1 N 0,20 - -"},
		mv{"A6<*", "0,0,0,0,0,0,0,0/0,1,0,0,0,0,2,0/0,0,3,1,1,0,0,0/0,0,0,36,0,0,0,0 N 0,20 - -"},
		mv{"A6>*", "0,0,0,0,0,0,0,0/0,1,0,0,0,0,2,0/0,0,3,0,0,0,1,1/0,0,0,36,0,0,0,0 N 0,20 - -"},
	)
	// North in namua: no capture (a2 faces A7, a7 faces A2, both empty), no
	// house, so only a2 (two seeds) may start, with a store seed.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,1,0,0,0,0,2,0/0,0,3,1,1,0,0,0/0,0,0,36,0,0,0,0 N 0,20 - -",
		mv{"a2<*", "0,0,0,0,0,0,1,1/0,1,0,0,0,0,0,1/0,0,3,1,1,0,0,0/0,0,0,36,0,0,0,0 S 0,19 - -"},
		mv{"a2>*", "0,0,0,0,0,0,0,0/0,1,0,1,1,1,0,0/0,0,3,1,1,0,0,0/0,0,0,36,0,0,0,0 S 0,19 - -"},
	)

	// From the start, each player plays namua on his first 22 moves (South
	// plies 1..43, North 2..44) and mtaji from ply 45 on: the mover's store
	// goes down by exactly one on each of his namua moves.
	testvec.CheckStoreStage(t, sw, newRand(3))
}

// ---------------------------------------------------------------------------
// 4.2 Words used in the rules

func TestW1OccupiedEmptySingleton(t *testing.T) {
	// A1 is a singleton facing the singleton a8: a capture pit. A3 faces
	// the occupied a6 but is empty: not a capture pit. A4 (2) faces the
	// empty a5: not one either. So the only move is the capture A1>.
	// A1>: store seed into A1 (2); capture 1 from a8; enter at A1: A1 (3),
	// a8 now empty -> relay 3: A2, A3, A4 -> A4 (3), a5 empty -> relay 3: A5,
	// A6, A7 -> A7 was empty: end.
	expect(t, sw, "0,0,0,0,0,0,0,0/1,0,2,0,0,0,0,0/1,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0 S 29,29 - -",
		mv{"A1>", "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,1,1,0,1,1,1,0/0,0,0,0,0,0,0,0 N 28,29 - -"},
	)
	// In mtaji singletons never start (M3): only the pits of two.
	illegal(t, sw, "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,1,0,0,1,0,0,0/0,2,0,0,1,0,3,0 S 0,54 - -", "A2<", "M3")
}

func TestW2Lap(t *testing.T) {
	// One seed per pit into consecutive pits of the mover's own ring: from
	// A2 anticlockwise A1 then B1; from A7 clockwise A8 then B8, B7, B6.
	const pos = "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/0,3,0,0,0,0,4,0/0,0,0,20,0,0,0,0 S 0,35 - -"
	expect(t, sw, pos,
		mv{"A2<*", "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/1,0,0,0,0,0,4,0/1,1,0,20,0,0,0,0 N 0,35 - -"},
		mv{"A2>*", "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/0,0,1,1,1,0,4,0/0,0,0,20,0,0,0,0 N 0,35 - -"},
		mv{"A7<*", "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/0,3,1,1,1,1,0,0/0,0,0,20,0,0,0,0 N 0,35 - -"},
		mv{"A7>*", "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/0,3,0,0,0,0,0,1/0,0,0,20,0,1,1,1 N 0,35 - -"},
	)
}

func TestW3EndedInOccupied(t *testing.T) {
	// A lap of 17 from A2 with every other South pit empty: the 1st and the
	// 17th seed both fall into the same pit, which therefore counts as
	// occupied (seeds dropped earlier in the lap count) and is relayed.
	// A2<: A1 gets seeds 1 and 17 -> relay 2 from A1: B1, B2 -> relay 2 from
	// B2: B3, B4 -> ... every relay of two moves two pits on, until relay 2
	// from A3: A2 (2), A1 (emptied) -> end.
	const pos = "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/0,17,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 0,45 - -"
	expect(t, sw, pos,
		mv{"A2<*", "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/1,2,0,2,0,2,0,2/2,0,2,0,2,0,2,0 N 0,45 - -"},
		mv{"A2>*", "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/0,2,1,2,0,2,0,2/2,0,2,0,2,0,2,0 N 0,45 - -"},
	)
}

func TestW4CaptureOrTakasa(t *testing.T) {
	// The kind of move is decided by its first step. South (mtaji): A1 2,
	// A2 1, A6 2; North: a3 1 (facing A6), a7 1 (facing A2). No capture
	// candidate: A1> ends on the empty A3, A1< in B2, A6> on the empty A8,
	// A6< on the empty A4. So every move is a takasa (`*`).
	// A1>: A2 (2), A3 -> A3 was empty: end. A1<: B1, B2 -> end.
	// A6<: A5, A4 -> end. A6>: A7, A8 -> end.
	const pos = "0,0,0,0,0,0,0,0/0,1,0,0,0,1,0,0/2,1,0,0,0,2,0,0/0,0,0,0,0,0,0,0 S 0,57 - -"
	expect(t, sw, pos,
		mv{"A1<*", "0,0,0,0,0,0,0,0/0,1,0,0,0,1,0,0/0,1,0,0,0,2,0,0/1,1,0,0,0,0,0,0 N 0,57 - -"},
		mv{"A1>*", "0,0,0,0,0,0,0,0/0,1,0,0,0,1,0,0/0,2,1,0,0,2,0,0/0,0,0,0,0,0,0,0 N 0,57 - -"},
		mv{"A6<*", "0,0,0,0,0,0,0,0/0,1,0,0,0,1,0,0/2,1,0,1,1,0,0,0/0,0,0,0,0,0,0,0 N 0,57 - -"},
		mv{"A6>*", "0,0,0,0,0,0,0,0/0,1,0,0,0,1,0,0/2,1,0,0,0,0,1,1/0,0,0,0,0,0,0,0 N 0,57 - -"},
	)
	// A takasa whose relay ends on an occupied front pit facing an occupied
	// pit relays on instead of capturing.
	// South A2 2, A4 1, A6 1; North a3 2 (faces A6), a5 0.
	// A2>: A3, A4 -> A4 (2), a5 empty: W7 fails, so A2> is no capture.
	// Relay 2 from A4: A5, A6 -> A6 (2) faces a3 (2): a takasa relays on:
	// relay 2 from A6: A7, A8 -> A8 was empty: end.
	// A2<: A1, B1 -> end. A6 is a singleton; nothing else starts.
	const pos2 = "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,2,0,1,0,1,0,0/0,0,0,0,0,0,0,0 S 0,58 - -"
	expect(t, sw, pos2,
		mv{"A2<*", "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/1,0,0,1,0,1,0,0/1,0,0,0,0,0,0,0 N 0,58 - -"},
		mv{"A2>*", "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,1,0,1,0,1,1/0,0,0,0,0,0,0,0 N 0,58 - -"},
	)
	// A capture move can capture again later in the move: see
	// TestC5CapturedSeedsSownFromKichwa (two captures in one move).
}

func TestW5Lifting(t *testing.T) {
	// Lifting takes every seed: the relay from A6 below takes all 4.
	// South (mtaji) A2 2, A4 1, A6 3; North a1 2.
	// A2>: A3, A4 -> A4 (2) -> relay 2: A5, A6 -> A6 (4) -> relay 4: A7, A8,
	// B8, B7 -> end. The two-seed sowing of N3 is the one exception: see
	// TestN3HouseAlone.
	const pos = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,2,0,1,0,3,0,0/0,0,0,0,0,0,0,0 S 0,56 - -"
	expect(t, sw, pos,
		mv{"A2<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/1,0,0,1,0,3,0,0/1,0,0,0,0,0,0,0 N 0,56 - -"},
		mv{"A2>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,1,0,1,0,1,1/0,0,0,0,0,0,1,1 N 0,56 - -"},
		mv{"A6<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,2,1,2,1,0,0,0/0,0,0,0,0,0,0,0 N 0,56 - -"},
		mv{"A6>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,2,0,1,0,0,1,1/0,0,0,0,0,0,0,1 N 0,56 - -"},
	)
}

func TestW6OwnedFunctionalHouse(t *testing.T) {
	// An owned house of fewer than 6 is not functional: not excluded by
	// N2a, and lifting it ends ownership (A5<, A5> below). Sowing into it
	// until it holds 6 makes it functional at once (A7< ends there: L3).
	// South: A5 5 (owned), A7 1; North a8 2. No capture.
	// A5<: store seed (6), lift 6: A4, A3, A2, A1, B1, B2 -> end; house lost.
	// A5>: A6, A7 (2), A8, B8, B7, B6 -> end; house lost.
	// A7<: store seed (2): A6, A5 (6) -> functional house, takasa: end.
	// A7>: A8, B8 -> end.
	const pos = "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,0,1,0/0,0,0,0,0,0,0,0 S 28,28 S -"
	expect(t, sw, pos,
		mv{"A5<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,1,1,0,0,1,0/1,1,0,0,0,0,0,0 N 27,28 - -"},
		mv{"A5>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,0,1,2,1/0,0,0,0,0,1,1,1 N 27,28 - -"},
		mv{"A7<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,1,0,0/0,0,0,0,0,0,0,0 N 27,28 S -"},
		mv{"A7>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,5,0,0,1/0,0,0,0,0,0,0,1 N 27,28 S -"},
	)
	// The same board with a house of 6: functional, so excluded.
	const pos6 = "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,0,1,0/0,0,0,0,0,0,0,0 S 27,28 S -"
	expect(t, sw, pos6,
		mv{"A7<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,7,1,0,0/0,0,0,0,0,0,0,0 N 26,28 S -"},
		mv{"A7>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,6,0,0,1/0,0,0,0,0,0,0,1 N 26,28 S -"},
	)
	illegal(t, sw, pos6, "A5<", "N2a")
}

func TestW7CaptureCandidate(t *testing.T) {
	// South (mtaji): A1 3, A3 1, A4 1, A8 2; B1 16, B3 5, B6 7, B8 1.
	// North: a5 1 (faces A4), a2 1 (faces A7).
	//   A1> (3): ends on A4, occupied, facing a5 (1): candidate.
	//   A1< ends in B2: no (back pit).
	//   A8< (2) ends on A6, empty before: no. A8> ends in B7: no.
	//   B3< (5, clockwise) ends on A3, occupied, but a6 is empty: no.
	//   B3> ends in B8: no.
	//   B6< (7, clockwise) ends on A2, empty before: no.
	//   B6> (7, anticlockwise) ends on A4, occupied, facing a5: candidate.
	//   B1 (16) and the singletons A3, A4, B8 are never candidates.
	// A1>: A2, A3 (2), A4 (2) -> capture 1 from a5; central, clockwise ->
	//   enter at A1, which was emptied -> end.
	// B6>: B7, B8 (2), A8 (3), A7, A6, A5, A4 (2) -> capture 1; central,
	//   anticlockwise -> enter at A8 (4), a1 empty -> relay 4: A7 (2), A6 (2),
	//   A5 (2), A4 (3) -> a5 now empty -> relay 3: A3 (2), A2 (1), A1 (4) ->
	//   a8 empty -> relay 4: B1 (17), B2, B3 (6), B4 -> B4 was empty: end.
	const pos = "0,0,0,0,0,0,0,0/0,0,0,1,0,0,1,0/3,0,1,1,0,0,0,2/16,0,5,0,0,7,0,1 S 0,26 - -"
	expect(t, sw, pos,
		mv{"A1>", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/1,1,2,2,0,0,0,2/16,0,5,0,0,7,0,1 N 0,26 - -"},
		mv{"B6>", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/0,1,2,0,2,2,2,0/17,1,6,1,0,0,1,2 N 0,26 - -"},
	)
	illegal(t, sw, pos, "B3<", "M1")
	illegal(t, sw, pos, "A8<", "M1")
}

// ---------------------------------------------------------------------------
// 4.3 Sowing

func TestS1OwnRingOnly(t *testing.T) {
	// An 18-seed lap from B5 goes all round South's ring and never drops a
	// seed on North's side (see TestS3 for the trace).
	const pos = "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,18,0,0,0 S 0,43 - -"
	s := parse(t, sw, pos)
	for _, c := range bao.Children(sw, s, nil) {
		for i := 16; i < 32; i++ {
			if c.State.Pits[i] != s.Pits[i] {
				t.Errorf("%v changed North's pit %v", c.Move, bao.PitAt(i))
			}
		}
	}
	// Over random play: a takasa never changes the opponent's pits, and a
	// capture only takes from his front row.
	r := newRand(11)
	for game := 0; game < 30; game++ {
		s := sw.Start()
		for !sw.Outcome(s).Over() {
			kids := bao.Children(sw, s, nil)
			c := kids[r.IntN(len(kids))]
			o := int(s.Side.Other()) * 16
			notes := bao.Annotate(sw, s, c.Move, c.State)
			for i := o; i < o+16; i++ {
				before, after := s.Pits[i], c.State.Pits[i]
				switch {
				case notes&bao.Takasa != 0 && after != before:
					t.Fatalf("%s: takasa %v changed the opponent's pit %v", bao.FormatState(sw, s), c.Move, bao.PitAt(i))
				case i-o >= 8 && after != before:
					t.Fatalf("%s: %v changed the opponent's back pit %v", bao.FormatState(sw, s), c.Move, bao.PitAt(i))
				case after > before:
					t.Fatalf("%s: %v sowed into the opponent's pit %v", bao.FormatState(sw, s), c.Move, bao.PitAt(i))
				}
			}
			s = c.State
		}
	}
}

func TestS2LapStart(t *testing.T) {
	// Captured seeds start IN the entry kichwa: the one seed taken from a7
	// falls into A1 itself (which was empty, so the move ends), not into A2.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,2/0,1,0,2,0,0,0,0/0,0,0,0,0,0,0,0 S 29,29 - -",
		mv{"A2>", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/1,2,0,2,0,0,0,0/0,0,0,0,0,0,0,0 N 28,29 - -"},
	)
	// From a7: store seed into A7 (2); capture 3 from a2; enter at A8: A8,
	// A7 (3), A6 -> A6 was empty: end.
	expect(t, sw, "0,0,0,0,0,0,0,0/1,0,0,0,0,0,3,0/0,0,0,0,0,0,1,0/0,0,0,0,0,0,0,0 S 29,30 - -",
		mv{"A7<", "0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,0,1,3,1/0,0,0,0,0,0,0,0 N 28,30 - -"},
	)
	// Lifted seeds start in the neighbour of the lifted pit: TestW2Lap.
}

func TestS3SixteenDropsIntoStart(t *testing.T) {
	// B5 holds 18 and South's front pits are singletons, so the takasa
	// starts from the back row (M2). The 18-seed lap passes B5 itself and
	// drops its 16th seed there.
	// B5< (clockwise): B4, B3, B2, B1, A1 (2), A2..A8, B8, B7, B6, B5 (16th),
	//   B4 (2), B3 (2) -> relay 2 from B3: B2, B1 -> B1 (2) -> relay: A1 (3),
	//   A2 (2) -> relay: A3, A4 -> relay: A5, A6 -> relay: A7, A8 -> relay:
	//   B8, B7 -> relay: B6, B5 (2) -> relay: B4 (3), B3 (emptied) -> end.
	// B5> (anticlockwise): B6, B7, B8, A8..A1 (2), B1..B4, B5 (16th), B6 (2),
	//   B7 (2) -> relay: B8, A8 -> relay: A7, A6 -> relay: A5, A4 -> relay:
	//   A3, A2 -> relay: A1 (3), B1 (2) -> relay: B2, B3 -> relay: B4, B5 (2)
	//   -> relay: B6 (3), B7 (emptied) -> end.
	const pos = "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,18,0,0,0 S 0,43 - -"
	expect(t, sw, pos,
		mv{"B5<*", "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/3,0,2,0,2,0,2,0/0,2,1,3,0,2,0,2 N 0,43 - -"},
		mv{"B5>*", "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/3,0,2,0,2,0,2,0/0,2,0,2,0,3,1,2 N 0,43 - -"},
	)
	// Exactly 16 seeds: the lap ends in its own emptied start pit (1 seed):
	// L1, the move ends. Both directions fill the whole ring.
	const pos16 = "0,0,0,0,0,0,0,0/2,0,1,0,2,0,0,0/1,16,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 0,42 - -"
	after16 := "0,0,0,0,0,0,0,0/2,0,1,0,2,0,0,0/2,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 N 0,42 - -"
	expect(t, sw, pos16, mv{"A2<*", after16}, mv{"A2>*", after16})
	// 17 seeds: see TestW3EndedInOccupied and TestM4SixteenRule.
}

func TestS4DirectionKept(t *testing.T) {
	// Mtaji, clockwise first lap: A4 (3): A5, A6, A7 (2) -> capture 4 from
	// a2; A7 is a kimbi: enter at A8 anticlockwise (the direction turns):
	// A8, A7 (3), A6 (2), A5 (2) -> capture 2 from a4; central: the current
	// direction (anticlockwise) is kept -> enter at A8 (2), A7 (4) -> a2
	// now empty -> relay 4 anticlockwise: A6 (3), A5 (3), A4, A3 -> A3 was
	// empty: end.
	expect(t, sw, "0,0,0,0,0,0,0,0/1,0,0,0,2,0,4,0/0,0,0,3,0,0,1,0/0,0,0,0,0,0,0,0 S 0,53 - -",
		mv{"A4>", "0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,1,1,3,3,0,2/0,0,0,0,0,0,0,0 N 0,53 - -"},
	)
	// Clockwise capture at a central pit keeps clockwise: A3 (2): A4, A5
	// (2) -> capture 3 from a4 -> enter at A1: A1, A2, A3 (emptied) -> end.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,0,0,0,3,0,0,1/0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 S 0,57 - -",
		mv{"A3>", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/1,1,1,1,2,0,0,0/0,0,0,0,0,0,0,0 N 0,57 - -"},
	)
}

// ---------------------------------------------------------------------------
// 4.4 Namua

func TestN1CaptureCompulsory(t *testing.T) {
	// Kichwa A1 (entry forced at A1, `>`) and kimbi A7 (entry forced at A8,
	// `<`) are capture pits; A4 (2) faces the empty a5 and may not start a
	// takasa while a capture exists.
	// A1>: store seed (2); capture 2 from a8; A1 (3), A2 -> end.
	// A7<: store seed (2); capture 1 from a2; A8 -> end.
	const pos = "0,0,0,0,0,0,0,0/2,0,1,0,0,0,1,0/1,0,0,2,0,0,1,0/0,0,0,0,0,0,0,0 S 28,28 - -"
	expect(t, sw, pos,
		mv{"A1>", "0,0,0,0,0,0,0,0/0,0,1,0,0,0,1,0/3,1,0,2,0,0,1,0/0,0,0,0,0,0,0,0 N 27,28 - -"},
		mv{"A7<", "0,0,0,0,0,0,0,0/2,0,1,0,0,0,0,0/1,0,0,2,0,0,2,1/0,0,0,0,0,0,0,0 N 27,28 - -"},
	)
	illegal(t, sw, pos, "A4<", "N1")
	illegal(t, sw, pos, "A4>", "N1")
	illegal(t, sw, pos, "A1<", "C4", "N1")
	illegal(t, sw, pos, "A7>", "C4", "N1")

	// Kimbi A2, central A3 (both entries), the functional house A5 (a capture
	// pit like any other) and kichwa A8.
	// A2>: A2 (2); capture 1 from a7 -> A1 -> end.
	// A3<: A3 (2); capture 1 from a6 -> enter at A8 (2), faces a1 (1) ->
	//   capture 1 -> enter at A8 (3), a1 empty -> relay 3: A7, A6, A5 (7) ->
	//   a4 (1) occupied: capture 1 (L2 before L3); central, anticlockwise ->
	//   enter at A8 (emptied) -> end.
	// A3>: A3 (2); capture 1 from a6 -> A1 -> end.
	// A5<: A5 (7); capture 1 from a4 -> A8 (2) faces a1 -> capture 1 -> A8
	//   (3) -> relay 3: A7, A6, A5 (8), a4 empty now -> owned functional
	//   house in a namua capture move: stop, or safari: lift 8 (house lost):
	//   A4, A3 (2), A2 (2), A1, B1, B2, B3, B4 -> end.
	// A5>: A5 (7); capture 1 from a4 -> A1 -> end.
	// A8<: A8 (2); capture 1 from a1 -> A8 (3) -> relay 3: A7, A6, A5 (7) ->
	//   capture 1 from a4 -> enter at A8 (emptied) -> end.
	const pos2 = "0,0,0,0,0,0,0,0/0,1,1,0,1,0,0,1/0,1,1,0,6,0,0,1/0,0,0,0,0,0,0,0 S 26,25 S -"
	expect(t, sw, pos2,
		mv{"A2>", "0,0,0,0,0,0,0,0/0,0,1,0,1,0,0,1/1,2,1,0,6,0,0,1/0,0,0,0,0,0,0,0 N 25,25 S -"},
		mv{"A3<", "0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0/0,1,2,0,7,1,1,1/0,0,0,0,0,0,0,0 N 25,25 S -"},
		mv{"A3>", "0,0,0,0,0,0,0,0/0,1,0,0,1,0,0,1/1,1,2,0,6,0,0,1/0,0,0,0,0,0,0,0 N 25,25 S -"},
		mv{"A5<", "0,0,0,0,0,0,0,0/0,1,1,0,0,0,0,0/0,1,1,0,8,1,1,0/0,0,0,0,0,0,0,0 N 25,25 S -"},
		mv{"A5<+", "0,0,0,0,0,0,0,0/0,1,1,0,0,0,0,0/1,2,2,1,0,1,1,0/1,1,1,1,0,0,0,0 N 25,25 - -"},
		mv{"A5>", "0,0,0,0,0,0,0,0/0,1,1,0,0,0,0,1/1,1,1,0,7,0,0,1/0,0,0,0,0,0,0,0 N 25,25 S -"},
		mv{"A8<", "0,0,0,0,0,0,0,0/0,1,1,0,0,0,0,0/0,1,1,0,7,1,1,1/0,0,0,0,0,0,0,0 N 25,25 S -"},
	)
	illegal(t, sw, pos2, "A8>", "C4", "N1")
	illegal(t, sw, pos2, "A2<", "C4", "N1")
}

func TestN2aFunctionalHouseExcluded(t *testing.T) {
	// The functional house (6) is excluded while other front pits are
	// occupied. A7< passes it and drops a seed in it.
	const pos = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,1,0,0,6,0,2,0/0,0,0,0,0,0,0,0 S 27,26 S -"
	expect(t, sw, pos,
		mv{"A2<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/1,0,0,0,6,0,2,0/1,0,0,0,0,0,0,0 N 26,26 S -"},
		mv{"A2>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,1,1,6,0,2,0/0,0,0,0,0,0,0,0 N 26,26 S -"},
		mv{"A7<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,1,0,1,7,1,0,0/0,0,0,0,0,0,0,0 N 26,26 S -"},
		mv{"A7>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,1,0,0,6,0,0,1/0,0,0,0,0,0,1,1 N 26,26 S -"},
	)
	illegal(t, sw, pos, "A5<", "N2a")
	illegal(t, sw, pos, "A5>", "N2a")
	// Judged before the store seed: an owned house of 5 is not functional,
	// so it may start (the seed makes 6, all 6 are sown, the house is lost).
	const pos5 = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,0,5,0,2,0/0,0,0,0,0,0,0,0 S 28,27 S -"
	expect(t, sw, pos5,
		mv{"A5<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/1,1,1,1,0,0,2,0/1,1,0,0,0,0,0,0 N 27,27 - -"},
		mv{"A5>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,0,0,1,3,1/0,0,0,0,0,1,1,1 N 27,27 - -"},
		mv{"A7<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,1,6,1,0,0/0,0,0,0,0,0,0,0 N 27,27 S -"},
		mv{"A7>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,0,5,0,0,1/0,0,0,0,0,0,1,1 N 27,27 S -"},
	)
}

func TestN2bSingletons(t *testing.T) {
	cases := []posCase{
		{
			// No house, A6 holds 3: the singletons A2 and A4 may not start.
			// A6<: store seed (4): A5, A4 (2), A3, A2 (2) -> relay 2 from
			// A2: A1, B1 -> end.
			Name: "no house, one pit of two or more",
			Pos:  "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,1,0,3,0,0/0,0,0,0,0,0,0,0 S 29,28 - -",
			Want: []mv{
				{"A6<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,0,1,2,1,0,0,0/1,0,0,0,0,0,0,0 N 28,28 - -"},
				{"A6>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,1,0,0,1,1/0,0,0,0,0,0,1,1 N 28,28 - -"},
			},
		},
		{
			// No house and only singletons: every singleton may start.
			Name: "no house, only singletons",
			Pos:  "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,0,1,0,0/0,0,0,0,0,0,0,0 S 30,30 - -",
			Want: []mv{
				{"A2<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,0,0,0,0,1,0,0/1,0,0,0,0,0,0,0 N 29,30 - -"},
				{"A2>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,1,0,1,0,0/0,0,0,0,0,0,0,0 N 29,30 - -"},
				{"A6<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,1,1,0,0,0/0,0,0,0,0,0,0,0 N 29,30 - -"},
				{"A6>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,0,0,1,1/0,0,0,0,0,0,0,0 N 29,30 - -"},
			},
		},
		{
			// An owned house (3, not functional): singletons included, and
			// the house itself may start (A5: lifted, ownership lost).
			// A5<: store seed (4): A4, A3, A2 (2), A1 -> end.
			// A5>: A6, A7 (3), A8, B8 -> end.
			// A7<: A7 (3): A6, A5 (4), A4 -> end.
			Name: "owned house, singletons allowed",
			Pos:  "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,3,0,2,0/0,0,0,0,0,0,0,0 S 28,28 S -",
			Want: []mv{
				{"A2<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,0,0,0,3,0,2,0/1,0,0,0,0,0,0,0 N 27,28 S -"},
				{"A2>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,1,3,0,2,0/0,0,0,0,0,0,0,0 N 27,28 S -"},
				{"A5<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,2,1,1,0,0,2,0/0,0,0,0,0,0,0,0 N 27,28 - -"},
				{"A5>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,0,1,3,1/0,0,0,0,0,0,0,1 N 27,28 - -"},
				{"A7<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,1,4,1,0,0/0,0,0,0,0,0,0,0 N 27,28 S -"},
				{"A7>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,3,0,0,1/0,0,0,0,0,0,1,1 N 27,28 S -"},
			},
		},
	}
	runCases(t, sw, cases)
	illegal(t, sw, cases[0].Pos, "A2<", "N2b")
	illegal(t, sw, cases[0].Pos, "A4>", "N2b")
	illegal(t, sw, cases[0].Pos, "A1>", "N2")
	illegal(t, sw, cases[0].Pos, "B1<", "4.4", "N2")
}

func TestN3HouseAlone(t *testing.T) {
	cases := []posCase{
		{
			// Functional house of 10 alone: store seed (11), two seeds sown,
			// 9 stay; still owned.
			Name: "house of ten",
			Pos:  "0,0,0,0,0,0,0,0/0,3,0,0,0,0,0,0/0,0,0,0,10,0,0,0/2,0,0,0,0,0,0,0 S 25,24 S -",
			Want: []mv{
				{"A5<*", "0,0,0,0,0,0,0,0/0,3,0,0,0,0,0,0/0,0,1,1,9,0,0,0/2,0,0,0,0,0,0,0 N 24,24 S -"},
				{"A5>*", "0,0,0,0,0,0,0,0/0,3,0,0,0,0,0,0/0,0,0,0,9,1,1,0/2,0,0,0,0,0,0,0 N 24,24 S -"},
			},
		},
		{
			// Functional house of exactly 6 alone: 7 with the store seed,
			// two sown, 5 stay and the house stays owned (H2).
			Name: "house of six",
			Pos:  "0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,3 S 27,27 S -",
			Want: []mv{
				{"A5<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/0,0,1,1,5,0,0,0/0,0,0,0,0,0,0,3 N 26,27 S -"},
				{"A5>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/0,0,0,0,5,1,1,0/0,0,0,0,0,0,0,3 N 26,27 S -"},
			},
		},
		{
			// Owned house of 5 alone: an ordinary pit (N2): 6 seeds lifted,
			// the house is lost.
			Name: "owned house of five",
			Pos:  "0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,5,0,0,0/0,0,2,0,0,0,0,0 S 28,28 S -",
			Want: []mv{
				{"A5<*", "0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0/1,1,1,1,0,0,0,0/1,1,2,0,0,0,0,0 N 27,28 - -"},
				{"A5>*", "0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,0,0,1,1,1/0,0,2,0,0,1,1,1 N 27,28 - -"},
			},
		},
		{
			// A pit 5 of 6 that is no longer owned is an ordinary pit: 7
			// seeds lifted.
			Name: "pit five not owned",
			Pos:  "0,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S 29,28 - -",
			Want: []mv{
				{"A5<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0/1,1,1,1,0,0,0,0/1,1,1,0,0,0,0,0 N 28,28 - -"},
				{"A5>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0/0,0,0,0,0,1,1,1/0,0,0,0,1,1,1,1 N 28,28 - -"},
			},
		},
	}
	runCases(t, sw, cases)
}

func TestN4FrontRowRuleInNamua(t *testing.T) {
	// A kichwa that is the only occupied front pit may be sown only towards
	// the centre, also after the store seed is added (F1).
	const posA1 = "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 30,30 - -"
	expect(t, sw, posA1,
		mv{"A1>*", "0,0,0,0,0,0,0,0/0,0,0,0,2,0,0,0/0,1,1,1,0,0,0,0/0,0,0,0,0,0,0,0 N 29,30 - -"},
	)
	illegal(t, sw, posA1, "A1<", "F1")
	// A lone singleton kichwa A8 with seeds behind it in B8.
	const posA8 = "0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,3 S 29,29 - -"
	expect(t, sw, posA8,
		mv{"A8<*", "0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,0,0,1,1,0/0,0,0,0,0,0,0,3 N 28,29 - -"},
	)
	illegal(t, sw, posA8, "A8>", "F1")
}

// ---------------------------------------------------------------------------
// 4.5 Mtaji

func TestM1CaptureCompulsory(t *testing.T) {
	// Candidates: A4< (A3, A2: A2 faces a7), A4> (A5, A6: A6 faces a3), B1<
	// (A1, A2: A2 faces a7). B1> ends in the back row.
	// A4<: capture 1 from a7; kimbi -> A1 -> end.
	// A4>: capture 2 from a3; clockwise -> A1, A2 (2) -> capture 1 from a7
	//   -> A1 (2), a8 empty -> relay 2: A2 (3), A3 -> end.
	// B1<: capture 1 from a7 -> A1 (2) -> relay 2: A2 (3), A3 -> end.
	const pos = "0,0,0,0,0,0,0,0/0,1,0,0,0,2,0,1/0,1,0,2,0,1,0,0/2,0,0,0,0,0,0,0 S 0,54 - -"
	expect(t, sw, pos,
		mv{"A4<", "0,0,0,0,0,0,0,0/0,0,0,0,0,2,0,1/1,2,1,0,0,1,0,0/2,0,0,0,0,0,0,0 N 0,54 - -"},
		mv{"A4>", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/0,3,1,0,1,2,0,0/2,0,0,0,0,0,0,0 N 0,54 - -"},
		mv{"B1<", "0,0,0,0,0,0,0,0/0,0,0,0,0,2,0,1/0,3,1,2,0,1,0,0/0,0,0,0,0,0,0,0 N 0,54 - -"},
	)
	// In mtaji the sign is no entry choice (C4 is about where captured
	// seeds enter): B1> is simply not a capture candidate while captures
	// exist, rule M1.
	illegal(t, sw, pos, "B1>", "M1")
	illegal(t, sw, pos, "A2<", "M1", "M3")
}

func TestM2TakasaStarts(t *testing.T) {
	cases := []posCase{
		{
			// Front pits of two or more (A3, and A6 with 16) start; the back
			// pit B4 (5) may not. A 16-seed lap ends in its emptied start pit.
			Name: "front pits",
			Pos:  "0,0,0,0,0,0,0,0/2,0,0,0,1,0,0,0/0,0,2,0,0,16,0,0/0,0,0,5,0,0,0,0 S 0,38 - -",
			Want: []mv{
				{"A3<*", "0,0,0,0,0,0,0,0/2,0,0,0,1,0,0,0/1,1,0,0,0,16,0,0/0,0,0,5,0,0,0,0 N 0,38 - -"},
				{"A3>*", "0,0,0,0,0,0,0,0/2,0,0,0,1,0,0,0/0,0,0,1,1,16,0,0/0,0,0,5,0,0,0,0 N 0,38 - -"},
				{"A6<*", "0,0,0,0,0,0,0,0/2,0,0,0,1,0,0,0/1,1,3,1,1,1,1,1/1,1,1,6,1,1,1,1 N 0,38 - -"},
				{"A6>*", "0,0,0,0,0,0,0,0/2,0,0,0,1,0,0,0/1,1,3,1,1,1,1,1/1,1,1,6,1,1,1,1 N 0,38 - -"},
			},
		},
		{
			// Only singletons in front: back pits of two or more, in the
			// canonical order B1..B8, `<` before `>`.
			// B2< (clockwise): B1, A1 -> end. B2>: B3, B4 -> end.
			// B7<: B6, B5 (2), B4 -> end. B7>: B8, A8, A7 -> end.
			Name: "back pits",
			Pos:  "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,1,0,0,1,0,0,0/0,2,0,0,1,0,3,0 S 0,54 - -",
			Want: []mv{
				{"B2<*", "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/1,1,0,0,1,0,0,0/1,0,0,0,1,0,3,0 N 0,54 - -"},
				{"B2>*", "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,1,0,0,1,0,0,0/0,0,1,1,1,0,3,0 N 0,54 - -"},
				{"B7<*", "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,1,0,0,1,0,0,0/0,2,0,1,2,1,0,0 N 0,54 - -"},
				{"B7>*", "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,1,0,0,1,0,1,1/0,2,0,0,1,0,0,1 N 0,54 - -"},
			},
		},
		{
			// A3 is restricted: only A6 starts. North has a capture candidate
			// afterwards (a4 clockwise onto a6, facing A3), so no takasia.
			Name: "restricted pit excluded",
			Pos:  "0,0,0,0,30,0,0,0/0,0,1,0,2,0,0,0/0,0,3,0,0,2,0,0/0,0,0,0,0,0,0,26 S 0,0 - A3",
			Want: []mv{
				{"A6<*", "0,0,0,0,30,0,0,0/0,0,1,0,2,0,0,0/0,0,3,1,1,0,0,0/0,0,0,0,0,0,0,26 N 0,0 - -"},
				{"A6>*", "0,0,0,0,30,0,0,0/0,0,1,0,2,0,0,0/0,0,3,0,0,0,1,1/0,0,0,0,0,0,0,26 N 0,0 - -"},
			},
		},
		{
			// The restricted A3 is the only front pit of two or more: there
			// is no such front pit other than it, so the back pits start.
			Name: "restricted pit the only front pit of two",
			Pos:  "0,0,0,0,54,0,0,0/0,0,1,0,2,0,0,0/0,0,3,0,0,1,0,0/0,3,0,0,0,0,0,0 S 0,0 - A3",
			Want: []mv{
				{"B2<*", "0,0,0,0,54,0,0,0/0,0,1,0,2,0,0,0/1,1,3,0,0,1,0,0/1,0,0,0,0,0,0,0 N 0,0 - -"},
				{"B2>*", "0,0,0,0,54,0,0,0/0,0,1,0,2,0,0,0/0,0,3,0,0,1,0,0/0,0,1,1,1,0,0,0 N 0,0 - -"},
			},
		},
	}
	runCases(t, sw, cases)
	illegal(t, sw, cases[0].Pos, "B4<", "M2")
	illegal(t, sw, cases[1].Pos, "A2<", "M3")
	illegal(t, sw, cases[2].Pos, "A3<", "T4", "M2")
	illegal(t, sw, cases[2].Pos, "B8<", "M2")
}

func TestM3SingletonsNeverStart(t *testing.T) {
	// South in mtaji holds only singletons: no legal move, South has lost.
	const pos = "0,0,0,0,55,0,0,0/0,0,2,0,0,0,3,0/1,0,0,1,0,0,0,0/0,0,1,0,0,1,0,0 S 0,0 - -"
	over(t, sw, pos, bao.North, bao.NoLegalMove)
	illegal(t, sw, pos, "A1>", "M3")
	illegal(t, sw, pos, "B3<", "M3")
	illegal(t, sw, pos, "A2>", "M3")
}

func TestM4SixteenRule(t *testing.T) {
	// A2 holds n, A1 a singleton facing a8 (2). Sown clockwise, 15 seeds end
	// exactly on A1.
	// n = 15: A2> is a capture: A3..A8, B8..B1, A1 (2) -> capture 2 from a8
	//   -> enter at A1 (3), A2 (emptied) -> end. A2< ends on the empty A3.
	// n = 16: no capture (W7 stops at 15); both laps end in A2 itself.
	// n = 17: no capture although A2> ends on the occupied A3 facing a6 (1):
	//   it relays (takasa). A2>: ... A1 (2), A2 (1), A3 (2) -> relay: A4, A5
	//   -> relay: A6, A7 -> relay: A8, B8 -> relay: B7, B6 -> relay: B5, B4
	//   -> relay: B3, B2 -> relay: B1, A1 (3) -> relay 3: A2 (2), A3 (1),
	//   A4 (3) -> relay 3: A5, A6 (3), A7 (emptied) -> end.
	//   A2<: A1 (2), B1..B8, A8..A3, A2, A1 (3) -> relay 3: B1, B2, B3 ->
	//   relay: B4, B5 -> relay: B6, B7 -> relay: B8, A8 -> relay: A7, A6 ->
	//   relay: A5, A4 -> relay: A3, A2 -> relay: A1, B1 (3) -> relay 3: B2
	//   (3), B3, B4 (3) -> relay 3: B5, B6 (3), B7 (emptied) -> end.
	cases := []posCase{
		{
			Name: "15 seeds capture",
			Pos:  "0,0,0,0,0,0,0,0/2,0,1,0,2,0,0,0/1,15,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 0,43 - -",
			Want: []mv{
				{"A2>", "0,0,0,0,0,0,0,0/0,0,1,0,2,0,0,0/3,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 N 0,43 - -"},
			},
		},
		{
			Name: "16 seeds never capture",
			Pos:  "0,0,0,0,0,0,0,0/2,0,1,0,2,0,0,0/1,16,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 0,42 - -",
			Want: []mv{
				{"A2<*", "0,0,0,0,0,0,0,0/2,0,1,0,2,0,0,0/2,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 N 0,42 - -"},
				{"A2>*", "0,0,0,0,0,0,0,0/2,0,1,0,2,0,0,0/2,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 N 0,42 - -"},
			},
		},
		{
			Name: "17 seeds never capture",
			Pos:  "0,0,0,0,0,0,0,0/2,0,1,0,2,0,0,0/1,17,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 0,41 - -",
			Want: []mv{
				{"A2<*", "0,0,0,0,0,0,0,0/2,0,1,0,2,0,0,0/1,0,2,0,2,0,2,0/0,3,1,0,1,3,1,2 N 0,41 - -"},
				{"A2>*", "0,0,0,0,0,0,0,0/2,0,1,0,2,0,0,0/0,2,1,0,1,3,1,2/2,0,2,0,2,0,2,0 N 0,41 - -"},
			},
		},
	}
	runCases(t, sw, cases)
	// A2< is not a capture candidate: rule M1 (not C4, which is about the
	// entry kichwa of captured seeds).
	illegal(t, sw, cases[0].Pos, "A2<", "M1")
}

// ---------------------------------------------------------------------------
// 4.6 Captures

func TestC1CaptureAllAndTheHouse(t *testing.T) {
	// A2 (2): A3, A4 (2) faces North's owned house a5 (7): all 7 seeds are
	// taken and North loses the house; central, clockwise -> enter at A1:
	// A1, A2, A3 (2), A4 (3), A5, A6, A7 -> A7 was empty: end.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,0,0,7,0,0,0,2/0,2,0,1,0,0,0,0/0,0,0,0,0,0,0,0 S 0,52 N -",
		mv{"A2>", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/1,1,2,3,1,1,1,0/0,0,0,0,0,0,0,0 N 0,52 - -"},
	)
	// Example 3: a namua capture of the house.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,1,0,1,6,2,0,0/0,0,0,0,0,0,0,0 S 22,22 SN -",
		mv{"A2>", "0,0,0,0,0,0,0,0/0,0,2,6,0,0,0,0/1,0,1,2,7,2,0,0/0,0,0,0,0,0,0,0 N 21,22 SN -"},
		mv{"A2>+", "0,0,0,0,0,0,0,0/0,0,2,6,0,0,0,0/1,0,1,2,0,3,1,1/0,0,0,0,1,1,1,1 N 21,22 N -"},
		mv{"A4<", "0,0,0,0,0,0,0,0/0,2,2,0,0,0,0,0/0,1,1,3,7,3,1,1/0,0,0,0,0,0,0,0 N 21,22 S -"},
		mv{"A4>", "0,0,0,0,0,0,0,0/0,2,2,0,0,0,0,0/1,2,1,3,7,0,1,1/0,0,0,0,0,0,0,1 N 21,22 S -"},
	)
}

func TestC2MtajiCaptureLosesHouse(t *testing.T) {
	// South owns its house A5 (8) in mtaji and captures with B8> (A8, A7 (2)
	// faces a2): the capture itself ends South's ownership, although the
	// house is never lifted. A7 kimbi -> enter at A8 (2), a1 empty -> relay
	// 2: A7 (3), A6 -> end.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,0,2,0,0,0,1,0/0,0,0,0,8,0,1,0/0,0,0,0,0,0,0,2 S 0,50 S -",
		mv{"B8>", "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,0,0,8,1,3,0/0,0,0,0,0,0,0,0 N 0,50 - -"},
	)
	// A namua capture keeps the house (TestN1CaptureCompulsory, A2> etc.);
	// a mtaji takasa that does not lift it keeps it too (TestL3, A3<*).
}

func TestC3BaoHamna(t *testing.T) {
	// Namua: store seed into A2; capture 3 from a7, North's last front
	// seeds: the game ends at once, the 3 seeds go to South's store
	// (10 - 1 + 3 = 12), nothing is sown.
	const namua = "0,0,0,0,0,5,0,0/0,3,0,0,0,0,0,0/0,1,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S 10,39 S -"
	const namuaAfter = "0,0,0,0,0,5,0,0/0,0,0,0,0,0,0,0/0,2,0,0,6,0,0,0/0,0,0,0,0,0,0,0 N 12,39 S -"
	expect(t, sw, namua, mv{"A2>#", namuaAfter})
	over(t, sw, namuaAfter, bao.South, bao.FrontRowEmpty)

	// Mtaji, in the middle of a chain: A3 (2): A4, A5 (2) -> capture 2 from
	// a4, sown from A1: A1, A2 (2) -> capture 3 from a7: North's front row is
	// empty, those 3 go to South's store; the game is over.
	const mtaji = "0,0,0,55,0,0,0,0/0,3,0,0,2,0,0,0/0,1,2,0,1,0,0,0/0,0,0,0,0,0,0,0 S 0,0 - -"
	const mtajiAfter = "0,0,0,55,0,0,0,0/0,0,0,0,0,0,0,0/1,2,0,1,2,0,0,0/0,0,0,0,0,0,0,0 N 3,0 - -"
	expect(t, sw, mtaji, mv{"A3>#", mtajiAfter})
	over(t, sw, mtajiAfter, bao.South, bao.FrontRowEmpty)
}

func TestC4EntryKichwa(t *testing.T) {
	// Mtaji. A3< ends on the kichwa A1 facing a8: the captured seeds enter at
	// A1 clockwise (the direction turns). A6> ends on the kichwa A8: they
	// enter at A8 anticlockwise.
	// A3<: A2, A1 (2) -> capture 2 -> A1 (3), A2 (2), a7 empty -> relay 2:
	//   A3, A4 -> end.
	// A6>: A7, A8 (2) -> capture 1 -> A8 (3), a1 empty -> relay 3: A7 (2),
	//   A6, A5 -> end.
	expect(t, sw, "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,1/1,0,2,0,0,2,0,1/0,0,0,0,0,0,0,0 S 0,55 - -",
		mv{"A3<", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/3,0,1,1,0,2,0,1/0,0,0,0,0,0,0,0 N 0,55 - -"},
		mv{"A6>", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,0,2,0,1,1,2,0/0,0,0,0,0,0,0,0 N 0,55 - -"},
	)
	// Namua. The free choice of kichwa holds for the first capture only.
	// A4>: store seed (2); capture 8 from a5, entering at A1 as chosen:
	//   A1..A8 (2) -> A8 faces a1: capture 3, kichwa: enter at A8
	//   anticlockwise: A8 (3), A7 (2), A6 (2) -> faces a3: capture 1; central
	//   and not the first capture, so the current direction (anticlockwise)
	//   is kept: enter at A8 (4), not at A1 -> relay 4: A7 (3), A6 (3), A5
	//   (2), A4 (4) -> relay 4: A3 (2), A2 (2), A1 (2), B1 -> end.
	// A4<: store seed (2); capture 8, enter at A8: A8 (2), A7..A5, A4 (3),
	//   A3..A1 -> A1 was empty: end.
	// A8<: store seed (2); capture 3 from a1: A8 (3), A7, A6 -> end.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,1,0,8,0,1,0,3/0,0,0,1,0,0,0,1/0,0,0,0,0,0,0,0 S 25,24 - -",
		mv{"A4<", "0,0,0,0,0,0,0,0/0,1,0,0,0,1,0,3/1,1,1,3,1,1,1,2/0,0,0,0,0,0,0,0 N 24,24 - -"},
		mv{"A4>", "0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0/2,2,2,0,2,3,3,0/1,0,0,0,0,0,0,0 N 24,24 - -"},
		mv{"A8<", "0,0,0,0,0,0,0,0/0,1,0,8,0,1,0,0/0,0,0,1,0,1,1,3/0,0,0,0,0,0,0,0 N 24,24 - -"},
	)
}

func TestC5CapturedSeedsSownFromKichwa(t *testing.T) {
	// B1< (2, clockwise): A1, A2 (2) -> capture 3 from a7; kimbi: the first
	// seed goes into A1 itself: A1 (2), A2 (3), A3 (2) -> the end pit goes
	// to the lap-end procedure: A3 faces a6 (1): capture 1 -> A1 (3), a8
	// empty -> relay 3: A2 (4), A3 (3), A4 -> end.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,3,1,0,0,0,1,0/0,1,1,0,0,0,0,0/2,0,0,0,0,0,0,0 S 0,55 - -",
		mv{"B1<", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/0,4,3,1,0,0,0,0/0,0,0,0,0,0,0,0 N 0,55 - -"},
	)
}

// ---------------------------------------------------------------------------
// 4.7 The lap-end procedure

func TestL1EmptyEndNeverCaptures(t *testing.T) {
	// A2> (A3, A4 (2)) captures a5 (2) and sows A1, A2: A2 was emptied by
	// the lift, so the move ends although A2 faces the occupied a7.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,1,0,2,0,0,0,0/0,2,0,1,0,0,0,0/0,0,0,0,0,0,0,0 S 0,58 - -",
		mv{"A2>", "0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0/1,1,1,2,0,0,0,0/0,0,0,0,0,0,0,0 N 0,58 - -"},
	)
}

func TestL2CaptureBeforeHouseStop(t *testing.T) {
	// A7<: store seed (2); capture 4 from a2 -> A8, A7 (3), A6, A5 (7): the
	// functional house, but a4 is occupied: capture first (L2), no stop or
	// safari. Capture 1, central, anticlockwise -> A8 (2), a1 empty -> relay
	// 2: A7 (4), A6 (2) -> relay 2: A5 (8), A4 -> end. No A7<+.
	// A5<, A5>: the house is a capture pit itself (a4 = 1).
	const pos = "0,0,0,0,0,0,0,0/1,0,0,0,1,0,4,0/0,0,0,0,6,0,1,0/0,0,0,0,0,0,0,0 S 26,25 S -"
	expect(t, sw, pos,
		mv{"A5<", "0,0,0,0,0,0,0,0/1,0,0,0,0,0,4,0/0,0,0,0,7,0,1,1/0,0,0,0,0,0,0,0 N 25,25 S -"},
		mv{"A5>", "0,0,0,0,0,0,0,0/1,0,0,0,0,0,4,0/1,0,0,0,7,0,1,0/0,0,0,0,0,0,0,0 N 25,25 S -"},
		mv{"A7<", "0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,0,1,8,0,4,0/0,0,0,0,0,0,0,0 N 25,25 S -"},
	)
	illegal(t, sw, pos, "A7<+", "L3")
	// Example 15, ply 5: the same precedence in a worked example.
	expect(t, sw, "0,0,0,0,0,0,0,0/1,2,0,8,1,0,0,0/0,1,1,0,7,0,1,0/0,0,0,0,0,0,1,1 S 20,20 SN -",
		mv{"A2>#", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,1,3,2,8,0,1,0/0,0,0,0,0,0,1,1 N 27,20 S -"},
		mv{"A5<", ""},
		mv{"A5>", ""},
	)
}

func TestL3StopOrSafari(t *testing.T) {
	// A namua capture whose lap ends in the functional house (7 after the
	// last seed) with a4 empty: two moves, stop and safari.
	// A2>: store seed (2); capture 5 from a7: A1, A2 (3), A3, A4, A5 (7) ->
	// stop; or safari: lift 7 (house lost): A6, A7, A8, B8, B7, B6, B5 -> end.
	const capture = "0,0,0,0,0,0,0,0/0,5,0,0,0,0,0,1/0,1,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S 26,25 S -"
	expect(t, sw, capture,
		mv{"A2>", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/1,3,1,1,7,0,0,0/0,0,0,0,0,0,0,0 N 25,25 S -"},
		mv{"A2>+", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/1,3,1,1,0,1,1,1/0,0,0,0,1,1,1,1 N 25,25 - -"},
	)
	// The house counts after the last seed: 5 before, 6 after -> L3; in a
	// takasa the move simply ends there (A3>*). Its own start (A5, owned but
	// not functional) is allowed and loses it.
	const five = "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,0,5,0,0,0/0,0,0,0,0,0,0,0 S 28,28 S -"
	expect(t, sw, five,
		mv{"A3<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,0,0,5,0,0,0/0,0,0,0,0,0,0,0 N 27,28 S -"},
		mv{"A3>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,1,6,0,0,0/0,0,0,0,0,0,0,0 N 27,28 S -"},
		mv{"A5<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,2,1,0,0,0,0/1,1,0,0,0,0,0,0 N 27,28 - -"},
		mv{"A5>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,0,0,1,1,1/0,0,0,0,0,1,1,1 N 27,28 - -"},
	)
	illegal(t, sw, five, "A3>+", "L3")
	// 4 before, 5 after: not functional, so the lap relays from the house
	// (L5), which ends ownership: A3>: A4, A5 (5) -> relay 5: A6, A7, A8,
	// B8, B7 -> end.
	const four = "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,0,4,0,0,0/0,0,0,0,0,0,0,0 S 29,28 S -"
	expect(t, sw, four,
		mv{"A3<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,0,0,4,0,0,0/0,0,0,0,0,0,0,0 N 28,28 S -"},
		mv{"A3>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,1,0,1,1,1/0,0,0,0,0,0,1,1 N 28,28 - -"},
		mv{"A5<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,2,1,0,0,0,0/1,0,0,0,0,0,0,0 N 28,28 - -"},
		mv{"A5>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,0,0,1,1,1/0,0,0,0,0,0,1,1 N 28,28 - -"},
	)
	// L3 is namua only: in mtaji a lap ending in the owned house relays from
	// it, and the house is lost. A3>: A4, A5 (8) -> relay 8: A6, A7, A8, B8,
	// B7, B6, B5, B4 -> end.
	const mtaji = "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,2,0,7,0,0,0/0,0,0,0,0,0,0,0 S 0,53 S -"
	expect(t, sw, mtaji,
		mv{"A3<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,0,0,7,0,0,0/0,0,0,0,0,0,0,0 N 0,53 S -"},
		mv{"A3>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,1,0,1,1,1/0,0,0,1,1,1,1,1 N 0,53 - -"},
		mv{"A5<*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,3,1,0,0,0,0/1,1,1,0,0,0,0,0 N 0,53 - -"},
		mv{"A5>*", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,2,0,0,1,1,1/0,0,0,0,1,1,1,1 N 0,53 - -"},
	)
	// Example 2: the stop/safari pair of a worked example.
	expect(t, sw, "0,0,0,0,0,0,0,0/0,0,0,6,0,0,4,0/0,0,0,0,6,2,1,0/0,0,0,0,0,0,0,0 S 23,22 SN -",
		mv{"A7<", "0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,0/0,0,0,0,7,3,3,1/0,0,0,0,0,0,0,0 N 22,22 SN -"},
		mv{"A7<+", "0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,0/1,1,1,1,0,3,3,1/1,1,1,0,0,0,0,0 N 22,22 N -"},
	)
}

func TestL4TakasiaStopsLap(t *testing.T) {
	// A4 is restricted. A8<: A7, A6 (2), a3 empty -> relay 2: A5, A4 (2) ->
	// the restricted pit: the move ends and A4 is not lifted. North keeps a
	// capture candidate (a1 clockwise onto a5, facing A4), so no takasia.
	const pos = "0,0,0,0,35,0,0,0/0,0,0,1,0,0,0,4/0,0,0,1,0,1,0,2/0,0,20,0,0,0,0,0 S 0,0 - A4"
	expect(t, sw, pos,
		mv{"A8<*", "0,0,0,0,35,0,0,0/0,0,0,1,0,0,0,4/0,0,0,2,1,0,1,0/0,0,20,0,0,0,0,0 N 0,0 - -"},
		mv{"A8>*", "0,0,0,0,35,0,0,0/0,0,0,1,0,0,0,4/0,0,0,1,0,1,0,0/0,0,20,0,0,0,1,1 N 0,0 - -"},
	)
	// Without the restriction A4 is relayed: A3, A2 -> end.
	expect(t, sw, "0,0,0,0,35,0,0,0/0,0,0,1,0,0,0,4/0,0,0,1,0,1,0,2/0,0,20,0,0,0,0,0 S 0,0 - -",
		mv{"A8<*", "0,0,0,0,35,0,0,0/0,0,0,1,0,0,0,4/0,1,1,0,1,0,1,0/0,0,20,0,0,0,0,0 N 0,0 - -"},
		mv{"A8>*", "0,0,0,0,35,0,0,0/0,0,0,1,0,0,0,4/0,0,0,1,0,1,0,0/0,0,20,0,0,0,1,1 N 0,0 - -"},
	)
	// The exception: South still owns its house A5 (2) and A3 is restricted.
	// A5< (house lost): A4, A3 (2): the first lap of a move from the owned
	// house is not stopped -> relay 2: A2, A1 (2) -> relay: B1, B2 (2) ->
	// relay: B3, B4 -> relay: B5, B6 -> relay: B7, B8 -> relay: A8, A7 (2) ->
	// relay: A6, A5 (emptied) -> end.
	// A5>: A6, A7 (2) -> relay: A8, B8 (2) -> relay: B7, B6 -> relay: B5,
	// B4 -> relay: B3, B2 -> relay: B1, A1 (2) -> relay: A2, A3 (2): the
	// restricted pit, and not the first lap: the move ends there.
	// North then has a capture candidate (a3 anticlockwise onto a1, facing
	// the A8 that now holds a seed), so no takasia.
	const house = "0,0,0,52,0,0,0,0/0,0,0,0,0,2,0,1/1,0,1,0,2,0,1,0/0,1,0,1,0,1,0,1 S 0,0 S A3"
	expect(t, sw, house,
		mv{"A5<*", "0,0,0,52,0,0,0,0/0,0,0,0,0,2,0,1/0,1,0,1,1,1,0,1/1,0,1,0,1,0,1,0 N 0,0 - -"},
		mv{"A5>*", "0,0,0,52,0,0,0,0/0,0,0,0,0,2,0,1/0,1,2,0,0,1,0,1/1,0,1,0,1,0,1,0 N 0,0 - -"},
	)
	// Example 17 (worked example) for the same exception on North's side.
	expect(t, sw, "1,4,1,0,2,0,1,1/0,0,0,18,0,1,0,0/0,0,0,0,0,1,0,2/1,1,1,25,1,1,1,1 N 0,0 N a3",
		mv{"a5<*", "1,7,0,3,1,0,4,1/3,0,1,3,1,1,3,0/0,0,0,0,0,1,0,2/1,1,1,25,1,1,1,1 S 0,0 - -"},
		mv{"a5>*", "0,6,3,0,4,0,3,0/2,0,2,1,1,3,2,2/0,0,0,0,0,1,0,2/1,1,1,25,1,1,1,1 S 0,0 - -"},
	)
}

func TestL5Relay(t *testing.T) {
	// Relays lift all seeds and go on in the same direction from the next
	// pit: A2>: A3, A4 (2) -> relay 2: A5, A6 (4) -> relay 4: A7, A8, B8, B7
	// -> end.
	const pos = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,2,0,1,0,3,0,0/0,0,0,0,0,0,0,0 S 0,56 - -"
	expect(t, sw, pos,
		mv{"A2<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/1,0,0,1,0,3,0,0/1,0,0,0,0,0,0,0 N 0,56 - -"},
		mv{"A2>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,1,0,1,0,1,1/0,0,0,0,0,0,1,1 N 0,56 - -"},
		mv{"A6<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,2,1,2,1,0,0,0/0,0,0,0,0,0,0,0 N 0,56 - -"},
		mv{"A6>*", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,2,0,1,0,0,1,1/0,0,0,0,0,0,0,1 N 0,56 - -"},
	)
	// A relay out of the owned house ends ownership: TestL3StopOrSafari
	// ("four", "mtaji").
}

// ---------------------------------------------------------------------------
// 4.8 The house

func TestH1HouseOwnedFromStart(t *testing.T) {
	s := sw.Start()
	if !s.House[bao.South] || !s.House[bao.North] {
		t.Fatalf("start houses %v", s.House)
	}
	// Both keep them through the first namua moves that do not touch them.
	after := play(t, sw, startText, "A7>*", "a6<*")
	if got := parse(t, sw, after); got.House != [2]bool{true, true} {
		t.Errorf("after two moves houses %v", got.House)
	}
}

func TestH2LosingTheHouse(t *testing.T) {
	house := func(t *testing.T, pos, move string) [2]bool {
		t.Helper()
		s := parse(t, sw, pos)
		_, after, err := bao.ReadMove(sw, s, move)
		if err != nil {
			t.Fatalf("%s %s: %v", pos, move, err)
		}
		return after.House
	}
	cases := []struct {
		name, pos, move string
		want            [2]bool
	}{
		// (a) lifting it
		{"mtaji start", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,2,0,7,0,0,0/0,0,0,0,0,0,0,0 S 0,53 S -", "A5<*", [2]bool{false, false}},
		{"namua takasa start (fewer than 6)", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,0,0,5,0,2,0/0,0,0,0,0,0,0,0 S 28,27 S -", "A5>*", [2]bool{false, false}},
		{"safari", "0,0,0,0,0,0,0,0/0,5,0,0,0,0,0,1/0,1,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S 26,25 S -", "A2>+", [2]bool{false, false}},
		{"relay in mtaji", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,2,0,7,0,0,0/0,0,0,0,0,0,0,0 S 0,53 S -", "A3>*", [2]bool{false, false}},
		{"relay in namua (fewer than 6)", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,0,4,0,0,0/0,0,0,0,0,0,0,0 S 29,28 S -", "A3>*", [2]bool{false, false}},
		// (b) captured by the opponent
		{"captured in mtaji", "0,0,0,0,0,0,0,0/0,0,0,7,0,0,0,2/0,2,0,1,0,0,0,0/0,0,0,0,0,0,0,0 S 0,52 N -", "A2>", [2]bool{false, false}},
		{"captured in namua", "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,1,0,1,6,2,0,0/0,0,0,0,0,0,0,0 S 22,22 SN -", "A4<", [2]bool{true, false}},
		// (c) a capture of its owner in mtaji
		{"own capture in mtaji", "0,0,0,0,0,0,0,0/0,0,2,0,0,0,1,0/0,0,0,0,8,0,1,0/0,0,0,0,0,0,0,2 S 0,50 S -", "B8>", [2]bool{false, false}},
		// kept: the two-seed sowing, a stop, a namua capture, a mtaji takasa
		// elsewhere
		{"two-seed sowing keeps it", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,3 S 27,27 S -", "A5<*", [2]bool{true, false}},
		{"stop keeps it", "0,0,0,0,0,0,0,0/0,5,0,0,0,0,0,1/0,1,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S 26,25 S -", "A2>", [2]bool{true, false}},
		{"namua capture keeps it", "0,0,0,0,0,0,0,0/0,1,1,0,1,0,0,1/0,1,1,0,6,0,0,1/0,0,0,0,0,0,0,0 S 26,25 S -", "A2>", [2]bool{true, false}},
		{"mtaji takasa elsewhere keeps it", "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,2,0,7,0,0,0/0,0,0,0,0,0,0,0 S 0,53 S -", "A3<*", [2]bool{true, false}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := house(t, c.pos, c.move); got != c.want {
				t.Errorf("houses after %s: %v, want %v", c.move, got, c.want)
			}
		})
	}
	// Ownership never comes back: a lost house that fills up again is an
	// ordinary pit (Example 5: A5 of 6 is a namua takasa start).
	expect(t, sw, "0,0,0,0,0,0,0,0/0,2,0,6,0,3,0,0/2,0,1,0,6,0,1,0/1,0,0,0,0,0,0,0 S 21,21 N -",
		mv{"A1<*", ""}, mv{"A1>*", ""}, mv{"A5<*", ""}, mv{"A5>*", ""})
}

func TestH3FunctionalAgain(t *testing.T) {
	// After the two-seed sowing the house holds 5: owned but not functional.
	// After North's a2<*, South's A5 is an ordinary namua start (N2a does
	// not exclude it), and a lap that brings it to 6 makes it functional
	// again (L3: A3>* and A4>* end there).
	const p0 = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,1,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,3 S 27,27 S -"
	p1 := play(t, sw, p0, "A5<*", "a2<*")
	if want := "0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1/0,0,1,1,5,0,0,0/0,0,0,0,0,0,0,3 S 26,26 S -"; p1 != want {
		t.Fatalf("after A5<* a2<*: %s, want %s", p1, want)
	}
	expect(t, sw, p1,
		mv{"A3<*", "0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1/1,1,0,1,5,0,0,0/0,0,0,0,0,0,0,3 N 25,26 S -"},
		mv{"A3>*", "0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1/0,0,0,2,6,0,0,0/0,0,0,0,0,0,0,3 N 25,26 S -"},
		mv{"A4<*", "0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1/0,1,2,0,5,0,0,0/0,0,0,0,0,0,0,3 N 25,26 S -"},
		mv{"A4>*", "0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1/0,0,1,0,6,1,0,0/0,0,0,0,0,0,0,3 N 25,26 S -"},
		mv{"A5<*", "0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1/1,1,2,2,0,0,0,0/1,1,0,0,0,0,0,3 N 25,26 - -"},
		mv{"A5>*", "0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,1/0,0,1,1,0,1,1,1/0,0,0,0,0,1,1,4 N 25,26 - -"},
	)
	// With 6 again it is functional: excluded while A4 is occupied.
	p2 := play(t, sw, p1, "A3>*", "a1>*")
	expect(t, sw, p2,
		mv{"A4<*", "0,0,0,0,0,0,0,1/0,0,0,0,0,1,1,0/1,1,1,0,6,0,0,0/0,0,0,0,0,0,0,3 N 24,25 S -"},
		mv{"A4>*", "0,0,0,0,0,0,0,1/0,0,0,0,0,1,1,0/0,0,0,0,7,1,1,0/0,0,0,0,0,0,0,3 N 24,25 S -"},
	)
	illegal(t, sw, p2, "A5<", "N2a")
}

func TestH4OwnershipInMtaji(t *testing.T) {
	// In mtaji ownership matters only for takasia: the owned house cannot be
	// frozen (TestT3Exceptions) and its first lap ignores the frozen pit
	// (TestL4TakasiaStopsLap). Otherwise it is an ordinary pit: a start like
	// any other, and a lap ending in it relays.
	expect(t, sw, "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,2,0,7,0,0,0/0,0,0,0,0,0,0,0 S 0,53 S -",
		mv{"A3<*", ""}, mv{"A3>*", ""}, mv{"A5<*", ""}, mv{"A5>*", ""})
	// The same position without the house gives the same boards.
	owned := parse(t, sw, "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,2,0,7,0,0,0/0,0,0,0,0,0,0,0 S 0,53 S -")
	plain := owned
	plain.House = [2]bool{}
	for _, m := range sw.Legal(owned, nil) {
		a, _ := sw.Apply(owned, m)
		b, err := sw.Apply(plain, m)
		if err != nil {
			t.Fatalf("%v without the house: %v", m, err)
		}
		if a.Pits != b.Pits {
			t.Errorf("%v: the owned house changed the sowing", m)
		}
	}
}

// ---------------------------------------------------------------------------
// 4.9 Takasia

// The takasia family: South (mtaji) has A2 2 and B1 4; North has a5 and
// a1; the spare seeds are in North's b8. A2< sows A1, B1 (5) -> relay 5: B2
// .. B6 -> end, and leaves South no capture candidate. A2> sows A3, A4:
// then B1 clockwise (A1, A2, A3, A4) ends on A4 facing a5: the only target.
const takasiaBase = "53,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,0 S 0,0 - -"

func TestT1WhenTakasiaArises(t *testing.T) {
	// Both stores empty, a takasa in mtaji: a5 is frozen.
	expect(t, sw, takasiaBase,
		mv{"A2<*", "53,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,0 N 0,0 - -"},
		mv{"A2>**", "53,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,0 N 0,0 - a5"},
	)
	// North still has seeds in its store: no takasia.
	expect(t, sw, "51,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,0 S 0,2 - -",
		mv{"A2<*", "51,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,0 N 0,2 - -"},
		mv{"A2>*", "51,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,0 N 0,2 - -"},
	)
}

func TestT2ExactlyOneTarget(t *testing.T) {
	cases := []posCase{
		{
			// North has a capture candidate after A2> (a8 anticlockwise:
			// a7, a6 (2) facing A3): no takasia.
			Name: "opponent can capture",
			Pos:  "50,0,0,0,0,0,0,0/2,0,1,2,0,0,0,3/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,0 S 0,0 - -",
			Want: []mv{
				{"A2<*", "50,0,0,0,0,0,0,0/2,0,1,2,0,0,0,3/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,0 N 0,0 - -"},
				{"A2>*", "50,0,0,0,0,0,0,0/2,0,1,2,0,0,0,3/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,0 N 0,0 - -"},
			},
		},
		{
			// Two targets after A2>: B1 onto A4 (a5) and B2 (4) onto A3 (a6).
			Name: "two targets",
			Pos:  "48,0,0,0,0,0,0,0/0,0,1,2,0,0,0,3/0,2,0,0,0,0,0,0/4,4,0,0,0,0,0,0 S 0,0 - -",
			Want: []mv{
				{"A2<*", "48,0,0,0,0,0,0,0/0,0,1,2,0,0,0,3/1,0,0,0,0,0,0,0/0,5,1,1,1,1,0,0 N 0,0 - -"},
				{"A2>*", "48,0,0,0,0,0,0,0/0,0,1,2,0,0,0,3/0,0,1,1,0,0,0,0/4,4,0,0,0,0,0,0 N 0,0 - -"},
			},
		},
		{
			// Two candidates, one target: B1 (4) and B2 (5) both end on A4.
			// Distinct targets are counted, so a5 is frozen.
			Name: "two candidates one target",
			Pos:  "48,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,2,0,0,0,0,0,0/4,5,0,0,0,0,0,0 S 0,0 - -",
			Want: []mv{
				{"A2<*", "48,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/1,0,0,0,0,0,0,0/0,6,1,1,1,1,0,0 N 0,0 - -"},
				{"A2>**", "48,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,0,1,1,0,0,0,0/4,5,0,0,0,0,0,0 N 0,0 - a5"},
			},
		},
	}
	runCases(t, sw, cases)
}

func TestT3Exceptions(t *testing.T) {
	cases := []posCase{
		{
			Name: "owned house",
			Pos:  "53,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,0 S 0,0 N -",
			Want: []mv{
				{"A2<*", "53,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,0 N 0,0 N -"},
				{"A2>*", "53,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,0 N 0,0 N -"},
			},
		},
		{
			Name: "only occupied front pit",
			Pos:  "56,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,0 S 0,0 - -",
			Want: []mv{
				{"A2<*", "56,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,0 N 0,0 - -"},
				{"A2>*", "56,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,0 N 0,0 - -"},
			},
		},
		{
			Name: "only front pit with more than one seed",
			Pos:  "55,0,0,0,0,0,0,0/0,0,0,2,0,0,0,1/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,0 S 0,0 - -",
			Want: []mv{
				{"A2<*", "55,0,0,0,0,0,0,0/0,0,0,2,0,0,0,1/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,0 N 0,0 - -"},
				{"A2>*", "55,0,0,0,0,0,0,0/0,0,0,2,0,0,0,1/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,0 N 0,0 - -"},
			},
		},
		{
			// A singleton is not an exception: a5 (1) is frozen.
			Name: "singleton frozen",
			Pos:  "54,0,0,0,0,0,0,0/0,0,0,1,0,0,0,3/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,0 S 0,0 - -",
			Want: []mv{
				{"A2<*", "54,0,0,0,0,0,0,0/0,0,0,1,0,0,0,3/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,0 N 0,0 - -"},
				{"A2>**", "54,0,0,0,0,0,0,0/0,0,0,1,0,0,0,3/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,0 N 0,0 - a5"},
			},
		},
	}
	runCases(t, sw, cases)
	// An owned house can never be frozen (T3). That a hand-made position
	// text restricting one is invalid is not in the validity lists of the
	// documents (section 3, interfaces.md); it is an extra check that
	// kiswahili/doc.go documents for positions no game can reach.
	if _, err := bao.ParseState(sw, "53,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,0 N 0,0 N a5"); !errors.Is(err, bao.ErrInvalidPosition) {
		t.Errorf("restricted owned house: %v, want ErrInvalidPosition", err)
	}
}

// The T4/T5 family: as takasiaBase with B2 4 and a1 5, so that North's
// reply a1> reaches a6 and gives South a second target.
const takasiaFrozen = "47,0,0,0,0,0,0,0/0,0,0,2,0,0,0,5/0,0,1,1,0,0,0,0/4,4,0,0,0,0,0,0 N 0,0 - a5"

func TestT4Effect(t *testing.T) {
	if got := play(t, sw, "47,0,0,0,0,0,0,0/0,0,0,2,0,0,0,5/0,2,0,0,0,0,0,0/4,4,0,0,0,0,0,0 S 0,0 - -", "A2>**"); got != takasiaFrozen {
		t.Fatalf("A2>**: %s, want %s", got, takasiaFrozen)
	}
	// a5 may not start; a1> passes through a5 and drops a seed in it.
	expect(t, sw, takasiaFrozen,
		mv{"a1<*", "47,0,0,1,1,1,1,1/0,0,0,2,0,0,0,0/0,0,1,1,0,0,0,0/4,4,0,0,0,0,0,0 S 0,0 - -"},
		mv{"a1>*", "47,0,0,0,0,0,0,0/0,0,1,3,1,1,1,0/0,0,1,1,0,0,0,0/4,4,0,0,0,0,0,0 S 0,0 - -"},
	)
	illegal(t, sw, takasiaFrozen, "a5<", "T4")
	illegal(t, sw, takasiaFrozen, "a5>", "T4")
	// The same board without the restriction: a5 starts too.
	expect(t, sw, "47,0,0,0,0,0,0,0/0,0,0,2,0,0,0,5/0,0,1,1,0,0,0,0/4,4,0,0,0,0,0,0 N 0,0 - -",
		mv{"a1<*", ""}, mv{"a1>*", ""}, mv{"a5<*", ""}, mv{"a5>*", ""})
	// Example 10b: a lap ending in the frozen pit stops there.
	expect(t, sw, "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,1,1,0,0/0,0,2,2,0,2,6,4 N 0,0 - a4",
		mv{"a5<*", ""}, mv{"a5>*", ""},
		mv{"a8<*", "0,3,4,3,6,1,4,4/2,0,3,1,5,3,2,3/0,2,0,0,1,1,0,0/0,0,2,2,0,2,6,4 S 0,0 - -"},
		mv{"a8>*", ""})
}

func TestT5Duration(t *testing.T) {
	// After North's reply the field is set afresh (South can capture, so it
	// is cleared), and South need not capture a5: it may take a6 instead.
	p := play(t, sw, takasiaFrozen, "a1>*")
	// B1<: A1, A2, A3 (2), A4 (2) -> capture 3 from a5 -> A1 (2), A2 (2), A3
	//   (3) -> capture 1 from a6 -> A1 (3) -> relay 3: A2 (3), A3 (4), A4 (3)
	//   -> relay 3: A5, A6, A7 -> end.
	// B2<: B1 (5), A1, A2, A3 (2) -> capture 1 from a6 -> A1 (2) -> relay 2:
	//   A2 (2), A3 (3) -> relay 3: A4 (2), A5, A6 -> end.
	expect(t, sw, p,
		mv{"B1<", "47,0,0,0,0,0,0,0/0,0,0,0,1,1,1,0/0,3,4,0,1,1,1,0/0,4,0,0,0,0,0,0 N 0,0 - -"},
		mv{"B2<", "47,0,0,0,0,0,0,0/0,0,0,3,1,1,1,0/0,2,0,2,1,1,0,0/5,0,0,0,0,0,0,0 N 0,0 - -"},
	)
}

func TestT6NoTakasiaInNamuaAfterCaptureOrWithoutReply(t *testing.T) {
	// Namua: South's last store seed. The board after A2> would freeze a5
	// in mtaji, but this was a namua move.
	expect(t, sw, "52,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,0 S 1,0 - -",
		mv{"A2<*", "52,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/1,0,0,0,0,0,0,0/5,1,0,0,0,0,0,0 N 0,0 - -"},
		mv{"A2>*", "52,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,0,1,1,1,0,0,0/4,0,0,0,0,0,0,0 N 0,0 - -"},
	)
	// A capture move: afterwards North has no candidate and South's only
	// target is a5, but captures never create a takasia.
	// A3>: A4, A5 (2) -> capture 1 from a4 -> A1 -> end.
	expect(t, sw, "51,0,0,0,0,0,0,0/0,0,0,2,1,0,0,3/0,0,2,0,1,0,0,0/4,0,0,0,0,0,0,0 S 0,0 - -",
		mv{"A3>", "51,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/1,0,0,1,2,0,0,0/4,0,0,0,0,0,0,0 N 0,0 - -"},
	)
	// A takasa that leaves North without a legal move: no takasia (a5 would
	// otherwise be frozen after A2>), the game is over: `*#`.
	const noReply = "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,48 S 0,0 - -"
	expect(t, sw, noReply,
		mv{"A2<*#", "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,48 N 0,0 - -"},
		mv{"A2>*#", "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,48 N 0,0 - -"},
	)
	over(t, sw, "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,48 N 0,0 - -", bao.South, bao.NoLegalMove)
	// Example 13 (worked example): ten moves, all `*#`.
	expect(t, sw, "1,1,1,1,1,1,0,0/0,0,0,1,0,0,1,0/0,9,3,6,0,8,8,1/2,3,2,0,6,0,7,1 S 0,0 - -",
		mv{"A2<*#", ""}, mv{"A2>*#", ""}, mv{"A3<*#", ""}, mv{"A3>*#", ""}, mv{"A4<*#", ""},
		mv{"A4>*#", ""}, mv{"A6<*#", ""}, mv{"A6>*#", ""}, mv{"A7<*#", ""}, mv{"A7>*#", ""})
}

func TestTakasiaOff(t *testing.T) {
	if got := swOff.Name(); got != "kiswahili(takasia=off)" {
		t.Errorf("Name() = %q", got)
	}
	v, err := bao.Lookup("kiswahili(takasia=off)")
	if err != nil || v.Name() != swOff.Name() {
		t.Fatalf("Lookup: %v, %v", v, err)
	}
	// No takasia: the base position gives `*` and `-`.
	expect(t, swOff, takasiaBase,
		mv{"A2<*", "53,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,0 N 0,0 - -"},
		mv{"A2>*", "53,0,0,0,0,0,0,0/0,0,0,2,0,0,0,3/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,0 N 0,0 - -"},
	)
	// Example 10a under the option: no `**`.
	expect(t, swOff, "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - -",
		mv{"A2<*", ""},
		mv{"A2>*", "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,0,1,1,0,0,2,0/0,0,2,2,0,2,6,4 N 0,0 - -"},
		mv{"A7<*", "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,1,1,0,0/0,0,2,2,0,2,6,4 N 0,0 - -"},
		mv{"A7>*", ""},
	)
	// A restricted pit is invalid under the option (so L4 never applies).
	for _, pos := range []string{
		"0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,1,1,0,0/0,0,2,2,0,2,6,4 N 0,0 - a4",
		"0,0,0,0,35,0,0,0/0,0,0,1,0,0,0,4/0,0,0,1,0,1,0,2/0,0,20,0,0,0,0,0 S 0,0 - A4",
	} {
		if _, err := bao.ParseState(swOff, pos); !errors.Is(err, bao.ErrInvalidPosition) {
			t.Errorf("takasia=off accepts %s: %v", pos, err)
		}
		if _, err := bao.ParseState(sw, pos); err != nil {
			t.Errorf("takasia=on rejects %s: %v", pos, err)
		}
	}
	// Random games under the option never restrict a pit.
	r := newRand(5)
	for game := 0; game < 30; game++ {
		s := swOff.Start()
		for !swOff.Outcome(s).Over() {
			kids := bao.Children(swOff, s, nil)
			c := kids[r.IntN(len(kids))]
			if c.State.Restricted != bao.NoPit {
				t.Fatalf("takasia=off restricted %v after %v", c.State.Restricted, c.Move)
			}
			if n := bao.Annotate(swOff, s, c.Move, c.State); n&bao.Takasia != 0 {
				t.Fatalf("takasia=off annotated %v%v", c.Move, n)
			}
			s = c.State
		}
	}
}

// ---------------------------------------------------------------------------
// 4.10 Legality filters

func TestF1FrontRowProtection(t *testing.T) {
	// Mtaji: A8 (4) is South's only occupied front pit: only A8<.
	const pos = "0,0,0,0,0,0,0,0/0,0,0,0,0,2,0,0/0,0,0,0,0,0,0,4/0,0,2,0,0,0,0,0 S 0,56 - -"
	expect(t, sw, pos,
		mv{"A8<*", "0,0,0,0,0,0,0,0/0,0,0,0,0,2,0,0/0,0,0,1,1,1,1,0/0,0,2,0,0,0,0,0 N 0,56 - -"},
	)
	illegal(t, sw, pos, "A8>", "F1")
	// Example 7 (worked example): A1 the lone kichwa.
	expect(t, sw, "0,0,0,0,3,0,0,0/0,0,0,1,0,0,1,0/5,0,0,0,0,0,0,0/0,2,0,0,0,3,24,25 S 0,0 - -",
		mv{"A1>*", "0,0,0,0,3,0,0,0/0,0,0,1,0,0,1,0/0,1,1,1,1,1,0,0/0,2,0,0,0,3,24,25 N 0,0 - -"})
	illegal(t, sw, "0,0,0,0,3,0,0,0/0,0,0,1,0,0,1,0/5,0,0,0,0,0,0,0/0,2,0,0,0,3,24,25 S 0,0 - -", "A1<", "F1")
	// Namua: TestN4FrontRowRuleInNamua.
}

// Example 16: a never-ending move.
const neverEnding = "1,4,5,6,0,1,11,6/0,9,4,1,2,3,2,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 N 0,0 - -"

func TestF2NeverEnding(t *testing.T) {
	s := parse(t, sw, neverEnding)
	start := time.Now()
	got := legalTexts(t, sw, s)
	legalTime := time.Since(start)
	want := []string{"a2>*", "a3<*", "a3>*", "a4<*", "a4>*", "a6<**", "a6>*", "a7<*", "a7>*"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("legal moves (-want +got):\n%s", diff)
	}
	start = time.Now()
	_, err := sw.Apply(s, bao.Move{Pit: mustPit(t, "a2"), Dir: bao.Left})
	applyTime := time.Since(start)
	var me *bao.MoveError
	if !errors.Is(err, bao.ErrIllegalMove) || !errors.As(err, &me) || me.Rule != "F2" {
		t.Errorf("Apply(a2<) = %v, want a *MoveError with rule F2", err)
	}
	t.Logf("Example 16: Legal (with a2< rejected) took %v, Apply(a2<) took %v", legalTime, applyTime)
	// The position is not over and a6<** is the recomputed takasia.
	ongoing(t, sw, neverEnding)
	expect(t, sw, neverEnding,
		mv{"a2>*", ""}, mv{"a3<*", ""}, mv{"a3>*", ""}, mv{"a4<*", ""}, mv{"a4>*", ""},
		mv{"a6<**", "4,0,1,9,1,2,1,10/3,12,3,5,1,0,3,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 S 0,0 - A4"},
		mv{"a6>*", ""}, mv{"a7<*", ""}, mv{"a7>*", ""})
}

func TestF3NoFallback(t *testing.T) {
	// The lone kichwa A8: its outward move is removed by F1, and South does
	// not fall back to its back pits (B3 holds 2): the kind of move is fixed
	// first.
	const pos = "0,0,0,0,0,0,0,0/0,0,0,0,0,2,0,0/0,0,0,0,0,0,0,4/0,0,2,0,0,0,0,0 S 0,56 - -"
	expect(t, sw, pos, mv{"A8<*", ""})
	illegal(t, sw, pos, "B3<", "M2")
	illegal(t, sw, pos, "B3>", "M2")
	// Example 16: the never-ending a2< is removed and nothing takes its place.
	s := parse(t, sw, neverEnding)
	if n := len(sw.Legal(s, nil)); n != 9 {
		t.Errorf("Example 16: %d legal moves, want 9", n)
	}
}

// ---------------------------------------------------------------------------
// 4.11 Completing a move

func TestP1BaoHamnaCompletion(t *testing.T) {
	// After bao hamna: captured seeds in the winner's store, side to move
	// the loser, restricted field empty, game over.
	const pos = "0,0,0,55,0,0,0,0/0,3,0,0,2,0,0,0/0,1,2,0,1,0,0,0/0,0,0,0,0,0,0,0 S 0,0 - -"
	s := parse(t, sw, pos)
	m, after, err := bao.ReadMove(sw, s, "A3>#")
	if err != nil {
		t.Fatal(err)
	}
	if after.Side != bao.North || after.Restricted != bao.NoPit || after.Store != [2]uint8{3, 0} || after.Seeds() != 64 {
		t.Errorf("after %v: %s", m, bao.FormatState(sw, after))
	}
	if o := sw.Outcome(after); o != (bao.Outcome{Result: bao.Won, Winner: bao.South, Reason: bao.FrontRowEmpty}) {
		t.Errorf("outcome %v", o)
	}
	// Example 12 (worked example).
	expect(t, sw, "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -",
		mv{"A2>#", "0,0,0,3,1,1,1,0/0,0,0,0,0,0,0,0/0,0,1,6,5,10,1,1/13,3,6,3,3,4,1,0 N 1,0 - -"},
		mv{"B3<#", "0,0,0,3,1,1,1,0/0,0,0,0,0,0,0,0/1,3,1,6,5,10,1,1/14,4,0,3,3,4,1,0 N 1,0 - -"},
	)
}

func TestP2OpponentWithoutMove(t *testing.T) {
	// North has only singletons after either South takasa: game over, the
	// restricted field is `-` (judged with no pit restricted). Also after a
	// namua move: here South's last store seed leaves North (mtaji) with
	// singletons only.
	expect(t, sw, "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,48 S 0,0 - -",
		mv{"A2<*#", ""}, mv{"A2>*#", ""})
	const namua = "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,1,0,0,0,0,0,0/4,0,0,0,0,0,0,48 S 1,0 - -"
	expect(t, sw, namua,
		// store seed (2): A1, B1 (5) -> relay 5: B2 .. B6 -> end.
		mv{"A2<*#", "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/1,0,0,0,0,0,0,0/0,1,1,1,1,1,0,48 N 0,0 - -"},
		mv{"A2>*#", "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,48 N 0,0 - -"},
	)
	// A capture that leaves the opponent with no move: `#` without `*`.
	// B1< (4): A1, A2, A3 (2), A4 (2) -> capture 1 from a5 -> A1 (2), a8
	// empty -> relay 2: A2 (2), A3 (3) -> relay 3: A4 (3), A5, A6 -> end.
	// North keeps a1 (1) and singletons only.
	expect(t, sw, "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,48 S 0,0 - -",
		mv{"B1<#", "1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,1/0,2,0,3,1,1,0,0/0,0,0,0,0,0,0,48 N 0,0 - -"},
	)
}

func TestP3RestrictedFieldSet(t *testing.T) {
	// Set by T1-T3 (A2>**), cleared after the frozen player's move (a1>*,
	// South has a capture), and never carried over.
	p := play(t, sw, "47,0,0,0,0,0,0,0/0,0,0,2,0,0,0,5/0,2,0,0,0,0,0,0/4,4,0,0,0,0,0,0 S 0,0 - -", "A2>**")
	if s := parse(t, sw, p); s.Restricted.String() != "a5" {
		t.Errorf("after A2>**: restricted %v", s.Restricted)
	}
	for _, reply := range []string{"a1<*", "a1>*"} {
		q := play(t, sw, p, reply)
		if s := parse(t, sw, q); s.Restricted != bao.NoPit {
			t.Errorf("after %s: restricted %v, want -", reply, s.Restricted)
		}
	}
	// The restricted field of a position is always a pit of the side to
	// move; a move from a restricted position that creates a new takasia
	// replaces it (Example 10b -> South's replies are recomputed afresh).
	r := newRand(9)
	for game := 0; game < 40; game++ {
		s := sw.Start()
		for !sw.Outcome(s).Over() {
			kids := bao.Children(sw, s, nil)
			c := kids[r.IntN(len(kids))]
			if x := c.State.Restricted; x != bao.NoPit && (x.Player() != c.State.Side || x.Row() != 0) {
				t.Fatalf("%s %v: restricted %v is not a front pit of the side to move", bao.FormatState(sw, s), c.Move, x)
			}
			s = c.State
		}
	}
}

// ---------------------------------------------------------------------------
// 5 End of game

func TestE1BaoHamna(t *testing.T) {
	// North to move with an empty front row: North has lost.
	const pos = "0,0,0,3,1,1,1,0/0,0,0,0,0,0,0,0/0,0,1,6,5,10,1,1/13,3,6,3,3,4,1,0 N 1,0 - -"
	over(t, sw, pos, bao.South, bao.FrontRowEmpty)
	illegal(t, sw, pos, "b5<", "E1")
	// South's empty front row in namua.
	over(t, sw, "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0 S 26,27 N -", bao.North, bao.FrontRowEmpty)
}

func TestE2NoLegalMove(t *testing.T) {
	// Mtaji, nothing but singletons.
	over(t, sw, "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,0,1,1,0,0,0,0/4,0,0,0,0,0,0,48 N 0,0 - -", bao.South, bao.NoLegalMove)
	// Front singletons and one back pit of 7: that pit is a takasa start
	// (M2), so South is not without a move.
	ongoing(t, sw, "46,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,0,1,1,0,0,0,0/0,0,0,0,0,0,0,7 S 0,0 - -")
}

func TestE3NoDrawNoScore(t *testing.T) {
	// Random games always end with a winner, never a draw, never a score;
	// the side to move in the final position is the loser.
	r := newRand(17)
	for game := 0; game < 60; game++ {
		s := sw.Start()
		for ply := 0; ; ply++ {
			o := sw.Outcome(s)
			if o.Over() {
				if o.Result != bao.Won || o.Scored || o.Winner != s.Side.Other() {
					t.Fatalf("game %d: outcome %v in %s", game, o, bao.FormatState(sw, s))
				}
				break
			}
			if ply > 5000 {
				t.Fatalf("game %d does not end", game)
			}
			moves := sw.Legal(s, nil)
			s, _ = sw.Apply(s, moves[r.IntN(len(moves))])
		}
	}
}

// ---------------------------------------------------------------------------
// 6 Move identity, move text and canonical order

func TestMoveIdentity(t *testing.T) {
	s := parse(t, sw, startText)
	// Annotations are not part of the identity.
	m1, a1, err1 := bao.ReadMove(sw, s, "A6<*")
	m2, a2, err2 := bao.ReadMove(sw, s, "A6<")
	if err1 != nil || err2 != nil || m1 != m2 || a1 != a2 {
		t.Errorf("A6<* and A6< differ: %v %v %v %v", m1, m2, err1, err2)
	}
	// A wrong annotation is refused.
	for _, text := range []string{"A6<**", "A6<#", "A6<*#"} {
		if _, _, err := bao.ReadMove(sw, s, text); !errors.Is(err, bao.ErrIllegalMove) {
			t.Errorf("ReadMove(%q) = %v, want ErrIllegalMove", text, err)
		}
	}
	// Stop and safari are different moves (Example 2).
	p := parse(t, sw, "0,0,0,0,0,0,0,0/0,0,0,6,0,0,4,0/0,0,0,0,6,2,1,0/0,0,0,0,0,0,0,0 S 23,22 SN -")
	moves := sw.Legal(p, nil)
	if len(moves) != 2 || moves[0] == moves[1] || moves[0].Pit != moves[1].Pit || moves[0].Dir != moves[1].Dir || moves[0].Safari || !moves[1].Safari {
		t.Errorf("Example 2 moves %v", moves)
	}
	// For a namua capture the sign is the entry kichwa, so a capture from a
	// kimbi has exactly one move (Example 2: no A7>).
	illegal(t, sw, "0,0,0,0,0,0,0,0/0,0,0,6,0,0,4,0/0,0,0,0,6,2,1,0/0,0,0,0,0,0,0,0 S 23,22 SN -", "A7>", "C4", "N1")
	// A move without a direction sign is not a move of this game.
	if _, err := sw.Apply(s, bao.Move{Pit: mustPit(t, "A6")}); !errors.Is(err, bao.ErrIllegalMove) {
		t.Errorf("A6 without a sign: %v", err)
	}
	// Each move appears once in every list.
	testvec.CheckUniqueMoves(t, sw, newRand(23), 20)
}

func TestMoveTextAnnotations(t *testing.T) {
	cases := []testvec.MoveText{
		{"takasa", startText, "A6<*"},
		{"takasa with takasia", takasiaBase, "A2>**"},
		{"capture", "0,0,0,0,0,0,0,0/0,1,1,0,1,0,0,1/0,1,1,0,6,0,0,1/0,0,0,0,0,0,0,0 S 26,25 S -", "A3<"},
		{"capture from a back pit", "0,0,0,0,0,0,0,0/0,3,1,0,0,0,1,0/0,1,1,0,0,0,0,0/2,0,0,0,0,0,0,0 S 0,55 - -", "B1<"},
		{"safari", "0,0,0,0,0,0,0,0/0,0,0,6,0,0,4,0/0,0,0,0,6,2,1,0/0,0,0,0,0,0,0,0 S 23,22 SN -", "A7<+"},
		{"winning capture", "0,0,0,55,0,0,0,0/0,3,0,0,2,0,0,0/0,1,2,0,1,0,0,0/0,0,0,0,0,0,0,0 S 0,0 - -", "A3>#"},
		{"winning takasa", "1,1,1,1,1,1,1,1/0,0,0,1,0,0,0,1/0,2,0,0,0,0,0,0/4,0,0,0,0,0,0,48 S 0,0 - -", "A2>*#"},
	}
	testvec.CheckMoveTexts(t, sw, cases, true)
	// Over random play: `*` exactly for takasa moves (a namua or mtaji move
	// that is not a capture), `**` only with a new restricted pit, `#`
	// exactly when the game is over.
	r := newRand(29)
	for game := 0; game < 40; game++ {
		s := sw.Start()
		for !sw.Outcome(s).Over() {
			kids := bao.Children(sw, s, nil)
			c := kids[r.IntN(len(kids))]
			n := bao.Annotate(sw, s, c.Move, c.State)
			if (n&bao.Win != 0) != sw.Outcome(c.State).Over() {
				t.Fatalf("%s %v: notes %v, over %v", bao.FormatState(sw, s), c.Move, n, sw.Outcome(c.State))
			}
			if (n&bao.Takasia != 0) != (c.State.Restricted != bao.NoPit) {
				t.Fatalf("%s %v: notes %v, restricted %v", bao.FormatState(sw, s), c.Move, n, c.State.Restricted)
			}
			if n&bao.Takasia != 0 && n&bao.Takasa == 0 {
				t.Fatalf("%s %v: ** without *", bao.FormatState(sw, s), c.Move)
			}
			s = c.State
		}
	}
}

func TestCanonicalOrder(t *testing.T) {
	// Front pits 1..8, then back pits 1..8; `<` before `>`; stop before
	// safari. Mtaji captures from front and back pits (TestM1) and namua
	// stop/safari pairs (TestN1) are listed in this order; here the order is
	// checked over random positions against a sort by the documented keys.
	testvec.CheckCanonicalOrder(t, sw, newRand(31), 60)
	// North numbers its own pits: a1..a8, b1..b8 (Example 11).
	expect(t, sw, "2,4,1,3,3,5,0,3/0,2,0,3,2,8,8,7/1,0,0,0,0,0,0,1/0,1,0,2,4,2,0,2 N 0,0 - a1",
		mv{"a2<*", ""}, mv{"a2>*", ""}, mv{"a3<*", ""}, mv{"a3>*", ""}, mv{"a4<*", ""},
		mv{"a4>*", ""}, mv{"a5<*", ""}, mv{"a5>*", ""},
		mv{"a7<*", "2,4,1,3,3,5,0,3/0,0,1,0,3,9,9,8/1,0,0,0,0,0,0,1/0,1,0,2,4,2,0,2 S 0,0 - -"},
		mv{"a7>*", ""})
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x6b69737761)) }
