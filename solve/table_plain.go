package solve

import (
	"encoding/binary"
	"sync"
	"unsafe"

	"github.com/bao-games/bao"
)

// plainEntry is an entry of the plain table: the whole State is its key.
type plainEntry struct {
	s     bao.State
	b     bounds
	work  uint8 // depth of the last search stored: the replacement priority
	valid bool
}

type plainBucket [ways]plainEntry

// plainTable is the solver's first table, kept as the plain twin the
// compact table (table) is tested and measured against: a fixed-size,
// lock-striped transposition table keyed by the whole State (48 bytes of
// every entry), allocated whole when the Solver is made.
type plainTable struct {
	buckets []plainBucket
	mask    uint64
	locks   [1 << 10]sync.Mutex
}

// newTable makes the largest table whose entries fit in mem bytes (a
// power-of-two number of buckets, at least one).
func newPlainTable(mem int64) *plainTable {
	n := uint64(1)
	per := int64(unsafe.Sizeof(plainBucket{}))
	for int64(n*2)*per <= mem {
		n *= 2
	}
	return &plainTable{buckets: make([]plainBucket, n), mask: n - 1}
}

// plainHash mixes every field of s.
func plainHash(s *bao.State) uint64 {
	const m = 0x9e3779b97f4a7c15
	h := uint64(s.Side)<<8 | uint64(s.Restricted)
	for i := 0; i < bao.MaxPits; i += 8 {
		h = (h ^ binary.LittleEndian.Uint64(s.Pits[i:])) * m
		h ^= h >> 29
	}
	h = (h ^ uint64(s.Store[0])<<8 ^ uint64(s.Store[1]) ^ uint64(b2u(s.House[0]))<<16 ^ uint64(b2u(s.House[1]))<<17) * m
	h = (h ^ uint64(s.Reserved[0])<<32 ^ uint64(s.Reserved[1])) * m
	return h ^ h>>31
}

func (t *plainTable) lookup(s *bao.State) (bounds, bool) {
	h := plainHash(s)
	i := h & t.mask
	l := &t.locks[i&uint64(len(t.locks)-1)]
	l.Lock()
	b := &t.buckets[i]
	for k := range b {
		if b[k].valid && b[k].s == *s {
			r := b[k].b
			l.Unlock()
			return r, true
		}
	}
	l.Unlock()
	return bounds{}, false
}

// update merges one new fact about player p into the entry of s: lo (no
// win within lo plies) or hi (a win within hi plies), whichever is not 0.
func (t *plainTable) update(s *bao.State, p bao.Player, lo, hi uint8, work int) {
	h := plainHash(s)
	i := h & t.mask
	l := &t.locks[i&uint64(len(t.locks)-1)]
	l.Lock()
	defer l.Unlock()
	b := &t.buckets[i]
	victim := 0
	for k := range b {
		e := &b[k]
		if e.valid && e.s == *s {
			if lo > e.b.lo[p] {
				e.b.lo[p] = lo
			}
			if hi != 0 && (e.b.hi[p] == 0 || hi < e.b.hi[p]) {
				e.b.hi[p] = hi
			}
			if uint8(work) > e.work {
				e.work = uint8(work)
			}
			return
		}
		if !e.valid {
			victim = k
			break
		}
		if e.work < b[victim].work {
			victim = k
		}
	}
	e := &b[victim]
	*e = plainEntry{s: *s, valid: true, work: uint8(work)}
	e.b.lo[p] = lo
	e.b.hi[p] = hi
}
