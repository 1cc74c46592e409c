package bawo_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// The worked examples of docs/bawo.md in testdata/bawo-examples.jsonl,
// with their complete legal move lists and resulting positions, through
// the code path of bao eval (BW-2's 15,504-move gambit lists are checked
// in TestExampleBW2 instead).

func TestExamples(t *testing.T) { testvec.CheckVectors(t, "bawo-examples.jsonl", "bawo") }

// TestTraceExamples checks the lap-by-lap trace of every legal move of the
// examples (bao.Tracer).
func TestTraceExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("BW-13's a2<* traces a million laps")
	}
	testvec.CheckTrace(t, "bawo-examples.jsonl", "bawo", nil)
}

// TestNoAllocs asserts that the hot path allocates nothing: Legal with a
// caller's buffer, Apply, Outcome, Children, Sample, Record and
// CountLegal, on the start position and the worked examples (BW-13 but
// for its million-lap move, which allocates nothing either but takes
// long), and on a gambit turn with a buffer of 15,504 moves.
func TestNoAllocs(t *testing.T) {
	vecs, err := testvec.Load("bawo-examples.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	byVariant := map[string][]bao.State{"bawo": {v(t, "bawo").Start()}}
	for _, vec := range vecs {
		if vec.Position != "1,4,5,6,0,1,11,6/0,9,4,1,2,3,2,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 N 0,0 - - - -" {
			byVariant[vec.Variant] = append(byVariant[vec.Variant], testvec.Parse(t, v(t, vec.Variant), vec.Position))
		}
	}
	for spec, states := range byVariant {
		testvec.CheckNoAllocs(t, v(t, spec), states)
	}
	if testvec.RaceEnabled {
		return
	}
	g := v(t, "bawo(gambit=on)")
	s := g.Start()
	buf := make([]bao.Move, 0, 15504)
	if n := testing.AllocsPerRun(5, func() { buf = g.Legal(s, buf[:0]) }); n != 0 {
		t.Errorf("Legal of a gambit turn allocates %v times", n)
	}
	if n := testing.AllocsPerRun(5, func() { _, _ = g.Apply(s, buf[100]) }); n != 0 {
		t.Errorf("Apply of a gambit allocates %v times", n)
	}
}
