package player

import (
	"context"
	"math"
	"math/bits"
	"math/rand/v2"
	"time"

	"github.com/bao-games/bao"
)

// AlphaBetaConfig sets the limits of an AlphaBeta search. The search
// deepens one ply at a time and stops at whichever limit comes first:
// Depth, Nodes, Time or the context's deadline. The first ply (depth 1) is
// always searched completely, whatever the node and time budgets, so that
// the player has a considered move; a deeper iteration cut short by a
// budget still counts its moves searched completely.
//
// How the limits combine: with no time budget, an unset Depth is 6 (the
// spec's default nodes=200000 applies too); with a time budget, an unset
// Depth means no depth limit (64 plies) and, in a spec, an unset nodes
// means no node budget, so that time alone controls the search.
type AlphaBetaConfig struct {
	// Depth is the maximum depth in plies, 1..64; 0 means 6, or 64 when
	// Time is set.
	Depth int
	// Nodes is the budget of positions searched per move; 0 means no
	// budget. Node counts do not depend on the machine, so a node budget
	// keeps a player deterministic where a time budget does not.
	Nodes int64
	// Time is the time budget per move; 0 means none. A deadline of the
	// context passed to Choose limits the search too.
	Time time.Duration
	// TableSize is the largest number of transposition table entries (64
	// bytes each), rounded up to a power of two (at least 1024); 0 means
	// 65536 (4 MiB). The
	// table starts at 1024 entries and grows, up to this size, after a
	// search that visited more positions than it holds.
	TableSize int
	// EvalName names the registered evaluation (EvalNames) that scores
	// positions at the search horizon; "" means "default".
	EvalName string
	// Eval, when not nil, replaces the named evaluation. It is not part
	// of the player's spec (Name).
	Eval Eval
}

// DefaultAlphaBetaConfig returns the configuration of the spec
// "alphabeta": depth 6, 200000 nodes, no time budget, 65536 table entries,
// the default evaluation.
func DefaultAlphaBetaConfig() AlphaBetaConfig {
	return AlphaBetaConfig{Depth: 6, Nodes: 200000, TableSize: 65536, EvalName: DefaultEval}
}

// timedDefaults returns the defaults of a spec that sets a time budget:
// no depth limit and no node budget.
func timedDefaults(t time.Duration) AlphaBetaConfig {
	c := DefaultAlphaBetaConfig()
	if t > 0 {
		c.Depth, c.Nodes, c.Time = maxPly, 0, t
	}
	return c
}

func parseAlphaBeta(params map[string]string) (AlphaBetaConfig, error) {
	c := DefaultAlphaBetaConfig()
	r := paramReader{name: "alphabeta", params: params}
	r.duration("time", &c.Time)
	c = timedDefaults(c.Time)
	r.int("depth", &c.Depth, 1, maxPly)
	nodes := int(c.Nodes)
	r.int("nodes", &nodes, 0, 1<<40)
	c.Nodes = int64(nodes)
	r.int("tt", &c.TableSize, 1024, 1<<26)
	r.eval(&c.EvalName)
	return c, r.done()
}

// SearchInfo describes the last search of an AlphaBeta player.
type SearchInfo struct {
	Move    bao.Move      // the move chosen
	Score   int           // its score for the mover (WinScore-n: a win in n plies)
	Depth   int           // the deepest iteration completed
	Nodes   int64         // positions searched
	Elapsed time.Duration // wall-clock time of the search
}

