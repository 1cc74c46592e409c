package arena

import (
	"context"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kingulu"
	_ "github.com/bao-games/bao/kujifunza"
)

// TestCountedLegalMoves holds the legal moves that a run counts (through
// bao.CountLegal: the four-row games' LegalCounter, kingulu's Legal) to
// len(Legal) in the positions of its records, replayed: in every position
// (LegalEvery 1), and in one in 5 from each game's offset, with random
// players and a random and a greedy one (the two paths of the game loop).
func TestCountedLegalMoves(t *testing.T) {
	for _, name := range []string{"kiswahili", "kete", "kujifunza", "kingulu", "kiswahili(takasia=off)"} {
		v := bao.MustLookup(name)
		for _, players := range [][2]string{{"random", "random"}, {"random", "greedy"}} {
			for _, every := range []int{1, 5} {
				c := Config{Variant: v, A: players[0], B: players[1], Games: 12, Seed: 9, Openings: 2, Options: Options{LegalEvery: every}}
				recs, sum, err := Play(context.Background(), c)
				if err != nil {
					t.Fatal(err)
				}
				legal, counted := 0, 0
				for _, r := range recs {
					next := 0
					if every > 1 {
						next = int(splitmix(r.Seed^0x6a09e667f3bcc909) % uint64(every))
					}
					s := v.Start()
					for ply, text := range r.Moves {
						if ply == next {
							legal += len(v.Legal(s, nil))
							counted++
							next += every
						}
						if _, s, err = bao.ReadMove(v, s, text); err != nil {
							t.Fatal(err)
						}
					}
				}
				if counted == 0 || sum.LegalMoves != legal || sum.LegalCounted != counted {
					t.Errorf("%s, %v, legal every %d: the run counts %d legal moves in %d positions, the replay %d in %d",
						name, players, every, sum.LegalMoves, sum.LegalCounted, legal, counted)
				}
			}
		}
	}
}
