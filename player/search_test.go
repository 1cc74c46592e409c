package player

import (
	"context"
	"fmt"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/internal/testvec"
)

// refWin is the reference's score of a game won at the root, WinScore in
// the player (checked below: the reference is written independently).
const refWin = 1 << 24

// refNegamax is a plain depth-limited negamax: finished games score
// ±(refWin-ply) and 0 for a draw, the horizon the evaluation for the side
// to move.
func refNegamax(v bao.Variant, eval func(bao.State, bao.Player) int, s bao.State, depth, ply int) int {
	if o := v.Outcome(s); o.Over() {
		switch {
		case o.Result != bao.Won:
			return 0
		case o.Winner == s.Side:
			return refWin - ply
		}
		return -(refWin - ply)
	}
	if depth == 0 {
		return min(max(eval(s, s.Side), -MaxEval), MaxEval)
	}
	best := -refWin - 1
	for _, m := range v.Legal(s, nil) {
		t, err := v.Apply(s, m)
		if err != nil {
			panic(err)
		}
		sc := refNegamax(v, eval, t, depth-1, ply+1)
		if t.Side != s.Side {
			sc = -sc
		}
		best = max(best, sc)
	}
	return best
}

// allVariants returns every registered variant (bao.Names, all/ imported).
func allVariants(t testing.TB) []bao.Variant {
	var vs []bao.Variant
	for _, n := range bao.Names() {
		vs = append(vs, bao.MustLookup(n))
	}
	if len(vs) < 3 {
		t.Fatalf("only %d variants registered", len(vs))
	}
	return vs
}

// testPositions returns n live positions of v from random games, of
// various lengths, reproducible from seed.
func testPositions(v bao.Variant, seed uint64, n int) []bao.State {
	var ps []bao.State
	for i := range uint64(n) {
		ps = append(ps, livePosition(v, seed*1_000_003+i, int(i*7%90)))
	}
	return ps
}

// TestAlphaBetaMatchesNegamax: on 300 random positions per variant, at
// depths 1 to 4 (a fresh player per position), the alpha-beta score equals
// plain negamax, the move chosen achieves it, and Analyse scores every
// root move as negamax does; so does the score of a player kept from
// position to position whose table orders the moves (its scores unused).
func TestAlphaBetaMatchesNegamax(t *testing.T) {
	n := 300
	if testvec.Long() {
		n = 1500
	}
	for _, v := range allVariants(t) {
		t.Run(v.Name(), func(t *testing.T) {
			eval := bindEval(v, DefaultEval, nil)
			checked := 0
			ordered := NewAlphaBeta(AlphaBetaConfig{Depth: 4, Nodes: 0}, 1)
			ordered.ttOrder = true
			for i, s := range testPositions(v, 1, n) {
				kids := bao.Children(v, s, nil)
				if len(kids) < 2 {
					continue
				}
				depth := 1 + i%4
				if depth == 4 && len(kids) > 8 {
					depth = 3 // keep the reference's tree small
				}
				ab := NewAlphaBeta(AlphaBetaConfig{Depth: depth, Nodes: 0}, uint64(i))
				ab.noTT = true // the table may legitimately return deeper values
				an, err := ab.Analyse(context.Background(), v, s)
				if err != nil {
					t.Fatal(err)
				}
				want := refNegamax(v, eval, s, depth, 0)
				if got := int(an.Score); got != want {
					t.Fatalf("depth %d: alpha-beta %d, negamax %d in %s", depth, got, want, bao.FormatState(v, s))
				}
				// A forced result ends the deepening early: the root moves
				// are scored at the depth completed.
				for _, ma := range an.Moves {
					u, _ := v.Apply(s, ma.Move)
					sc := refNegamax(v, eval, u, an.Depth-1, 1)
					if u.Side != s.Side {
						sc = -sc
					}
					if !ma.Scored || ma.Score != sc {
						t.Fatalf("depth %d: root move %v scored %d (%v), negamax %d", depth, ma.Move, ma.Score, ma.Scored, sc)
					}
				}
				if len(an.Moves) != len(kids) {
					t.Fatalf("Analyse scored %d of %d root moves", len(an.Moves), len(kids))
				}
				// Choose (principal variation search) agrees.
				ab2 := NewAlphaBeta(AlphaBetaConfig{Depth: depth, Nodes: 0}, uint64(i))
				ab2.noTT = true
				m, _ := ab2.Choose(context.Background(), v, s)
				if ab2.Last().Score != want {
					t.Fatalf("depth %d: Choose scored %d, negamax %d", depth, ab2.Last().Score, want)
				}
				checkChosen(t, v, eval, s, m, depth, want)
				// With the table ordering the moves (its move searched
				// alone first, before the others are generated), as
				// well, a player kept from position to position.
				ordered.cfg.Depth = depth
				if _, err := ordered.Choose(context.Background(), v, s); err != nil || ordered.Last().Score != want {
					t.Fatalf("depth %d: Choose with the table's moves scored %d (%v), negamax %d", depth, ordered.Last().Score, err, want)
				}
				checked++
			}
			if checked < n/2 {
				t.Errorf("only %d positions checked", checked)
			}
		})
	}
}

