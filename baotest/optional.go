package baotest

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/bao-games/bao"
)

// optional checks the optional interfaces of the variant that CheckState
// does not check elsewhere, on s, whose outcome is o and whose legal moves
// with their results are kids (from Legal and Apply): bao.Lifter against
// the pits and stores, bao.Tracer against
// Apply, bao.Heuristic and bao.InPlaceHeuristic, bao.CaptureTester
// against the seeds the moves take, and the frontier interfaces against
// the children and o.
func (k *checker) optional(s bao.State, o bao.Outcome, kids []child) {
	k.t.Helper()
	v := k.v
	if tr, ok := v.(bao.Tracer); ok {
		for _, c := range kids {
			k.step = "Trace of the listed move " + c.text
			k.trace(s, tr, c)
		}
	}
	if l, ok := v.(bao.Lifter); ok {
		for _, c := range kids {
			k.step = "Lift of the listed move " + c.text
			k.lift(s, l, c.move)
		}
	}
	if h, ok := v.(bao.Heuristic); ok {
		k.step = "Heuristic"
		k.heuristic(s, o, h)
	}
	if e, ok := v.(bao.LazyExpander); ok {
		k.step = "EachChild"
		k.eachChild(s, kids, func(yield func(bao.Move, *bao.State) bool) {
			e.EachChild(s, func(c bao.Child) bool { return yield(c.Move, &c.State) })
		})
	}
	if e, ok := v.(bao.InPlaceExpander); ok {
		k.step = "EachChildInto"
		before := s
		k.eachChild(s, kids, func(yield func(bao.Move, *bao.State) bool) {
			var t bao.State
			in := s
			e.EachChildInto(&in, &t, func(m bao.Move) bool { return yield(m, &t) })
			if in != before {
				k.errorf(before, "EachChildInto changed the position it was given into %s", k.g.Format(in))
			}
		})
	}
	if ot, ok := v.(bao.OverTester); ok {
		k.step = "Over"
		if got := ot.Over(s); got != o.Over() {
			k.errorf(s, "Over gives %v, but Outcome gives %+v", got, o)
		}
	}
	if ct, ok := v.(bao.CaptureTester); ok {
		k.step = "MustCapture"
		k.mustCapture(s, o, kids, ct)
	}
	if ot, ok := v.(bao.InPlaceOverTester); ok {
		k.step = "OverAt"
		in := s
		if got := ot.OverAt(&in); got != o.Over() {
			k.errorf(s, "OverAt gives %v, but Outcome gives %+v", got, o)
		}
		if in != s {
			k.errorf(s, "OverAt changed the position it was given into %s", k.g.Format(in))
		}
	}
}

// mustCapture checks the variant's MustCapture on s, whose outcome is o
// and whose listed moves with their results are kids: false in a finished
// game; else true exactly when the listed moves take seeds from the
// opponent's pits, every one of them.
func (k *checker) mustCapture(s bao.State, o bao.Outcome, kids []child, ct bao.CaptureTester) {
	k.t.Helper()
	must := ct.MustCapture(s)
	if o.Over() {
		if must {
			k.errorf(s, "MustCapture is true in a finished game")
		}
		return
	}
	opp := s.Side.Other()
	for _, c := range kids {
		if took := k.onBoard(&c.state, opp) < k.onBoard(&s, opp); took != must {
			k.errorf(s, "MustCapture is %v, but the listed move %s takes seeds from the opponent's pits: %v", must, c.text, took)
			return
		}
	}
}

// onBoard returns the seeds in player p's pits.
func (k *checker) onBoard(s *bao.State, p bao.Player) int {
	n := 0
	for _, x := range k.g.Pits(p) {
		n += int(s.Pits[x.Index()])
	}
	return n
}

