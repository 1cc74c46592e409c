package player

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"time"
	"unsafe"

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
	// second in the four-row games (see the README).
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

func parseMCTS(params map[string]string) (MCTSConfig, error) {
	c := DefaultMCTSConfig()
	r := paramReader{name: "mcts", params: params}
	r.int("iterations", &c.Iterations, 0, 1<<30)
	r.float("c", &c.C)
	r.duration("time", &c.Time)
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
	over  overer // the variant's, when it has one
	eval  evalFunc
	evals evalCache
	iters int
	depth int
	full  bool // the tree could not grow in the last search
}

const (
	blockBits = 10
	blockSize = 1 << blockBits
)

// Proof values of a node, from South's point of view.
const (
	unproven uint8 = iota
	southWins
	northWins
	provenDraw
)

type mctsNode struct {
	state  bao.State
	move   bao.Move
	mover  bao.Player // the player who moved into this node
	proof  uint8
	plies  uint16 // plies to the end of a proven game
	nkids  uint16
	parent int32
	first  int32 // index of the first child; -1 until expanded
	visits uint32
	value  float64 // total reward for mover
}

// nodeBytes is the memory one node takes, with its share of the re-rooting
// table.
const nodeBytes = int64(unsafe.Sizeof(mctsNode{})) + 4

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

