package main

// What bao selfplay and bao tournament share: player lists, the records
// file, signals and the progress bar.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/bao-games/bao/arena"
)

// splitSpecs splits a list of player specs at the commas outside
// parentheses and double quotes: "random,alphabeta(depth=4,nodes=0)" has
// two, and so has `random,engine(cmd=e,args="-x (a")` (an engine's spec
// quotes its values so, with \" and \\ inside the quotes).
func splitSpecs(s string) []string {
	var parts []string
	depth, start := 0, 0
	quoted, escaped := false, false
	for i, c := range s {
		switch {
		case escaped:
			escaped = false
			continue
		case quoted && c == '\\':
			escaped = true
			continue
		case c == '"':
			quoted = !quoted
			continue
		case quoted:
			continue
		}
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(parts, strings.TrimSpace(s[start:]))
}

// clip quotes a text the user gave for a message, cut to its first 60
// bytes when longer ("..." and its length then follow).
func clip(s string) string {
	if len(s) <= 60 {
		return strconv.Quote(s)
	}
	cut := 60
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%q... (%d bytes)", s[:cut], len(s))
}

// splitPlayers splits "A,B" (splitSpecs); a single spec stands for both
// players.
func splitPlayers(s string) ([2]string, error) {
	parts := splitSpecs(s)
	switch {
	case len(parts) == 1 && parts[0] != "":
		return [2]string{parts[0], parts[0]}, nil
	case len(parts) == 2 && parts[0] != "" && parts[1] != "":
		return [2]string{parts[0], parts[1]}, nil
	}
	return [2]string{}, fmt.Errorf("-players %s: want two player specs A,B (or one for both)", clip(s))
}

// notifySignals starts relaying SIGINT and SIGTERM to ch; tests replace it.
var notifySignals = func(ch chan<- os.Signal) { signal.Notify(ch, syscall.SIGINT, syscall.SIGTERM) }

// signals is how a command that catches SIGINT and SIGTERM (selfplay,
// tournament, solve) is interrupted, in every phase from its start to its
// return: the first signal closes stop (arena's Config.Stop: no game is
// started, the games being played are finished and delivered; solve
// stops), a second one cancels ctx (the games being played are dropped;
// the ratings are not computed). While a command catches them, the
// fallback of main (stopOnSignal) leaves them alone.
type signals struct {
	stop   chan struct{}
	ctx    context.Context
	cancel context.CancelFunc
	ch     chan os.Signal
	quit   chan struct{} // closed by end
	exited chan struct{} // closed when the relay has returned
	mu     sync.Mutex
	first  os.Signal
	ended  bool
}

// catching counts the commands that catch SIGINT and SIGTERM themselves
// (catchSignals to end).
var catching atomic.Int32

// catchSignals starts listening for SIGINT and SIGTERM.
func catchSignals() *signals {
	s := &signals{stop: make(chan struct{}), ch: make(chan os.Signal, 2), quit: make(chan struct{}), exited: make(chan struct{})}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	catching.Add(1)
	notifySignals(s.ch)
	select {
	case sig := <-s.ch: // already there: stop before the first game
		s.got(sig)
	default:
	}
	go func() {
		defer close(s.exited)
		for {
			select {
			case sig := <-s.ch:
				s.got(sig)
			case <-s.quit:
				return
			}
		}
	}()
	return s
}

func (s *signals) got(sig os.Signal) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.first == nil {
		s.first = sig
		close(s.stop)
	} else {
		s.cancel()
	}
}

// received returns the first signal received so far, or nil.
func (s *signals) received() os.Signal {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.first
}

// end stops listening and returns the first signal received, or nil. It
// may be called more than once.
func (s *signals) end() os.Signal {
	s.mu.Lock()
	ended := s.ended
	s.ended = true
	s.mu.Unlock()
	if !ended {
		signal.Stop(s.ch)
		close(s.quit)
		<-s.exited
		s.cancel()
		catching.Add(-1)
		select {
		case sig := <-s.ch: // taken by no one
			s.got(sig)
		default:
		}
	}
	return s.received()
}