// checkChosen fails t unless move m of s scores want by plain negamax to
// depth.
func checkChosen(t *testing.T, v bao.Variant, eval func(bao.State, bao.Player) int, s bao.State, m bao.Move, depth, want int) {
	t.Helper()
	u, _ := v.Apply(s, m)
	sc := refNegamax(v, eval, u, depth-1, 1)
	if u.Side != s.Side {
		sc = -sc
	}
	if sc != want {
		t.Fatalf("depth %d: chose %v scoring %d, best %d", depth, m, sc, want)
	}
}

// TestAspirationMatchesNegamax: an aspiration window, however narrow,
// changes only the time to find the score: at depths 3 and 4 (where the
// window applies) Choose with Window 1 scores each position as plain
// negamax does and chooses a move that achieves it.
func TestAspirationMatchesNegamax(t *testing.T) {
	for _, v := range allVariants(t) {
		t.Run(v.Name(), func(t *testing.T) {
			eval := bindEval(v, DefaultEval, nil)
			for i, s := range testPositions(v, 3, 60) {
				kids := bao.Children(v, s, nil)
				if len(kids) < 2 || len(kids) > 12 {
					continue
				}
				depth := 3 + i%2
				ab := NewAlphaBeta(AlphaBetaConfig{Depth: depth, Window: 1}, uint64(i))
				ab.noTT = true
				m, err := ab.Choose(context.Background(), v, s)
				if err != nil {
					t.Fatal(err)
				}
				want := refNegamax(v, eval, s, depth, 0)
				if ab.Last().Score != want {
					t.Fatalf("depth %d: Choose with window 1 scored %d, negamax %d in %s", depth, ab.Last().Score, want, bao.FormatState(v, s))
				}
				checkChosen(t, v, eval, s, m, depth, want)
			}
		})
	}
}

// refQuiesce is a plain capture search: where the side to move must
// capture (bao.CaptureTester), the best of his moves, searched on up to
// left plies more; elsewhere, and at left 0, the evaluation.
func refQuiesce(v bao.Variant, eval func(bao.State, bao.Player) int, s bao.State, ply, left int) int {
	if o := v.Outcome(s); o.Over() {
		return refNegamax(v, eval, s, 0, ply)
	}
	if left == 0 || !v.(bao.CaptureTester).MustCapture(s) {
		return min(max(eval(s, s.Side), -MaxEval), MaxEval)
	}
	best := -refWin - 1
	for _, c := range bao.Children(v, s, nil) {
		sc := refQuiesce(v, eval, c.State, ply+1, left-1)
		if c.State.Side != s.Side {
			sc = -sc
		}
		best = max(best, sc)
	}
	return best
}

// refNegamaxQ is refNegamax with refQuiesce at the horizon.
func refNegamaxQ(v bao.Variant, eval func(bao.State, bao.Player) int, s bao.State, depth, ply, qs int) int {
	if o := v.Outcome(s); o.Over() || depth == 0 {
		if o.Over() {
			return refNegamax(v, eval, s, 0, ply)
		}
		return refQuiesce(v, eval, s, ply, qs)
	}
	best := -refWin - 1
	for _, c := range bao.Children(v, s, nil) {
		sc := refNegamaxQ(v, eval, c.State, depth-1, ply+1, qs)
		if c.State.Side != s.Side {
			sc = -sc
		}
		best = max(best, sc)
	}
	return best
}