// lift checks the variant's Lift of the listed move m of s: a legal move
// takes at least one seed in hand; seeds from the store are at most the
// mover's store, seeds from the board are those of m's pit; and the same
// question gets the same answer.
func (k *checker) lift(s bao.State, l bao.Lifter, m bao.Move) {
	k.t.Helper()
	n, fromStore := l.Lift(s, m)
	switch {
	case n < 1:
		k.errorf(s, "Lift says the legal move takes %d seeds in hand", n)
	case fromStore && n > int(s.Store[s.Side]):
		k.errorf(s, "Lift says the move takes %d seeds from a store of %d", n, s.Store[s.Side])
	case !fromStore && (m.Pit.Index() < 0 || m.Pit.Index() >= bao.MaxPits):
		k.errorf(s, "Lift says the move lifts %d seeds from the board, but it starts in no pit", n)
	case !fromStore && n != int(s.Pits[m.Pit.Index()]):
		k.errorf(s, "Lift says the move lifts %d seeds from a pit of %d", n, s.Pits[m.Pit.Index()])
	}
	if n2, f2 := l.Lift(s, m); n2 != n || f2 != fromStore {
		k.errorf(s, "Lift answers (%d, %v), then (%d, %v)", n, fromStore, n2, f2)
	}
}

// trace checks the variant's Trace of the listed move c of s against
// Apply: the last position yielded is the one Apply gives; every position
// yielded is valid and holds all the seeds; those before the last have the
// mover to move, and the restricted pit and the reservations of s; a
// yield that returns false stops the trace at once, with the positions
// yielded so far the same.
func (k *checker) trace(s bao.State, tr bao.Tracer, c child) {
	g := k.g
	// The positions are checked as they come, not kept: a trace may be
	// long (a stopped never-ending move of Bawo has 1,000,000 laps). The
	// first keep are kept, for the checks of a stopped trace; every
	// position is checked for its seeds and side to move, and those
	// among the first keep, then one in every 1<<12, and the last, by
	// Validate too.
	const keep, bound = 1 << 10, 1 << 22
	var (
		first []bao.State
		last  bao.State
		n     int
	)
	check := func(t bao.State, i int, final bool) {
		if m := t.Seeds(); m != g.Seeds {
			k.errorf(s, "Trace of %v yields, at lap %d, a position of %d seeds, not %d: %s", c.text, i+1, m, g.Seeds, g.Format(t))
		} else if i < keep || i%(1<<12) == 0 || final {
			if err := bao.Validate(k.v, t); err != nil {
				k.errorf(s, "Trace of %v yields, at lap %d, a position that bao.Validate refuses: %v: %s", c.text, i+1, err, g.Format(t))
			}
		}
		if !final && (t.Side != s.Side || t.Restricted != s.Restricted || t.Reserved != s.Reserved) {
			k.errorf(s, "Trace of %v yields, at lap %d, %s: a move in progress keeps the side to move, the restricted pit and the reservations of the position before it",
				c.text, i+1, g.Format(t))
		}
	}
	err := tr.Trace(s, c.move, func(t bao.State) bool {
		if n > 0 {
			check(last, n-1, false) // not the last: another came after it
		}
		if n < keep {
			first = append(first, t)
		}
		last = t
		n++
		return n <= bound // a bound, so that a broken Trace ends
	})
	switch {
	case err != nil:
		k.errorf(s, "Trace refuses the listed move %v: %v", c.text, err)
		return
	case n == 0:
		k.errorf(s, "Trace of the listed move %v yields nothing", c.text)
		return
	case n > bound:
		k.errorf(s, "Trace of %v yields more than %d positions", c.text, bound)
		return
	}
	check(last, n-1, true)
	if last != c.state {
		k.errorf(s, "the last position Trace of %v yields is %s; Apply gives %s", c.text, g.Format(last), g.Format(c.state))
	}
	for _, stop := range []int{1, min((n+1)/2, len(first))} {
		var got []bao.State
		err := tr.Trace(s, c.move, func(t bao.State) bool {
			got = append(got, t)
			return len(got) < stop
		})
		if err != nil || len(got) != stop || !slices.Equal(got, first[:stop]) {
			k.errorf(s, "Trace of %v with a yield that returns false at position %d: %d positions yielded and error %v; want the first %d of the whole trace and nil",
				c.text, stop, len(got), err, stop)
		}
	}
}

