package solve

import (
	"encoding/binary"
	"math/rand/v2"
	"sync/atomic"
	"unsafe"

	"github.com/bao-games/bao"
)

// never is the lo bound of a player who can never force a win from a
// state: every line from it ends in a finished game he has not won.
const never = 255

// maxDepth is the deepest bound the search works to: bounds are bytes.
const maxDepth = 254

// bounds are what the table knows of one state, for each player p: p cannot
// force a win within lo[p] plies (never: not at all), and p wins within
// hi[p] plies (0: not known).
type bounds struct {
	lo, hi [2]uint8
}

// key identifies a state in the compact table: h, 64 bits, picks the
// bucket and is kept whole in the entry; check, 24 more bits of an
// independent hash, is kept beside the bounds. Neither stores the state.
type key struct {
	h     uint64
	check uint64 // in bits 40..63, where the entry's data keeps it
}

// The hashes of a state are multilinear hashes (Lemire and Kaser,
// "Strongly universal string hashing is fast", 2014, after Dietzfelbinger
// 1996): the state is read as twelve 32-bit words x[i] (its 48 bytes,
// field by field) and hash j is
//
//	(m[j][0] + sum m[j][i+1]*x[i] mod 2^64) >> 32,
//
// with the m[j] 64-bit numbers drawn at random. Each hash is strongly
// universal: for two different states the chance that hash j takes the
// same value on both is 2^-32, over the draw of m[j], and the three
// hashes are drawn independently. A false match in the table needs two
// different states to agree on the two hashes that make key.h and on the
// 24 bits of the third kept as key.check: 2^-88 for each comparison of a
// probe with an entry (four a probe, at most). A solve of a CPU-hour
// makes fewer than 2^40 comparisons, so the chance that a false match
// happens in it at all is below 2^-48 (one in 2.8e14). The multipliers
// are drawn once from a fixed seed, so that a solve is the same at every
// run; the bound holds for any set of positions not chosen with knowledge
// of them, as the positions of a game are. And a solved value is never
// trusted blindly: certificates are checked by bao verify, with the rules
// alone.
const hashWords = 12

var mult = func() (m [3][hashWords + 1]uint64) {
	rng := rand.New(rand.NewPCG(0x62616f2d736f6c76, 0x7461626c652d3338)) // "bao-solv", "table-38"
	for j := range m {
		for i := range m[j] {
			m[j][i] = rng.Uint64()
		}
	}
	return m
}()

