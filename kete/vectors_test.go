package kete_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
	_ "github.com/bao-games/bao/kete"
)

// The worked examples of docs/kete.md and 250 positions from random games,
// with their complete legal move lists and resulting positions, through the
// code path of bao eval.

func TestExamples(t *testing.T) { testvec.CheckVectors(t, "kete-examples.jsonl", "kete") }
func TestRandom(t *testing.T)   { testvec.CheckVectors(t, "kete-random.jsonl", "kete") }
