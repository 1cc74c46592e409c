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
// first budget reached, or when the root is proven won, lost or drawn.
type MCTSConfig struct {
	// Iterations is the number of iterations (playouts) per move. 0 means
	// none when Time is set, and 2000 otherwise.
	Iterations int
	// C is the exploration constant of UCT (for rewards in [0, 1]); 0
	// means 1.4.
	C float64
	// Time is the time budget per move; 0 means none. A deadline of the
	// context passed to Choose limits the search too.
	Time time.Duration
	// PlayoutPlies caps the length of a random playout; 0 means 20. A
	// playout cut short is scored by the evaluation (see LeafEval). Short
	// playouts scored by the evaluation play at least as well as playouts
	// to the end at equal iterations, and run twice as many iterations a
	// second in the four-row games (see docs/performance.md).
	PlayoutPlies int
	// EvalName names the registered evaluation (EvalNames) that scores
	// playouts cut short, and leaves when LeafEval is set; "" means
	// "default".
	EvalName string
	// LeafEval replaces the random playout by the evaluation: a new leaf
	// is scored tanh(eval/EvalScale) at once (spec leaf=eval).
	LeafEval bool
	// Memory bounds the tree, in bytes; 0 means DefaultMCTSMemory. When
	// the tree is full the search goes on without growing it (playouts
	// from its leaves) until a budget stops it; the tree never holds more.
	// The tree grows in blocks of 1024 nodes (about 84 KiB), so the bound
	// is rounded down to whole blocks, and up to one block if smaller (a
	// spec's mem is at least 1MiB).
	Memory int64
	// Eval, when not nil, replaces the named evaluation. It is not part
	// of the player's spec (Name).
	Eval Eval
}

// DefaultPlayoutPlies is the default cap on the length of a playout.
const DefaultPlayoutPlies = 20

// DefaultMCTSMemory is the default bound of an MCTS tree: 64 MiB.
const DefaultMCTSMemory = 64 << 20

// minMCTSMemory is the smallest tree bound a spec may ask for.
const minMCTSMemory = 1 << 20

// EvalScale is the evaluation (in hundredths of a seed) that MCTS maps to
// a reward of tanh(1) ≈ 0.76: a lead of six seeds is a likely win.
const EvalScale = 600

// DefaultMCTSConfig returns the configuration of the spec "mcts": 2000
// iterations, c = 1.4, no time budget, playouts capped at 20 plies and
// scored by the default evaluation there, a tree of at most 64 MiB.
func DefaultMCTSConfig() MCTSConfig {
	return MCTSConfig{Iterations: 2000, C: 1.4, PlayoutPlies: DefaultPlayoutPlies, EvalName: DefaultEval, Memory: DefaultMCTSMemory}
}

// mctsTimedDefaults returns the defaults of an mcts spec with the time
// budget t: with a time budget, no iteration limit (as alphabeta's time
// budget lifts its depth and node limits), so that "mcts(time=50ms)"
// searches for 50ms.
func mctsTimedDefaults(t time.Duration) MCTSConfig {
	c := DefaultMCTSConfig()
	if t > 0 {
		c.Iterations, c.Time = 0, t
	}
	return c
}

func parseMCTS(params map[string]string) (MCTSConfig, error) {
	c := DefaultMCTSConfig()
	r := paramReader{name: "mcts", params: params}
	_, iterations := params["iterations"]
	r.int("iterations", &c.Iterations, 0, 1<<30)
	r.float("c", &c.C)
	r.duration("time", &c.Time)
	if !iterations {
		c.Iterations = mctsTimedDefaults(c.Time).Iterations
	}
	r.int("plies", &c.PlayoutPlies, 1, 1<<20)
	r.eval(&c.EvalName)
	leaf := "playout"
	r.choice("leaf", &leaf, "playout", "eval")
	c.LeafEval = leaf == "eval"
	r.bytes("mem", &c.Memory, minMCTSMemory, 1<<40)
	if err := r.done(); err != nil {
		return c, err
	}
	if c.Iterations == 0 && c.Time == 0 {
		return c, errors.New("player: mcts: iterations=0 needs a time budget (time=...)")
	}
	return c, nil
}

