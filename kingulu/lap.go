package kingulu

// A move played lap by lap (G3-G8): play, the laps it sows, and the
// never-ending-move detector it calls.

import (
	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// status is how a move played out.
type status uint8

const (
	done     status = iota // the move ended (G5a, G5b, G5d, G5e)
	occupied               // the first lap ended in an occupied pit of the mover's row (G5c, G7)
	cycle                  // a lap-start state repeated: the move never ends (G8)
	budget                 // the move completed sow.Budget laps without ending (G8)
	going                  // (the G8 hook only) no repeat: play the lap
)

// detector is the G8 hook of play, and the way a trace (trace.go) reaches
// it. play calls its lap method at the start of every lap after the
// warm-up of sow.Warmup laps, which almost no move reaches, or of every
// lap if every is set.
type detector struct {
	sow.Detector[lapKey]
	trace *tracer // nil, but in Trace
	memo  *memo   // where to look never-ending moves up and remember them, or nil
	every bool    // call lap at every lap, not only after the warm-up
	laps  int     // the last lap whose start lap saw
}

// lap is the hook of play at the start of lap n of the move of p from
// start in w: the lap-start state is the pits b (as play keeps them, with
// the seeds sown into children) with h seeds in hand at ring position c.
// It returns going and the number of laps after it that the detector need
// not see (sow.Detector.Quiet), or the verdict that ends the move (cycle or
// budget).
func (d *detector) lap(w *pos, p bao.Player, start, n int, b pits, h, c int) (status, int) {
	d.laps = n
	if t := d.trace; t != nil {
		// The position after the lap that ended in c, if it is one of
		// the window.
		if j := n - 2 - t.from; uint(j) < uint(len(t.ends)) {
			t.ends[j] = lapEnd{b.spread(1<<c, uint64(h)), w.bank}
		}
	}
	if n <= sow.Warmup {
		return going, 0
	}
	if n == sow.Warmup+1 {
		d.Reset(sow.Budget)
		if d.memo != nil {
			if st, ok := d.memo.get(w, p, start); ok {
				return st, 0
			}
		}
	}
	st := going
	switch d.LapAt(n, b.key(h, c, n == 1)) {
	case sow.Cycle:
		st = cycle
	case sow.OverBudget:
		st = budget
	default:
		if d.every {
			return going, 0 // a trace (and MoveLaps) sees every lap
		}
		return going, d.Quiet()
	}
	if d.memo != nil {
		d.memo.put(w, p, start, st)
	}
	return st, 0
}

// Laps returns the number of laps that the last move played with d
// started, if lap saw its last lap (d.every, or a move that ran past the
// warm-up).
func (d *detector) Laps() int { return d.laps }

// lapStep is a lap of fewer than twelve seeds from a ring position c: the
// seeds it drops (one in each pit it passes), and its end X (the pit of
// its last seed, or c if it has no seed) as play reads it: the byte of X
// in the two words of the pits (mask and shift), and 2X, the shift of
// X's bits in pos.kind.
type lapStep struct {
	seeds      pits
	at         pits
	shift, sh2 uint8
	end        uint8
}

// stops[kind | first][n] has bit n set if a lap whose last seed makes n
// in a pit of that kind (pos.kind) ends the move, first having 4 on the
// first lap of the move: G5d and G5e in the opponent's row, G5b in the
// mover's (and G5c, illegal, on the first lap), G5a in a child. Any other
// lap end relays (G6).
var stops = [8]uint64{
	0:     1<<1 | 1<<4,
	1:     1 << 1,
	2:     ^uint64(0),
	3:     ^uint64(0),
	4:     1<<1 | 1<<4,
	4 | 1: ^uint64(0),
	4 | 2: ^uint64(0),
	4 | 3: ^uint64(0),
}

// play plays the move of player p from ring position start, an unreserved
// pit of p's row holding seeds, in w (section 4, reference procedure); w is
// not changed. It returns how the move ended and, when it ended (done), the
// ring position of the child it made or -1, and the pits and banks after
// it in the form of w (see pos).
func play(w *pos, p bao.Player, start int, det *detector) (st status, child int, _ pits, _ uint16) {
	b := w.b
	h := int(b.at(start))
	b = b.clear(start)
	// G8: the hook at the start of every lap after the warm-up, which
	// almost no move reaches, between runs of sowLaps, which makes no call.
	warm := sow.Warmup
	if det.every {
		warm = 0
	}
	kind := w.kind[p&1]
	b, k, x, n, lap, end := sowLaps(kind, b, h, start, 1, warm)
	for !end {
		st, quiet := det.lap(w, p, start, n, b, k, x)
		if st != going {
			return st, -1, b, w.bank
		}
		if quiet == 0 {
			b, k, x, n, lap, end = sowLaps(kind, b, k, x, n, n)
			continue
		}
		// The laps that the detector would only compare with its saved
		// state, compared here.
		m := n
		b, k, x, n, lap, end = watchLaps(kind, b, k, x, n, n+quiet, det.Saved())
		det.Skip(n - m - 1)
	}
	// The move ends in x, which now holds k seeds.
	bank := w.bank
	switch kind >> (2 * x & 31) & 3 {
	case 0: // the opponent's row
		if k == 4 { // G5e: X held 3; the seed before the last goes there too
			if lap >= 2 {
				b = b.take(int(laps[x&15][ringLen-1].end)).add(x)
			}
			return done, x, b, bank
		}
		// G5d: X was empty.
	case 1: // the mover's row
		if k != 1 {
			return occupied, -1, b, bank // G5c
		}
		// G5b: X was empty; capture the opposite pit.
		if o := ringLen - 1 - x; w.all>>(o&15)&1 == 0 {
			if c := b.at(o); c > 0 {
				bank += (uint16(c) + 1) << (8 * uint(p&1))
				b = b.clear(o).clear(x)
			}
		}
	}
	// G5a: X is a child.
	return done, -1, b, bank
}

// sowLaps sows laps n, n+1, ... of a move by the player whose pits are of
// kind (pos.kind), the first from the lap-start state of b with h seeds in
// hand at ring position c, until a lap ends the move or lap last is sown.
// It returns the pits, and with end true the pit x where the move ends
// (G5), the k seeds it now holds, the lap n that ended there and its lap
// seeds; with end false, the lap-start state (h seeds in hand at c) of lap
// n = last+1. It makes no call, so that its loop keeps its registers.
func sowLaps(kind uint32, b pits, h, c, n, last int) (_ pits, k, x, _, lap int, end bool) {
	first := uint32(0)
	if n == 1 {
		first = 4
	}
	for ; n <= last; n++ {
		lap = h
		var l *lapStep
		b, l = b.sow(h, c)
		k, end := l.ends(b, kind, first)
		if end {
			return b, int(k), int(l.end), n, lap, true
		}
		// G6: relay.
		b, h, c = l.lift(b), int(k), int(l.end)
		first = 0
	}
	return b, h, c, n, lap, false
}

// watchLaps is sowLaps after the first lap of the move, for the laps that
// the G8 detector would only compare with its saved state: the lap-start
// state of every lap but the first is compared with saved, and the laps
// stop at one that equals it, as at lap last+1.
func watchLaps(kind uint32, b pits, h, c, n, last int, saved lapKey) (_ pits, k, x, _, lap int, end bool) {
	for ; n <= last; n++ {
		lap = h
		var l *lapStep
		b, l = b.sow(h, c)
		k, end := l.ends(b, kind, 0)
		if end {
			return b, int(k), int(l.end), n, lap, true
		}
		b, h, c = l.lift(b), int(k), int(l.end)
		if b.key(h, c, false) == saved {
			return b, h, c, n + 1, lap, false
		}
	}
	return b, h, c, n, lap, false
}

// sow sows the lap of h seeds from ring position c into b (G3, G4: full
// rounds of twelve, then the rest; with no remainder the last seed of the
// rounds falls into c), and returns the pits after it and the lap's step.
func (b pits) sow(h, c int) (pits, *lapStep) {
	if h >= ringLen {
		q := h / ringLen
		h -= q * ringLen
		b = pits{b.lo + uint64(q)*ones, b.hi + uint64(q)*(ones&0xffff_ffff)}
	}
	l := &laps[c&15][h&15]
	return pits{b.lo + l.seeds.lo, b.hi + l.seeds.hi}, l
}

// ends returns the k seeds that the end X of lap l holds in b, after the
// lap, and whether the move ends there (G5), by the kind of X (pos.kind)
// and first (4 on the first lap of the move, else 0).
func (l *lapStep) ends(b pits, kind, first uint32) (k uint64, end bool) {
	k = (b.lo&l.at.lo | b.hi&l.at.hi) >> (l.shift & 63)
	return k, stops[kind>>(l.sh2&31)&3|first]>>(k&63)&1 != 0
}

// lift empties the end X of lap l in b, whose seeds relay (G6).
func (l *lapStep) lift(b pits) pits { return pits{b.lo &^ l.at.lo, b.hi &^ l.at.hi} }
