package main

// One test per defect of issue 25 ("Nothing a run finished is ever
// lost"), named after it; each failed on the code before its fix.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/atomicfile"
	"github.com/bao-games/bao/record"
)

// fullDisk is a records file on a disk that holds only limit more bytes:
// a write past it writes what fits and fails with ENOSPC, as a write(2)
// to a full disk does.
type fullDisk struct {
	*os.File
	mu    *sync.Mutex
	limit *int64 // bytes left, shared by every file opened while it is set
}

func (f *fullDisk) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := int64(len(p))
	if n > *f.limit {
		n = *f.limit
	}
	w, err := f.File.Write(p[:n])
	*f.limit -= int64(w)
	if err == nil && w < len(p) {
		err = &os.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
	}
	return w, err
}

// withFullDisk makes every file the commands open for writing (openFile,
// and atomicfile's temporary files) hold at most limit bytes in all, until
// the returned function is called.
func withFullDisk(limit int64) func() {
	left, mu := limit, new(sync.Mutex)
	oldOpen, oldWrap := openFile, atomicfile.WrapTemp
	openFile = func(name string, flag int, perm os.FileMode) (record.WritableFile, error) {
		f, err := os.OpenFile(name, flag, perm)
		if err != nil {
			return nil, err
		}
		return &fullDisk{File: f, mu: mu, limit: &left}, nil
	}
	atomicfile.WrapTemp = func(w io.Writer) io.Writer {
		return &fullDisk{File: w.(*os.File), mu: mu, limit: &left}
	}
	return func() { openFile, atomicfile.WrapTemp = oldOpen, oldWrap }
}

// writeRun writes the records of bao selfplay with args to a new file in
// dir and returns its path and bytes.
func writeRun(t *testing.T, dir, name string, args ...string) (string, []byte) {
	t.Helper()
	path := filepath.Join(dir, name)
	if st, _, errs := runCmd(t, "", append(append([]string{"selfplay"}, args...), "-o", path)...); st != 0 {
		t.Fatalf("selfplay %v: exit %d: %s", args, st, errs)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, data
}

// wantFile fails t unless the file path holds want.
func wantFile(t *testing.T, what, path string, want []byte) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s: the file %s has %d bytes, want its %d bytes of before", what, filepath.Base(path), len(got), len(want))
	}
}

// Defect 1: merge -o FILE with FILE an existing file truncated it before
// finding a duplicate game in its inputs.
func TestDefect01MergeKeepsOutputOnFailure(t *testing.T) {
	dir := t.TempDir()
	sp, _ := writeRun(t, dir, "sp5.jsonl", "-games", "10", "-seed", "5")
	ref, data := writeRun(t, dir, "ref.jsonl", "-games", "10", "-seed", "6")
	keep := filepath.Join(dir, "keep.jsonl")
	os.WriteFile(keep, data, 0o644)
	st, _, errs := runCmd(t, "", "merge", "-o", keep, sp, ref)
	if st != 1 || !strings.Contains(errs, "game 0 is in both") {
		t.Errorf("exit %d, %q; want 1 and the duplicate", st, errs)
	}
	wantFile(t, "a failed merge", keep, data)
	// Missing games (-games) fail before FILE is replaced too.
	if st, _, errs := runCmd(t, "", "merge", "-games", "30", "-o", keep, sp); st != 1 || !strings.Contains(errs, "20 games missing") {
		t.Errorf("-games 30: exit %d, %q", st, errs)
	}
	wantFile(t, "a merge with games missing", keep, data)
}

// Defect 2: merge -o FILE with FILE one of the inputs cut it to a partial
// line. It is refused (exit 2) whatever the spelling of the path.
func TestDefect02MergeOutputIsInput(t *testing.T) {
	dir := t.TempDir()
	a, data := writeRun(t, dir, "a.jsonl", "-games", "30", "-seed", "1")
	b, _ := writeRun(t, dir, "b.jsonl", "-games", "4", "-seed", "1", "-shard", "0/2")
	link := filepath.Join(dir, "link.jsonl")
	if err := os.Symlink(a, link); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{a, filepath.Join(dir, ".", "a.jsonl"), link} {
		st, _, errs := runCmd(t, "", "merge", "-o", out, a, b)
		if st != 2 || !strings.Contains(errs, "is also") || !strings.Contains(errs, out) {
			t.Errorf("-o %s: exit %d, %q; want 2 and a message naming it", out, st, errs)
		}
		wantFile(t, "-o "+out, a, data)
	}
}