// AlphaBeta searches with negamax alpha-beta and iterative deepening. Moves
// are ordered by the transposition table's best move first, then the
// killer moves of the ply, then by the evaluation of the position each move
// leads to (which puts captures first, biggest first, in the sowing games)
// with the history heuristic breaking ties. Where the table's entry is a
// lower bound (the move cut off before), and at the last ply, the table's
// move is played (Apply) and searched alone before the other moves are
// generated and ordered, none of them if it cuts off. Later moves are searched with a
// null window first (principal variation search). At the last ply the
// children, all leaves, are scored once each in the order listed (no
// ordering by evaluation, which would score them twice); a variant with
// EachChild (see the package documentation) plays them one at a time, none
// after a cutoff. Finished games
// are scored by their outcome, faster wins above slower ones; other leaves
// by the evaluation (AlphaBetaConfig.EvalName), bound to the variant once
// and kept while the player searches the same variant.
//
// Choose searches as above; Analyse also searches every root move with a
// full window, so that each gets its exact score.
//
// The transposition table is keyed by the whole bao.State (a fixed-size
// table indexed by a hash of the state, each entry keeping its state for
// verification) and is kept from move to move.
//
// The seed shuffles the moves at the root before they are ordered, so that
// among equally good moves the choice varies from seed to seed. An
// AlphaBeta is not safe for concurrent use.
type AlphaBeta struct {
	cfg  AlphaBetaConfig
	rng  *rand.Rand
	tt   []ttEntry
	mask uint64
	gen  uint8

	// Per search.
	v         bao.Variant
	eval      evalFunc
	heur      bao.Heuristic // the variant's, when it is the evaluation: called without eval's indirection
	evals     evalCache
	exactRoot bool  // Analyse: every root move searched with a full window
	rootScore []int // exact root scores of the last complete iteration
	iterScore []int
	ctx       context.Context
	deadline  time.Time
	nodes     int64
	budget    int64 // the node budget of this iteration: a.nodes above it stops the search
	iter      int
	stop      bool
	root      []bao.Child
	rootKeys  []int64
	bufs      [maxPly + 1][]bao.Child
	ttKids    [maxPly + 1]bao.State // the child of the table's move, per ply
	keys      [maxPly + 1][]int64
	killers   [maxPly + 1][2]bao.Move
	history   [2][historySize]int32
	histSet   [2][(historySize + 63) / 64]uint64 // bit i: history[p][i] is not 0
	last      SearchInfo
	hasKiller [maxPly + 1][2]bool
	lazy      eachChilder          // the variant's, when it hands out children one at a time
	lazyAt    eachChildIntoer      // the variant's, when it writes them where the search reads them
	overAt    overAter             // the variant's, when it reads a position in place
	heurAt    heuristicAter        // the variant's, when it evaluates a position in place (with heur)
	kid       bao.State            // the child that lazyAt writes
	visitAt   func(bao.Move) bool  // visitLeafAt's closure, made once
	over      overer               // the variant's, when it tells the end of a game cheaper than Outcome
	exp       bao.Expander         // the variant's, when it has one: Children without bao.Children's call
	visit     func(bao.Child) bool // visitLeaf's closure, made once
	fr        frontier             // the frontier node whose children visit scores
	noTT      bool                 // tests: search without the table, for exact depth-limited values
	ttOrder   bool                 // tests: the table orders moves, its scores unused: values stay exact
}

// ttEntry is one entry of the transposition table, 64 bytes: the table's
// backing array is 64-byte aligned, so a probe reads one cache line.
type ttEntry struct {
	key   bao.State
	move  bao.Move
	score int32
	depth int8
	flag  uint8 // ttEmpty, ttExact, ttLower, ttUpper
	gen   uint8
	_     [4]byte
}

const (
	ttEmpty = iota
	ttExact
	ttLower
	ttUpper
)

const infinity = WinScore + 1

// eachChilder is implemented by variants that hand out the children of a
// position one at a time, in the order of bao.Children, playing none after
// the one at which yield returns false (the four-row games, kingulu). The
// search uses it at the frontier, where a cutoff makes the remaining
// children useless.
type eachChilder interface {
	EachChild(s bao.State, yield func(bao.Child) bool)
}

// eachChildIntoer, overAter and heuristicAter are implemented by variants
// (kingulu) that also read and write positions in place, by pointer:
// EachChild, Over and Heuristic without passing a State by value, whose
// copy right after the variant wrote it stalls on the store forwarding.
type eachChildIntoer interface {
	EachChildInto(s, t *bao.State, yield func(bao.Move) bool)
}

type overAter interface {
	OverAt(s *bao.State) bool
}

type heuristicAter interface {
	HeuristicAt(s *bao.State, p bao.Player) int
}

// overer is implemented by variants that tell whether a game is over, as
// Outcome(s).Over() does, cheaper than Outcome (kingulu, whose Outcome
// always counts the score).
type overer interface {
	Over(s bao.State) bool
}

// frontier is the state of a frontier node (depth 1) whose children
// visitLeaf scores as EachChild hands them out.
type frontier struct {
	side        bao.Player
	ply         int
	alpha, beta int
	best        int
	move        bao.Move
	n           int // children seen
}