// Name returns the spec of the player: "mcts" followed by the parameters
// that differ from the defaults, "mcts(iterations=500)".
func (m *MCTS) Name() string {
	d := DefaultMCTSConfig()
	b := specBuilder{name: "mcts"}
	b.add("iterations", m.cfg.Iterations, d.Iterations)
	b.add("c", m.cfg.C, d.C)
	b.add("time", m.cfg.Time, d.Time)
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

// node returns node i.
func (m *MCTS) node(i int32) *mctsNode { return &m.blocks[i>>blockBits][i&(blockSize-1)] }

// alloc reserves k consecutive nodes and returns the first; ok is false
// when the memory bound does not allow them.
func (m *MCTS) alloc(k int) (int32, bool) {
	if int64(m.n)+int64(k) > int64(m.capNodes) {
		return 0, false
	}
	first := m.n
	m.n += int32(k)
	for int(m.n-1)>>blockBits >= len(m.blocks) {
		m.blocks = append(m.blocks, make([]mctsNode, blockSize))
	}
	return first, true
}

// Analyse searches s like Choose and describes the search.
func (m *MCTS) Analyse(ctx context.Context, v bao.Variant, s bao.State) (Analysis, error) {
	start, err := m.search(ctx, v, s)
	if err != nil {
		return Analysis{}, err
	}
	return m.analysis(start), nil
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
	m.over, _ = v.(overer)
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

// reuse makes the node of s the root when s lies within three plies below
// the last root, dropping the rest of the tree; it reports whether the
// tree was kept.
func (m *MCTS) reuse(v bao.Variant, s bao.State) bool {
	if m.n == 0 || m.treeV != v.Name() {
		return false
	}
	found := int32(-1)
	// Breadth-first over the first three plies.
	level := append(m.level[:0], 0)
	next := m.next[:0]
	for d := 0; d <= 3 && found < 0 && len(level) > 0; d++ {
		next = next[:0]
		for _, i := range level {
			nd := m.node(i)
			if nd.state == s {
				found = i
				break
			}
			if nd.first >= 0 {
				for k := range int32(nd.nkids) {
					next = append(next, nd.first+k)
				}
			}
		}
		level, next = next, level
	}
	m.level, m.next = level, next
	if found < 0 {
		return false
	}
	if found == 0 {
		return true
	}
	// Compact the subtree of found to the front: a node's new index is its
	// rank among the subtree's nodes, which never exceeds its old index,
	// and parents come before their children, so one ascending pass moves
	// every node safely.
	if cap(m.remap) < int(m.n) {
		m.remap = make([]int32, m.n)
	}
	remap := m.remap[:m.n]
	k := int32(0)
	for i := int32(0); i < m.n; i++ {
		remap[i] = -1
		if i == found {
			remap[i] = k
			k++
		} else if i > found {
			if p := m.node(i).parent; p >= found && remap[p] >= 0 {
				remap[i] = k
				k++
			}
		}
	}
	for i := found; i < m.n; i++ {
		j := remap[i]
		if j < 0 {
			continue
		}
		nd := *m.node(i)
		if i == found {
			nd.parent = -1
		} else {
			nd.parent = remap[nd.parent]
		}
		if nd.first >= 0 {
			nd.first = remap[nd.first]
		}
		*m.node(j) = nd
	}
	m.n = k
	return true
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

// leaf scores a node visited for the first time, by a playout or the
// evaluation, and reports whether it turned out to be a finished game
// (which it then marks proven).
func (m *MCTS) leaf(idx int32) (float64, bool) {
	s := m.node(idx).state
	if m.cfg.LeafEval {
		if o := m.v.Outcome(s); o.Over() {
			m.setTerminal(idx, o)
			return proofReward(m.node(idx).proof), true
		}
		return m.evalReward(&s), false
	}
	t, n := bao.Playout(m.v, s, m.rng, m.cfg.PlayoutPlies)
	if n > 0 && n == m.cfg.PlayoutPlies && m.over != nil && !m.over.Over(t) {
		// Cut off by the cap with the game going on: the outcome, which
		// counts the score, is not needed.
		return m.evalReward(&t), false
	}
	o := m.v.Outcome(t)
	if n == 0 && o.Over() {
		m.setTerminal(idx, o)
		return proofReward(m.node(idx).proof), true
	}
	if o.Over() {
		return proofReward(proofOf(o)), false
	}
	return m.evalReward(&t), false
}

// evalReward maps the evaluation of s to a reward in (-1, 1) for South.
func (m *MCTS) evalReward(s *bao.State) float64 {
	return math.Tanh(float64(clampEval(m.eval(*s, bao.South))) / EvalScale)
}

func (m *MCTS) setTerminal(idx int32, o bao.Outcome) {
	nd := m.node(idx)
	nd.proof, nd.plies = proofOf(o), 0
}

func proofOf(o bao.Outcome) uint8 {
	switch {
	case o.Result == bao.Won && o.Winner == bao.South:
		return southWins
	case o.Result == bao.Won:
		return northWins
	}
	return provenDraw
}

func proofReward(p uint8) float64 {
	switch p {
	case southWins:
		return 1
	case northWins:
		return -1
	}
	return 0
}

// winsFor returns the proof value of a win for p.
func winsFor(p bao.Player) uint8 { return southWins + uint8(p) }

// prove tries to prove node idx from its children; it reports whether it
// did.
func (m *MCTS) prove(idx int32) bool {
	nd := m.node(idx)
	if nd.proof != unproven || nd.first < 0 {
		return nd.proof != unproven
	}
	side := nd.state.Side
	win, loss := winsFor(side), winsFor(side.Other())
	bestWin, maxLoss, minDraw := -1, -1, -1
	all := true
	for i := nd.first; i < nd.first+int32(nd.nkids); i++ {
		c := m.node(i)
		p := int(c.plies)
		switch c.proof {
		case win:
			if bestWin < 0 || p < bestWin {
				bestWin = p
			}
		case loss:
			maxLoss = max(maxLoss, p)
		case provenDraw:
			if minDraw < 0 || p < minDraw {
				minDraw = p
			}
		default:
			all = false
		}
	}
	switch {
	case bestWin >= 0:
		nd.proof, nd.plies = win, uint16(min(bestWin+1, math.MaxUint16))
	case !all:
		return false
	case minDraw >= 0:
		nd.proof, nd.plies = provenDraw, uint16(min(minDraw+1, math.MaxUint16))
	default:
		nd.proof, nd.plies = loss, uint16(min(maxLoss+1, math.MaxUint16))
	}
	return true
}

// expand adds the children of node idx in a shuffled order; it returns
// false, changing nothing, when the memory bound leaves no room for them.
func (m *MCTS) expand(idx int32) bool {
	s := m.node(idx).state
	m.buf = children(m.v, s, m.buf[:0])
	if len(m.buf) == 0 {
		m.setTerminal(idx, m.v.Outcome(s))
		return true
	}
	first, ok := m.alloc(len(m.buf))
	if !ok {
		m.full = true
		return false
	}
	m.rng.Shuffle(len(m.buf), func(i, j int) { m.buf[i], m.buf[j] = m.buf[j], m.buf[i] })
	for k, c := range m.buf {
		*m.node(first + int32(k)) = mctsNode{state: c.State, move: c.Move, parent: idx, first: -1, mover: s.Side}
	}
	nd := m.node(idx)
	nd.first, nd.nkids = first, uint16(len(m.buf))
	return true
}

// selectChild returns the child of idx to descend to: the first unvisited
// one, else the one with the highest UCT value; children proven lost for
// the mover are never chosen.
func (m *MCTS) selectChild(idx int32) int32 {
	nd := m.node(idx)
	loss := winsFor(nd.state.Side.Other())
	logN := logOf(max(nd.visits, 1))
	c2 := 2 * m.cfg.C // rewards span [-1, 1], twice the [0, 1] of classic UCT
	best, bestV := int32(-1), math.Inf(-1)
	for i := nd.first; i < nd.first+int32(nd.nkids); i++ {
		c := m.node(i)
		if c.proof == loss {
			continue
		}
		if c.visits == 0 {
			return i
		}
		n := float64(c.visits)
		if u := c.value/n + c2*math.Sqrt(logN/n); u > bestV {
			best, bestV = i, u
		}
	}
	if best < 0 {
		return nd.first // cannot happen: the node would be proven lost
	}
	return best
}

// bestChild returns the child of idx to play: the fastest proven win, else
// the most visited child not proven lost (ties to the higher mean), else
// (all lost) the slowest loss.
func (m *MCTS) bestChild(idx int32) int32 {
	nd := m.node(idx)
	side := nd.state.Side
	win, loss := winsFor(side), winsFor(side.Other())
	best := int32(-1)
	better := func(c, b *mctsNode) bool {
		switch {
		case c.proof == win || b.proof == win:
			return c.proof == win && (b.proof != win || c.plies < b.plies)
		case c.proof == loss || b.proof == loss:
			return b.proof == loss && (c.proof != loss || c.plies > b.plies)
		case c.visits != b.visits:
			return c.visits > b.visits
		}
		return c.visits > 0 && c.value/float64(c.visits) > b.value/float64(b.visits)
	}
	for i := nd.first; i < nd.first+int32(nd.nkids); i++ {
		if best < 0 || better(m.node(i), m.node(best)) {
			best = i
		}
	}
	return best
}

// analysis describes the search that just ended.
func (m *MCTS) analysis(start time.Time) Analysis {
	root := m.node(0)
	side := root.state.Side
	a := Analysis{Player: m.Name(), Nodes: int64(m.iters), Depth: m.depth}
	best := m.bestChild(0)
	a.Move = m.node(best).move
	for i := root.first; i < root.first+int32(root.nkids); i++ {
		c := m.node(i)
		ma := MoveAnalysis{Move: c.move, Visits: int64(c.visits)}
		if c.visits > 0 {
			ma.Value = c.value / float64(c.visits)
		}
		setProof(&ma.WinIn, &ma.LossIn, &ma.Draw, &ma.Value, c.proof, int(c.plies)+1, side)
		a.Moves = append(a.Moves, ma)
	}
	sortMoves(a.Moves, func(x, y *MoveAnalysis) bool {
		rx, ry := mctsRank(x), mctsRank(y)
		if rx.class != ry.class {
			return rx.class < ry.class
		}
		if rx.key != ry.key {
			return rx.key < ry.key
		}
		return x.Value > y.Value
	})
	if b := m.node(best); b.visits > 0 {
		a.Score = b.value / float64(b.visits)
	}
	setProof(&a.WinIn, &a.LossIn, &a.Draw, &a.Score, root.proof, int(root.plies), side)
	// The principal variation: the best child, level by level.
	for i := int32(0); ; {
		nd := m.node(i)
		if nd.first < 0 || nd.nkids == 0 || len(a.PV) >= maxPly {
			break
		}
		i = m.bestChild(i)
		if m.node(i).visits == 0 && m.node(i).proof == unproven {
			break
		}
		a.PV = append(a.PV, m.node(i).move)
	}
	if len(a.PV) == 0 {
		a.PV = []bao.Move{a.Move} // a forced move, played without search
	}
	a.Elapsed = time.Since(start)
	return a
}

// mctsRank orders root moves for the analysis: proven wins (fastest
// first), then unproven and drawn moves (most visited first), then proven
// losses (slowest first).
func mctsRank(x *MoveAnalysis) (r struct{ class, key int64 }) {
	switch {
	case x.WinIn > 0:
		r.class, r.key = 0, int64(x.WinIn)
	case x.LossIn > 0:
		r.class, r.key = 2, -int64(x.LossIn)
	default:
		r.class, r.key = 1, -x.Visits
	}
	return r
}

// setProof fills the proof fields of an analysis from a node's proof,
// seen by side.
func setProof(winIn, lossIn *int, draw *bool, value *float64, proof uint8, plies int, side bao.Player) {
	switch proof {
	case winsFor(side):
		*winIn, *value = max(plies, 1), 1
	case winsFor(side.Other()):
		*lossIn, *value = max(plies, 1), -1
	case provenDraw:
		*draw, *value = true, 0
	}
}

// sortMoves sorts ms by less, stably (insertion sort: root lists are short).
func sortMoves(ms []MoveAnalysis, less func(x, y *MoveAnalysis) bool) {
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && less(&ms[j], &ms[j-1]); j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// logs holds math.Log(i) for the visit counts selectChild meets most.
var logs = func() (t [4096]float64) {
	for i := range t {
		t[i] = math.Log(float64(i))
	}
	return t
}()

// logOf returns math.Log(float64(n)), from the table logs when n is in it.
func logOf(n uint32) float64 {
	if n < uint32(len(logs)) {
		return logs[n]
	}
	return math.Log(float64(n))
}
