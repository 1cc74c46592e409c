package spiel_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/spiel"
)

// TestBawoGambitActions checks Bawo's action space: plain bawo has the 64
// actions of kiswahili; with gambit=on or gambit=capture the 15,504
// gambits follow them, in the canonical order of BW14 and relative to the
// mover, and the observation carries the moved and gambit flags.
func TestBawoGambitActions(t *testing.T) {
	plain, err := spiel.New(bao.MustLookup("bawo"))
	if err != nil {
		t.Fatal(err)
	}
	if plain.NumDistinctActions() != 64 || plain.Config().Gambits {
		t.Errorf("bawo: %d actions, Config %+v; want 64 without gambits", plain.NumDistinctActions(), plain.Config())
	}
	if _, err := plain.Action(plain.Variant().Start(), bao.GambitMove(bao.South, 0)); !errors.Is(err, bao.ErrIllegalMove) {
		t.Errorf("bawo: a gambit's action: %v, want ErrIllegalMove", err)
	}
	for _, spec := range []string{"bawo(gambit=on)", "bawo(gambit=capture)"} {
		v := bao.MustLookup(spec)
		if _, err := spiel.NewWithConfig(v, spiel.Config{Directions: true, Safari: true}); err == nil || !strings.Contains(err.Error(), "set Gambits") {
			t.Errorf("%s without Gambits: %v", spec, err)
		}
		w, err := spiel.New(v)
		if err != nil {
			t.Fatal(err)
		}
		if w.NumDistinctActions() != 64+bao.NumGambits || w.ObservationTensorSize() != 73 || !w.Config().Gambits {
			t.Fatalf("%s: %d actions, observation %d, Config %+v", spec, w.NumDistinctActions(), w.ObservationTensorSize(), w.Config())
		}
		s := v.Start()
		acts := w.LegalActions(s)
		if len(acts) != bao.NumGambits || acts[0] != 64 || acts[len(acts)-1] != 64+bao.NumGambits-1 {
			t.Fatalf("%s: start: %d legal actions %d..%d", spec, len(acts), acts[0], acts[len(acts)-1])
		}
		for a, want := range map[int]string{64: "A1,A1,A1,A1,A1", 65: "A1,A1,A1,A1,A2", 64 + bao.NumGambits - 1: "B8,B8,B8,B8,B8"} {
			if m, err := w.Move(s, a); err != nil || m.String() != want {
				t.Errorf("%s: Move(%d) = %v, %v; want %s", spec, a, m, err, want)
			}
		}
		m, _, err := bao.ReadMove(v, s, "A1,A8,B4,B5,B5")
		if err != nil {
			t.Fatal(err)
		}
		a, err := w.Action(s, m)
		if err != nil || a != 64+m.Gambit.Index() {
			t.Fatalf("%s: Action(A1,A8,B4,B5,B5) = %d, %v", spec, a, err)
		}
		after, err := w.ApplyAction(s, a)
		if want, _ := v.Apply(s, m); err != nil || after != want {
			t.Fatalf("%s: ApplyAction(%d): %v", spec, a, err)
		}
		// North's gambit on the same pits, as he sees them, is the same
		// action; South's gambit is not North's.
		if after.Gambit.Has(bao.North) {
			nm, _, err := bao.ReadMove(v, after, "a1,a8,b4,b5,b5")
			if err != nil {
				t.Fatal(err)
			}
			if na, err := w.Action(after, nm); err != nil || na != a {
				t.Errorf("%s: North's a1,a8,b4,b5,b5 is action %d, %v; want %d", spec, na, err, a)
			}
			if _, err := w.Action(after, m); !errors.Is(err, bao.ErrIllegalMove) {
				t.Errorf("%s: South's gambit with North to move: %v", spec, err)
			}
		}
		// The flags: moved (o, o'), gambit pending (o, o'), before the
		// side to move.
		obs := w.ObservationTensor(s, bao.South)
		if got := obs[len(obs)-5:]; !slices.Equal(got, []float32{0, 0, 1, 1, 1}) {
			t.Errorf("%s: start: flags and side to move %v", spec, got)
		}
		obs = w.ObservationTensor(after, bao.North)
		if got := obs[len(obs)-5:]; !slices.Equal(got, []float32{0, 0, 1, 0, 1}) {
			t.Errorf("%s: after South's gambit, North's view: flags and side to move %v", spec, got)
		}
		// Every property of the view in the positions of a few games.
		rng := rand.New(rand.NewPCG(3, 4))
		for range 3 {
			s := v.Start()
			for ply := 0; ply < 300; ply++ {
				checkPosition(t, w, s)
				c, ok := bao.Sample(v, s, rng)
				if !ok {
					break
				}
				s = c.State
			}
		}
	}
}
