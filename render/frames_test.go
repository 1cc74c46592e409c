package render

import (
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// TestFramesCut checks that a move of more laps than the frames hold
// shows the first max-2 laps, says so, and still ends with the position
// after the move; and that every frame marks the start pit.
func TestFramesCut(t *testing.T) {
	v := bao.MustLookup("kingulu")
	m, after, err := bao.ReadMove(v, v.Start(), "A3") // five laps
	if err != nil {
		t.Fatal(err)
	}
	e, err := Describe(v, v.Start(), m, 3)
	if err != nil {
		t.Fatal(err)
	}
	fs := Frames(v, e, Options{}, 4)
	var notes []string
	for _, f := range fs {
		notes = append(notes, f.Note)
	}
	want := []string{"South plays A3", "South plays A3: lap 1 of more than 2 (the rest not shown)",
		"South plays A3: lap 2 of more than 2 (the rest not shown)", e.Summary()}
	if strings.Join(notes, "\n") != strings.Join(want, "\n") {
		t.Errorf("notes:\n%s\nwant:\n%s", strings.Join(notes, "\n"), strings.Join(want, "\n"))
	}
	if got := fs[len(fs)-1].Position; got != bao.FormatState(v, after) {
		t.Errorf("last frame %s, want the position after the move", got)
	}
	for i, f := range fs {
		if f.SVG != SVG(v, v.Start(), Options{Highlight: m.Pit, HighlightNote: "South plays A3 from"}) && i == 0 {
			t.Errorf("frame 0: the start pit is not marked with its note")
		}
		if !strings.Contains(f.SVG, colHighlight) {
			t.Errorf("frame %d: the start pit is not highlighted", i)
		}
	}
}
