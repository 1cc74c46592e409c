package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSelfplayLegalEvery checks that a long run of random players counts
// the legal moves in a sample of the positions (arena.LegalEveryFor), and
// -legal-every 1 in all.
func TestSelfplayLegalEvery(t *testing.T) {
	for _, c := range []struct {
		args []string
		re   string
	}{
		{[]string{"-games", "4096"}, `(?m)^legal moves +\d+\.\d\d ± \d+\.\d\d per position \(counted in 1 position in 16, \d+ positions\)$`},
		{[]string{"-games", "4096", "-legal-every", "1"}, `(?m)^legal moves +\d+\.\d\d per position$`},
		{[]string{"-games", "300", "-legal-every", "8"}, `(?m)^legal moves +\d+\.\d\d ± \d+\.\d\d per position \(counted in 1 position in 8, \d+ positions\)$`},
	} {
		st, out, errs := runCmd(t, "", append([]string{"selfplay", "-seed", "2"}, c.args...)...)
		if st != 0 || !regexp.MustCompile(c.re).MatchString(out) {
			t.Errorf("%v: exit %d, summary does not match %s:\n%s%s", c.args, st, c.re, out, errs)
		}
	}
}

func TestSelfplaySummary(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.jsonl")
	st, out, errs := runCmd(t, "", "selfplay", "-games", "6", "-seed", "1", "-workers", "2", "-o", file)
	if st != 0 {
		t.Fatalf("exit %d: %s", st, errs)
	}
	if errs != "" {
		t.Errorf("stderr not empty (no progress bar unless asked): %q", errs)
	}
	for _, re := range []string{
		`(?m)^variant +kiswahili$`,
		`(?m)^players +A = random, B = random$`,
		`(?m)^games +6 \(ply cap 5000\)$`,
		`(?m)^plies +mean \d+\.\d\d, s\.d\. \d+\.\d\d, s\.e\. \d+\.\d\d \(min \d+, max \d+\)$`,
		`(?m)^legal moves +\d+\.\d\d per position$`, // every position of a short run
		`(?m)^South wins +\d+ +\d+\.\d\d% ± \d+\.\d\d%$`,
		`(?m)^North wins +\d+ `,
		`(?m)^A wins +\d+ `,
		`(?m)^B wins +\d+ `,
		`(?m)^draws +0 `,
		`(?m)^ended +(front row empty|no legal move) \d+`,
		`(?m)^time +\d+\.\d+s, \d+\.\d games/s$`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("summary does not match %s:\n%s", re, out)
		}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 6 {
		t.Fatalf("%d records, want 6", len(lines))
	}
	wantKeys := []string{"game", "variant", "seed", "south", "north", "moves", "plies", "winner", "reason", "final"}
	for i, line := range lines {
		if keys := jsonKeys(t, line); strings.Join(keys, ",") != strings.Join(wantKeys, ",") {
			t.Errorf("record %d: keys %v, want %v", i, keys, wantKeys)
		}
		var r struct {
			Game    int
			Variant string
			Seed    string
			Moves   []string
			Plies   int
			Winner  string
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		if r.Game != i || r.Variant != "kiswahili" || r.Seed == "" || len(r.Moves) != r.Plies || (r.Winner != "S" && r.Winner != "N") {
			t.Errorf("record %d: %+v", i, r)
		}
		if strings.Contains(line, `\u003`) {
			t.Errorf("record %d escapes < or >: %s", i, line)
		}
	}
}

// jsonKeys returns the keys of a JSON object in order.
func jsonKeys(t *testing.T, line string) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(line))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		t.Fatalf("not an object: %s", line)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, tok.(string))
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

func TestSelfplayWorkers(t *testing.T) {
	dir := t.TempDir()
	var files [3][]byte // the writer makes the lines with 1 and 2 workers, the workers with 4
	for i, w := range []string{"1", "2", "4"} {
		file := filepath.Join(dir, "w"+w+".jsonl")
		mustRun(t, "", "selfplay", "-games", "40", "-seed", "42", "-workers", w, "-o", file)
		files[i], _ = os.ReadFile(file)
	}
	if len(files[0]) == 0 || !bytes.Equal(files[0], files[1]) || !bytes.Equal(files[0], files[2]) {
		t.Error("records differ between -workers 1, 2 and 4")
	}
}

func TestSelfplayMatch(t *testing.T) {
	out := mustRun(t, "", "selfplay", "-variant", "kete", "-match", "-games", "4", "-players", "greedy,alphabeta(depth=2)", "-workers", "2")
	for _, re := range []string{
		`(?m)^players +A = greedy, B = alphabeta\(depth=2,nodes=200000\)$`,
		`(?m)^matches +4, best of 3 \(\d+ games, ply cap 5000\)$`,
		`(?m)^A matches +\d+ `,
		`(?m)^B matches +\d+ `,
		`(?m)^level +\d+ `,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("match summary does not match %s:\n%s", re, out)
		}
	}
	st, out, _ := runCmd(t, "", "selfplay", "-match", "-match-games", "5", "-games", "2", "-max-plies", "0")
	if st != 0 || !strings.Contains(out, "2, best of 5") || !strings.Contains(out, "no ply cap") {
		t.Errorf("exit %d:\n%s", st, out)
	}
}