// NewAlphaBeta returns an alpha-beta player with configuration c, seeded
// with seed.
func NewAlphaBeta(c AlphaBetaConfig, seed uint64) *AlphaBeta {
	if c.Depth <= 0 {
		c.Depth = 6
		if c.Time > 0 {
			c.Depth = maxPly
		}
	}
	if c.EvalName == "" {
		c.EvalName = DefaultEval
	}
	c.Depth = min(c.Depth, maxPly)
	if c.TableSize <= 0 {
		c.TableSize = 65536
	}
	return &AlphaBeta{cfg: c, rng: newRand(seed)}
}

// Config returns the player's configuration.
func (a *AlphaBeta) Config() AlphaBetaConfig { return a.cfg }

// Name returns the spec of the player: "alphabeta" followed by the
// parameters that differ from the defaults, "alphabeta(depth=3)". With a
// time budget the defaults are those of a timed search (no depth limit, no
// node budget): "alphabeta(time=1s)".
func (a *AlphaBeta) Name() string {
	d := timedDefaults(a.cfg.Time)
	b := specBuilder{name: "alphabeta"}
	b.add("depth", a.cfg.Depth, d.Depth)
	b.add("nodes", a.cfg.Nodes, d.Nodes)
	b.add("time", a.cfg.Time, time.Duration(0))
	b.add("tt", a.cfg.TableSize, d.TableSize)
	b.add("eval", a.cfg.EvalName, d.EvalName)
	return b.String()
}

// Last returns a description of the last search.
func (a *AlphaBeta) Last() SearchInfo { return a.last }

// Choose searches s and returns the best move found. It returns an error if
// s has no legal move or ctx is done before the search starts; when ctx is
// done during the search, it returns the best move found so far.
func (a *AlphaBeta) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	if err := a.run(ctx, v, s, false); err != nil {
		return bao.Move{}, err
	}
	return a.last.Move, nil
}

// Analyse searches s like Choose, scoring every root move exactly, and
// describes the search.
func (a *AlphaBeta) Analyse(ctx context.Context, v bao.Variant, s bao.State) (Analysis, error) {
	if err := a.run(ctx, v, s, true); err != nil {
		return Analysis{}, err
	}
	return a.analysis(v, s), nil
}

// run is the search of Choose and Analyse.
func (a *AlphaBeta) run(ctx context.Context, v bao.Variant, s bao.State, exact bool) error {
	if err := checkCall(v, a.rng != nil, "AlphaBeta"); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	start := time.Now()
	a.setup(ctx, v, start)
	a.exactRoot = exact
	defer func() {
		a.v, a.ctx, a.eval, a.heur, a.lazy, a.over, a.exp = nil, nil, nil, nil, nil, nil, nil
		a.lazyAt, a.overAt, a.heurAt = nil, nil, nil
	}()

	a.root = children(v, s, a.root[:0])
	a.rootScore = a.rootScore[:0]
	if len(a.root) == 0 {
		return ErrNoMove
	}
	a.last = SearchInfo{Move: a.root[0].Move}
	if len(a.root) == 1 {
		a.last.Elapsed = time.Since(start)
		return nil
	}
	// Shuffle, then order statically (stable), so that ties fall by the
	// seed.
	a.rng.Shuffle(len(a.root), func(i, j int) { a.root[i], a.root[j] = a.root[j], a.root[i] })
	a.rootKeys = a.rootKeys[:0]
	for i := range a.root {
		a.rootKeys = append(a.rootKeys, a.staticKey(&a.root[i].State, s.Side))
	}
	sortByKeys(a.root, a.rootKeys)

	for depth := 1; depth <= a.cfg.Depth; depth++ {
		a.iter = depth
		a.budget = math.MaxInt64
		if depth > 1 && a.cfg.Nodes > 0 {
			a.budget = a.cfg.Nodes // the first iteration is always completed
		}
		score, best := a.searchRoot(s, depth)
		if best >= 0 {
			// Move the best move to the front for the next iteration;
			// a partial iteration still searched the previous best first,
			// so its best is at least as good.
			c := a.root[best]
			copy(a.root[1:best+1], a.root[:best])
			a.root[0] = c
			a.last.Move, a.last.Score = c.Move, score
			switch {
			case exact && !a.stop:
				a.rootScore = append(a.rootScore[:0], a.iterScore...)
				rotate(a.rootScore, best)
			case exact && len(a.rootScore) == len(a.root):
				// A partial iteration: keep the last complete one's
				// scores, in the new order of the root moves.
				rotate(a.rootScore, best)
			}
		}
		if a.stop {
			break
		}
		a.last.Depth = depth
		if isWinScore(score) {
			break // a forced result: deeper search cannot change it
		}
	}
	a.last.Nodes = a.nodes
	a.last.Elapsed = time.Since(start)
	if a.nodes > int64(len(a.tt)) {
		a.resize(int(min(a.nodes, int64(a.cfg.TableSize))))
	}
	return nil
}

