package player

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
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
	// Window, when above 0, searches each iteration from depth 3 on with
	// an aspiration window of ±Window (evaluation units) around the
	// previous iteration's score first, and again with a full window when
	// the score falls outside it. The score found is that of a full-window
	// search (TestAspirationMatchesNegamax); the time to find it changes,
	// and so may the choice among equally scored moves.
	Window int
	// Reduce enables late-move reductions: at a node of depth 3 or more,
	// the moves from the ReduceFrom-th on in the search order are searched
	// one ply shallower (two plies from four moves later, at depth 6 or
	// more) with a null window first, and again at full depth when they
	// score above alpha. A reduced search is selective: its scores are no
	// longer the exact depth-limited minimax values.
	Reduce bool
	// ReduceFrom is the first move that Reduce reduces, 2..8; 0 means 4
	// (spec lmr=on; lmr=N sets N). The search trees of the four-row games
	// are narrow, most nodes have no fourth move, and reducing from an
	// earlier one reaches more of them (docs/strength.md). NewAlphaBeta
	// moves a value outside 2..8 to the nearer end of the range, and sets
	// it to 0 without Reduce, so that Name is always a spec New accepts.
	ReduceFrom int
	// Quiesce, when above 0, looks on at the horizon through positions
	// where the side to move must capture (bao.CaptureTester: the
	// four-row games), up to Quiesce plies more, before it evaluates: a
	// capture the rules force is searched, not evaluated as if the seeds
	// stayed where they are. Variants without CaptureTester evaluate at
	// the horizon as before.
	Quiesce int
	// KeepKillers, with Reduce, never reduces a killer move of the
	// node's ply (the last two moves that cut off at that ply): it is
	// searched at full depth wherever it comes in the order (spec
	// lmrk=on). With ReduceFrom 2 the second move of a node, often a
	// killer, is reduced otherwise. NewAlphaBeta clears it without
	// Reduce, where it would change nothing.
	KeepKillers bool
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
	r.int("window", &c.Window, 0, MaxEval)
	r.reduce(&c)
	r.int("qs", &c.Quiesce, 0, maxPly)
	lmrk := "off"
	r.choice("lmrk", &lmrk, "on", "off")
	c.KeepKillers = lmrk == "on"
	return c, r.done()
}

// The first move reduced: by lmr=on, and the range of lmr=N.
const (
	defaultReduceFrom = 4
	minReduceFrom     = 2
	maxReduceFrom     = 8
)

