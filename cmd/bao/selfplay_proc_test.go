package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSelfplayProcesses runs the bao command, built once into a temporary
// directory, as separate processes: shards and merge, signals, -resume.
func TestSelfplayProcesses(t *testing.T) {
	bin := binary(t)
	t.Run("shards", func(t *testing.T) { testSelfplayShards(t, bin) })
	t.Run("signals", func(t *testing.T) { testSelfplaySignals(t, bin) })
	t.Run("second signal", func(t *testing.T) { testSelfplaySecondSignal(t, bin) })
	t.Run("tournament shards", func(t *testing.T) { testTournamentShards(t, bin) })
}

// testSelfplayShards runs the shards of a run as separate processes and
// checks that their outputs merged by bao merge are the single run's file,
// byte for byte.
func testSelfplayShards(t *testing.T, bin string) {
	dir := t.TempDir()
	args := []string{"selfplay", "-games", "41", "-seed", "9", "-openings", "3", "-players", "random,greedy"}
	whole := filepath.Join(dir, "whole.jsonl")
	if out, err := exec.Command(bin, append(args, "-o", whole)...).CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	shards := runShards(t, bin, dir, 3, args...)
	merged := filepath.Join(dir, "merged.jsonl")
	out, err := exec.Command(bin, append([]string{"merge", "-games", "41", "-summary", "-o", merged}, shards...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("merge: %v: %s", err, out)
	}
	if !strings.Contains(string(out), "games         41 (ply cap not known)") {
		t.Errorf("merge summary:\n%s", out)
	}
	a, _ := os.ReadFile(whole)
	b, _ := os.ReadFile(merged)
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Error("the merged shards differ from the single run")
	}
	// Missing and duplicate games are errors.
	for _, files := range [][]string{{shards[0], shards[2]}, {shards[0], shards[1], shards[2], shards[1]}} {
		st, _, errs := runCmd(t, "", append([]string{"merge", "-games", "41", "-o", filepath.Join(dir, "bad.jsonl")}, files...)...)
		if st != 1 || !strings.Contains(errs, "missing") && !strings.Contains(errs, "in both") {
			t.Errorf("merge %v: exit %d, %s", files, st, errs)
		}
	}
}

// runShards runs the n shards of the command args of bin at once, as
// separate processes with one worker each, and returns the names of their
// -o files in dir, shard-I.jsonl.
func runShards(t *testing.T, bin, dir string, n int, args ...string) []string {
	t.Helper()
	shards := make([]string, n)
	cmds := make([]*exec.Cmd, n)
	for i := range n {
		shards[i] = filepath.Join(dir, fmt.Sprintf("shard-%d.jsonl", i))
		cmds[i] = exec.Command(bin, append(append([]string{}, args...), "-shard", fmt.Sprintf("%d/%d", i, n), "-workers", "1", "-o", shards[i])...)
		if err := cmds[i].Start(); err != nil {
			t.Fatal(err)
		}
	}
	for i, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatalf("shard %d: %v", i, err)
		}
	}
	return shards
}

