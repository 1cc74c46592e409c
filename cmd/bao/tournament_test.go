package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/interrupt"
)

var tournamentArgs = []string{"tournament", "-players", "random,greedy,alphabeta(depth=1)", "-games", "4", "-openings", "3", "-seed", "2", "-reps", "200"}

// tournamentRun runs bao tournament with tournamentArgs and extra, writing
// the records to a file; it returns the exit status, stdout, stderr and
// the records.
func tournamentRun(t *testing.T, extra ...string) (int, string, string, []byte) {
	return runWithRecords(t, tournamentArgs, extra...)
}

func TestTournamentReproducible(t *testing.T) {
	st1, out1, errs1, recs1 := tournamentRun(t, "-workers", "1", "-json")
	st2, out2, errs2, recs2 := tournamentRun(t, "-workers", "2", "-json")
	if st1 != 0 || st2 != 0 {
		t.Fatalf("exit %d, %d: %s %s", st1, st2, errs1, errs2)
	}
	if out1 != out2 {
		t.Errorf("-json differs between 1 and 2 workers:\n%s\n%s", out1, out2)
	}
	if !bytes.Equal(recs1, recs2) {
		t.Errorf("-o differs between 1 and 2 workers")
	}
	// With 3 workers the workers make the records' lines (workersMakeLines).
	if st4, out4, errs4, recs4 := tournamentRun(t, "-workers", "3", "-json"); st4 != 0 || out4 != out1 || !bytes.Equal(recs4, recs1) {
		t.Errorf("-workers 3 (exit %d, %s) differs from -workers 1", st4, errs4)
	}
	_, out3, _, _ := tournamentRun(t, "-workers", "2", "-json", "-seed", "3")
	if out3 == out1 {
		t.Errorf("seeds 2 and 3 give the same output")
	}
}

func TestTournamentJSON(t *testing.T) {
	st, out, errs, data := tournamentRun(t, "-json")
	if st != 0 || errs != "" {
		t.Fatalf("exit %d: %q", st, errs)
	}
	if keys := jsonKeys(t, out); strings.Join(keys, ",") != "variant,games,openings,players,pairs" {
		t.Errorf("keys %v", keys)
	}
	// The report itself is arena.Report's, tested in package arena.
	if !strings.HasPrefix(out, `{"variant":"kiswahili","games":12,"openings":3,"players":[{"name":"random","elo":0,"low":0,"high":0,"score":`) {
		t.Errorf("report %s", out)
	}
	// The records: selfplay's fields plus the opening, one line each.
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 12 {
		t.Fatalf("%d records, want 12", len(lines))
	}
	want := "game,variant,seed,south,north,opening,moves,plies,winner,reason,final"
	for i, line := range lines {
		if keys := jsonKeys(t, line); strings.Join(keys, ",") != want {
			t.Errorf("record %d: keys %v, want %s", i, keys, want)
		}
		var r struct{ Game, Opening, Plies int }
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatal(err)
		}
		if r.Game != i || r.Opening != 3 || r.Plies < 3 {
			t.Errorf("record %d: %+v", i, r)
		}
	}
}

func TestTournamentText(t *testing.T) {
	st, out, errs, _ := tournamentRun(t)
	if st != 0 || errs != "" {
		t.Fatalf("exit %d: %q", st, errs)
	}
	// The report itself is arena.Report's, tested in package arena: here
	// its text with the time line.
	for _, re := range []string{
		`(?m)^variant +kiswahili\ngames +12 played: 3 pairings of 4 games,`,
		`(?m)^time +\d+\.\d\ds$`,
		`(?m)^greedy vs alphabeta\(depth=1,nodes=200000\) +4 `,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("output does not match %s:\n%s", re, out)
		}
	}
}

func TestTournamentUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-players", "random"}, "1 players"},
		{[]string{"-players", "random,random"}, "both random"},
		{[]string{"-players", "random,nobody"}, "unknown player"},
		{[]string{"-players", "random,alphabeta(depth=99)"}, "depth"},
		{[]string{"-games", "5"}, "even"},
		{[]string{"-games", "0"}, "even"},
		{[]string{"-games", "2000000"}, "at most"},
		{[]string{"-openings", "1001"}, "openings"},
		{[]string{"-workers", "0"}, "-workers"},
		{[]string{"-reps", "0"}, "-reps"},
		{[]string{"-max-plies", "-1"}, "-max-plies"},
		{[]string{"-max-plies", "3"}, "ply cap"},
		{[]string{"-variant", "nosuch"}, "nosuch"},
		{[]string{"-players", ""}, "-players is missing"},
		{[]string{"-frobnicate"}, "frobnicate"},
		{[]string{"extra"}, "unexpected argument"},
		{[]string{"-shard", "3/3", "-o", "x"}, "-shard \"3/3\""},
		{[]string{"-shard", "1", "-o", "x"}, "want I/N"},
		{[]string{"-shard", "0/2"}, "-shard needs -o"},
		{[]string{"-from", "x", "-o", "y"}, "not with -o"},
		{[]string{"-from", "x", "-shard", "0/2", "-o", "y"}, "not with -o"},
	} {
		args := append([]string{"tournament", "-players", "random,greedy", "-games", "2"}, c.args...)
		st, out, errs := runCmd(t, "", args...)
		if st != 2 || out != "" || !strings.Contains(errs, c.msg) || !strings.Contains(errs, "Run 'bao tournament -h'") && c.args[0] != "-variant" || strings.Count(errs, "\n") > 2 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, st, out, errs, c.msg)
		}
	}
	st, errs, _ := runCmd(t, "", "tournament", "-h")
	if st != 0 {
		t.Errorf("-h: exit %d", st)
	}
	for _, want := range []string{"Bradley-Terry", "bootstrap", "in every pairing", "pentanomial", "time budget", "130 or 143", "2 on bad usage", "-shard I/N", "-from FILE"} {
		if !strings.Contains(errs, want) {
			t.Errorf("-h does not mention %q", want)
		}
	}
}

