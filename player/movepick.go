package player

import (
	"math/bits"

	"github.com/bao-games/bao"
)

// Move ordering of AlphaBeta: the table's move first, then the killer
// moves of the ply, then by the evaluation of the position each move leads
// to (which puts captures first, biggest first, in the sowing games) with
// the history heuristic breaking ties; equal keys keep the order of the
// children.

// Ordering keys: the table's move, then the two killers of the ply, above
// every static key (|eval| <= 2^20, shifted by 24, plus history < 2^21).
const (
	keyTT      = 1 << 52
	keyKiller0 = 1 << 51
	keyKiller1 = 1 << 50
)

// order returns the search order of the children of a node at ply whose
// side to move is side, as their indices in kids: the table move, the
// killers, then by static key and history; the children themselves are
// not moved. A lone child after the table move and the killers is not
// evaluated: it comes last whatever its key.
func (a *AlphaBeta) order(ply int, side bao.Player, kids []bao.Child, ttMove bao.Move, hasTT bool) []int {
	n := len(kids)
	if cap(a.orderKeys[ply]) < n {
		a.orderKeys[ply], a.orderIdx[ply] = make([]int64, n, 2*n), make([]int, n, 2*n)
	}
	keys, idx := a.orderKeys[ply][:n], a.orderIdx[ply][:n]
	rest := 0 // children ordered by static key and history
	for i := range kids {
		m := kids[i].Move
		key := int64(keyTT)
		if !hasTT || m != ttMove {
			if key = a.killerKey(ply, m); key == 0 {
				rest++ // key 0 for now
			}
		}
		keys[i], idx[i] = key, i
	}
	if rest > 1 {
		for i, key := range keys {
			if key == 0 {
				keys[i] = a.staticKey(&kids[i].State, side) + int64(a.history[side][moveIndex(kids[i].Move)])
			}
		}
	}
	sortByKey(keys, idx)
	return idx
}

// killerKey returns the order key of m as a killer move of ply:
// keyKiller0 or keyKiller1, or 0 if it is neither.
func (a *AlphaBeta) killerKey(ply int, m bao.Move) int64 {
	k, hk := &a.killers[ply], &a.hasKiller[ply]
	switch {
	case hk[0] && m == k[0]:
		return keyKiller0
	case hk[1] && m == k[1]:
		return keyKiller1
	}
	return 0
}

// sortByKey sorts keys, descending, stably, and vals with them
// (insertion sort: the lists are short): the indices of a node's children
// (order) and the root's children themselves (run). TestSortByKey compares
// it with slices.SortStableFunc.
func sortByKey[T any](keys []int64, vals []T) {
	vals = vals[:len(keys)]
	for i := 1; i < len(keys); i++ {
		x, xv := keys[i], vals[i]
		j := i
		for j > 0 && keys[j-1] < x {
			keys[j], vals[j] = keys[j-1], vals[j-1]
			j--
		}
		keys[j], vals[j] = x, xv
	}
}

// staticKey is the ordering key of a position reached by a move of side:
// its evaluation for side, scaled to leave room for history counts.
func (a *AlphaBeta) staticKey(t *bao.State, side bao.Player) int64 {
	return int64(a.evaluate(t, side)) << 24
}

// cutoff records move m, which caused a cutoff at a node of depth at ply
// whose side to move is side, as a killer of the ply and in the history.
func (a *AlphaBeta) cutoff(side bao.Player, m bao.Move, depth, ply int) {
	if !a.hasKiller[ply][0] || a.killers[ply][0] != m {
		a.killers[ply][1], a.hasKiller[ply][1] = a.killers[ply][0], a.hasKiller[ply][0]
		a.killers[ply][0], a.hasKiller[ply][0] = m, true
	}
	hi := moveIndex(m)
	h := &a.history[side][hi]
	*h = min(*h+int32(depth*depth), 1<<20)
	a.histSet[side][hi/64] |= 1 << (hi % 64)
}

// newSearchOrder forgets the killers of the last search and halves its
// history counts, so that recent cutoffs weigh more.
func (a *AlphaBeta) newSearchOrder() {
	a.killers = [maxPly + 1][2]bao.Move{}
	a.hasKiller = [maxPly + 1][2]bool{}
	for p := range a.history {
		// Halve the counts (never negative), visiting those not 0 alone.
		for w := range a.histSet[p] {
			for m := a.histSet[p][w]; m != 0; m &= m - 1 {
				i := w*64 + bits.TrailingZeros64(m)
				if a.history[p][i] >>= 1; a.history[p][i] == 0 {
					a.histSet[p][w] &^= 1 << (i % 64)
				}
			}
		}
	}
}
