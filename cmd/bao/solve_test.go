package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSolveKingulu(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "kg.cert.jsonl")
	out := mustRun(t, "", "solve", "-variant", "kingulu", "-workers", "2", "-mem", "64MiB", "-json", "-q", "-o", file)
	var j struct {
		Variant, Position, Value, Winner string
		Plies                            int
		Moves                            []struct {
			Move, Value string
			Plies       int
		}
		Nodes   int64
		Seconds float64
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if j.Value != "win" || j.Winner != "S" || j.Plies != 29 || len(j.Moves) != 1 || j.Moves[0].Move != "A3" || j.Nodes == 0 {
		t.Errorf("got %s", out)
	}
	st, out, errs := runCmd(t, "", "verify", "-variant", "kingulu", file)
	if st != 0 || !strings.HasPrefix(out, "ok: S wins") {
		t.Errorf("verify: exit %d: %s%s", st, out, errs)
	}
	// A corrupted certificate: exit 1 and the line named.
	b, _ := os.ReadFile(file)
	bad := strings.Replace(string(b), `"plies":29`, `"plies":20`, 1)
	if err := os.WriteFile(file, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	st, _, errs = runCmd(t, "", "verify", "-variant", "kingulu", file)
	if st != 1 || !strings.Contains(errs, ": line ") || !strings.Contains(errs, "budget exhausted") {
		t.Errorf("verify of a bad certificate: exit %d: %s", st, errs)
	}
}

func TestSolveText(t *testing.T) {
	// South to move, a win in one (KJ1 of docs/kujifunza.md).
	pos := "2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -"
	out := mustRun(t, "", "solve", "-variant", "kujifunza", "-position", pos, "-all", "-q")
	for _, want := range []string{"value: win (South wins in 1 plies)\n", "move A1>#: win in 1 plies\n", "nodes: ", "time: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, "move ") != 4 {
		t.Errorf("-all: want the 4 first moves:\n%s", out)
	}
}

func TestSolveFinished(t *testing.T) {
	// After A1># of KJ1: North has lost; North to move.
	pos := "2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/2,1,2,0,4,8,5,4/4,1,4,4,1,0,4,1 N 3,0 - -"
	out := mustRun(t, "", "solve", "-variant", "kujifunza", "-position", pos, "-json", "-q")
	if !strings.Contains(out, `"value":"loss","winner":"S","plies":0,"moves":[]`) {
		t.Errorf("got %s", out)
	}
}

func TestSolveStopped(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "none.jsonl")
	out := mustRun(t, "", "solve", "-variant", "kiswahili", "-time", "300ms", "-mem", "4MiB", "-json", "-q", "-o", file)
	if !strings.Contains(out, `"value":"unknown"`) || !strings.Contains(out, `"proven":"no win for S within `) {
		t.Errorf("got %s", out)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("a certificate file was written for an unknown value: %v", err)
	}
	st, out, _ := runCmd(t, "", "solve", "-variant", "kiswahili", "-time", "200ms", "-q")
	if st != 0 || !strings.Contains(out, "value: unknown (stopped: time limit reached)\nproven: no win for S within") {
		t.Errorf("exit %d: %s", st, out)
	}
}

