package main

import (
	"fmt"
	"io"

	"github.com/bao-games/bao/lines"
)

// evalLong is what bao eval -h says between its short text and its exit statuses.
const evalLong = `Reads one position text per line ("\n" or "\r\n"; the "\r" is not part of
the text) and writes one JSON object per line, in the order read. It
answers line by line: each answer is written out before the next line is
waited for, so that a program (an engine of docs/engine-protocol.md) may
write one position and read its answer before it writes the next. A line
that is not a position gives {"position":"<as read>","error":"..."} and
the next lines are still read; the exit status is then 1. Two kinds of line
cannot be written back as read:
  - a line longer than 1 MiB (1048576 bytes, line ending excluded) is not
    kept: {"position":"<its first 64 bytes>...","truncated":true,"length":N,"error":"..."};
  - a line that is not valid UTF-8 gives {"position":"<the line, each
    invalid byte replaced by U+FFFD>","position_base64":"<the exact bytes>","error":"not UTF-8 at byte N"}
    (N counts from 0).`

func runEval(c *command, e *env, args []string) int {
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
	if st := eachLine(e, w, "eval", func(line []byte, n int) {
		out, ok := lines.Eval(v, line, n)
		if !ok {
			status = exitFail
		}
		w.Write(out)
		w.Write([]byte{'\n'})
	}); st >= 0 {
		return st
	}
	return finish(e, "eval", w, status)
}

// eachLine calls answer with each line of e.stdin (lines.Reader, cut at
// lines.MaxPosition), one answer per line as it comes: w is flushed
// before waiting for input, so that a program that writes a line and
// waits for the answer gets it. It stops when a write to w fails; after an
// error reading the input it reports it for command name and returns
// exitFail, else -1.
func eachLine(e *env, w *output, name string, answer func(line []byte, n int)) int {
	rd := lines.NewReader(e.stdin, lines.MaxPosition)
	for w.Err() == nil {
		if !rd.Buffered() {
			w.Flush()
		}
		line, n, err := rd.Read()
		if err != nil && err != io.EOF {
			w.Flush()
			fmt.Fprintf(e.stderr, "bao %s: reading the input: %v\n", name, err)
			return exitFail
		}
		if n == 0 && err == io.EOF {
			break
		}
		answer(line, n)
		if err == io.EOF {
			break
		}
	}
	return -1
}
