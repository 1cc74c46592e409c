package kingulu

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
)

// TestHeuristicIsScore: the heuristic is 100 times the G10 score
// difference, on positions of random games with random reservations too
// (malformed ones included: a pit reserved by both counts as South's).
func TestHeuristicIsScore(t *testing.T) {
	r := New()
	rng := rand.New(rand.NewPCG(3, 4))
	for game := range 300 {
		s := r.Start()
		for ply := 0; ply < 200; ply++ {
			for _, extra := range []bool{false, true} {
				u := s
				if extra {
					u.Reserved[0] |= rng.Uint32() & 0x003f003f
					u.Reserved[1] |= rng.Uint32() & 0x003f003f
				}
				sc := Score(u)
				for _, p := range []bao.Player{bao.South, bao.North} {
					if got, want := r.Heuristic(u, p), 100*(sc[p]-sc[p.Other()]); got != want {
						t.Fatalf("game %d ply %d: Heuristic(%s, %v) = %d, want %d", game, ply, bao.FormatState(r, u), p, got, want)
					}
				}
			}
			c, ok := r.Sample(s, rng)
			if !ok {
				break
			}
			s = c.State
		}
	}
}
