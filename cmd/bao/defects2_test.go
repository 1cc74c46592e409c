package main

// Defects 6 to 12 of issue 25: crashes, false success, signals, exit
// statuses, closed pipes, memory bounds and messages.

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/bao-games/bao/internal/interrupt"
)

// runTo runs the bao command with stdout w, returning its exit status and
// stderr.
func runTo(t *testing.T, w interface{ Write([]byte) (int, error) }, stdin string, args ...string) (int, string) {
	t.Helper()
	var errb strings.Builder
	st := run(&env{stdin: strings.NewReader(stdin), stdout: w, stderr: &errb}, args)
	return st, errb.String()
}

// Defect 6 (the command): solve -mem above the machine's memory died of
// "out of memory" with a stack; it is bad usage (exit 2). The library's
// panics on malformed states and zero values are tested in each package
// (TestDefect06...).
func TestDefect06SolveMemoryAboveMachine(t *testing.T) {
	if physicalMemory() == 0 {
		t.Skip("the machine's memory is not known here")
	}
	for _, mem := range []string{"1TiB", "100000GiB"} {
		st, _, errs := runCmd(t, "", "solve", "-mem", mem, "-q")
		if st != 2 || !strings.Contains(errs, "more than the memory") || strings.Count(errs, "\n") != 1 {
			t.Errorf("-mem %s: exit %d, %q", mem, st, errs)
		}
	}
}

// Defect 7: solve -q and verify with a standard output that cannot be
// written exited 0 with no message.
func TestDefect07FullStdoutIsAFailure(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "kg.cert")
	for _, args := range [][]string{
		{"solve", "-variant", "kingulu", "-q", "-mem", "64MiB", "-o", file},
		{"solve", "-variant", "kingulu", "-q", "-mem", "64MiB", "-json"},
		{"verify", "-variant", "kingulu", file},
	} {
		st, errs := runTo(t, failWriter{}, "", args...)
		if st != 1 || !strings.Contains(errs, "disk full") || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, %q; want 1 and one message", args, st, errs)
		}
	}
}

// Defect 8: a signal while tournament computed its ratings killed it (no
// message, no status of its own). Every phase is covered: the exit status
// is the signal's, with a message.
func TestDefect08SignalWhileRating(t *testing.T) {
	defer func(f func(chan<- os.Signal), h func()) { interrupt.Notify, ratingHook = f, h }(interrupt.Notify, ratingHook)
	for _, c := range []struct {
		sig  syscall.Signal
		want int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		var ch chan<- os.Signal
		interrupt.Notify = func(c chan<- os.Signal) { ch = c }
		ratingHook = func() { ch <- c.sig }
		for _, extra := range [][]string{nil, {"-json"}} {
			st, _, errs, _ := tournamentRun(t, extra...)
			if st != c.want || !strings.Contains(errs, "stopped by "+interrupt.Name(c.sig)) {
				t.Errorf("%v %v: exit %d, %q; want %d", c.sig, extra, st, errs, c.want)
			}
		}
		// -from too.
		_, _, _, data := tournamentRun(t)
		file := filepath.Join(t.TempDir(), "t.jsonl")
		os.WriteFile(file, data, 0o644)
		st, _, errs := runCmd(t, "", append(append([]string{}, tournamentArgs...), "-from", file)...)
		if st != c.want || !strings.Contains(errs, "stopped by "+interrupt.Name(c.sig)) {
			t.Errorf("%v -from: exit %d, %q; want %d", c.sig, st, errs, c.want)
		}
	}
}

// Defect 9: analyse -position with a bad position exited 1 (bad usage is
// 2); a line over 1 MiB ended analyse, and verify and play named no line.
func TestDefect09AnalyseUsageAndLongLines(t *testing.T) {
	if st, _, errs := runCmd(t, "", "analyse", "-player", "random", "-position", "bad"); st != 2 || !strings.Contains(errs, "-position") {
		t.Errorf("-position bad: exit %d, %q; want 2", st, errs)
	}
	long := strings.Repeat("x", 2<<20)
	st, out, errs := runCmd(t, long+"\n"+startPos+"\n", "analyse", "-player", "random")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if st != 1 || len(lines) != 2 || !strings.Contains(lines[0], `"truncated":true`) || !strings.Contains(lines[1], `"move"`) || errs != "" {
		t.Errorf("a long line: exit %d, %d lines, %.200q, %q; want 1, an error object, then the analysis", st, len(lines), out, errs)
	}
	file := filepath.Join(t.TempDir(), "long.cert")
	os.WriteFile(file, []byte(long+"\n"), 0o644)
	if st, _, errs := runCmd(t, "", "verify", file); st != 1 || !strings.Contains(errs, "line 1") {
		t.Errorf("verify of a long line: exit %d, %q; want 1 and the line", st, errs)
	}
	if _, out, errs := runCmd(t, "help\n"+long+"\n", "play"); !strings.Contains(errs, "line 2 is longer than") {
		t.Errorf("play with a long line: %q (stdout %d bytes)", errs, len(out))
	}
}

