package static

import (
	"strings"
	"testing"
)

// TestTable: the page's words table reads, English first.
func TestTable(t *testing.T) {
	if tableErr != nil {
		t.Fatal(tableErr)
	}
	w := Table()
	if l := w.Languages(); len(l) < 2 || l[0] != "en" || !w.Has("sw") || w.Has("xx") {
		t.Errorf("languages %v", l)
	}
	if got := w.Word("sw", "south"); got != "Kusini" {
		t.Errorf("south in sw = %q", got)
	}
	if w.Word("sw", "no such word") != "" || w.Word("xx", "south") != "" || w.In("sw")("north") != "Kaskazini" {
		t.Errorf("Word or In is wrong")
	}
}

// TestParseWords: a table that does not read is an error naming its line.
func TestParseWords(t *testing.T) {
	for text, want := range map[string]string{
		"id\tsw\nx\ty\n":                 "line 1: header",
		"id\ten\tsw\nx\ty\n":             "line 2: 2 cells, want 3",
		"id\ten\tsw\nx\ty\tz\nx\ty\tz\n": "line 3: x twice",
		"id\ten\tsw\nx\ty\t \n":          "line 2: no sw",
	} {
		if _, err := ParseWords(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseWords(%q) = %v, want %q", text, err, want)
		}
	}
}
