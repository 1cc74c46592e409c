package kujifunza_test

import (
	"encoding/json"
	"os"
	"path/filepath"
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
	data, err := os.ReadFile(filepath.Join(testvec.Dir(), "perft.json"))
	if err != nil {
		t.Fatal(err)
	}
	var table map[string]any
	if err := json.Unmarshal(data, &table); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string][]uint64{"kujifunza": perftOn[:5], "kujifunza(takasia=off)": perftOff[:5]} {
		raw, _ := json.Marshal(table[name])
		var got []uint64
		if err := json.Unmarshal(raw, &got); err != nil || !slices.Equal(got, want) {
			t.Errorf("perft.json %q = %s (%v), want %v", name, raw, err, want)
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
