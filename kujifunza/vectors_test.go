package kujifunza_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
	_ "github.com/bao-games/bao/kujifunza"
)

// The worked examples of docs/kujifunza.md (its start position, KJ1-KJ3,
// and KJ3 with takasia=off) and 250 positions from random games, with their
// complete legal move lists and resulting positions, through the code path
// of bao eval.

func TestExamples(t *testing.T) { testvec.CheckVectors(t, "kujifunza-examples.jsonl", "kujifunza") }
func TestRandom(t *testing.T)   { testvec.CheckVectors(t, "kujifunza-random.jsonl", "kujifunza") }
