package player

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"time"

	"github.com/bao-games/bao"
)

// MCTSConfig sets the budgets of an MCTS search. The search stops at the
// first budget reached (or when its tree holds about a million nodes).
type MCTSConfig struct {
	// Iterations is the number of playouts per move. 0 means none when
	// Time is set, and 2000 otherwise.
	Iterations int
	// C is the exploration constant of UCT; 0 means 1.4.
	C float64
	// Time is the time budget per move; 0 means none. A deadline of the
	// context passed to Choose limits the search too.
	Time time.Duration
	// PlayoutPlies caps the length of a random playout; 0 means 300. A
	// playout cut short is scored by the sign of Eval: a win for the
	// player it favours, a draw when it is level.
	PlayoutPlies int
	// Eval scores playouts that reach the cap; nil means Material. It is
	// not part of the player's spec (Name).
	Eval Eval
}

// DefaultMCTSConfig returns the configuration of the spec "mcts": 2000
// iterations, c = 1.4, no time budget, playouts capped at 300 plies.
func DefaultMCTSConfig() MCTSConfig {
	return MCTSConfig{Iterations: 2000, C: 1.4, PlayoutPlies: 300}
}

func parseMCTS(params map[string]string) (MCTSConfig, error) {
	c := DefaultMCTSConfig()
	r := paramReader{name: "mcts", params: params}
	r.int("iterations", &c.Iterations, 0, 1<<30)
	r.float("c", &c.C)
	r.duration("time", &c.Time)
	r.int("plies", &c.PlayoutPlies, 1, 1<<20)
	if err := r.done(); err != nil {
		return c, err
	}
	if c.Iterations == 0 && c.Time == 0 {
		return c, errors.New("player: mcts: iterations=0 needs a time budget (time=...)")
	}
	return c, nil
}

// MCTS is Monte-Carlo tree search with the UCT selection rule and
// uniformly random playouts. Each call to Choose grows a fresh tree from
// the position: every iteration descends by UCT, expands a node (all its
// moves at once, in an order shuffled by the seeded generator), plays a
// random game from there and backs the result up the path. The move
// played is the most visited one at the root. An MCTS is not safe for
// concurrent use.
type MCTS struct {
	cfg   MCTSConfig
	rng   *rand.Rand
	nodes []mctsNode
	buf   []bao.Child
	moves []bao.Move
	v     bao.Variant
	exp   bool // v implements bao.Expander
	eval  Eval
	iters int
}

// maxTreeNodes bounds the tree of one search (about 100 MB); a long
// time-limited search stops when its tree is that large.
const maxTreeNodes = 1 << 20

type mctsNode struct {
	state    bao.State
	move     bao.Move
	parent   int32
	first    int32 // index of the first child; -1 until expanded
	n        int32 // number of children
	mover    bao.Player
	terminal bool
	visits   float64
	value    float64    // total reward for mover
	reward   [2]float64 // of a terminal node
}

// NewMCTS returns an MCTS player with configuration c, seeded with seed.
func NewMCTS(c MCTSConfig, seed uint64) *MCTS {
	if c.Iterations <= 0 && c.Time <= 0 {
		c.Iterations = 2000
	}
	if !(c.C > 0) {
		c.C = 1.4
	}
	if c.PlayoutPlies <= 0 {
		c.PlayoutPlies = 300
	}
	return &MCTS{cfg: c, rng: newRand(seed)}
}

// Config returns the player's configuration.
func (m *MCTS) Config() MCTSConfig { return m.cfg }

// Name returns the spec of the player: "mcts" followed by the parameters
// that differ from the defaults, "mcts(iterations=500)".
func (m *MCTS) Name() string {
	d := DefaultMCTSConfig()
	b := specBuilder{name: "mcts"}
	b.add("iterations", m.cfg.Iterations, d.Iterations)
	b.add("c", m.cfg.C, d.C)
	b.add("time", m.cfg.Time, d.Time)
	b.add("plies", m.cfg.PlayoutPlies, d.PlayoutPlies)
	return b.String()
}

// Iterations returns the number of iterations of the last search.
func (m *MCTS) Iterations() int { return m.iters }

