package fourrow

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// TestSampleUniform checks that Sample draws every legal move of a position
// (and nothing else) with the state Children gives, at the frequency of a
// uniform draw, on positions of the example and random corpora, including
// stop-or-safari pairs and positions with illegal candidates.
func TestSampleUniform(t *testing.T) {
	for _, variant := range corpora(t) {
		rng := rand.New(rand.NewPCG(7, 7))
		for i, cp := range variant.positions {
			vec, s := cp.vec, cp.s
			if i%5 != 0 && vec.Example == "" {
				continue
			}
			kids := variant.e.Children(s, nil)
			count := map[bao.Move]int{}
			const draws = 400
			for range draws * max(len(kids), 1) {
				c, ok := variant.e.Sample(s, rng)
				if ok != (len(kids) > 0) {
					t.Fatalf("%s: Sample ok=%v with %d legal moves", vec.Position, ok, len(kids))
				}
				if !ok {
					break
				}
				count[c.Move]++
				found := false
				for _, k := range kids {
					if k == c {
						found = true
					}
				}
				if !found {
					t.Fatalf("%s: Sample drew %v, which Children does not list with that state", vec.Position, c.Move)
				}
			}
			// A uniform draw gives each move about draws times, with a binomial
			// standard deviation sd; the test is seeded, so a 5 sd bound is
			// both strict and stable.
			p := 1 / float64(max(len(kids), 1))
			sd := math.Sqrt(float64(draws*len(kids)) * p * (1 - p))
			for _, k := range kids {
				if n := float64(count[k.Move]); math.Abs(n-draws) > 5*sd {
					t.Errorf("%s: %v drawn %.0f times of %d, want about %d", vec.Position, k.Move, n, draws*len(kids), draws)
				}
			}
		}
	}
}

// TestPlayoutAllocatesNothing checks that Sample and Playout allocate
// nothing, from the start and from positions of the random corpus.
func TestPlayoutAllocatesNothing(t *testing.T) {
	testvec.SkipAllocsUnderRace(t)
	e := &Rules{Takasia: true}
	vecs, err := testvec.Load("kiswahili-random.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	states := []bao.State{Start()}
	for i := 0; i < len(vecs); i += 50 {
		s, err := geometry.Parse(vecs[i].Position)
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, s)
	}
	rng := rand.New(rand.NewPCG(5, 5))
	for _, s := range states {
		if n := testing.AllocsPerRun(20, func() { e.Sample(s, rng) }); n != 0 {
			t.Errorf("Sample allocates %v times", n)
		}
		if n := testing.AllocsPerRun(20, func() { e.Playout(s, rng, 1000) }); n != 0 {
			t.Errorf("Playout allocates %v times", n)
		}
	}
}