func TestSolveBadUsage(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "-variant", "nosuch"},
		{"solve", "-variant", "kingulu", "-position", "4,4,4,4,4,4/4,4,4,4,4,5 S 0,0"},
		{"solve", "-mem", "lots"},
		{"solve", "-mem", "0"},
		{"solve", "-workers", "-1"},
		{"solve", "-bogus"},
		{"verify", "-variant", "kingulu"},
		{"verify", "-variant", "nosuch", "x"},
	} {
		if st, _, _ := runCmd(t, "", args...); st != 2 {
			t.Errorf("%v: exit %d, want 2", args, st)
		}
	}
	if st, _, errs := runCmd(t, "", "verify", "-variant", "kingulu", filepath.Join(t.TempDir(), "missing")); st != 1 {
		t.Errorf("verify of a missing file: exit %d: %s", st, errs)
	}
	// A certificate that does not fit in -mem: exit 1, no file.
	small := filepath.Join(t.TempDir(), "small.jsonl")
	if st, _, errs := runCmd(t, "", "solve", "-variant", "kingulu", "-q", "-mem", "64KiB", "-o", small); st != 1 || !strings.Contains(errs, "does not fit in the memory limit") {
		t.Errorf("-mem too small for the certificate: exit %d: %s", st, errs)
	}
	if _, err := os.Stat(small); !os.IsNotExist(err) {
		t.Errorf("a partial certificate was left: %v", err)
	}
	// A certificate that cannot be written: exit 1.
	if st, _, errs := runCmd(t, "", "solve", "-variant", "kujifunza", "-q", "-position",
		"2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -",
		"-o", filepath.Join(t.TempDir(), "no", "such", "dir", "c.jsonl")); st != 1 {
		t.Errorf("unwritable -o: exit %d: %s", st, errs)
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{"512MiB": 512 << 20, "2GiB": 2 << 30, "100MB": 100e6, "4096": 4096, "1KiB": 1024} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("parseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-1MiB", "1.5GiB", "MiB", "1 GiB", "99999999999TiB"} {
		if _, err := parseSize(in); err == nil {
			t.Errorf("parseSize(%q): no error", in)
		}
	}
}

// bao solve -shard I/N and -merge: the merged answer is the single run's
// (the -json object but for nodes and times), its certificate is the
// single run's byte for byte and bao verify accepts it; a missing,
// repeated or foreign shard exits 1, bad usage 2.
func TestSolveShards(t *testing.T) {
	dir := t.TempDir()
	pos := "1,2,5S,0,1,5S/5N,1,4,0,3,3 S 10,8"
	single := filepath.Join(dir, "single.cert")
	want := mustRun(t, "", "solve", "-variant", "kingulu", "-position", pos, "-json", "-q", "-o", single)
	var files []string
	for i := range 3 {
		f := filepath.Join(dir, "shard"+string(rune('0'+i)))
		mustRun(t, "", "solve", "-variant", "kingulu", "-position", pos, "-shard", string(rune('0'+i))+"/3", "-o", f, "-q")
		files = append(files, f)
	}
	merged := filepath.Join(dir, "merged.cert")
	got := mustRun(t, "", append([]string{"solve", "-merge", "-json", "-o", merged}, files...)...)
	answer := func(out string) string {
		var j map[string]any
		if err := json.Unmarshal([]byte(out), &j); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		delete(j, "nodes")
		delete(j, "seconds")
		delete(j, "cpu_seconds")
		delete(j, "certificate")
		b, _ := json.Marshal(j)
		return string(b)
	}
	if a, b := answer(want), answer(got); a != b {
		t.Errorf("single run %s\nmerged %s", a, b)
	}
	a, _ := os.ReadFile(single)
	b, _ := os.ReadFile(merged)
	if string(a) != string(b) {
		t.Errorf("the certificates differ")
	}
	if st, out, errs := runCmd(t, "", "verify", "-variant", "kingulu", merged); st != 0 || !strings.HasPrefix(out, "ok: S wins") {
		t.Errorf("verify: exit %d: %s%s", st, out, errs)
	}
	foreign := filepath.Join(dir, "foreign")
	mustRun(t, "", "solve", "-variant", "kingulu", "-plies", "9", "-shard", "2/3", "-o", foreign, "-q")
	for name, args := range map[string][]string{
		"missing":  {files[0], files[1]},
		"repeated": {files[0], files[1], files[1], files[2]},
		"foreign":  {files[0], files[1], foreign},
		"not one":  {files[0], files[1], single},
	} {
		st, _, errs := runCmd(t, "", append([]string{"solve", "-merge"}, args...)...)
		if st != 1 || errs == "" {
			t.Errorf("%s: exit %d (%s), want 1", name, st, errs)
		}
	}
	for _, args := range [][]string{
		{"solve", "-variant", "kingulu", "-shard", "3/3", "-o", foreign},
		{"solve", "-variant", "kingulu", "-shard", "0/3"},
		{"solve", "-merge"},
		{"solve", "-merge", "-position", pos, files[0]},
		{"solve", "-variant", "kingulu", files[0]},
	} {
		if st, _, _ := runCmd(t, "", args...); st != 2 {
			t.Errorf("%q: exit %d, want 2", args, st)
		}
	}
}
