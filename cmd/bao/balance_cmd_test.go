package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// bao balance writes the openings that -balanced plays: a run from its
// file plays the games of the run with -balanced, byte for byte; without
// -o the file goes to standard output.
func TestBalanceCommand(t *testing.T) {
	dir := t.TempDir()
	suite := filepath.Join(dir, "balanced.txt")
	bal := []string{"balance", "-variant", "kingulu", "-balanced", "6", "-openings", "4", "-seed", "5", "-count", "6", "-workers", "2"}
	out := mustRun(t, "", append(bal, "-o", suite)...)
	wantContains(t, "the report", out, "6 openings of 4 random plies written to "+suite, "balanced within 6 plies", "drawn")
	data, err := os.ReadFile(suite)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "\nmoves "); n != 5 || !strings.HasPrefix(string(data), "moves ") {
		t.Errorf("the file:\n%s", data)
	}
	if got := mustRun(t, "", bal...); got != string(data) {
		t.Errorf("to standard output:\n%s\nwant\n%s", got, data)
	}
	sp := []string{"selfplay", "-variant", "kingulu", "-players", "greedy,alphabeta(depth=1)", "-games", "12", "-seed", "5", "-workers", "2"}
	st, _, errs, want := runWithRecords(t, sp, "-balanced", "6", "-openings", "4")
	if st != 0 {
		t.Fatalf("exit %d: %s", st, errs)
	}
	st, _, errs, got := runWithRecords(t, sp, "-openings-file", suite)
	if st != 0 || string(got) != string(want) {
		t.Errorf("selfplay -openings-file (exit %d, %s):\n%s\nwant -balanced's\n%s", st, errs, got, want)
	}
	checkUsage(t, []string{"balance", "-variant", "kingulu"}, true, []usageCase{
		{[]string{"-balanced", "0"}, 2, "-balanced must be 1 to"},
		{[]string{"-balanced", "4", "-count", "0"}, 2, "-count must be 1 to"},
		{[]string{"-balanced", "4", "-openings", "-1"}, 2, "-openings must be 0 to"},
		{[]string{"-balanced", "4", "-o", suite}, 2, "exists"},
		{[]string{"-balanced", "4", "-balanced-nodes", "1", "-count", "2"}, 1, "only 0 of"},
		{[]string{"-balanced", "4", "-variant", "nosuch"}, 2, "nosuch"},
	})
}