func TestSelfplayPlyLimit(t *testing.T) {
	out := mustRun(t, "", "selfplay", "-games", "4", "-max-plies", "3")
	for _, want := range []string{"draws              4  100.00% ± 0.00%  (4 stopped by the ply cap)", "ended         ply limit 4", "ply cap 3"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
}

func TestSelfplayProgress(t *testing.T) {
	st, _, errs := runCmd(t, "", "selfplay", "-games", "3", "-progress")
	if st != 0 || !strings.Contains(errs, "3/3 games") {
		t.Errorf("exit %d, stderr %q: want a progress bar", st, errs)
	}
}

func TestSelfplayBadInput(t *testing.T) {
	checkUsage(t, []string{"selfplay"}, true, []usageCase{
		{[]string{"-games", "0"}, 2, "-games must be 1 to"},
		{[]string{"-games", "x"}, 2, "invalid value"},
		{[]string{"-seed", "-1"}, 2, "invalid value"},
		{[]string{"-workers", "0"}, 2, "-workers must be 1 to"},
		{[]string{"-max-plies", "-5"}, 2, "-max-plies"},
		{[]string{"-match-games", "3"}, 2, "needs -match"},
		{[]string{"-players", "random,random,random"}, 2, "want two player specs"},
		{[]string{"-players", ",random"}, 2, "want two player specs"},
		{[]string{"-players", "minimax,random"}, 2, `unknown player "minimax"`},
		{[]string{"-players", "alphabeta(depht=3)"}, 2, `no parameter "depht"`},
		{[]string{"-variant", "chess"}, 2, `unknown variant "chess"`},
		{[]string{"-o", filepath.Join(t.TempDir(), "no", "such", "dir")}, 1, "no such file"},
		{[]string{"stray"}, 2, "unexpected argument"},
		{[]string{"-bogus"}, 2, "flag provided but not defined"},
	})
	st, errs, out := runCmd(t, "", "selfplay", "-h") // the usage on stdout, nothing on stderr
	if st != 0 || out != "" || !strings.Contains(errs, "usage: bao selfplay") || !strings.Contains(errs, "-max-plies") {
		t.Errorf("-h: exit %d, stdout %q, stderr %q", st, out, errs)
	}
}

// fullWriter fails every write, like a full disk.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func TestSelfplayWriteErrors(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err == nil {
		st, out, errs := runCmd(t, "", "selfplay", "-games", "50", "-o", "/dev/full")
		if st != 1 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "writing /dev/full") || !strings.Contains(errs, "no space left") {
			t.Errorf("-o /dev/full: exit %d, stdout %q, stderr %q", st, out, errs)
		}
	}
	var errb bytes.Buffer
	st := run(&env{stdin: strings.NewReader(""), stdout: fullWriter{}, stderr: &errb}, []string{"selfplay", "-games", "3"})
	if st != 1 || !strings.Contains(errb.String(), "writing the output") {
		t.Errorf("failing stdout: exit %d, stderr %q", st, errb.String())
	}
}

func TestSelfplayLimits(t *testing.T) {
	checkUsage(t, []string{"selfplay"}, false, []usageCase{
		{[]string{"-workers", "257"}, 2, "-workers must be 1 to 256"},
		{[]string{"-games", "1000000001"}, 2, "-games must be 1 to"},
		{[]string{"-match", "-match-games", "100"}, 2, "-match-games must be"},
		{[]string{"-openings", "1001"}, 2, "-openings must be 0 to 1000"},
		{[]string{"-openings", "-1"}, 2, "-openings must be"},
		{[]string{"-max-plies", "100001"}, 2, "-max-plies must be"},
		{[]string{"-legal-every", "-1"}, 2, "-legal-every must be 0"},
		{[]string{"-shard", "3/3"}, 2, "want I/N"},
		{[]string{"-shard", "1"}, 2, "want I/N"},
		{[]string{"-shard", "-1/2"}, 2, "want I/N"},
		{[]string{"-resume"}, 2, "-resume needs -o"},
		{[]string{"-match", "-shard", "0/2"}, 2, "not -match"},
	})
	st, errs, _ := runCmd(t, "", "selfplay", "-h")
	for _, want := range []string{"Exit status: 0 success", "130", "143", "time budget", "-resume", "-shard", "-openings"} {
		if st != 0 || !strings.Contains(errs, want) {
			t.Errorf("-h lacks %q (exit %d)", want, st)
		}
	}
}

