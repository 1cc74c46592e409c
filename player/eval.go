package player

import "github.com/bao-games/bao"

// Eval scores a position that is not over for player p: higher is better
// for p. A zero-sum evaluation (the score for one player is minus the score
// for the other) suits the searching players best. Values must stay within
// ±MaxEval; larger values are clamped.
type Eval func(v bao.Variant, s bao.State, p bao.Player) int

// MaxEval bounds the values of an Eval. Scores of finished games lie
// beyond it, so a won position always outranks any evaluation.
const MaxEval = 1 << 20

// WinScore is the search score of a game won at the root; a win in n plies
// scores WinScore-n, so faster wins are preferred and slower losses.
const WinScore = 1 << 24

// maxPly bounds the search depth (and the ply distance of win scores).
const maxPly = 64

// Material is the default evaluation: the seeds on p's side of the board
// (his pits, on all his rows, as the variant's Geometry lays them out) plus
// his store or bank, minus the same for his opponent. In the four-row games
// the seed total is fixed, so this measures how much of the board p
// controls; in Bao Kingulu it counts banked seeds too.
func Material(v bao.Variant, s bao.State, p bao.Player) int {
	return seedsOf(v.Geometry(), &s, p) - seedsOf(v.Geometry(), &s, p.Other())
}

// seedsOf counts the seeds of p's pits and store under geometry g.
func seedsOf(g bao.Geometry, s *bao.State, p bao.Player) int {
	n := int(s.Store[p])
	base := int(p) * 16
	// Front row: slots 0..Cols-1; back row (when there is one): slots
	// 16-Cols..15 of the player's ring.
	for i := range g.Cols {
		n += int(s.Pits[base+i])
	}
	if g.Rows > 1 {
		for i := 16 - g.Cols; i < 16; i++ {
			n += int(s.Pits[base+i])
		}
	}
	return n
}

// clampEval keeps an evaluation within ±MaxEval.
func clampEval(x int) int {
	return min(max(x, -MaxEval), MaxEval)
}

// terminalScore scores a finished game for player p, ply plies below the
// root of a search: a win WinScore-ply, a loss -(WinScore-ply), a draw 0.
func terminalScore(o bao.Outcome, p bao.Player, ply int) int {
	switch {
	case o.Result != bao.Won:
		return 0
	case o.Winner == p:
		return WinScore - ply
	default:
		return -(WinScore - ply)
	}
}

// isWinScore reports whether a search score announces a won or lost game.
func isWinScore(x int) bool { return x >= WinScore-maxPly-1 || x <= -(WinScore-maxPly-1) }

// hashState is a fixed (seedless) hash of a position. A fixed function,
// unlike hash/maphash whose seeds are random per process, keeps the
// transposition table, and so every budgeted search, reproducible from run
// to run.
func hashState(s *bao.State) uint64 {
	h := uint64(0x9e3779b97f4a7c15)
	for i := 0; i < bao.MaxPits; i += 8 {
		w := uint64(s.Pits[i]) | uint64(s.Pits[i+1])<<8 | uint64(s.Pits[i+2])<<16 | uint64(s.Pits[i+3])<<24 |
			uint64(s.Pits[i+4])<<32 | uint64(s.Pits[i+5])<<40 | uint64(s.Pits[i+6])<<48 | uint64(s.Pits[i+7])<<56
		h = mix64(h ^ w)
	}
	var house uint64
	if s.House[0] {
		house |= 1
	}
	if s.House[1] {
		house |= 2
	}
	h = mix64(h ^ (uint64(s.Store[0]) | uint64(s.Store[1])<<8 | uint64(s.Side)<<16 | house<<24 | uint64(s.Restricted)<<32))
	return mix64(h ^ (uint64(s.Reserved[0]) | uint64(s.Reserved[1])<<32))
}

// mix64 is the finaliser of splitmix64.
func mix64(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// moveIndex numbers a move for history tables: 0..(bao.MaxPits+1)*6-1.
func moveIndex(m bao.Move) int {
	i := int(m.Pit)*6 + (int(m.Dir)+1)*2
	if m.Safari {
		i++
	}
	if i < 0 || i >= historySize {
		return 0
	}
	return i
}

const historySize = (bao.MaxPits + 1) * 6
