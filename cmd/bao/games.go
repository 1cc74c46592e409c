package main

// What bao selfplay, tournament and sprt share around arena's game loop:
// the records file, the signals, the progress bar, and clip for messages.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/interrupt"
)

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

// settingFlags are the flags of the settings of a run whose bounds arena
// checks (arena.LimitError), with what their smallest value means.
var settingFlags = map[string]struct{ flag, zero string }{
	"Games":          {"-games", ""},
	"Workers":        {"-workers", ""},
	"MatchGames":     {"-match-games", " (the variant's length)"},
	"Openings":       {"-openings", ""},
	"MaxPlies":       {"-max-plies", ""},
	"LegalEvery":     {"-legal-every", " (automatic)"},
	"Balanced.Plies": {"-balanced", " (every opening)"},
	"Balanced.Nodes": {"-balanced-nodes", " (the default)"},
}

// settingError returns the message of err, an error of arena's check of a
// run (Config.Check, TournamentConfig.Check): for a setting out of its
// bounds, the flag's ("-openings must be 0 to 1000"), else err's text
// without its "arena: ". The bounds are arena's, stated once.
func settingError(err error) string {
	var le *arena.LimitError
	f, ok := settingFlags[""]
	if errors.As(err, &le) {
		f, ok = settingFlags[le.Setting]
	}
	if !ok {
		return strings.TrimPrefix(err.Error(), "arena: ")
	}
	min := le.Min
	if le.Setting == "Balanced.Plies" {
		min = 0 // -balanced 0: every opening
	}
	if le.Max == math.MaxInt64 {
		return fmt.Sprintf("%s must be %d%s or more", f.flag, min, f.zero)
	}
	return fmt.Sprintf("%s must be %d%s to %d", f.flag, min, f.zero, le.Max)
}

// gameRun is what surrounds arena's game loop in a run of selfplay or
// tournament: the records file (-o), the signals and the progress bar.
type gameRun struct {
	e   *env
	lw  *arena.LineWriter // nil without -o
	sig *interrupt.Signals
	bar bool // a progress bar is drawn
}

// startRun starts a run that sig interrupts; lw is the records file or
// nil.
func startRun(e *env, lw *arena.LineWriter, sig *interrupt.Signals, bar bool) *gameRun {
	return &gameRun{e: e, lw: lw, sig: sig, bar: bar}
}

// workersMakeLines reports whether the workers of a run with -workers w
// make the records' JSON lines (arena's Config.JSON), rather than the
// goroutine that writes them, straight into the file's buffer (gameRun.records).
// Up to two workers, the writer makes them: no line is made apart and
// copied, and on two cores two workers then cost no more CPU a game than
// one (11 alternated runs of 400,000 games: x2.03 and -3% CPU, against
// x1.89 and +4% with the workers making them). With more workers, they
// do, so that the writer, which then makes none, keeps up.
func workersMakeLines(w int) bool { return w > 2 }

// records returns what arena's game loop gives each record to: nil
// without a records file, else the writing of its JSON line, the one the
// worker that played it made (arena's Config.JSON, workersMakeLines) or
// one made straight into the file's buffer.
func (g *gameRun) records() func(*arena.Record) error {
	if g.lw == nil {
		return nil
	}
	return func(r *arena.Record) error { return g.lw.AddRecord(r) }
}

// end ends the run whose game loop returned runErr: it stops listening,
// ends the progress bar's line and closes the records file. It returns the
// first signal received (nil: none) and the error to report: runErr,
// unless it only says that a signal stopped the run, else the error of
// writing the records.
func (g *gameRun) end(runErr error) (os.Signal, error) {
	got := g.sig.Received()
	if g.bar {
		fmt.Fprintln(g.e.stderr)
	}
	if got != nil && (errors.Is(runErr, arena.ErrStopped) || errors.Is(runErr, context.Canceled)) {
		runErr = nil
	}
	if g.lw != nil {
		if err := g.lw.Close(); err != nil && runErr == nil {
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
	fmt.Fprintf(e.stderr, "bao %s: stopped by %s after %d%s %s\n", name, interrupt.Name(sig), played, of, unit)
	return interrupt.Status(sig)
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
