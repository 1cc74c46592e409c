package kiswahili_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/kiswahili"
)

// benchSet builds the benchmark positions from testdata: mid-game positions
// of both stages from the random corpus, Example 9's long relay move, and
// Example 16's never-ending move.
func benchSet(b *testing.B) *testvec.Bench {
	v := kiswahili.New(kiswahili.Config{})
	random, err := testvec.Load("kiswahili-random.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	namua, ok1 := testvec.FirstStage(random, 6, func(s bao.State) bool { return s.Store[s.Side] > 0 && s.Store[s.Side] < 15 }, v)
	mtaji, ok2 := testvec.FirstStage(random, 6, func(s bao.State) bool { return s.Store == [2]uint8{} }, v)
	if !ok1 || !ok2 {
		b.Fatal("no mid-game positions in the corpus")
	}
	set := &testvec.Bench{Variant: v, Stages: map[string]bao.State{"namua": namua, "mtaji": mtaji}, PerftDepth: 7}
	set.Long, set.LongMove = exampleMove(b, v, "Example 9 ", "a5<*")
	set.Endless = exampleState(b, v, "Example 16 ")
	set.EndlessMove, set.HasEndless = bao.Move{Pit: bao.PitOf(bao.North, 0, 2), Dir: bao.Left}, true
	return set
}

func exampleState(b *testing.B, v bao.Variant, prefix string) bao.State {
	vec, err := testvec.Example("kiswahili-examples.jsonl", prefix)
	if err != nil {
		b.Fatal(err)
	}
	s, err := bao.ParseState(v, vec.Position)
	if err != nil {
		b.Fatal(err)
	}
	return s
}

func exampleMove(b *testing.B, v bao.Variant, prefix, text string) (bao.State, bao.Move) {
	s := exampleState(b, v, prefix)
	m, _, err := bao.ReadMove(v, s, text)
	if err != nil {
		b.Fatal(err)
	}
	return s, m
}

func Benchmark(b *testing.B) { benchSet(b).Run(b) }
