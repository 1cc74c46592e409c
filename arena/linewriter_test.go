package arena

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/bao-games/bao"
)

// TestRecordsFileResume: a RecordsFile resumed keeps the complete records
// of the run, drops a partial last line and appends the rest, so that the
// file ends as the uninterrupted run's; CountRecords counts its lines.
func TestRecordsFileResume(t *testing.T) {
	c := Config{Variant: bao.MustLookup("kete"), A: "greedy", B: "random", Games: 12, Seed: 4}
	data := runLines(t, c)
	id, err := c.Identity()
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(t.TempDir(), "r.jsonl")
	first := bytes.IndexByte(data, '\n') + 1
	cut := first + bytes.IndexByte(data[first:], '\n') + 1 + 10 // two lines and a part
	if err := os.WriteFile(name, data[:cut], 0o666); err != nil {
		t.Fatal(err)
	}
	if n, last := CountRecords(bytes.NewReader(data[:cut])); n != 2 || last != 1 {
		t.Errorf("CountRecords: %d lines, last game %d; want 2, 1", n, last)
	}
	lw, from, err := RecordsFile{Name: name, Resume: true, Kept: id.KeptFrom}.Open()
	if err != nil || from != 2 {
		t.Fatalf("Open: from %d, %v", from, err)
	}
	c.From = from
	if _, err := Run(context.Background(), c, func(r *Record) error { return lw.AddRecord(r) }); err != nil {
		t.Fatal(err)
	}
	if err := lw.Close(); err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(name); err != nil || !bytes.Equal(got, data) {
		t.Errorf("resumed file: %d bytes, %v; want the run's %d", len(got), err, len(data))
	}
}

// errWriter is a writer whose every write fails, as a full disk's.
type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }
