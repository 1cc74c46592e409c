package kujifunza_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// benchSet builds the benchmark positions from testdata: a mid-game
// position from the random corpus, KJ1's relay move B8>, and Example 16 of
// docs/kiswahili.md, a never-ending move in a position that is also one of
// Bao la Kujifunza.
func benchSet(b *testing.B) *testvec.Bench {
	mtaji, ok := testvec.FirstStage(testvec.MustLoad(b, "kujifunza-random.jsonl"), 6, func(bao.State) bool { return true }, kj)
	if !ok {
		b.Fatal("no mid-game position in the corpus")
	}
	set := &testvec.Bench{Variant: kj, Stages: map[string]bao.State{"mtaji": mtaji}, PerftDepth: 6}
	set.Long, _ = testvec.ExampleMove(b, kj, "kujifunza-examples.jsonl", "KJ1 ", "")
	set.LongMove = bao.Move{Pit: bao.PitOf(bao.South, 1, 8), Dir: bao.Right}
	set.SetExample16(b)
	return set
}

func Benchmark(b *testing.B) { benchSet(b).Run(b) }
