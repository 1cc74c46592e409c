package lines

import (
	"bufio"
	"io"
)

// A Reader reads lines of text, each cut at a limit, so that its memory
// does not grow with a line: Read says how long the whole line was.
type Reader struct {
	rd  *bufio.Reader
	max int
	buf []byte
}

// NewReader returns a Reader of r whose lines are cut at max bytes.
func NewReader(r io.Reader, max int) *Reader {
	return &Reader{rd: bufio.NewReaderSize(r, 64<<10), max: max}
}

// Buffered reports whether input is buffered: a Read will not wait for
// more. A program that answers each line flushes its answers before a Read
// that may wait, so that a peer writing one line and waiting for the
// answer gets it.
func (r *Reader) Buffered() bool { return r.rd.Buffered() > 0 }

// Read reads the next line and returns it without its line ending ("\n",
// or "\r\n" as bufio.ScanLines reads it), at most max bytes of it, with
// the length of the whole line, which is more than max for a line that
// was cut. n is 0 with io.EOF at the end of the input; a last line without
// "\n" comes with io.EOF and its length. Other errors are the reader's.
// The line is valid until the next Read.
func (r *Reader) Read() (line []byte, n int, err error) {
	buf := r.buf[:0]
	defer func() { r.buf = buf }()
	var last byte // the last byte of the line
	for {
		chunk, err := r.rd.ReadSlice('\n')
		nl := err == nil
		if nl {
			chunk = chunk[:len(chunk)-1]
		}
		if room := r.max + 1 - len(buf); room > 0 { // one byte more, for a "\r"
			buf = append(buf, chunk[:min(len(chunk), room)]...)
		}
		if len(chunk) > 0 {
			last = chunk[len(chunk)-1]
		}
		n += len(chunk)
		if err == bufio.ErrBufferFull {
			continue
		}
		if !nl && n == 0 {
			return buf, 0, err
		}
		if last == '\r' { // as bufio.ScanLines, drop the "\r" of "\r\n"
			n--
			buf = buf[:min(len(buf), n)]
		}
		buf = buf[:min(len(buf), r.max)]
		return buf, n, err
	}
}