// Defect 3: selfplay -resume with fewer -games than the file holds cut
// the file down to them. -resume only appends: it is refused (exit 2),
// naming both counts.
func TestDefect03ResumeNeverShortens(t *testing.T) {
	dir := t.TempDir()
	f, data := writeRun(t, dir, "f.jsonl", "-games", "50", "-seed", "1")
	st, _, errs := runCmd(t, "", "selfplay", "-games", "10", "-seed", "1", "-o", f, "-resume")
	if st != 2 || !strings.Contains(errs, "holds 50 games") || !strings.Contains(errs, "-games 10") || !strings.Contains(errs, f) {
		t.Errorf("exit %d, %q; want 2 and both counts", st, errs)
	}
	wantFile(t, "-resume with fewer games", f, data)
	// The same for tournament.
	tf := filepath.Join(dir, "t.jsonl")
	args := append([]string{}, tournamentArgs...)
	if st, _, errs := runCmd(t, "", append(args, "-o", tf)...); st != 0 {
		t.Fatalf("tournament: exit %d: %s", st, errs)
	}
	tdata, _ := os.ReadFile(tf)
	args[4] = "2" // -games 2
	st, _, errs = runCmd(t, "", append(args, "-o", tf, "-resume")...)
	if st != 2 || !strings.Contains(errs, "holds 12 games") || !strings.Contains(errs, "6 games of this tournament") {
		t.Errorf("tournament: exit %d, %q; want 2 and both counts", st, errs)
	}
	wantFile(t, "tournament -resume with fewer games", tf, tdata)
	// And a new run does not overwrite a file that holds records.
	st, _, errs = runCmd(t, "", "selfplay", "-games", "5", "-seed", "2", "-o", f)
	if st != 2 || !strings.Contains(errs, "-resume continues it") {
		t.Errorf("-o an existing file: exit %d, %q; want 2", st, errs)
	}
	wantFile(t, "-o an existing file", f, data)
}

// Defect 4: on a full disk, selfplay, tournament and merge left the -o
// file ending in the middle of a record. Whatever the disk takes, the
// file now ends with the last whole record (or is left as it was).
func TestDefect04FullDiskWholeRecords(t *testing.T) {
	dir := t.TempDir()
	a, whole := writeRun(t, dir, "a.jsonl", "-games", "20", "-seed", "3", "-shard", "0/2")
	b, _ := writeRun(t, dir, "b.jsonl", "-games", "20", "-seed", "3", "-shard", "1/2")
	_, merged := writeRun(t, dir, "m.jsonl", "-games", "20", "-seed", "3")
	tf := filepath.Join(dir, "t.jsonl")
	if st, _, errs := runCmd(t, "", append(append([]string{}, tournamentArgs...), "-o", tf)...); st != 0 {
		t.Fatalf("tournament: exit %d: %s", st, errs)
	}
	tdata, _ := os.ReadFile(tf)
	defer func(d int) { lineWriterMax = d }(lineWriterMax)
	lineWriterMax = 700 // batches of a few records, so that some are whole
	out := filepath.Join(dir, "out.jsonl")
	for _, tc := range []struct {
		name string
		args []string
		full []byte
	}{
		{"selfplay", []string{"selfplay", "-games", "20", "-seed", "3", "-shard", "0/2", "-workers", "1", "-o", out}, whole},
		{"tournament", append(append([]string{}, tournamentArgs...), "-workers", "1", "-o", out), tdata},
		{"merge", []string{"merge", "-o", out, a, b}, merged},
	} {
		for n := int64(0); n < int64(len(tc.full)); n += 1 + int64(len(tc.full))/23 {
			os.Remove(out)
			restore := withFullDisk(n)
			st, _, errs := runCmd(t, "", tc.args...)
			restore()
			got, err := os.ReadFile(out)
			if err != nil && !errors.Is(err, os.ErrNotExist) {
				t.Fatal(err)
			}
			if st != 1 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "writing "+out) || !strings.Contains(errs, "no space left") {
				t.Errorf("%s on a disk of %d bytes: exit %d, %q", tc.name, n, st, errs)
			}
			if len(got) > 0 && got[len(got)-1] != '\n' || !bytes.HasPrefix(tc.full, got) {
				t.Errorf("%s on a disk of %d bytes: the file holds %d bytes, not whole records of the run", tc.name, n, len(got))
			}
			// A records file keeps every whole record the disk took.
			if want := bytes.LastIndexByte(tc.full[:n], '\n') + 1; tc.name != "merge" && len(got) != want {
				t.Errorf("%s on a disk of %d bytes: the file holds %d bytes, want the %d of the whole records that fit", tc.name, n, len(got), want)
			}
		}
	}
}