// Defect 10: into a closed pipe, perft, eval, analyse, replay and merge
// died of SIGPIPE with no message; they report the write (exit 1).
func TestDefect10ClosedPipe(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	bin := binary(t)
	path, _ := selfplayFile(t, "kiswahili")
	big := filepath.Join(t.TempDir(), "big.jsonl")
	if st, _, errs := runCmd(t, "", "selfplay", "-games", "3000", "-o", big); st != 0 {
		t.Fatal(errs)
	}
	many := strings.Repeat(startPos+"\n", 20000)
	for _, c := range []struct {
		args  []string
		stdin string
	}{
		{[]string{"perft", "-depth", "9"}, ""},
		{[]string{"eval"}, many},
		{[]string{"analyse", "-player", "random"}, many},
		{[]string{"replay", big, path}, ""},
		{[]string{"merge", big}, ""},
	} {
		st, errs, err := runIntoClosedPipe(t, bin, c.stdin, c.args...)
		if st != 1 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "broken pipe") {
			t.Errorf("%v into a closed pipe: %v, %q; want exit 1 and one message", c.args[0], err, errs)
		}
	}
}

// Defect 11: solve -workers had no bound, and the record reader held a
// whole record in memory whatever its size.
func TestDefect11MemoryBounds(t *testing.T) {
	if st, _, errs := runCmd(t, "", "solve", "-workers", "100000", "-q"); st != 2 || !strings.Contains(errs, "-workers") {
		t.Errorf("-workers 100000: exit %d, %q; want 2", st, errs)
	}
	// 12 MB of tags: an error beyond the record limit, not 400 MB held.
	var b strings.Builder
	b.WriteString("[Variant \"kiswahili\"]\n[Result \"*\"]\n")
	for i := 0; b.Len() < 12<<20; i++ {
		b.WriteString("[Tag" + strings.Repeat("x", 8) + itoa(uint64(i)) + " \"" + strings.Repeat("y", 1000) + "\"]\n")
	}
	b.WriteString("*\n")
	st, _, errs := runCmd(t, b.String(), "replay")
	if st != 1 || !strings.Contains(errs, "longer than") {
		t.Errorf("a 12 MB record: exit %d, %.200q; want 1 and the limit", st, errs)
	}
}

// Defect 12: messages said "stopped by terminated", named temporary files,
// echoed a 100 KB player spec; show -ply -1 and replay -game 0 exited 0
// (since v0.4.0 games count from 0, and -game -1 is the bad number).
func TestDefect12Messages(t *testing.T) {
	defer func(f func(chan<- os.Signal)) { interrupt.Notify = f }(interrupt.Notify)
	interrupt.Notify = func(ch chan<- os.Signal) { ch <- syscall.SIGTERM }
	st, _, errs := runCmd(t, "", "selfplay", "-games", "10")
	if st != 143 || !strings.Contains(errs, "stopped by SIGTERM") {
		t.Errorf("SIGTERM: exit %d, %q", st, errs)
	}
	interrupt.Notify = func(chan<- os.Signal) {}

	dir := t.TempDir()
	svg := filepath.Join(dir, "board.svg")
	restore := withFullDisk(100)
	st, _, errs = runCmd(t, "", "show", "-svg", svg)
	restore()
	if st != 1 || !strings.Contains(errs, svg) || strings.Contains(errs, ".tmp") {
		t.Errorf("show -svg on a full disk: exit %d, %q; want the user's path, not the temporary file's", st, errs)
	}
	if _, err := os.Stat(svg); err == nil {
		t.Errorf("show -svg on a full disk left %s", svg)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}

	spec := strings.Repeat("x", 100_000)
	for _, args := range [][]string{
		{"selfplay", "-players", spec},
		{"selfplay", "-players", spec + "," + spec},
		{"tournament", "-players", "random," + spec},
		{"analyse", "-player", spec},
		{"play", "-south", spec},
	} {
		st, _, errs := runCmd(t, "", args...)
		if st != 2 || len(errs) > 2000 || strings.Contains(errs, strings.Repeat("x", 100)) {
			t.Errorf("%s with a 100 KB spec: exit %d, %d bytes of message", args[0], st, len(errs))
		}
	}

	path, _ := selfplayFile(t, "kiswahili")
	for _, args := range [][]string{
		{"show", "-record", path, "-ply", "-1"},
		{"show", "-record", path, "-game", "-1"},
		{"replay", "-game", "-1", path},
	} {
		if st, _, errs := runCmd(t, "", args...); st != 2 {
			t.Errorf("%v: exit %d, %q; want 2", args, st, errs)
		}
	}
}

// Newcomer: tournament -from needed every flag again; the records hold
// them. The report is the run's, byte for byte (-json).
func TestNewcomerTournamentFromReadsFlags(t *testing.T) {
	st, want, errs, data := tournamentRun(t, "-json")
	if st != 0 {
		t.Fatal(errs)
	}
	file := filepath.Join(t.TempDir(), "t.jsonl")
	os.WriteFile(file, data, 0o644)
	for _, args := range [][]string{
		{"tournament", "-json", "-from", file},
		{"tournament", "-json", "-from", "-"},
		{"tournament", "-json", "-reps", "200", "-from", file},
	} {
		stdin := ""
		if args[len(args)-1] == "-" {
			stdin = string(data)
		}
		// tournamentArgs has -reps 200; without it the report has other
		// intervals, so compare only where the flags agree.
		st, out, errs := runCmd(t, stdin, args...)
		if st != 0 {
			t.Errorf("%v: exit %d: %s", args, st, errs)
			continue
		}
		if len(args) == 5 && out != want {
			t.Errorf("%v: the report differs from the run's:\n%s\nwant\n%s", args, out, want)
		}
	}
}
