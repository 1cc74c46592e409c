package player

import (
	"math"

	"github.com/bao-games/bao"
)

// The solver of MCTS (MCTS-Solver): proofs of won, lost and drawn
// positions, backed up the tree.

// Proof values of a node, from South's point of view.
const (
	unproven uint8 = iota
	southWins
	northWins
	provenDraw
)

func (m *MCTS) setTerminal(idx int32, o bao.Outcome) {
	nd := m.node(idx)
	nd.proof, nd.plies = proofOf(o), 0
}

func proofOf(o bao.Outcome) uint8 {
	switch {
	case o.Result == bao.Won && o.Winner == bao.South:
		return southWins
	case o.Result == bao.Won:
		return northWins
	}
	return provenDraw
}

func proofReward(p uint8) float64 {
	switch p {
	case southWins:
		return 1
	case northWins:
		return -1
	}
	return 0
}

// winsFor returns the proof value of a win for p.
func winsFor(p bao.Player) uint8 { return southWins + uint8(p) }

// prove tries to prove node idx from its children; it reports whether it
// did.
func (m *MCTS) prove(idx int32) bool {
	nd := m.node(idx)
	if nd.proof != unproven || nd.first < 0 {
		return nd.proof != unproven
	}
	side := nd.state.Side
	win, loss := winsFor(side), winsFor(side.Other())
	bestWin, maxLoss, minDraw := -1, -1, -1
	all := true
	for i := nd.first; i < nd.first+int32(nd.nkids); i++ {
		c := m.node(i)
		p := int(c.plies)
		switch c.proof {
		case win:
			if bestWin < 0 || p < bestWin {
				bestWin = p
			}
		case loss:
			maxLoss = max(maxLoss, p)
		case provenDraw:
			if minDraw < 0 || p < minDraw {
				minDraw = p
			}
		default:
			all = false
		}
	}
	switch {
	case bestWin >= 0:
		nd.proof, nd.plies = win, uint16(min(bestWin+1, math.MaxUint16))
	case !all:
		return false
	case minDraw >= 0:
		nd.proof, nd.plies = provenDraw, uint16(min(minDraw+1, math.MaxUint16))
	default:
		nd.proof, nd.plies = loss, uint16(min(maxLoss+1, math.MaxUint16))
	}
	return true
}