func TestTournamentWriteErrors(t *testing.T) {
	dir := t.TempDir()
	st, _, errs := runCmd(t, "", append(append([]string{}, tournamentArgs...), "-o", filepath.Join(dir, "no", "such", "file"))...)
	if st != 1 || errs == "" {
		t.Errorf("-o in a missing directory: exit %d, %q", st, errs)
	}
	var errb bytes.Buffer
	if st := run(&env{stdin: strings.NewReader(""), stdout: failWriter{}, stderr: &errb}, tournamentArgs); st != 1 || !strings.Contains(errb.String(), "disk full") {
		t.Errorf("failing stdout: exit %d, %q", st, errb.String())
	}
}

// A signal stops the run: what was played is printed, and the exit status
// is 128 plus the signal's number.
func TestTournamentSignal(t *testing.T) {
	defer func(f func(chan<- os.Signal)) { interrupt.Notify = f }(interrupt.Notify)
	for _, c := range []struct {
		sig  syscall.Signal
		want int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		interrupt.Notify = func(ch chan<- os.Signal) { ch <- c.sig }
		st, out, errs, data := tournamentRun(t, "-json")
		if st != c.want || !strings.Contains(errs, "stopped by") {
			t.Errorf("%v: exit %d, %q; want %d", c.sig, st, errs, c.want)
		}
		var rep struct{ Games int }
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%v: %v: %q", c.sig, err, out)
		}
		if n := bytes.Count(data, []byte("\n")); n != rep.Games || rep.Games == 12 {
			t.Errorf("%v: %d records for %d games reported", c.sig, n, rep.Games)
		}
	}
}

// testTournamentShards runs the shards of a tournament as separate
// processes of the bao command bin, merges their records with bao merge,
// and checks that the merged file is the single run's -o file, byte for
// byte, and that bao tournament -from prints of it the single run's report:
// -json the same bytes, the text the same but for the time line.
func testTournamentShards(t *testing.T, bin string) {
	dir := t.TempDir()
	args := []string{"tournament", "-players", "random,greedy,alphabeta(depth=1)", "-games", "6", "-openings", "3", "-seed", "7", "-reps", "100"}
	const total = 18
	command := func(extra ...string) *exec.Cmd {
		return exec.Command(bin, append(append([]string{}, args...), extra...)...)
	}
	whole := filepath.Join(dir, "whole.jsonl")
	wholeJSON, err := command("-json", "-o", whole).Output()
	if err != nil {
		t.Fatalf("the single run: %v", err)
	}
	shards := runShards(t, bin, dir, 3, append(args, "-json")...)
	merged := filepath.Join(dir, "merged.jsonl")
	if out, err := exec.Command(bin, append([]string{"merge", "-games", fmt.Sprint(total), "-o", merged}, shards...)...).CombinedOutput(); err != nil {
		t.Fatalf("merge: %v: %s", err, out)
	}
	a, _ := os.ReadFile(whole)
	b, _ := os.ReadFile(merged)
	if bytes.Count(a, []byte("\n")) != total || !bytes.Equal(a, b) {
		t.Errorf("the merged shards differ from the single run (%d and %d bytes)", len(a), len(b))
	}
	fromJSON, err := command("-json", "-from", merged).Output()
	if err != nil || !bytes.Equal(fromJSON, wholeJSON) {
		t.Errorf("-from -json: %v\n%s\nthe single run:\n%s", err, fromJSON, wholeJSON)
	}
	// The text: the single run's but for its time line; - is stdin.
	wholeText, err := command().Output()
	if err != nil {
		t.Fatal(err)
	}
	from := command("-from", "-")
	from.Stdin = bytes.NewReader(b)
	fromText, err := from.Output()
	noTime := regexp.MustCompile(`(?m)^time +\d+\.\d\ds\n`).ReplaceAll(wholeText, nil)
	if err != nil || len(noTime) == len(wholeText) || !bytes.Equal(fromText, noTime) {
		t.Errorf("-from text: %v\n%s\nthe single run:\n%s", err, fromText, wholeText)
	}
	// A shard alone misses games; records of another seed are refused.
	for _, c := range []struct {
		extra []string
		msg   string
	}{
		{[]string{"-from", shards[1]}, "12 of the 18 games missing: 0, 2-3, 5-6, 8-9, 11-12, ..."},
		{[]string{"-seed", "8", "-from", merged}, `line 1: game 0: "seed" is 7191089600892374487 (master seed 7), the run's is 11409396526365357622 (master seed 8)`},
		{[]string{"-openings", "2", "-from", merged}, `game 0: "opening" is 3, the run's is 2`},
		{[]string{"-players", "random,greedy,alphabeta(depth=2)", "-from", merged}, `game 2: "north" is alphabeta(depth=1,nodes=200000), the run's is alphabeta(depth=2,nodes=200000)`},
		{[]string{"-games", "8", "-from", merged}, "6 of the 24 games missing: 18-23"}, // the same numbers, seeds and openings
		{[]string{"-games", "4", "-from", merged}, "the tournament has 12 games"},
		{[]string{"-from", filepath.Join(dir, "nothing")}, "no such file"},
		{[]string{"-from", shards[0] + "x"}, "no such file"},
	} {
		var errb bytes.Buffer
		cmd := command(c.extra...)
		cmd.Stderr = &errb
		out, err := cmd.Output()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 1 || len(out) != 0 || !strings.Contains(errb.String(), c.msg) {
			t.Errorf("%v: %v, stdout %q, stderr %q; want exit 1 and %q", c.extra, err, out, errb.String(), c.msg)
		}
	}
}

