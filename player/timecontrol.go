package player

import (
	"math"
	"time"
)

// Time control of AlphaBeta: the node budget of each iteration and the
// time budget, checked every 1024 nodes (poll). A search that runs out of
// either sets a.stop, and every node returns at once.

// startClock starts the budgets of a search begun at start.
func (a *AlphaBeta) startClock(start time.Time) {
	a.deadline = time.Time{}
	if a.cfg.Time > 0 {
		a.deadline = start.Add(a.cfg.Time)
	}
	a.nodes, a.stop, a.iter, a.budget = 0, false, 0, math.MaxInt64
}

// startIteration sets the node budget of the iteration to depth: none for
// the first, which is always completed.
func (a *AlphaBeta) startIteration(depth int) {
	a.iter = depth
	a.budget = math.MaxInt64
	if depth > 1 && a.cfg.Nodes > 0 {
		a.budget = a.cfg.Nodes
	}
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