// TestQuiescenceMatchesReference: with qs, alpha-beta (without its table)
// scores positions of the games that have bao.CaptureTester as a plain
// negamax does whose horizon is a plain capture search.
func TestQuiescenceMatchesReference(t *testing.T) {
	tested := 0
	for _, v := range allVariants(t) {
		if _, ok := v.(bao.CaptureTester); !ok {
			continue
		}
		tested++
		t.Run(v.Name(), func(t *testing.T) {
			eval := bindEval(v, DefaultEval, nil)
			captures := 0
			for i, s := range testPositions(v, 4, 40) {
				kids := bao.Children(v, s, nil)
				if len(kids) < 2 || len(kids) > 12 {
					continue
				}
				depth, qs := 1+i%3, 1+i%2
				ab := NewAlphaBeta(AlphaBetaConfig{Depth: depth, Quiesce: qs}, uint64(i))
				ab.noTT = true
				if _, err := ab.Choose(context.Background(), v, s); err != nil {
					t.Fatal(err)
				}
				want := refNegamaxQ(v, eval, s, depth, 0, qs)
				if ab.Last().Score != want {
					t.Fatalf("depth %d, qs %d: alpha-beta %d, reference %d in %s", depth, qs, ab.Last().Score, want, bao.FormatState(v, s))
				}
				if want != refNegamax(v, eval, s, depth, 0) {
					captures++
				}
			}
			if captures == 0 {
				t.Error("the capture search changed no score: the test tests nothing")
			}
		})
	}
	if tested < 3 {
		t.Errorf("only %d variants with CaptureTester", tested)
	}
}

// TestReductionSchedule: late-move reductions start at the fourth move
// of a node of depth 3 or more (the ReduceFrom-th), two plies from the
// eighth (four moves later) at depth 6, and never without Reduce.
func TestReductionSchedule(t *testing.T) {
	on := NewAlphaBeta(AlphaBetaConfig{Reduce: true}, 1)
	on4 := NewAlphaBeta(AlphaBetaConfig{Reduce: true, ReduceFrom: 4}, 1) // the same as on
	from3 := NewAlphaBeta(AlphaBetaConfig{Reduce: true, ReduceFrom: 3}, 1)
	from2 := NewAlphaBeta(AlphaBetaConfig{Reduce: true, ReduceFrom: 2}, 1)
	off := NewAlphaBeta(AlphaBetaConfig{}, 1)
	offFrom := NewAlphaBeta(AlphaBetaConfig{ReduceFrom: 2}, 1) // ReduceFrom alone does nothing
	// n is the number of moves searched before; want for lmr=on (and
	// lmr=4), then lmr=3 and lmr=2.
	for _, c := range []struct{ depth, n, want, from3, from2 int }{
		{2, 10, 0, 0, 0}, {3, 0, 0, 0, 0}, {3, 1, 0, 0, 1}, {3, 2, 0, 1, 1}, {3, 3, 1, 1, 1}, {5, 9, 1, 1, 1},
		{6, 4, 1, 1, 1}, {6, 5, 1, 1, 2}, {6, 6, 1, 2, 2}, {6, 7, 2, 2, 2}, {12, 20, 2, 2, 2},
	} {
		for _, a := range []*AlphaBeta{on, on4} {
			if got := a.reduction(c.depth, c.n); got != c.want {
				t.Errorf("ReduceFrom %d: reduction(depth %d, move %d) = %d, want %d", a.cfg.ReduceFrom, c.depth, c.n, got, c.want)
			}
		}
		if got := from3.reduction(c.depth, c.n); got != c.from3 {
			t.Errorf("lmr=3: reduction(depth %d, move %d) = %d, want %d", c.depth, c.n, got, c.from3)
		}
		if got := from2.reduction(c.depth, c.n); got != c.from2 {
			t.Errorf("lmr=2: reduction(depth %d, move %d) = %d, want %d", c.depth, c.n, got, c.from2)
		}
		for _, a := range []*AlphaBeta{off, offFrom} {
			if got := a.reduction(c.depth, c.n); got != 0 {
				t.Errorf("without Reduce: reduction(depth %d, move %d) = %d", c.depth, c.n, got)
			}
		}
	}
}

