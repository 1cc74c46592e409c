package engine

import (
	"errors"
	"fmt"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	specpkg "github.com/bao-games/bao/internal/spec"
)

// Kind is the name of the player spec of an outside engine:
// "engine(cmd=PATH,...)".
const Kind = "engine"

// Defaults of Config.
const (
	// DefaultMargin is the time an engine may take beyond its budget
	// before it loses on time: the time to read and write a line, start a
	// search, and be scheduled on a busy machine.
	DefaultMargin = time.Second
	// DefaultTimeout is the longest wait for a move when the driver gives
	// no time budget (a go with depth or nodes only, or none), and for the
	// answers of the handshake (baook) and of isready (readyok).
	DefaultTimeout = 30 * time.Second
)

// Config describes an outside engine and how it is driven: the fields of
// its spec, "engine(cmd=PATH,args=...,movetime=...,...)".
type Config struct {
	// Cmd is the program to run (cmd=): a path, or a name looked up in
	// the directories of $PATH.
	Cmd string
	// Args are its arguments (args=).
	Args []string
	// Go is what every go command says (movetime=, depth=, nodes=);
	// with Clock set, the driver adds the clock fields.
	Go Go
	// Clock and Inc, when Clock > 0, give each game a clock (clock=,
	// inc=): the engine starts with Clock and gets Inc after each of its
	// moves, and loses on time when its clock runs out (beyond Margin).
	Clock, Inc time.Duration
	// Margin is the time beyond a move's budget after which the engine
	// loses on time (margin=, default DefaultMargin). When the budget
	// runs out the driver sends stop; the engine then has Margin to
	// answer.
	Margin time.Duration
	// Timeout is the budget of a move when the driver gives the engine no
	// time budget (timeout=, default DefaultTimeout), and the time the
	// handshake and isready may take.
	Timeout time.Duration
	// Options are sent as setoption commands after the handshake, in this
	// order (opt.NAME=VALUE); each must be an option the engine declared.
	Options []Setting
}

// Setting is one option of Config.Options.
type Setting struct {
	Name, Value string
}

// ParseSpec reads the spec of an outside engine:
//
//	engine(cmd=PATH,args=ARGS,movetime=D,depth=N,nodes=N,clock=D,inc=D,margin=D,timeout=D,opt.NAME=VALUE)
//
// cmd is required, the rest optional. Durations are written as
// time.ParseDuration reads them ("500ms", "2s"). A value may be written in
// double quotes, in which \" and \\ stand for a quote and a backslash and
// commas, parentheses, spaces and = are plain text; an unquoted value
// runs to the next comma or the closing parenthesis, spaces around it
// trimmed, and may not contain a comma, a parenthesis or a quote. args is
// split into words at spaces as a POSIX shell splits them, with single
// quotes only: 'two words' is one argument, and outside single quotes a
// backslash takes the next character literally.
func ParseSpec(spec string) (Config, error) {
	bad := func(format string, args ...any) (Config, error) {
		return Config{}, fmt.Errorf("engine: spec %q: %s", spec, fmt.Sprintf(format, args...))
	}
	if specpkg.Base(spec) != Kind {
		return bad("want %s(cmd=PATH,...)", Kind)
	}
	sp, err := specpkg.Parse(spec)
	switch {
	case err != nil:
		return bad("%v", err)
	case !sp.Paren:
		return bad("want %s(cmd=PATH,...): the program to run is missing", Kind)
	}
	c := Config{Margin: DefaultMargin, Timeout: DefaultTimeout}
	for _, sp := range sp.Params {
		p := param{sp.Key, sp.Value}
		if j := strings.IndexAny(p.val, `()"`); j >= 0 && !sp.Quoted {
			return bad("value of %s: %q may appear only within double quotes", p.key, p.val[j])
		}
		dur := func(dst *time.Duration, positive bool) error {
			d, err := time.ParseDuration(p.val)
			if err != nil || d < 0 || positive && d == 0 {
				return fmt.Errorf("bad value %q for %s: want a duration such as \"500ms\" or \"2s\"", p.val, p.key)
			}
			*dst = d
			return nil
		}
		var err error
		switch p.key {
		case "cmd":
			if p.val == "" {
				err = errors.New("cmd is empty")
			}
			c.Cmd = p.val
		case "args":
			c.Args, err = splitArgs(p.val)
		case "movetime":
			err = dur(&c.Go.MoveTime, false)
		case "depth":
			var n int64
			n, err = parseCount(p, 1<<20)
			c.Go.Depth = int(n)
		case "nodes":
			c.Go.Nodes, err = parseCount(p, 1<<62)
		case "clock":
			err = dur(&c.Clock, false)
		case "inc":
			err = dur(&c.Inc, false)
		case "margin":
			err = dur(&c.Margin, false)
		case "timeout":
			err = dur(&c.Timeout, true)
		default:
			opt, isOpt := strings.CutPrefix(p.key, "opt.")
			if !isOpt || opt == "" {
				err = fmt.Errorf("unknown parameter %q (known: cmd, args, movetime, depth, nodes, clock, inc, margin, timeout, opt.NAME)", p.key)
				break
			}
			c.Options = append(c.Options, Setting{opt, p.val})
		}
		if err != nil {
			return bad("%v", err)
		}
	}
	if c.Cmd == "" {
		return bad("cmd=PATH, the program to run, is missing")
	}
	if c.Inc > 0 && c.Clock == 0 {
		return bad("inc needs clock")
	}
	return c, nil
}

