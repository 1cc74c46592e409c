package player

import (
	"math"

	"github.com/bao-games/bao"
)

// How MCTS scores a new leaf: a random playout, cut off by the ply cap
// and then scored by the evaluation, or the evaluation alone.

// leaf scores a node visited for the first time, by a playout or the
// evaluation, and reports whether it turned out to be a finished game
// (which it then marks proven).
func (m *MCTS) leaf(idx int32) (float64, bool) {
	s := m.node(idx).state
	if m.cfg.LeafEval {
		if o := m.v.Outcome(s); o.Over() {
			m.setTerminal(idx, o)
			return proofReward(m.node(idx).proof), true
		}
		return m.evalReward(&s), false
	}
	t, n := bao.Playout(m.v, s, m.rng, m.cfg.PlayoutPlies)
	if n > 0 && n == m.cfg.PlayoutPlies && m.over != nil && !m.over.Over(t) {
		// Cut off by the cap with the game going on: the outcome, which
		// counts the score, is not needed.
		return m.evalReward(&t), false
	}
	o := m.v.Outcome(t)
	if n == 0 && o.Over() {
		m.setTerminal(idx, o)
		return proofReward(m.node(idx).proof), true
	}
	if o.Over() {
		return proofReward(proofOf(o)), false
	}
	return m.evalReward(&t), false
}

// evalReward maps the evaluation of s to a reward in (-1, 1) for South.
func (m *MCTS) evalReward(s *bao.State) float64 {
	return math.Tanh(float64(clampEval(m.eval(*s, bao.South))) / EvalScale)
}
