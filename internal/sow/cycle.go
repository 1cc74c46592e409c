package sow

// Budget is the safety budget of the rules documents: a move that has not
// ended when its 1,000,000th lap is complete is treated as never-ending,
// whether or not a repeated lap-start state has been seen. The longest
// finite moves seen in millions of random-play moves take under 200 laps;
// never-ending moves often have periods of millions of laps.
const Budget = 1_000_000

// Verdict is what Detector says at the start of a lap.
type Verdict uint8

// Verdicts.
const (
	Continue   Verdict = iota // no repeat seen: sow the lap
	Cycle                     // this lap-start state occurred before: the move never ends
	OverBudget                // the move has completed its budget of laps without ending
)

// Detector finds the first repeat in the sequence of lap-start states of a
// move with Brent's cycle-finding algorithm: it keeps one saved state and
// compares each new state with it, saving the current state again whenever
// the number of laps since the last save reaches a power of two. It uses
// constant memory, finds a cycle of period λ entered after μ laps within
// about μ + 2λ laps, and never reports a repeat that did not happen. The
// zero Detector is not ready: call Reset at the start of each move.
type Detector[K comparable] struct {
	saved  K
	power  uint32 // current power of two
	since  uint32 // laps since saved was taken
	laps   uint32 // lap-start states seen in this move
	budget uint32
	armed  bool
}

// Reset prepares d for a new move with a budget of laps (Budget if
// budget <= 0).
func (d *Detector[K]) Reset(budget int) {
	if budget <= 0 {
		budget = Budget
	}
	var zero K
	*d = Detector[K]{saved: zero, budget: uint32(budget)}
}

// Lap is the relay hook: call it at the start of every lap of a move, with
// the lap-start state, before the lap is sown. It returns Continue,
// Cycle if k equals an earlier lap-start state of this move, or
// OverBudget when the budget of laps is already complete.
func (d *Detector[K]) Lap(k K) Verdict {
	d.laps++
	if d.laps > d.budget {
		return OverBudget
	}
	if !d.armed {
		d.saved, d.power, d.since, d.armed = k, 1, 0, true
		return Continue
	}
	if k == d.saved {
		return Cycle
	}
	d.since++
	if d.since == d.power {
		d.saved = k
		d.power <<= 1
		d.since = 0
	}
	return Continue
}

// Laps returns the number of lap-start states seen since Reset.
func (d *Detector[K]) Laps() int { return int(d.laps) }
