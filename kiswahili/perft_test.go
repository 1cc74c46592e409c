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

// TestPerftDivideSums checks PerftDivide on the start, a stop and a
// safari, a takasia and Example 10a, and that a finished game is not
// extended.
func TestPerftDivideSums(t *testing.T) {
	testvec.CheckDivide(t, sw, testvec.FourRowDividePositions, testvec.DivideDepth())
	testvec.CheckPerftOver(t, sw, "0,0,0,3,1,1,1,0/0,0,0,0,0,0,0,0/0,0,1,6,5,10,1,1/13,3,6,3,3,4,1,0 N 1,0 - -")
}
