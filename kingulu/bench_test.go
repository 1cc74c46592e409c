package kingulu_test

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/kingulu"
)

// benchPositions returns the positions of testdata/kingulu-random.jsonl
// where the game goes on.
func benchPositions(b *testing.B) []bao.State {
	vecs, err := testvec.Load("kingulu-random.jsonl")
	if err != nil {
		b.Fatal(err)
	}
	var out []bao.State
	for _, vec := range vecs {
		s, err := bao.ParseState(rules, vec.Position)
		if err != nil {
			b.Fatal(err)
		}
		if !vec.Over {
			out = append(out, s)
		}
	}
	return out
}

func BenchmarkLegalStart(b *testing.B) {
	var v bao.Variant = rules
	s := v.Start()
	buf := make([]bao.Move, 0, 6)
	b.ReportAllocs()
	for b.Loop() {
		buf = v.Legal(s, buf[:0])
	}
}

// BenchmarkLegalMidgame cycles through the positions of the random test
// vectors that are not over.
func BenchmarkLegalMidgame(b *testing.B) {
	var v bao.Variant = rules
	ps := benchPositions(b)
	buf := make([]bao.Move, 0, 6)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = v.Legal(ps[i], buf[:0])
		if i++; i == len(ps) {
			i = 0
		}
	}
}

// BenchmarkApplyLong plays the legal move of the random test vectors that
// sows the most laps.
func BenchmarkApplyLong(b *testing.B) {
	var v bao.Variant = rules
	var s bao.State
	var m bao.Move
	most := 0
	for _, p := range benchPositions(b) {
		for _, mv := range v.Legal(p, nil) {
			if n := kingulu.MoveLaps(p, mv); n > most {
				s, m, most = p, mv, n
			}
		}
	}
	b.Logf("%s, %v: %d laps", bao.FormatState(v, s), m, most)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := v.Apply(s, m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(most), "laps/op")
}

func BenchmarkChildrenMidgame(b *testing.B) {
	ps := benchPositions(b)
	buf := make([]bao.Child, 0, 6)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = rules.Children(ps[i], buf[:0])
		if i++; i == len(ps) {
			i = 0
		}
	}
}

const perftDepth = 10

func BenchmarkPerft(b *testing.B) {
	s := rules.Start()
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += bao.Perft(rules, s, perftDepth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPlayout plays random games from the start through the
// bao.Variant interface: Legal into a reused buffer, a uniform choice from
// a seeded PCG, Apply, until there is no legal move.
func BenchmarkPlayout(b *testing.B) {
	var v bao.Variant = rules
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]bao.Move, 0, 6)
	start := v.Start()
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		s := start
		for {
			buf = v.Legal(s, buf[:0])
			if len(buf) == 0 {
				break
			}
			s, _ = v.Apply(s, buf[rng.IntN(len(buf))])
			plies++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
}

// BenchmarkPlayoutSample plays random games from the start through
// bao.Playout, which draws each move with Sample and plays out only the
// drawn move.
func BenchmarkPlayoutSample(b *testing.B) {
	var v bao.Variant = rules
	rng := rand.New(rand.NewPCG(1, 2))
	start := v.Start()
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		_, n := bao.Playout(v, start, rng, 100000)
		plies += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
}

// BenchmarkNeverEnding applies KG7's never-ending a6, which Apply must
// play until the cycle detector finds the repeat.
func BenchmarkNeverEnding(b *testing.B) {
	var v bao.Variant = rules
	vec, err := testvec.Example("kingulu-examples.jsonl", "KG7 ")
	if err != nil {
		b.Fatal(err)
	}
	s, err := bao.ParseState(v, vec.Position)
	if err != nil {
		b.Fatal(err)
	}
	m := bao.Move{Pit: bao.PitOf(bao.North, 0, 6)}
	laps := kingulu.MoveLaps(s, m)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := v.Apply(s, m); err == nil {
			b.Fatal("a6 is legal")
		}
	}
	b.ReportMetric(float64(laps), "laps/op")
	b.ReportMetric(float64(laps)*float64(b.N)/b.Elapsed().Seconds(), "laps/s")
}
