package solve_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/cputime"
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

// BenchmarkTwin measures the compact table against its plain twin (the
// solver as it was before: the whole State in every entry, 256 MiB
// allocated at once, every depth looked up), one worker each, the two
// run alternately in the same process so that the machine's load falls
// on both alike: kiswahili from the start to 18 plies, and the full
// solves of kingulu and kujifunza. It reports the median nodes per
// CPU-second (user+sys of the process) of each and their ratio, and the
// ratio of the median CPU times of a solve; it fails if the two answer
// differently. docs/solve.md gives the figures:
//
//	go test -run '^$' -bench Twin -benchtime 5x ./solve
func BenchmarkTwin(b *testing.B) {
	for _, c := range []struct {
		name  string
		plies int
	}{{"kiswahili", 18}, {"kingulu", 0}, {"kujifunza", 0}} {
		b.Run(fmt.Sprintf("%s/plies=%d", c.name, c.plies), func(b *testing.B) {
			v := bao.MustLookup(c.name)
			var rate, cpu [2][]float64
			for b.Loop() {
				var rs [2]solve.Result
				for k, o := range []solve.Options{solve.Plain(solve.Options{Workers: 1, MaxPlies: c.plies}), {Workers: 1, MaxPlies: c.plies}} {
					c0 := cputime.Process()
					rs[k] = solve.Solve(context.Background(), v, v.Start(), o)
					sec := (cputime.Process() - c0).Seconds()
					rate[k] = append(rate[k], float64(rs[k].Nodes)/sec)
					cpu[k] = append(cpu[k], sec)
				}
				if d := sameResult(rs[0], rs[1]); d != "" {
					b.Fatalf("plain and compact: %s", d)
				}
			}
			b.ReportMetric(median(rate[0]), "plain-nodes/cpu-s")
			b.ReportMetric(median(rate[1]), "compact-nodes/cpu-s")
			b.ReportMetric(median(rate[1])/median(rate[0]), "nodes/cpu-s-ratio")
			b.ReportMetric(median(cpu[0])/median(cpu[1]), "cpu-time-ratio")
		})
	}
}

func median(x []float64) float64 {
	x = slices.Clone(x)
	slices.Sort(x)
	if n := len(x); n%2 == 1 {
		return x[n/2]
	} else {
		return (x[n/2-1] + x[n/2]) / 2
	}
}
