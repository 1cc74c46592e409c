package player

import "github.com/bao-games/bao"

// The search of AlphaBeta: negamax alpha-beta with a transposition table
// (ttable.go), move ordering (movepick.go) and principal variation search,
// down to the frontier (depth 1), whose children, all leaves, are scored
// once each by leaf.

const infinity = WinScore + 1

// value returns the negamax score of s, reached by a move of side, for
// side, in the window (alpha, beta) of side: for the side to move in s if
// that is side, else the window turned round and the score negated.
func (a *AlphaBeta) value(side bao.Player, s *bao.State, depth, ply, alpha, beta int) int {
	neg := 0 // -1: s is searched for the other side, and its score negated
	if s.Side != side {
		neg = -1
		alpha, beta = -beta, -alpha
	}
	a.count()
	if a.nodes > a.budget {
		a.stop = true
	}
	if a.stop {
		return 0
	}
	if depth <= 0 || ply >= maxPly {
		if a.capt != nil {
			return flip(a.quiesce(s, ply, alpha, beta, a.cfg.Quiesce), neg)
		}
		return flip(a.leaf(s, ply), neg)
	}

	alpha0 := alpha
	e := a.entry(s)
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
	if depth == 1 && a.capt == nil {
		return flip(a.frontier(s, e, ply, alpha0, alpha, beta, ttMove, hasTT), neg)
	}

	best := -infinity
	var bestMove bao.Move
	ttDone := false // the table's move, searched before the others are generated
	if hasTT && e.flag == ttLower {
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
			sc := a.value(s.Side, t, depth-1, ply+1, alpha, beta)
			if a.stop {
				return 0
			}
			best, bestMove = sc, ttMove
			alpha = max(alpha, sc)
			if alpha >= beta {
				a.cutoff(s.Side, ttMove, depth, ply)
				a.store(e, s, alpha0, beta, best, bestMove, ttMove, hasTT, depth, ply)
				return flip(best, neg)
			}
		}
	}
	kids := a.children(s, ply)
	if len(kids) == 0 {
		return flip(terminalScore(a.v.Outcome(*s), s.Side, ply), neg)
	}
	a.readAhead(kids) // while order evaluates them
	order := a.order(ply, s.Side, kids, ttMove, hasTT)
	if ttDone && len(order) > 0 && kids[order[0]].Move == ttMove {
		order = order[1:] // searched above
	}
	searched := 0 // moves searched at this node, the table's included
	if ttDone {
		searched = 1
	}
	for _, i := range order {
		c := &kids[i]
		var sc int
		if best == -infinity {
			sc = a.value(s.Side, &c.State, depth-1, ply+1, alpha, beta)
		} else {
			failedLow := false // a reduced search says the move is no better
			if r := a.reductionOf(depth, searched, ply, c.Move); r > 0 {
				sc = a.value(s.Side, &c.State, depth-1-r, ply+1, alpha, alpha+1)
				failedLow = sc <= alpha || a.stop
			}
			if !failedLow {
				sc = a.value(s.Side, &c.State, depth-1, ply+1, alpha, alpha+1)
				if sc > alpha && sc < beta && !a.stop {
					sc = a.value(s.Side, &c.State, depth-1, ply+1, alpha, beta)
				}
			}
		}
		searched++
		if a.stop {
			return 0
		}
		if sc > best {
			best, bestMove = sc, c.Move
		}
		if sc > alpha {
			alpha = sc
		}
		if alpha >= beta {
			a.cutoff(s.Side, c.Move, depth, ply)
			break
		}
	}

	a.store(e, s, alpha0, beta, best, bestMove, ttMove, hasTT, depth, ply)
	return flip(best, neg)
}

// reduction returns how many plies shallower than depth-1 the move
// searched after n others at a node of depth is searched first: 0 without
// late-move reductions (AlphaBetaConfig.Reduce), at depth below 3 and
// before the move ReduceFrom (the fourth by default); 1 from that move on,
// 2 from four moves later at depth 6 or more.
func (a *AlphaBeta) reduction(depth, n int) int {
	first := a.cfg.ReduceFrom - 1 // moves searched before the first reduced one
	if first < 0 {
		first = defaultReduceFrom - 1
	}
	switch {
	case !a.cfg.Reduce || depth < 3 || n < first:
		return 0
	case depth >= 6 && n >= first+4:
		return 2
	}
	return 1
}

// reductionOf returns the reduction of move m, searched after n others at
// a node of depth at ply: reduction's, or none for a killer move of the
// ply with KeepKillers (lmrk=on).
func (a *AlphaBeta) reductionOf(depth, n, ply int, m bao.Move) int {
	r := a.reduction(depth, n)
	if r > 0 && a.cfg.KeepKillers && a.killerKey(ply, m) != 0 {
		return 0
	}
	return r
}