// MCTS is Monte-Carlo tree search with the UCT selection rule, random
// playouts and a solver. Every iteration descends by UCT, expands a node
// (all its moves at once, in an order shuffled by the seeded generator),
// scores the new leaf by a random playout to the end of the game (a
// playout cut short by the ply cap is scored by the evaluation) and backs
// the result up the path: 1 for a win, -1 for a loss, 0 for a draw.
//
// The solver (MCTS-Solver) marks finished games as proven and backs
// proofs up the tree: a position is won for the side to move when one of
// his moves is proven to win (in the fewest plies among those found), lost
// when every move is proven to lose (in the most plies), drawn when every
// move is proven and the best is a draw. Proven losses are never selected
// again; a proven root ends the search at once, and its move is played:
// the fastest proven win, or the slowest loss.
//
// The move played is otherwise the most visited one at the root. The
// tree is kept from move to move: when the next position asked about lies
// within three plies below the last root, its subtree becomes the new root
// and its statistics and proofs are reused. The tree's memory is bounded by
// MCTSConfig.Memory. An MCTS is not safe for concurrent use.
type MCTS struct {
	cfg MCTSConfig
	rng *rand.Rand

	// The tree: nodes in fixed blocks (so the tree never copies itself to
	// grow), node 0 the root; a node's children are consecutive.
	blocks   [][]mctsNode
	n        int32 // nodes in use
	capNodes int32 // the most nodes Memory allows
	remap    []int32
	level    []int32 // reuse: the breadth-first search's levels
	next     []int32
	treeV    string // variant name of the tree

	buf   []bao.Child
	v     bao.Variant
	over  bao.OverTester // the variant's, when it has one
	eval  evalFunc
	evals evalCache
	iters int
	depth int
	full  bool // the tree could not grow in the last search
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
		c.PlayoutPlies = DefaultPlayoutPlies
	}
	if c.EvalName == "" {
		c.EvalName = DefaultEval
	}
	if c.Memory <= 0 {
		c.Memory = DefaultMCTSMemory
	}
	capNodes := c.Memory / nodeBytes
	capNodes = max(capNodes&^(blockSize-1), blockSize)
	return &MCTS{cfg: c, rng: newRand(seed), capNodes: int32(min(capNodes, math.MaxInt32&^(blockSize-1)))}
}

// Config returns the player's configuration.
func (m *MCTS) Config() MCTSConfig { return m.cfg }

// Name returns the canonical spec of the player: "mcts" followed by its
// budget, defaults filled in, and the other parameters that differ from
// the defaults: "mcts(iterations=2000)" for "mcts",
// "mcts(iterations=500,c=0.7)"; with a time budget, the time and an
// iteration cap if it has one: "mcts(time=1s)".
func (m *MCTS) Name() string {
	d := mctsTimedDefaults(m.cfg.Time)
	b := specBuilder{name: "mcts"}
	if m.cfg.Time == 0 {
		b.always("iterations", m.cfg.Iterations)
	} else {
		b.add("iterations", m.cfg.Iterations, d.Iterations)
	}
	b.add("c", m.cfg.C, d.C)
	b.add("time", m.cfg.Time, time.Duration(0))
	b.add("plies", m.cfg.PlayoutPlies, d.PlayoutPlies)
	b.add("eval", m.cfg.EvalName, d.EvalName)
	if m.cfg.LeafEval {
		b.add("leaf", "eval", "playout")
	}
	if m.cfg.Memory != d.Memory {
		b.add("mem", formatBytes(m.cfg.Memory), "")
	}
	return b.String()
}

// Iterations returns the number of iterations of the last search.
func (m *MCTS) Iterations() int { return m.iters }

