package kingulu_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/kingulu"
)

var rules = kingulu.New()

// genState draws a random valid position: each player's children (0 to 3
// pits of the opponent's row, holding 4 or 5), the other seeds spread over
// the unreserved pits and the two banks with random weights, so that
// empty pits, singletons, threes and big piles all occur, and either side
// to move.
func genState(t *rapid.T) bao.State {
	var s bao.State
	left := 48
	for p := bao.South; p <= bao.North; p++ {
		n := rapid.IntRange(0, 3).Draw(t, "children")
		for range n {
			x := bao.PitOf(p.Other(), 0, rapid.IntRange(1, 6).Draw(t, "child"))
			if _, taken := s.ReservedBy(x); taken {
				continue
			}
			c := rapid.IntRange(4, 5).Draw(t, "child seeds")
			s.Reserved[p] |= 1 << x.Index()
			s.Pits[x.Index()] = uint8(c)
			left -= c
		}
	}
	// Destinations: the unreserved pits, then the two banks.
	var dest []int
	for r := range 12 {
		x := refPit(r)
		if _, ok := s.ReservedBy(x); !ok {
			dest = append(dest, x.Index())
		}
	}
	weights := make([]int, len(dest)+2)
	total := 0
	for i := range weights {
		weights[i] = rapid.IntRange(0, 8).Draw(t, "weight")
		total += weights[i]
	}
	if total == 0 {
		weights[0], total = 1, 1
	}
	for range left {
		w := rapid.IntRange(0, total-1).Draw(t, "seed")
		i := 0
		for w >= weights[i] {
			w -= weights[i]
			i++
		}
		if i < len(dest) {
			s.Pits[dest[i]]++
		} else {
			s.Store[i-len(dest)]++
		}
	}
	s.Side = bao.Player(rapid.IntRange(0, 1).Draw(t, "side"))
	if err := bao.Validate(rules, s); err != nil {
		t.Fatalf("generator made an invalid position %s: %v", bao.FormatState(rules, s), err)
	}
	return s
}

// fataler is what compareWithReference needs of *testing.T and *rapid.T.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// compareWithReference checks every candidate move of s (the six pits of
// the side to move) against the reference, and Legal, Children and
// Outcome against the reference's legal list and score.
func compareWithReference(t fataler, s bao.State) {
	t.Helper()
	text := bao.FormatState(rules, s)
	ref := refFromState(s)
	for i := 1; i <= 6; i++ {
		m := bao.Move{Pit: bao.PitOf(s.Side, 0, i)}
		want, rule := refPlay(ref, i)
		got, err := rules.Apply(s, m)
		if rule != "" {
			var me *bao.MoveError
			if !errors.As(err, &me) || me.Rule != rule {
				t.Fatalf("%s, move %v: got error %v, want an illegal move by rule %s", text, m, err, rule)
			}
			if got != s {
				t.Fatalf("%s, move %v: an illegal move returned %s, not the input", text, m, bao.FormatState(rules, got))
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s, move %v: %v; the reference plays it to %s", text, m, err, bao.FormatState(rules, want.state()))
		}
		if got != want.state() {
			t.Fatalf("%s, move %v:\n got %s\nwant %s", text, m, bao.FormatState(rules, got), bao.FormatState(rules, want.state()))
		}
		if got, want := kingulu.MoveLaps(s, m), len(refLapStarts(ref, i, 1<<20)); got != want {
			t.Fatalf("%s, move %v: %d laps, the reference sows %d", text, m, got, want)
		}
	}
	wantChildren := refLegal(ref)
	gotChildren := rules.Children(s, nil)
	if diff := cmp.Diff(wantChildren, gotChildren); diff != "" {
		t.Fatalf("%s: Children (-reference +package):\n%s", text, diff)
	}
	var each []bao.Child
	rules.EachChild(s, func(c bao.Child) bool { each = append(each, c); return true })
	if diff := cmp.Diff(wantChildren, each); diff != "" {
		t.Fatalf("%s: EachChild (-reference +package):\n%s", text, diff)
	}
	for limit := 1; limit <= len(wantChildren); limit++ {
		each = each[:0]
		rules.EachChild(s, func(c bao.Child) bool { each = append(each, c); return len(each) < limit })
		if diff := cmp.Diff(wantChildren[:limit], each); diff != "" {
			t.Fatalf("%s: EachChild stopped at child %d (-reference +package):\n%s", text, limit, diff)
		}
	}
	// EachChildInto writes each child into the caller's State, which the
	// yield reads in place; OverAt and HeuristicAt read it there.
	var into bao.State
	each = each[:0]
	rules.EachChildInto(&s, &into, func(m bao.Move) bool {
		each = append(each, bao.Child{Move: m, State: into})
		if rules.OverAt(&into) != rules.Over(into) {
			t.Fatalf("%s, child %v: OverAt %v, Over %v", text, m, rules.OverAt(&into), rules.Over(into))
		}
		for _, p := range []bao.Player{bao.South, bao.North} {
			if got, want := rules.HeuristicAt(&into, p), rules.Heuristic(into, p); got != want {
				t.Fatalf("%s, child %v: HeuristicAt %d, Heuristic %d", text, m, got, want)
			}
		}
		return true
	})
	if diff := cmp.Diff(wantChildren, each); diff != "" {
		t.Fatalf("%s: EachChildInto (-reference +package):\n%s", text, diff)
	}
	for limit := 1; limit <= len(wantChildren); limit++ {
		n := 0
		rules.EachChildInto(&s, &into, func(bao.Move) bool { n++; return n < limit })
		if n != limit || into != wantChildren[limit-1].State {
			t.Fatalf("%s: EachChildInto stopped after %d children, want %d, the last %s", text, n, limit, bao.FormatState(rules, into))
		}
	}
	var wantMoves []bao.Move
	for _, c := range wantChildren {
		wantMoves = append(wantMoves, c.Move)
	}
	if diff := cmp.Diff(wantMoves, rules.Legal(s, nil)); diff != "" {
		t.Fatalf("%s: Legal (-reference +package):\n%s", text, diff)
	}
	o := rules.Outcome(s)
	if o.Over() != (len(wantMoves) == 0) || !o.Scored || o.Score != refScore(ref) {
		t.Fatalf("%s: Outcome %+v; reference: %d legal moves, score %v", text, o, len(wantMoves), refScore(ref))
	}
	if rules.Over(s) != o.Over() {
		t.Fatalf("%s: Over is %v, Outcome %+v", text, rules.Over(s), o)
	}
}

// TestMatchesReference cross-checks the package with the naive reference
// implementation on random valid positions.
func TestMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		compareWithReference(t, genState(t))
	})
}

