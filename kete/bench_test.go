package kete_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/kete"
)

// benchSet builds the benchmark positions from testdata: mid-game positions
// of both stages from the random corpus, KE7's long relay move, and the
// never-ending move of kiswahili Example 16 (North has no kuu there, so the
// position means the same in Bao la Kete).
func benchSet(b *testing.B) *testvec.Bench {
	v := kete.New(kete.Config{})
	random, err := testvec.Load("kete-random.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	nemo, ok1 := testvec.FirstStage(random, 6, func(s bao.State) bool { return s.Store[s.Side] > 0 && s.Store[s.Side] < 15 }, v)
	mtaji, ok2 := testvec.FirstStage(random, 6, func(s bao.State) bool { return s.Store == [2]uint8{} }, v)
	if !ok1 || !ok2 {
		b.Fatal("no mid-game positions in the corpus")
	}
	set := &testvec.Bench{Variant: v, Stages: map[string]bao.State{"nemo": nemo, "mtaji": mtaji}, PerftDepth: 7}
	set.Long, set.LongMove = exampleMove(b, v, "kete-examples.jsonl", "KE7 ", "A3<*")
	set.Endless, set.EndlessMove = exampleMove(b, v, "kiswahili-examples.jsonl", "Example 16 ", "")
	set.EndlessMove, set.HasEndless = bao.Move{Pit: bao.PitOf(bao.North, 0, 2), Dir: bao.Left}, true
	return set
}

func exampleMove(b *testing.B, v bao.Variant, file, prefix, text string) (bao.State, bao.Move) {
	vec, err := testvec.Example(file, prefix)
	if err != nil {
		b.Fatal(err)
	}
	s, err := bao.ParseState(v, vec.Position)
	if err != nil {
		b.Fatal(err)
	}
	if text == "" {
		return s, bao.Move{}
	}
	m, _, err := bao.ReadMove(v, s, text)
	if err != nil {
		b.Fatal(err)
	}
	return s, m
}

func Benchmark(b *testing.B) { benchSet(b).Run(b) }
