package kete_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// Benchmark runs the standard benchmarks on mid-game positions of both
// stages from the random corpus, KE7's long relay move, and the
// never-ending move of kiswahili Example 16 (North has no kuu there, so the
// position means the same in Bao la Kete).
func Benchmark(b *testing.B) { testvec.FourRowBench(b, kt, "kete", "nemo", "KE7 ", "A3<*").Run(b) }