// -resume completes an interrupted -o file, of the whole tournament or of
// a shard, to the bytes of an uninterrupted run, and its report counts the
// games kept: it is the uninterrupted run's.
func TestTournamentResume(t *testing.T) {
	dir := t.TempDir()
	for _, shard := range [][]string{nil, {"-shard", "1/3"}} {
		whole := filepath.Join(dir, "whole.jsonl")
		os.Remove(whole)
		args := append(append(append([]string{}, tournamentArgs...), shard...), "-json")
		st, out, errs := runCmd(t, "", append(args, "-o", whole)...)
		if st != 0 {
			t.Fatalf("%v: exit %d: %s", shard, st, errs)
		}
		data, _ := os.ReadFile(whole)
		lines := bytes.SplitAfter(data, []byte("\n"))
		file := filepath.Join(dir, "cut.jsonl")
		cut := append(bytes.Join(lines[:2], nil), lines[2][:20]...)
		if err := os.WriteFile(file, cut, 0o666); err != nil {
			t.Fatal(err)
		}
		st, out2, errs := runCmd(t, "", append(args, "-resume", "-o", file)...)
		got, _ := os.ReadFile(file)
		if st != 0 || out2 != out || !bytes.Equal(got, data) {
			t.Errorf("%v: exit %d, %s; report\n%s\nwant\n%s\nfiles equal: %v", shard, st, errs, out2, out, bytes.Equal(got, data))
		}
		// The file of another run is refused.
		st, _, errs = runCmd(t, "", append(args, "-seed", "3", "-resume", "-o", file)...)
		if st != 1 || !strings.Contains(errs, "not written by this run") {
			t.Errorf("%v: another seed: exit %d, %s", shard, st, errs)
		}
	}
	if st, _, errs := runCmd(t, "", append(append([]string{}, tournamentArgs...), "-resume")...); st != 2 || !strings.Contains(errs, "-resume needs -o") {
		t.Errorf("-resume without -o: exit %d, %s", st, errs)
	}
}

// -from refuses a file that is not the tournament's records, in order and
// whole, saying where.
func TestTournamentFromErrors(t *testing.T) {
	st, want, errs, data := tournamentRun(t, "-json")
	if st != 0 {
		t.Fatalf("exit %d: %s", st, errs)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name string
		data []byte
		msg  string
	}{
		// arena's TestReadRecords has the other errors of ReadRecords.
		{"partial", data[:len(data)-1], "line 12: partial last line"},
		{"long", append(bytes.Repeat([]byte(" "), arena.MaxRecordLine+1), '\n'), "line 1: a line longer than 16777216 bytes"},
	} {
		file := filepath.Join(dir, c.name)
		if err := os.WriteFile(file, c.data, 0o666); err != nil {
			t.Fatal(err)
		}
		st, out, errs := runCmd(t, "", append(append([]string{}, tournamentArgs...), "-json", "-from", file)...)
		if st != 1 || out != "" || !strings.Contains(errs, c.msg) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 1 and %q", c.name, st, out, errs, c.msg)
		}
	}
	// Standard input.
	var out bytes.Buffer
	if st := run(&env{stdin: bytes.NewReader(data), stdout: &out, stderr: io.Discard}, append(append([]string{}, tournamentArgs...), "-json", "-from", "-")); st != 0 || out.String() != want {
		t.Errorf("-from -: exit %d, %q, want %q", st, out.String(), want)
	}
}
