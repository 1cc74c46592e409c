package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// reviewFixture is the game of package review whose first move throws
// away South's proven win.
const reviewFixture = "../../review/testdata/kingulu-gave-away-win.txt"

// bao review prints one JSON line per ply, the first marking the win
// thrown away with the winning move beside it.
func TestReviewCommand(t *testing.T) {
	out := mustRun(t, "", "review", reviewFixture)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 20 {
		t.Fatalf("%d lines, want 20:\n%s", len(lines), out)
	}
	want := `{"ply":1,"move":"A4","best":"A3","score_before":16777187,"score_after":-16777196,"verdict":"gave away a win","win_in":29,"side":"S","value_before":"win","value_after":"loss","plies_after":20}`
	if lines[0] != want {
		t.Errorf("first line\n%s\nwant\n%s", lines[0], want)
	}
	for i, l := range lines {
		var p struct {
			Ply     int    `json:"ply"`
			Verdict string `json:"verdict"`
		}
		if err := json.Unmarshal([]byte(l), &p); err != nil || p.Ply != i+1 {
			t.Errorf("line %d: %s (%v)", i+1, l, err)
		}
		if i > 0 && p.Verdict != "" {
			t.Errorf("line %d: exact play has a verdict: %s", i+1, l)
		}
	}
	// The same game as selfplay's JSON line, through stdin.
	rec := `{"game":0,"variant":"kingulu","seed":"1","south":"x","north":"y","moves":["A4","a5"],"plies":2,"winner":"draw","reason":"ply limit","final":"2,1,7,7,2,1/0,8,7,5N,0,1 S 7,0"}`
	st, out, errs := runCmd(t, rec+"\n", "review", "-solve-nodes", "-1", "-player", "alphabeta(depth=3)", "-")
	if st != 0 {
		t.Fatalf("exit %d: %s", st, errs)
	}
	if strings.Count(out, "\n") != 2 {
		t.Errorf("selfplay record: %s", out)
	}
}

// Bad usage exits 2, bad data 1.
func TestReviewErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("[Variant \"kingulu\"]\n[Result \"*\"]\n\n1. A9 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	checkUsage(t, []string{"review"}, true, []usageCase{
		{nil, 2, "want one FILE"},
		{[]string{reviewFixture, reviewFixture}, 2, "want one FILE"},
		{[]string{"-game", "-1", reviewFixture}, 2, "-game -1"},
		{[]string{"-player", "nosuch", reviewFixture}, 2, "unknown player"},
		{[]string{"-player", "random", reviewFixture}, 2, "cannot analyse"},
		{[]string{"-solve-nodes", "-2", reviewFixture}, 2, "-solve-nodes"},
		{[]string{"-variant", "nosuch", reviewFixture}, 2, "nosuch"},
		{[]string{filepath.Join(dir, "missing.txt")}, 1, "missing.txt"},
		{[]string{bad}, 1, "A9"},
		{[]string{"-variant", "kiswahili", reviewFixture}, 1, "kingulu"},
		{[]string{"-game", "1", reviewFixture}, 1, "no game 1"},
	})
}
