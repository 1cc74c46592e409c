package kingulu

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
)

// TestHeuristicIsPlain: the heuristic, computed a row at a time and
// looking past the moves that gain as EachChildInto plays them, is its
// plain twin, the weighted sum of the features read a pit at a time over
// Children, and
// the features' first three sum to the G10 score difference, on
// positions of random games with random reservations too (malformed ones
// included: a pit reserved by both counts as South's).
func TestHeuristicIsPlain(t *testing.T) {
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
				f := features(&u)
				if got, want := f[fBank]+f[fRow]+f[fKidSeeds], sc[bao.South]-sc[bao.North]; got != want {
					t.Fatalf("game %d ply %d: %s: features %v, score difference %d", game, ply, bao.FormatState(r, u), f, want)
				}
				for _, p := range []bao.Player{bao.South, bao.North} {
					want := r.evalQuietPlain(&u)
					if p == bao.North {
						want = -want
					}
					if got := r.Heuristic(u, p); got != want {
						t.Fatalf("game %d ply %d: Heuristic(%s, %v) = %d, want %d (features %v)", game, ply, bao.FormatState(r, u), p, got, want, f)
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

// randomEvalState returns a kingulu position of random counts below limit
// in every pit, random banks and random reservations, South to move: not
// always one a game reaches, which is the point.
func randomEvalState(rng *rand.Rand, limit int) bao.State {
	var s bao.State
	for k := range 6 {
		s.Pits[k] = uint8(rng.IntN(limit))
		s.Pits[16+k] = uint8(rng.IntN(limit))
	}
	s.Store[0], s.Store[1] = uint8(rng.IntN(20)), uint8(rng.IntN(20))
	s.Reserved[0] = rng.Uint32() & rng.Uint32() & 0x003f003f
	s.Reserved[1] = rng.Uint32() & rng.Uint32() & 0x003f003f
	return s
}

// TestEvalSouth: the evaluation computed a row at a time is its plain
// twin on random positions with random reservations (the test above
// covers those of games).
func TestEvalSouth(t *testing.T) {
	r := New()
	rng := rand.New(rand.NewPCG(5, 6))
	for range 50000 {
		s := randomEvalState(rng, 6)
		if got, want := evalSouth(&s), evalPlain(&s); got != want {
			t.Fatalf("%s: %d, plain %d (features %v)", bao.FormatState(r, s), got, want, features(&s))
		}
	}
}

// TestEvalQuiet: the evaluation that looks past the moves that gain is
// its plain twin on random positions with random reservations, either
// side to move, and it is never below the static value for the side to
// move.
func TestEvalQuiet(t *testing.T) {
	r := New()
	rng := rand.New(rand.NewPCG(7, 8))
	for range 20000 {
		s := randomEvalState(rng, 8)
		s.Side = bao.Player(rng.IntN(2))
		got, want := r.evalQuiet(&s), r.evalQuietPlain(&s)
		if got != want {
			t.Fatalf("%s: %d, plain %d", bao.FormatState(r, s), got, want)
		}
		if st := evalSouth(&s); (s.Side == bao.South && got < st) || (s.Side == bao.North && got > st) {
			t.Fatalf("%s: %d, below the static value %d for %v", bao.FormatState(r, s), got, st, s.Side)
		}
	}
}
