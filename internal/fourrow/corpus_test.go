package fourrow

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// corpusPosition is one position of the test-vector corpora: the vector
// and its parsed state.
type corpusPosition struct {
	vec testvec.Vector
	s   bao.State
}

// corpus is the example and random vectors of one rule set.
type corpus struct {
	file      string // "kiswahili" or "kete"
	e         *Rules
	positions []corpusPosition
}

// states returns the positions of c.
func (c corpus) states() []bao.State {
	var out []bao.State
	for _, cp := range c.positions {
		out = append(out, cp.s)
	}
	return out
}

// corpora loads the example and random corpora of both rule sets (Bao la
// Kiswahili and Bao la Kete), every position parsed.
func corpora(tb testing.TB) []corpus {
	tb.Helper()
	cs := []corpus{
		{file: "kiswahili", e: &Rules{Takasia: true}},
		{file: "kete", e: &Rules{Takasia: true, KuuNeverBelowSix: true, KuuFirst: true, HiziZetu: true}},
	}
	for i := range cs {
		for _, f := range []string{"-examples.jsonl", "-random.jsonl"} {
			vecs, err := testvec.Load(cs[i].file + f)
			if err != nil {
				tb.Fatal(err)
			}
			for _, vec := range vecs {
				s, err := geometry.Parse(vec.Position)
				if err != nil {
					tb.Fatal(err)
				}
				cs[i].positions = append(cs[i].positions, corpusPosition{vec, s})
			}
		}
	}
	return cs
}

// playRandom plays games random games of e from the start with rng, each
// to its end or for at most plies moves, and calls visit on every position
// before its move is drawn.
func playRandom(e *Rules, rng *rand.Rand, games, plies int, visit func(bao.State)) {
	for range games {
		s := e.Start()
		for range plies {
			visit(s)
			c, ok := e.Sample(s, rng)
			if !ok {
				break
			}
			s = c.State
		}
	}
}
