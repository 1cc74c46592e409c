package main

// The fault-injection classes of issue 36 that are about processes: two
// writers of one file, an engine whose input closes in mid-search, signals
// during the balanced proofs, and a parent SIGKILLed with engine children.

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bao-games/bao/internal/atomicfile"
)

func TestFaultEdges(t *testing.T) {
	bin := binary(t)
	t.Run("two writers", func(t *testing.T) { faultTwoWriters(t, bin) })
	t.Run("engine input closes", func(t *testing.T) { faultEngineInputCloses(t, bin) })
	t.Run("signal in balanced proofs", func(t *testing.T) { faultBalancedSignal(t, bin) })
	t.Run("parent killed", func(t *testing.T) { faultParentKilled(t, bin) })
}

// exitStatus runs cmd within limit and returns its exit status (-1 when it
// was still running, and is then killed) and how long it took.
func exitStatus(t *testing.T, cmd *exec.Cmd, limit time.Duration) (int, time.Duration) {
	t.Helper()
	start := time.Now()
	if cmd.Process == nil {
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return ee.ExitCode(), time.Since(start)
		}
		return 0, time.Since(start)
	case <-time.After(limit):
		cmd.Process.Kill()
		<-done
		return -1, time.Since(start)
	}
}

// faultTwoWriters: while a run writes a file, every command that would
// write it, by any path to it, is refused at once with exit 2, a -resume
// included; the lock goes with the run, even when it is SIGKILLed.
func faultTwoWriters(t *testing.T, bin string) {
	if !atomicfile.Locking {
		t.Skip("no file locks on " + runtime.GOOS)
	}
	dir := t.TempDir()
	f := filepath.Join(dir, "cc.jsonl")
	run := []string{"selfplay", "-players", "alphabeta(depth=3)", "-games", "100000", "-seed", "7", "-workers", "1"}
	first, _, _ := startUntil(t, bin, f, func(fi os.FileInfo) bool { return fi.Size() > 0 }, append(run, "-o", f)...)
	defer first.Process.Kill()
	os.Symlink(f, filepath.Join(dir, "sym"))
	os.Link(f, filepath.Join(dir, "hard"))
	other := filepath.Join(dir, "other.jsonl")
	os.WriteFile(other, []byte("x\n"), 0o644)
	for _, args := range [][]string{
		{"selfplay", "-players", "random", "-games", "4", "-seed", "8", "-o", f},
		append(append([]string{}, run...), "-resume", "-o", f),
		{"selfplay", "-players", "random", "-games", "4", "-o", filepath.Join(dir, "sym")},
		{"selfplay", "-players", "random", "-games", "4", "-o", filepath.Join(dir, "hard")},
		{"selfplay", "-players", "random", "-games", "4", "-o", dir + "/./cc.jsonl"},
		{"tournament", "-players", "random,greedy", "-games", "2", "-resume", "-o", f},
		{"sprt", "-players", "random,greedy", "-elo0", "0", "-elo1", "10", "-o", f},
		{"merge", "-o", f, other},
		{"solve", "-variant", "kujifunza", "-time", "1s", "-o", f},
		{"show", "-svg", f},
		{"play", "-south", "random", "-north", "random", "-o", f},
		{"balance", "-balanced", "2", "-count", "2", "-o", f},
	} {
		cmd := exec.Command(bin, args...)
		var errb strings.Builder
		cmd.Stderr = &errb
		st, took := exitStatus(t, cmd, 10*time.Second)
		if st != exitUsage || !strings.Contains(errb.String(), "is being written by another process") || took > 3*time.Second {
			t.Errorf("%v while another run writes the file: exit %d after %v, %q", args, st, took, errb.String())
		}
	}
	// The first run's file is its own: whole lines, none from the others.
	first.Process.Kill() // SIGKILL: the lock goes with the process
	first.Wait()
	data, _ := os.ReadFile(f)
	if n := checkRecords(t, data); n == 0 {
		t.Error("no record written by the first run")
	}
	cmd := exec.Command(bin, "show", "-svg", filepath.Join(dir, "sym"))
	if st, _ := exitStatus(t, cmd, 20*time.Second); st != 0 {
		t.Errorf("show -svg after the first run was killed: exit %d", st)
	}
}

