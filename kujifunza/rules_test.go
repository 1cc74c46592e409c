package kujifunza_test

// One test per numbered rule of docs/kujifunza.md (K1-K6), and the
// validation of positions. The worked examples KJ1-KJ3 are the document's;
// the other positions are hand-made, and their move lists and resulting
// positions were traced by hand from docs/kiswahili.md (the trace is in the
// comments).

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/kiswahili"
	"github.com/bao-games/bao/kujifunza"
)

var (
	kj    bao.Variant = kujifunza.New(kujifunza.Config{})
	kjOff bao.Variant = kujifunza.New(kujifunza.Config{NoTakasia: true})
)

const (
	startText = "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S 0,0 - -"
	kj1       = "2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -"
	kj1Won    = "2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/2,1,2,0,4,8,5,4/4,1,4,4,1,0,4,1 N 3,0 - -"
	kj2       = "0,2,2,2,2,2,1,4/0,0,0,0,5,4,4,1/4,4,4,7,2,1,1,0/0,0,3,3,0,3,3,0 N 0,0 - -"
	kj3       = "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/0,1,0,10,4,0,7,1/3,6,3,2,2,3,4,1 S 0,0 - -"

	// pit5 is a position in which South's takasa freezes North's pit 5,
	// which would be North's house in Bao la Kiswahili.
	//
	// North: b8..b1 = 3,1,0,2,1,2,5,1; a8..a1 = 0,1,0,5,6,3,1,9. South:
	// A1..A8 = 3,1,0,...; B1..B8 = 4,4,0,3,3,3,1,2. No South pit of 2..15
	// ends its first lap in A1-A8 facing an occupied pit (B1> and B2>
	// reach A4 and A3, empty; B8< reaches A7, empty; the others stay in
	// the back row), so South plays a takasa from A1, the only front pit of
	// two or more (M2); A2 is a singleton (M3).
	//
	// A1> sows A2, A3, A4 and ends in the empty A4. North then has no
	// capture (only a7 and a5 face occupied pits, and no North lap of
	// 2..15 ends there), and South's capture candidates (A2> to A4, B1> to
	// A4) all target a5 alone: a takasia on a5 (T1-T3). A1< sows B1, B2,
	// B3 and ends in the empty B3; South then has no capture candidate
	// (only A2 is occupied, and nothing ends there), so no takasia.
	pit5 = "3,1,0,2,1,2,5,1/0,1,0,5,6,3,1,9/3,1,0,0,0,0,0,0/4,4,0,3,3,3,1,2 S 0,0 - -"
)

// mv is one expected legal move: its annotated text and the position after
// it ("" when not checked).
type mv = testvec.Move

func TestK1Setup(t *testing.T) {
	for _, v := range []bao.Variant{kj, kjOff} {
		s := testvec.CheckStart(t, v, startText)
		if s.House != [2]bool{} || s.Store != [2]uint8{} || s.Restricted != bao.NoPit || s.Side != bao.South {
			t.Errorf("%s: start: houses %v, stores %v, restricted %v, side %v", v.Name(), s.House, s.Store, s.Restricted, s.Side)
		}
		for i, n := range s.Pits[:32] {
			if n != 2 {
				t.Errorf("%s: start: slot %d holds %d seeds, want 2", v.Name(), i, n)
			}
		}
	}
	// South's 16 first moves, all captures (no "*"), in canonical order.
	var want []mv
	for _, m := range strings.Fields("A1> A2> A3< A3> A4< A4> A5< A5> A6< A6> A7< A8< B1< B2< B7> B8>") {
		want = append(want, mv{m, ""})
	}
	testvec.Expect(t, kj, startText, want...)
	testvec.Expect(t, kjOff, startText, want...)
	testvec.Ongoing(t, kj, startText)
}

func TestK2Stage(t *testing.T) {
	// Every move is a mtaji move. Captures are compulsory (M1): KJ1's A6
	// (4 seeds) does not capture, so it may not move.
	testvec.Illegal(t, kj, kj1, "A6>", "M1")
	testvec.Illegal(t, kj, kj1, "B1<", "M1")
	// Without a capture, a takasa starts from a front pit of two or more
	// (M2); singletons never start (M3).
	testvec.Expect(t, kjOff, pit5,
		mv{"A1<*", "3,1,0,2,1,2,5,1/0,1,0,5,6,3,1,9/0,1,0,0,0,0,0,0/5,5,1,3,3,3,1,2 N 0,0 - -"},
		mv{"A1>*", "3,1,0,2,1,2,5,1/0,1,0,5,6,3,1,9/0,2,1,1,0,0,0,0/4,4,0,3,3,3,1,2 N 0,0 - -"})
	testvec.Illegal(t, kj, pit5, "A2>", "M3")
	testvec.Illegal(t, kj, pit5, "B1>", "M2")
	// Namua never occurs, so neither does its stop-or-safari choice (L3).
	testvec.Illegal(t, kj, startText, "A1>+", "L3")
	// Over random games the stores stay empty until a capture wins the game
	// (C3), and nobody ever owns a house.
	r := rand.New(rand.NewPCG(1, 2))
	for g := range 300 {
		s := kj.Start()
		for ply := 0; !kj.Outcome(s).Over(); ply++ {
			if s.Store != [2]uint8{} || s.House != [2]bool{} {
				t.Fatalf("game %d ply %d: %s", g, ply, bao.FormatState(kj, s))
			}
			c, _ := bao.Sample(kj, s, r)
			s = c.State
		}
		if s.Store != [2]uint8{} && (s.Store[s.Side] != 0 || kj.Outcome(s).Reason != bao.FrontRowEmpty) {
			t.Fatalf("game %d ends in %s", g, bao.FormatState(kj, s))
		}
	}
}

