package web

import (
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/record"
)

// TestExportNamesVersionAndSeed: the page's export says which version made
// the record (Generator), with the seed and the players it was given.
func TestExportNamesVersionAndSeed(t *testing.T) {
	s := New(Config{})
	var ex ExportAnswer
	post(t, s, "/api/export", ExportRequest{Variant: "kiswahili", Moves: []string{"A7>*"}, South: "person", North: "greedy", Seed: "42"}, &ex)
	r, err := record.Read(strings.NewReader(ex.Record))
	if err != nil {
		t.Fatal(err)
	}
	for tag, want := range map[string]string{record.TagGenerator: bao.Version(), record.TagSeed: "42", record.TagSouth: "person", record.TagNorth: "greedy"} {
		if r.Tags[tag] != want {
			t.Errorf("%s %q, want %q:\n%s", tag, r.Tags[tag], want, ex.Record)
		}
	}
	if d := r.Tags[record.TagDate]; len(d) != len(record.DateLayout) {
		t.Errorf("Date %q", d)
	}
}
