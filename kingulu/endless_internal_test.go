package kingulu

import (
	"testing"

	"github.com/bao-games/bao"
)

// TestMemoOwned checks that the table of never-ending moves belongs to one
// Rules value: it is made at the first never-ending move that value's
// generators meet, and another value's stays unmade.
func TestMemoOwned(t *testing.T) {
	a, b := New(), New()
	s, err := bao.ParseState(a, "3,1,2,3,2,3/1,2,1,0,5,1 N 12,12") // KG7: a6 never ends
	if err != nil {
		t.Fatal(err)
	}
	if a.endless.t.Load() != nil {
		t.Fatal("a new Rules value has a table")
	}
	a.Legal(s, nil)
	if a.endless.t.Load() == nil {
		t.Error("Legal met a never-ending move, but its Rules value has no table")
	}
	if b.endless.t.Load() != nil {
		t.Error("another Rules value has a table too")
	}
	if _, err := b.Apply(s, bao.Move{Pit: bao.PitOf(bao.North, 0, 6)}); err == nil {
		t.Error("Apply accepts a6, which never ends")
	}
	if b.endless.t.Load() != nil {
		t.Error("Apply filled a table, which it does not use")
	}
}
