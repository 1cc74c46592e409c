package kingulu_test

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// maxPlies bounds a random game in these tests; no game has come near it.
const maxPlies = 10000

// TestRandomGames plays thousands of seeded random games and checks every
// state: 48 seeds, valid, scores adding up to 48, the position text read
// back, and the game over exactly when there is no legal move. Every game
// must end.
func TestRandomGames(t *testing.T) {
	games := 5000
	if !testvec.Long() {
		games = 500
	}
	longest := 0
	buf := make([]bao.Move, 0, 6)
	for g := range games {
		rng := rand.New(rand.NewPCG(uint64(g), 0x6b696e67756c75))
		s := rules.Start()
		plies := 0
		for ; ; plies++ {
			if n := s.Seeds(); n != 48 {
				t.Fatalf("game %d, ply %d: %d seeds in %s", g, plies, n, bao.FormatState(rules, s))
			}
			if err := bao.Validate(rules, s); err != nil {
				t.Fatalf("game %d, ply %d: %v", g, plies, err)
			}
			text := bao.FormatState(rules, s)
			if back, err := bao.ParseState(rules, text); err != nil || back != s {
				t.Fatalf("game %d, ply %d: %s does not read back: %v", g, plies, text, err)
			}
			o := rules.Outcome(s)
			if !o.Scored || o.Score[0]+o.Score[1] != 48 {
				t.Fatalf("game %d, ply %d: score %v in %s", g, plies, o.Score, text)
			}
			buf = rules.Legal(s, buf[:0])
			if o.Over() != (len(buf) == 0) {
				t.Fatalf("game %d, ply %d: over %v with %d legal moves in %s", g, plies, o.Over(), len(buf), text)
			}
			if len(buf) == 0 {
				break
			}
			if plies == maxPlies {
				t.Fatalf("game %d has not ended after %d plies", g, maxPlies)
			}
			var err error
			if s, err = rules.Apply(s, buf[rng.IntN(len(buf))]); err != nil {
				t.Fatalf("game %d, ply %d: %v", g, plies, err)
			}
		}
		longest = max(longest, plies)
	}
	t.Logf("%d games, the longest %d plies", games, longest)
}

// TestApplyKeepsInput checks that Apply, Legal, Children and Outcome never
// change the state they are given (State is a value, but this also
// guards against aliasing through the buffers).
func TestApplyKeepsInput(t *testing.T) {
	s := parse(t, "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6")
	before := s
	rules.Legal(s, nil)
	rules.Children(s, nil)
	rules.Outcome(s)
	for i := 1; i <= 6; i++ {
		rules.Apply(s, bao.Move{Pit: bao.PitOf(bao.South, 0, i)})
	}
	if s != before {
		t.Fatal("the input state changed")
	}
}
