package kingulu

import (
	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// tracer is the hook of a traced move (detector.trace): play calls lap at
// the start of every lap but the first, with the position as the lap
// before it ended, and lap yields it.
type tracer struct {
	frame   bao.State // the position before the move, then after each lap so far
	yield   func(bao.State) bool
	stopped bool // yield returned false
}

// lap yields the position with pits b and banks bank.
//
//go:noinline
func (t *tracer) lap(b pits, bank uint16) {
	if t.stopped {
		return
	}
	storePits(&t.frame, b, bank)
	if !t.yield(t.frame) {
		t.stopped = true
	}
}

// Reset prepares d for a move, as sow.Detector.Reset does. A traced move
// counts the detector's warm-up as done before its first lap, so that Due
// is true at every lap and play calls the hook at each; its budget is
// extended by the same number of laps, so that it has the budget of laps
// any move has. (The detector then compares lap-start states from the
// first lap on, which finds the same repeats: it never reports one that
// did not happen.)
func (d *detector) Reset(budget int) {
	d.Detector.Reset(budget)
	if d.trace != nil {
		d.warm(budget)
	}
}

// warm resets d for a traced move (see Reset). It stays out of play.
//
//go:noinline
func (d *detector) warm(budget int) {
	d.Detector.Reset(budget + sow.Warmup)
	for range sow.Warmup {
		d.Due()
	}
}

// Trace plays m in s and yields the position after each of its laps, the
// last being the position after the move (bao.Tracer). An illegal move
// yields nothing and returns Apply's error.
//
// The laps are those of play, the engine's own move, run with a hook: the
// trace is not a second copy of the rules. The hook sits in the branch of
// the never-ending-move check (G8), which an untraced move takes only
// after the detector's warm-up; a traced move has its warm-up counted as
// done (detector.Reset), so the branch is taken at every lap. An untraced
// move pays one test per move, in Reset, and nothing per lap.
func (r *Rules) Trace(s bao.State, m bao.Move, yield func(bao.State) bool) error {
	after, err := r.Apply(s, m)
	if err != nil {
		return err
	}
	var w pos
	load(&s, &w)
	k, err := startOf(&s, &w, m)
	if err != nil {
		return err // cannot happen: Apply accepted m
	}
	t := tracer{frame: s, yield: yield}
	det := detector{trace: &t}
	play(&w, s.Side, k, &det)
	if !t.stopped {
		yield(after)
	}
	return nil
}
