package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestLineWriter checks when a lineWriter writes: whole lines only, a
// lineWriterSize batch at once, a line that comes after lineWriterDelay at once
// (with those before it), the rest at close; and that the first error
// stops it.
func TestLineWriter(t *testing.T) {
	defer func(d time.Duration) { lineWriterDelay = d }(lineWriterDelay)
	// Long enough that the batch below fills before it passes, even
	// under the race detector on a loaded machine.
	lineWriterDelay = 500 * time.Millisecond
	var out bytes.Buffer // written by add, flush and close only, in this goroutine
	w := newLineWriter(&out, "out")
	line := []byte(strings.Repeat("x", 99) + "\n")
	if err := w.add(line); err != nil {
		t.Fatal(err)
	}
	if out.String() != "" {
		t.Fatalf("a line written before its batch or delay: %q", out.String())
	}
	n := 1
	for ; n*len(line) < lineWriterSize; n++ {
		if err := w.add(line); err != nil {
			t.Fatal(err)
		}
	}
	if got := len(out.String()); got != (n-1)*len(line) || got%len(line) != 0 {
		t.Fatalf("after %d lines of %d bytes, %d bytes written, want the %d lines that fit in %d bytes", n, len(line), got, n-1, lineWriterSize)
	}
	written := out.String()
	time.Sleep(3 * lineWriterDelay)
	if out.String() != written {
		t.Fatal("a lineWriter wrote without a line added")
	}
	if err := w.add(line); err != nil { // after the delay: written at once
		t.Fatal(err)
	}
	if want := (n + 1) * len(line); len(out.String()) != want {
		t.Fatalf("a line added after the delay: %d bytes written, want %d", len(out.String()), want)
	}
	if err := w.add(line); err != nil {
		t.Fatal(err)
	}
	if err := w.close(); err != nil {
		t.Fatal(err)
	}
	if want := strings.Repeat(string(line), n+2); out.String() != want {
		t.Fatalf("after close: %d bytes written, want %d", len(out.String()), len(want))
	}

	failing := newLineWriter(errWriter{}, "broken")
	failing.add(line)
	if err := failing.flush(); err == nil || !strings.Contains(err.Error(), "writing broken") {
		t.Fatalf("flush to a failing writer: %v", err)
	}
	if err := failing.add(line); err == nil {
		t.Fatal("add after a failed write: no error")
	}
	if err := failing.close(); err == nil {
		t.Fatal("close after a failed write: no error")
	}
}

type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestLineWriterInPlace checks that lines appended to a lineWriter's
// buffer in place (added, as gameRun.write appends a record's JSON) are
// written as add writes them: the same bytes written after every line,
// lines longer than the buffer included.
func TestLineWriterInPlace(t *testing.T) {
	var outAdd, outIn bytes.Buffer
	wa, wi := newLineWriter(&outAdd, "a"), newLineWriter(&outIn, "b")
	var all []byte
	for i := range 400 {
		n := 1 + (i*7919)%3000
		if i%97 == 0 {
			n = lineWriterSize + i // a line longer than the buffer
		}
		line := append(bytes.Repeat([]byte{'a' + byte(i%26)}, n-1), '\n')
		all = append(all, line...)
		if err := wa.add(line); err != nil {
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
	if err := wi.close(); err != nil {
		t.Fatal(err)
	}
	if wa.close(); !bytes.Equal(outIn.Bytes(), all) || !bytes.Equal(outAdd.Bytes(), all) {
		t.Fatalf("after close: %d and %d bytes written, want %d", outIn.Len(), outAdd.Len(), len(all))
	}
}