// quiesce scores s, at the horizon, for its side to move, in the window
// (alpha, beta) of that side: as leaf does where the position is quiet, but
// where the side to move must capture (a.capt), by searching the captures,
// up to left plies more; the horizon's evaluation is not trusted while
// seeds are about to be taken. A capture is forced by the rules, so there
// is no standing pat: the side to move gets the best of his captures.
func (a *AlphaBeta) quiesce(s *bao.State, ply, alpha, beta, left int) int {
	if left <= 0 || ply >= maxPly || !a.capt.MustCapture(*s) {
		return a.leaf(s, ply)
	}
	kids := a.children(s, ply)
	if len(kids) == 0 {
		return terminalScore(a.v.Outcome(*s), s.Side, ply)
	}
	best := -infinity
	for i := range kids {
		a.count()
		t := &kids[i].State
		var sc int
		if t.Side == s.Side {
			sc = a.quiesce(t, ply+1, alpha, beta, left-1)
		} else {
			sc = -a.quiesce(t, ply+1, -beta, -alpha, left-1)
		}
		if a.stop {
			return 0
		}
		best = max(best, sc)
		alpha = max(alpha, sc)
		if alpha >= beta {
			break
		}
	}
	return best
}

// count counts a position searched, and polls the time and the context
// (poll) every 1024 positions.
func (a *AlphaBeta) count() {
	if a.nodes++; a.nodes&1023 == 0 {
		a.poll()
	}
}

// flip returns x, or -x when neg is -1.
func flip(x, neg int) int { return (x ^ neg) - neg }

// frontier returns the score of s, a node of depth 1 at ply, for its side
// to move, in the window (alpha, beta) (alpha0 before the table narrowed
// it), and stores it in the table entry e. Its children, all leaves, are
// scored once each (no ordering by evaluation, which would score them
// twice): the table's move first, played alone, since it may cut off at
// once; without one, in the order of Children as a variant with EachChild
// plays them, none after a cutoff.
func (a *AlphaBeta) frontier(s *bao.State, e *ttEntry, ply, alpha0, alpha, beta int, ttMove bao.Move, hasTT bool) int {
	if !hasTT && (a.lazy != nil || a.lazyAt != nil) {
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
			return terminalScore(a.v.Outcome(*s), s.Side, ply)
		}
		a.store(e, s, alpha0, beta, a.fr.best, a.fr.move, ttMove, hasTT, 1, ply)
		return a.fr.best
	}
	best := -infinity
	var bestMove bao.Move
	ttDone := false // the table's move, scored before the others are generated
	if hasTT {
		t := &a.ttKids[ply]
		var err error
		if *t, err = a.v.Apply(*s, ttMove); err == nil {
			ttDone = true
			sc := a.frontierLeaf(s.Side, t, ply)
			if a.stop {
				return 0
			}
			best, bestMove = sc, ttMove
			alpha = max(alpha, sc)
			if alpha >= beta {
				a.store(e, s, alpha0, beta, best, bestMove, ttMove, hasTT, 1, ply)
				return best
			}
		}
	}
	kids := a.children(s, ply)
	if len(kids) == 0 {
		return terminalScore(a.v.Outcome(*s), s.Side, ply)
	}
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
	a.store(e, s, alpha0, beta, best, bestMove, ttMove, hasTT, 1, ply)
	return best
}

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
	a.count()
	sc := a.leaf(t, ply+1)
	if t.Side != side {
		sc = -sc
	}
	return sc
}

// frontierNode is the state of a frontier node (depth 1) whose children
// visitLeaf and visitLeafAt score as EachChild and EachChildInto hand them
// out.
type frontierNode struct {
	side        bao.Player
	ply         int
	alpha, beta int
	best        int
	move        bao.Move
	n           int // children seen
}

// visitLeaf returns the function that scores one child of the frontier
// node a.fr, as EachChild hands it out, and reports whether to go on (no
// cutoff yet): a closure, not the method value a.visit would be, which
// would copy each child once more on its way through a wrapper. It scores
// the child with leafCopy, which keeps it on the stack.
func (a *AlphaBeta) visitLeaf() func(bao.Child) bool {
	return func(c bao.Child) bool {
		a.fr.n++
		a.count()
		return a.takeFrontier(a.leafCopy(&c.State, a.fr.ply+1), c.State.Side, c.Move)
	}
}

// visitLeafAt is visitLeaf for EachChildInto, which writes each child
// into a.kid.
func (a *AlphaBeta) visitLeafAt() func(bao.Move) bool {
	return func(m bao.Move) bool {
		a.fr.n++
		a.count()
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
