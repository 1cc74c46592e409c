package player

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/spec"
	"github.com/bao-games/bao/solve"
)

// ExactConfig configures an Exact player; its spec is
// solve(time=D,nodes=N,mem=SIZE,fallback=SPEC).
type ExactConfig struct {
	// Time is the budget of a whole move. The solve may spend half of
	// it; when it proves nothing in that time the default fallback
	// searches for the rest. 0: no time budget (Nodes must be set).
	Time time.Duration
	// Nodes, if positive, bounds the positions the solve expands per
	// move (solve.Solver.SetMaxNodes): with it, and no time budget, the
	// player makes the same moves at every run.
	Nodes int64
	// Memory is the size in bytes of the solver's table, kept from move
	// to move of a game (DefaultExactMemory if 0).
	Memory int64
	// ProofNumbers (spec pn=on): when the solve does not finish within
	// its budget, ask df-pn (solve.Solver.ProveWin) whether the side to
	// move wins within ProofPlies plies, and if so play its move
	// (Analysis.WinWithin: a proven win, not the fastest) rather than the
	// fallback's. The solve and df-pn then have a quarter of Time each
	// (the fallback still half), or Nodes each.
	ProofNumbers bool
	// Fallback is the spec of the player whose move is played when the
	// solve does not finish within its budget. "" means the variant's
	// best searching player: alphabeta(time=T) with T the half of Time
	// left to it, or plain alphabeta without a time budget.
	Fallback string
}

// ProofPlies is the bound of the df-pn proof of ExactConfig.ProofNumbers:
// a win proven within it is played.
const ProofPlies = 254

// DefaultExactMemory is the default table size of an Exact player.
const DefaultExactMemory = 64 << 20

// Exact is the exact player: it solves the position (package solve)
// within its budget and, when the solve finishes, plays a move that keeps
// the proven value: one of the fastest wins, of the slowest losses, or a
// move that keeps a proven draw (chosen among equals by its seeded
// generator). The solver's table is kept from one move to the next, so
// that a game, once solved, is solved again at once at every move. When
// the budget runs out before a proof, it plays the fallback player's move
// (ExactConfig.Fallback); Analyse says which happened (Analysis.Fallback).
//
// Where the game is solvable in the budget (Bao Kingulu, Bao la
// Kujifunza) it never gives away a proven value; elsewhere it plays as its
// fallback until the end of the game comes within reach of the solve.
type Exact struct {
	cfg      ExactConfig
	seed     uint64
	rng      *rand.Rand
	fallback Player
	variant  string // the variant the solver is for
	sv       *solve.Solver
}

// NewExact returns an exact player seeded with seed. It returns an error
// if the configuration has neither a time nor a node budget (a solve
// without one may never end), or if its fallback spec is not a valid
// player or is solve or best (which would solve again).
func NewExact(c ExactConfig, seed uint64) (*Exact, error) {
	switch {
	case c.Time <= 0 && c.Nodes <= 0:
		return nil, errors.New("player: solve needs a budget: time or nodes")
	case c.Time < 0 || c.Nodes < 0 || c.Memory < 0:
		return nil, errors.New("player: solve: negative budget")
	}
	spec := c.Fallback
	if spec == "" {
		spec = defaultFallback(c.Time)
	}
	fb, err := New(spec, seed)
	if err != nil {
		return nil, fmt.Errorf("player: solve: fallback: %w", err)
	}
	switch fb.(type) {
	case *Exact, *Best:
		return nil, fmt.Errorf("player: solve: the fallback must be a searching player, not %s", fb.Name())
	}
	return &Exact{cfg: c, seed: seed, rng: rand.New(rand.NewPCG(seed, pcgStream)), fallback: fb}, nil
}

// defaultFallback is the spec of the default fallback for a move budget
// of d: the best searching player at the half of d the solve leaves.
func defaultFallback(d time.Duration) string {
	if d <= 0 {
		return "alphabeta"
	}
	return fmt.Sprintf("alphabeta(time=%v)", d-d/2)
}

// The exact player and best are registered at init: their constructors
// make other players through New, which reads builtins.
func init() {
	builtins["solve"] = parseExact
	builtins["best"] = parseBest
}

