package kingulu_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/kingulu"
)

// The lap-by-lap trace of every legal move of the vector positions
// (bao.Tracer), with as many states as the laps play counts.

func TestTraceExamples(t *testing.T) {
	testvec.CheckTrace(t, "kingulu-examples.jsonl", "kingulu", kingulu.MoveLaps)
}
func TestTraceRandom(t *testing.T) {
	testvec.CheckTrace(t, "kingulu-random.jsonl", "kingulu", kingulu.MoveLaps)
}

// TestTraceWindows traces the moves of the random positions with a window
// of 3 laps, so that every move of more laps is played once per window.
func TestTraceWindows(t *testing.T) {
	defer kingulu.SetTraceWindow(kingulu.SetTraceWindow(3))
	testvec.CheckTrace(t, "kingulu-random.jsonl", "kingulu", kingulu.MoveLaps)
}

// TestTraceLaps checks the traced states of KG1's A3 in docs/kingulu.md:
// lift 4 → a1 (5) → relay from a1 → a6 (5) → relay from a6 → A5 (6) →
// relay from A5 → a5 (6) → relay from a5 → A5 was emptied: capture. Five
// laps.
func TestTraceLaps(t *testing.T) {
	v := kingulu.New()
	s := v.Start()
	var got []bao.State
	if err := v.Trace(s, bao.Move{Pit: bao.PitOf(bao.South, 0, 3)}, func(f bao.State) bool { got = append(got, f); return true }); err != nil {
		t.Fatal(err)
	}
	ends := []struct {
		pit   string
		count uint8
	}{{"a1", 5}, {"a6", 5}, {"A5", 6}, {"a5", 6}}
	if len(got) != len(ends)+1 {
		t.Fatalf("%d states, want 5 laps", len(got))
	}
	for k, e := range ends {
		x, _ := bao.ParsePit(e.pit)
		if n := got[k].Pits[x.Index()]; n != e.count {
			t.Errorf("after lap %d %s holds %d, want %d", k+1, e.pit, n, e.count)
		}
	}
	if got[4].Store[bao.South] != 7 {
		t.Errorf("after the move South's bank holds %d, want 7", got[4].Store[bao.South])
	}
}
