package player

import (
	"time"

	"github.com/bao-games/bao"
)

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
