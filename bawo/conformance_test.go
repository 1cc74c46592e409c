package bawo_test

import (
	"cmp"
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/baotest"
	"github.com/bao-games/bao/internal/testvec"
)

// presets are the option sets of docs/bawo.md section 4 (the default, the
// gambit, "Mancala World only") and the values of section 12's perft table.
var presets = []string{
	"bawo",
	"bawo(gambit=on)",
	"bawo(singleton=owned,kuutax=on,guard=off,capmax=15,mtajikuu=lose,firstkuu=off,gambit=on)",
	"bawo(gambit=capture)",
	"bawo(kuu=10)",
	"bawo(kuu=6)",
	"bawo(kichwa=illegal,endless=illegal,takasia=off)",
}

// TestConformance runs the conformance suite of package baotest on every
// preset, from the start and from arbitrary valid positions.
func TestConformance(t *testing.T) {
	for _, spec := range presets {
		w := v(t, spec)
		t.Run(w.Name(), func(t *testing.T) {
			c := baotest.Config{States: conformancePositions(w), Compare: order}
			// The gambit presets in full check 15,504 moves a gambit
			// turn: in the long checks, but not under the race detector
			// (.ci/run runs this test without it too).
			full := testvec.Long() && (w.Start().Gambit == 0 || !testvec.RaceEnabled)
			if spec == "bawo" || full {
				baotest.Run(t, w, c)
				return
			}
			// At everyday size the default runs in full, the other presets
			// in games of 20 plies from the start (the gambit presets from
			// positions after the gambits), without the game machine
			// (BAO_LONG=1: all in full).
			c.Plies = 20
			if w.Start().Gambit == 0 {
				baotest.CheckVariant(t, w, c)
				t.Run("FromStart", rapid.MakeCheck(baotest.FromStart(w, c)))
				return
			}
			// A gambit turn lists 15,504 moves, each checked: at everyday
			// size one gambit turn is checked (South's, gambit=on), and the
			// rest from positions after the gambits (BAO_LONG=1 runs the
			// whole suite).
			baotest.CheckVariant(t, w, c)
			switch s := w.Start(); spec {
			case "bawo(gambit=on)":
				baotest.CheckState(t, w, s, c)
			}
			t.Run("FromStates", rapid.MakeCheck(baotest.FromStates(w, c)))
		})
	}
}

// order is the canonical order of a Bawo legal list: baotest's, and for
// gambits the lexicographic order of their pit ranks (BW14).
func order(s bao.State, a, b bao.Move) int {
	if a.IsGambit() && b.IsGambit() {
		return cmp.Compare(a.Gambit.Index(), b.Gambit.Index())
	}
	return baotest.CanonicalOrder(s.Side, a, b)
}

// conformancePositions generates arbitrary valid positions of w: the first
// stage (both stores hold seeds) or mtaji (both empty), seeds spread at
// random over a random number of pits, a random side to move, kuu flags at
// random (seeds moved into an owned kuu until it holds K), a moved flag at
// random for an owned kuu, and, with takasia on and the stores empty,
// sometimes a restricted pit where Validate allows one.
func conformancePositions(w bao.Variant) *rapid.Generator[bao.State] {
	k := int(w.Start().Pits[4])
	return testvec.FourRowPositions{Stores: 28 - k, House: k, Label: "kuu", Moved: true}.Generator(w, true)
}
