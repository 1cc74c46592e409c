package kujifunza_test

import (
	"slices"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// The tables of section 2 of docs/kujifunza.md, depths 1 to 7.
var (
	perftOn  = []uint64{16, 108, 500, 1902, 6546, 23400, 83748}
	perftOff = []uint64{16, 108, 500, 1902, 6550, 23442, 84200}
)

// TestPerft checks both tables; depth 7 takes a few hundredths of a second.
func TestPerft(t *testing.T) {
	testvec.CheckPerft(t, []bao.Variant{kj}, perftOn, nil)
	testvec.CheckPerft(t, []bao.Variant{kjOff}, perftOff, nil)
}

// TestPerftFile checks that testdata/perft.json, depths 1 to 5, agrees
// with the tables of the rules document copied above.
func TestPerftFile(t *testing.T) {
	table := testvec.PerftTable(t)
	for name, want := range map[string][]uint64{"kujifunza": perftOn[:5], "kujifunza(takasia=off)": perftOff[:5]} {
		if got := table[name]; !slices.Equal(got, want) {
			t.Errorf("perft.json %q = %v, want %v", name, got, want)
		}
	}
}

func TestPerftDivideSums(t *testing.T) {
	positions := []string{
		startText,
		kj1, // a win at once
		kj3, // takasa moves that create a takasia
		"3,1,0,2,1,2,5,1/0,1,0,5,6,3,1,9/0,2,1,1,0,0,0,0/4,4,0,3,3,3,1,2 N 0,0 - a5", // a restricted pit 5
	}
	testvec.CheckDivide(t, kj, positions, testvec.DivideDepth())
	testvec.CheckDivide(t, kjOff, positions[:3], testvec.DivideDepth())
	// A finished game is not extended.
	testvec.CheckPerftOver(t, kj, kj1Won)
}
