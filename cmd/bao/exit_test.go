package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/lines"
)

var (
	binOnce sync.Once
	binPath string
	binErr  error
	binDir  string
)

// binary builds the bao command once into a temporary directory and
// returns its path.
func binary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		binDir, binErr = os.MkdirTemp("", "baobin")
		if binErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "bao")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			binErr = err
			t.Logf("go build: %s", out)
		}
	})
	if binErr != nil {
		t.Fatalf("building bao: %v", binErr)
	}
	return binPath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// runBin runs the built bao with args, stdin and stdout (nil: a buffer),
// and returns its exit status, stdout and stderr.
func runBin(t *testing.T, stdin string, stdout *os.File, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(binary(t), args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	if stdout != nil {
		cmd.Stdout = stdout
	}
	cmd.Stderr = &errb
	err := cmd.Run()
	st := 0
	if ee, ok := err.(*exec.ExitError); ok {
		st = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return st, out.String(), errb.String()
}

// selfplayFile writes the JSON lines of three random games of variant, as
// bao selfplay -o writes them, and returns the file's path and the
// records.
func selfplayFile(t *testing.T, variant string) (string, []*arena.Record) {
	t.Helper()
	var b bytes.Buffer
	var recs []*arena.Record
	cfg := arena.Config{Variant: bao.MustLookup(variant), A: "random", B: "greedy", Games: 3, Seed: 4, Workers: 1}
	_, err := arena.Run(context.Background(), cfg, func(r *arena.Record) error {
		recs = append(recs, r.Clone())
		return r.WriteJSON(&b)
	})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "games.jsonl")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, recs
}

// TestWriteFailures: every command of this file set fails with exit 1 and
// one message when its output cannot be written.
func TestWriteFailures(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	defer full.Close()
	recs := writeFile(t, "good.bao", goodRecords)
	jsonl, _ := selfplayFile(t, "kiswahili")
	for _, tc := range []struct {
		stdin string
		args  []string
		std   bool // stdout is /dev/full
	}{
		{"", []string{"variants"}, true},
		{"", []string{"variants", "-v"}, true},
		{"", []string{"perft", "-depth", "2", "-divide"}, true},
		{strings.Repeat("4,4,4,4,4,4/4,4,4,4,4,4 S 0,0\n", 3), []string{"eval", "-variant", "kingulu"}, true},
		{"", []string{"show"}, true},
		{"", []string{"show", "-format", "svg"}, true},
		{"", []string{"show", "-svg", "/dev/full"}, false},
		{"", []string{"replay", recs}, true},
		{"", []string{"replay", jsonl}, true},
		{"", []string{"show", "-record", jsonl}, true},
		{"quit\n", []string{"play"}, true},
		{"", []string{"play", "-south", "random", "-north", "random"}, true},
		{"A6<\nquit\n", []string{"play", "-o", "/dev/full"}, false},
		{"bao\n", []string{"engine"}, true},
	} {
		var out *os.File
		if tc.std {
			out = full
		}
		st, _, stderr := runBin(t, tc.stdin, out, tc.args...)
		if st != 1 {
			t.Errorf("%v: exit %d, want 1; stderr %q", tc.args, st, stderr)
		}
		if n := strings.Count(stderr, "no space left on device"); n != 1 || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v: stderr %q: want one line saying the disk is full", tc.args, stderr)
		}
	}
}

