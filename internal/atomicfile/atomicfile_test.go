package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
