package bawo_test

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// benchSet builds the benchmark positions: a namua and a mtaji position
// reached by random play from the start (seeded, so the same every run),
// BW-9's mtaji position for the long move, and BW-13's stopped takata.
func benchSet(b *testing.B) *testvec.Bench {
	w, err := bao.Lookup("bawo")
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 7))
	var nemo, mtaji bao.State
	for nemo == (bao.State{}) || mtaji == (bao.State{}) {
		s := w.Start()
		for ply := 0; ply < 80; ply++ {
			c, ok := bao.Sample(w, s, rng)
			if !ok {
				break
			}
			s = c.State
			if ply == 12 && len(w.Legal(s, nil)) >= 4 {
				nemo = s
			}
			if ply == 50 && s.Store == [2]uint8{} && len(w.Legal(s, nil)) >= 4 {
				mtaji = s
			}
		}
	}
	set := &testvec.Bench{Variant: w, Stages: map[string]bao.State{"nemo": nemo, "mtaji": mtaji}, PerftDepth: 8}
	set.Long, set.LongMove = testvec.ExampleMove(b, w, "bawo-examples.jsonl", "BW-9 — the fifteen-seed limit", "A5<*")
	return set
}

// Benchmark runs the standard benchmarks (Legal, Apply, perft, playouts),
// all with ReportAllocs.
func Benchmark(b *testing.B) { benchSet(b).Run(b) }

// BenchmarkStoppedTakata plays BW-13's never-ending takata, which BW10
// stops after its 1,000,000th lap.
func BenchmarkStoppedTakata(b *testing.B) {
	w, err := bao.Lookup("bawo")
	if err != nil {
		b.Fatal(err)
	}
	s, m := testvec.ExampleMove(b, w, "bawo-examples.jsonl", "BW-13 — a never-ending", "a2<*")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.Apply(s, m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*1e6/b.Elapsed().Seconds(), "laps/s")
}