// TestExitStatuses: -h 0, an unknown flag 2, an unknown variant 2, bad
// input data 1, for every command of this file set.
func TestExitStatuses(t *testing.T) {
	bad := writeFile(t, "bad.bao", badRecords)
	for _, tc := range []struct {
		stdin string
		args  []string
		want  int
	}{
		{"", []string{"-h"}, 0},
		{"", []string{}, 2},
		{"", []string{"nosuch"}, 2},
	} {
		if st, _, _ := runCmd(t, tc.stdin, tc.args...); st != tc.want {
			t.Errorf("%v: exit %d, want %d", tc.args, st, tc.want)
		}
	}
	for _, c := range []struct {
		name    string
		args    []string // what the command needs besides the flags tested
		stdin   string
		badData []string // arguments giving bad data (stdin: badIn)
		badIn   string
	}{
		{"variants", nil, "", nil, ""},
		{"perft", []string{"-depth", "1"}, "", nil, ""},
		{"eval", nil, "", []string{}, "nonsense\n"},
		{"show", nil, "", []string{"-record", bad, "-game", "1"}, ""},
		{"replay", []string{"-"}, goodRecords, []string{bad}, ""},
		{"play", nil, "quit\n", []string{}, ""}, // the input ends before the game does
		{"engine", nil, "", nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, tc := range []struct {
				what  string
				args  []string
				stdin string
				want  int
			}{
				{"-h", []string{"-h"}, "", 0},
				{"unknown flag", []string{"-nosuch"}, "", 2},
				{"bad flag value", []string{"-variant", "kiswahili(takasia=maybe)"}, c.stdin, 2},
				{"unknown variant", []string{"-variant", "chess"}, c.stdin, 2},
			} {
				args := append(append([]string{c.name}, tc.args...), c.args...)
				st, stdout, stderr := runCmd(t, tc.stdin, args...)
				if st != tc.want {
					t.Errorf("%s: %v: exit %d, want %d; stderr %q", tc.what, args, st, tc.want, stderr)
				}
				if tc.what == "-h" && (!strings.Contains(stdout, "Exit status: 0 ") || stderr != "") {
					t.Errorf("-h does not state the exit statuses on stdout:\n%s\nstderr: %s", stdout, stderr)
				}
			}
			if c.badData != nil {
				args := append([]string{c.name}, c.badData...)
				if st, _, stderr := runCmd(t, c.badIn, args...); st != 1 {
					t.Errorf("bad data: %v: exit %d, want 1; stderr %q", args, st, stderr)
				}
			}
		})
	}
}

// TestEvalLongLine: a line of 2 MiB gives an error object and the lines
// after it are read.
func TestEvalLongLine(t *testing.T) {
	const pos = "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0"
	in := strings.Repeat("x", 2<<20) + "\n" + pos + "\n" + strings.Repeat("y", lines.MaxPosition) + "\r\n" + pos
	st, out, stderr := runCmd(t, in, "eval", "-variant", "kingulu")
	if st != 1 {
		t.Errorf("exit %d, want 1", st)
	}
	if stderr != "" {
		t.Errorf("stderr: %s", stderr)
	}
	outs := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(outs) != 4 {
		t.Fatalf("%d output outs, want 4", len(outs))
	}
	want := `{"position":"` + strings.Repeat("x", 64) + `...","truncated":true,"length":2097152,"error":"a line of 2097152 bytes, longer than the limit of 1048576 bytes"}`
	if outs[0] != want {
		t.Errorf("line 1: %.200s", outs[0])
	}
	for _, i := range []int{1, 3} {
		if !strings.HasPrefix(outs[i], `{"position":"`+pos+`","over":false`) {
			t.Errorf("line %d: %.200s", i+1, outs[i])
		}
	}
	// A line of exactly the limit is read whole (and is not a position).
	if !strings.HasPrefix(outs[2], `{"position":"yyyy`) || strings.Contains(outs[2], "truncated") || len(outs[2]) < lines.MaxPosition {
		t.Errorf("line 3: %.200s", outs[2])
	}
}

// TestEvalNotUTF8: a line that is not UTF-8 gives an error object with the
// exact bytes in base64 and the offset of the first bad byte.
func TestEvalNotUTF8(t *testing.T) {
	st, out, _ := runCmd(t, "A\xffB\xc3\n", "eval")
	if st != 1 {
		t.Errorf("exit %d, want 1", st)
	}
	want := `{"position":"A` + "\uFFFD" + `B` + "\uFFFD" + `","position_base64":"Qf9Cww==","error":"not UTF-8 at byte 1"}` + "\n"
	if out != want {
		t.Errorf("got  %q\nwant %q", out, want)
	}
}

