package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The shards of a test, read back by -from, give the object of the same
// test run in one job with the same -batch, plus "batches", whatever the
// number of shards and the order of the files; a shard left out leaves
// the test waiting.
func TestSprtShards(t *testing.T) {
	dir := t.TempDir()
	args := append(append([]string{}, sprtArgs...), "-batch", "2", "-workers", "1")
	one := mustRun(t, "", append(args, "-json")...)
	wantContains(t, "the run in one job", one, `"verdict":"H1"`, `"batches":`)
	limited := append(args, "-max-games", "100")
	for _, n := range []int{1, 2, 3} {
		var files []string
		for i := range n {
			f := filepath.Join(dir, "s"+string(rune('0'+n))+string(rune('0'+i))+".jsonl")
			out := mustRun(t, "", append(limited, "-shard", string(rune('0'+i))+"/"+string(rune('0'+n)), "-o", f)...)
			wantContains(t, "a shard's report", out, "shard", "records in "+f)
			files = append([]string{f}, files...) // the last shard first
		}
		from := append(append(append([]string{}, limited...), "-json", "-from"), files...)
		if got := mustRun(t, "", from...); got != one {
			t.Errorf("%d shards: -from gives %s, want the one job's %s", n, got, one)
		}
		if n > 1 {
			out := mustRun(t, "", append(append(append([]string{}, limited...), "-from"), files[:n-1]...)...)
			wantContains(t, "-from with the first shard missing", out, "none yet: no record of game 0")
		}
	}
	// -from again and "-" for the standard input.
	f0, f1 := filepath.Join(dir, "s20.jsonl"), filepath.Join(dir, "s21.jsonl")
	data, err := os.ReadFile(f1)
	if err != nil {
		t.Fatal(err)
	}
	st, got, errs := runCmd(t, string(data), append(limited, "-json", "-from", f0, "-from", "-")...)
	if st != 0 || got != one {
		t.Errorf("-from f0 -from -: exit %d (%s): %s", st, errs, got)
	}
	// Bad records: exit 1, the file and line named.
	bad := filepath.Join(dir, "bad.jsonl")
	lines := strings.SplitAfter(string(data), "\n")
	if err := os.WriteFile(bad, []byte(lines[0]+"{\"game\":\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	dup := filepath.Join(dir, "dup.jsonl")
	if err := os.WriteFile(dup, []byte(lines[0]+strings.Replace(lines[0], `"plies"`, `"opening":0,"plies"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	partial := filepath.Join(dir, "partial.jsonl")
	if err := os.WriteFile(partial, []byte(lines[0]+strings.TrimSuffix(lines[1], "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	st, got, errs = runCmd(t, "", append(limited, "-from", partial)...)
	if st != 0 || !strings.Contains(errs, partial+": a partial last line left out") || !strings.Contains(got, "none yet: no record of game 0") {
		t.Errorf("-from a partial last line: exit %d, %s%s", st, errs, got)
	}
	checkUsage(t, limited, true, []usageCase{
		{[]string{"-from", bad}, 1, bad + ": line 2 is not a record"},
		{[]string{"-from", dup}, 1, dup + ": line 2: game 4 again, with another record"},
		{[]string{"-from", f0, "-seed", "3"}, 1, f0 + ": line 1: not a game of this test: game 0:"},
		{[]string{"-from", filepath.Join(dir, "none.jsonl")}, 1, "no such file"},
	})
}

// With -balanced, -from gives the one job's object byte for byte, the
// openings drawn and rejected included.
func TestSprtShardsBalanced(t *testing.T) {
	dir := t.TempDir()
	args := []string{"sprt", "-variant", "kingulu", "-players", "greedy,random", "-elo0", "0", "-elo1", "100",
		"-balanced", "4", "-openings", "4", "-seed", "3", "-batch", "3", "-max-games", "62", "-json"}
	one := mustRun(t, "", args...)
	wantContains(t, "the one job", one, `"games":62`, `"batches":11`, `"drawn":`) // the last batch short
	var files []string
	for i := range 2 {
		f := filepath.Join(dir, fmt.Sprintf("b%d.jsonl", i))
		mustRun(t, "", append(args, "-shard", fmt.Sprintf("%d/2", i), "-o", f)...)
		files = append(files, f)
	}
	if got := mustRun(t, "", append(append(args, "-from"), files...)...); got != one {
		t.Errorf("-from: %s\nwant the one job's %s", got, one)
	}
}

// A shard cut short is continued by -resume into the file of an
// uninterrupted shard; another shard's file is refused.
func TestSprtShardResume(t *testing.T) {
	dir := t.TempDir()
	args := []string{"sprt", "-variant", "kingulu", "-players", "greedy,random", "-elo0", "0", "-elo1", "100", "-seed", "3", "-batch", "3", "-max-games", "60"}
	full := filepath.Join(dir, "full.jsonl")
	mustRun(t, "", append(args, "-shard", "1/2", "-o", full)...)
	data, err := os.ReadFile(full)
	if err != nil {
		t.Fatal(err)
	}
	cut := writeIn(t, dir, "cut.jsonl", string(data[:len(data)/2]))
	out := mustRun(t, "", append(args, "-shard", "1/2", "-resume", "-o", cut)...)
	wantContains(t, "the report", out, "kept by -resume")
	if got, _ := os.ReadFile(cut); string(got) != string(data) {
		t.Errorf("resumed:\n%s\nwant\n%s", got, data)
	}
	checkUsage(t, args, true, []usageCase{
		{[]string{"-shard", "0/2", "-resume", "-o", full}, 1, "line 1 is game 6, want game 0: not written by this run"},
		{[]string{"-resume"}, 2, "-resume continues a shard's -o FILE: with -shard"},
		{[]string{"-shard", "1/2", "-o", full}, 2, "exists"},
	})
}

func TestSprtShardUsage(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "s.jsonl")
	checkUsage(t, sprtArgs, true, []usageCase{
		{[]string{"-batch", "0"}, 2, "-batch must be 1 to"},
		{[]string{"-shard", "0/2", "-o", f}, 2, "-shard needs -max-games"},
		{[]string{"-shard", "0/2", "-max-games", "10"}, 2, "-shard needs -o FILE"},
		{[]string{"-shard", "2/2", "-max-games", "10", "-o", f}, 2, `-shard "2/2": want I/N`},
		{[]string{"-shard", "0/2", "-from", f}, 2, "-from reads the shards' records; -shard plays one"},
		{[]string{"-from", f, "-o", f}, 2, "-from writes no records"},
		{[]string{f}, 2, "record files are read with -from"},
	})
	if _, err := os.Stat(f); err == nil {
		t.Errorf("%s written by a bad command", f)
	}
}
