package kiswahili_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// perftDoc is the table of section 9 of docs/kiswahili.md.
var perftDoc = []uint64{4, 14, 38, 124, 405}

// perftRegression continues the table for depths 6 to 9. These values are
// NOT from the rules document: they were computed by the engine of this
// module (and agree with an independent reimplementation written from the
// document while these tests were written). They guard against regressions.
var perftRegression = []uint64{1430, 5655, 23270, 105704}

// TestPerft checks perftDoc, and perftRegression without -short.
func TestPerft(t *testing.T) {
	testvec.CheckPerft(t, []bao.Variant{sw, swOff}, perftDoc, perftRegression)
}

func TestPerftDivideSums(t *testing.T) {
	positions := []string{
		startText,
		"0,0,0,0,0,0,0,0/0,1,1,0,1,0,0,1/0,1,1,0,6,0,0,1/0,0,0,0,0,0,0,0 S 26,25 S -", // stop and safari
		"47,0,0,0,0,0,0,0/0,0,0,2,0,0,0,5/0,0,1,1,0,0,0,0/4,4,0,0,0,0,0,0 N 0,0 - a5", // takasia
		"0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - -", // Example 10a
	}
	depth := 4
	if !testvec.Long() {
		depth = 3
	}
	testvec.CheckDivide(t, sw, positions, depth)
	// A finished game is not extended.
	const won = "0,0,0,3,1,1,1,0/0,0,0,0,0,0,0,0/0,0,1,6,5,10,1,1/13,3,6,3,3,4,1,0 N 1,0 - -"
	if n := bao.Perft(sw, parse(t, sw, won), 2); n != 0 {
		t.Errorf("perft of a finished game = %d", n)
	}
}
