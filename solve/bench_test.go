package solve_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/solve"
)

// BenchmarkStart solves the start positions of kingulu and kujifunza with
// 1 and 2 workers, reporting nodes per second of wall time. On a shared
// machine compare CPU time too (go test -bench ... -benchtime 1x with
// /usr/bin/time), since a second worker only helps on a free core.
func BenchmarkStart(b *testing.B) {
	for _, name := range []string{"kingulu", "kujifunza", "kujifunza(takasia=off)"} {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", name, workers), func(b *testing.B) {
				v := bao.MustLookup(name)
				b.ReportAllocs()
				var nodes int64
				for b.Loop() {
					r := solve.Solve(context.Background(), v, v.Start(), solve.Options{Memory: 256 << 20, Workers: workers})
					if r.Value != solve.Win {
						b.Fatal(r.Proven())
					}
					nodes += r.Nodes
				}
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			})
		}
	}
}
