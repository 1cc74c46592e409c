package player

import (
	"context"
	"github.com/bao-games/bao/internal/cputime"
	"testing"

	"github.com/bao-games/bao"
)

var benchSpecs = []string{"random", "greedy", "alphabeta(depth=4)", "alphabeta(depth=6)", "mcts(iterations=200)", "mcts(iterations=200,plies=300)", "mcts(iterations=200,leaf=eval)"}

// benchPositions returns n live positions of random games of the variant
// at various stages.
func benchPositions(name string, n int) (bao.Variant, []bao.State) {
	v := bao.MustLookup(name)
	var ps []bao.State
	for seed := range uint64(n) {
		ps = append(ps, livePosition(v, seed, 5+int(seed%40)))
	}
	return v, ps
}

// openingPositions returns n live positions 0 to 9 plies into random
// games: positions that a search does not solve, so that iterations per
// second measure whole iterations (the solver ends a search in a proven
// endgame at once, leaving only the costly iterations to count).
func openingPositions(name string, n int) (bao.Variant, []bao.State) {
	v := bao.MustLookup(name)
	var ps []bao.State
	for seed := range uint64(n) {
		ps = append(ps, livePosition(v, seed, int(seed%10)))
	}
	return v, ps
}

// BenchmarkChoose measures one move choice in kiswahili; each op asks
// about another position (the player, and its transposition table,
// persist).
func BenchmarkChoose(b *testing.B) {
	v, ps := benchPositions("kiswahili", 1024)
	for _, spec := range benchSpecs {
		b.Run(spec, func(b *testing.B) {
			p, err := New(spec, 1)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := p.Choose(context.Background(), v, ps[i%len(ps)]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSearch measures the search speed of the searching players in
// every variant: alpha-beta nodes/s, MCTS iterations/s.
func BenchmarkSearch(b *testing.B) {
	for _, name := range []string{"kiswahili", "kete", "kingulu", "kujifunza"} {
		b.Run(name, func(b *testing.B) {
			benchChoose(b, name, []string{"alphabeta(depth=4)", "alphabeta(depth=6)", "mcts(iterations=200)", "mcts(iterations=200,plies=300)", "mcts(iterations=200,leaf=eval)"})
		})
	}
}

// BenchmarkSearchBest measures the search of best's configuration in the
// four-row games at a fixed depth (about 7000 nodes a move). The player
// and its table are kept from one op to the next, so that the table
// (4 MiB) is soon full and larger than the processor's caches, as in a
// game at 100 ms a move.
func BenchmarkSearchBest(b *testing.B) {
	for _, name := range []string{"kiswahili", "kete"} {
		b.Run(name, func(b *testing.B) {
			benchChoose(b, name, []string{"alphabeta(depth=12,nodes=0,eval=fitted,lmr=2)"})
		})
	}
}

func benchChoose(b *testing.B, variant string, specs []string) {
	v, ps := openingPositions(variant, 1024)
	for _, spec := range specs {
		b.Run(spec, func(b *testing.B) {
			p, err := New(spec, 1)
			if err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			var nodes, iters int64
			b.ReportAllocs()
			b.ResetTimer()
			cpu0 := cputime.Process()
			for i := 0; i < b.N; i++ {
				if _, err := p.Choose(ctx, v, ps[i%len(ps)]); err != nil {
					b.Fatal(err)
				}
				switch p := p.(type) {
				case *AlphaBeta:
					nodes += p.Last().Nodes
				case *MCTS:
					iters += int64(p.Iterations())
				}
			}
			// Per CPU-second of the process as well as per second of wall
			// clock: on a loaded machine the first is the steadier.
			cpu := (cputime.Process() - cpu0).Seconds()
			if nodes > 0 {
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
				if cpu > 0 {
					b.ReportMetric(float64(nodes)/cpu, "nodes/cpu-s")
				}
			}
			if iters > 0 {
				b.ReportMetric(float64(iters)/b.Elapsed().Seconds(), "iters/s")
				if cpu > 0 {
					b.ReportMetric(float64(iters)/cpu, "iters/cpu-s")
				}
			}
		})
	}
}

// BenchmarkGame measures a whole kiswahili game of a player against
// itself, with fresh players every game.
func BenchmarkGame(b *testing.B) {
	v := bao.MustLookup("kiswahili")
	for _, spec := range benchSpecs {
		b.Run(spec, func(b *testing.B) {
			plies := 0
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				south, _ := New(spec, uint64(2*i))
				north, _ := New(spec, uint64(2*i+1))
				moves, _ := playGame(b, v, south, north, 1000)
				plies += len(moves)
			}
			b.ReportMetric(float64(plies)/float64(b.N), "plies/game")
		})
	}
}