// TestReplaySelfplay: replay and show read selfplay's JSON lines, and find
// every game as selfplay played it.
func TestReplaySelfplay(t *testing.T) {
	for _, variant := range []string{"kiswahili", "kingulu"} {
		path, recs := selfplayFile(t, variant)
		st, out, stderr := runBin(t, "", nil, "replay", path)
		if st != 0 {
			t.Fatalf("%s: replay: exit %d: %s", variant, st, stderr)
		}
		wantContains(t, "replay", out, path+": game 2: "+variant+", "+recs[2].South+" vs "+recs[2].North+", ", "3 records replayed, 0 with errors\n")
		if n := strings.Count(out, "Game over: ") + strings.Count(out, "recorded result: draw (ply limit)"); n != 3 {
			t.Errorf("%s: %d games replayed to their end, want 3:\n%s", variant, n, out)
		}
		st, out, stderr = runCmd(t, "", "replay", "-game", "1", path)
		if st != 0 || !strings.Contains(out, path+": game 1: ") || strings.Contains(out, "game 0:") || strings.Contains(out, "records replayed") {
			t.Errorf("%s: replay -game 1: exit %d: %s\n%s", variant, st, stderr, out)
		}
		st, _, stderr = runCmd(t, "", "replay", "-game", "9", path)
		if st != 1 || !strings.Contains(stderr, "3 records (games 0 to 2), no game 9") {
			t.Errorf("%s: replay -game 9: exit %d: %s", variant, st, stderr)
		}
		// show -record -game N draws the final position of the record
		// whose "game" is N: show and the records count games alike.
		for _, rec := range recs {
			_, want, _ := runCmd(t, "", "show", "-variant", variant, "-position", rec.Final)
			n := strconv.Itoa(rec.Game)
			st, out, stderr = runCmd(t, "", "show", "-record", path, "-game", n)
			if st != 0 || out != want {
				t.Errorf("%s: show -record -game %s: exit %d: %s\n%s\nwant\n%s", variant, n, st, stderr, out, want)
			}
		}
	}
	// A record whose final position is not the game's is an error.
	path, recs := selfplayFile(t, "kiswahili")
	b, _ := os.ReadFile(path)
	b = bytes.Replace(b, []byte(`"final":"`+recs[0].Final), []byte(`"final":"`+recs[1].Final), 1)
	os.WriteFile(path, b, 0o644)
	if st, _, stderr := runCmd(t, "", "replay", "-q", path); st != 1 || !strings.Contains(stderr, "game 0: record: the result does not agree with the game: final \"") {
		t.Errorf("wrong final: exit %d: %s", st, stderr)
	}
}

// TestPlayAsNorthSubprocess plays a whole game as North against the random
// player, driven by a script through the built binary, and checks the
// board is drawn from North's seat and the saved record replays.
func TestPlayAsNorthSubprocess(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	in, final, plies := script(t, v, bao.North, "random", 7, func(ply int, legal []string) string { return legal[0] })
	out := filepath.Join(t.TempDir(), "game.bao")
	st, stdout, stderr := runBin(t, in, nil, "play", "-south", "random", "-north", "human", "-seed", "7", "-o", out)
	if st != 0 {
		t.Fatalf("exit %d: %s", st, stderr)
	}
	wantContains(t, "stdout", stdout,
		"B8..B1 ", "a1..a8 ", // turned round
		"1. South (random) plays ", "1... North plays ",
		"Game over after "+playPlies(plies)+": "+v.Outcome(final).String()+"\n",
		"Saved 1 game record to "+out)
	r := mustReadRecord(t, out)
	g, err := r.Replay()
	if err != nil || g.State() != final {
		t.Errorf("saved record: %v; final %v, want %v", err, g.State(), final)
	}
}

// TestPlaySavesEveryMove: after the input ends in the middle of a game,
// the file holds the moves played so far; a file that cannot be written
// stops bao play before the game starts.
func TestPlaySavesEveryMove(t *testing.T) {
	out := filepath.Join(t.TempDir(), "g.bao")
	st, stdout, _ := runCmd(t, "A6<\nA3<\n", "play", "-north", "random", "-seed", "3", "-o", out)
	if st != 1 {
		t.Errorf("exit %d, want 1", st)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	wantContains(t, "record", string(b), `[Result "*"]`, "1. A6<* ", " 2. A3<")
	wantContains(t, "stdout", stdout, "game abandoned after 4 plies (2 moves)")
	st, stdout, stderr := runCmd(t, "A6<\n", "play", "-o", filepath.Join(t.TempDir(), "no", "such", "dir", "g.bao"))
	if st != 1 || stdout != "" || strings.Count(stderr, "\n") != 1 {
		t.Errorf("unwritable -o: exit %d, stdout %q, stderr %q", st, stdout, stderr)
	}
}

// TestWriteWhole: the file is replaced whole, through a symbolic link, and
// a failed write leaves no temporary file behind.
func TestWriteWhole(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.bao")
	link := filepath.Join(dir, "link.bao")
	if err := os.WriteFile(target, []byte("old, longer content\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Skip(err)
	}
	if err := writeWhole(link, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(target); string(b) != "new\n" {
		t.Errorf("target holds %q", b)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", fi, err)
	}
	if err := writeWhole(filepath.Join(dir, "nodir", "x"), []byte("x")); err == nil {
		t.Error("no error writing into a missing directory")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d files in the directory, want 2 (a temporary file left?)", len(entries))
	}
}
