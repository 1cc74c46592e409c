package kingulu_test

import (
	"github.com/bao-games/bao"
)

// This file is a deliberately naive second implementation of the rules,
// written from the reference procedure of docs/kingulu.md (section 4) and
// sharing no code with the package: a board of twelve ints, one seed at a
// time, the list of the pits each lap dropped into, and Floyd's
// cycle-finding algorithm (not the package's Brent) for G8. The property
// tests compare the package with it.

// refPit returns the label of ring position r (0..11): A1..A6, a1..a6.
func refPit(r int) bao.Pit {
	if r < 6 {
		return bao.PitOf(bao.South, 0, r+1)
	}
	return bao.PitOf(bao.North, 0, r-5)
}

// refPos is a position: counts in ring order, the reserver of each pit
// (-1 for none), the banks, the side to move.
type refPos struct {
	board [12]int
	res   [12]int
	bank  [2]int
	side  int
}

func refFromState(s bao.State) refPos {
	var p refPos
	for r := range 12 {
		x := refPit(r)
		p.board[r] = int(s.Pits[x.Index()])
		p.res[r] = -1
		if who, ok := s.ReservedBy(x); ok {
			p.res[r] = int(who)
		}
	}
	p.bank = [2]int{int(s.Store[0]), int(s.Store[1])}
	p.side = int(s.Side)
	return p
}

func (p refPos) state() bao.State {
	var s bao.State
	for r := range 12 {
		x := refPit(r)
		s.Pits[x.Index()] = uint8(p.board[r])
		if p.res[r] >= 0 {
			s.Reserved[p.res[r]] |= 1 << x.Index()
		}
	}
	s.Store = [2]uint8{uint8(p.bank[0]), uint8(p.bank[1])}
	s.Side = bao.Player(p.side)
	return s
}

// refLapState is the state at the start of a lap. The banks are carried
// along (they are fixed by the rest, see G8, so including them in the
// comparison changes nothing).
type refLapState struct {
	board    [12]int
	bank     [2]int
	hand     int
	cur      int
	firstLap bool
}

// refLapEnd says how a lap ended.
type refLapEnd int

const (
	refRelay   refLapEnd = iota // the next lap starts
	refStop                     // the move is over
	refIllegal                  // G5c
)

// refLap plays one lap of player P from st, reservations res, following
// the reference procedure line by line. It returns the state after the lap
// (the next lap-start state on a relay, the final board on a stop) and the
// pit made a child, or -1.
func refLap(st refLapState, res [12]int, P int) (refLapState, refLapEnd, int) {
	reserved := func(r int) bool { return res[r] >= 0 }
	inRow := func(r, player int) bool { return r/6 == player }
	var drops []int
	for i := 0; i < st.hand; i++ {
		st.cur = (st.cur + 1) % 12
		if reserved(st.cur) {
			st.bank[res[st.cur]]++
		} else {
			st.board[st.cur]++
		}
		drops = append(drops, st.cur)
	}
	X := st.cur
	if reserved(X) {
		return st, refStop, -1 // G5a
	}
	before := st.board[X] - 1
	if inRow(X, P) {
		if before == 0 { // G5b
			o := 11 - X
			if !reserved(o) && st.board[o] > 0 {
				st.bank[P] += st.board[o] + 1
				st.board[o] = 0
				st.board[X] = 0
			}
			return st, refStop, -1
		}
		if st.firstLap {
			return st, refIllegal, -1 // G5c
		}
	} else {
		if before == 0 {
			return st, refStop, -1 // G5d
		}
		if before == 3 { // G5e
			if len(drops) >= 2 {
				q := drops[len(drops)-2]
				if reserved(q) {
					st.bank[res[q]]--
				} else {
					st.board[q]--
				}
				st.board[X]++
			}
			return st, refStop, X
		}
	}
	st.hand = st.board[X] // G6
	st.board[X] = 0
	st.firstLap = false
	return st, refRelay, -1
}

// refBudget is the safety budget of G8, in laps.
const refBudget = 1_000_000

// refPlay plays P's pit i (1..6) in p. It returns the position after the
// move, or the rule that makes it illegal: "G2", "G5c" or "G8".
func refPlay(p refPos, i int) (refPos, string) {
	P := p.side
	r := 6*P + i - 1
	if p.res[r] >= 0 || p.board[r] < 1 {
		return p, "G2"
	}
	st := refLapState{board: p.board, bank: p.bank, hand: p.board[r], cur: r, firstLap: true}
	st.board[r] = 0
	// Floyd: the hare plays the move, two laps for each lap of the
	// tortoise; if they meet, a lap-start state has repeated.
	tortoise, hare := st, st
	laps := 0
	finish := func(end refLapState, child int) (refPos, string) {
		q := p
		q.board, q.bank = end.board, end.bank
		if child >= 0 {
			q.res[child] = P
		}
		q.side = 1 - P
		return q, ""
	}
	for {
		for range 2 {
			if laps == refBudget {
				return p, "G8"
			}
			next, end, child := refLap(hare, p.res, P)
			laps++
			switch end {
			case refStop:
				return finish(next, child)
			case refIllegal:
				return p, "G5c"
			}
			hare = next
		}
		tortoise, _, _ = refLap(tortoise, p.res, P)
		if tortoise == hare {
			return p, "G8"
		}
	}
}

// refLegal returns the legal moves of p in canonical order with the
// positions they lead to.
func refLegal(p refPos) []bao.Child {
	var out []bao.Child
	for i := 1; i <= 6; i++ {
		if q, rule := refPlay(p, i); rule == "" {
			out = append(out, bao.Child{Move: bao.Move{Pit: refPit(6*p.side + i - 1)}, State: q.state()})
		}
	}
	return out
}

// refLapStarts returns the lap-start states of the first n laps of the
// move from P's pit i, for the KG7 check; fewer if the move ends.
func refLapStarts(p refPos, i, n int) []refLapState {
	P := p.side
	r := 6*P + i - 1
	st := refLapState{board: p.board, bank: p.bank, hand: p.board[r], cur: r, firstLap: true}
	st.board[r] = 0
	var out []refLapState
	for len(out) < n {
		out = append(out, st)
		next, end, _ := refLap(st, p.res, P)
		if end != refRelay {
			break
		}
		st = next
	}
	return out
}

// refScore is G10.
func refScore(p refPos) [2]int {
	sc := p.bank
	for r := range 12 {
		owner := r / 6
		if p.res[r] >= 0 {
			owner = p.res[r]
		}
		sc[owner] += p.board[r]
	}
	return sc
}
