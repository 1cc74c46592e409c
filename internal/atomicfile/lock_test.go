package atomicfile

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A file locked is refused to a second LockFile by every path to it (a
// symbolic link, a hard link, another spelling), before it exists too,
// the lock follows the file that Write puts in its place, and Unlock
// frees it and leaves nothing behind.
func TestLockFile(t *testing.T) {
	if !Locking {
		t.Skip("no file locks on this system")
	}
	dir := t.TempDir()
	name := filepath.Join(dir, "out")
	l, err := LockFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(name); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("LockFile made the file: %v", err)
	}
	if _, err := LockFile(name); !errors.Is(err, ErrLocked) {
		t.Errorf("LockFile of a file not made yet, while locked: %v", err)
	}
	os.WriteFile(name, nil, 0o644) // made in place, as a records file is
	if err := l.Attach(); err != nil {
		t.Fatal(err)
	}
	os.Symlink(name, filepath.Join(dir, "sym"))
	os.Link(name, filepath.Join(dir, "hard"))
	for _, other := range []string{name, filepath.Join(dir, "sym"), filepath.Join(dir, "hard"), dir + "/./out", dir + "//out"} {
		if _, err := LockFile(other); !errors.Is(err, ErrLocked) {
			t.Errorf("LockFile(%s) while locked: %v", other, err)
		}
	}
	if err := WriteBytes(name, []byte("data\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := LockFile(name); !errors.Is(err, ErrLocked) {
		t.Errorf("LockFile after a Write replaced the file: %v", err)
	}
	l.Unlock()
	l.Unlock() // twice is nothing
	if data, _ := os.ReadFile(name); string(data) != "data\n" {
		t.Errorf("after Unlock: %q", data)
	}
	l2, err := LockFile(name)
	if err != nil {
		t.Fatalf("LockFile after Unlock: %v", err)
	}
	l2.Unlock()

	// Unlock leaves nothing of the lock: the directory holds the files
	// written, and the links.
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "hard out sym" {
		t.Errorf("after Unlock the directory holds %v", names)
	}
	// A whole file written where none was: locked from the start.
	fresh := filepath.Join(dir, "fresh")
	l, _ = LockFile(fresh)
	if err := WriteBytes(fresh, []byte("x")); err != nil {
		t.Fatal(err)
	}
	os.Link(fresh, filepath.Join(dir, "fresh2"))
	if _, err := LockFile(filepath.Join(dir, "fresh2")); !errors.Is(err, ErrLocked) {
		t.Errorf("a hard link to the file Write made: %v", err)
	}
	l.Unlock()
	// A device is not locked.
	a, err := LockFile(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := LockFile(os.DevNull); err != nil {
		t.Errorf("%s locked: %v", os.DevNull, err)
	} else {
		b.Unlock()
	}
	a.Unlock()
	var nilLock *Lock
	nilLock.Unlock()
	if nilLock.Attach() != nil {
		t.Error("Attach of a nil Lock")
	}
}

// The lock of a process goes with it, SIGKILL included; while it lives,
// another process is refused.
func TestLockGoesWithProcess(t *testing.T) {
	if !Locking {
		t.Skip("no file locks on this system")
	}
	if name := os.Getenv("ATOMICFILE_LOCK_CHILD"); name != "" {
		if _, err := LockFile(name); err != nil {
			os.Stdout.WriteString("refused\n")
			os.Exit(1)
		}
		os.Stdout.WriteString("locked\n")
		time.Sleep(time.Minute)
		os.Exit(0)
	}
	name := filepath.Join(t.TempDir(), "out")
	os.WriteFile(name, []byte("x\n"), 0o644)
	child := func() (*exec.Cmd, string) {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestLockGoesWithProcess$")
		cmd.Env = append(os.Environ(), "ATOMICFILE_LOCK_CHILD="+name)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		buf := make([]byte, 64)
		n, _ := out.Read(buf)
		return cmd, strings.TrimSpace(string(buf[:n]))
	}
	first, got := child()
	if got != "locked" {
		t.Fatalf("first process: %q", got)
	}
	second, got := child()
	second.Wait()
	if got != "refused" {
		t.Errorf("second process while the first lives: %q", got)
	}
	if _, err := LockFile(name); !errors.Is(err, ErrLocked) {
		t.Errorf("this process while the first lives: %v", err)
	}
	first.Process.Kill() // SIGKILL
	first.Wait()
	l, err := LockFile(name)
	if err != nil {
		t.Fatalf("after the first was killed: %v", err)
	}
	l.Unlock()
}