func parseExact(params map[string]string, seed uint64) (Player, error) {
	var c ExactConfig
	r := paramReader{name: "solve", params: params}
	r.duration("time", &c.Time)
	nodes := 0
	r.int("nodes", &nodes, 0, 1<<40)
	c.Nodes = int64(nodes)
	r.bytes("mem", &c.Memory, 1<<20, 1<<34)
	if v, ok := r.lookup("fallback"); ok {
		c.Fallback = v
	}
	pn := "off"
	r.choice("pn", &pn, "on", "off")
	c.ProofNumbers = pn == "on"
	if err := r.done(); err != nil {
		return nil, err
	}
	return NewExact(c, seed)
}

// Name returns the player's canonical spec: its budget, its table's size
// when not the default, and its fallback's canonical spec, the default one
// too, such as "solve(time=1s,fallback=alphabeta(time=500ms))".
func (e *Exact) Name() string {
	b := specBuilder{name: "solve"}
	b.add("time", e.cfg.Time, time.Duration(0))
	b.add("nodes", e.cfg.Nodes, int64(0))
	if e.cfg.Memory != 0 && e.cfg.Memory != DefaultExactMemory {
		b.parts = append(b.parts, spec.Param{Key: "mem", Value: formatBytes(e.cfg.Memory)})
	}
	if e.cfg.ProofNumbers {
		b.parts = append(b.parts, spec.Param{Key: "pn", Value: "on"})
	}
	b.parts = append(b.parts, spec.Param{Key: "fallback", Value: e.fallback.Name()})
	return b.String()
}

// Within reports whether the player stays within l: its time (the whole
// move's), its node budget when it has no time budget, its table's
// memory, and its fallback's own limits.
func (e *Exact) Within(l Limits) error {
	c := e.cfg
	mem := c.Memory
	if mem == 0 {
		mem = DefaultExactMemory
	}
	switch {
	case l.Time > 0 && c.Time > l.Time:
		return fmt.Errorf("time %v is more than the %v allowed", c.Time, l.Time)
	case c.Time == 0 && l.Nodes > 0 && c.Nodes > l.Nodes:
		return fmt.Errorf("nodes %d is more than the %d allowed", c.Nodes, l.Nodes)
	case l.Memory > 0 && mem > l.Memory:
		return fmt.Errorf("mem %d bytes is more than the %d allowed", mem, l.Memory)
	}
	q, ok := e.fallback.(Limited)
	if !ok {
		return fmt.Errorf("fallback %s has no limits known", e.fallback.Name())
	}
	if err := q.Within(l); err != nil {
		return fmt.Errorf("fallback: %w", err)
	}
	return nil
}

// Choose returns a move that keeps the proven value of s, or the
// fallback's move when the solve does not finish within its budget.
func (e *Exact) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	a, err := e.analyse(ctx, v, s, false)
	return a.Move, err
}

// Analyse solves s within the budget and returns the analysis: when the
// solve finished, the value (WinIn, LossIn or Draw), Depth the length of
// the game under best play and Moves the moves that keep the value; when
// it did not, the fallback's analysis (or its bare move, for a fallback
// that is no Analyser) with Fallback set to the fallback's spec.
//
// A proven win or loss has its PV run to the end of the game along best
// play (the winner's fastest win, the loser's slowest loss: WinIn or
// LossIn plies), found by solving each of its positions with the player's
// solver (settleProof, as alpha-beta's proven results; its positions are
// counted in ProofNodes, within the time budget, and where it does not
// finish the PV is the move alone). Moves lists the moves that keep the
// proven value, each with it, the move chosen first: the solve proves no
// other move's value, only that it is worse. A proven draw's PV is the
// move alone.
func (e *Exact) Analyse(ctx context.Context, v bao.Variant, s bao.State) (Analysis, error) {
	return e.analyse(ctx, v, s, true)
}