// faultEngineInputCloses: bao engine whose input closes in mid-search
// stops searching, answers and exits at once.
func faultEngineInputCloses(t *testing.T, bin string) {
	for _, spec := range []string{"alphabeta(depth=2)", "alphabeta", "mcts", "best(time=60s)", "solve(time=60s)"} {
		cmd := exec.Command(bin, "engine", "-player", spec)
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		cmd.Stdout = &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(in, "bao\nposition start\ngo depth 60\n")
		time.Sleep(300 * time.Millisecond) // searching
		in.Close()
		st, took := exitStatus(t, cmd, 10*time.Second)
		if st != 0 || took > 2*time.Second || !strings.Contains(out.String(), "\nbestmove ") {
			t.Errorf("%s: input closed in mid-search: exit %d after %v:\n%s", spec, st, took, out.String())
		}
	}
}

// faultBalancedSignal: the first SIGINT or SIGTERM stops the balanced
// openings' proofs within a second, in every command that draws them.
func faultBalancedSignal(t *testing.T, bin string) {
	heavy := []string{"-balanced", "30", "-balanced-nodes", "30000000", "-workers", "1"}
	for _, args := range [][]string{
		{"tournament", "-players", "random,greedy", "-games", "2"},
		{"selfplay", "-players", "random,greedy", "-games", "2"},
		{"sprt", "-players", "random,greedy", "-elo0", "0", "-elo1", "10"},
		{"balance", "-count", "2"},
	} {
		for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
			cmd := exec.Command(bin, append(args, heavy...)...)
			var errb strings.Builder
			cmd.Stderr = &errb
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(700 * time.Millisecond) // in the first proof
			cmd.Process.Signal(sig)
			st, took := exitStatus(t, cmd, 20*time.Second)
			if st != 128+int(sig) || took > time.Second+500*time.Millisecond || !strings.Contains(errb.String(), "stopped by") {
				t.Errorf("%v, %v in the proofs: exit %d after %v, %q", args, sig, st, took, errb.String())
			}
		}
	}
}

// faultParentKilled: a run SIGKILLed while its outside engines search
// leaves no engine running.
func faultParentKilled(t *testing.T, bin string) {
	if runtime.GOOS != "linux" {
		t.Skip("the death signal of a parent is Linux's")
	}
	eng := `engine(cmd="` + bin + `",args="engine -player alphabeta(time=30s)")`
	cmd := exec.Command(bin, "tournament", "-players", eng+",random", "-games", "2", "-workers", "1")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var kids []int
	for deadline := time.Now().Add(10 * time.Second); len(kids) == 0 && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		kids = childrenOf(cmd.Process.Pid)
	}
	if len(kids) == 0 {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatal("no engine started")
	}
	time.Sleep(300 * time.Millisecond) // searching
	cmd.Process.Kill()
	cmd.Wait()
	for deadline := time.Now().Add(2 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		alive := 0
		for _, pid := range kids {
			if procRunning(pid) {
				alive++
			}
		}
		if alive == 0 {
			return
		}
		if time.Now().After(deadline) {
			for _, pid := range kids {
				syscall.Kill(pid, syscall.SIGKILL)
			}
			t.Fatalf("%d of %d engines still run 2s after their parent was killed", alive, len(kids))
		}
	}
}

// childrenOf returns the processes whose parent is pid (Linux's /proc).
func childrenOf(pid int) []int {
	var kids []int
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		n, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if ppid, _ := procStat(n); ppid == pid {
			kids = append(kids, n)
		}
	}
	return kids
}

// procStat returns the parent and the state of process pid (/proc/PID/stat).
func procStat(pid int) (ppid int, state string) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return -1, ""
	}
	s := string(data)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return -1, ""
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 2 {
		return -1, ""
	}
	ppid, _ = strconv.Atoi(f[1])
	return ppid, f[0]
}

// procRunning reports whether process pid exists and is not a zombie.
func procRunning(pid int) bool {
	_, state := procStat(pid)
	return state != "" && state != "Z" && state != "X"
}
