package kiswahili_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// The lap-by-lap trace of every legal move of the vector positions
// (bao.Tracer).

func TestTraceExamples(t *testing.T) {
	testvec.CheckTrace(t, "kiswahili-examples.jsonl", "kiswahili", nil)
}
func TestTraceRandom(t *testing.T) { testvec.CheckTrace(t, "kiswahili-random.jsonl", "kiswahili", nil) }

// TestTraceLaps checks the number of traced states against laps counted
// by hand in docs/kiswahili.md: Example 9's a5< is a lift of 18 and ten
// relays, its a5> a lift and seven relays; the first states are those
// the text names.
func TestTraceLaps(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	tr := v.(bao.Tracer)
	s, err := testvec.ExampleState(v, "kiswahili-examples.jsonl", "Example 9 ")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		move string
		laps int
		// the pit where the first lap ends, and its count then
		end   string
		count uint8
	}{{"a5<", 11, "a3", 3}, {"a5>", 8, "a7", 2}} {
		m, _, err := bao.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		var got []bao.State
		if err := tr.Trace(s, m, func(f bao.State) bool { got = append(got, f); return true }); err != nil {
			t.Fatal(err)
		}
		if len(got) != c.laps {
			t.Errorf("%s: %d states, want %d laps", c.move, len(got), c.laps)
			continue
		}
		x, _ := bao.ParsePit(c.end)
		a5, _ := bao.ParsePit("a5")
		if n := got[0].Pits[x.Index()]; n != c.count || got[0].Pits[a5.Index()] != 1 || got[0].Side != bao.North {
			t.Errorf("%s: after the first lap %v holds %d (want %d), a5 %d (want 1, S3), side %v",
				c.move, x, n, c.count, got[0].Pits[a5.Index()], got[0].Side)
		}
	}
}