// Choose searches s and returns the most visited move. It returns an error
// if s has no legal move or ctx is done before the search starts; when ctx
// is done during the search, it returns the best move so far.
func (m *MCTS) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	if err := ctx.Err(); err != nil {
		return bao.Move{}, err
	}
	m.v = v
	_, m.exp = v.(bao.Expander)
	m.eval = m.cfg.Eval
	if m.eval == nil {
		m.eval = Material
	}
	defer func() { m.v, m.eval = nil, nil }()
	var deadline time.Time
	if m.cfg.Time > 0 {
		deadline = time.Now().Add(m.cfg.Time)
	}

	m.nodes = append(m.nodes[:0], mctsNode{state: s, parent: -1, first: -1, mover: s.Side.Other()})
	m.expand(0)
	root := m.nodes[0]
	if root.n == 0 {
		return bao.Move{}, ErrNoMove
	}
	if root.n == 1 {
		m.iters = 0
		return m.nodes[root.first].move, nil
	}
	m.iters = 0
	for m.cfg.Iterations <= 0 || m.iters < m.cfg.Iterations {
		if ctxDone(ctx) || !deadline.IsZero() && time.Now().After(deadline) || len(m.nodes) >= maxTreeNodes {
			break
		}
		m.iterate()
		m.iters++
	}
	best := root.first
	for i := root.first + 1; i < root.first+root.n; i++ {
		c, b := &m.nodes[i], &m.nodes[best]
		if c.visits > b.visits || c.visits == b.visits && c.visits > 0 && c.value/c.visits > b.value/b.visits {
			best = i
		}
	}
	return m.nodes[best].move, nil
}

// iterate runs one selection, expansion, playout and backup.
func (m *MCTS) iterate() {
	idx := int32(0)
	for {
		nd := &m.nodes[idx]
		if nd.terminal {
			break
		}
		if nd.first < 0 {
			m.expand(idx)
			nd = &m.nodes[idx]
			if !nd.terminal {
				idx = nd.first
			}
			break
		}
		idx = m.selectChild(idx)
		if m.nodes[idx].visits == 0 {
			break
		}
	}
	var reward [2]float64
	if nd := &m.nodes[idx]; nd.terminal {
		reward = nd.reward
	} else {
		reward = m.playout(nd.state)
	}
	for idx >= 0 {
		nd := &m.nodes[idx]
		nd.visits++
		nd.value += reward[nd.mover]
		idx = nd.parent
	}
}

// expand adds the children of node idx in a shuffled order, or marks it
// terminal.
func (m *MCTS) expand(idx int32) {
	s := m.nodes[idx].state
	m.buf = children(m.v, s, m.buf[:0])
	if len(m.buf) == 0 {
		nd := &m.nodes[idx]
		nd.terminal = true
		nd.reward = rewardOf(m.v.Outcome(s))
		return
	}
	m.rng.Shuffle(len(m.buf), func(i, j int) { m.buf[i], m.buf[j] = m.buf[j], m.buf[i] })
	first := int32(len(m.nodes))
	for _, c := range m.buf {
		m.nodes = append(m.nodes, mctsNode{state: c.State, move: c.Move, parent: idx, first: -1, mover: s.Side})
	}
	nd := &m.nodes[idx]
	nd.first, nd.n = first, int32(len(m.buf))
}

// selectChild returns the child of idx to descend to: the first unvisited
// one, else the one with the highest UCT value.
func (m *MCTS) selectChild(idx int32) int32 {
	nd := &m.nodes[idx]
	logN := math.Log(nd.visits)
	best, bestV := nd.first, math.Inf(-1)
	for i := nd.first; i < nd.first+nd.n; i++ {
		c := &m.nodes[i]
		if c.visits == 0 {
			return i
		}
		u := c.value/c.visits + m.cfg.C*math.Sqrt(logN/c.visits)
		if u > bestV {
			best, bestV = i, u
		}
	}
	return best
}

// playout plays uniformly random moves from s until the game ends or the
// ply cap, and returns each player's reward.
func (m *MCTS) playout(s bao.State) [2]float64 {
	for range m.cfg.PlayoutPlies {
		var ok bool
		if s, ok = m.randomStep(s); !ok {
			return rewardOf(m.v.Outcome(s))
		}
	}
	switch e := m.eval(m.v, s, bao.South); {
	case e > 0:
		return [2]float64{1, 0}
	case e < 0:
		return [2]float64{0, 1}
	}
	return [2]float64{0.5, 0.5}
}

// randomStep plays a uniformly random move of s; ok is false when s has
// none.
func (m *MCTS) randomStep(s bao.State) (bao.State, bool) {
	if sm, ok := m.v.(bao.Sampler); ok {
		c, ok := sm.Sample(s, m.rng)
		return c.State, ok
	}
	if m.exp {
		m.buf = children(m.v, s, m.buf[:0])
		if len(m.buf) == 0 {
			return s, false
		}
		return m.buf[m.rng.IntN(len(m.buf))].State, true
	}
	m.moves = m.v.Legal(s, m.moves[:0])
	if len(m.moves) == 0 {
		return s, false
	}
	t, err := m.v.Apply(s, m.moves[m.rng.IntN(len(m.moves))])
	if err != nil {
		return s, false // cannot happen for a conforming variant
	}
	return t, true
}

// rewardOf returns each player's reward in a finished game: 1 for a win,
// 0 for a loss, 0.5 each for a draw.
func rewardOf(o bao.Outcome) [2]float64 {
	switch {
	case o.Result == bao.Won && o.Winner == bao.South:
		return [2]float64{1, 0}
	case o.Result == bao.Won:
		return [2]float64{0, 1}
	}
	return [2]float64{0.5, 0.5}
}
