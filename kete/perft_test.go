package kete_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// perftDoc is the table of section 9 of docs/kete.md.
var perftDoc = []uint64{4, 14, 38, 124, 405}

// perftRegression continues the table for depths 6 to 9. These values are
// NOT from the rules document: they were computed by the engine of this
// module (and agree with an independent reimplementation written from the
// document while these tests were written). They guard against regressions.
//
// From depth 8 on the counts differ from Bao la Kiswahili's (23270,
// 105704): the Lamu rules start to matter.
var perftRegression = []uint64{1430, 5655, 23284, 105802}

// TestPerft checks perftDoc, and perftRegression without -short.
func TestPerft(t *testing.T) {
	testvec.CheckPerft(t, []bao.Variant{kt, ktOff}, perftDoc, perftRegression)
}

// TestPerftDivideSums checks PerftDivide on the positions Bao la Kete
// shares with Bao la Kiswahili, and that a finished game is not extended.
func TestPerftDivideSums(t *testing.T) {
	testvec.CheckDivide(t, kt, testvec.FourRowDividePositions, testvec.DivideDepth())
	testvec.CheckPerftOver(t, kt, "5,5,5,5,5,5,5,5/0,0,0,0,0,0,0,0/1,2,0,0,0,0,0,0/0,0,0,19,0,0,0,0 N 2,0 - -")
}
