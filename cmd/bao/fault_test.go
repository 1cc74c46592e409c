package main

// The fault-injection suite (issue 25): every command that writes, under
// every failure it can meet. After each case: the documented exit status,
// one message (naming the user's path, never a temporary file's), no half
// line in a records file, no temporary file left, and nothing that existed
// before the run lost (the bytes compared). In-process where it can be (a
// standard output that fails after N bytes, a disk that fills after N
// bytes, an existing file, an input, another run's file); in processes
// for what only a process meets (a closed pipe, SIGINT, SIGTERM and
// SIGKILL at random moments in every phase). BAO_LONG=1 runs more sizes
// and more signals.

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bao-games/bao/internal/interrupt"
)

// kujifunzaWin1 is a kujifunza position where South wins in one (KJ1 of
// docs/kujifunza.md): solve proves it at once and writes a certificate.
const kujifunzaWin1 = "2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -"

// diskFull is a standard output that takes n bytes and then fails as a
// full disk does.
type diskFull struct {
	n    int
	full bool // a write was cut
}

func (d *diskFull) Write(p []byte) (int, error) {
	k := min(len(p), d.n)
	d.n -= k
	if k < len(p) {
		d.full = true
		return k, &os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}
	}
	return k, nil
}

// faultFixtures are the inputs of the suite's commands.
type faultFixtures struct {
	dir       string
	a, b      string // the two shards of a selfplay run
	merged    []byte // their merge
	tour      string // a tournament's records (tournamentArgs)
	cert      string // a certificate of kujifunzaWin1
	positions string // positions, one a line
}

func newFaultFixtures(t *testing.T) *faultFixtures {
	t.Helper()
	fx := &faultFixtures{dir: t.TempDir()}
	fx.a, _ = writeRun(t, fx.dir, "a.jsonl", "-games", "40", "-seed", "3", "-shard", "0/2")
	fx.b, _ = writeRun(t, fx.dir, "b.jsonl", "-games", "40", "-seed", "3", "-shard", "1/2")
	_, fx.merged = writeRun(t, fx.dir, "m.jsonl", "-games", "40", "-seed", "3")
	fx.tour = filepath.Join(fx.dir, "t.jsonl")
	if st, _, errs := runCmd(t, "", append(append([]string{}, tournamentArgs...), "-o", fx.tour)...); st != 0 {
		t.Fatalf("tournament: %s", errs)
	}
	fx.cert = filepath.Join(fx.dir, "k.cert")
	if st, _, errs := runCmd(t, "", "solve", "-variant", "kujifunza", "-position", kujifunzaWin1, "-q", "-mem", "4MiB", "-o", fx.cert); st != 0 {
		t.Fatalf("solve: %s", errs)
	}
	fx.positions = strings.Repeat(startPos+"\n"+kujifunzaWin1+"\n", 3)
	return fx
}

// stdoutCommands are the commands that write to standard output, with
// their input.
func (fx *faultFixtures) stdoutCommands() []struct {
	args  []string
	stdin string
} {
	return []struct {
		args  []string
		stdin string
	}{
		{[]string{"variants"}, ""},
		{[]string{"version"}, ""},
		{[]string{"perft", "-depth", "4"}, ""},
		{[]string{"eval", "-variant", "kiswahili"}, startPos + "\n" + startPos + "\n"},
		{[]string{"analyse", "-player", "alphabeta(depth=2)"}, startPos + "\n" + startPos + "\n"},
		{[]string{"selfplay", "-games", "20", "-seed", "2"}, ""},
		{append(append([]string{}, tournamentArgs...), "-workers", "1"), ""},
		{append(append([]string{}, tournamentArgs...), "-json", "-from", fx.tour), ""},
		{[]string{"merge", "-summary", fx.a, fx.b}, ""},
		{[]string{"solve", "-variant", "kujifunza", "-position", kujifunzaWin1, "-q", "-mem", "4MiB"}, ""},
		{[]string{"verify", "-variant", "kujifunza", fx.cert}, ""},
		{[]string{"show"}, ""},
		{[]string{"show", "-record", fx.a, "-game", "2", "-format", "svg"}, ""},
		{[]string{"replay", fx.a}, ""},
		{[]string{"play", "-south", "greedy", "-north", "random", "-seed", "3"}, ""},
		{[]string{"play", "-north", "random"}, "help\nmoves\nboard\nquit\n"},
	}
}