// keyOf hashes every field of s (the plain twin spells out the fields
// the same way: TestKeyWords).
func keyOf(s *bao.State) key {
	var x [hashWords]uint64
	for i := 0; i < 8; i++ {
		x[i] = uint64(binary.LittleEndian.Uint32(s.Pits[4*i:]))
	}
	x[8] = uint64(s.Store[0]) | uint64(s.Store[1])<<8 | uint64(s.Side)<<16 | uint64(s.Restricted)<<24
	x[9] = uint64(b2u(s.House[0])) | uint64(b2u(s.House[1]))<<8 | uint64(s.Moved)<<16 | uint64(s.Gambit)<<24
	x[10] = uint64(s.Reserved[0])
	x[11] = uint64(s.Reserved[1])
	a, b, c := mult[0][0], mult[1][0], mult[2][0]
	for i, w := range x {
		a += mult[0][i+1] * w
		b += mult[1][i+1] * w
		c += mult[2][i+1] * w
	}
	return key{h: a&^(1<<32-1) | b>>32, check: c &^ (1<<40 - 1)}
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// An entry of the compact table is two 64-bit words: data, which holds
// the bounds (bits 0..31: lo[S], lo[N], hi[S], hi[N]), the work (bits
// 32..39, never 0 in a used entry) and the check (bits 40..63); and tag,
// which holds key.h xor data. Both are read and written atomically, one
// at a time: an entry torn by two workers writing it at once has a tag
// that matches neither key (Hyatt and Mann's lockless table), so a reader
// takes it for another state's. The table needs no lock, with one worker
// or many.
type slot struct {
	tag, data atomic.Uint64
}

const ways = 4 // entries per bucket

// bucket is one cache line of four entries.
type bucket [ways]slot

// EntryBytes is the size of one entry of the table; Options.Memory
// divided by it bounds the number of entries.
const EntryBytes = int(unsafe.Sizeof(slot{}))

const (
	workShift  = 32
	checkShift = 40
	checkMask  = 1<<64 - 1<<checkShift
)

func pack(b bounds, work uint8, check uint64) uint64 {
	return uint64(b.lo[0]) | uint64(b.lo[1])<<8 | uint64(b.hi[0])<<16 | uint64(b.hi[1])<<24 |
		uint64(work)<<workShift | check
}

func unpack(d uint64) bounds {
	return bounds{lo: [2]uint8{uint8(d), uint8(d >> 8)}, hi: [2]uint8{uint8(d >> 16), uint8(d >> 24)}}
}

// slots is one size of the table.
type slots struct {
	b    []bucket
	mask uint64
	// grow is the number of used entries past which the table doubles.
	grow int64
}

// table is the solver's transposition table: compact entries keyed by a
// hash of the state, lockless, and sized to the search: it starts at
// startBuckets buckets (fewer if the memory bound is smaller) and doubles
// each time it is half full, until it reaches the memory bound; from then
// on it replaces its shallowest entries. A small table is quick (its
// entries stay in the caches); a search that stores more gets more room.
type table struct {
	cur     atomic.Pointer[slots]
	used    atomic.Int64 // entries filled, counted as they are filled
	growing atomic.Bool
	max     uint64 // the most buckets Options.Memory allows
}

// startBuckets is the first size of the table: 64 KiB.
const startBuckets = 1 << 10

func newTable(mem int64) *table {
	per := int64(unsafe.Sizeof(bucket{}))
	n := uint64(1)
	for int64(n*2)*per <= mem {
		n *= 2
	}
	t := &table{max: n}
	t.reset()
	return t
}

func newSlots(n uint64, max uint64) *slots {
	s := &slots{b: make([]bucket, n), mask: n - 1, grow: int64(n * ways / 2)}
	if n >= max {
		s.grow = -1 // never
	}
	return s
}

// reset empties the table and gives it its first size again.
func (t *table) reset() {
	t.cur.Store(newSlots(min(startBuckets, t.max), t.max))
	t.used.Store(0)
}

func (t *table) lookup(k *key) (bounds, bool) {
	s := t.cur.Load()
	b := &s.b[k.h&s.mask]
	for i := range b {
		d := b[i].data.Load()
		if b[i].tag.Load()^d == k.h && d&checkMask == k.check && d != 0 {
			return unpack(d), true
		}
	}
	return bounds{}, false
}

// update merges one new fact about player p into the entry of k: lo (no
// win within lo plies) or hi (a win within hi plies), whichever is not 0.
// Facts are never wrong, so a fact lost (an entry replaced, a write lost
// to another worker's or to the table's growth) only costs time.
func (t *table) update(k *key, p bao.Player, lo, hi uint8, work int) {
	s := t.cur.Load()
	b := &s.b[k.h&s.mask]
	victim, vwork := 0, uint64(1<<8)
	for i := range b {
		e := &b[i]
		d := e.data.Load()
		if d == 0 {
			victim = i
			if t.used.Add(1) == s.grow {
				defer t.enlarge(s)
			}
			break
		}
		if e.tag.Load()^d == k.h && d&checkMask == k.check {
			old := unpack(d)
			nb := old
			if lo > nb.lo[p] {
				nb.lo[p] = lo
			}
			if hi != 0 && (nb.hi[p] == 0 || hi < nb.hi[p]) {
				nb.hi[p] = hi
			}
			w := max(uint8(d>>workShift), uint8(work))
			nd := pack(nb, w, k.check)
			if nd != d {
				e.data.Store(nd)
				e.tag.Store(k.h ^ nd)
			}
			return
		}
		if w := d >> workShift & 0xff; w < vwork {
			victim, vwork = i, w
		}
	}
	var nb bounds
	nb.lo[p], nb.hi[p] = lo, hi
	nd := pack(nb, uint8(max(work, 1)), k.check)
	e := &b[victim]
	e.data.Store(nd)
	e.tag.Store(k.h ^ nd)
}

// enlarge doubles the table from s, if no other worker is doing it, by
// moving every entry to the bucket of its key in the new size. Writes to
// s while it moves are lost, which only costs time.
func (t *table) enlarge(s *slots) {
	if t.cur.Load() != s || !t.growing.CompareAndSwap(false, true) {
		return
	}
	defer t.growing.Store(false)
	n := newSlots(2*uint64(len(s.b)), t.max)
	used := int64(0)
	for i := range s.b {
		for j := range s.b[i] {
			d := s.b[i][j].data.Load()
			if d == 0 {
				continue
			}
			h := s.b[i][j].tag.Load() ^ d
			nb := &n.b[h&n.mask]
			for k := range nb {
				if nb[k].data.Load() == 0 {
					nb[k].data.Store(d)
					nb[k].tag.Store(h ^ d)
					used++
					break
				}
			}
		}
	}
	t.used.Store(used)
	t.cur.Store(n)
}

// bytes returns the size of the table's entries now.
func (t *table) bytes() int64 {
	return int64(len(t.cur.Load().b)) * int64(unsafe.Sizeof(bucket{}))
}