func TestK3NoHouse(t *testing.T) {
	// No house is ever owned: a position text that marks one is invalid.
	for _, h := range []string{"S", "N", "SN"} {
		pos := strings.Replace(startText, " - -", " "+h+" -", 1)
		_, err := bao.ParseState(kj, pos)
		var pe *bao.ParseError
		if !errors.Is(err, bao.ErrInvalidPosition) || !errors.As(err, &pe) || pe.Field != "houses" || !strings.Contains(err.Error(), "K3") {
			t.Errorf("ParseState(%q) = %v, want an invalid houses field naming K3", pos, err)
		}
	}
	// Pit 5 is an ordinary pit: a takasia may freeze it, which T3 forbids
	// for an owned house of Bao la Kiswahili.
	testvec.Expect(t, kj, pit5,
		mv{"A1<*", "3,1,0,2,1,2,5,1/0,1,0,5,6,3,1,9/0,1,0,0,0,0,0,0/5,5,1,3,3,3,1,2 N 0,0 - -"},
		mv{"A1>**", "3,1,0,2,1,2,5,1/0,1,0,5,6,3,1,9/0,2,1,1,0,0,0,0/4,4,0,3,3,3,1,2 N 0,0 - a5"})
	sw := kiswahili.New(kiswahili.Config{})
	testvec.Expect(t, sw, strings.Replace(pit5, " - -", " N -", 1),
		mv{"A1<*", "3,1,0,2,1,2,5,1/0,1,0,5,6,3,1,9/0,1,0,0,0,0,0,0/5,5,1,3,3,3,1,2 N 0,0 N -"},
		mv{"A1>*", "3,1,0,2,1,2,5,1/0,1,0,5,6,3,1,9/0,2,1,1,0,0,0,0/4,4,0,3,3,3,1,2 N 0,0 N -"})
}

