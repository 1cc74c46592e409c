package kiswahili_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
	_ "github.com/bao-games/bao/kiswahili"
)

// The worked examples of docs/kiswahili.md and 250 positions from random games,
// with their complete legal move lists and resulting positions, through the
// code path of bao eval.

func TestExamples(t *testing.T) { testvec.CheckVectors(t, "kiswahili-examples.jsonl", "kiswahili") }
func TestRandom(t *testing.T)   { testvec.CheckVectors(t, "kiswahili-random.jsonl", "kiswahili") }