// TestKeepKillers: with lmrk=on (KeepKillers) a killer move of the ply
// is never reduced, wherever it comes, and every other move is reduced as
// reduction says; without it, or without Reduce, killers are reduced like
// the rest.
func TestKeepKillers(t *testing.T) {
	keep := NewAlphaBeta(AlphaBetaConfig{Reduce: true, ReduceFrom: 2, KeepKillers: true}, 1)
	plain := NewAlphaBeta(AlphaBetaConfig{Reduce: true, ReduceFrom: 2}, 1)
	if off := NewAlphaBeta(AlphaBetaConfig{KeepKillers: true}, 1); off.cfg.KeepKillers {
		t.Error("KeepKillers kept without Reduce")
	}
	const ply = 5
	k0, k1 := bao.Move{Pit: 3, Dir: 1}, bao.Move{Pit: 9, Dir: -1}
	other := bao.Move{Pit: 4, Dir: 1}
	for _, a := range []*AlphaBeta{keep, plain} {
		a.killers[ply] = [2]bao.Move{k0, k1}
		a.hasKiller[ply] = [2]bool{true, true}
	}
	for _, depth := range []int{2, 3, 6, 12} {
		for n := range 10 {
			want := keep.reduction(depth, n)
			for _, m := range []bao.Move{k0, k1, other} {
				if got := plain.reductionOf(depth, n, ply, m); got != want {
					t.Errorf("lmr=2: move %v at depth %d after %d: reduction %d, want %d", m, depth, n, got, want)
				}
				w := want
				if m != other {
					w = 0
				}
				if got := keep.reductionOf(depth, n, ply, m); got != w {
					t.Errorf("lmr=2,lmrk=on: move %v at depth %d after %d: reduction %d, want %d", m, depth, n, got, w)
				}
				// A killer of another ply is reduced.
				if got := keep.reductionOf(depth, n, ply+1, m); got != want {
					t.Errorf("lmr=2,lmrk=on: move %v, a killer of another ply, at depth %d after %d: reduction %d, want %d", m, depth, n, got, want)
				}
			}
		}
	}
}

// TestReduceFromClamped: NewAlphaBeta moves a ReduceFrom outside 2..8
// into the range, and drops it without Reduce, so that the player's name
// is a spec that New accepts and that names the same configuration.
func TestReduceFromClamped(t *testing.T) {
	for _, c := range []struct {
		cfg  AlphaBetaConfig
		from int
		name string
	}{
		{AlphaBetaConfig{Reduce: true, ReduceFrom: 1}, 2, "alphabeta(depth=6,nodes=200000,lmr=2)"},
		{AlphaBetaConfig{Reduce: true, ReduceFrom: -3}, 2, "alphabeta(depth=6,nodes=200000,lmr=2)"},
		{AlphaBetaConfig{Reduce: true, ReduceFrom: 9}, 8, "alphabeta(depth=6,nodes=200000,lmr=8)"},
		{AlphaBetaConfig{Reduce: true}, 0, "alphabeta(depth=6,nodes=200000,lmr=on)"},
		{AlphaBetaConfig{ReduceFrom: 3}, 0, "alphabeta(depth=6,nodes=200000)"},
	} {
		c.cfg.Nodes = 200000
		a := NewAlphaBeta(c.cfg, 1)
		if a.Config().ReduceFrom != c.from || a.Name() != c.name {
			t.Errorf("ReduceFrom %d: got ReduceFrom %d, name %s; want %d, %s", c.cfg.ReduceFrom, a.Config().ReduceFrom, a.Name(), c.from, c.name)
			continue
		}
		p, err := New(a.Name(), 1)
		if err != nil {
			t.Errorf("New(%q): %v", a.Name(), err)
			continue
		}
		if got, want := p.(*AlphaBeta).Config(), a.Config(); got.Reduce != want.Reduce || got.ReduceFrom != want.ReduceFrom {
			t.Errorf("New(%q): Reduce %v, ReduceFrom %d; want %v, %d", a.Name(), got.Reduce, got.ReduceFrom, want.Reduce, want.ReduceFrom)
		}
	}
}

