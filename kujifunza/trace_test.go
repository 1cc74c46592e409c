package kujifunza_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// The lap-by-lap trace of every legal move of the vector positions
// (bao.Tracer).

func TestTraceExamples(t *testing.T) {
	testvec.CheckTrace(t, "kujifunza-examples.jsonl", "kujifunza", nil)
}
func TestTraceRandom(t *testing.T) { testvec.CheckTrace(t, "kujifunza-random.jsonl", "kujifunza", nil) }
