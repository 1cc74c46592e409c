package player

import (
	"errors"
	"fmt"
	"io"
	"time"
)

// Limits bounds what one search of a player may spend, so that a server
// can refuse a player spec that would occupy the machine or its memory
// (see Limited). A zero field sets no limit of its kind.
type Limits struct {
	// Depth bounds the depth, in plies, of a search without a time
	// budget (alphabeta's depth).
	Depth int
	// Nodes bounds the positions searched per move by a search without a
	// time budget (alphabeta's nodes); when it is set, such a search must
	// have a node budget.
	Nodes int64
	// TableSize bounds the entries of a transposition table (alphabeta's
	// tt).
	TableSize int
	// Iterations bounds the iterations per move (mcts's iterations).
	Iterations int
	// PlayoutPlies bounds the length of a playout (mcts's plies).
	PlayoutPlies int
	// Time bounds the time budget per move (time).
	Time time.Duration
	// Memory bounds, in bytes, a search tree (mcts's mem).
	Memory int64
}

// String says l in words, by the parameters of the player specs that it
// bounds, for a person choosing a spec: "alphabeta: depth ≤ 12, nodes
// 1..2000000, tt ≤ 1048576, time ≤ 5s; mcts: iterations ≤ 20000, plies ≤
// 1000, time ≤ 5s; solve and best: time ≤ 5s". Every field is written,
// a zero one (no limit) as 0, but Memory.
func (l Limits) String() string {
	return fmt.Sprintf("alphabeta: depth ≤ %d, nodes 1..%d, tt ≤ %d, time ≤ %v; mcts: iterations ≤ %d, plies ≤ %d, time ≤ %v; solve and best: time ≤ %v",
		l.Depth, l.Nodes, l.TableSize, l.Time, l.Iterations, l.PlayoutPlies, l.Time, l.Time)
}

// Limited is implemented by players that tell whether their searches stay
// within Limits: every player of this package does, so a program that
// enforces limits (the web page's server) asks this interface and needs no
// change for a new kind of player.
type Limited interface {
	Player
	// Within returns nil when every search of the player stays within l,
	// and otherwise an error that names the spec's parameter and the
	// limit it exceeds, such as "depth 14 is more than the 12 allowed".
	Within(l Limits) error
}

// Within returns nil: a random move costs one list of the legal moves.
func (r *Random) Within(Limits) error { return nil }

// Within returns nil: a greedy move costs one evaluation a legal move.
func (g *Greedy) Within(Limits) error { return nil }

// Within reports whether the player's searches stay within l. A time
// budget bounds a search on its own (with time alone, alpha-beta has no
// depth or node cap); without one, depth and nodes must.
func (a *AlphaBeta) Within(l Limits) error {
	c := a.cfg
	timed := c.Time > 0
	switch {
	case l.Time > 0 && c.Time > l.Time:
		return fmt.Errorf("time %v is more than the %v allowed", c.Time, l.Time)
	case !timed && l.Depth > 0 && c.Depth > l.Depth:
		return fmt.Errorf("depth %d is more than the %d allowed", c.Depth, l.Depth)
	case !timed && l.Nodes > 0 && (c.Nodes <= 0 || c.Nodes > l.Nodes):
		return fmt.Errorf("nodes must be 1..%d", l.Nodes)
	case l.TableSize > 0 && c.TableSize > l.TableSize:
		return fmt.Errorf("tt %d is more than the %d allowed", c.TableSize, l.TableSize)
	}
	return nil
}

// Within reports whether the player's searches stay within l: the
// iterations and playout length are bounded whatever the time budget.
func (m *MCTS) Within(l Limits) error {
	c := m.cfg
	switch {
	case l.Iterations > 0 && c.Iterations > l.Iterations:
		return fmt.Errorf("iterations %d is more than the %d allowed", c.Iterations, l.Iterations)
	case c.Iterations == 0 && c.Time == 0:
		return errors.New("needs iterations or time")
	case l.PlayoutPlies > 0 && c.PlayoutPlies > l.PlayoutPlies:
		return fmt.Errorf("plies %d is more than the %d allowed", c.PlayoutPlies, l.PlayoutPlies)
	case l.Time > 0 && c.Time > l.Time:
		return fmt.Errorf("time %v is more than the %v allowed", c.Time, l.Time)
	case l.Memory > 0 && c.Memory > l.Memory:
		return fmt.Errorf("mem %d bytes is more than the %d allowed", c.Memory, l.Memory)
	}
	return nil
}

// ErrNoLimits is the Err of a Refusal for a player that is not Limited.
var ErrNoLimits = errors.New("this kind of player has no limits known")

// Refusal is the error of NewWithin for a player spec that reads but is
// refused: an outside engine that the list does not name (Engine), or a
// player whose searches are not known to stay within the limits (Err
// says why: ErrNoLimits, or the error of Within).
type Refusal struct {
	Player string // the player's Name
	Engine bool   // an outside engine not allowed; Err is nil
	Err    error
}

// Error returns "player NAME: " and why: "outside engines are not
// allowed", or Err's text.
func (e *Refusal) Error() string {
	if e.Engine {
		return "player " + e.Player + ": outside engines are not allowed"
	}
	return "player " + e.Player + ": " + e.Err.Error()
}

// Unwrap returns Err.
func (e *Refusal) Unwrap() error { return e.Err }

// NewWithin returns the player of spec seeded with seed, as New does, when
// a program that enforces limits (the web page's server) may run it: an
// outside engine (External) when engines holds a spec of the same canonical
// name (whatever its limits: its program runs on its own), any other
// player when it is Limited and Within(l) accepts it. A spec that does not
// read returns New's error; one that is refused, a *Refusal (and the
// engine's process, if any, closed). The check asks the interfaces every
// player offers, never the kind of player, so a new kind needs no change
// in the program.
func NewWithin(spec string, seed uint64, l Limits, engines []string) (Player, error) {
	p, err := New(spec, seed)
	if err != nil {
		return nil, err
	}
	if _, ext := p.(External); ext {
		for _, a := range engines {
			if q, err := New(a, 0); err == nil && q.Name() == p.Name() {
				return p, nil
			}
		}
		if c, ok := p.(io.Closer); ok {
			c.Close()
		}
		return nil, &Refusal{Player: p.Name(), Engine: true}
	}
	q, ok := p.(Limited)
	if !ok {
		return nil, &Refusal{Player: p.Name(), Err: ErrNoLimits}
	}
	if err := q.Within(l); err != nil {
		return nil, &Refusal{Player: p.Name(), Err: err}
	}
	return p, nil
}
