package solve

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/bao-games/bao"
)

// randomState fills every field of a State at random.
func randomState(rng *rand.Rand) bao.State {
	var s bao.State
	for i := range s.Pits {
		s.Pits[i] = uint8(rng.IntN(4))
	}
	s.Store = [2]uint8{uint8(rng.IntN(3)), uint8(rng.IntN(3))}
	s.Side = bao.Player(rng.IntN(2))
	s.House = [2]bool{rng.IntN(2) == 0, rng.IntN(2) == 0}
	s.Restricted = bao.Pit(rng.IntN(3))
	s.Moved = bao.Players(rng.IntN(4))
	s.Gambit = bao.Players(rng.IntN(4))
	s.Reserved = [2]uint32{uint32(rng.IntN(3)), uint32(rng.IntN(3))}
	return s
}

// TestKeyWords: keyOf reads every field of a State: changing any one
// changes the key, and the twelve words cover the State's 48 bytes.
func TestKeyWords(t *testing.T) {
	if n := unsafe.Sizeof(bao.State{}); n != 4*hashWords {
		t.Fatalf("State has %d bytes, keyOf reads %d: a field is new?", n, 4*hashWords)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	edits := []func(*bao.State){
		func(s *bao.State) { s.Pits[rng.IntN(len(s.Pits))]++ },
		func(s *bao.State) { s.Store[rng.IntN(2)]++ },
		func(s *bao.State) { s.Side ^= 1 },
		func(s *bao.State) { i := rng.IntN(2); s.House[i] = !s.House[i] },
		func(s *bao.State) { s.Restricted++ },
		func(s *bao.State) { s.Moved ^= 1 },
		func(s *bao.State) { s.Gambit ^= 2 },
		func(s *bao.State) { s.Reserved[rng.IntN(2)] ^= 1 << rng.IntN(32) },
	}
	for range 2000 {
		s := randomState(rng)
		for i, e := range edits {
			u := s
			e(&u)
			a, b := keyOf(&s), keyOf(&u)
			if a.h == b.h || a.check == b.check {
				t.Fatalf("edit %d: keys %x/%x and %x/%x", i, a.h, a.check, b.h, b.check)
			}
		}
	}
}

// TestKeysDistinct: a million random states, no two share key.h.
func TestKeysDistinct(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	seen := map[uint64]bao.State{}
	for range 1 << 20 {
		s := randomState(rng)
		k := keyOf(&s)
		if old, ok := seen[k.h]; ok && old != s {
			t.Fatalf("two states share key %x", k.h)
		}
		seen[k.h] = s
	}
}

// TestTableTwin compares the compact table with the plain one on random
// facts about 20000 states, with room for all in the plain one: every
// fact the compact table gives is one the plain table holds, or implied
// by one (a fact lost, when growth or replacement drops an entry, only
// costs time), and it holds nearly all. It grows from its first size to
// the bound.
func TestTableTwin(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	ct, pt := newTable(1<<20), newPlainTable(1<<30)
	if got := ct.bytes(); got != startBuckets*64 {
		t.Fatalf("first size %d bytes", got)
	}
	states := make([]bao.State, 20000)
	for i := range states {
		states[i] = randomState(rng)
	}
	for range 200000 {
		s := &states[rng.IntN(len(states))]
		p := bao.Player(rng.IntN(2))
		lo, hi := uint8(0), uint8(0)
		if rng.IntN(2) == 0 {
			lo = uint8(1 + rng.IntN(30))
			if rng.IntN(20) == 0 {
				lo = never
			}
		} else {
			hi = uint8(1 + rng.IntN(30))
		}
		work := rng.IntN(30) + 1
		k := keyOf(s)
		ct.update(&k, p, lo, hi, work)
		pt.update(s, p, lo, hi, work)
	}
	if got := ct.bytes(); got != 1<<20 {
		t.Errorf("grown to %d bytes, want the bound %d", got, 1<<20)
	}
	found := 0
	for i := range states {
		k := keyOf(&states[i])
		a, aok := ct.lookup(&k)
		b, bok := pt.lookup(&states[i])
		if !bok {
			if aok {
				t.Fatalf("%d: the compact table holds a state never stored", i)
			}
			continue // never picked
		}
		if !aok {
			continue
		}
		found++
		for p := range 2 {
			if a.lo[p] > b.lo[p] || a.hi[p] != 0 && a.hi[p] < b.hi[p] || a.hi[p] != 0 && b.hi[p] == 0 {
				t.Fatalf("%d: compact %+v, plain %+v", i, a, b)
			}
		}
	}
	if found < len(states)*98/100 {
		t.Errorf("compact table holds %d of %d states", found, len(states))
	}
	ct.reset()
	if got := ct.bytes(); got != startBuckets*64 {
		t.Errorf("after reset: %d bytes", got)
	}
}

// A torn entry (its two words from different writes) matches no key.
func TestTornEntry(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	tt := newTable(1 << 16)
	s, u := randomState(rng), randomState(rng)
	ks, ku := keyOf(&s), keyOf(&u)
	tt.update(&ks, bao.South, 5, 0, 5)
	tt.update(&ku, bao.North, 0, 3, 3)
	b := &tt.cur.Load().b[ks.h&tt.cur.Load().mask]
	for i := range b {
		if b[i].data.Load() != 0 && b[i].tag.Load()^b[i].data.Load() == ks.h {
			b[i].data.Store(b[i].data.Load() ^ 1<<20) // another write's data
		}
	}
	if _, ok := tt.lookup(&ks); ok {
		t.Errorf("a torn entry matched")
	}
}