// TreeFull reports whether the last search hit the memory bound.
func (m *MCTS) TreeFull() bool { return m.full }

// Choose searches s and returns the move to play. It returns an error if
// s has no legal move or ctx is done before the search starts; when ctx
// is done during the search, it returns the best move so far.
func (m *MCTS) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	if _, err := m.search(ctx, v, s); err != nil {
		return bao.Move{}, err
	}
	// The move of Analyse, without describing the search.
	return m.node(m.bestChild(0)).move, nil
}

// Analyse searches s like Choose and describes the search.
func (m *MCTS) Analyse(ctx context.Context, v bao.Variant, s bao.State) (Analysis, error) {
	start, err := m.search(ctx, v, s)
	if err != nil {
		return Analysis{}, err
	}
	a := m.analysis(start)
	settleProof(ctx, v, s, &a, false, budgetEnd(start, m.cfg.Time), nil) // MCTS-Solver's distances are bounds
	return a, nil
}

// search is the search of Choose and Analyse; it returns the time it
// started.
func (m *MCTS) search(ctx context.Context, v bao.Variant, s bao.State) (time.Time, error) {
	if err := checkCall(v, m.rng != nil, "MCTS"); err != nil {
		return time.Time{}, err
	}
	if err := ctx.Err(); err != nil {
		return time.Time{}, err
	}
	start := time.Now()
	m.v = v
	m.eval = m.evals.get(v, m.cfg.EvalName, m.cfg.Eval)
	m.over, _ = v.(bao.OverTester)
	defer func() { m.v, m.eval, m.over = nil, nil, nil }()
	var deadline time.Time
	if m.cfg.Time > 0 {
		deadline = start.Add(m.cfg.Time)
	}
	m.iters, m.depth, m.full = 0, 0, false

	if !m.reuse(v, s) {
		m.n = 0
		m.treeV = v.Name()
		root, _ := m.alloc(1)
		*m.node(root) = mctsNode{state: s, parent: -1, first: -1, mover: s.Side.Other()}
	}
	if r := m.node(0); r.first < 0 && r.proof == unproven {
		if !m.expand(0) {
			m.n = 0 // cannot happen: the bound holds at least a block
			return start, errors.New("player: mcts: memory bound too small for the root's moves")
		}
	}
	root := m.node(0)
	if root.nkids == 0 {
		m.n = 0
		return start, ErrNoMove
	}
	if root.nkids > 1 {
		for m.cfg.Iterations <= 0 || m.iters < m.cfg.Iterations {
			if m.node(0).proof != unproven {
				break
			}
			if m.iters&63 == 0 && (ctxDone(ctx) || !deadline.IsZero() && time.Now().After(deadline)) {
				break
			}
			m.iterate()
			m.iters++
		}
	}
	return start, nil
}

// iterate runs one selection, expansion, evaluation and backup.
func (m *MCTS) iterate() {
	idx := int32(0)
	depth := 0
	var reward float64 // for South
	proven := false
	for {
		nd := m.node(idx)
		if nd.proof != unproven {
			reward = proofReward(nd.proof)
			break
		}
		if nd.visits == 0 && idx != 0 {
			reward, proven = m.leaf(idx)
			break
		}
		if nd.first < 0 && !m.expand(idx) {
			reward, proven = m.leaf(idx) // the tree is full: evaluate here
			break
		}
		if p := m.node(idx).proof; p != unproven {
			// expand found no move where Outcome saw the game going on,
			// which a malformed State can make the engine do.
			reward, proven = proofReward(p), true
			break
		}
		idx = m.selectChild(idx)
		depth++
	}
	m.depth = max(m.depth, depth)
	for i := idx; i >= 0; {
		nd := m.node(i)
		nd.visits++
		if nd.mover == bao.South {
			nd.value += reward
		} else {
			nd.value -= reward
		}
		i = nd.parent
	}
	if proven {
		for i := m.node(idx).parent; i >= 0 && m.prove(i); i = m.node(i).parent {
		}
	}
}