// rotate moves x[i] to the front, shifting x[:i] one place on.
func rotate(x []int, i int) {
	v := x[i]
	copy(x[1:i+1], x[:i])
	x[0] = v
}

// analysis describes the search that just ended in s.
func (a *AlphaBeta) analysis(v bao.Variant, s bao.State) Analysis {
	l := a.last
	an := Analysis{Player: a.Name(), Move: l.Move, Score: float64(l.Score), Depth: l.Depth, Nodes: l.Nodes, Elapsed: l.Elapsed}
	an.WinIn, an.LossIn = winLoss(l.Score)
	if len(a.root) == 1 {
		an.Score = 0
		an.Moves = []MoveAnalysis{{Move: l.Move}}
		an.PV = []bao.Move{l.Move}
		return an
	}
	for i, sc := range a.rootScore {
		ma := MoveAnalysis{Move: a.root[i].Move, Score: sc, Scored: true}
		ma.WinIn, ma.LossIn = winLoss(sc)
		an.Moves = append(an.Moves, ma)
	}
	if len(an.Moves) == 0 {
		an.Moves = []MoveAnalysis{{Move: l.Move, Score: l.Score, Scored: l.Depth > 0}}
		an.Moves[0].WinIn, an.Moves[0].LossIn = winLoss(l.Score)
	}
	an.PV = a.pv(v, s, l.Move, max(l.Depth, 1))
	return an
}

// winLoss turns a search score into plies to a proven win or loss.
func winLoss(sc int) (winIn, lossIn int) {
	switch {
	case sc >= WinScore-maxPly-1:
		return WinScore - sc, 0
	case sc <= -(WinScore - maxPly - 1):
		return 0, WinScore + sc
	}
	return 0, 0
}

// pv follows the transposition table's best moves from s, starting with
// first, for at most n plies.
func (a *AlphaBeta) pv(v bao.Variant, s bao.State, first bao.Move, n int) []bao.Move {
	line := []bao.Move{first}
	t, err := v.Apply(s, first)
	for err == nil && len(line) < n && !v.Outcome(t).Over() && len(a.tt) > 0 {
		e := &a.tt[hashState(&t)&a.mask]
		if e.flag == ttEmpty || e.key != t || !bao.IsLegal(v, t, e.move) {
			break
		}
		line = append(line, e.move)
		t, err = v.Apply(t, e.move)
	}
	return line
}

// minTable is the size a transposition table starts with.
const minTable = 1024

// resize makes the transposition table n entries long, rounded up to a
// power of two and at most the configured size, keeping what it holds. The
// table starts small and grows after searches that visit more nodes than
// it has entries, so that players of short searches stay cheap to make.
func (a *AlphaBeta) resize(n int) {
	n = 1 << bits.Len(uint(max(n, minTable)-1))
	limit := 1 << bits.Len(uint(max(a.cfg.TableSize, minTable)-1))
	n = min(n, limit)
	if n <= len(a.tt) {
		return
	}
	old := a.tt
	a.tt = make([]ttEntry, n)
	a.mask = uint64(n - 1)
	for i := range old {
		if e := &old[i]; e.flag != ttEmpty {
			a.tt[hashState(&e.key)&a.mask] = *e
		}
	}
}

