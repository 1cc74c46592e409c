package player

import "github.com/bao-games/bao"

// leaf scores s, at the search horizon, for its side to move: by its
// outcome if the game is over, else by evaluate. It is the one way the
// search scores a leaf (leafCopy is its fast twin for EachChild's
// children). It reads s in place where the variant has the methods that
// take a position by pointer (overAt, heurAt), else through those that
// take it by value.
func (a *AlphaBeta) leaf(s *bao.State, ply int) int {
	var over bool
	switch {
	case a.overAt != nil:
		over = a.overAt.OverAt(s)
	case a.over != nil:
		over = a.over.Over(*s)
	default:
		over = a.v.Outcome(*s).Over()
	}
	if over {
		return terminalScore(a.v.Outcome(*s), s.Side, ply)
	}
	return a.evaluate(s, s.Side) + a.tempo(s)
}

// tempo (trial) is the leaf's bonus for the side to move.
func (a *AlphaBeta) tempo(s *bao.State) int {
	if s.Store[0]|s.Store[1] == 0 {
		return a.cfg.TempoMtaji
	}
	return a.cfg.TempoNamua
}

// leafCopy is leaf through the variant's methods that take the position
// by value alone: the fast path of visitLeaf, which scores the child that
// EachChild hands out on its stack, where a pointer passed on to a method
// through an interface would escape, and the child with it (to the heap,
// once a leaf). TestLeafCopy compares it with leaf.
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
	case a.heur != nil:
		return clampEval(a.heur.Heuristic(*s, s.Side)) + a.tempo(s)
	}
	return clampEval(a.eval(*s, s.Side)) + a.tempo(s)
}

// evaluate is the evaluation of s for p, clamped to ±MaxEval: the
// variant's Heuristic when it is the evaluation (by pointer where the
// variant has HeuristicAt), else the player's evaluation.
func (a *AlphaBeta) evaluate(s *bao.State, p bao.Player) int {
	switch {
	case a.heurAt != nil:
		return clampEval(a.heurAt.HeuristicAt(s, p))
	case a.heur != nil:
		return clampEval(a.heur.Heuristic(*s, p))
	}
	return clampEval(a.eval(*s, p))
}

// bindLeaf binds the search to the methods of v that leaf and evaluate
// call. The variant's Heuristic is the evaluation when the player's is
// the default one.
func (a *AlphaBeta) bindLeaf(v bao.Variant) {
	a.heur, a.heurAt = nil, nil
	if h, ok := v.(bao.Heuristic); ok && a.cfg.Eval == nil && a.cfg.EvalName == DefaultEval {
		a.heur = h
		a.heurAt, _ = v.(bao.InPlaceHeuristic)
	}
	a.over, _ = v.(bao.OverTester)
	a.overAt, _ = v.(bao.InPlaceOverTester)
}