// sizes returns where to cut an output of n bytes: always 0, 1 and n-1,
// and more points between with long.
func sizes(n int, long bool) []int {
	parts := 4
	if long {
		parts = 40
	}
	seen := map[int]bool{}
	var out []int
	for _, k := range append([]int{0, 1, n - 1}, spread(n, parts)...) {
		if k >= 0 && k < n && !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// spread returns parts points spread over 0..n.
func spread(n, parts int) []int {
	var out []int
	for i := 1; i < parts; i++ {
		out = append(out, n*i/parts)
	}
	return out
}

// exists reports whether the file name exists.
func exists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}

// oneMessage fails t unless stderr is one line (a message), without a
// panic's stack.
func oneMessage(t *testing.T, what, stderr string) {
	t.Helper()
	if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") || strings.Contains(stderr, "goroutine ") {
		t.Errorf("%s: want one message on stderr, got %q", what, stderr)
	}
}

// noTemps fails t if dir holds a temporary file of atomicfile.Write.
func noTemps(t *testing.T, what, dir string) {
	t.Helper()
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("%s: temporary files left: %v", what, left)
	}
}

// wholeLines fails t unless data is empty or whole lines that begin full.
func wholeLines(t *testing.T, what string, data, full []byte) {
	t.Helper()
	if len(data) > 0 && data[len(data)-1] != '\n' || !bytes.HasPrefix(full, data) {
		t.Errorf("%s: the file holds %d bytes, not whole records of the run (of %d bytes)", what, len(data), len(full))
	}
}