// reduce reads the parameter lmr: off, on, or the first move reduced.
func (r *paramReader) reduce(c *AlphaBetaConfig) {
	v, ok := r.lookup("lmr")
	if !ok {
		return
	}
	switch n, err := strconv.Atoi(v); {
	case v == "off":
		c.Reduce, c.ReduceFrom = false, 0
	case v == "on":
		c.Reduce, c.ReduceFrom = true, 0
	case err == nil && n >= minReduceFrom && n <= maxReduceFrom:
		c.Reduce, c.ReduceFrom = true, n
	default:
		r.fail("lmr", v, fmt.Sprintf("on, off, or the first move reduced, %d..%d", minReduceFrom, maxReduceFrom))
	}
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
	cfg AlphaBetaConfig
	rng *rand.Rand

	// The transposition table (ttable.go).
	tt      []ttEntry
	mask    uint64
	gen     uint8
	readSum uint8 // what readAhead read, kept so that the reads are not dropped

	// The variant and how the search reads it (leaf.go), per search.
	v      bao.Variant
	eval   evalFunc
	evals  evalCache
	exp    bao.Expander          // the variant's, when it has one: Children without bao.Children's call
	lazy   bao.LazyExpander      // the variant's, when it hands out children one at a time (bao.LazyExpander)
	lazyAt bao.InPlaceExpander   // the variant's, when it writes them where the search reads them
	overAt bao.InPlaceOverTester // the variant's, when it reads a position in place
	heurAt bao.InPlaceHeuristic  // the variant's, when it evaluates a position in place (with heur)
	over   bao.OverTester        // the variant's, when it tells the end of a game cheaper than Outcome
	heur   bao.Heuristic         // the variant's, when it is the evaluation: called without eval's indirection
	capt   bao.CaptureTester     // the variant's, with Quiesce: the positions searched on at the horizon

	// The root (alphabeta.go, pv.go).
	exactRoot bool  // Analyse: every root move searched with a full window
	rootScore []int // exact root scores: the last complete iteration's, those of a later partial one over them
	rootDepth []int // the depth each of rootScore was searched to
	iterScore []int
	root      []bao.Child
	rootKeys  []int64
	last      SearchInfo

	// Time control (timecontrol.go).
	ctx      context.Context
	deadline time.Time
	nodes    int64
	budget   int64 // the node budget of this iteration: a.nodes above it stops the search
	iter     int
	stop     bool

	// The search (search.go): buffers per ply, the frontier.
	bufs    [maxPly + 1][]bao.Child
	ttKids  [maxPly + 1]bao.State // the child of the table's move, per ply
	kid     bao.State             // the child that lazyAt writes
	visitAt func(bao.Move) bool   // visitLeafAt's closure, made once
	visit   func(bao.Child) bool  // visitLeaf's closure, made once
	fr      frontierNode          // the frontier node whose children visit scores

	// Move ordering (movepick.go).
	orderKeys [maxPly + 1][]int64 // the keys of order's children, per ply
	orderIdx  [maxPly + 1][]int   // order's children, per ply
	killers   [maxPly + 1][2]bao.Move
	history   [2][historySize]int32
	histSet   [2][(historySize + 63) / 64]uint64 // bit i: history[p][i] is not 0
	hasKiller [maxPly + 1][2]bool

	noTT    bool // tests: search without the table, for exact depth-limited values
	ttOrder bool // tests: the table orders moves, its scores unused: values stay exact
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
	switch {
	case !c.Reduce:
		c.ReduceFrom, c.KeepKillers = 0, false
	case c.ReduceFrom != 0:
		c.ReduceFrom = min(max(c.ReduceFrom, minReduceFrom), maxReduceFrom)
	}
	return &AlphaBeta{cfg: c, rng: newRand(seed)}
}

// Config returns the player's configuration.
func (a *AlphaBeta) Config() AlphaBetaConfig { return a.cfg }

// Name returns the canonical spec of the player: "alphabeta" followed by
// its budget, defaults filled in, and the other parameters that differ
// from the defaults: "alphabeta(depth=6,nodes=200000)" for "alphabeta",
// "alphabeta(depth=3,nodes=200000,eval=material)". With a time budget
// the budget is the time and the limits set besides it (the defaults of
// a timed search are no depth limit and no node budget):
// "alphabeta(time=1s)", "alphabeta(depth=8,time=1s)".
func (a *AlphaBeta) Name() string {
	d := timedDefaults(a.cfg.Time)
	b := specBuilder{name: "alphabeta"}
	if a.cfg.Time == 0 {
		b.always("depth", a.cfg.Depth)
		b.always("nodes", a.cfg.Nodes)
	} else {
		b.add("depth", a.cfg.Depth, d.Depth)
		b.add("nodes", a.cfg.Nodes, d.Nodes)
	}
	b.add("time", a.cfg.Time, time.Duration(0))
	b.add("tt", a.cfg.TableSize, d.TableSize)
	b.add("eval", a.cfg.EvalName, d.EvalName)
	b.add("window", a.cfg.Window, d.Window)
	switch from := a.cfg.ReduceFrom; {
	case !a.cfg.Reduce:
	case from == 0 || from == defaultReduceFrom:
		b.always("lmr", "on")
	default:
		b.always("lmr", from)
	}
	if a.cfg.KeepKillers {
		b.always("lmrk", "on")
	}
	b.add("qs", a.cfg.Quiesce, d.Quiesce)
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
	start := time.Now()
	if err := a.run(ctx, v, s, true); err != nil {
		return Analysis{}, err
	}
	an := a.analysis(v, s)
	settleProof(ctx, v, s, &an, true, budgetEnd(start, a.cfg.Time), nil) // a PV that stops before the end
	return an, nil
}

