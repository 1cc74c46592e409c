package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bao-games/bao/arena"
)

// writeIn writes text to the file name in dir and returns its path.
func writeIn(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// suiteOfRecords returns the openings file of the random openings of the
// records data (selfplay -openings K -o): "moves" and the first "opening"
// moves of the first game of every pair.
func suiteOfRecords(t *testing.T, data string) string {
	t.Helper()
	var b strings.Builder
	for i, line := range strings.Split(strings.TrimSuffix(data, "\n"), "\n") {
		if i%2 == 1 {
			continue
		}
		r := mustParseLine(t, line)
		b.WriteString(strings.Join(append([]string{"moves"}, r.Moves[:r.Opening]...), " ") + "\n")
	}
	return b.String()
}

// The games of -openings-file: a file of a run's own random openings
// plays that run's games again, byte for byte (selfplay, and the games of
// sprt), and a position opens games that say so in "start".
func TestOpeningsFile(t *testing.T) {
	dir := t.TempDir()
	args := []string{"selfplay", "-variant", "kingulu", "-players", "greedy,random", "-games", "10", "-seed", "4", "-workers", "2"}
	st, _, errs, want := runWithRecords(t, append(args, "-openings", "3"))
	if st != 0 {
		t.Fatalf("exit %d: %s", st, errs)
	}
	suite := writeIn(t, dir, "suite.txt", "# the openings of -openings 3\n"+suiteOfRecords(t, string(want)))
	st, _, errs, got := runWithRecords(t, append(args, "-openings-file", suite))
	if st != 0 || string(got) != string(want) {
		t.Errorf("from the file of its openings (exit %d, %s):\n%s\nwant\n%s", st, errs, got, want)
	}
	sprt := []string{"sprt", "-variant", "kingulu", "-players", "greedy,random", "-elo0", "0", "-elo1", "100", "-seed", "4", "-workers", "1"}
	st, _, errs, games := runWithRecords(t, append(sprt, "-openings-file", suite, "-json"))
	if st != 0 || !strings.HasPrefix(string(want), string(games)) || len(games) == 0 {
		t.Errorf("sprt from the file (exit %d, %s): its games are not selfplay's first", st, errs)
	}
	pos := writeIn(t, dir, "pos.txt", "6,6,6,1,6,1/0,1,6,6,2,7 N 0,0\n")
	st, _, errs, got = runWithRecords(t, append(args[:len(args)-4], "-games", "2", "-openings-file", pos))
	if st != 0 || strings.Count(string(got), `"start":"6,6,6,1,6,1/0,1,6,6,2,7 N 0,0","moves":["a`) != 2 {
		t.Errorf("from a position (exit %d, %s):\n%s", st, errs, got)
	}
}

// Bad openings files and flags: exit 1 naming the file and line, exit 2
// for flags that do not go with -openings-file.
func TestOpeningsFileErrors(t *testing.T) {
	dir := t.TempDir()
	bad := writeIn(t, dir, "bad.txt", "moves A5 a2\n\nmoves A5 a7\n")
	good := writeIn(t, dir, "good.txt", "moves A5 a2\nmoves A3\n")
	pos := writeIn(t, dir, "pos.txt", "6,6,6,1,6,1/0,1,6,6,2,7 N 0,0\n1,2,3/4 S 0,0\n")
	none := filepath.Join(dir, "none.txt")
	prefixes := [][]string{
		{"selfplay", "-variant", "kingulu", "-games", "4"},
		{"tournament", "-variant", "kingulu", "-players", "random,greedy", "-games", "4"},
		{"sprt", "-variant", "kingulu", "-players", "random,greedy", "-elo0", "0", "-elo1", "50"},
	}
	for _, p := range prefixes {
		checkUsage(t, p, true, []usageCase{
			{[]string{"-openings-file", bad}, 1, bad + ": line 3: move 2, \"a7\""},
			{[]string{"-openings-file", pos}, 1, pos + ": line 2:"},
			{[]string{"-openings-file", none}, 1, "no such file"},
			{[]string{"-openings-file", good, "-openings", "2"}, 2, "not with -openings"},
			{[]string{"-openings-file", good, "-balanced", "2"}, 2, "not with -balanced"},
		})
	}
	checkUsage(t, []string{"selfplay", "-variant", "kingulu"}, true, []usageCase{
		{[]string{"-openings-file", good, "-games", "5"}, 2, good + " has 2 openings, for 3 game pairs"},
		{[]string{"-openings-file", good, "-match"}, 2, "not -match"},
	})
	checkUsage(t, []string{"tournament", "-variant", "kingulu", "-players", "random,greedy"}, true, []usageCase{
		{[]string{"-openings-file", good, "-games", "6"}, 2, good + " has 2 openings, for 3 game pairs"},
	})
	checkUsage(t, []string{"sprt", "-variant", "kingulu", "-players", "random,greedy", "-elo0", "0", "-elo1", "50"}, true, []usageCase{
		{[]string{"-openings-file", good, "-max-games", "6"}, 2, good + " has 2 openings, for 3 game pairs"},
	})
}

// A run from one openings file is not resumed, merged or read back with
// another's openings: exit 1, naming the record's line.
func TestOpeningsFileIdentity(t *testing.T) {
	dir := t.TempDir()
	one := writeIn(t, dir, "one.txt", "moves A5 a2\nmoves A3\n")
	two := writeIn(t, dir, "two.txt", "moves A5 a2\nmoves A4\n")
	out := filepath.Join(dir, "games.jsonl")
	sp := []string{"selfplay", "-variant", "kingulu", "-players", "greedy,random", "-games", "4"}
	mustRun(t, "", append(sp, "-openings-file", one, "-o", out)...)
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	cut := strings.SplitAfter(string(data), "\n")
	writeIn(t, dir, "games.jsonl", strings.Join(cut[:3], ""))
	st, _, errs := runCmd(t, "", append(sp, "-openings-file", two, "-o", out, "-resume")...)
	if st != 1 || !strings.Contains(errs, "opening 1 of the openings file") {
		t.Errorf("-resume with another file: exit %d, %s", st, errs)
	}
	st, _, errs = runCmd(t, "", append(sp, "-o", out, "-resume")...)
	if st != 1 || !strings.Contains(errs, `"start"`) && !strings.Contains(errs, `"opening`) {
		t.Errorf("-resume without the file: exit %d, %s", st, errs)
	}
	mustRun(t, "", append(sp, "-openings-file", one, "-o", out, "-resume")...)
	// Shards merged: with the file when its openings are of several
	// lengths, refused with another file's.
	mixed := writeIn(t, dir, "mixed.txt", "moves A5 a2\n6,6,6,1,6,1/0,1,6,6,2,7 N 0,0\nmoves A3\n")
	sp6 := append(append([]string{}, sp[:len(sp)-1]...), "6", "-openings-file", mixed)
	var shards []string
	for i := range 2 {
		f := filepath.Join(dir, fmt.Sprintf("m%d.jsonl", i))
		mustRun(t, "", append(sp6, "-shard", fmt.Sprintf("%d/2", i), "-o", f)...)
		shards = append(shards, f)
	}
	whole := filepath.Join(dir, "whole.jsonl")
	mustRun(t, "", append(sp6, "-o", whole)...)
	wantData, _ := os.ReadFile(whole)
	merged := mustRun(t, "", append([]string{"merge", "-variant", "kingulu", "-openings-file", mixed}, shards...)...)
	if merged != string(wantData) {
		t.Errorf("merged with -openings-file:\n%s\nwant\n%s", merged, wantData)
	}
	checkUsage(t, []string{"merge", "-variant", "kingulu"}, true, []usageCase{
		{shards, 1, `"opening" is 0, the run's is 2`},
		{append([]string{"-openings-file", one}, shards...), 1, `"opening moves" is 6,6,6,1,6,1/0,1,6,6,2,7 N 0,0`},
	})
	tour := []string{"tournament", "-variant", "kingulu", "-players", "greedy,random", "-games", "4"}
	tf := filepath.Join(dir, "t.jsonl")
	mustRun(t, "", append(tour, "-openings-file", one, "-o", tf)...)
	mustRun(t, "", append(tour, "-openings-file", one, "-from", tf)...)
	st, _, errs = runCmd(t, "", append(tour, "-openings-file", two, "-from", tf)...)
	if st != 1 || !strings.Contains(errs, tf+": line 3: game 2: \"opening moves\"") {
		t.Errorf("tournament -from with another file: exit %d, %s", st, errs)
	}
	sprt := []string{"sprt", "-variant", "kingulu", "-players", "greedy,random", "-elo0", "0", "-elo1", "50", "-max-games", "4"}
	sf := filepath.Join(dir, "s.jsonl")
	mustRun(t, "", append(sprt, "-openings-file", one, "-shard", "0/1", "-o", sf)...)
	mustRun(t, "", append(sprt, "-openings-file", one, "-from", sf)...)
	st, _, errs = runCmd(t, "", append(sprt, "-openings-file", two, "-from", sf)...)
	if st != 1 || !strings.Contains(errs, sf+": line 3: not a game of this test: game 2: \"opening moves\"") {
		t.Errorf("sprt -from with another file: exit %d, %s", st, errs)
	}
}

// mustParseLine reads a record line of selfplay -o.
func mustParseLine(t *testing.T, line string) *arena.Record {
	t.Helper()
	r, err := arena.ParseRecord([]byte(line))
	if err != nil {
		t.Fatal(err)
	}
	return r
}