func (a *AlphaBeta) setup(ctx context.Context, v bao.Variant, start time.Time) {
	a.v, a.ctx = v, ctx
	a.eval = a.evals.get(v, a.cfg.EvalName, a.cfg.Eval)
	a.heur = nil
	if h, ok := v.(bao.Heuristic); ok && a.cfg.Eval == nil && a.cfg.EvalName == DefaultEval {
		a.heur = h
	}
	a.lazy, _ = v.(eachChilder)
	a.over, _ = v.(overer)
	a.exp, _ = v.(bao.Expander)
	a.lazyAt, _ = v.(eachChildIntoer)
	a.overAt, _ = v.(overAter)
	a.heurAt = nil
	if a.heur != nil {
		a.heurAt, _ = v.(heuristicAter)
	}
	if a.visit == nil {
		a.visit = a.visitLeaf()
		a.visitAt = a.visitLeafAt()
	}
	a.deadline = time.Time{}
	if a.cfg.Time > 0 {
		a.deadline = start.Add(a.cfg.Time)
	}
	a.nodes, a.stop, a.iter, a.budget = 0, false, 0, math.MaxInt64
	if a.tt == nil {
		a.resize(minTable)
	}
	a.gen++
	a.killers = [maxPly + 1][2]bao.Move{}
	a.hasKiller = [maxPly + 1][2]bool{}
	for p := range a.history {
		// Halve the counts (never negative), visiting those not 0 alone.
		for w := range a.histSet[p] {
			for m := a.histSet[p][w]; m != 0; m &= m - 1 {
				i := w*64 + bits.TrailingZeros64(m)
				if a.history[p][i] >>= 1; a.history[p][i] == 0 {
					a.histSet[p][w] &^= 1 << (i % 64)
				}
			}
		}
	}
}

// searchRoot searches the root moves to depth and returns the best score
// and the index of the best move (-1 if no move was searched completely).
func (a *AlphaBeta) searchRoot(s bao.State, depth int) (int, int) {
	alpha, beta := -infinity, infinity
	best := -1
	if a.exactRoot {
		a.iterScore = a.iterScore[:0]
	}
	for i := range a.root {
		t := &a.root[i].State
		var sc int
		if a.exactRoot {
			sc = a.value(s.Side, t, depth-1, 1, -infinity, infinity)
			if a.stop {
				break
			}
			a.iterScore = append(a.iterScore, sc)
			if sc > alpha {
				alpha, best = sc, i
			}
			continue
		}
		if i == 0 {
			sc = a.value(s.Side, t, depth-1, 1, alpha, beta)
		} else {
			sc = a.value(s.Side, t, depth-1, 1, alpha, alpha+1)
			if sc > alpha && !a.stop {
				sc = a.value(s.Side, t, depth-1, 1, alpha, beta)
			}
		}
		if a.stop {
			break
		}
		if sc > alpha {
			alpha, best = sc, i
		}
	}
	return alpha, best
}

// poll checks the context and the time budget; it is called every 1024
// nodes.
func (a *AlphaBeta) poll() {
	if ctxDone(a.ctx) {
		a.stop = true
		return
	}
	if a.iter > 1 && !a.deadline.IsZero() && time.Now().After(a.deadline) {
		a.stop = true
	}
}

