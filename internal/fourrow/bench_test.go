package fourrow

import (
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// example16 returns the never-ending position of kiswahili Example 16 and
// North's never-ending move a2< as a candidate.
func example16(tb testing.TB) (bao.State, cand) {
	vec, err := testvec.Example("kiswahili-examples.jsonl", "Example 16 ")
	if err != nil {
		tb.Fatal(err)
	}
	s, err := geometry.Parse(vec.Position)
	if err != nil {
		tb.Fatal(err)
	}
	return s, cand{r: 1, dir: -1, kind: mtajiTakasa} // a2<: North's front pit 2, anticlockwise
}

// plainRelay is the plainest sowing loop there is: one player's sixteen
// pits as bytes, seeds dropped one by one, relay while the lap ends in an
// occupied pit, no rules, no cycle check. It runs laps laps.
func plainRelay(ring *[16]uint8, start, dir, laps int) int {
	pos := start
	hand := int(ring[pos])
	ring[pos] = 0
	for lap := 0; lap < laps; lap++ {
		for ; hand > 0; hand-- {
			pos = (pos + dir) & 15
			ring[pos]++
		}
		if ring[pos] == 1 {
			return lap
		}
		hand = int(ring[pos])
		ring[pos] = 0
	}
	return laps
}

// BenchmarkNeverEndingLap compares the cost per lap of the engine's
// never-ending move (relay sowing with every lap-end rule and the F2 cycle
// check, until the budget of 1,000,000 laps) with the plainest sowing loop
// on the same move.
func BenchmarkNeverEndingLap(b *testing.B) {
	s, c := example16(b)
	e := &Rules{Takasia: true}
	b.Run("engine", func(b *testing.B) {
		b.ReportAllocs()
		start := time.Now()
		for b.Loop() {
			st := s
			var det detector
			if res, _ := e.playout(&st, c, false, nil, &det); res != endless {
				b.Fatal("a2< ended")
			}
		}
		b.ReportMetric(float64(b.N)*1e6/time.Since(start).Seconds(), "laps/s")
	})
	b.Run("plain", func(b *testing.B) {
		b.ReportAllocs()
		start := time.Now()
		for b.Loop() {
			var ring [16]uint8
			copy(ring[:], s.Pits[16:32])
			if n := plainRelay(&ring, int(c.r), int(c.dir), 1_000_000); n != 1_000_000 {
				b.Fatal("a2< ended")
			}
		}
		b.ReportMetric(float64(b.N)*1e6/time.Since(start).Seconds(), "laps/s")
	})
}
