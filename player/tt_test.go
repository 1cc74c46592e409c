package player

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"unsafe"

	"github.com/bao-games/bao"
)

// TestSameState: sameState and hashState read every field of bao.State
// (a field added to it must be added to them), and sameState agrees with
// == on positions equal and differing in any one byte of any field.
func TestSameState(t *testing.T) {
	typ := reflect.TypeFor[bao.State]()
	var names []string
	for i := range typ.NumField() {
		names = append(names, typ.Field(i).Name)
	}
	want := []string{"Pits", "Store", "Side", "House", "Restricted", "Moved", "Gambit", "Reserved"}
	if !reflect.DeepEqual(names, want) || bao.MaxPits != 32 {
		t.Fatalf("bao.State has fields %v and %d pits; sameState and hashState read %v and 32 pits", names, bao.MaxPits, want)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	random := func() bao.State {
		var s bao.State
		for i := range s.Pits {
			s.Pits[i] = uint8(rng.IntN(256))
		}
		s.Store = [2]uint8{uint8(rng.IntN(256)), uint8(rng.IntN(256))}
		s.Side = bao.Player(rng.IntN(2))
		s.House = [2]bool{rng.IntN(2) == 0, rng.IntN(2) == 0}
		s.Restricted = bao.Pit(rng.IntN(256))
		s.Moved, s.Gambit = bao.Players(rng.IntN(4)), bao.Players(rng.IntN(4))
		s.Reserved = [2]uint32{rng.Uint32(), rng.Uint32()}
		return s
	}
	// Each mutation changes one field of a copy.
	mutate := []func(s *bao.State){
		func(s *bao.State) { s.Pits[rng.IntN(bao.MaxPits)] ^= uint8(1 + rng.IntN(255)) },
		func(s *bao.State) { s.Store[rng.IntN(2)] ^= uint8(1 + rng.IntN(255)) },
		func(s *bao.State) { s.Side = s.Side.Other() },
		func(s *bao.State) { i := rng.IntN(2); s.House[i] = !s.House[i] },
		func(s *bao.State) { s.Restricted ^= bao.Pit(1 + rng.IntN(255)) },
		func(s *bao.State) { s.Reserved[rng.IntN(2)] ^= 1 << rng.IntN(32) },
		func(s *bao.State) { s.Moved ^= bao.Players(1 + rng.IntN(3)) },
		func(s *bao.State) { s.Gambit ^= bao.Players(1 + rng.IntN(3)) },
	}
	seen := map[uint64]bool{}
	for range 2000 {
		s := random()
		u := s
		if !sameState(&s, &u) || hashState(&s) != hashState(&u) {
			t.Fatalf("equal positions: sameState false or hashes differ")
		}
		for i, f := range mutate {
			u := s
			f(&u)
			if sameState(&s, &u) != (s == u) {
				t.Fatalf("mutation %d: sameState %v, == %v", i, sameState(&s, &u), s == u)
			}
			seen[hashState(&u)&1023] = true
		}
	}
	if len(seen) < 1000 {
		t.Errorf("hashState's low ten bits take %d of 1024 values over 16000 positions", len(seen))
	}
}

// TestTTEntrySize: a table entry fills one 64-byte cache line.
func TestTTEntrySize(t *testing.T) {
	if n := unsafe.Sizeof(ttEntry{}); n != 64 {
		t.Errorf("ttEntry is %d bytes, want 64", n)
	}
	a := NewAlphaBeta(AlphaBetaConfig{}, 1)
	a.resize(minTable)
	if p := uintptr(unsafe.Pointer(&a.tt[0])); p%64 != 0 {
		t.Errorf("table at %#x, not 64-byte aligned", p)
	}
}

// TestTTScores: a win or loss stored at one ply counts its plies from the
// node, so that read at another ply it counts them from the new root;
// other scores are stored as they are.
func TestTTScores(t *testing.T) {
	for p := 0; p <= maxPly; p++ {
		for q := 0; q <= maxPly; q++ {
			for n := p; n <= maxPly; n++ {
				want := WinScore - (n - p + q)
				if got := fromTT(toTT(WinScore-n, p), q); got != want {
					t.Fatalf("win in %d plies stored at ply %d, read at ply %d: %d, want %d", n, p, q, got, want)
				}
				if got := fromTT(toTT(-(WinScore-n), p), q); got != -want {
					t.Fatalf("loss in %d plies stored at ply %d, read at ply %d: %d, want %d", n, p, q, got, -want)
				}
			}
			for _, sc := range []int{0, 7, -7, MaxEval, -MaxEval} {
				if got := fromTT(toTT(sc, p), q); got != sc {
					t.Fatalf("score %d stored at ply %d, read at ply %d: %d", sc, p, q, got)
				}
			}
		}
	}
}
