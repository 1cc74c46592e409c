// Package player holds game-playing agents behind one small interface,
// generic over bao.Variant: uniformly random, greedy one-ply, alpha-beta
// and Monte-Carlo tree search. Every player is deterministic from its seed
// and honours cancellation through its context.
package player

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/bao-games/bao"
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

// New returns a built-in player from its spec, seeded with seed. A spec is a
// name with optional parameters in parentheses, like a variant name:
// "random", "greedy", "alphabeta(depth=6)", "mcts(iterations=2000)".
func New(spec string, seed uint64) (Player, error) {
	name, params, err := parseSpec(spec)
	if err != nil {
		return nil, err
	}
	f, ok := builtins[name]
	if !ok {
		return nil, fmt.Errorf("player: unknown player %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	return f(params, seed)
}

// Names returns the names of the built-in players, sorted.
func Names() []string {
	names := make([]string, 0, len(builtins))
	for n := range builtins {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// builtins maps a player name to its constructor; params holds the
// parameters of the spec.
var builtins = map[string]func(params map[string]string, seed uint64) (Player, error){
	"random": func(params map[string]string, seed uint64) (Player, error) {
		if err := noParams("random", params); err != nil {
			return nil, err
		}
		return NewRandom(seed), nil
	},
}

func noParams(name string, params map[string]string) error {
	for k := range params {
		return fmt.Errorf("player: %s has no parameter %q", name, k)
	}
	return nil
}

// parseSpec splits "name(k=v,k=v)".
func parseSpec(spec string) (string, map[string]string, error) {
	name, rest, ok := strings.Cut(strings.TrimSpace(spec), "(")
	name = strings.TrimSpace(name)
	params := map[string]string{}
	if name == "" {
		return "", nil, fmt.Errorf("player: empty player spec %q", spec)
	}
	if !ok {
		return name, params, nil
	}
	inner, closed := strings.CutSuffix(rest, ")")
	if !closed {
		return "", nil, fmt.Errorf("player: bad spec %q: want name(param=value,...)", spec)
	}
	for _, kv := range strings.Split(inner, ",") {
		if strings.TrimSpace(kv) == "" {
			continue
		}
		k, v, ok := strings.Cut(kv, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || k == "" {
			return "", nil, fmt.Errorf("player: bad parameter %q in %q: want param=value", kv, spec)
		}
		if _, dup := params[k]; dup {
			return "", nil, fmt.Errorf("player: parameter %s given twice in %q", k, spec)
		}
		params[k] = v
	}
	return name, params, nil
}