func TestFaultInjection(t *testing.T) {
	long := os.Getenv("BAO_LONG") == "1"
	fx := newFaultFixtures(t)
	defer func(d int) { lineWriterMax = d }(lineWriterMax)
	lineWriterMax = 2000 // batches of a few records, so that a full disk meets whole ones
	cases := 0

	// Standard output on a full disk, cut at every size.
	for _, c := range fx.stdoutCommands() {
		var out, errb bytes.Buffer
		if st := run(&env{stdin: strings.NewReader(c.stdin), stdout: &out, stderr: &errb}, c.args); st != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, st, errb.String())
		}
		for _, n := range sizes(out.Len(), long) {
			cases++
			var errs strings.Builder
			disk := &diskFull{n: n}
			st := run(&env{stdin: strings.NewReader(c.stdin), stdout: disk, stderr: &errs}, c.args)
			what := fmt.Sprintf("%v, stdout full after %d of %d bytes", c.args, n, out.Len())
			if st == exitOK && !disk.full {
				// This run's output was shorter than the first's (a
				// summary's time line is not always as long): the disk
				// never filled, and the run rightly succeeded.
				continue
			}
			if st != exitFail || !strings.Contains(errs.String(), "no space left on device") {
				t.Errorf("%s: exit %d, %q; want 1 and the write's error", what, st, errs.String())
			}
			oneMessage(t, what, errs.String())
		}
	}

	// -o on a full disk, cut at every size: records files end with their
	// last whole record; the files written whole are not written at all.
	out := filepath.Join(fx.dir, "out")
	for _, c := range []struct {
		args  []string
		stdin string
		lines bool // a records file, written as the run goes
	}{
		{[]string{"selfplay", "-games", "40", "-seed", "3", "-workers", "1", "-o", out}, "", true},
		{append(append([]string{}, tournamentArgs...), "-workers", "1", "-o", out), "", true},
		{[]string{"merge", "-o", out, fx.a, fx.b}, "", false},
		{[]string{"solve", "-variant", "kujifunza", "-position", kujifunzaWin1, "-q", "-mem", "4MiB", "-o", out}, "", false},
		{[]string{"show", "-record", fx.a, "-svg", out}, "", false},
		{[]string{"play", "-south", "greedy", "-north", "random", "-o", out}, "", false},
	} {
		os.Remove(out)
		if st, _, errs := runCmd(t, c.stdin, c.args...); st != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, st, errs)
		}
		full, _ := os.ReadFile(out)
		for _, n := range sizes(len(full), long) {
			cases++
			os.Remove(out)
			restore := withFullDisk(int64(n))
			st, _, errs := runCmd(t, c.stdin, c.args...)
			restore()
			what := fmt.Sprintf("%s -o on a disk of %d bytes (of %d)", c.args[0], n, len(full))
			if st != exitFail || !strings.Contains(errs, out) || !strings.Contains(errs, "no space left on device") || strings.Contains(errs, ".tmp") {
				t.Errorf("%s: exit %d, %q; want 1 and a message naming %s", what, st, errs, out)
			}
			oneMessage(t, what, errs)
			got, err := os.ReadFile(out)
			switch {
			case c.lines:
				wholeLines(t, what, got, full)
			case c.args[0] == "play":
				// Saved after every move: the last whole save, or none.
				if err == nil && !bytes.HasSuffix(got, []byte("\n")) {
					t.Errorf("%s: the file ends in the middle of a record", what)
				}
			case err == nil:
				t.Errorf("%s: a file written whole was written in part (%d bytes)", what, len(got))
			}
			noTemps(t, what, fx.dir)
		}
	}

	// -o naming a file that holds something: an existing file, an input,
	// the file of another run. Refused or failed, and the file unchanged.
	keep := filepath.Join(fx.dir, "keep.jsonl")
	keepData, _ := os.ReadFile(fx.a)
	other, _ := writeRun(t, fx.dir, "other.jsonl", "-games", "10", "-seed", "77")
	otherData, _ := os.ReadFile(other)
	for _, c := range []struct {
		args   []string
		status int
		file   string
		data   []byte
	}{
		{[]string{"selfplay", "-games", "10", "-o", keep}, exitUsage, keep, keepData},
		{append(append([]string{}, tournamentArgs...), "-o", keep), exitUsage, keep, keepData},
		{[]string{"play", "-south", "random", "-o", keep}, exitUsage, keep, keepData},
		{[]string{"merge", "-o", fx.a, fx.a, fx.b}, exitUsage, fx.a, keepData},
		{[]string{"merge", "-o", fx.b, fx.a, filepath.Join(fx.dir, ".", "b.jsonl")}, exitUsage, fx.b, nil},
		{[]string{"merge", "-o", keep, fx.a, fx.a}, exitFail, keep, keepData}, // a duplicate: FILE untouched
		{[]string{"show", "-record", fx.a, "-svg", fx.a}, exitUsage, fx.a, keepData},
		{[]string{"selfplay", "-games", "10", "-seed", "3", "-resume", "-o", other}, exitFail, other, otherData},
		{append(append([]string{}, tournamentArgs...), "-resume", "-o", other), exitFail, other, otherData},
		{[]string{"selfplay", "-games", "4", "-seed", "77", "-resume", "-o", other}, exitUsage, other, otherData},
		{append(append([]string{}, tournamentArgs...), "-resume", "-o", fx.a), exitFail, fx.a, keepData},
	} {
		cases++
		os.WriteFile(keep, keepData, 0o644)
		if c.data == nil {
			c.data, _ = os.ReadFile(c.file)
		}
		st, _, errs := runCmd(t, "", c.args...)
		what := fmt.Sprintf("%v", c.args)
		if st != c.status || !strings.Contains(errs, c.file) && !strings.Contains(errs, "is in both") {
			t.Errorf("%s: exit %d, %q; want %d and a message naming %s", what, st, errs, c.status, c.file)
		}
		oneMessage(t, what, errs)
		wantFile(t, what, c.file, c.data)
		noTemps(t, what, fx.dir)
	}

	if testing.Short() {
		t.Logf("%d in-process cases (-short: no processes)", cases)
		return
	}
	bin := binary(t)

	// A closed pipe: every command that writes to standard output.
	for _, c := range fx.stdoutCommands() {
		cases++
		st, errs, err := runIntoClosedPipe(t, bin, c.stdin, c.args...)
		if st != exitFail || !strings.Contains(errs, "broken pipe") {
			t.Errorf("%v into a closed pipe: %v, %q; want exit 1 and one message", c.args, err, errs)
		}
		oneMessage(t, fmt.Sprintf("%v into a closed pipe", c.args), errs)
	}

	// Signals at random moments, in every phase.
	cases += faultSignals(t, bin, fx, long)
	t.Logf("%d cases", cases)
}

