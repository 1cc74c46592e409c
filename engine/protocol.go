package engine

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// MaxLine is the longest line either side of the protocol reads whole, in
// bytes (newline excluded). A longer line is cut at MaxLine bytes and the
// rest of it is dropped, so that an engine that floods its output cannot
// make its driver hold it in memory.
const MaxLine = 64 << 10

// Go holds the fields of a go command: the limits of one search. A zero
// field is a field not given.
type Go struct {
	// MoveTime is the time to search (movetime MS).
	MoveTime time.Duration
	// Depth is the depth to search, in plies (depth D).
	Depth int
	// Nodes is the number of nodes to search (nodes N), in the engine's
	// own units.
	Nodes int64
	// Clock says that the time-control fields were given: Time, the time
	// left on each side's clock (stime MS, ntime MS, indexed by bao.South
	// and bao.North), and Inc, each side's increment per move (sinc MS,
	// ninc MS).
	Clock bool
	Time  [2]time.Duration
	Inc   [2]time.Duration
}

// Limited reports whether g sets any limit.
func (g Go) Limited() bool {
	return g.MoveTime > 0 || g.Depth > 0 || g.Nodes > 0 || g.Clock
}

// String returns the go command of g: "go" and the fields given, in the
// order of docs/engine-protocol.md.
func (g Go) String() string {
	b := []byte("go")
	ms := func(key string, d time.Duration) {
		b = append(b, ' ')
		b = append(b, key...)
		b = append(b, ' ')
		b = strconv.AppendInt(b, max(d.Milliseconds(), 0), 10)
	}
	if g.MoveTime > 0 {
		ms("movetime", g.MoveTime)
	}
	if g.Depth > 0 {
		b = append(b, " depth "...)
		b = strconv.AppendInt(b, int64(g.Depth), 10)
	}
	if g.Nodes > 0 {
		b = append(b, " nodes "...)
		b = strconv.AppendInt(b, g.Nodes, 10)
	}
	if g.Clock {
		ms("stime", g.Time[0])
		ms("ntime", g.Time[1])
		ms("sinc", g.Inc[0])
		ms("ninc", g.Inc[1])
	}
	return string(b)
}

// ParseGo reads a go command. Fields it does not know are skipped, one
// word each, as unknown lines are; a known field without a number, or with
// a negative one, is an error.
func ParseGo(line string) (Go, error) {
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "go" {
		return Go{}, fmt.Errorf("not a go command: %q", line)
	}
	var g Go
	for i := 1; i < len(f); i++ {
		key := f[i]
		switch key {
		case "movetime", "depth", "nodes", "stime", "ntime", "sinc", "ninc":
		default:
			continue
		}
		if i+1 >= len(f) {
			return Go{}, fmt.Errorf("go: %s without a value", key)
		}
		i++
		n, ok := wholeNumber(f[i])
		if !ok {
			return Go{}, fmt.Errorf("go: %s %q: want a whole number, 0 or more", key, f[i])
		}
		d := millis(n)
		switch key {
		case "movetime":
			g.MoveTime = d
		case "depth":
			g.Depth = smallCount(n)
		case "nodes":
			g.Nodes = n
		case "stime":
			g.Clock, g.Time[0] = true, d
		case "ntime":
			g.Clock, g.Time[1] = true, d
		case "sinc":
			g.Clock, g.Inc[0] = true, d
		case "ninc":
			g.Clock, g.Inc[1] = true, d
		}
	}
	return g, nil
}

// Info is what an info line says about a search; a field not given is
// zero (HasScore tells a score of 0 from none).
type Info struct {
	Depth    int
	Score    float64 // for the side to move, in the engine's own units
	HasScore bool
	WinIn    int // plies to a proven win for the side to move
	LossIn   int // plies to a proven loss
	Nodes    int64
	Time     time.Duration
	PV       []string // move texts
}

// String returns the info line of i.
func (i Info) String() string {
	b := []byte("info")
	num := func(key string, n int64) {
		b = append(b, ' ')
		b = append(b, key...)
		b = append(b, ' ')
		b = strconv.AppendInt(b, n, 10)
	}
	if i.Depth > 0 {
		num("depth", int64(i.Depth))
	}
	if i.HasScore {
		b = append(b, " score "...)
		b = strconv.AppendFloat(b, i.Score, 'f', -1, 64)
	}
	if i.WinIn > 0 {
		num("winin", int64(i.WinIn))
	}
	if i.LossIn > 0 {
		num("lossin", int64(i.LossIn))
	}
	if i.Nodes > 0 {
		num("nodes", i.Nodes)
	}
	if i.Time > 0 {
		num("time", i.Time.Milliseconds())
	}
	if len(i.PV) > 0 {
		b = append(b, " pv"...)
		for _, m := range i.PV {
			b = append(b, ' ')
			b = append(b, m...)
		}
	}
	return string(b)
}

