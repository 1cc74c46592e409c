package player

import "math"

// Selection in MCTS: the child to descend to (UCT) and the child to
// play.

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
