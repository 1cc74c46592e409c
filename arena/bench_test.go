package arena

import (
	"context"
	"fmt"
	"testing"

	"github.com/bao-games/bao"
)

// BenchmarkSelfplay measures runs of 200 random kiswahili games with one
// and two workers; games/s shows the scaling.
func BenchmarkSelfplay(b *testing.B) {
	v := bao.MustLookup("kiswahili")
	for _, w := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", w), func(b *testing.B) {
			const games = 200
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_, err := Run(context.Background(), Config{Variant: v, A: "random", B: "random", Games: games, Seed: uint64(i), Workers: w}, nil)
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(games*b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
