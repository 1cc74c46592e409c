package player

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/spec"
)

// Player chooses moves.
type Player interface {
	// Name returns the player's spec, e.g. "random" or
	// "alphabeta(depth=6)", as accepted by New.
	Name() string
	// Choose returns a legal move of s under v. It returns an error if s
	// has no legal move or ctx is done before a move is chosen (a player
	// with a time budget returns its best move so far instead).
	Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error)
}

// MaxSpec is the length of the longest player spec New reads: a longer
// one is an error that does not repeat it.
const MaxSpec = 1000

// New returns a built-in player from its spec, seeded with seed. A spec is a
// name with optional parameters in parentheses, like a variant name:
// "random", "greedy", "alphabeta(depth=6)", "mcts(iterations=2000)". The
// parameters and their defaults are listed in the package documentation;
// an unknown name or parameter, or a value out of range, is an error.
// Kinds of player registered with Register (package engine's "engine")
// are built by their own constructors. With an error, the Player is nil.
func New(spec string, seed uint64) (Player, error) {
	if len(spec) > MaxSpec {
		return nil, fmt.Errorf("player: a spec of %d bytes (%.20q...), more than the %d of any player", len(spec), spec[:20], MaxSpec)
	}
	var p Player
	var err error
	if f, ok := lookupRegistered(spec); ok {
		p, err = f(spec, seed)
	} else {
		var name string
		var params map[string]string
		if name, params, err = parseSpec(spec); err != nil {
			return nil, err
		}
		f, ok := builtins[name]
		if !ok {
			return nil, fmt.Errorf("player: unknown player %q (known: %s)", name, strings.Join(knownNames(), ", "))
		}
		p, err = f(params, seed)
	}
	if err != nil {
		return nil, err // a nil Player: not a typed nil, nor a player half made
	}
	return p, nil
}

// Names returns the names of the built-in players, sorted.
func Names() []string { return slices.Sorted(maps.Keys(builtins)) }

// builtins maps a player name to its constructor; params holds the
// parameters of the spec.
var builtins = map[string]func(params map[string]string, seed uint64) (Player, error){
	"random": func(params map[string]string, seed uint64) (Player, error) {
		if err := noParams("random", params); err != nil {
			return nil, err
		}
		return NewRandom(seed), nil
	},
	"greedy": func(params map[string]string, seed uint64) (Player, error) {
		g := NewGreedy(seed)
		r := paramReader{name: "greedy", params: params}
		r.eval(&g.EvalName)
		return g, r.done()
	},
	"alphabeta": func(params map[string]string, seed uint64) (Player, error) {
		c, err := parseAlphaBeta(params)
		if err != nil {
			return nil, err
		}
		return NewAlphaBeta(c, seed), nil
	},
	"mcts": func(params map[string]string, seed uint64) (Player, error) {
		c, err := parseMCTS(params)
		if err != nil {
			return nil, err
		}
		return NewMCTS(c, seed), nil
	},
}

func noParams(name string, params map[string]string) error {
	for k := range params {
		return fmt.Errorf("player: %s has no parameter %q (it takes none)", name, k)
	}
	return nil
}

// parseSpec reads "name(k=v,k=v)" (package internal/spec, the grammar of
// every spec of bao): a value may be a spec itself
// ("fallback=alphabeta(depth=4,tt=4096)"), or quoted.
func parseSpec(text string) (string, map[string]string, error) {
	sp, err := spec.Parse(text)
	switch {
	case err != nil && spec.Base(text) == "":
		return "", nil, fmt.Errorf("player: empty player spec %q", text)
	case err != nil:
		return "", nil, fmt.Errorf("player: bad spec %q: %v", text, err)
	}
	params := make(map[string]string, len(sp.Params))
	for _, p := range sp.Params {
		params[p.Key] = p.Value
	}
	return sp.Name, params, nil
}

// paramReader reads the parameters of one player's spec, remembering which
// it has seen so that unknown ones can be reported.
type paramReader struct {
	name   string
	params map[string]string
	known  []string
	err    error
}

func (r *paramReader) lookup(key string) (string, bool) {
	r.known = append(r.known, key)
	v, ok := r.params[key]
	return v, ok && r.err == nil
}

func (r *paramReader) fail(key, val, want string) {
	if r.err == nil {
		r.err = fmt.Errorf("player: %s: bad value %q for %s: want %s", r.name, val, key, want)
	}
}

// int reads an integer parameter in [lo, hi].
func (r *paramReader) int(key string, dst *int, lo, hi int) {
	v, ok := r.lookup(key)
	if !ok {
		return
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		r.fail(key, v, fmt.Sprintf("an integer in %d..%d", lo, hi))
		return
	}
	*dst = n
}

