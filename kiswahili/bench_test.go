package kiswahili_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// Benchmark runs the standard benchmarks on mid-game positions of both
// stages from the random corpus, Example 9's long relay move, and Example
// 16's never-ending move.
func Benchmark(b *testing.B) {
	testvec.FourRowBench(b, sw, "kiswahili", "namua", "Example 9 ", "a5<*").Run(b)
}