// TestMatchesReferenceInPlay cross-checks the two on the positions of
// random games, which reach children and long relays more often than
// random positions do.
func TestMatchesReferenceInPlay(t *testing.T) {
	games := 300
	if !testvec.Long() {
		games = 30
	}
	rng := rand.New(rand.NewPCG(7, 11))
	for range games {
		s := rules.Start()
		for {
			compareWithReference(t, s)
			moves := rules.Legal(s, nil)
			if len(moves) == 0 {
				break
			}
			var err error
			if s, err = rules.Apply(s, moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// neverEnding holds positions with a never-ending move (G8), all but the
// worked example KG7 found in random games. Random positions and short
// random games hardly ever reach one, so the cross-check takes them here.
var neverEnding = []string{
	"3,1,2,3,2,3/1,2,1,0,5,1 N 12,12",  // KG7: a6
	"5,0,1,2,0,4/1,5,1,2,3,2 S 13,9",   // A2, period 78
	"3,1,2,0,1,0/1,10,1,11,2,1 N 13,2", // a6, period 37,064
	"2,5,1,2,3,7/1,7,0,2,3,0 S 12,3",   // A2
	"4,0,1,5,1,2/0,4,1,2,1,0 N 22,5",   // a3
	"0,1,2,6,2,3/2,9,0,4,3,1 S 4,11",   // A5
	"2,14,2,3,4,0/0,2,1,0,2,1 N 11,6",  // a6
	"2,0,1,0,1,0/1,3,2,1,5,1 S 18,13",  // A5
	"0,7,1,2,8,4/2,1,2,4,0,2 N 2,13",   // a5
	"2,1,3,1,2,1/1,0,2,1,0,4 N 5,25",   // a4
	"2,0,1,5,3,1/1,2,1,5,1,0 S 6,20",   // A4
	"3,2,1,5,1,0/0,1,0,1,0,1 N 14,19",  // a3
	"2,0,1,2,1,2/1,2,1,5,9,0 S 10,12",  // A4
}

func TestMatchesReferenceNeverEnding(t *testing.T) {
	for _, text := range neverEnding {
		s := parse(t, text)
		compareWithReference(t, s)
		ref := refFromState(s)
		n := 0
		for i := 1; i <= 6; i++ {
			if _, rule := refPlay(ref, i); rule == "G8" {
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s: the reference finds no never-ending move", text)
		}
	}
}

// TestMatchesReferenceLongMoves cross-checks the two on positions with a
// legal move of more laps than the detector's warm-up (found among random
// positions; random games hardly ever have one), the laps counted too.
func TestMatchesReferenceLongMoves(t *testing.T) {
	for _, text := range []string{
		"4,3,2,2,1,2/9,2,3,6,11,3 S 0,0", // A4, 81 laps
		"6,2,3,4,5,6/6,4,0,4,3,5 S 0,0",  // A1, 128 laps
		"4,2,3,2,8,3/8,6,5,4,3,0 S 0,0",  // A1, 83 laps
	} {
		compareWithReference(t, parse(t, text))
	}
}