func TestK4Takasia(t *testing.T) {
	// KJ3: takasa moves that create a takasia.
	testvec.Expect(t, kj, kj3,
		mv{"A4<**", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/3,0,3,1,2,1,10,0/1,9,0,5,5,1,2,4 N 0,0 - a6"},
		mv{"A4>*", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/1,0,1,1,5,1,8,2/4,7,0,3,3,4,5,2 N 0,0 - -"},
		mv{"A5<**", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/1,2,1,11,0,0,7,1/3,6,3,2,2,3,4,1 N 0,0 - a6"},
		mv{"A5>**", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/1,2,1,11,1,0,9,0/4,0,4,3,3,1,6,1 N 0,0 - a7"},
		mv{"A7<**", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/1,2,1,11,5,1,1,2/0,7,4,3,0,4,5,0 N 0,0 - a7"},
		mv{"A7>**", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/3,0,3,0,7,0,1,5/6,1,2,0,5,6,7,1 N 0,0 - a6"})
	// With takasia=off the same moves are legal, with "*" and no
	// restricted pit.
	testvec.Expect(t, kjOff, kj3,
		mv{"A4<*", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/3,0,3,1,2,1,10,0/1,9,0,5,5,1,2,4 N 0,0 - -"},
		mv{"A4>*", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/1,0,1,1,5,1,8,2/4,7,0,3,3,4,5,2 N 0,0 - -"},
		mv{"A5<*", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/1,2,1,11,0,0,7,1/3,6,3,2,2,3,4,1 N 0,0 - -"},
		mv{"A5>*", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/1,2,1,11,1,0,9,0/4,0,4,3,3,1,6,1 N 0,0 - -"},
		mv{"A7<*", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/1,2,1,11,5,1,1,2/0,7,4,3,0,4,5,0 N 0,0 - -"},
		mv{"A7>*", "6,1,2,0,1,1,4,0/0,1,1,0,0,0,0,0/3,0,3,0,7,0,1,5/6,1,2,0,5,6,7,1 N 0,0 - -"})
	// The frozen pit may not start North's next move (T4).
	const frozen = "3,1,0,2,1,2,5,1/0,1,0,5,6,3,1,9/0,2,1,1,0,0,0,0/4,4,0,3,3,3,1,2 N 0,0 - a5"
	testvec.Illegal(t, kj, frozen, "a5<", "T4")
	testvec.Illegal(t, kj, frozen, "a5>", "T4")
	// Under takasia=off a restricted pit is invalid.
	if _, err := bao.ParseState(kjOff, frozen); !errors.Is(err, bao.ErrInvalidPosition) {
		t.Errorf("takasia=off: ParseState(%q) = %v, want ErrInvalidPosition", frozen, err)
	}
}

func TestK5End(t *testing.T) {
	// KJ1: A1> empties North's front row; the captured seeds go to South's
	// store (C3) and South has won.
	testvec.Expect(t, kj, kj1,
		mv{"A1>#", kj1Won},
		mv{"A3<", "2,2,2,2,2,2,2,2/0,1,1,3,0,2,3,5/0,2,1,5,1,5,2,1/2,2,2,2,2,2,2,2 N 0,0 - -"},
		mv{"B2<", "2,2,2,2,2,2,2,2/0,1,1,3,0,2,3,5/0,1,3,5,1,5,2,1/3,0,2,2,2,2,2,2 N 0,0 - -"},
		mv{"B8>", "2,2,2,2,2,2,2,2/0,1,0,0,0,0,0,0/0,3,6,9,5,2,4,1/3,3,0,3,3,1,4,0 N 0,0 - -"})
	testvec.Over(t, kj, kj1Won, bao.South, bao.FrontRowEmpty)
	// North holds only singletons, which never start a move (M3): no legal
	// move, North has lost.
	testvec.Over(t, kj, "0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/7,7,7,7,7,7,7,7/0,0,0,0,0,0,0,0 N 0,0 - -", bao.South, bao.NoLegalMove)
	// A move that would empty the mover's front row is illegal (F1): A1<
	// sows A1's two seeds into B1 and B2. A1> sows A2 and A3 and ends
	// there (empty); North can then capture (a2> ends in a6, facing A3),
	// so there is no takasia.
	const lone = "4,4,4,4,4,4,3,3/4,4,4,4,4,4,4,4/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 0,0 - -"
	testvec.Expect(t, kj, lone, mv{"A1>*", "4,4,4,4,4,4,3,3/4,4,4,4,4,4,4,4/0,1,1,0,0,0,0,0/0,0,0,0,0,0,0,0 N 0,0 - -"})
	testvec.Illegal(t, kj, lone, "A1<", "F1")
	// KJ2: North's one legal move, a capture from the back row.
	testvec.Expect(t, kj, kj2, mv{"b1<", "0,2,2,2,2,2,1,0/0,0,0,1,7,6,7,0/4,4,4,7,0,1,0,0/0,0,3,3,0,3,3,0 S 0,0 - -"})
	testvec.Ongoing(t, kj, kj2)
}

// neverEnding is Example 16 of docs/kiswahili.md, a mtaji position without
// houses, hence also a position of Bao la Kujifunza.
const neverEnding = "1,4,5,6,0,1,11,6/0,9,4,1,2,3,2,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 N 0,0 - -"

func TestK6NeverEnding(t *testing.T) {
	// a2< never ends: it is not a legal move, and nothing takes its place.
	testvec.Expect(t, kj, neverEnding,
		mv{"a2>*", ""}, mv{"a3<*", ""}, mv{"a3>*", ""}, mv{"a4<*", ""}, mv{"a4>*", ""},
		mv{"a6<**", "4,0,1,9,1,2,1,10/3,12,3,5,1,0,3,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 S 0,0 - A4"},
		mv{"a6>*", ""}, mv{"a7<*", ""}, mv{"a7>*", ""})
	testvec.Illegal(t, kj, neverEnding, "a2<", "F2")
}

func TestValidate(t *testing.T) {
	for _, c := range []struct {
		v     bao.Variant
		pos   string
		field string // "" for a valid position
	}{
		{kj, startText, ""},
		{kj, kj1Won, ""}, // C3: the seeds of the winning capture
		{kj, "2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/2,1,2,0,4,8,5,4/4,1,4,4,1,0,4,1 N 0,3 - -", "stores"}, // in the loser's store
		{kj, "2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,1/2,1,2,0,4,8,5,4/4,1,4,4,1,0,4,1 N 2,0 - -", "stores"}, // the game is not over
		{kj, "2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/2,1,2,0,4,8,5,4/4,1,4,4,1,0,4,1 S 3,0 - -", "stores"}, // the winner to move
		{kj, "2,2,2,2,2,2,2,2/2,0,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S 1,1 - -", "stores"},
		{kj, strings.Replace(startText, " - -", " SN -", 1), "houses"},
		{kj, strings.Replace(startText, " - -", " - A5", 1), ""},
		{kj, strings.Replace(startText, " - -", " - a5", 1), "restricted"}, // not the side to move
		{kj, strings.Replace(startText, " - -", " - B5", 1), "restricted"}, // a back pit
		{kjOff, strings.Replace(startText, " - -", " - A5", 1), "restricted"},
	} {
		_, err := bao.ParseState(c.v, c.pos)
		var pe *bao.ParseError
		switch {
		case c.field == "" && err != nil:
			t.Errorf("%s: ParseState(%q) = %v, want a valid position", c.v.Name(), c.pos, err)
		case c.field != "" && (!errors.Is(err, bao.ErrInvalidPosition) || !errors.As(err, &pe) || pe.Field != c.field):
			t.Errorf("%s: ParseState(%q) = %v, want ErrInvalidPosition in field %s", c.v.Name(), c.pos, err, c.field)
		}
	}
}