func TestSelfplayOpenings(t *testing.T) {
	dir := t.TempDir()
	var files [2][]byte
	for i, w := range []string{"1", "2"} {
		file := filepath.Join(dir, w+".jsonl")
		if st, _, errs := runCmd(t, "", "selfplay", "-games", "12", "-openings", "5", "-players", "greedy", "-workers", w, "-o", file); st != 0 {
			t.Fatalf("exit %d: %s", st, errs)
		}
		files[i], _ = os.ReadFile(file)
	}
	if !bytes.Equal(files[0], files[1]) || !strings.Contains(string(files[0]), `"north":"greedy","opening":5,"moves":[`) {
		t.Errorf("openings differ between 1 and 2 workers, or are not recorded:\n%.300s", files[0])
	}
}

// TestSelfplayResume resumes files cut at every kind of place: the result
// is the file of an uninterrupted run, also for a shard and for a run of
// fewer games than the file holds.
func TestSelfplayResume(t *testing.T) {
	dir := t.TempDir()
	for _, extra := range [][]string{nil, {"-shard", "1/3", "-openings", "2"}} {
		args := append([]string{"selfplay", "-games", "30", "-seed", "6", "-players", "random,greedy"}, extra...)
		full := filepath.Join(dir, "full.jsonl")
		if st, _, errs := runCmd(t, "", append(args, "-o", full)...); st != 0 {
			t.Fatalf("exit %d: %s", st, errs)
		}
		want, _ := os.ReadFile(full)
		file := filepath.Join(dir, "cut.jsonl")
		for _, cut := range []int{0, 1, len(want) / 3, len(want) / 2, len(want) - 1, len(want)} {
			os.WriteFile(file, want[:cut], 0o666)
			if st, _, errs := runCmd(t, "", append(args, "-resume", "-o", file)...); st != 0 {
				t.Fatalf("%v cut at %d: exit %d: %s", extra, cut, st, errs)
			}
			if got, _ := os.ReadFile(file); !bytes.Equal(got, want) {
				t.Errorf("%v cut at %d: the resumed file differs", extra, cut)
			}
		}
		// Resuming the 30 games as a run of 20 is refused (-resume only
		// appends), the file left as it was.
		os.WriteFile(file, want, 0o666)
		short := append([]string{"selfplay", "-games", "20", "-seed", "6", "-players", "random,greedy"}, extra...)
		if st, _, errs := runCmd(t, "", append(short, "-resume", "-o", file)...); st != 2 || !strings.Contains(errs, "games, up to game 2") || !strings.Contains(errs, "beyond the 20 of -games 20") {
			t.Errorf("%v: a shorter run: exit %d: %s", extra, st, errs)
		}
		if a, _ := os.ReadFile(file); !bytes.Equal(a, want) {
			t.Errorf("%v: resuming as a shorter run changed the file", extra)
		}
		os.Remove(full)
	}
	// A file of other players is refused.
	file := filepath.Join(dir, "other.jsonl")
	runCmd(t, "", "selfplay", "-games", "4", "-o", file)
	if st, _, errs := runCmd(t, "", "selfplay", "-games", "8", "-players", "greedy", "-resume", "-o", file); st != 1 || !strings.Contains(errs, "not written by this run") {
		t.Errorf("other players: exit %d, %s", st, errs)
	}
}

func TestMergeErrors(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "all.jsonl")
	if st, _, errs := runCmd(t, "", "selfplay", "-games", "6", "-o", file); st != 0 {
		t.Fatalf("exit %d: %s", st, errs)
	}
	data, _ := os.ReadFile(file)
	lines := strings.SplitAfter(string(data), "\n")
	write := func(name string, parts ...string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(strings.Join(parts, "")), 0o666)
		return p
	}
	for _, tc := range []struct {
		files  []string
		stderr string
	}{
		{[]string{write("partial", lines[0], lines[1][:20])}, "partial last line"},
		{[]string{write("order", lines[1], lines[0])}, "not in game order"},
		{[]string{write("junk", lines[0], "hello\n")}, "not a selfplay record"},
		{[]string{filepath.Join(dir, "none")}, "no such file"},
	} {
		st, _, errs := runCmd(t, "", append([]string{"merge"}, tc.files...)...)
		if st != 1 || !strings.Contains(errs, tc.stderr) {
			t.Errorf("%v: exit %d, stderr %q; want 1 and %q", tc.files, st, errs, tc.stderr)
		}
	}
	if st, _, errs := runCmd(t, "", "merge"); st != 2 || !strings.Contains(errs, "no FILE") {
		t.Errorf("no file: exit %d, %s", st, errs)
	}
	st, out, _ := runCmd(t, "", "merge", write("a", lines[0], lines[2], lines[4]), write("b", lines[1], lines[3], lines[5]))
	if st != 0 || out != string(data) {
		t.Errorf("merge to stdout: exit %d:\n%s", st, out)
	}
}