// faultSignals sends SIGINT, SIGTERM and SIGKILL to commands at random
// moments (a fixed seed: the same moments on every run) and checks what
// they leave; it returns the number of cases.
func faultSignals(t *testing.T, bin string, fx *faultFixtures, long bool) int {
	rng := rand.New(rand.NewPCG(25, 25))
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	selfplay := []string{"selfplay", "-games", "3000", "-seed", "5", "-workers", "2", "-o", out}
	tour := []string{"tournament", "-players", "random,greedy", "-games", "400", "-reps", "20000", "-seed", "5", "-o", out}
	ref := map[string][]byte{}
	for name, args := range map[string][]string{"selfplay": selfplay, "tournament": tour} {
		os.Remove(out)
		if st, _, errs := runCmd(t, "", args...); st != 0 {
			t.Fatalf("%s: %s", name, errs)
		}
		ref[name], _ = os.ReadFile(out)
	}
	type sigCase struct {
		name  string
		args  []string
		lines bool   // out is a records file, written as it goes
		wait  int    // the longest delay before the signal, in ms
		ref   []byte // the file of the whole run
	}
	cs := []sigCase{
		{"selfplay", selfplay, true, 400, ref["selfplay"]},
		{"tournament", tour, true, 1500, ref["tournament"]}, // playing, then rating
		{"solve", []string{"solve", "-variant", "kiswahili", "-q", "-time", "20s", "-mem", "16MiB", "-o", out}, false, 300, nil},
		{"merge", []string{"merge", "-o", out, fx.a, fx.b}, false, 20, fx.merged},
		{"play", []string{"play", "-south", "mcts(iterations=300)", "-north", "greedy", "-o", out}, false, 300, nil},
	}
	rounds := 1
	if long {
		rounds = 8
	}
	n := 0
	for range rounds {
		for _, c := range cs {
			for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGKILL} {
				n++
				os.Remove(out)
				delay := time.Duration(rng.IntN(c.wait+1)) * time.Millisecond
				what := fmt.Sprintf("%s, %v after %v", c.name, sig, delay)
				cmd := exec.Command(bin, c.args...)
				var errb strings.Builder
				cmd.Stderr = &errb
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				time.Sleep(delay)
				cmd.Process.Signal(sig)
				err := cmd.Wait()
				status := 0
				var ee *exec.ExitError
				if errors.As(err, &ee) {
					status = ee.ExitCode() // -1: killed by the signal
				}
				switch {
				case sig == syscall.SIGKILL:
					if status != -1 && status != 0 {
						t.Errorf("%s: exit %d", what, status)
					}
				case status == 0: // finished first
				case status == -1 && errb.Len() == 0 && !exists(out):
					// Before main installed its handlers (the first
					// milliseconds): killed, having written nothing.
				case status == 128+int(sig):
					if !strings.Contains(errb.String(), "stopped by "+interrupt.Name(sig)) {
						t.Errorf("%s: exit %d, %q: no message", what, status, errb.String())
					}
				default:
					t.Errorf("%s: exit %d, %q; want 0 or %d", what, status, errb.String(), 128+int(sig))
				}
				if strings.Contains(errb.String(), "goroutine ") {
					t.Errorf("%s: a panic: %s", what, errb.String())
				}
				got, err := os.ReadFile(out)
				switch {
				case c.lines:
					if c.name == "selfplay" && sig == syscall.SIGKILL && exists(out) {
						// At worst a partial last line, which -resume drops.
						if st, _, errs := runCmd(t, "", append(c.args, "-resume")...); st != 0 {
							t.Errorf("%s: -resume: %s", what, errs)
						}
						got, _ = os.ReadFile(out)
						if !bytes.Equal(got, c.ref) {
							t.Errorf("%s: resumed, the file differs from the whole run's", what)
						}
						continue
					}
					if sig != syscall.SIGKILL {
						wholeLines(t, what, got, c.ref)
					} else if !bytes.HasPrefix(c.ref, got) {
						t.Errorf("%s: the file is not the beginning of the run's", what)
					}
				case c.ref != nil && err == nil && !bytes.Equal(got, c.ref):
					t.Errorf("%s: a file written whole holds %d bytes, want none or %d", what, len(got), len(c.ref))
				case c.name == "play" && err == nil && !bytes.HasSuffix(got, []byte("\n")):
					t.Errorf("%s: the saved game ends in the middle of a record", what)
				}
				if sig != syscall.SIGKILL {
					noTemps(t, what, dir)
				} else {
					// SIGKILL leaves the temporary file of a file being
					// written whole (never the file itself half written).
					left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
					for _, f := range left {
						os.Remove(f)
					}
				}
			}
		}
	}
	return n
}