// value returns the negamax score of s, reached by a move of side, for
// side, in the window (alpha, beta) of side: for the side to move in s if
// that is side, else the window turned round and the score negated.
func (a *AlphaBeta) value(side bao.Player, s *bao.State, depth, ply, alpha, beta int) int {
	neg := 0 // -1: s is searched for the other side, and its score negated
	if s.Side != side {
		neg = -1
		alpha, beta = -beta, -alpha
	}
	a.nodes++
	if a.nodes&1023 == 0 {
		a.poll()
	}
	if a.nodes > a.budget {
		a.stop = true
	}
	if a.stop {
		return 0
	}
	if depth <= 0 || ply >= maxPly {
		return flip(a.leaf(s, ply), neg)
	}

	alpha0 := alpha
	e := &a.tt[hashState(s)&a.mask]
	var ttMove bao.Move
	hasTT := false
	if !a.noTT && e.flag != ttEmpty && sameState(&e.key, s) {
		ttMove, hasTT = e.move, true
		if int(e.depth) >= depth && !a.ttOrder {
			sc := fromTT(int(e.score), ply)
			switch e.flag {
			case ttExact:
				return flip(sc, neg)
			case ttLower:
				alpha = max(alpha, sc)
			case ttUpper:
				beta = min(beta, sc)
			}
			if alpha >= beta {
				return flip(sc, neg)
			}
		}
	}

	if depth == 1 && !hasTT && (a.lazy != nil || a.lazyAt != nil) {
		// The frontier, without a table move: the children, all leaves,
		// are scored in the order of Children as the variant plays them,
		// and those after a cutoff are not played at all.
		f := &a.fr // field by field: a composite literal is built aside and copied
		f.side, f.ply, f.alpha, f.beta, f.best, f.move, f.n = s.Side, ply, alpha, beta, -infinity, bao.Move{}, 0
		if a.lazyAt != nil {
			a.lazyAt.EachChildInto(s, &a.kid, a.visitAt)
		} else {
			a.lazy.EachChild(*s, a.visit)
		}
		if a.stop {
			return 0
		}
		if a.fr.n == 0 {
			return flip(terminalScore(a.v.Outcome(*s), s.Side, ply), neg)
		}
		a.store(e, s, alpha0, beta, a.fr.best, a.fr.move, ttMove, hasTT, depth, ply)
		return flip(a.fr.best, neg)
	}
	best := -infinity
	var bestMove bao.Move
	ttDone := false // the table's move, searched before the others are generated
	if hasTT && (depth == 1 || e.flag == ttLower) {
		// The table's move is searched first in any case; played alone,
		// before the other children are generated and ordered, its cutoff
		// saves them all. It cuts off 50-65% of the time where it
		// failed high before (a lower bound), 20-45% where it did not
		// (BenchmarkSearch's positions, depths 4 and 6): too seldom,
		// above the frontier, to pay for playing it twice.
		t := &a.ttKids[ply]
		var err error
		if *t, err = a.v.Apply(*s, ttMove); err == nil {
			ttDone = true
			var sc int
			if depth == 1 {
				sc = a.frontierLeaf(s.Side, t, ply)
			} else {
				sc = a.value(s.Side, t, depth-1, ply+1, alpha, beta)
			}
			if a.stop {
				return 0
			}
			best, bestMove = sc, ttMove
			alpha = max(alpha, sc)
			if alpha >= beta {
				if depth > 1 {
					a.cutoff(s.Side, ttMove, depth, ply)
				}
				a.store(e, s, alpha0, beta, best, bestMove, ttMove, hasTT, depth, ply)
				return flip(best, neg)
			}
		}
	}
	kids := a.children(s, ply)
	if len(kids) == 0 {
		return flip(terminalScore(a.v.Outcome(*s), s.Side, ply), neg)
	}
	if depth == 1 {
		// The frontier: every child is a leaf, scored once (no ordering
		// by evaluation, which would score it twice); the table's move
		// first, since it may cut off at once.
		first := 0
		if hasTT {
			for i := range kids {
				if kids[i].Move == ttMove {
					kids[0], kids[i] = kids[i], kids[0]
					if ttDone {
						first = 1 // scored above
					}
					break
				}
			}
		}
		for i := first; i < len(kids); i++ {
			sc := a.frontierLeaf(s.Side, &kids[i].State, ply)
			if sc > best {
				best, bestMove = sc, kids[i].Move
			}
			if sc > alpha {
				alpha = sc
			}
			if alpha >= beta {
				break
			}
		}
		if a.stop {
			return 0
		}
	}
	var keys []int64
	if depth > 1 {
		keys = a.order(ply, s.Side, kids, ttMove, hasTT)
		if ttDone && len(keys) > 0 && kids[255-int(keys[0]&255)].Move == ttMove {
			keys = keys[1:] // searched above
		}
	}
	for _, key := range keys {
		i := 255 - int(key&255) // the child's index, packed by order
		t := &kids[i].State
		var sc int
		if best == -infinity {
			sc = a.value(s.Side, t, depth-1, ply+1, alpha, beta)
		} else {
			sc = a.value(s.Side, t, depth-1, ply+1, alpha, alpha+1)
			if sc > alpha && sc < beta && !a.stop {
				sc = a.value(s.Side, t, depth-1, ply+1, alpha, beta)
			}
		}
		if a.stop {
			return 0
		}
		if sc > best {
			best, bestMove = sc, kids[i].Move
		}
		if sc > alpha {
			alpha = sc
		}
		if alpha >= beta {
			a.cutoff(s.Side, kids[i].Move, depth, ply)
			break
		}
	}

	a.store(e, s, alpha0, beta, best, bestMove, ttMove, hasTT, depth, ply)
	return flip(best, neg)
}

// flip returns x, or -x when neg is -1.
func flip(x, neg int) int { return (x ^ neg) - neg }

