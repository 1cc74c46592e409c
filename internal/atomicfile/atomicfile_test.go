package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Write replaces a file whole, leaves it as it was after an error, and
// leaves no temporary file either way.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "f")
	if err := WriteBytes(name, []byte("old\n")); err != nil {
		t.Fatal(err)
	}
	err := Write(name, func(w io.Writer) error {
		io.WriteString(w, "half")
		return errors.New("broken")
	})
	if err == nil || err.Error() != "writing "+name+": broken" {
		t.Errorf("a failed write: %v", err)
	}
	if data, _ := os.ReadFile(name); string(data) != "old\n" {
		t.Errorf("after a failed write: %q", data)
	}
	if err := WriteBytes(name, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(name); string(data) != "new\n" {
		t.Errorf("after a write: %q", data)
	}
	if fi, _ := os.Stat(name); fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v", fi.Mode())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("%d files in the directory, want 1", len(entries))
	}
	if err := WriteBytes(filepath.Join(dir, "no", "such"), nil); err == nil || !strings.HasPrefix(err.Error(), "writing ") {
		t.Errorf("a missing directory: %v", err)
	}
}

// A Write whose temporary file Stop removes under it (a signal arriving
// while it writes) does not return: its "no such file" error would race
// the signal's own message and exit status. Stop holds the package for
// the rest of the process, so the check runs in a child process.
func TestWriteStoppedDoesNotReturn(t *testing.T) {
	if os.Getenv("ATOMICFILE_STOP_CHILD") == "1" {
		name := filepath.Join(os.Getenv("ATOMICFILE_DIR"), "f")
		err := Write(name, func(w io.Writer) error {
			Stop() // as the signal handler does
			_, err := io.WriteString(w, "data")
			return err
		})
		// Reached only when Write returned.
		os.Stdout.WriteString("returned: " + fmt.Sprint(err))
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestWriteStoppedDoesNotReturn$")
	cmd.Env = append(os.Environ(), "ATOMICFILE_STOP_CHILD=1", "ATOMICFILE_DIR="+t.TempDir())
	var out strings.Builder
	cmd.Stdout = &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		t.Fatalf("the stopped Write returned (%v): %s", err, out.String())
	case <-time.After(500 * time.Millisecond):
		cmd.Process.Kill()
		<-done
	}
}
