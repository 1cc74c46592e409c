package all_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/render"
	"github.com/bao-games/bao/spiel"
)

// malformed returns a State that validation mostly rejects: any counts (the
// slots outside the board included), stores, side, houses, restricted pit
// and reservations.
func malformed(rng *rand.Rand) bao.State {
	var s bao.State
	for k := range s.Pits {
		if rng.IntN(4) == 0 {
			s.Pits[k] = uint8(rng.IntN(256))
		} else {
			s.Pits[k] = uint8(rng.IntN(5))
		}
	}
	if rng.IntN(2) == 0 { // empty stores half the time: takasia needs them
		s.Store = [2]uint8{uint8(rng.IntN(256)), uint8(rng.IntN(3))}
	}
	s.Side = bao.Player(rng.IntN(3))
	s.House = [2]bool{rng.IntN(2) == 0, rng.IntN(2) == 0}
	if rng.IntN(2) == 0 {
		s.Restricted = bao.Pit(rng.IntN(64))
	}
	s.Reserved = [2]uint32{rng.Uint32() & rng.Uint32(), rng.Uint32()}
	return s
}

// TestMalformedStatesDoNotPanic hands malformed states to every entry
// point of the library that takes a State, for every variant. Apply and
// the others do not re-validate their input, so nothing is promised about
// the results, only that the library does not panic.
func TestMalformedStatesDoNotPanic(t *testing.T) {
	n := 2000
	if !testvec.Long() {
		n = 200
	}
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(1, 2))
	for _, name := range []string{"kiswahili", "kete", "kingulu", "kujifunza", "kiswahili(takasia=off)", "kete(takasia=off)", "kujifunza(takasia=off)"} {
		v, err := bao.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		view, err := spiel.New(v)
		if err != nil {
			t.Fatal(err)
		}
		var players []player.Player
		for _, spec := range []string{"greedy", "alphabeta(depth=2)", "mcts(iterations=20)"} {
			p, err := player.New(spec, 1)
			if err != nil {
				t.Fatal(err)
			}
			players = append(players, p)
		}
		for range n {
			s := malformed(rng)
			step := ""
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("%s: %s panics on %+v: %v", name, step, s, r)
					}
				}()
				step = "FormatState"
				bao.FormatState(v, s)
				step = "Validate"
				bao.Validate(v, s)
				if val, ok := v.(bao.Validator); ok {
					val.Validate(s)
				}
				step = "Outcome"
				o := v.Outcome(s)
				_, _ = o.String(), o.WinnerText()
				step = "Legal"
				moves := v.Legal(s, nil)
				if s.Side > bao.North && len(moves) != 0 {
					t.Fatalf("%s: legal moves %v with side %d", name, moves, s.Side)
				}
				step = "CountLegal"
				bao.CountLegal(v, s, nil)
				step = "Children"
				bao.Children(v, s, nil)
				step = "Sample"
				bao.Sample(v, s, rng)
				step = "Playout"
				bao.Playout(v, s, rng, 20)
				step = "Perft"
				bao.Perft(v, s, 2)
				step = "render"
				render.Text(v, s)
				render.SVG(v, s, render.Options{})
				step = "spiel"
				view.LegalActionsMask(s)
				view.ObservationTensor(s, bao.South)
				view.Returns(s)
				view.CurrentPlayer(s)
				for a := -1; a <= view.NumDistinctActions(); a++ {
					view.ApplyAction(s, a)
				}
				step = "player"
				for _, p := range players {
					p.Choose(ctx, v, s)
				}
				for _, m := range moves {
					step = "Apply of a listed move"
					if u, err := v.Apply(s, m); err == nil {
						step = "Annotate"
						bao.Annotate(v, s, m, u)
					}
				}
				step = "Apply of any move"
				for x := range bao.Pit(40) {
					for d := bao.Left; d <= bao.Right; d++ {
						v.Apply(s, bao.Move{Pit: x, Dir: d, Safari: x%3 == 0})
					}
				}
			}()
		}
	}
}