// children lists the children of s, at ply, in the buffer of the ply.
func (a *AlphaBeta) children(s *bao.State, ply int) []bao.Child {
	if a.exp != nil {
		a.bufs[ply] = a.exp.Children(*s, a.bufs[ply][:0])
	} else {
		a.bufs[ply] = children(a.v, *s, a.bufs[ply][:0])
	}
	return a.bufs[ply]
}

// frontierLeaf counts and scores t, a child of a frontier node (depth 1)
// at ply whose side to move is side, for side.
func (a *AlphaBeta) frontierLeaf(side bao.Player, t *bao.State, ply int) int {
	a.nodes++
	if a.nodes&1023 == 0 {
		a.poll()
	}
	sc := a.leaf(t, ply+1)
	if t.Side != side {
		sc = -sc
	}
	return sc
}

// cutoff records move m, which caused a cutoff at a node of depth at ply
// whose side to move is side, as a killer of the ply and in the history.
func (a *AlphaBeta) cutoff(side bao.Player, m bao.Move, depth, ply int) {
	if !a.hasKiller[ply][0] || a.killers[ply][0] != m {
		a.killers[ply][1], a.hasKiller[ply][1] = a.killers[ply][0], a.hasKiller[ply][0]
		a.killers[ply][0], a.hasKiller[ply][0] = m, true
	}
	hi := moveIndex(m)
	h := &a.history[side][hi]
	*h = min(*h+int32(depth*depth), 1<<20)
	a.histSet[side][hi/64] |= 1 << (hi % 64)
}

// visitLeaf returns the function that scores one child of the frontier
// node a.fr, as EachChild hands it out, and reports whether to go on (no
// cutoff yet): a closure, not the method value a.visit would be, which
// would copy each child once more on its way through a wrapper.
func (a *AlphaBeta) visitLeaf() func(bao.Child) bool {
	return func(c bao.Child) bool {
		a.fr.n++
		if a.nodes++; a.nodes&1023 == 0 {
			a.poll()
		}
		return a.takeFrontier(a.leafCopy(&c.State, a.fr.ply+1), c.State.Side, c.Move)
	}
}

// visitLeafAt is visitLeaf for EachChildInto, which writes each child
// into a.kid.
func (a *AlphaBeta) visitLeafAt() func(bao.Move) bool {
	return func(m bao.Move) bool {
		a.fr.n++
		if a.nodes++; a.nodes&1023 == 0 {
			a.poll()
		}
		return a.takeFrontier(a.leaf(&a.kid, a.fr.ply+1), a.kid.Side, m)
	}
}

// takeFrontier scores move m of the frontier node, whose child, with side
// to move, evaluates to sc for that side, and reports whether to go on (no
// cutoff yet).
func (a *AlphaBeta) takeFrontier(sc int, side bao.Player, m bao.Move) bool {
	f := &a.fr
	if side != f.side {
		sc = -sc
	}
	if sc > f.best {
		f.best, f.move = sc, m
	}
	if sc > f.alpha {
		f.alpha = sc
	}
	return f.alpha < f.beta && !a.stop
}

// store records the result best (with its move) of the search of s to
// depth in the table entry e, as a bound of the window (alpha0, beta) the
// node was searched with.
func (a *AlphaBeta) store(e *ttEntry, s *bao.State, alpha0, beta, best int, bestMove, ttMove bao.Move, hasTT bool, depth, ply int) {
	flag := uint8(ttExact)
	switch {
	case best <= alpha0:
		flag = ttUpper
	case best >= beta:
		flag = ttLower
	}
	if !a.noTT && (e.flag == ttEmpty || e.gen != a.gen || depth >= int(e.depth) || sameState(&e.key, s)) {
		if flag == ttUpper && hasTT {
			bestMove = ttMove // a fail-low says nothing about the best move
		}
		// Field by field: a composite literal is built aside and copied.
		e.key, e.move, e.score = *s, bestMove, int32(toTT(best, ply))
		e.depth, e.flag, e.gen = int8(depth), flag, a.gen
	}
}

// leaf scores s, at the search horizon, for its side to move: by its
// outcome if the game is over, else by the evaluation; in place where the
// variant reads positions by pointer (overAt, heurAt).
func (a *AlphaBeta) leaf(s *bao.State, ply int) int {
	if a.overAt == nil {
		return a.leafCopy(s, ply)
	}
	switch {
	case a.overAt.OverAt(s):
		return terminalScore(a.v.Outcome(*s), s.Side, ply)
	case a.heurAt != nil:
		return clampEval(a.heurAt.HeuristicAt(s, s.Side))
	}
	return a.evaluate(s, s.Side)
}

