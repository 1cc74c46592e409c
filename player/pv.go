package player

import (
	"cmp"
	"slices"

	"github.com/bao-games/bao"
)

// analysis describes the search that just ended in s: the root moves'
// scores and the principal variation.
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
		ma := MoveAnalysis{Move: a.root[i].Move, Score: sc, Scored: true, Depth: a.rootDepth[i]}
		ma.WinIn, ma.LossIn = winLoss(sc)
		an.Moves = append(an.Moves, ma)
		if ma.Move == l.Move {
			// The headline is the chosen move's score, at the depth it
			// was scored at (that of a partial iteration that chose it).
			an.Score, an.WinIn, an.LossIn = float64(sc), ma.WinIn, ma.LossIn
		}
	}
	sortRootMoves(an.Moves, l.Move)
	if len(an.Moves) == 0 {
		an.Moves = []MoveAnalysis{{Move: l.Move, Score: l.Score, Scored: l.Depth > 0, Depth: l.Depth}}
		an.Moves[0].WinIn, an.Moves[0].LossIn = winLoss(l.Score)
	}
	an.PV = a.pv(v, s, l.Move, max(l.Depth, 1))
	return an
}

// sortRootMoves puts the root moves of an alpha-beta analysis in their order
// (MoveAnalysis): the moves scored at the deepest depth first, best first,
// then those scored one ply shallower, best first, and so on; among equal
// depths and scores, the move chosen first, then the search's order. The
// move chosen is the best of those scored deepest (the iteration that
// chose it scored it, and chose the best it scored), so it comes first.
func sortRootMoves(moves []MoveAnalysis, chosen bao.Move) {
	slices.SortStableFunc(moves, func(x, y MoveAnalysis) int {
		switch {
		case x.Depth != y.Depth:
			return cmp.Compare(y.Depth, x.Depth)
		case x.Score != y.Score:
			return cmp.Compare(y.Score, x.Score)
		case x.Move == chosen:
			return -1
		case y.Move == chosen:
			return 1
		}
		return 0
	})
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
		e := a.entry(&t)
		if e.flag == ttEmpty || e.key != t || !bao.IsLegal(v, t, e.move) {
			break
		}
		line = append(line, e.move)
		t, err = v.Apply(t, e.move)
	}
	return line
}