// wait runs work and reports whether it finished before a signal stopped
// the command: the first signal, or the second if one came before the
// wait. Stopped, it returns at once and leaves work to finish (or not) in
// its goroutine, unseen: the command is about to exit.
func (s *signals) wait(work func()) bool {
	done := make(chan struct{})
	go func() {
		defer close(done)
		work()
	}()
	var stop <-chan struct{} = s.stop
	if s.received() != nil {
		stop = s.ctx.Done()
	}
	select {
	case <-done:
		return true
	case <-stop:
		select {
		case <-done:
			return true
		default:
			return false
		}
	}
}

// sigName returns the usual name of a signal: "SIGINT", "SIGTERM".
func sigName(sig os.Signal) string {
	switch sig {
	case syscall.SIGINT:
		return "SIGINT"
	case syscall.SIGTERM:
		return "SIGTERM"
	case syscall.SIGHUP:
		return "SIGHUP"
	}
	return sig.String()
}

// sigStatus returns the exit status after sig: 128 plus its number (130
// after SIGINT, 143 after SIGTERM).
func sigStatus(sig os.Signal) int {
	if n, ok := sig.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return exitFail
}

// gameRun is what surrounds arena's game loop in a run of selfplay or
// tournament: the records file (-o), the signals and the progress bar.
type gameRun struct {
	e   *env
	lw  *lineWriter // nil without -o
	sig *signals
	bar bool // a progress bar is drawn
}

// startRun starts a run that sig interrupts; lw is the records file or
// nil.
func startRun(e *env, lw *lineWriter, sig *signals, bar bool) *gameRun {
	return &gameRun{e: e, lw: lw, sig: sig, bar: bar}
}

// workersMakeLines reports whether the workers of a run with -workers w
// make the records' JSON lines (arena's Config.JSON), rather than the
// goroutine that writes them, straight into the file's buffer (gameRun.write).
// Up to two workers, the writer makes them: no line is made apart and
// copied, and on two cores two workers then cost no more CPU a game than
// one (11 alternated runs of 400,000 games: x2.03 and -3% CPU, against
// x1.89 and +4% with the workers making them). With more workers, they
// do, so that the writer, which then makes none, keeps up.
func workersMakeLines(w int) bool { return w > 2 }

// write writes r to the records file: the JSON line the worker that
// played it made (arena's Config.JSON, workersMakeLines), or one made
// here, straight into the file's buffer.
func (g *gameRun) write(r *arena.Record) error {
	if line := r.JSONLine(); line != nil {
		return g.lw.add(line)
	}
	return g.lw.addRecord(r)
}

// end ends the run whose game loop returned runErr: it stops listening,
// ends the progress bar's line and closes the records file. It returns the
// first signal received (nil: none) and the error to report: runErr,
// unless it only says that a signal stopped the run, else the error of
// writing the records.
func (g *gameRun) end(runErr error) (os.Signal, error) {
	got := g.sig.received()
	if g.bar {
		fmt.Fprintln(g.e.stderr)
	}
	if got != nil && (errors.Is(runErr, arena.ErrStopped) || errors.Is(runErr, context.Canceled)) {
		runErr = nil
	}
	if g.lw != nil {
		if err := g.lw.close(); err != nil && runErr == nil {
			runErr = err
		}
	}
	return got, runErr
}

// stopped prints on stderr that command name was stopped by sig after
// played of total units (total 0: not said) and returns the exit status
// after sig: 128 plus its number (130 after SIGINT, 143 after SIGTERM).
func stopped(e *env, name string, sig os.Signal, played, total int, unit string) int {
	of := ""
	if total > 0 {
		of = fmt.Sprintf(" of %d", total)
	}
	fmt.Fprintf(e.stderr, "bao %s: stopped by %s after %d%s %s\n", name, sigName(sig), played, of, unit)
	return sigStatus(sig)
}

