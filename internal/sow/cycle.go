package sow

import "math"

// Budget is the safety budget of the rules documents: a move that has not
// ended when its 1,000,000th lap is complete is treated as never-ending,
// whether or not a repeated lap-start state has been seen. The longest
// finite moves seen in millions of random-play moves take under 200 laps;
// never-ending moves often have periods of millions of laps.
const Budget = 1_000_000

// Warmup is the number of laps a move runs before Detector starts to
// compare lap-start states. Almost every move ends within it, so the check
// costs them one counter; a move that repeats a state keeps repeating, so
// starting late misses no cycle.
const Warmup = 64

// Verdict is what Detector says at the start of a lap.
type Verdict uint8

// Verdicts.
const (
	Continue   Verdict = iota // no repeat seen: sow the lap
	Cycle                     // this lap-start state occurred before: the move never ends
	OverBudget                // the move has completed its budget of laps without ending
)

// Detector finds a repeat in the sequence of lap-start states of a move
// with Brent's cycle-finding algorithm: it keeps one saved state and
// compares each new state with it, saving the current state again whenever
// the number of laps since the last save reaches a power of two. It uses
// constant memory and never reports a repeat that did not happen; a cycle
// of period λ entered by lap μ is reported within about max(μ, Warmup) + 2λ
// laps. Laps beyond the budget are reported as OverBudget.
//
// Use it as the relay hook of a move:
//
//	d.Reset(sow.Budget)
//	for {
//		if d.Due() && d.Lap(key()) != sow.Continue {
//			// never-ending
//		}
//		// sow the lap ...
//	}
//
// Due counts the lap and says whether the state must be shown to Lap, so a
// move that ends within Warmup laps never builds a key.
type Detector[K comparable] struct {
	laps   uint32 // laps started in this move
	budget uint32
	power  uint32 // current power of two
	since  uint32 // laps since saved was taken
	armed  bool
	saved  K
}

// Reset prepares d for a new move with a budget of laps (Budget if
// budget <= 0).
func (d *Detector[K]) Reset(budget int) {
	if budget <= 0 {
		budget = Budget
	}
	d.laps, d.budget, d.armed = 0, uint32(budget), false
}

// Due counts the start of a lap and reports whether Lap must be called with
// its lap-start state: after Warmup laps, or when the budget is reached.
func (d *Detector[K]) Due() bool {
	d.laps++
	return d.laps > Warmup || d.laps > d.budget
}

// Lap checks the lap-start state k of the lap just counted by Due. It
// returns Continue, Cycle if k equals an earlier lap-start state of this
// move, or OverBudget when the budget of laps is already complete.
func (d *Detector[K]) Lap(k K) Verdict {
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

// LapAt is Lap for a caller that counts its laps itself and leaves d alone
// during the warm-up (which almost every move never leaves): k is the
// lap-start state of lap n (1-based) of the move, n > Warmup, and d was
// Reset before the first such call.
func (d *Detector[K]) LapAt(n int, k K) Verdict {
	d.laps = uint32(min(n, math.MaxUint32))
	return d.Lap(k)
}

// Quiet returns the number of laps after the one last shown to Lap or
// LapAt for which Lap would do nothing but compare the lap-start state with
// Saved (and report Cycle if they are equal): a caller may make those
// comparisons itself, in its own loop, and count the laps that passed with
// Skip, showing Lap again the lap after them, or the first whose state
// equals Saved. The saved state changes only at the laps Lap is shown, so
// the verdicts are those of showing every lap.
func (d *Detector[K]) Quiet() int {
	if !d.armed || d.laps >= d.budget {
		return 0
	}
	return int(min(d.power-d.since-1, d.budget-d.laps))
}

// Saved returns the lap-start state that the laps Quiet allows are compared
// with.
func (d *Detector[K]) Saved() K { return d.saved }

// Skip counts n laps, at most Quiet, whose states differed from Saved, as
// if each had been shown to Lap.
func (d *Detector[K]) Skip(n int) {
	d.laps += uint32(n)
	d.since += uint32(n)
}

// Step is Due followed, when due, by Lap: the simple form of the hook for
// callers whose lap-start state is cheap to build.
func (d *Detector[K]) Step(k K) Verdict {
	if !d.Due() {
		return Continue
	}
	return d.Lap(k)
}

// Period returns, after Lap or LapAt reported Cycle, the number of laps
// from the earlier occurrence of the repeated lap-start state to the
// repeat: the move repeats with that period from there on.
func (d *Detector[K]) Period() int { return int(d.since) + 1 }

// Laps returns the number of laps started since Reset.
func (d *Detector[K]) Laps() int { return int(d.laps) }
