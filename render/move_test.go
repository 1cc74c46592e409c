package render

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// TestMoveTexts checks Explanation and Summary on the moves of
// testdata/moves.tsv: moves of random and greedy games of every variant
// (kiswahili, kete and kujifunza with takasia on and off, kingulu), chosen
// so that every kind of clause appears, with the texts that bao play's
// explain and the page's summary gave for them before both moved here
// (commit 3ee67d2).
func TestMoveTexts(t *testing.T) {
	f, err := os.Open("testdata/moves.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	variants := map[string]bool{}
	for line := 1; sc.Scan(); line++ {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		col := strings.Split(sc.Text(), "\t")
		if len(col) != 5 {
			t.Fatalf("line %d: %d columns, want 5", line, len(col))
		}
		v, err := bao.Lookup(col[0])
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		s, err := bao.ParseState(v, col[1])
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		m, _, err := bao.ParseMove(col[2])
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		e, err := Describe(v, s, m, -1)
		if err != nil {
			t.Fatalf("line %d: %s %s: %v", line, col[0], col[2], err)
		}
		if got := e.Explanation(); got != col[3] {
			t.Errorf("line %d: %s %s: explanation\n%q, want\n%q", line, col[0], col[2], got, col[3])
		}
		if got := e.Summary(); got != col[4] {
			t.Errorf("line %d: %s %s: summary\n%q, want\n%q", line, col[0], col[2], got, col[4])
		}
		n++
		variants[col[0]] = true
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 300 || len(variants) < 6 {
		t.Errorf("%d moves of %d variants checked, want at least 300 of 6", n, len(variants))
	}
}

// TestDescribeLaps checks the laps of KG1's A3 in docs/kingulu.md, a move
// of five laps: all of them, the first few when fewer are asked for, none
// without a trace or when the variant has no Tracer.
func TestDescribeLaps(t *testing.T) {
	v := bao.MustLookup("kingulu")
	s := v.Start()
	m := bao.Move{Pit: bao.PitOf(bao.South, 0, 3)}
	after, err := v.Apply(s, m)
	if err != nil {
		t.Fatal(err)
	}
	plain := struct{ bao.Variant }{v} // not a bao.Tracer
	for _, tc := range []struct {
		v       bao.Variant
		maxLaps int
		laps    int
		more    bool
		want    string
	}{
		{v, -1, 5, false, "5 laps; sows 4 seeds from A3; banks 7 seeds"},
		{v, 5, 5, false, "5 laps; sows 4 seeds from A3; banks 7 seeds"},
		{v, 3, 3, true, "more than 3 laps; sows 4 seeds from A3; banks 7 seeds"},
		{v, 0, 0, false, "sows 4 seeds from A3; banks 7 seeds"},
		{plain, -1, 0, false, "sows 4 seeds from A3; banks 7 seeds"},
	} {
		e, err := Describe(tc.v, s, m, tc.maxLaps)
		if err != nil {
			t.Fatal(err)
		}
		if len(e.Laps) != tc.laps || e.MoreLaps != tc.more || e.Explanation() != tc.want || e.String() != tc.want {
			t.Errorf("maxLaps %d: %d laps, more %v, %q; want %d, %v, %q", tc.maxLaps, len(e.Laps), e.MoreLaps, e.Explanation(), tc.laps, tc.more, tc.want)
		}
		if tc.laps == 5 && e.Laps[4] != after {
			t.Errorf("the last lap is not the position after the move")
		}
	}
}

// failing is kiswahili whose Tracer fails.
type failing struct{ bao.Variant }

func (failing) Trace(bao.State, bao.Move, func(bao.State) bool) error {
	return bao.ErrIllegalMove
}

// TestDescribeErrors checks that an illegal move and a failing trace are
// errors.
func TestDescribeErrors(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	if _, err := Describe(v, v.Start(), bao.Move{Pit: bao.PitOf(bao.North, 0, 0), Dir: bao.Left}, -1); err == nil {
		t.Error("Describe accepted a move of the side not to move")
	}
	m := v.Legal(v.Start(), nil)[0]
	if _, err := Describe(failing{v}, v.Start(), m, -1); err == nil {
		t.Error("Describe hid the error of the trace")
	}
}

// TestDescribeFacts checks the facts of every legal move along random
// games of Bao la Kiswahili: namua moves enter a seed from the store, mtaji
// moves lift their pit, the trace ends in the position after the move, a
// move stops in the house only where the safari is legal too; and that
// such moves and captures were met.
func TestDescribeFacts(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	rng := rand.New(rand.NewPCG(1, 2))
	var stopped, captured, mtaji int
	for game := 0; game < 20; game++ {
		s := v.Start()
		for ply := 0; ply < 200 && !v.Outcome(s).Over(); ply++ {
			legal := v.Legal(s, nil)
			for _, m := range legal {
				e, err := Describe(v, s, m, -1)
				if err != nil {
					t.Fatal(err)
				}
				namua := s.Store[s.Side] > 0
				switch {
				case namua && (!e.FromStore || e.Lifted != 1):
					t.Errorf("%v: namua move lifts %d, from the store %v", m, e.Lifted, e.FromStore)
				case !namua && (e.FromStore || e.Lifted != int(s.Pits[m.Pit.Index()])):
					t.Errorf("%v: mtaji move lifts %d, from the store %v", m, e.Lifted, e.FromStore)
				case !e.Traced || len(e.Laps) == 0 || e.Laps[len(e.Laps)-1] != e.After:
					t.Errorf("%v: the trace does not end in the position after the move", m)
				}
				if !namua {
					mtaji++
				}
				if e.Stopped {
					stopped++
					if m.Safari || !bao.IsLegal(v, s, bao.Move{Pit: m.Pit, Dir: m.Dir, Safari: true}) {
						t.Errorf("%v: Stopped without a safari choice", m)
					}
				}
				if e.Captured() > 0 {
					captured++
				}
			}
			after, err := v.Apply(s, legal[rng.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			s = after
		}
	}
	if stopped == 0 || captured == 0 || mtaji == 0 {
		t.Errorf("met %d moves that stop in the house, %d captures, %d mtaji moves", stopped, captured, mtaji)
	}
}

// TestChanges checks the changes of KG1's A3 in docs/kingulu.md, in the
// order of the board as drawn, and that they balance: Bao Kingulu moves
// seeds, it never removes them.
func TestChanges(t *testing.T) {
	v := bao.MustLookup("kingulu")
	m, _, _ := bao.ParseMove("A3")
	e, err := Describe(v, v.Start(), m, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	sum := 0
	for _, c := range e.Changes() {
		got = append(got, fmt.Sprintf("%s %d→%d", c.Pit, c.Before, c.After))
		sum += c.After - c.Before
	}
	want := "a6 4→1 a5 4→0 a4 4→6 a3 4→6 a2 4→0 a1 4→1 A1 4→6 A2 4→6 A3 4→2 A4 4→7 A5 4→0 A6 4→6 storeS 0→7"
	if strings.Join(got, " ") != want || sum != 0 {
		t.Errorf("changes %s (sum %d), want %s", strings.Join(got, " "), sum, want)
	}
}
