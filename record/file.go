package record

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"
)

// A LineWriter writes record lines whole, for the records file of a run
// (bao selfplay -o, bao tournament -o, bao sprt -o): it gathers whole lines and writes them in one call
// when its batch is full, when a line comes a second (lineWriterDelay) or
// more after the last write, or at Flush, so that an interrupted run
// leaves no partial line (a line longer than the batch is written alone).
// The first error stops every later write. A timer, not a reading of the
// clock per line, says when the second has passed.
//
// A failed write may have written part of its lines: when the writer can
// be truncated (a file), the LineWriter truncates it back to the end of
// the last whole line the disk took, so that the file ends with a whole
// record whatever the disk took, and keeps every whole one.
type LineWriter struct {
	w     io.Writer
	name  string
	batch int
	off   int64 // the size of the file after the last whole write
	buf   []byte
	due   atomic.Bool // lineWriterDelay has passed since the last write
	tick  *time.Timer // sets due
	err   error
}

// LineWriterSize is the size of a LineWriter's batch unless NewLineWriter
// is given another. Writes of 256 KiB to 2 MiB took 2% less of a
// self-play run's CPU time than writes of 64 KiB (the kernel's work per
// call), 4 MiB 10% more (BenchmarkSelfplay/interleaved/file/legal=512 of
// cmd/bao, with each size).
const LineWriterSize = 512 << 10

// lineWriterDelay is the longest a line waits in a LineWriter while others
// follow it; tests shorten it.
var lineWriterDelay = time.Second

// NewLineWriter returns a LineWriter of w, whose name its errors give,
// writing batches of batch bytes (LineWriterSize when 0); Close stops its
// timer.
func NewLineWriter(w io.Writer, name string, batch int) *LineWriter {
	if batch <= 0 {
		batch = LineWriterSize
	}
	lw := &LineWriter{w: w, name: name, batch: batch}
	lw.tick = time.AfterFunc(lineWriterDelay, func() { lw.due.Store(true) })
	return lw
}

// Add adds a whole line, its newline included.
func (w *LineWriter) Add(line []byte) error {
	if w.err != nil {
		return w.err
	}
	start := len(w.buf)
	w.buf = append(w.buf, line...)
	return w.added(start)
}

// A LineRecord is a record that gives its JSON line: package arena's
// Record, whose game loop may have made it already (JSONLine, else nil),
// and which appends it to a buffer (AppendJSON).
type LineRecord interface {
	JSONLine() []byte
	AppendJSON(b []byte) []byte
}

// AddRecord adds the JSON line of r: the one made already (JSONLine: by
// the worker that played it, arena's Config.JSON), or one made here,
// straight into the batch (AppendJSON).
func (w *LineWriter) AddRecord(r LineRecord) error {
	if line := r.JSONLine(); line != nil {
		return w.Add(line)
	}
	if w.err != nil {
		return w.err
	}
	start := len(w.buf)
	w.buf = r.AppendJSON(w.buf)
	return w.added(start)
}

// added writes what it must after a whole line was appended to w.buf
// from start: the lines before it if it takes the buffer past the batch,
// and all of them when they reach it or are due.
func (w *LineWriter) added(start int) error {
	if len(w.buf) > w.batch && start > 0 {
		w.write(w.buf[:start])
		w.buf = w.buf[:copy(w.buf, w.buf[start:])]
	}
	if len(w.buf) >= w.batch || w.due.Load() {
		w.Flush()
	}
	return w.err
}

// write writes whole lines, unless an earlier write failed; after a
// failed write it truncates the file back to its last whole line.
func (w *LineWriter) write(lines []byte) {
	if w.err != nil {
		return
	}
	n, err := w.w.Write(lines)
	if err == nil && n < len(lines) {
		err = io.ErrShortWrite
	}
	if err == nil {
		w.off += int64(n)
		return
	}
	w.err = fmt.Errorf("writing %s: %w", w.name, pathErr(err))
	if t, ok := w.w.(interface{ Truncate(int64) error }); ok {
		// Keep the whole lines the disk took, and cut the rest.
		keep := w.off + int64(bytes.LastIndexByte(lines[:max(n, 0)], '\n')+1)
		if terr := t.Truncate(keep); terr != nil {
			w.err = fmt.Errorf("writing %s: %w; truncating it back to its last whole record (%d bytes): %v", w.name, pathErr(err), keep, pathErr(terr))
		}
		w.off = keep
	}
}

// pathErr returns the error inside an *os.PathError, whose path a message
// that names the file already gives.
func pathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Flush writes the lines gathered and returns the first error.
func (w *LineWriter) Flush() error {
	if len(w.buf) > 0 {
		w.write(w.buf)
		w.buf = w.buf[:0]
	}
	w.due.Store(false)
	w.tick.Reset(lineWriterDelay)
	return w.err
}

