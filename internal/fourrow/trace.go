package fourrow

import (
	"fmt"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// tracer is the hook of a traced playout (detector.trace): the playout
// calls lap at the end of every lap but the last, and lap yields the
// position.
type tracer struct {
	frame   bao.State // the position before the move, then after each lap so far
	yield   func(bao.State) bool
	stopped bool // yield returned false
	laps    int  // the number of the last lap seen
	skipped bool // a lap was not seen: a bug, which Trace reports
}

// lap yields the position of a move by p in progress, at the end of its
// lap n: the mover's ring own and the move state m, nothing in hand.
//
//go:noinline
func (t *tracer) lap(n int, p bao.Player, own sow.Ring16, m *moveState) {
	t.skipped = t.skipped || n != t.laps+1
	t.laps = n
	if t.stopped {
		return
	}
	put(&t.frame, p, own, m.opp, m.store, m.houseP, m.houseO)
	if t.frame.Moved != 0 || t.frame.Gambit != 0 {
		// Bawo: a frame has the flags of the move so far, so that it
		// passes Validate (the move's start pit is the kuu only while it
		// stands, and moved is set by the end of the move).
		bawoFlags(&t.frame, p, -1)
	}
	if !t.yield(t.frame) {
		t.stopped = true
	}
}

// Trace plays m in s and yields the position after each of its laps, the
// last being the position after the move (bao.Tracer). An illegal move
// yields nothing and returns Apply's error.
//
// The laps are those of the engine's own playout, run with a hook: the
// trace is not a second copy of the rules. The hook costs the untraced
// playouts nothing on the path of a lap: a traced playout has every pit
// in the set of pits whose lap end needs more than L1 and L5 (special), so
// each lap end takes the branch where the rules are tested exactly, and
// the hook is called there, after the rules that end the move.
func (e *Rules) Trace(s bao.State, m bao.Move, yield func(bao.State) bool) error {
	after, err := e.Apply(s, m)
	if err != nil {
		return err
	}
	if m.IsGambit() {
		yield(after) // BW11: nothing is sown
		return nil
	}
	c, err := e.find(&s, m)
	if err != nil {
		return err // cannot happen: Apply found it
	}
	t := tracer{frame: s, yield: yield}
	det := detector{all: 1<<ringLen - 1, trace: &t}
	st := s
	var stop bao.State
	e.playout(&st, c, m.Safari, &stop, &det)
	if t.skipped {
		return fmt.Errorf("fourrow: the trace of %v missed a lap (a bug of package fourrow)", m)
	}
	if !t.stopped {
		yield(after)
	}
	return nil
}
