package web

import (
	"regexp"
	"strings"
	"testing"

	"github.com/bao-games/bao/player"
)

// TestWords: the words table has one row per identifier, a cell in every
// language's column, and a row for every word the page asks for (w("id")
// in app.js, data-w="id" in index.html, each strength level).
func TestWords(t *testing.T) {
	table, _ := staticFiles.ReadFile("static/words.tsv")
	lines := strings.Split(strings.TrimRight(string(table), "\n"), "\n")
	head := strings.Split(lines[0], "\t")
	if len(head) < 3 || head[0] != "id" || head[1] != "en" || head[2] != "sw" {
		t.Fatalf("header %q, want id, en, sw", head)
	}
	ids := map[string]bool{}
	for i, l := range lines[1:] {
		f := strings.Split(l, "\t")
		if len(f) != len(head) {
			t.Errorf("line %d: %d columns, want %d: %q", i+2, len(f), len(head), l)
			continue
		}
		for j, c := range f {
			if strings.TrimSpace(c) == "" {
				t.Errorf("line %d: no %s", i+2, head[j])
			}
		}
		if ids[f[0]] {
			t.Errorf("line %d: %s twice", i+2, f[0])
		}
		ids[f[0]] = true
	}
	app, _ := staticFiles.ReadFile("static/app.js")
	page, _ := staticFiles.ReadFile("static/index.html")
	var want []string
	for _, m := range regexp.MustCompile(`\bw\("([a-z.]*[a-z])"`).FindAllStringSubmatch(string(app), -1) {
		want = append(want, m[1])
	}
	for _, m := range regexp.MustCompile(`data-w="([a-z.]+)"`).FindAllStringSubmatch(string(page), -1) {
		want = append(want, m[1])
	}
	for _, l := range player.Levels() {
		want = append(want, "level."+l.Name)
	}
	if len(want) < 50 {
		t.Errorf("only %d words asked for: the patterns no longer find them", len(want))
	}
	for _, id := range want {
		if !ids[id] {
			t.Errorf("the page asks for %q, which the words table lacks", id)
		}
	}
}