// lineWriter writes records whole: it gathers whole lines and writes them
// in one call when 512 KiB are gathered, when a line comes a second
// (lineWriterDelay) or more after the last write, or at flush, so that an
// interrupted run leaves no partial line (a line longer than the buffer is
// written alone). The first error stops every later write. A timer, not a
// reading of the clock per line, says when the second has passed.
//
// A failed write may have written part of its lines: when w can be
// truncated (a file), the lineWriter truncates it back to the end of the
// last whole line the disk took, so that the file ends with a whole
// record whatever the disk took, and keeps every whole one.
type lineWriter struct {
	w    io.Writer
	name string
	off  int64 // the size of the file after the last whole write
	buf  []byte
	due  atomic.Bool // lineWriterDelay has passed since the last write
	tick *time.Timer // sets due
	err  error
}

// lineWriterSize is the size of a lineWriter's batch. Writes of 256 KiB
// to 2 MiB took 2% less of a self-play run's CPU time than writes of
// 64 KiB (the kernel's work per call), 4 MiB 10% more
// (BenchmarkSelfplay/interleaved/file/legal=512, with each size).
const lineWriterSize = 512 << 10

// lineWriterMax is the batch size lineWriters use: lineWriterSize, which
// tests lower.
var lineWriterMax = lineWriterSize

// lineWriterDelay is the longest a line waits in a lineWriter while others
// follow it; tests shorten it.
var lineWriterDelay = time.Second

// newLineWriter returns a lineWriter of w, whose name errors give; close
// stops its timer.
func newLineWriter(w io.Writer, name string) *lineWriter {
	lw := &lineWriter{w: w, name: name}
	lw.tick = time.AfterFunc(lineWriterDelay, func() { lw.due.Store(true) })
	return lw
}

// add adds a whole line.
func (w *lineWriter) add(line []byte) error {
	if w.err != nil {
		return w.err
	}
	start := len(w.buf)
	w.buf = append(w.buf, line...)
	return w.added(start)
}

// addRecord adds the JSON line of r, made straight into the buffer.
func (w *lineWriter) addRecord(r *arena.Record) error {
	if w.err != nil {
		return w.err
	}
	start := len(w.buf)
	w.buf = r.AppendJSON(w.buf)
	return w.added(start)
}

// added writes what it must after a whole line was appended to w.buf
// from start: the lines before it if it takes the buffer past
// lineWriterSize, and all of them when they reach it or are due.
func (w *lineWriter) added(start int) error {
	if len(w.buf) > lineWriterMax && start > 0 {
		w.write(w.buf[:start])
		w.buf = w.buf[:copy(w.buf, w.buf[start:])]
	}
	if len(w.buf) >= lineWriterMax || w.due.Load() {
		w.flush()
	}
	return w.err
}

// write writes whole lines, unless an earlier write failed; after a
// failed write it truncates the file back to its last whole line.
func (w *lineWriter) write(lines []byte) {
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

// flush writes the lines gathered and returns the first error.
func (w *lineWriter) flush() error {
	if len(w.buf) > 0 {
		w.write(w.buf)
		w.buf = w.buf[:0]
	}
	w.due.Store(false)
	w.tick.Reset(lineWriterDelay)
	return w.err
}

// close flushes and closes the file, and returns the first error.
func (w *lineWriter) close() error {
	err := w.flush()
	w.tick.Stop()
	if c, ok := w.w.(io.Closer); ok {
		if cerr := c.Close(); cerr != nil && err == nil {
			w.err = fmt.Errorf("closing %s: %w", w.name, cerr)
			err = w.err
		}
	}
	return err
}

// isTerminal reports whether w is a character device, such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressBar draws "[#####.....] 40/100 games" on one line of w, at most
// ten times a second.
type progressBar struct {
	w     io.Writer
	unit  string
	last  time.Time
	done  int
	total int
}

func newProgressBar(w io.Writer, matches bool) *progressBar {
	unit := "games"
	if matches {
		unit = "matches"
	}
	return &progressBar{w: w, unit: unit}
}

func (p *progressBar) update(done, total int) {
	p.done, p.total = done, total
	if now := time.Now(); done == total || now.Sub(p.last) >= 100*time.Millisecond {
		p.last = now
		p.draw()
	}
}

func (p *progressBar) draw() {
	const width = 30
	n := 0
	if p.total > 0 {
		n = p.done * width / p.total
	}
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d %s", strings.Repeat("#", n), strings.Repeat(".", width-n), p.done, p.total, p.unit)
}
