package fourrow

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
)

// plainSide is one side's terms of Weights.Evaluate written plainly, pit by
// pit.
func plainSide(w *Weights, s *bao.State, p bao.Player) int {
	b := base(p)
	front, back, occ := 0, 0, 0
	for i := range 8 {
		c := int(s.Pits[b+i])
		front += c
		if c > 0 {
			occ++
		}
		back += int(s.Pits[b+8+i])
	}
	v := w.Front*front + w.Back*back + w.Store*int(s.Store[p]) + w.Occupied*occ
	if s.House[p] && s.Pits[b+house] >= 6 {
		v += w.House
	}
	if occ <= 1 {
		v -= w.Danger
	}
	return v
}

// TestHeuristicMatchesPlain checks the word-at-a-time evaluation against
// the plain one on random boards, and that it is zero-sum.
func TestHeuristicMatchesPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	w := &DefaultWeights
	for range 20000 {
		var s bao.State
		for range 64 {
			if k := rng.IntN(34); k < 32 {
				s.Pits[k]++
			} else {
				s.Store[k-32]++
			}
		}
		s.House = [2]bool{rng.IntN(2) == 0, rng.IntN(2) == 0}
		for _, p := range []bao.Player{bao.South, bao.North} {
			want := plainSide(w, &s, p) - plainSide(w, &s, p.Other())
			if got := w.Evaluate(&s, p); got != want {
				t.Fatalf("Evaluate(%v, %v) = %d, want %d", s, p, got, want)
			}
		}
		if w.Evaluate(&s, bao.South) != -w.Evaluate(&s, bao.North) {
			t.Fatal("not zero-sum")
		}
	}
	if got := (&Rules{}).Heuristic(Start(), bao.South); got != 0 {
		t.Errorf("Heuristic(start) = %d, want 0", got)
	}
}