// ParseInfo reads an info line. Keys it does not know are skipped with
// one value word each ("info string ..." is skipped whole); a known key
// with a value that is not a number is an error, and so are winin and
// lossin together (a position is not both won and lost). pv takes the
// rest of the line.
func ParseInfo(line string) (Info, error) {
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "info" {
		return Info{}, fmt.Errorf("not an info line: %q", line)
	}
	var in Info
	for i := 1; i < len(f); i++ {
		key := f[i]
		if key == "string" {
			break
		}
		if key == "pv" {
			in.PV = append([]string(nil), f[i+1:]...)
			break
		}
		if i+1 >= len(f) {
			break
		}
		i++
		val := f[i]
		bad := func() (Info, error) {
			return Info{}, fmt.Errorf("info: %s %q: want a number", key, val)
		}
		switch key {
		case "score":
			x, err := strconv.ParseFloat(val, 64)
			if err != nil {
				return bad()
			}
			in.Score, in.HasScore = x, true
		case "depth", "winin", "lossin", "nodes", "time":
			n, ok := wholeNumber(val)
			if !ok {
				return bad()
			}
			switch key {
			case "depth":
				in.Depth = smallCount(n)
			case "winin":
				in.WinIn = smallCount(n)
			case "lossin":
				in.LossIn = smallCount(n)
			case "nodes":
				in.Nodes = n
			case "time":
				in.Time = millis(n)
			}
		}
	}
	if in.WinIn > 0 && in.LossIn > 0 {
		return Info{}, fmt.Errorf("info: winin %d and lossin %d: a position is not both won and lost", in.WinIn, in.LossIn)
	}
	return in, nil
}

// wholeNumber reads a number of a go command or an info line: a whole
// number, 0 or more.
func wholeNumber(s string) (int64, bool) {
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil && n >= 0
}

// millis returns n milliseconds, the unit of the protocol's times, capped
// where a Duration would overflow.
func millis(n int64) time.Duration {
	return time.Duration(min(n, int64(1<<62)/int64(time.Millisecond))) * time.Millisecond
}

// smallCount returns n, a depth or a number of plies, as an int, capped
// at 1<<30.
func smallCount(n int64) int { return int(min(n, 1<<30)) }

// Option is an option an engine declares in its handshake:
// "option name <Name> type <Type> default <Default>", the name and the
// default possibly of several words.
type Option struct {
	Name, Type, Default string
}

// String returns the option line of o.
func (o Option) String() string {
	return "option name " + o.Name + " type " + o.Type + " default " + o.Default
}

// ParseOption reads an option line. Words after the default that UCI
// allows (min, max, var and their values) are not kept.
func ParseOption(line string) (Option, error) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "option" || f[1] != "name" {
		return Option{}, fmt.Errorf("not an option line: %q", line)
	}
	var o Option
	field := &o.Name
	var words []string
	flush := func() {
		*field = strings.Join(words, " ")
		words = words[:0]
	}
	for _, w := range f[2:] {
		switch {
		case w == "type" && field == &o.Name:
			flush()
			field = &o.Type
		case w == "default" && field != &o.Default:
			flush()
			field = &o.Default
		case (w == "min" || w == "max" || w == "var") && field == &o.Default:
			flush()
			field = new(string)
		default:
			words = append(words, w)
		}
	}
	flush()
	if o.Name == "" {
		return Option{}, fmt.Errorf("option line without a name: %q", line)
	}
	return o, nil
}

// SeedOption is the name of the option through which a driver seeds an
// engine for each game: a driver that finds it among the options of the
// handshake sends "setoption name seed value N" before every newgame, N
// the seed a built-in player would get in the same seat of the same game
// (arena.PlayerSeed), so that a deterministic engine plays the same
// games whatever the number of workers.
const SeedOption = "seed"

// command returns the first word of line and the rest, spaces trimmed.
func command(line string) (word, rest string) {
	line = strings.TrimSpace(line)
	i := strings.IndexAny(line, " \t")
	if i < 0 {
		return line, ""
	}
	return line[:i], strings.TrimSpace(line[i+1:])
}
