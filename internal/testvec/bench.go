package testvec

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/bao-games/bao"
)

// Bench is the set of positions a variant's benchmarks run on. Every
// position comes from testdata (see Load), never from code literals.
type Bench struct {
	Variant bao.Variant
	// Stages holds a mid-game position per stage, by name ("namua",
	// "mtaji").
	Stages map[string]bao.State
	// Long is a position and a move of many laps (Apply of a long relay).
	Long     bao.State
	LongMove bao.Move
	// Endless, when set, is a position and a move that never ends.
	Endless     bao.State
	EndlessMove bao.Move
	HasEndless  bool
	// PerftDepth is the depth of the perft benchmark.
	PerftDepth int
}

// Run runs the standard benchmarks of issue 7 on the set: Legal at the
// start and per stage, Apply of the long move, perft, random playouts and,
// when set, the never-ending move. All report allocations.
func (c *Bench) Run(b *testing.B) {
	v := c.Variant
	legal := func(s bao.State) func(*testing.B) {
		return func(b *testing.B) {
			b.ReportAllocs()
			buf := make([]bao.Move, 0, 64)
			for b.Loop() {
				buf = v.Legal(s, buf[:0])
			}
			KeepAlive(buf)
		}
	}
	b.Run("Legal/start", legal(v.Start()))
	for name, s := range c.Stages {
		b.Run("Legal/"+name, legal(s))
	}
	b.Run("Apply/long", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := v.Apply(c.Long, c.LongMove); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Children/start", func(b *testing.B) {
		b.ReportAllocs()
		buf := make([]bao.Child, 0, 64)
		for b.Loop() {
			buf = bao.Children(v, v.Start(), buf[:0])
		}
	})
	b.Run("Perft", func(b *testing.B) {
		b.ReportAllocs()
		var nodes uint64
		start := time.Now()
		for b.Loop() {
			nodes += bao.Perft(v, v.Start(), c.PerftDepth)
		}
		b.ReportMetric(float64(nodes)/time.Since(start).Seconds(), "nodes/s")
	})
	playout := func(legalApply bool) func(*testing.B) {
		return func(b *testing.B) {
			b.ReportAllocs()
			rng := rand.New(rand.NewPCG(1, 2))
			kids := make([]bao.Child, 0, 64)
			moves := make([]bao.Move, 0, 64)
			plies := 0
			start := time.Now()
			for b.Loop() {
				if legalApply {
					plies += PlayoutLegal(v, v.Start(), rng, &moves, 100000)
				} else {
					plies += Playout(v, v.Start(), rng, &kids, 100000)
				}
			}
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "playouts/s")
			b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
		}
	}
	b.Run("Playout/children", playout(false))
	b.Run("Playout/legal+apply", playout(true))
	b.Run("Playout/sample", func(b *testing.B) {
		b.ReportAllocs()
		rng := rand.New(rand.NewPCG(1, 2))
		plies := 0
		start := time.Now()
		for b.Loop() {
			_, n := bao.Playout(v, v.Start(), rng, 100000)
			plies += n
		}
		b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "playouts/s")
		b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
	})
	if c.HasEndless {
		b.Run("NeverEnding", func(b *testing.B) {
			b.ReportAllocs()
			start := time.Now()
			for b.Loop() {
				if _, err := v.Apply(c.Endless, c.EndlessMove); err == nil {
					b.Fatal("the never-ending move was accepted")
				}
			}
			// Each Apply runs the budget of 1,000,000 laps.
			b.ReportMetric(float64(b.N)*1e6/time.Since(start).Seconds(), "laps/s")
		})
	}
}

// FirstStage returns the first position of vs for which keep is true and
// that has at least min legal moves.
func FirstStage(vs []Vector, min int, keep func(bao.State) bool, v bao.Variant) (bao.State, bool) {
	for _, vec := range vs {
		s, err := bao.ParseState(v, vec.Position)
		if err != nil || !keep(s) || len(vec.Moves) < min {
			continue
		}
		return s, true
	}
	return bao.State{}, false
}

// ExampleMove returns the position of the worked example of file whose
// title starts with prefix, read as a position of v, and the move text
// (annotated or not) read in it; text "" gives the zero move. An error
// fails tb.
func ExampleMove(tb testing.TB, v bao.Variant, file, prefix, text string) (bao.State, bao.Move) {
	tb.Helper()
	s, err := ExampleState(v, file, prefix)
	if err != nil {
		tb.Fatal(err)
	}
	if text == "" {
		return s, bao.Move{}
	}
	m, _, err := bao.ReadMove(v, s, text)
	if err != nil {
		tb.Fatal(err)
	}
	return s, m
}

// MidGame returns, for the benchmarks of a four-row variant with stores,
// the first positions of the random corpus file with six legal moves or
// more: one of the first stage (the mover's store holds 1 to 14 seeds),
// named first ("namua", "nemo"), and one of mtaji (both stores empty).
func MidGame(tb testing.TB, v bao.Variant, file, first string) map[string]bao.State {
	tb.Helper()
	random := MustLoad(tb, file)
	namua, ok1 := FirstStage(random, 6, func(s bao.State) bool { return s.Store[s.Side] > 0 && s.Store[s.Side] < 15 }, v)
	mtaji, ok2 := FirstStage(random, 6, func(s bao.State) bool { return s.Store == [2]uint8{} }, v)
	if !ok1 || !ok2 {
		tb.Fatal("no mid-game positions in the corpus")
	}
	return map[string]bao.State{first: namua, "mtaji": mtaji}
}

// SetExample16 makes the never-ending move of the set North's a2< in
// Example 16 of docs/kiswahili.md, a position that means the same in Bao
// la Kete (North has no kuu there) and Bao la Kujifunza.
func (c *Bench) SetExample16(tb testing.TB) {
	tb.Helper()
	c.Endless, _ = ExampleMove(tb, c.Variant, "kiswahili-examples.jsonl", "Example 16 ", "")
	c.EndlessMove, c.HasEndless = bao.Move{Pit: bao.PitOf(bao.North, 0, 2), Dir: bao.Left}, true
}

// FourRowBench is the benchmark set of a four-row variant with stores
// whose vector files are corpus+"-random.jsonl" and corpus+"-examples.jsonl":
// MidGame's positions of the random corpus (the first stage named first),
// the long move text in the worked example whose title starts with prefix,
// Example 16's never-ending move (SetExample16) and perft to depth 7.
func FourRowBench(tb testing.TB, v bao.Variant, corpus, first, prefix, text string) *Bench {
	tb.Helper()
	set := &Bench{Variant: v, Stages: MidGame(tb, v, corpus+"-random.jsonl", first), PerftDepth: 7}
	set.Long, set.LongMove = ExampleMove(tb, v, corpus+"-examples.jsonl", prefix, text)
	set.SetExample16(tb)
	return set
}
