package kingulu

import (
	"sync"
	"sync/atomic"

	"github.com/bao-games/bao"
)

// memo remembers the never-ending moves (G8) that the move generators of
// one Rules value have found, so that a search meeting the same move again
// (alpha-beta regenerates the positions of its earlier iterations) does not
// play it out once more: finding that a move never ends takes thousands of
// laps, most of a search's time where such moves occur. A Rules value owns
// its memo, which lives and goes with it.
//
// Its table is made at the first never-ending move put into it, so a Rules
// value that never meets one (most: a variant looked up to read a record)
// costs no table. The table is a fixed set of endlessSize entries
// (32 KiB), direct-mapped, each keyed by all that decides how a move plays
// out (the pit counts, the reserved pits, the mover and the start pit) and
// holding the verdict, cycle or budget. A move is looked up only once it
// has run sow.Warmup laps, which almost no finite move reaches, so moves
// that end pay nothing; the goroutines that use one Rules value share its
// table under a mutex taken at that point alone. Apply and Trace do not
// use it: they report the lap at which the repeat is found.
type memo struct {
	t atomic.Pointer[endlessTable] // nil until the first put
}

// endlessTable is the table of a memo.
type endlessTable struct {
	mu sync.Mutex
	e  [endlessSize]endlessEntry
}

const endlessSize = 1024

type endlessEntry struct {
	b    pits
	meta uint32 // the reserved pits, the mover in bit 12, the start pit from bit 16; 0: empty
	st   status
}

// endlessMeta packs the rest of the key of a move of p from start in w;
// it is never 0 (bit 24 is set).
func endlessMeta(w *pos, p bao.Player, start int) uint32 {
	return uint32(w.all) | uint32(p&1)<<12 | uint32(start)<<16 | 1<<24
}

func endlessSlot(b pits, meta uint32) int {
	h := (b.lo ^ b.hi*0x9e3779b97f4a7c15 ^ uint64(meta)*0xc2b2ae3d27d4eb4f) * 0x9e3779b97f4a7c15
	return int(h >> (64 - 10))
}

// get returns the verdict remembered for the move of p from start in w,
// if any.
func (m *memo) get(w *pos, p bao.Player, start int) (status, bool) {
	t := m.t.Load()
	if t == nil {
		return done, false
	}
	meta := endlessMeta(w, p, start)
	i := endlessSlot(w.b, meta)
	t.mu.Lock()
	e := t.e[i]
	t.mu.Unlock()
	if e.meta == meta && e.b == w.b {
		return e.st, true
	}
	return done, false
}

// put remembers that the move of p from start in w never ends, by verdict
// st (cycle or budget).
func (m *memo) put(w *pos, p bao.Player, start int, st status) {
	t := m.t.Load()
	if t == nil {
		t = new(endlessTable)
		if !m.t.CompareAndSwap(nil, t) {
			t = m.t.Load() // another goroutine made it first
		}
	}
	meta := endlessMeta(w, p, start)
	i := endlessSlot(w.b, meta)
	t.mu.Lock()
	t.e[i] = endlessEntry{b: w.b, meta: meta, st: st}
	t.mu.Unlock()
}
