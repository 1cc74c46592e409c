package kingulu_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
	_ "github.com/bao-games/bao/kingulu"
)

// The worked examples of docs/kingulu.md and 250 positions from random games,
// with their complete legal move lists and resulting positions, through the
// code path of bao eval.

func TestExamples(t *testing.T) { testvec.CheckVectors(t, "kingulu-examples.jsonl", "kingulu") }
func TestRandom(t *testing.T)   { testvec.CheckVectors(t, "kingulu-random.jsonl", "kingulu") }
