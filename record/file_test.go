package record

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestLineWriter checks when a LineWriter writes: whole lines only, a
// LineWriterSize batch at once, a line that comes after lineWriterDelay at once
// (with those before it), the rest at close; and that the first error
// stops it.
func TestLineWriter(t *testing.T) {
	defer func(d time.Duration) { lineWriterDelay = d }(lineWriterDelay)
	// Long enough that the batch below fills before it passes, even
	// under the race detector on a loaded machine.
	lineWriterDelay = 500 * time.Millisecond
	var out bytes.Buffer // written by add, flush and close only, in this goroutine
	w := NewLineWriter(&out, "out", 0)
	line := []byte(strings.Repeat("x", 99) + "\n")
	if err := w.Add(line); err != nil {
		t.Fatal(err)
	}
	if out.String() != "" {
		t.Fatalf("a line written before its batch or delay: %q", out.String())
	}
	n := 1
	for ; n*len(line) < LineWriterSize; n++ {
		if err := w.Add(line); err != nil {
			t.Fatal(err)
		}
	}
	if got := len(out.String()); got != (n-1)*len(line) || got%len(line) != 0 {
		t.Fatalf("after %d lines of %d bytes, %d bytes written, want the %d lines that fit in %d bytes", n, len(line), got, n-1, LineWriterSize)
	}
	written := out.String()
	time.Sleep(3 * lineWriterDelay)
	if out.String() != written {
		t.Fatal("a LineWriter wrote without a line added")
	}
	if err := w.Add(line); err != nil { // after the delay: written at once
		t.Fatal(err)
	}
	if want := (n + 1) * len(line); len(out.String()) != want {
		t.Fatalf("a line added after the delay: %d bytes written, want %d", len(out.String()), want)
	}
	if err := w.Add(line); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if want := strings.Repeat(string(line), n+2); out.String() != want {
		t.Fatalf("after close: %d bytes written, want %d", len(out.String()), len(want))
	}

	failing := NewLineWriter(errWriter{}, "broken", 0)
	failing.Add(line)
	if err := failing.Flush(); err == nil || !strings.Contains(err.Error(), "writing broken") {
		t.Fatalf("flush to a failing writer: %v", err)
	}
	if err := failing.Add(line); err == nil {
		t.Fatal("add after a failed write: no error")
	}
	if err := failing.Close(); err == nil {
		t.Fatal("close after a failed write: no error")
	}
}

type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestLineWriterInPlace checks that lines appended to a LineWriter's
// buffer in place (added, as AddRecord appends a record's JSON) are
// written as Add writes them: the same bytes written after every line,
// lines longer than the buffer included. The two writers' timers must
// not fire while the test runs (on a loaded machine it took more than
// lineWriterDelay's second, and one writer flushed before the other).
func TestLineWriterInPlace(t *testing.T) {
	defer func(d time.Duration) { lineWriterDelay = d }(lineWriterDelay)
	lineWriterDelay = time.Hour
	var outAdd, outIn bytes.Buffer
	wa, wi := NewLineWriter(&outAdd, "a", 0), NewLineWriter(&outIn, "b", 0)
	var all []byte
	for i := range 400 {
		n := 1 + (i*7919)%3000
		if i%97 == 0 {
			n = LineWriterSize + i // a line longer than the buffer
		}
		line := append(bytes.Repeat([]byte{'a' + byte(i%26)}, n-1), '\n')
		all = append(all, line...)
		if err := wa.Add(line); err != nil {
			t.Fatal(err)
		}
		start := len(wi.buf)
		wi.buf = append(wi.buf, line...)
		if err := wi.added(start); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(outAdd.Bytes(), outIn.Bytes()) {
			t.Fatalf("line %d: in place, %d bytes written; add, %d", i, outIn.Len(), outAdd.Len())
		}
		if b := outIn.Bytes(); len(b) > 0 && b[len(b)-1] != '\n' {
			t.Fatalf("line %d: a partial line written", i)
		}
	}
	if err := wi.Close(); err != nil {
		t.Fatal(err)
	}
	if wa.Close(); !bytes.Equal(outIn.Bytes(), all) || !bytes.Equal(outAdd.Bytes(), all) {
		t.Fatalf("after close: %d and %d bytes written, want %d", outIn.Len(), outAdd.Len(), len(all))
	}
}
