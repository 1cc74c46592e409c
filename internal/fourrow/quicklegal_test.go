package fourrow

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
)

// TestQuickLegal holds quickLegal to the play-out of each candidate: a
// candidate that quickLegal alone vouches for is a legal move (L1 or C3,
// no L3 decision) that is over after the laps quickLegal read (its trace),
// on the corpora of both rule sets and the positions of random games; and
// every kind it reads is vouched for somewhere.
func TestQuickLegal(t *testing.T) {
	for _, variant := range corpora(t) {
		e, states := variant.e, variant.states()
		playRandom(e, rand.New(rand.NewPCG(3, 4)), 200, 300, func(s bao.State) { states = append(states, s) })
		vouched := map[kind]int{}
		for _, s := range states {
			if s.Side > bao.North || frontWord(&s.Pits, s.Side) == 0 {
				continue
			}
			set, k := e.tickets(&s)
			for m := set; m != 0; m &= m - 1 {
				tk := bits.TrailingZeros32(m)
				if !quickLegal(&s, 1<<tk, k) {
					continue
				}
				vouched[k]++
				st := s
				var det detector
				res, decided := e.playout(&st, ticket(tk, k), false, nil, &det)
				if decided || !res.legal() {
					t.Fatalf("%s: %s: quickLegal vouches for candidate %d (kind %d), whose play-out gives %d (decided %v)",
						variant.file, geometry.Format(s), tk, k, res, decided)
				}
				// And the move is over when quickLegal says, after its
				// first lap (or sooner, when a capture ends the game).
				r, dir := int(tickR[tk]), int(tickDir[tk])
				m := bao.Move{Pit: bao.PitAt(base(s.Side) + r), Dir: sign(r, dir)}
				laps := 0
				if err := e.Trace(s, m, func(bao.State) bool { laps++; return true }); err != nil || laps > 1 {
					t.Fatalf("%s: %s: quickLegal vouches for %v (kind %d), which takes %d laps, not one (%v)",
						variant.file, geometry.Format(s), m, k, laps, err)
				}
			}
			if got, want := quickLegal(&s, set, k), e.hasLegal(&s); got && !want {
				t.Fatalf("%s: %s: quickLegal true, hasLegal false", variant.file, geometry.Format(s))
			}
		}
		for _, k := range []kind{namuaCapture, namuaTakasa, namuaTax, mtajiTakasa} {
			if vouched[k] == 0 {
				t.Errorf("%s: quickLegal vouched for no candidate of kind %d in %d positions", variant.file, k, len(states))
			}
		}
		t.Logf("%s: %d positions, vouched per kind %v", variant.file, len(states), vouched)
	}
}

// TestTicketSet holds ticketSet to tickOf, the tickets of each start
// position and direction.
func TestTicketSet(t *testing.T) {
	for r := 0; r < ringLen; r++ {
		if got, want := ticketSet(1<<r, 0), uint32(1)<<tickOf[0][r]; got != want {
			t.Errorf("ticketSet(anticlockwise from %d) = %#x, want %#x", r, got, want)
		}
		if got, want := ticketSet(0, 1<<r), uint32(1)<<tickOf[1][r]; got != want {
			t.Errorf("ticketSet(clockwise from %d) = %#x, want %#x", r, got, want)
		}
	}
}