// winningPositions returns up to n positions from random games of v in
// which some move wins at once (but not every move), with those moves.
func winningPositions(v bao.Variant, n int) ([]bao.State, []map[bao.Move]bool) {
	var ps []bao.State
	var wins []map[bao.Move]bool
	for seed := uint64(0); seed < 20000 && len(ps) < n; seed++ {
		r := NewRandom(seed)
		s := v.Start()
		for ply := 0; ply < 1000; ply++ {
			kids := bao.Children(v, s, nil)
			if len(kids) == 0 {
				break
			}
			w := map[bao.Move]bool{}
			for _, c := range kids {
				if o := v.Outcome(c.State); o.Result == bao.Won && o.Winner == s.Side {
					w[c.Move] = true
				}
			}
			if len(w) > 0 && len(w) < len(kids) {
				ps, wins = append(ps, s), append(wins, w)
				break // one position per game, for variety
			}
			m, _ := r.Choose(context.Background(), v, s)
			s, _ = v.Apply(s, m)
		}
	}
	return ps, wins
}

// TestWinAtOnce: in 300 positions per variant with a move that wins at
// once, mcts(iterations=500), alphabeta(depth=2) and greedy play a winning
// move every time.
func TestWinAtOnce(t *testing.T) {
	for _, v := range allVariants(t) {
		t.Run(v.Name(), func(t *testing.T) {
			ps, wins := winningPositions(v, 300)
			if len(ps) < 300 {
				t.Fatalf("found only %d positions", len(ps))
			}
			for i, s := range ps {
				for _, spec := range []string{"mcts(iterations=500)", "alphabeta(depth=2)", "greedy", "alphabeta(depth=4,lmr=on,window=10)"} {
					p, err := New(spec, uint64(i))
					if err != nil {
						t.Fatal(err)
					}
					m, err := p.Choose(context.Background(), v, s)
					if err != nil || !wins[i][m] {
						t.Fatalf("%s played %v (%v) in %s; winning moves %v", spec, m, err, bao.FormatState(v, s), wins[i])
					}
				}
			}
		})
	}
}

// TestLegalEverywhere: every player, with small budgets, returns a legal
// move on random positions of every registered variant.
func TestLegalEverywhere(t *testing.T) {
	specs := []string{"random", "greedy", "greedy(eval=default)", "alphabeta(depth=3)", "alphabeta(depth=2,eval=zero)",
		"alphabeta(depth=5,lmr=on,window=30)", "alphabeta(depth=5,lmr=3)", "alphabeta(depth=6,lmr=2)",
		"mcts(iterations=100)", "mcts(iterations=50,leaf=eval)", "mcts(iterations=50,eval=material,plies=5)"}
	for _, v := range allVariants(t) {
		for i, s := range testPositions(v, 2, 40) {
			for _, spec := range specs {
				p, _ := New(spec, uint64(i))
				m, err := p.Choose(context.Background(), v, s)
				if err != nil || !bao.IsLegal(v, s, m) {
					t.Fatalf("%s in %s: %v, %v; want a legal move of %s", spec, v.Name(), m, err, bao.FormatState(v, s))
				}
			}
		}
	}
}

// refSolve reports whether the side to move in s can force a win (+1), or
// his opponent can (-1), within d plies; 0 otherwise.
func refSolve(v bao.Variant, s bao.State, d int) int {
	if o := v.Outcome(s); o.Over() {
		switch {
		case o.Result != bao.Won:
			return 0
		case o.Winner == s.Side:
			return 1
		}
		return -1
	}
	if d == 0 {
		return 0
	}
	all := true
	for _, c := range bao.Children(v, s, nil) {
		r := refSolve(v, c.State, d-1)
		if c.State.Side != s.Side {
			r = -r
		}
		if r == 1 {
			return 1
		}
		if r != -1 {
			all = false
		}
	}
	if all {
		return -1
	}
	return 0
}

// refExact returns the result (+1, -1) of s for the side to move and its
// length in plies under best play (the fastest win, the slowest loss),
// when the game is decided within limit plies; ok is false otherwise.
func refExact(v bao.Variant, s bao.State, limit int) (r, plies int, ok bool) {
	for d := 0; d <= limit; d++ {
		if r := refSolve(v, s, d); r != 0 {
			return r, d, true
		}
	}
	return 0, 0, false
}