// float reads a positive number.
func (r *paramReader) float(key string, dst *float64) {
	v, ok := r.lookup(key)
	if !ok {
		return
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || !(f > 0) || f > 1e6 {
		r.fail(key, v, "a positive number")
		return
	}
	*dst = f
}

// duration reads a non-negative duration ("0", "500ms", "2s").
func (r *paramReader) duration(key string, dst *time.Duration) {
	v, ok := r.lookup(key)
	if !ok {
		return
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		r.fail(key, v, `a duration such as "500ms" or "2s", or 0`)
		return
	}
	*dst = d
}

// eval reads the name of a registered evaluation.
func (r *paramReader) eval(dst *string) {
	v, ok := r.lookup("eval")
	if !ok {
		return
	}
	if _, known := evals[v]; !known {
		if r.err == nil {
			r.err = fmt.Errorf("player: %s: unknown evaluation %q for eval (known: %s)", r.name, v, strings.Join(EvalNames(), ", "))
		}
		return
	}
	*dst = v
}

// choice reads one of a fixed list of words.
func (r *paramReader) choice(key string, dst *string, words ...string) {
	v, ok := r.lookup(key)
	if !ok {
		return
	}
	if !slices.Contains(words, v) {
		r.fail(key, v, "one of "+strings.Join(words, ", "))
		return
	}
	*dst = v
}

// bytes reads a size in bytes in [lo, hi]: a whole number with an optional
// unit KiB, MiB or GiB (powers of 1024) or B ("64MiB", "1GiB", "500000").
func (r *paramReader) bytes(key string, dst *int64, lo, hi int64) {
	v, ok := r.lookup(key)
	if !ok {
		return
	}
	n, err := parseBytes(v)
	if err != nil || n < lo || n > hi {
		r.fail(key, v, fmt.Sprintf("a size from %s to %s, such as \"64MiB\" (units B, KiB, MiB, GiB)", formatBytes(lo), formatBytes(hi)))
		return
	}
	*dst = n
}

var byteUnits = []struct {
	suffix string
	scale  int64
}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"B", 1}}

// parseBytes reads a size: digits and an optional unit of byteUnits.
func parseBytes(text string) (int64, error) {
	scale := int64(1)
	for _, u := range byteUnits {
		if num, ok := strings.CutSuffix(text, u.suffix); ok {
			text, scale = strings.TrimSpace(num), u.scale
			break
		}
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil || n < 0 || n > (1<<62)/scale {
		return 0, fmt.Errorf("bad size %q", text)
	}
	return n * scale, nil
}

// formatBytes writes a size in the largest unit that divides it exactly.
func formatBytes(n int64) string {
	for _, u := range byteUnits {
		if n >= u.scale && n%u.scale == 0 {
			if u.scale == 1 {
				break
			}
			return strconv.FormatInt(n/u.scale, 10) + u.suffix
		}
	}
	return strconv.FormatInt(n, 10)
}

// done returns the first error, or an error naming an unknown parameter.
func (r *paramReader) done() error {
	if r.err != nil {
		return r.err
	}
	var unknown []string
	for k := range r.params {
		if !slices.Contains(r.known, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		return fmt.Errorf("player: %s has no parameter %q (known: %s)", r.name, unknown[0], strings.Join(r.known, ", "))
	}
	return nil
}

// specBuilder writes a canonical spec: the name and, in parentheses, the
// parameters of the player's budget (always) and the others that differ
// from their defaults.
type specBuilder struct {
	name  string
	parts []spec.Param
}

// add names key=val when val is not def.
func (b *specBuilder) add(key string, val, def any) {
	if val != def {
		b.always(key, val)
	}
}

// always names key=val, whatever its default: a parameter of the budget,
// which says how much a player searches.
func (b *specBuilder) always(key string, val any) {
	s := fmt.Sprint(val)
	if f, ok := val.(float64); ok {
		s = strconv.FormatFloat(f, 'g', -1, 64)
	}
	b.parts = append(b.parts, spec.Param{Key: key, Value: s})
}

// String writes the spec (package internal/spec, which quotes a value only
// where the grammar needs it; a nested spec stays as it is).
func (b *specBuilder) String() string { return spec.Format(b.name, b.parts) }

// children lists the moves of s with their resulting positions into buf:
// through the variant's Expander in one pass when it has one.
func children(v bao.Variant, s bao.State, buf []bao.Child) []bao.Child {
	return bao.Children(v, s, buf)
}

// ctxDone reports, without blocking, whether ctx is done.
func ctxDone(ctx context.Context) bool {
	select {
	case <-ctx.Done():
		return true
	default:
		return false
	}
}
