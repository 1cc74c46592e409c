package main

// Helpers shared by the tests of this package: running the command in
// process or as the built binary, and reading what it wrote.

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bao-games/bao/record"
)

// runCmd runs the bao command with args and stdin, returning its exit
// status, stdout and stderr.
func runCmd(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	st := run(&env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb}, args)
	return st, out.String(), errb.String()
}

// mustRun runs the bao command and fails the test unless it exits 0.
func mustRun(t *testing.T, stdin string, args ...string) string {
	t.Helper()
	st, out, errs := runCmd(t, stdin, args...)
	if st != 0 {
		t.Fatalf("bao %s: exit %d: %s", strings.Join(args, " "), st, errs)
	}
	return out
}

// wantContains fails t for each of wants that got does not contain.
func wantContains(t *testing.T, what, got string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(got, w) {
			t.Errorf("%s does not contain %q:\n%s", what, w, got)
		}
	}
}

// usageCase is a command line and what the command must answer: its exit
// status and a part of its standard error.
type usageCase struct {
	args   []string
	status int
	stderr string
}

// checkUsage runs the bao command with prefix and each case's arguments
// and checks its exit status and standard error (standard output for -h,
// which prints the usage there); with quiet, also that it writes nothing
// to standard output.
func checkUsage(t *testing.T, prefix []string, quiet bool, cases []usageCase) {
	t.Helper()
	for _, tc := range cases {
		st, out, errs := runCmd(t, "", append(append([]string{}, prefix...), tc.args...)...)
		if slices.Contains(tc.args, "-h") {
			out, errs = errs, out
		}
		if st != tc.status || !strings.Contains(errs, tc.stderr) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tc.args, st, errs, tc.status, tc.stderr)
		}
		if quiet && out != "" {
			t.Errorf("%v: stdout %q, want nothing", tc.args, out)
		}
	}
}

// runWithRecords runs the bao command with args, -o a new file and extra,
// and returns its exit status, stdout, stderr and the file's contents.
func runWithRecords(t *testing.T, args []string, extra ...string) (int, string, string, []byte) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "games.jsonl")
	st, out, errs := runCmd(t, "", append(append(append([]string{}, args...), "-o", file), extra...)...)
	data, err := os.ReadFile(file)
	if err != nil && st == 0 {
		t.Fatal(err)
	}
	return st, out, errs, data
}

// mustReadRecord reads the first game record of the file at path.
func mustReadRecord(t *testing.T, path string) *record.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := record.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// runIntoClosedPipe runs the built bao bin with args and stdin, its
// standard output a pipe whose reading end is closed, and returns its exit
// status (-1 if it did not exit), its standard error and the error of
// exec.Cmd.Run.
func runIntoClosedPipe(t *testing.T, bin, stdin string, args ...string) (int, string, error) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	cmd := exec.Command(bin, args...)
	cmd.Stdin = strings.NewReader(stdin)
	cmd.Stdout = w
	var errb strings.Builder
	cmd.Stderr = &errb
	err = cmd.Run()
	w.Close()
	st := -1
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		st = ee.ExitCode()
	} else if err == nil {
		st = 0
	}
	return st, errb.String(), err
}

// startUntil starts the built bao bin with args and waits, 20 seconds at
// most, until ready holds for the file at path; it returns the running
// command and the buffers of its stdout and stderr.
func startUntil(t *testing.T, bin, path string, ready func(os.FileInfo) bool, args ...string) (*exec.Cmd, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if fi, err := os.Stat(path); err == nil && ready(fi) {
			return cmd, &stdout, &stderr
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("%s: not ready in 20s", path)
		}
	}
}
