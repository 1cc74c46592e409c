package fourrow

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
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

// packedRelay is the plainest sowing loop on the packed ring the engine
// uses: table sowing, relay while the lap ends in an occupied pit, no
// rules, no cycle check. It runs laps laps.
func packedRelay(ring sow.Ring16, start, dir, laps int) int {
	pos := start
	ring, hand := ring.Lift(pos)
	pos = (pos + dir) & 15
	for lap := 0; lap < laps; lap++ {
		var x int
		ring, x = ring.Sow(pos, hand, dir)
		if ring.Get(x) == 1 {
			return lap
		}
		ring, hand = ring.Lift(x)
		pos = (x + dir) & 15
	}
	return laps
}

// BenchmarkNeverEndingLap compares the cost per lap of the engine's
// never-ending move (relay sowing with every lap-end rule and the F2 cycle
// check, until the budget of 1,000,000 laps) with the plainest sowing loop
// on the same move, seed by seed on bytes (plain) and on the engine's packed
// ring (plain-packed).
func BenchmarkNeverEndingLap(b *testing.B) {
	s, c := example16(b)
	e := &Rules{Takasia: true}
	b.Run("engine", lapsPerSecond(func(b *testing.B) {
		st := s
		var det detector
		if res, _ := e.playout(&st, c, false, nil, &det); res != endless {
			b.Fatal("a2< ended")
		}
	}))
	b.Run("plain", lapsPerSecond(func(b *testing.B) {
		var ring [16]uint8
		copy(ring[:], s.Pits[16:32])
		if n := plainRelay(&ring, int(c.r), int(c.dir), 1_000_000); n != 1_000_000 {
			b.Fatal("a2< ended")
		}
	}))
	b.Run("plain-packed", lapsPerSecond(func(b *testing.B) {
		ring := sow.LoadRing16(&s.Pits, 16)
		if n := packedRelay(ring, int(c.r), int(c.dir), 1_000_000); n != 1_000_000 {
			b.Fatal("a2< ended")
		}
	}))
}

// lapsPerSecond is a benchmark that runs lap, a never-ending move stopped
// after 1,000,000 laps, and reports laps per second and allocations.
func lapsPerSecond(lap func(b *testing.B)) func(*testing.B) {
	return func(b *testing.B) {
		b.ReportAllocs()
		start := time.Now()
		for b.Loop() {
			lap(b)
		}
		b.ReportMetric(float64(b.N)*1e6/time.Since(start).Seconds(), "laps/s")
	}
}

// BenchmarkOrdinaryMoves plays every legal move of the positions of the
// kiswahili and kete corpora (moves that end, almost all within a few
// laps). Compare
//
//	go test -run '^$' -bench OrdinaryMoves ./internal/fourrow/
//	go test -run '^$' -bench OrdinaryMoves -tags nof2 ./internal/fourrow/
//
// to see what the F2 check costs moves that are not never-ending.
func BenchmarkOrdinaryMoves(b *testing.B) {
	type job struct {
		e      *Rules
		s      bao.State
		c      cand
		safari bool
	}
	var jobs []job
	for _, v := range corpora(b) {
		for _, cp := range v.positions {
			vec, s := cp.vec, cp.s
			if s.Side > bao.North || frontWord(&s.Pits, s.Side) == 0 {
				continue
			}
			// The legal moves of the vector, none of them never-ending
			// (the setup must not rely on F2: this benchmark also runs
			// without it).
			var cs cands
			v.e.candidates(&s, &cs)
			for _, mv := range vec.Moves {
				m, _, err := bao.ParseMove(mv.Move)
				if err != nil {
					b.Fatal(err)
				}
				for _, c := range cs.c[:cs.n] {
					if bao.PitAt(base(s.Side)+int(c.r)) == m.Pit && sign(int(c.r), int(c.dir)) == m.Dir {
						jobs = append(jobs, job{v.e, s, c, m.Safari})
					}
				}
			}
		}
	}
	b.ReportAllocs()
	var det detector
	var stop bao.State
	start := time.Now()
	for b.Loop() {
		for _, j := range jobs {
			st := j.s
			j.e.playout(&st, j.c, j.safari, &stop, &det)
		}
	}
	b.ReportMetric(float64(b.N*len(jobs))/time.Since(start).Seconds(), "moves/s")
}

// BenchmarkEvaluate measures one call of the evaluations "fitted" and
// "fitted2" of Bao la Kete, on positions of random games (namua and
// mtaji). Under load compare instruction counts, which stay put:
//
//	go test -c -o /tmp/fourrow.test ./internal/fourrow/
//	valgrind --tool=callgrind /tmp/fourrow.test -test.run '^$' -test.bench 'Evaluate/fitted2$' -test.benchtime 1000000x
func BenchmarkEvaluate(b *testing.B) {
	r := Rules{Takasia: true, KuuNeverBelowSix: true, KuuFirst: true, HiziZetu: true, Fitted: FittedKete, Fitted2: Fitted2Kete}
	rng := rand.New(rand.NewPCG(1, 2))
	var ps []bao.State
	for len(ps) < 4096 {
		s := Start()
		for range 120 {
			ch, ok := r.Sample(s, rng)
			if !ok {
				break
			}
			s = ch.State
			ps = append(ps, s)
		}
	}
	for _, c := range []struct {
		name string
		eval func(bao.State, bao.Player) int
	}{{"fitted", r.FittedHeuristic}, {"fitted2", r.Fitted2Heuristic}} {
		b.Run(c.name, func(b *testing.B) {
			sum, i := 0, 0
			for b.Loop() {
				s := &ps[i&4095]
				sum += c.eval(*s, s.Side)
				i++
			}
			benchSink = sum
		})
	}
}

// benchSink keeps the benchmarks' results alive.
var benchSink int