// leafCopy is leaf through the variant's methods that take the State by
// value. visitLeaf calls it for the child on its stack: a pointer passed
// to a method through an interface escapes, and the child with it (to the
// heap, once a leaf).
func (a *AlphaBeta) leafCopy(s *bao.State, ply int) int {
	var over bool
	if a.over != nil {
		over = a.over.Over(*s)
	} else {
		over = a.v.Outcome(*s).Over()
	}
	switch {
	case over:
		return terminalScore(a.v.Outcome(*s), s.Side, ply)
	case a.heur != nil: // evaluate, without its call
		return clampEval(a.heur.Heuristic(*s, s.Side))
	}
	return clampEval(a.eval(*s, s.Side))
}

// evaluate is the evaluation of s for p, clamped to ±MaxEval.
func (a *AlphaBeta) evaluate(s *bao.State, p bao.Player) int {
	if a.heurAt != nil {
		return clampEval(a.heurAt.HeuristicAt(s, p))
	}
	if a.heur != nil {
		return clampEval(a.heur.Heuristic(*s, p))
	}
	return clampEval(a.eval(*s, p))
}

// order returns the search order of the children of a node at ply: the
// table move, the killers, then by static key and history. Each key packs
// its priority above the child's index (255 minus the index, so that ties
// keep the list's order) in its low byte; the children themselves are not
// moved. A lone child after the table move and the killers is not
// evaluated: it comes last whatever its key.
func (a *AlphaBeta) order(ply int, side bao.Player, kids []bao.Child, ttMove bao.Move, hasTT bool) []int64 {
	keys := a.keys[ply][:0]
	k := &a.killers[ply]
	hk := &a.hasKiller[ply]
	rest := 0 // children ordered by static key and history
	for i := range kids {
		m := kids[i].Move
		var key int64
		switch {
		case hasTT && m == ttMove:
			key = 1 << 52
		case hk[0] && m == k[0]:
			key = 1 << 51
		case hk[1] && m == k[1]:
			key = 1 << 50
		default:
			rest++ // key 0 for now
		}
		keys = append(keys, key<<8|int64(255-i))
	}
	if rest > 1 {
		for j, key := range keys {
			if key>>8 == 0 {
				i := 255 - int(key&255)
				// |eval| <= 2^20, shifted by 24, plus history < 2^21.
				key = a.staticKey(&kids[i].State, side) + int64(a.history[side][moveIndex(kids[i].Move)])
				keys[j] = key<<8 | int64(255-i)
			}
		}
	}
	// Insertion sort, descending: the lists are short.
	for i := 1; i < len(keys); i++ {
		x := keys[i]
		j := i
		for j > 0 && keys[j-1] < x {
			keys[j] = keys[j-1]
			j--
		}
		keys[j] = x
	}
	a.keys[ply] = keys
	return keys
}

// staticKey is the ordering key of a position reached by a move of side:
// its evaluation for side, scaled to leave room for history counts.
func (a *AlphaBeta) staticKey(t *bao.State, side bao.Player) int64 {
	return int64(a.evaluate(t, side)) << 24
}

// sortByKeys sorts kids by keys, descending, stably (insertion sort: the
// lists are short).
func sortByKeys(kids []bao.Child, keys []int64) {
	for i := 1; i < len(kids); i++ {
		k, c := keys[i], kids[i]
		j := i
		for j > 0 && keys[j-1] < k {
			keys[j], kids[j] = keys[j-1], kids[j-1]
			j--
		}
		keys[j], kids[j] = k, c
	}
}

// toTT and fromTT convert win scores between "plies from the root" and
// "plies from this node", so table entries are valid at any ply.
func toTT(sc, ply int) int {
	switch {
	case sc >= WinScore-maxPly-1:
		return sc + ply
	case sc <= -(WinScore - maxPly - 1):
		return sc - ply
	}
	return sc
}

func fromTT(sc, ply int) int {
	switch {
	case sc >= WinScore-maxPly-1:
		return sc - ply
	case sc <= -(WinScore - maxPly - 1):
		return sc + ply
	}
	return sc
}