// budgetEnd returns the end of a time budget d begun at start; zero
// without one.
func budgetEnd(start time.Time, d time.Duration) time.Time {
	if d <= 0 {
		return time.Time{}
	}
	return start.Add(d)
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
		a.v, a.ctx, a.eval, a.lazy, a.lazyAt, a.exp = nil, nil, nil, nil, nil, nil
		a.overAt, a.heurAt, a.over, a.heur, a.capt = nil, nil, nil, nil, nil
	}()

	a.root = children(v, s, a.root[:0])
	a.rootScore, a.rootDepth = a.rootScore[:0], a.rootDepth[:0]
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
	sortByKey(a.rootKeys, a.root)

	for depth := 1; depth <= a.cfg.Depth; depth++ {
		a.startIteration(depth)
		score, best := a.searchIteration(s, depth)
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
				a.rootDepth = a.rootDepth[:0]
				for range a.rootScore {
					a.rootDepth = append(a.rootDepth, depth)
				}
				rotate(a.rootScore, best)
				rotate(a.rootDepth, best)
			case exact && len(a.rootScore) == len(a.root):
				// A partial iteration: the moves it scored (the first
				// ones, the move it chose among them, the best of them)
				// get their scores at this depth; the others keep the
				// last complete iteration's. All follow the new order
				// of the root moves.
				for i, sc := range a.iterScore {
					a.rootScore[i], a.rootDepth[i] = sc, depth
				}
				rotate(a.rootScore, best)
				rotate(a.rootDepth, best)
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

// setup binds the player to v and ctx for a search begun at start.
func (a *AlphaBeta) setup(ctx context.Context, v bao.Variant, start time.Time) {
	a.v, a.ctx = v, ctx
	a.eval = a.evals.get(v, a.cfg.EvalName, a.cfg.Eval)
	a.lazy, _ = v.(bao.LazyExpander)
	a.exp, _ = v.(bao.Expander)
	a.lazyAt, _ = v.(bao.InPlaceExpander)
	a.bindLeaf(v)
	a.capt = nil
	if a.cfg.Quiesce > 0 {
		a.capt, _ = v.(bao.CaptureTester)
	}
	if a.visit == nil {
		a.visit = a.visitLeaf()
		a.visitAt = a.visitLeafAt()
	}
	a.startClock(start)
	if a.tt == nil {
		a.resize(minTable)
	}
	a.gen++
	a.newSearchOrder()
}

// searchIteration searches the root moves to depth, first within the
// aspiration window (AlphaBetaConfig.Window) around the last iteration's
// score when there is one, and returns the best score and the index of the
// best move (-1 if no move was searched completely).
func (a *AlphaBeta) searchIteration(s bao.State, depth int) (int, int) {
	w := a.cfg.Window
	if w <= 0 || a.exactRoot || depth < 3 || isWinScore(a.last.Score) {
		return a.searchRoot(s, depth, -infinity, infinity)
	}
	lo, hi := a.last.Score-w, a.last.Score+w
	score, best := a.searchRoot(s, depth, lo, hi)
	if a.stop || (score > lo && score < hi) {
		return score, best
	}
	return a.searchRoot(s, depth, -infinity, infinity)
}

// searchRoot searches the root moves to depth within the window (alpha,
// beta) and returns the best score and the index of the best move (-1 if
// no move was searched completely or none scored above alpha).
func (a *AlphaBeta) searchRoot(s bao.State, depth, alpha, beta int) (int, int) {
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
