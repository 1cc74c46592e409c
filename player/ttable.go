package player

import (
	"math/bits"

	"github.com/bao-games/bao"
)

// The transposition table of AlphaBeta: a fixed-size table indexed by
// hashState, each entry keeping its whole position for verification
// (sameState), kept from move to move and grown after searches that
// visited more positions than it holds.

// ttEntry is one entry of the transposition table, 64 bytes: the table's
// backing array is 64-byte aligned, so a probe reads one cache line.
type ttEntry struct {
	key   bao.State
	move  bao.Move
	score int32
	depth int8
	flag  uint8 // ttEmpty, ttExact, ttLower, ttUpper
	gen   uint8
}

const (
	ttEmpty = iota
	ttExact
	ttLower
	ttUpper
)

// minTable is the size a transposition table starts with.
const minTable = 1024

// resize makes the transposition table n entries long, rounded up to a
// power of two and at most the configured size, keeping what it holds. The
// table starts small and grows after searches that visit more nodes than
// it has entries, so that players of short searches stay cheap to make.
func (a *AlphaBeta) resize(n int) {
	n = 1 << bits.Len(uint(max(n, minTable)-1))
	limit := 1 << bits.Len(uint(max(a.cfg.TableSize, minTable)-1))
	n = min(n, limit)
	if n <= len(a.tt) {
		return
	}
	old := a.tt
	a.tt = make([]ttEntry, n)
	a.mask = uint64(n - 1)
	for i := range old {
		if e := &old[i]; e.flag != ttEmpty {
			a.tt[hashState(&e.key)&a.mask] = *e
		}
	}
}

// entry returns the table entry of s: the one place s may be stored.
func (a *AlphaBeta) entry(s *bao.State) *ttEntry { return &a.tt[hashState(s)&a.mask] }

// readAhead reads the table entries of kids, one after the other with
// nothing waiting on them, so that their cache misses overlap: the search
// then finds each entry in the cache when it comes to the child, instead
// of stalling on one miss after another (BenchmarkSearchBest: 6-7% more
// nodes per CPU-second). It changes nothing else.
func (a *AlphaBeta) readAhead(kids []bao.Child) {
	var sum uint8
	for i := range kids {
		sum += a.entry(&kids[i].State).flag
	}
	a.readSum += sum
}

// store records the result best (with its move) of the search of s to
// depth in the table entry e, as a bound of the window (alpha0, beta) the
// node was searched with.
func (a *AlphaBeta) store(e *ttEntry, s *bao.State, alpha0, beta, best int, bestMove, ttMove bao.Move, hasTT bool, depth, ply int) {
	flag := uint8(ttExact)
	switch {
	case best <= alpha0:
		flag = ttUpper
	case best >= beta:
		flag = ttLower
	}
	if !a.noTT && (e.flag == ttEmpty || e.gen != a.gen || depth >= int(e.depth) || sameState(&e.key, s)) {
		if flag == ttUpper && hasTT {
			bestMove = ttMove // a fail-low says nothing about the best move
		}
		// Field by field: a composite literal is built aside and copied.
		e.key, e.move, e.score = *s, bestMove, int32(toTT(best, ply))
		e.depth, e.flag, e.gen = int8(depth), flag, a.gen
	}
}

// toTT and fromTT convert win scores between "plies from the root" and
// "plies from this node", so table entries are valid at any ply.
func toTT(sc, ply int) int {
	switch {
	case sc >= WinScore-maxPly-1:
		return sc + ply
	case sc <= -(WinScore - maxPly - 1):
		return sc - ply
	}
	return sc
}

func fromTT(sc, ply int) int {
	switch {
	case sc >= WinScore-maxPly-1:
		return sc - ply
	case sc <= -(WinScore - maxPly - 1):
		return sc + ply
	}
	return sc
}
