package kingulu_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// One test per rule of docs/kingulu.md, section 4. Every position holds 48
// seeds and every expected result was traced by hand (position text:
// a6..a1/A1..A6 side bankS,bankN). Positions taken from the worked
// examples say so.

func parse(t *testing.T, text string) bao.State {
	t.Helper()
	s, err := bao.ParseState(rules, text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// wantPlay checks that move leads from pos to want.
func wantPlay(t *testing.T, pos, move, want string) {
	t.Helper()
	s := parse(t, pos)
	_, u, err := bao.ReadMove(rules, s, move)
	if err != nil {
		t.Errorf("%s, %s: %v", pos, move, err)
		return
	}
	if got := bao.FormatState(rules, u); got != want {
		t.Errorf("%s, %s:\n got %s\nwant %s", pos, move, got, want)
	}
	if err := bao.Validate(rules, u); err != nil {
		t.Errorf("%s, %s: the result is not valid: %v", pos, move, err)
	}
}

// wantIllegal checks that m is illegal in pos by rule.
func wantIllegal(t *testing.T, pos string, m bao.Move, rule string) {
	t.Helper()
	s := parse(t, pos)
	u, err := rules.Apply(s, m)
	var me *bao.MoveError
	switch {
	case !errors.As(err, &me):
		t.Errorf("%s, %v: error %v, want a *bao.MoveError by rule %s", pos, m, err, rule)
	case me.Rule != rule:
		t.Errorf("%s, %v: %v; want rule %s", pos, m, err, rule)
	case !errors.Is(err, bao.ErrIllegalMove):
		t.Errorf("%s, %v: %v does not match bao.ErrIllegalMove", pos, m, err)
	case u != s:
		t.Errorf("%s, %v: an illegal move returned a changed state", pos, m)
	}
	if bao.IsLegal(rules, s, m) {
		t.Errorf("%s, %v: in the legal list", pos, m)
	}
}

func pit(t *testing.T, label string) bao.Move {
	t.Helper()
	x, err := bao.ParsePit(label)
	if err != nil {
		t.Fatal(err)
	}
	return bao.Move{Pit: x}
}

// wantLegal checks the legal move list of pos, in canonical order.
func wantLegal(t *testing.T, pos string, moves ...string) {
	t.Helper()
	var got []string
	for _, m := range rules.Legal(parse(t, pos), nil) {
		got = append(got, m.String())
	}
	if strings.Join(got, " ") != strings.Join(moves, " ") {
		t.Errorf("%s: legal %v, want %v", pos, got, moves)
	}
}

func TestG1SouthMovesFirstAndTurnsAlternate(t *testing.T) {
	start := rules.Start()
	if got := bao.FormatState(rules, start); got != "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0" {
		t.Fatalf("start position %s", got)
	}
	if start.Side != bao.South {
		t.Fatalf("%v moves first", start.Side)
	}
	s := start
	for ply := range 12 {
		moves := rules.Legal(s, nil)
		if len(moves) == 0 {
			t.Fatalf("ply %d: no legal move", ply)
		}
		for _, m := range moves {
			if m.Pit.Player() != s.Side {
				t.Fatalf("ply %d: %v is not a move of %v", ply, m, s.Side)
			}
		}
		u, err := rules.Apply(s, moves[len(moves)-1])
		if err != nil {
			t.Fatal(err)
		}
		if u.Side != s.Side.Other() {
			t.Fatalf("ply %d: %v to move after a move of %v", ply, u.Side, s.Side)
		}
		s = u
	}
	// After South's A3 it is North's turn: South may not move again.
	wantIllegal(t, "1,0,6,6,0,1/6,6,2,7,0,6 N 7,0", pit(t, "A1"), "G2")
}

func TestG2EligibleStartPits(t *testing.T) {
	kg4 := "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6" // example KG4
	wantIllegal(t, kg4, pit(t, "A3"), "G2")  // North's child in South's row
	wantIllegal(t, kg4, pit(t, "A4"), "G2")  // empty
	wantIllegal(t, kg4, pit(t, "a1"), "G2")  // North's pit
	wantIllegal(t, kg4, pit(t, "a4"), "G2")  // South's own child, in North's row
	// A singleton may start.
	wantPlay(t, kg4, "A6", "2,4,5S,5S,3,0/2,3,4N,0,5,0 N 9,6")
	// With North to move, South's child a4 cannot start and neither can
	// South's pits.
	kg4n := "2,4,5S,3,3,1/2,3,4N,0,5,1 N 9,6"
	wantIllegal(t, kg4n, pit(t, "a4"), "G2")
	wantIllegal(t, kg4n, pit(t, "A1"), "G2")
	// Pits that are not on the board.
	for _, m := range []bao.Move{{Pit: bao.PitOf(bao.South, 0, 7)}, {Pit: bao.PitOf(bao.South, 1, 1)}, {Pit: bao.NoPit}, {Pit: 200}} {
		wantIllegal(t, kg4, m, "G2")
	}
	// A move is its pit alone: a direction sign or a safari mark is not
	// part of a Bao Kingulu move.
	a6 := bao.PitOf(bao.South, 0, 6)
	wantIllegal(t, kg4, bao.Move{Pit: a6, Dir: bao.Right}, "6")
	wantIllegal(t, kg4, bao.Move{Pit: a6, Dir: bao.Left}, "6")
	wantIllegal(t, kg4, bao.Move{Pit: a6, Safari: true}, "6")
	if _, _, err := bao.ReadMove(rules, parse(t, kg4), "A6>"); err == nil {
		t.Errorf("A6> read as a move")
	}
	// A state whose side to move is not a player has no moves, and
	// nothing panics.
	bad := parse(t, kg4)
	bad.Side = 7
	if moves := rules.Legal(bad, nil); len(moves) != 0 {
		t.Errorf("Legal with side 7: %v", moves)
	}
	if _, err := rules.Apply(bad, bao.Move{Pit: a6}); !errors.Is(err, bao.ErrIllegalMove) {
		t.Errorf("Apply with side 7: %v", err)
	}
	if c := rules.Children(bad, nil); len(c) != 0 {
		t.Errorf("Children with side 7: %v", c)
	}
	_ = rules.Outcome(bad)
}

func TestG3SowingSkipsNothing(t *testing.T) {
	// Twelve seeds from A1: one into every pit, the twelfth into A1
	// itself, which was emptied: G5b captures a6 (5) and the seed.
	wantPlay(t, "4,4,4,4,4,4/12,2,2,2,2,2 S 1,1", "A1", "0,5,5,5,5,5/0,3,3,3,3,3 N 7,1")
	// Fourteen seeds from A6: a1..a6, A1..A6 (the twelfth into A6), a1,
	// a2. a2 received the lap's first seed too, so it held 3 before the
	// last one (2 + 1): South's child, with the second-to-last seed back
	// from a1.
	wantPlay(t, "3,3,3,3,2,1/2,2,2,2,2,14 S 5,4", "A6", "4,4,4,4,5S,2/3,3,3,3,3,1 N 5,4")
	// Thirteen seeds from A1 end in A2, which was empty but received the
	// lap's first seed: an occupied pit of South's row on the first lap.
	wantIllegal(t, "4,4,4,4,4,4/13,0,2,2,2,2 S 2,1", pit(t, "A1"), "G5c")
	// Reserved pits are not skipped either (G4): A1's two seeds go to A2
	// and A3; A3 is North's child, the seed goes to North and the move
	// ends there (G5a): it does not reach A4.
	wantPlay(t, "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6", "A1", "2,4,5S,3,3,1/0,4,4N,0,5,1 N 9,7")
}

func TestG4SeedsIntoChildGoToBank(t *testing.T) {
	// A1 (3): A2, A3 (North's child: to North's bank), A4 (empty) ->
	// capture a3 (2) and the seed: South's bank 7 + 3, North's 7 + 1.
	wantPlay(t, "4,4,4,2,4,4/3,1,4N,0,2,2 S 7,7", "A1", "4,4,4,0,4,4/0,2,4N,0,2,2 N 10,8")
	// A full round of twelve passes both players' children: one seed to
	// each reserver; the twelfth lands in the emptied A1, capturing a6.
	wantPlay(t, "2,2,2,2,4S,2/12,1,1,4N,1,1 S 7,7", "A1", "0,3,3,3,4S,3/0,2,2,4N,2,2 N 12,8")
	// Example KG4, A5: the lap ends in South's own child a4: the seed goes
	// to South's bank, and a2 and a3 (three each) are only passed.
	wantPlay(t, "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6", "A5", "2,4,5S,4,4,2/2,3,4N,0,0,2 N 10,6")
	// The children's counts never change, whatever passes them.
	s := parse(t, "2,2,2,2,4S,2/12,1,1,4N,1,1 S 7,7")
	for _, c := range rules.Children(s, nil) {
		for p := bao.South; p <= bao.North; p++ {
			for m := s.Reserved[p]; m != 0; m &= m - 1 {
				i := 0
				for m>>i&1 == 0 {
					i++
				}
				if c.State.Pits[i] != s.Pits[i] {
					t.Errorf("%v changed the count of child %v", c.Move, bao.PitAt(i))
				}
			}
		}
	}
}

func TestG5aLapEndingInChildEndsMove(t *testing.T) {
	// Example KG4, A1: the first lap ends in A3, North's child in South's
	// own row: legal, the seed goes to North, the move ends.
	wantPlay(t, "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6", "A1", "2,4,5S,3,3,1/0,4,4N,0,5,1 N 9,7")
	// A later lap: A6 (2): a1, a2 (held 1) -> relay 2: a3, a4 = South's
	// child: the seed goes to South's bank and the move ends; the child
	// is not made again.
	wantPlay(t, "3,3,5S,2,1,0/3,3,3,3,3,2 S 9,8", "A6", "3,3,5S,3,0,1/3,3,3,3,3,0 N 10,8")
	// North's lap ending in his own child A1 (4N, made by a single seed).
	wantPlay(t, "1,4,4,4,4,4/4N,4,4,4,4,4 N 2,1", "a6", "0,4,4,4,4,4/4N,4,4,4,4,4 S 2,2")
}

func TestG5bCapture(t *testing.T) {
	// Example KG5 (b): A5 (1) -> A6 was empty, a1 holds 3: capture 3 + 1.
	wantPlay(t, "6,6,6,6,6,3/3,3,3,3,1,0 S 1,1", "A5", "6,6,6,6,6,0/3,3,3,3,0,0 N 5,1")
	// Example KG5 (a): the opposite pit a1 is empty: nothing is captured,
	// the seed stays.
	wantPlay(t, "6,6,6,6,6,0/3,3,3,3,1,0 S 2,3", "A5", "6,6,6,6,6,0/3,3,3,3,0,1 N 2,3")
	// The opposite pit is South's own child: children are never captured.
	wantPlay(t, "4,4,4,4,4,4S/4,4,4,4,1,0 S 4,3", "A5", "4,4,4,4,4,4S/4,4,4,4,0,1 N 4,3")
	// North captures: a2 (1) -> a3 was empty, opposite A4 holds 5.
	wantPlay(t, "3,3,3,0,1,3/4,4,4,5,4,4 N 5,5", "a2", "3,3,3,0,0,3/4,4,4,0,4,4 S 5,11")
	// North's lap ends in his empty a2, facing his own child A5: no capture.
	wantPlay(t, "4,4,4,4,0,1/4,4,4,4,4N,3 N 4,4", "a1", "4,4,4,4,1,0/4,4,4,4,4N,3 S 4,4")
	// Example KG1, A3: a capture on the fifth lap, after relays through
	// both rows.
	wantPlay(t, "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", "A3", "1,0,6,6,0,1/6,6,2,7,0,6 N 7,0")
}

func TestG5cFirstLapEndingInOccupiedOwnPitIsIllegal(t *testing.T) {
	start := "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0"
	wantIllegal(t, start, pit(t, "A1"), "G5c") // ends in A5 (4)
	wantIllegal(t, start, pit(t, "A2"), "G5c") // ends in A6 (4)
	// Example KG4, A2: passes North's child A3 and ends in A5 (5).
	wantIllegal(t, "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6", pit(t, "A2"), "G5c")
	// Example KG6: North's a3, a4 and a5 (eleven seeds round the board).
	for _, p := range []string{"a3", "a4", "a5"} {
		wantIllegal(t, "0,11,1,1,0,0/0,2,0,3,0,0 N 20,10", pit(t, p), "G5c")
	}
	// On a later lap an occupied pit of the own row relays: example KG1,
	// A3, relays from A5 on its third lap.
	wantLegal(t, start, "A3", "A4", "A5", "A6")
	// The error says where the first lap ends.
	_, err := rules.Apply(parse(t, start), pit(t, "A1"))
	if err == nil || !strings.Contains(err.Error(), "A5") {
		t.Errorf("error %v does not name A5", err)
	}
}

func TestG5dLapEndingInEmptyOpponentPitEndsMove(t *testing.T) {
	wantPlay(t, "4,4,4,4,4,0/4,4,4,4,4,1 S 4,3", "A6", "4,4,4,4,4,1/4,4,4,4,4,0 N 4,3")
	// Example KG5 (a), A4: a1 was empty.
	wantPlay(t, "6,6,6,6,6,0/3,3,3,3,1,0 S 2,3", "A4", "6,6,6,6,6,1/3,3,3,0,2,1 N 2,3")
	// Example KG1, A5: after four relays, in a1, emptied by the second.
	wantPlay(t, "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", "A5", "6,6,6,1,6,1/0,1,6,6,2,7 N 0,0")
	// North's lap ending in South's empty A1.
	wantPlay(t, "1,4,4,4,4,4/0,4,4,4,4,4 N 4,3", "a6", "0,4,4,4,4,4/1,4,4,4,4,4 S 4,3")
}

func TestG5eKuwekaMtoto(t *testing.T) {
	// Example KG2, A6: the second-to-last seed comes back from a1.
	wantPlay(t, "4,4,4,4,3,1/4,4,4,4,4,2 S 4,2", "A6", "4,4,4,4,5S,1/4,4,4,4,4,0 N 4,2")
	// Example KG3, A3: from the mover's own pit A6.
	wantPlay(t, "4,4,4,4,4,3/4,4,4,4,4,1 S 2,2", "A3", "4,4,4,4,4,5S/4,4,0,5,5,1 N 2,2")
	// Example KG3, A6: a lap of a single seed: the child keeps 4.
	wantPlay(t, "4,4,4,4,4,3/4,4,4,4,4,1 S 2,2", "A6", "4,4,4,4,4,4S/4,4,4,4,4,0 N 2,2")
	// The same for North: a6 (1) onto A1 (3).
	wantPlay(t, "1,4,4,4,4,4/3,4,4,4,4,4 N 2,2", "a6", "0,4,4,4,4,4/4N,4,4,4,4,4 S 2,2")
	// Example KG4, A6: a move from a singleton that makes its child on a
	// later lap of two seeds gets the extra seed (the exception is for a
	// lap of one seed, not a move from a singleton).
	wantPlay(t, "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6", "A6", "2,4,5S,5S,3,0/2,3,4N,0,5,0 N 9,6")
	// The second-to-last seed fell into South's own child a1, so it went
	// to South's bank: it is taken back from there. A5 (3): A6, a1
	// (South's bank 3), a2 (3 -> 4): a2 = 5, South's bank 2.
	wantPlay(t, "4,4,4,4,3,4S/4,4,4,4,3,2 S 2,2", "A5", "4,4,4,4,5S,4S/4,4,4,4,0,3 N 2,2")
	// The second-to-last seed fell into North's child A6: it is taken back
	// from North's bank. A5 (2): A6 (North's bank 3), a1 (3 -> 4): a1 = 5,
	// North's bank 2.
	wantPlay(t, "4,4,4,4,4,3/4,4,4,4,2,4N S 1,2", "A5", "4,4,4,4,4,5S/4,4,4,4,0,4N N 1,2")
	// Example KG5 (b), A4: the second-to-last seed comes back from A6,
	// which it had just filled.
	wantPlay(t, "6,6,6,6,6,3/3,3,3,3,1,0 S 1,1", "A4", "6,6,6,6,6,5S/3,3,3,0,2,0 N 1,1")
	// Passing a three makes nothing (example KG2, A3: a2 is passed).
	wantPlay(t, "4,4,4,4,3,1/4,4,4,4,4,2 S 4,2", "A3", "5,5,5,0,4,1/5,0,1,6,6,4 N 4,2")
}

func TestG5fRelayInOpponentRow(t *testing.T) {
	// a1 held 2: A6 (1) -> a1 (3) -> relay 3: a2, a3, a4 (empty): end.
	wantPlay(t, "4,4,0,4,4,2/4,4,4,4,4,1 S 5,4", "A6", "4,4,1,5,5,0/4,4,4,4,4,0 N 5,4")
	// a1 held 1 (example KG2, A3, second lap) and 4 (example KG1, A3).
	wantPlay(t, "4,4,4,4,3,1/4,4,4,4,4,2 S 4,2", "A3", "5,5,5,0,4,1/5,0,1,6,6,4 N 4,2")
	wantPlay(t, "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", "A3", "1,0,6,6,0,1/6,6,2,7,0,6 N 7,0")
	// North's relay in South's row: a6 (1) -> A1 held 2 -> relay 3: A2,
	// A3, A4 (empty): end.
	wantPlay(t, "1,4,4,4,4,4/2,4,4,0,4,4 N 5,4", "a6", "0,4,4,4,4,4/0,5,5,1,4,4 S 5,4")
}

func TestG6RelaySowsOnFromTheNextPit(t *testing.T) {
	// A6 (1) -> a1 held 12 -> relay 13 from a1: a2..a6, A1..A6, a1 (the
	// relay pit itself receives the twelfth seed), a2. a2 held 2 + 1 = 3
	// before the last seed: South's child, and the second-to-last seed
	// comes back out of a1.
	wantPlay(t, "2,2,2,2,2,12/3,3,3,3,3,1 S 5,5", "A6", "3,3,3,3,5S,0/4,4,4,4,4,1 N 5,5")
	// Example KG1, A4: relays of 5, 5, 6 and 6 seeds, the last ending in
	// the emptied A6 with a capture.
	wantPlay(t, "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", "A4", "0,6,6,6,1,0/1,6,6,2,7,0 N 7,0")
	// Example KG1, A6.
	wantPlay(t, "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", "A6", "6,6,1,6,1,7/6,0,1,6,6,2 N 0,0")
}

func TestG7LegalMoves(t *testing.T) {
	// A1, A3 and A4 end their first lap in occupied pits of South's row,
	// A2 never ends (G8): only A5 and A6 are legal.
	pos := "5,0,1,2,0,4/1,5,1,2,3,2 S 13,9"
	wantLegal(t, pos, "A5", "A6")
	wantIllegal(t, pos, pit(t, "A1"), "G5c")
	wantIllegal(t, pos, pit(t, "A2"), "G8")
	wantIllegal(t, pos, pit(t, "A3"), "G5c")
	wantIllegal(t, pos, pit(t, "A4"), "G5c")
	wantPlay(t, pos, "A5", "5,0,1,2,1,5/1,5,1,2,0,3 N 13,9")
	wantPlay(t, pos, "A6", "5,0,1,2,1,5/1,5,1,2,3,0 N 13,9")
	// Examples: KG1 to KG5.
	wantLegal(t, "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", "A3", "A4", "A5", "A6")
	wantLegal(t, "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6", "A1", "A5", "A6")
	wantLegal(t, "6,6,6,6,6,0/3,3,3,3,1,0 S 2,3", "A3", "A4", "A5")
	// Legal, Apply and Children agree on every candidate.
	for _, text := range []string{pos, "3,1,2,0,1,0/1,10,1,11,2,1 N 13,2", "2,4,5S,3,3,1/2,3,4N,0,5,1 N 9,6"} {
		s := parse(t, text)
		legal := rules.Legal(s, nil)
		children := rules.Children(s, nil)
		if len(children) != len(legal) {
			t.Errorf("%s: %d children, %d legal moves", text, len(children), len(legal))
		}
		for i := 1; i <= 6; i++ {
			m := bao.Move{Pit: bao.PitOf(s.Side, 0, i)}
			u, err := rules.Apply(s, m)
			if (err == nil) != bao.IsLegal(rules, s, m) {
				t.Errorf("%s, %v: Apply error %v, IsLegal %v", text, m, err, bao.IsLegal(rules, s, m))
			}
			for _, c := range children {
				if c.Move == m && c.State != u {
					t.Errorf("%s, %v: Children and Apply disagree", text, m)
				}
			}
		}
	}
}

func TestG8NeverEndingMovesAreIllegal(t *testing.T) {
	// Example KG7: a6's relays repeat with period 42 (TestKG7Period).
	kg7 := "3,1,2,3,2,3/1,2,1,0,5,1 N 12,12"
	wantIllegal(t, kg7, pit(t, "a6"), "G8")
	wantLegal(t, kg7)
	// A2's relays repeat from the second lap with period 78; A5 and A6 are
	// legal.
	wantIllegal(t, "5,0,1,2,0,4/1,5,1,2,3,2 S 13,9", pit(t, "A2"), "G8")
	// A long cycle, from a random game: a6's second-lap state comes back
	// after 37,064 laps. A lap cap of some thousands would get it wrong.
	long := "3,1,2,0,1,0/1,10,1,11,2,1 N 13,2"
	wantIllegal(t, long, pit(t, "a6"), "G8")
	wantLegal(t, long, "a2")
	const period = 37064
	laps := refLapStarts(refFromState(parse(t, long)), 6, period+2)
	if len(laps) != period+2 || laps[1] != laps[period+1] {
		t.Errorf("the reference does not see lap 2 repeat at lap %d", period+2)
	}
	for i := 2; i <= period; i++ {
		if laps[i] == laps[1] {
			t.Fatalf("lap 2 repeats already at lap %d", i+1)
		}
	}
	_, err := rules.Apply(parse(t, long), pit(t, "a6"))
	if err == nil || !strings.Contains(err.Error(), "never ends") {
		t.Errorf("error %v", err)
	}
}

func TestG9EndOfGame(t *testing.T) {
	for _, c := range []struct {
		pos    string
		winner string
	}{
		{"0,11,1,1,0,0/0,2,0,3,0,0 N 20,10", "S"},  // example KG6: every candidate is G5c
		{"3,1,2,3,2,3/1,2,1,0,5,1 N 12,12", "N"},   // example KG7: a6 never ends
		{"4,4,4,4,4,4/0,4N,0,0,0,0 S 12,8", "N"},   // South's only seeds lie in North's child
		{"4,4,4,4,4,4/0,0,0,0,0,0 S 24,0", "draw"}, // no seed in South's row
	} {
		s := parse(t, c.pos)
		o := rules.Outcome(s)
		if !o.Over() || o.Reason != bao.NoLegalMove || o.WinnerText() != c.winner {
			t.Errorf("%s: %v, want over, winner %s, no legal move", c.pos, o, c.winner)
		}
		if n := len(rules.Legal(s, nil)); n != 0 {
			t.Errorf("%s: %d legal moves", c.pos, n)
		}
		for i := 1; i <= 6; i++ {
			if _, err := rules.Apply(s, bao.Move{Pit: bao.PitOf(s.Side, 0, i)}); err == nil {
				t.Errorf("%s: pit %d is playable", c.pos, i)
			}
		}
	}
	// The game goes on while the side to move can move, even with a
	// single legal move.
	for _, pos := range []string{"4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", "3,1,2,0,1,0/1,10,1,11,2,1 N 13,2"} {
		if o := rules.Outcome(parse(t, pos)); o.Over() || o.Reason != bao.NotOver {
			t.Errorf("%s: %v", pos, o)
		}
	}
}

func TestG10Score(t *testing.T) {
	for _, c := range []struct {
		pos    string
		score  [2]int
		result bao.Result
		winner bao.Player
	}{
		{"0,11,1,1,0,0/0,2,0,3,0,0 N 20,10", [2]int{25, 23}, bao.Won, bao.South}, // KG6: 20 + 5, 10 + 13
		{"3,1,2,3,2,3/1,2,1,0,5,1 N 12,12", [2]int{22, 26}, bao.Won, bao.North},  // KG7: 12 + 10, 12 + 14
		// North's child A2 counts for North: 8 + 24 + 4.
		{"4,4,4,4,4,4/0,4N,0,0,0,0 S 12,8", [2]int{12, 36}, bao.Won, bao.North},
		{"4,4,4,4,4,4/0,0,0,0,0,0 S 24,0", [2]int{24, 24}, bao.Drawn, bao.South},
		// Games in progress are scored too: the start, and KG2 after A6
		// (South: 4 + 20 + a2's 5 = 29) and KG4 after A6 (South: 9 + 2 + 3
		// + 5 + 5 + 5 = 29, North: 6 + A3's 4 + 9 = 19).
		{"4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", [2]int{24, 24}, bao.Ongoing, bao.South},
		{"4,4,4,4,5S,1/4,4,4,4,4,0 N 4,2", [2]int{29, 19}, bao.Ongoing, bao.South},
		{"2,4,5S,5S,3,0/2,3,4N,0,5,0 N 9,6", [2]int{29, 19}, bao.Ongoing, bao.South},
	} {
		o := rules.Outcome(parse(t, c.pos))
		if !o.Scored || o.Score != c.score || o.Result != c.result || (c.result == bao.Won && o.Winner != c.winner) {
			t.Errorf("%s: %v (score %v), want %v %v", c.pos, o, o.Score, c.score, c.result)
		}
	}
}