// Defect 5: tournament -from and -resume accepted a record whose winner
// disagrees with its moves. Every record kept is replayed.
func TestDefect05ResultsChecked(t *testing.T) {
	dir := t.TempDir()
	tf := filepath.Join(dir, "t.jsonl")
	if st, _, errs := runCmd(t, "", append(append([]string{}, tournamentArgs...), "-o", tf)...); st != 0 {
		t.Fatalf("tournament: exit %d: %s", st, errs)
	}
	data, _ := os.ReadFile(tf)
	lines := bytes.SplitAfter(data, []byte("\n"))
	for k, field := range []string{"winner", "final", "plies"} {
		bad := filepath.Join(dir, field+".jsonl")
		out := make([][]byte, len(lines))
		copy(out, lines)
		r, err := arena.ParseRecord(lines[3+k])
		if err != nil {
			t.Fatal(err)
		}
		switch field {
		case "winner":
			r.Winner = map[string]string{"S": "N", "N": "S", "draw": "S"}[r.Winner]
		case "final":
			r.Final = strings.Replace(r.Final, " S ", " N ", 1)
			if !strings.Contains(r.Final, " N ") {
				r.Final = strings.Replace(r.Final, " N ", " S ", 1)
			}
		case "plies":
			r.Moves = r.Moves[:len(r.Moves)-1]
		}
		out[3+k] = r.AppendJSON(nil)
		os.WriteFile(bad, bytes.Join(out, nil), 0o644)
		st, _, errs := runCmd(t, "", append(append([]string{}, tournamentArgs...), "-from", bad)...)
		if st != 1 || !strings.Contains(errs, fmt.Sprintf("line %d", 4+k)) {
			t.Errorf("-from with a wrong %s: exit %d, %q", field, st, errs)
		}
		before, _ := os.ReadFile(bad)
		st, _, errs = runCmd(t, "", append(append([]string{}, tournamentArgs...), "-o", bad, "-resume")...)
		if st != 1 || !strings.Contains(errs, fmt.Sprintf("line %d", 4+k)) {
			t.Errorf("-resume with a wrong %s: exit %d, %q", field, st, errs)
		}
		wantFile(t, "-resume with a wrong "+field, bad, before)
	}
	// selfplay -resume too.
	f, sdata := writeRun(t, dir, "s.jsonl", "-games", "6", "-seed", "1")
	slines := bytes.SplitAfter(sdata, []byte("\n"))
	r, _ := arena.ParseRecord(slines[2])
	r.Winner = map[string]string{"S": "N", "N": "S", "draw": "S"}[r.Winner]
	slines[2] = r.AppendJSON(nil)
	bad := bytes.Join(slines[:4], nil)
	os.WriteFile(f, bad, 0o644)
	if st, _, errs := runCmd(t, "", "selfplay", "-games", "6", "-seed", "1", "-o", f, "-resume"); st != 1 || !strings.Contains(errs, "line 3") {
		t.Errorf("selfplay -resume with a wrong winner: exit %d, %q", st, errs)
	}
	wantFile(t, "selfplay -resume with a wrong winner", f, bad)
}