// Close flushes, stops the timer and closes the writer if it is an
// io.Closer, and returns the first error.
func (w *LineWriter) Close() error {
	err := w.Flush()
	w.tick.Stop()
	if c, ok := w.w.(io.Closer); ok {
		if cerr := c.Close(); cerr != nil && err == nil {
			w.err = fmt.Errorf("closing %s: %w", w.name, cerr)
			err = w.err
		}
	}
	return err
}

// RecordsFile is the records file of a run (bao selfplay -o), opened by
// Open: created, or with Resume continued after the complete records it
// holds.
type RecordsFile struct {
	Name string
	// Resume continues the file: its complete records are read (a line
	// at a time) and checked first by Kept, which returns the number of
	// the first game left to play and the length of the lines to keep
	// (package arena's Identity.KeptFrom, which reads the file with a
	// FileReader); only then is the file opened,
	// to append, after a partial last line is dropped. A file that does
	// not exist is created. Without Resume the file is created, or
	// truncated: the caller checks first that it may be.
	Resume bool
	Kept   func(r io.Reader) (from int, keep int64, err error)
	// OpenFile opens the file for writing; nil is os.OpenFile (tests
	// give a disk that fills).
	OpenFile func(name string, flag int, perm os.FileMode) (WritableFile, error)
	// Batch is the LineWriter's (NewLineWriter).
	Batch int
}

// WritableFile is what a LineWriter of a RecordsFile writes to, and
// truncates back to its last whole line after a failed write; an
// *os.File is one.
type WritableFile interface {
	io.Writer
	io.Closer
	Truncate(size int64) error
}

// Open opens the file and returns the LineWriter that writes it and the
// number of the first game left to play (0 without Resume). The errors of
// Kept are returned as they are.
func (c RecordsFile) Open() (*LineWriter, int, error) {
	open := c.OpenFile
	if open == nil {
		open = func(name string, flag int, perm os.FileMode) (WritableFile, error) {
			return os.OpenFile(name, flag, perm)
		}
	}
	if !c.Resume {
		f, err := open(c.Name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o666)
		if err != nil {
			return nil, 0, err
		}
		return NewLineWriter(f, c.Name, c.Batch), 0, nil
	}
	var from int
	var keep, size int64
	if old, err := os.Open(c.Name); err == nil {
		from, keep, err = c.Kept(old)
		if fi, serr := old.Stat(); serr == nil {
			size = fi.Size()
		}
		old.Close()
		if err != nil {
			return nil, 0, err
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, 0, err
	}
	f, err := open(c.Name, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o666)
	if err != nil {
		return nil, 0, err
	}
	if keep < size { // a partial last line
		if err := f.Truncate(keep); err != nil {
			f.Close()
			return nil, 0, fmt.Errorf("dropping the partial last line of %s: %w", c.Name, pathErr(err))
		}
	}
	lw := NewLineWriter(f, c.Name, c.Batch)
	lw.off = keep
	return lw, from, nil
}

// MaxLine bounds the length of a line of a records file that a FileReader
// reads: a record of 100000 plies (the longest bao writes) takes about
// 1.5 MB, one of a library run's 1,000,000 plies about 15 MB.
const MaxLine = 16 << 20

// ErrPartialLine is the error of FileReader.Next for a last line without
// its newline: the line a run was writing when it was stopped.
var ErrPartialLine = errors.New("partial last line")

// A FileReader reads a records file a whole line at a time, so that its
// memory does not grow with the file: the one reader of records files,
// which every reader of a run's records calls (-resume, merge, tournament
// -from). A line is whole when its newline ends it: a last line without
// one (a run interrupted as it wrote, a file cut) is ErrPartialLine, and a
// line longer than MaxLine an error too.
type FileReader struct {
	br   *bufio.Reader
	line []byte
	n    int   // the number of the line read last, from 1
	off  int64 // the bytes of the whole lines read
}

// NewFileReader returns a FileReader of r.
func NewFileReader(r io.Reader) *FileReader {
	return &FileReader{br: bufio.NewReaderSize(r, 1<<16)}
}

// Next returns the next whole line, its newline included (valid until the
// next call), or io.EOF after the last. A last line without its newline is
// ErrPartialLine; a line longer than MaxLine is an error too; other errors
// are the reader's. The errors do not name the line: Line does.
func (f *FileReader) Next() ([]byte, error) {
	f.line = f.line[:0]
	f.n++
	for {
		chunk, err := f.br.ReadSlice('\n')
		if len(f.line)+len(chunk) > MaxLine {
			return nil, fmt.Errorf("a line longer than %d bytes", MaxLine)
		}
		f.line = append(f.line, chunk...)
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && len(f.line) == 0:
			f.n--
			return nil, io.EOF
		case err == io.EOF:
			return nil, ErrPartialLine
		case err != nil:
			return nil, err
		}
		f.off += int64(len(f.line))
		return f.line, nil
	}
}

// Line returns the number of the line Next returned last, from 1.
func (f *FileReader) Line() int { return f.n }

// Offset returns the length of the whole lines read: where a file
// resumed after them is cut.
func (f *FileReader) Offset() int64 { return f.off }
