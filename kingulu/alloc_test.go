package kingulu_test

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
)

// TestZeroAllocations checks that Legal (with a caller buffer), Apply,
// Children (with a caller buffer), EachChild, EachChildInto, Over, Sample,
// Playout and Record (with a caller buffer) allocate nothing, on
// positions that relay, capture, make children and never end.
func TestZeroAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts are not meaningful under the race detector")
	}
	positions := []string{
		"4,4,4,4,4,4/4,4,4,4,4,4 S 0,0",
		"2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6",
		"3,1,2,3,2,3/1,2,1,0,5,1 N 12,12",  // KG7: a never-ending move
		"3,1,2,0,1,0/1,10,1,11,2,1 N 13,2", // a never-ending move of period 37,064
	}
	moves := make([]bao.Move, 0, 6)
	children := make([]bao.Child, 0, 6)
	var v bao.Variant = rules
	for _, text := range positions {
		s := parse(t, text)
		if n := testing.AllocsPerRun(50, func() { moves = v.Legal(s, moves[:0]) }); n != 0 {
			t.Errorf("%s: Legal allocates %v times", text, n)
		}
		if n := testing.AllocsPerRun(50, func() { children = rules.Children(s, children[:0]) }); n != 0 {
			t.Errorf("%s: Children allocates %v times", text, n)
		}
		count := 0
		yield := func(bao.Child) bool { count++; return true }
		if n := testing.AllocsPerRun(50, func() { rules.EachChild(s, yield) }); n != 0 {
			t.Errorf("%s: EachChild allocates %v times", text, n)
		}
		var into bao.State
		move := func(bao.Move) bool { count++; return true }
		if n := testing.AllocsPerRun(50, func() { rules.EachChildInto(&s, &into, move) }); n != 0 {
			t.Errorf("%s: EachChildInto allocates %v times", text, n)
		}
		if n := testing.AllocsPerRun(50, func() { rules.Over(s) }); n != 0 {
			t.Errorf("%s: Over allocates %v times", text, n)
		}
		if n := testing.AllocsPerRun(50, func() { v.Outcome(s) }); n != 0 {
			t.Errorf("%s: Outcome allocates %v times", text, n)
		}
		rng := rand.New(rand.NewPCG(1, 1))
		if n := testing.AllocsPerRun(50, func() { rules.Sample(s, rng) }); n != 0 {
			t.Errorf("%s: Sample allocates %v times", text, n)
		}
		if n := testing.AllocsPerRun(50, func() { rules.Playout(s, rng, 1000) }); n != 0 {
			t.Errorf("%s: Playout allocates %v times", text, n)
		}
		played := make([]bao.Played, 0, 1000)
		rngs := &[2]*rand.Rand{rng, rng}
		if n := testing.AllocsPerRun(50, func() { _, played = rules.Record(s, rngs, 1000, played[:0]) }); n != 0 {
			t.Errorf("%s: Record allocates %v times", text, n)
		}
		for _, m := range v.Legal(s, nil) {
			if n := testing.AllocsPerRun(50, func() { _, _ = v.Apply(s, m) }); n != 0 {
				t.Errorf("%s: Apply(%v) allocates %v times", text, m, n)
			}
		}
	}
}
