package main

// What bao selfplay and bao tournament share: player lists, the records
// file, signals and the progress bar.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

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
	return [2]string{}, fmt.Errorf("-players %q: want two player specs A,B (or one for both)", s)
}

// notifySignals starts relaying SIGINT and SIGTERM to ch; tests replace it.
var notifySignals = func(ch chan<- os.Signal) { signal.Notify(ch, syscall.SIGINT, syscall.SIGTERM) }

// signals is how selfplay and tournament are interrupted: the first
// SIGINT or SIGTERM closes stop (arena's Config.Stop: no game is started,
// the games being played are finished and delivered), a second one
// cancels ctx (the games being played are dropped).
type signals struct {
	stop   chan struct{}
	ctx    context.Context
	cancel context.CancelFunc
	ch     chan os.Signal
	quit   chan struct{} // closed by end
	exited chan struct{} // closed when the relay has returned
	first  os.Signal
}

// catchSignals starts listening for SIGINT and SIGTERM.
func catchSignals() *signals {
	s := &signals{stop: make(chan struct{}), ch: make(chan os.Signal, 2), quit: make(chan struct{}), exited: make(chan struct{})}
	s.ctx, s.cancel = context.WithCancel(context.Background())
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
	if s.first == nil {
		s.first = sig
		close(s.stop)
	} else {
		s.cancel()
	}
}

// end stops listening and returns the first signal received, or nil.
func (s *signals) end() os.Signal {
	signal.Stop(s.ch)
	close(s.quit)
	<-s.exited
	s.cancel()
	if s.first == nil {
		select {
		case sig := <-s.ch: // taken by no one
			s.first = sig
		default:
		}
	}
	return s.first
}

// gameRun is what surrounds arena's game loop in a run of selfplay or
// tournament: the records file (-o), the signals and the progress bar.
type gameRun struct {
	e   *env
	lw  *lineWriter // nil without -o
	sig *signals
	bar bool // a progress bar is drawn
}

// startRun starts listening for signals; lw is the records file or nil.
func startRun(e *env, lw *lineWriter, bar bool) *gameRun {
	return &gameRun{e: e, lw: lw, sig: catchSignals(), bar: bar}
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
	got := g.sig.end()
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
	fmt.Fprintf(e.stderr, "bao %s: stopped by %v after %d%s %s\n", name, sig, played, of, unit)
	if n, ok := sig.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return exitFail
}

// lineWriter writes records whole: it gathers whole lines and writes them
// in one call when 512 KiB are gathered, when a line comes a second
// (lineWriterDelay) or more after the last write, or at flush, so that an
// interrupted run leaves no partial line (a line longer than the buffer is
// written alone). The first error stops every later write. A timer, not a
// reading of the clock per line, says when the second has passed.
type lineWriter struct {
	w    io.Writer
	name string
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
	if len(w.buf) > lineWriterSize && start > 0 {
		w.write(w.buf[:start])
		w.buf = w.buf[:copy(w.buf, w.buf[start:])]
	}
	if len(w.buf) >= lineWriterSize || w.due.Load() {
		w.flush()
	}
	return w.err
}

// write writes whole lines, unless an earlier write failed.
func (w *lineWriter) write(lines []byte) {
	if w.err == nil {
		if _, err := w.w.Write(lines); err != nil {
			w.err = fmt.Errorf("writing %s: %w", w.name, err)
		}
	}
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