// analyse is Analyse, and Choose without settle: the PV, which Choose
// does not need, is not looked for (nor put in the solver's table).
func (e *Exact) analyse(ctx context.Context, v bao.Variant, s bao.State, settle bool) (Analysis, error) {
	start := time.Now()
	if len(v.Legal(s, nil)) == 0 {
		return Analysis{}, fmt.Errorf("player: %s: no legal move in this position", e.Name())
	}
	if err := ctx.Err(); err != nil {
		return Analysis{}, err
	}
	if e.sv == nil || e.variant != v.Name() {
		mem := e.cfg.Memory
		if mem == 0 {
			mem = DefaultExactMemory
		}
		e.sv = solve.New(v, solve.Options{Memory: mem, Workers: 1})
		e.variant = v.Name()
	}
	e.sv.SetMaxNodes(e.cfg.Nodes) // settleProof changes it
	// The solve has half the move's time, and half of what is left to
	// ctx's deadline, so that the fallback always has time to move.
	budget := e.cfg.Time / 2
	if dl, ok := ctx.Deadline(); ok {
		if left := time.Until(dl) / 2; budget <= 0 || left < budget {
			budget = max(left, 1)
		}
	}
	if e.cfg.ProofNumbers {
		budget /= 2 // the other half for df-pn
	}
	sctx := ctx
	if budget > 0 {
		var cancel context.CancelFunc
		sctx, cancel = context.WithTimeout(ctx, budget)
		defer cancel()
	}
	r := e.sv.Solve(sctx, s)
	if a, ok := e.proven(&r); ok {
		if settle {
			// The PV to the end of the game, as alpha-beta's: the
			// solver's table holds the proof, so each ply's solve is
			// mostly lookups.
			settleProof(ctx, v, s, &a, true, budgetEnd(start, e.cfg.Time), e.sv)
		}
		a.Elapsed = time.Since(start)
		return a, nil
	}
	if err := ctx.Err(); err != nil {
		return Analysis{}, err
	}
	if e.cfg.ProofNumbers {
		pctx := ctx
		if budget > 0 {
			var cancel context.CancelFunc
			pctx, cancel = context.WithTimeout(ctx, budget)
			defer cancel()
		}
		if m, within, ok := e.sv.ProveWin(pctx, s, ProofPlies); ok {
			a := Analysis{Player: e.Name(), Move: m, WinWithin: within, Score: float64(WinScore - within), PV: []bao.Move{m},
				Moves: []MoveAnalysis{{Move: m, Scored: true, WinWithin: within, Score: WinScore - within}}}
			a.Elapsed = time.Since(start)
			return a, nil
		}
		if err := ctx.Err(); err != nil {
			return Analysis{}, err
		}
	}
	var a Analysis
	if an, ok := e.fallback.(Analyser); ok {
		var err error
		if a, err = an.Analyse(ctx, v, s); err != nil {
			return Analysis{}, err
		}
	} else {
		m, err := e.fallback.Choose(ctx, v, s)
		if err != nil {
			return Analysis{}, err
		}
		a = Analysis{Move: m, PV: []bao.Move{m}}
	}
	a.Player, a.Fallback = e.Name(), e.fallback.Name()
	a.Elapsed = time.Since(start)
	return a, nil
}

// proven returns the analysis of a finished solve, choosing among the
// value-keeping moves; ok is false when r proves nothing or lists no
// move (a solve stopped while listing them).
func (e *Exact) proven(r *solve.Result) (Analysis, bool) {
	if r.Value == solve.Unknown || len(r.Moves) == 0 {
		return Analysis{}, false
	}
	m := r.Moves[0].Move
	if len(r.Moves) > 1 {
		m = r.Moves[e.rng.IntN(len(r.Moves))].Move
	}
	a := Analysis{Player: e.Name(), Move: m, Depth: r.Plies, Nodes: r.Nodes, PV: []bao.Move{m}}
	for _, mv := range r.Moves {
		ma := MoveAnalysis{Move: mv.Move, Scored: true}
		switch mv.Value {
		case solve.Win:
			ma.WinIn, ma.Score = mv.Plies, WinScore-mv.Plies
		case solve.Loss:
			ma.LossIn, ma.Score = mv.Plies, -(WinScore - mv.Plies)
		case solve.Draw:
			ma.Draw = true
		}
		if mv.Move == m {
			a.Moves = append([]MoveAnalysis{ma}, a.Moves...)
		} else {
			a.Moves = append(a.Moves, ma)
		}
	}
	switch r.Value {
	case solve.Win:
		a.WinIn, a.Score = r.Plies, float64(WinScore-r.Plies)
	case solve.Loss:
		a.LossIn, a.Score = r.Plies, -float64(WinScore-r.Plies)
	case solve.Draw:
		a.Draw = true
	}
	return a, true
}