// TestMCTSSolver: on endgame positions (from the ends of random games) the
// proofs of MCTS agree with exact search: a proven result equals the
// reference's, a proven length is never shorter than the true one (the
// proof is a real forced result within it), and MCTS plays a fastest win
// when the root is a proven win found by the reference.
func TestMCTSSolver(t *testing.T) {
	const limit = 5
	for _, v := range allVariants(t) {
		t.Run(v.Name(), func(t *testing.T) {
			proven, decided := 0, 0
			for seed := uint64(0); seed < 400 && decided < 40; seed++ {
				// A position a few plies before the end of a random game.
				var line []bao.State
				r := NewRandom(seed)
				s := v.Start()
				for !v.Outcome(s).Over() && len(line) < 2000 {
					line = append(line, s)
					m, _ := r.Choose(context.Background(), v, s)
					s, _ = v.Apply(s, m)
				}
				if len(line) < 8 {
					continue
				}
				s = line[len(line)-1-int(seed%6)]
				if len(bao.Children(v, s, nil)) < 2 {
					continue // a forced move is played without search
				}
				want, plies, ok := refExact(v, s, limit)
				if !ok {
					continue
				}
				decided++
				m := NewMCTS(MCTSConfig{Iterations: 20000}, seed)
				an, err := m.Analyse(context.Background(), v, s)
				if err != nil {
					t.Fatal(err)
				}
				got, gotPlies := 0, 0
				switch {
				case an.WinIn > 0:
					got, gotPlies = 1, an.WinIn
				case an.LossIn > 0:
					got, gotPlies = -1, an.LossIn
				case an.Draw:
					t.Fatalf("proved a draw in %s; reference: %d in %d plies", bao.FormatState(v, s), want, plies)
				default:
					continue
				}
				proven++
				if got != want || gotPlies < plies {
					t.Fatalf("MCTS proved %+d in %d plies in %s; reference %+d in %d", got, gotPlies, bao.FormatState(v, s), want, plies)
				}
				if want == 1 {
					// The move played wins too: the reference proves it
					// within the length MCTS claims.
					u, _ := v.Apply(s, an.Move)
					r := refSolve(v, u, gotPlies-1)
					if u.Side != s.Side {
						r = -r
					}
					if r != 1 {
						t.Fatalf("MCTS proved a win in %d plies in %s but played %v, which does not win within that", gotPlies, bao.FormatState(v, s), an.Move)
					}
				}
			}
			t.Logf("%d decided positions, %d proven by MCTS", decided, proven)
			if decided < 10 || proven < decided*3/4 {
				t.Errorf("%d decided positions, %d proven by MCTS; want at least 10 and 3/4", decided, proven)
			}
		})
	}
}

func ExampleMCTS_Analyse() {
	v := bao.MustLookup("kiswahili")
	s, _ := bao.ParseState(v, example12)
	m := NewMCTS(MCTSConfig{Iterations: 1000}, 1)
	an, _ := m.Analyse(context.Background(), v, s)
	fmt.Println(an.Move, "wins in", an.WinIn, "ply")
	// Output: A2> wins in 1 ply
}

// TestAnalyseCutShort: when a node budget stops an iteration part way,
// the analysis scores the root moves as the last complete iteration did
// (plain negamax at its depth), each beside its own move, but those that
// the stopped iteration scored, which it scores at its depth (one more),
// as plain negamax does there.
func TestAnalyseCutShort(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	eval := bindEval(v, DefaultEval, nil)
	cut := 0
	for i, s := range testPositions(v, 3, 150) {
		if len(bao.Children(v, s, nil)) < 2 {
			continue
		}
		ab := NewAlphaBeta(AlphaBetaConfig{Depth: 10, Nodes: int64(300 + 97*i%3000)}, uint64(i))
		ab.noTT = true
		an, err := ab.Analyse(context.Background(), v, s)
		if err != nil {
			t.Fatal(err)
		}
		if an.Depth < 10 && an.WinIn == 0 && an.LossIn == 0 {
			cut++
		}
		for _, ma := range an.Moves {
			u, _ := v.Apply(s, ma.Move)
			if ma.Depth != an.Depth && ma.Depth != an.Depth+1 {
				t.Fatalf("depth %d: root move %v scored at depth %d", an.Depth, ma.Move, ma.Depth)
			}
			sc := refNegamax(v, eval, u, ma.Depth-1, 1)
			if u.Side != s.Side {
				sc = -sc
			}
			if ma.Score != sc {
				t.Fatalf("depth %d: root move %v scored %d at depth %d, negamax %d", an.Depth, ma.Move, ma.Score, ma.Depth, sc)
			}
		}
	}
	if cut < 10 {
		t.Errorf("only %d searches were cut short by the budget", cut)
	}
}