// parseCount reads a whole number in 0..hi.
func parseCount(p param, hi int64) (int64, error) {
	n, err := strconv.ParseInt(p.val, 10, 64)
	if err != nil || n < 0 || n > hi {
		return 0, fmt.Errorf("bad value %q for %s: want a whole number from 0 to %d", p.val, p.key, hi)
	}
	return n, nil
}

// Spec returns the canonical spec of c: the parameters that differ from
// their defaults, in the order of ParseSpec, values quoted only where they
// need it. ParseSpec(c.Spec()) gives c back.
func (c Config) Spec() string {
	parts := []string{"cmd=" + quoteValue(c.Cmd)}
	if len(c.Args) > 0 {
		parts = append(parts, "args="+quoteValue(joinArgs(c.Args)))
	}
	ms := func(key string, d, def time.Duration) {
		if d != def {
			parts = append(parts, key+"="+d.String())
		}
	}
	ms("movetime", c.Go.MoveTime, 0)
	if c.Go.Depth > 0 {
		parts = append(parts, "depth="+strconv.Itoa(c.Go.Depth))
	}
	if c.Go.Nodes > 0 {
		parts = append(parts, "nodes="+strconv.FormatInt(c.Go.Nodes, 10))
	}
	ms("clock", c.Clock, 0)
	ms("inc", c.Inc, 0)
	ms("margin", c.Margin, DefaultMargin)
	ms("timeout", c.Timeout, DefaultTimeout)
	for _, o := range c.Options {
		parts = append(parts, "opt."+o.Name+"="+quoteValue(o.Value))
	}
	return Kind + "(" + strings.Join(parts, ",") + ")"
}

// check reports whether the program of c can be run: found on $PATH when
// it is a bare name, an executable file otherwise.
func (c Config) check() error {
	if _, err := exec.LookPath(c.Cmd); err != nil {
		return fmt.Errorf("engine: cmd %q: %w", c.Cmd, err)
	}
	return nil
}

// param is one key=value of a spec.
type param struct{ key, val string }

// quoteValue writes a spec value, in double quotes when it needs them
// (package internal/spec's QuoteWord).
func quoteValue(v string) string { return specpkg.QuoteWord(v) }

// splitArgs splits args into words: at spaces, with single quotes and
// backslashes as a POSIX shell reads them.
func splitArgs(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	in := false // a word is being read
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			if in {
				words = append(words, w.String())
				w.Reset()
				in = false
			}
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("args %q: a single quote is not closed", s)
			}
			w.WriteString(s[i+1 : i+1+j])
			i += j + 1
			in = true
		case c == '\\':
			if i+1 == len(s) {
				return nil, fmt.Errorf("args %q: a backslash ends it", s)
			}
			i++
			w.WriteByte(s[i])
			in = true
		default:
			w.WriteByte(c)
			in = true
		}
	}
	if in {
		words = append(words, w.String())
	}
	return words, nil
}

// joinArgs writes words so that splitArgs reads them back.
func joinArgs(words []string) string {
	quoted := slices.Clone(words)
	for i, w := range quoted {
		if w == "" || strings.ContainsAny(w, " \t\n'\\") {
			quoted[i] = `'` + strings.ReplaceAll(w, `'`, `'\''`) + `'`
		}
	}
	return strings.Join(quoted, " ")
}
