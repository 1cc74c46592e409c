package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bao-games/bao"
)

func init() {
	register(&command{
		name:  "eval",
		usage: "[-variant V] < positions",
		short: "describe each position read from stdin as a JSON line: outcome, legal moves, resulting positions",
		long: `Reads one position text per line ("\n" or "\r\n"; the "\r" is not part of
the text) and writes one JSON object per line, in the order read. A line
that is not a position gives {"position":"<as read>","error":"..."} and
the next lines are still read; the exit status is then 1. Two kinds of line
cannot be written back as read:
  - a line longer than 1 MiB (1048576 bytes, line ending excluded) is not
    kept: {"position":"<its first 64 bytes>...","truncated":true,"length":N,"error":"..."};
  - a line that is not valid UTF-8 gives {"position":"<the line, each
    invalid byte replaced by U+FFFD>","position_base64":"<the exact bytes>","error":"not UTF-8 at byte N"}
    (N counts from 0).`,
		run: runEval,
	})
}

// maxEvalLine is the longest line eval reads, line ending excluded.
const maxEvalLine = 1 << 20

// evalPrefix is how many bytes of a too-long line eval writes back.
const evalPrefix = 64

func runEval(e *env, args []string) int {
	c := commands["eval"]
	fs, variant := c.flags(e)
	if st := parse(fs, args); st >= 0 {
		return st
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return exitUsage
	}
	status := exitOK
	w := newOutput(e.stdout)
	rd := bufio.NewReaderSize(e.stdin, 64<<10)
	var line []byte
	for w.Err() == nil {
		if rd.Buffered() == 0 {
			w.Flush() // before waiting for input: a program that writes a line and waits for the answer gets it
		}
		var n int
		var err error
		line, n, err = readLine(rd, line[:0], maxEvalLine)
		if err != nil && err != io.EOF {
			w.Flush()
			fmt.Fprintln(e.stderr, "bao eval: reading the input:", err)
			return exitFail
		}
		if n == 0 && err == io.EOF {
			break
		}
		out, ok := evalLine(v, line, n)
		if !ok {
			status = exitFail
		}
		w.Write(out)
		w.Write([]byte{'\n'})
		if err == io.EOF {
			break
		}
	}
	return finish(e, "eval", w, status)
}

// readLine reads the next line of rd into buf (at most max bytes of it) and
// returns it without its line ending ("\n", or "\r\n"), with the length of
// the whole line, which is more than max for a line that was cut. n is 0
// with io.EOF at the end of the input; a last line without "\n" comes with
// io.EOF and its length.
func readLine(rd *bufio.Reader, buf []byte, max int) (line []byte, n int, err error) {
	var last byte // the last byte of the line
	for {
		chunk, err := rd.ReadSlice('\n')
		nl := err == nil
		if nl {
			chunk = chunk[:len(chunk)-1]
		}
		if room := max + 1 - len(buf); room > 0 { // one byte more, for a "\r"
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
		buf = buf[:min(len(buf), max)]
		return buf, n, err
	}
}

// evalLine returns the output line of one input line of n bytes, of which
// line holds the first (all of them when n <= maxEvalLine), and whether it
// was a position.
func evalLine(v bao.Variant, line []byte, n int) ([]byte, bool) {
	if n > maxEvalLine {
		prefix := line[:min(len(line), evalPrefix)]
		for len(prefix) > 0 && !utf8.Valid(prefix) { // cut at a character boundary
			prefix = prefix[:len(prefix)-1]
		}
		return marshalLine(struct {
			Position  string `json:"position"`
			Truncated bool   `json:"truncated"`
			Length    int    `json:"length"`
			Error     string `json:"error"`
		}{string(prefix) + "...", true, n, fmt.Sprintf("a line of %d bytes, longer than the limit of %d bytes", n, maxEvalLine)}), false
	}
	if !utf8.Valid(line) {
		at := 0
		for at < len(line) {
			r, size := utf8.DecodeRune(line[at:])
			if r == utf8.RuneError && size <= 1 {
				break
			}
			at += size
		}
		return marshalLine(struct {
			Position string `json:"position"`
			Base64   string `json:"position_base64"`
			Error    string `json:"error"`
		}{strings.ToValidUTF8(string(line), "\uFFFD"), base64.StdEncoding.EncodeToString(line), "not UTF-8 at byte " + strconv.Itoa(at)}), false
	}
	out, ok := bao.EvalLine(v, string(line))
	return out, ok
}

// marshalLine encodes v as one JSON line (without the newline) and without
// HTML escaping.
func marshalLine(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(errors.New("bao eval: " + err.Error())) // cannot happen: plain fields
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}
