package kingulu

import "github.com/bao-games/bao"

// lapEnd is the position after a lap: the pits and the banks.
type lapEnd struct {
	b    pits
	bank uint16
}

// tracer is the window of a traced move (detector.trace): play records in
// ends[j] the position after lap from+j+1 of the move, for the laps of
// the window that the move plays.
type tracer struct {
	from int
	ends []lapEnd
}

// traceWindow is the number of laps a tracer records at a time (a
// variable so that the tests can make it small).
var traceWindow = 64

// Trace plays m in s and yields the position after each of its laps, the
// last being the position after the move (bao.Tracer). An illegal move
// yields nothing and returns Apply's error.
//
// The laps are those of play, the engine's own move, not of a second copy
// of the rules. play calls its G8 hook (detector.lap) at the start of
// every lap after the detector's warm-up; a traced move has no warm-up
// (detector.every), so the hook sees every lap, and stores the position
// after the lap before into the tracer's window of 64 laps. A move of
// more laps is played again for each further window (a legal move almost
// always ends within a few dozen laps).
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
	t := tracer{ends: make([]lapEnd, traceWindow)}
	frame := s
	for {
		det := detector{trace: &t, every: true}
		play(&w, s.Side, k, &det)
		// The move has det.Laps() laps; all but the last end in the
		// position after them.
		n := min(det.Laps()-1-t.from, len(t.ends))
		for _, e := range t.ends[:max(n, 0)] {
			storePits(&frame, &w, e.b, e.bank)
			if !yield(frame) {
				return nil
			}
		}
		if n < len(t.ends) {
			break
		}
		t.from += len(t.ends)
	}
	yield(after)
	return nil
}