// traceIllegal checks that the variant's Trace refuses the unlisted move m
// of s as Apply does, with applyErr, yielding nothing.
func (k *checker) traceIllegal(s bao.State, tr bao.Tracer, m bao.Move, applyErr error) {
	n := 0
	err := tr.Trace(s, m, func(bao.State) bool { n++; return true })
	switch {
	case n > 0:
		k.errorf(s, "Trace of the unlisted move %v (%#v) yields %d positions", m, m, n)
	case err == nil:
		k.errorf(s, "Trace accepts the unlisted move %v (%#v)", m, m)
	case !errors.Is(err, bao.ErrIllegalMove):
		k.errorf(s, "Trace of the unlisted move %v (%#v): error %q does not match bao.ErrIllegalMove", m, m, err)
	case applyErr != nil && err.Error() != applyErr.Error():
		k.errorf(s, "Trace of the unlisted move %v (%#v) says %q; Apply says %q", m, m, err, applyErr)
	}
}

// heuristic checks the variant's Heuristic on s, whose outcome is o: in a
// game in progress it is the same at every call, within
// ±bao.HeuristicMax, and one player's score is minus the other's; a
// bao.InPlaceHeuristic gives the same scores without changing its input.
func (k *checker) heuristic(s bao.State, o bao.Outcome, h bao.Heuristic) {
	var score [2]int
	for p := bao.South; p <= bao.North; p++ {
		score[p] = h.Heuristic(s, p)
		if again := h.Heuristic(s, p); again != score[p] {
			k.errorf(s, "Heuristic for %v gives %d, then %d", p, score[p], again)
		}
		if ha, ok := k.v.(bao.InPlaceHeuristic); ok {
			k.step = "HeuristicAt"
			in := s
			if got := ha.HeuristicAt(&in, p); got != score[p] {
				k.errorf(s, "HeuristicAt for %v gives %d; Heuristic gives %d", p, got, score[p])
			}
			if in != s {
				k.errorf(s, "HeuristicAt changed the position it was given into %s", k.g.Format(in))
			}
			k.step = "Heuristic"
		}
	}
	if o.Over() {
		return // Heuristic scores positions of a game in progress
	}
	for p := bao.South; p <= bao.North; p++ {
		if score[p] < -bao.HeuristicMax || score[p] > bao.HeuristicMax {
			k.errorf(s, "Heuristic for %v gives %d, beyond ±bao.HeuristicMax (%d)", p, score[p], bao.HeuristicMax)
		}
	}
	if score[bao.South] != -score[bao.North] {
		k.errorf(s, "Heuristic gives %d for South and %d for North; one player's score must be minus the other's", score[bao.South], score[bao.North])
	}
}

// eachChild checks a way of handing out the children of s one at a time
// (each, which calls yield with each move and the position it leads to)
// against kids, the legal moves with their results: the same moves and
// positions in the same order, and none after a yield that returns false.
func (k *checker) eachChild(s bao.State, kids []child, each func(yield func(bao.Move, *bao.State) bool)) {
	var got []child
	each(func(m bao.Move, t *bao.State) bool {
		got = append(got, child{move: m, state: *t})
		return len(got) <= len(kids) // one more, to show a broken variant's extra
	})
	same := len(got) == len(kids)
	for i := 0; same && i < len(kids); i++ {
		same = got[i].move == kids[i].move && got[i].state == kids[i].state
	}
	if !same {
		k.errorf(s, "%s disagrees with Legal and Apply:\n\t%s:\n\t\t%s\n\tLegal and Apply:\n\t\t%s",
			k.step, k.step, k.childList(got), k.childList(kids))
		return
	}
	for _, stop := range []int{1, (len(kids) + 1) / 2} {
		if stop == 0 || stop > len(kids) {
			continue
		}
		n := 0
		each(func(bao.Move, *bao.State) bool { n++; return n < stop })
		if n != stop {
			k.errorf(s, "%s goes on after a yield that returns false: %d children handed out, want %d", k.step, n, stop)
		}
	}
}

// childList formats moves with their positions, one a line.
func (k *checker) childList(kids []child) string {
	var lines []string
	for _, c := range kids {
		lines = append(lines, fmt.Sprintf("%v -> %s", c.move, k.g.Format(c.state)))
	}
	return strings.Join(lines, "\n\t\t")
}