// checkRecords checks that data is whole JSON lines of games 0, 1, ... and
// returns how many.
func checkRecords(t *testing.T, data []byte) int {
	t.Helper()
	if len(data) > 0 && data[len(data)-1] != '\n' {
		t.Fatal("the file ends in a partial line")
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(data) == 0 {
		return 0
	}
	for i, line := range lines {
		var r struct{ Game int }
		if err := json.Unmarshal([]byte(line), &r); err != nil || r.Game != i {
			t.Fatalf("line %d: %v (game %d): %.80s", i+1, err, r.Game, line)
		}
	}
	return len(lines)
}

// testSelfplaySignals interrupts a long run with SIGINT and SIGTERM: the
// records written are whole, in order, the summary is printed, the exit
// status is 130 or 143; then -resume, after a partial line is added,
// completes the file to the bytes of an uninterrupted run.
func testSelfplaySignals(t *testing.T, bin string) {
	dir := t.TempDir()
	for _, tc := range []struct {
		sig    syscall.Signal
		status int
	}{{syscall.SIGINT, 130}, {syscall.SIGTERM, 143}} {
		file := filepath.Join(dir, tc.sig.String()+".jsonl")
		// Wait for records to reach the file, then interrupt.
		cmd, stdout, stderr := startUntil(t, bin, file, func(fi os.FileInfo) bool { return fi.Size() > 0 },
			"selfplay", "-games", "100000000", "-seed", "4", "-workers", "2", "-o", file)
		if err := cmd.Process.Signal(tc.sig); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		var err error
		select {
		case err = <-done:
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("%v: still running 20s after the signal", tc.sig)
		}
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != tc.status {
			t.Fatalf("%v: %v, want exit status %d; stderr %s", tc.sig, err, tc.status, stderr.String())
		}
		data, _ := os.ReadFile(file)
		n := checkRecords(t, data)
		if !strings.Contains(stdout.String(), fmt.Sprintf("games         %d (ply cap 5000)", n)) {
			t.Errorf("%v: %d records; summary:\n%s", tc.sig, n, stdout.String())
		}
		if !strings.Contains(stderr.String(), "stopped by") {
			t.Errorf("%v: stderr %q", tc.sig, stderr.String())
		}
		if tc.sig != syscall.SIGINT {
			continue
		}
		// Resume after the last line was cut short (a killed writer),
		// to n+25 games: the file of a run of n+25 games.
		if err := os.WriteFile(file, append(data, `{"game":`+fmt.Sprint(n)+`,"variant":"kisw`...), 0o666); err != nil {
			t.Fatal(err)
		}
		games := fmt.Sprint(n + 25)
		st, _, errs := runCmd(t, "", "selfplay", "-games", games, "-seed", "4", "-workers", "2", "-resume", "-o", file)
		if st != 0 {
			t.Fatalf("-resume: exit %d: %s", st, errs)
		}
		fresh := filepath.Join(dir, "fresh.jsonl")
		if st, _, errs := runCmd(t, "", "selfplay", "-games", games, "-seed", "4", "-workers", "1", "-o", fresh); st != 0 {
			t.Fatalf("exit %d: %s", st, errs)
		}
		a, _ := os.ReadFile(file)
		b, _ := os.ReadFile(fresh)
		if !bytes.Equal(a, b) {
			t.Errorf("the resumed file differs from an uninterrupted run (%d and %d bytes)", len(a), len(b))
		}
		// A file of another run is refused.
		st, _, errs = runCmd(t, "", "selfplay", "-games", games, "-seed", "5", "-resume", "-o", file)
		if st != 1 || !strings.Contains(errs, "not written by this run") {
			t.Errorf("-resume with another seed: exit %d, %s", st, errs)
		}
	}
}

// testSelfplaySecondSignal checks that a second signal drops the games
// being played: slow games, stopped before any has finished, leave an empty
// file, a summary of no games and the exit status of the first signal.
func testSelfplaySecondSignal(t *testing.T, bin string) {
	file := filepath.Join(t.TempDir(), "slow.jsonl")
	cmd, stdout, stderr := startUntil(t, bin, file, func(os.FileInfo) bool { return true },
		"selfplay", "-games", "100", "-workers", "2", "-players", "mcts(iterations=1000000)", "-o", file)
	time.Sleep(300 * time.Millisecond) // the signal handler is installed just after
	// The kernel merges a signal into one still pending, so on a busy
	// machine two signals sent close together can arrive as one: send the
	// second, and again, until the command has ended.
	cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var err error
	deadline := time.After(20 * time.Second)
wait:
	for {
		select {
		case err = <-done:
			break wait
		case <-time.After(200 * time.Millisecond):
			cmd.Process.Signal(syscall.SIGTERM)
		case <-deadline:
			cmd.Process.Kill()
			t.Fatal("still running 20s after the second signal")
		}
	}
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 143 {
		t.Fatalf("%v, want exit status 143; stderr %s", err, stderr.String())
	}
	if data, _ := os.ReadFile(file); len(data) != 0 || !strings.Contains(stdout.String(), "games         0 (") {
		t.Errorf("%d bytes of records; summary:\n%s", len(data), stdout.String())
	}
}
