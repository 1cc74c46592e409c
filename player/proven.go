package player

import (
	"context"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/solve"
)

// Budgets of the exact solves that settle a proven result (settleProof):
// together (one per ply of a principal variation, and one per root move
// proven) they expand at most proofNodes positions, on a table of
// proofMemory bytes. One worker and a node budget make the outcome the
// same on every machine, whatever its load.
const (
	proofNodes  = 2 << 20
	proofMemory = 1 << 20
)

// prover finds exact distances and lines of best play with package solve,
// for the positions of one analysis (its table is kept from one to the
// next: a position and then its children are cheap). Its solver is its
// own, of proofMemory bytes, or the caller's (the exact player's, whose
// table already holds the proof).
type prover struct {
	ctx  context.Context
	v    bao.Variant
	sv   *solve.Solver
	left int64 // positions the solves may still expand
}

func newProver(ctx context.Context, v bao.Variant, sv *solve.Solver) *prover {
	if sv == nil {
		sv = solve.New(v, solve.Options{Workers: 1, Memory: proofMemory})
	}
	return &prover{ctx: ctx, v: v, sv: sv, left: proofNodes}
}

// value solves s: ok when it is proven won or lost and its best moves are
// listed (Result.Moves, the fastest wins or slowest losses).
func (p *prover) value(s bao.State) (solve.Result, bool) {
	if p.left <= 0 {
		return solve.Result{}, false
	}
	p.sv.SetMaxNodes(p.left)
	r := p.sv.Solve(p.ctx, s)
	p.left -= r.Nodes
	return r, (r.Value == solve.Win || r.Value == solve.Loss) && r.Err == nil && (len(r.Moves) > 0 || r.Plies == 0)
}

// line returns best play from s, a proven win or loss, to the end of the
// game: the winner's fastest win against the loser's slowest loss. ok is
// false when a solve did not finish within its budget.
func (p *prover) line(s bao.State) (line []bao.Move, ok bool) {
	for !p.v.Outcome(s).Over() {
		r, ok := p.value(s)
		if !ok || len(r.Moves) == 0 {
			return line, false
		}
		m := r.Moves[0].Move
		t, err := p.v.Apply(s, m)
		if err != nil {
			return line, false
		}
		line, s = append(line, m), t
	}
	return line, true
}

// distance returns the exact length of the game after move m from s,
// counting m, when package solve proves it won or lost: winIn if the side
// to move of s wins, lossIn if he loses, and the state after m.
func (p *prover) distance(s bao.State, m bao.Move) (winIn, lossIn int, after bao.State, ok bool) {
	t, err := p.v.Apply(s, m)
	if err != nil {
		return 0, 0, t, false
	}
	o := p.v.Outcome(t)
	var won bool
	var plies int
	switch {
	case o.Over() && o.Result == bao.Won:
		won, plies = o.Winner == s.Side, 1
	case o.Over():
		return 0, 0, t, false
	default:
		r, ok := p.value(t)
		if !ok {
			return 0, 0, t, false
		}
		won, plies = r.Winner == s.Side, r.Plies+1
	}
	if won {
		return plies, 0, t, true
	}
	return 0, plies, t, true
}

// settleProof makes the proven result of a, the analysis of s, exact and
// its principal variation run to the end of the game, with package solve
// (within the budgets above):
//
//   - The distance of the move chosen (WinIn or LossIn) becomes the exact
//     length of best play after it, and the PV the move followed by that
//     play to the end of the game. With exact false (the search knows only
//     a bound, as MCTS-Solver does), a distance that the solver cannot
//     settle is moved to WinWithin or LossWithin; with exact true (the
//     search's distance is exact, as alpha-beta's) it is kept, and only
//     the PV is completed where the solver can.
//   - Without exact, likewise for every root move proven won or lost
//     (Moves).
//
// Results not proven by the search are left as they are (a proven draw's
// PV too: a draw need not end). The solves' positions are counted in
// a.ProofNodes; with a deadline (not zero: the end of the player's time
// budget), they stop there, and what they did not settle is left as the
// search found it. The solves run on sv, a solver for v with one worker
// whose node limit they change (the exact player's, whose table holds
// the proof already), or, when sv is nil, on a new one of proofMemory
// bytes.
func settleProof(ctx context.Context, v bao.Variant, s bao.State, a *Analysis, exact bool, deadline time.Time, sv *solve.Solver) {
	if !deadline.IsZero() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline)
		defer cancel()
	}
	var p *prover
	get := func() *prover {
		if p == nil {
			p = newProver(ctx, v, sv)
		}
		return p
	}
	defer func() {
		if p != nil {
			a.ProofNodes += proofNodes - p.left
		}
	}()
	if exact && (a.WinIn > 0 || a.LossIn > 0) && endsGame(v, s, a.PV) {
		return // exact, and the PV already runs to the end
	}
	if a.WinIn > 0 || a.LossIn > 0 {
		win, loss, after, ok := get().distance(s, a.Move)
		var rest []bao.Move
		if ok {
			rest, ok = p.line(after)
		}
		switch {
		case ok && (win > 0) == (a.WinIn > 0):
			a.WinIn, a.LossIn = win, loss
			a.PV = append([]bao.Move{a.Move}, rest...)
		case !exact:
			a.WinWithin, a.LossWithin, a.WinIn, a.LossIn = a.WinIn, a.LossIn, 0, 0
		}
	}
	if exact {
		return // the root moves' distances are exact already
	}
	for i := range a.Moves {
		ma := &a.Moves[i]
		if ma.WinIn == 0 && ma.LossIn == 0 {
			continue
		}
		win, loss, _, ok := get().distance(s, ma.Move)
		switch {
		case ok && (win > 0) == (ma.WinIn > 0):
			ma.WinIn, ma.LossIn = win, loss
		case !exact:
			ma.WinWithin, ma.LossWithin, ma.WinIn, ma.LossIn = ma.WinIn, ma.LossIn, 0, 0
		}
	}
}

// endsGame reports whether the line pv, played from s, is legal and ends
// the game.
func endsGame(v bao.Variant, s bao.State, pv []bao.Move) bool {
	for _, m := range pv {
		t, err := v.Apply(s, m)
		if err != nil {
			return false
		}
		s = t
	}
	return v.Outcome(s).Over()
}
