package player

import (
	"context"
	"fmt"
	"time"

	"github.com/bao-games/bao"
)

// Analysis describes one search: the move chosen and why. The searching
// players (AlphaBeta, MCTS) fill it; see Analyser.
type Analysis struct {
	// Player is the canonical spec of the player that searched.
	Player string
	// Move is the move chosen, the one Choose returns.
	Move bao.Move
	// Score is the value of the position for the side to move, in the
	// player's own units: for AlphaBeta the search score (the evaluation's
	// hundredths of a seed, or ±(WinScore-n) for a game proven won or lost
	// in n plies); for MCTS the mean value of the chosen move, in [-1, 1].
	Score float64
	// HasScore says that Score was given by a player that counts no Nodes
	// (an outside engine whose info line has a score but no nodes): a
	// report shows the score of a search that counted nodes, or proved a
	// result, or has HasScore.
	HasScore bool
	// WinIn and LossIn, when positive, say that the search proved the
	// position won or lost for the side to move in that many plies (the
	// winner playing for the fastest win, the loser for the slowest loss).
	// They are exact: alpha-beta's and the exact player's are the
	// position's; MCTS's, settled by package solve in Analyse, are those
	// of best play after Move (a win that MCTS-Solver proved first may be
	// slower than the fastest), and PV then runs to the end of the game
	// (for every player, where the settling finishes within its budget).
	WinIn, LossIn int
	// WinWithin and LossWithin, when positive, say that the search proved
	// the position won or lost within that many plies, but not the exact
	// distance (MCTS-Solver's proofs give a bound; Analyse makes them
	// exact with package solve where a small budget allows, and then fills
	// WinIn or LossIn instead).
	WinWithin, LossWithin int
	// Draw reports a proven draw (MCTS).
	Draw bool
	// Depth is the deepest iteration completed (AlphaBeta) or the deepest
	// ply of the tree (MCTS).
	Depth int
	// Nodes counts positions searched (AlphaBeta) or iterations (MCTS).
	Nodes int64
	// Elapsed is the wall-clock time of the search.
	Elapsed time.Duration
	// PV is the principal variation: the line of best play the search
	// expects, starting with Move.
	PV []bao.Move
	// Moves lists the root moves the search scored; Score is the chosen
	// move's. AlphaBeta's (and best's) come in one order, which puts the
	// move chosen first: the moves scored at the deepest depth first, best
	// first, then those scored one ply shallower, best first, and so on
	// (MoveAnalysis.Depth, then Score, descending; among equals the move
	// chosen, then the search's order). Without a budget that stops an
	// iteration part way every move has the same depth, so the order is
	// best first. MCTS's come proven wins first (fastest first), then
	// by visits, most first, then proven losses (mctsRank). The exact
	// player's, when proven, are the moves that keep the proven value,
	// the move chosen first (its solve proves no other move's value).
	Moves []MoveAnalysis
	// ProofNodes counts the positions package solve expanded to make a
	// proven result exact and its PV run to the end of the game
	// (settleProof), beside Nodes; that work is inside the player's time
	// budget.
	ProofNodes int64
	// Fallback is set by the exact player (solve) when its solve did
	// not finish within its budget: the spec of the player whose move
	// (and analysis) it gives instead. "" when the move keeps a proven
	// value.
	Fallback string
}

// MoveAnalysis is what a search found about one root move.
type MoveAnalysis struct {
	Move bao.Move
	// Score is the AlphaBeta score of the move for the side to move
	// (meaningful when Scored), from a search of Depth plies (the move
	// counts as one): AlphaBeta's root moves are scored by its last
	// complete iteration (Analysis.Depth), which is 1 when a forced
	// result was found there, but those that a later iteration, stopped
	// part way by the budget, scored before it stopped: they have its
	// score and its depth, one more than Analysis.Depth, and the move
	// chosen is the best of them (see Analysis.Moves for the order).
	Score  int
	Scored bool
	Depth  int
	// Visits and Value are MCTS's visit count and mean value in [-1, 1]
	// for the side to move.
	Visits int64
	Value  float64
	// WinIn, LossIn: the move is proven to win or lose in that many plies
	// from the root (the move itself counts as one).
	WinIn, LossIn int
	// WinWithin, LossWithin: the move is proven to win or lose within
	// that many plies, the exact distance not known (MCTS).
	WinWithin, LossWithin int
	// Draw: the move is proven to draw (MCTS).
	Draw bool
}

// Analyser is implemented by the players that can say why they choose a
// move: AlphaBeta and MCTS. Analyse searches s as Choose does, under the
// same budgets, and returns the analysis; Analysis.Move is the move to
// play. MCTS's Analyse is exactly its Choose. AlphaBeta's Analyse also
// scores every root move exactly (a full window for each) at the depth
// each move gives (MoveAnalysis.Depth), which costs nodes, so under a
// node or time budget it can reach a shallower depth than Choose. Its
// errors are those of Choose.
type Analyser interface {
	Player
	Analyse(ctx context.Context, v bao.Variant, s bao.State) (Analysis, error)
}

var (
	_ Analyser = (*AlphaBeta)(nil)
	_ Analyser = (*MCTS)(nil)
)

// Analyse asks p for its move in s under v and returns its analysis: its
// Analyse when p is an Analyser, else an Analysis of the move Choose
// returns (only Player and Move set). It returns p's error, or an error
// naming p when the move is not legal in s, so that the Analysis can be
// shown (NewReport) as it is.
func Analyse(ctx context.Context, p Player, v bao.Variant, s bao.State) (Analysis, error) {
	var a Analysis
	if an, ok := p.(Analyser); ok {
		var err error
		if a, err = an.Analyse(ctx, v, s); err != nil {
			return Analysis{}, err
		}
	} else {
		m, err := p.Choose(ctx, v, s)
		if err != nil {
			return Analysis{}, err
		}
		a = Analysis{Player: p.Name(), Move: m}
	}
	if !bao.IsLegal(v, s, a.Move) {
		return Analysis{}, fmt.Errorf("player %s chose an illegal move %v", p.Name(), a.Move)
	}
	return a, nil
}
