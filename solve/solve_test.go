package solve_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/solve"
)

// ref is a plain depth-limited minimax on distance to the end, the
// reference the solver must agree with: the value for the side to move of
// s when every line is followed for at most d plies (Unknown where a line
// is cut and the cut matters), and for Win and Loss the plies of best play.
func ref(v bao.Variant, s bao.State, d int) (solve.Value, int) {
	if o := v.Outcome(s); o.Over() {
		switch {
		case o.Result == bao.Drawn:
			return solve.Draw, 0
		case o.Winner == s.Side:
			return solve.Win, 0
		}
		return solve.Loss, 0
	}
	if d == 0 {
		return solve.Unknown, 0
	}
	bestWin, worstLoss := -1, -1
	draw, unknown := false, false
	for _, c := range bao.Children(v, s, nil) {
		val, n := ref(v, c.State, d-1)
		if c.State.Side != s.Side { // the child's value is the opponent's
			switch val {
			case solve.Win:
				val = solve.Loss
			case solve.Loss:
				val = solve.Win
			}
		}
		switch val {
		case solve.Win:
			if bestWin < 0 || n+1 < bestWin {
				bestWin = n + 1
			}
		case solve.Loss:
			worstLoss = max(worstLoss, n+1)
		case solve.Draw:
			draw = true
		default:
			unknown = true
		}
	}
	switch {
	case bestWin >= 0:
		return solve.Win, bestWin
	case unknown:
		return solve.Unknown, 0
	case draw:
		return solve.Draw, 0
	}
	return solve.Loss, worstLoss
}

// endgames returns positions a few plies before the end of random games.
func endgames(v bao.Variant, games int, seed uint64) []bao.State {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []bao.State
	for range games {
		s := v.Start()
		var line []bao.State
		for ply := 0; ply < 3000; ply++ {
			c, ok := bao.Sample(v, s, rng)
			if !ok {
				break
			}
			line = append(line, s)
			s = c.State
		}
		for back := 1; back <= 6 && back <= len(line); back++ {
			out = append(out, line[len(line)-back])
		}
		out = append(out, s) // the finished position
	}
	return out
}

func variants(t *testing.T) []bao.Variant {
	var vs []bao.Variant
	for _, name := range []string{"kiswahili", "kiswahili(takasia=off)", "kete", "kingulu", "kujifunza", "kujifunza(takasia=off)"} {
		v, err := bao.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		vs = append(vs, v)
	}
	return vs
}

// TestAgainstMinimax compares the solver, bounded to the reference's depth,
// with the reference on endgames of every variant: the same value and the
// same plies wherever the reference decides, and no claim the reference
// refutes where it does not.
func TestAgainstMinimax(t *testing.T) {
	const depth = 4
	for vi, v := range variants(t) {
		count := map[solve.Value]int{}
		for workers := 1; workers <= 2; workers++ {
			for i, s := range endgames(v, 8, uint64(10*vi+workers)) {
				want, wantPlies := ref(v, s, depth)
				count[want]++
				r := solve.Solve(context.Background(), v, s, solve.Options{Memory: 1 << 20, Workers: workers, MaxPlies: depth})
				got := r.Value
				where := func() string { return v.Name() + " " + bao.FormatState(v, s) }
				if want == solve.Unknown {
					if (got == solve.Win || got == solve.Loss) && r.Plies <= depth {
						t.Errorf("%d %s: solver %s in %d, reference finds nothing within %d", i, where(), got, r.Plies, depth)
					}
					if got == solve.Unknown && !errors.Is(r.Err, solve.ErrDepth) {
						t.Errorf("%s: unknown with Err %v, want ErrDepth", where(), r.Err)
					}
					continue
				}
				if got != want || (got != solve.Draw && r.Plies != wantPlies) {
					t.Errorf("%d %s: solver %s %d, reference %s %d", i, where(), got, r.Plies, want, wantPlies)
				}
				checkMoves(t, v, s, r, depth)
				if i%3 == 0 {
					all := solve.Solve(context.Background(), v, s, solve.Options{Memory: 1 << 20, Workers: workers, MaxPlies: depth, All: true})
					checkAll(t, v, s, all, depth)
				}
			}
		}
		t.Logf("%s: reference values %v", v.Name(), count)
		if count[solve.Win]+count[solve.Loss] < 10 {
			t.Errorf("%s: only %v decided by the reference: the test checks too little", v.Name(), count)
		}
	}
}

// checkMoves checks the first moves of a result against the reference.
func checkMoves(t *testing.T, v bao.Variant, s bao.State, r solve.Result, depth int) {
	t.Helper()
	if r.Value == solve.Unknown || v.Outcome(s).Over() {
		if len(r.Moves) != 0 {
			t.Errorf("%s: moves %v for a %s position", bao.FormatState(v, s), r.Moves, r.Value)
		}
		return
	}
	var want []bao.Move
	for _, c := range bao.Children(v, s, nil) {
		val, n := ref(v, c.State, depth-1)
		switch {
		case r.Value == solve.Win && val == solve.Loss && n+1 == r.Plies,
			r.Value == solve.Loss && val == solve.Win && n+1 == r.Plies,
			r.Value == solve.Draw && val == solve.Draw:
			want = append(want, c.Move)
		}
	}
	var got []bao.Move
	for _, m := range r.Moves {
		got = append(got, m.Move)
		if m.Value != r.Value || m.Plies != r.Plies {
			t.Errorf("%s: move %v: %s %d, want %s %d", bao.FormatState(v, s), m.Move, m.Value, m.Plies, r.Value, r.Plies)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%s: first moves %v, want %v", bao.FormatState(v, s), got, want)
		return
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("%s: first moves %v, want %v", bao.FormatState(v, s), got, want)
			return
		}
	}
}

func TestFinishedPosition(t *testing.T) {
	for _, v := range variants(t) {
		for _, s := range endgames(v, 3, 7) {
			o := v.Outcome(s)
			if !o.Over() {
				continue
			}
			r := solve.Solve(context.Background(), v, s, solve.Options{Memory: 1 << 16, Workers: 1})
			if r.Plies != 0 || r.Value == solve.Unknown || r.Err != nil {
				t.Errorf("%s %s: %s in %d (%v), want the outcome %s with 0 plies", v.Name(), bao.FormatState(v, s), r.Value, r.Plies, r.Err, o)
			}
			if o.Result == bao.Won && (r.Winner != o.Winner || (r.Value == solve.Win) != (o.Winner == s.Side)) {
				t.Errorf("%s: winner %s value %s, outcome %s", bao.FormatState(v, s), r.Winner, r.Value, o)
			}
		}
	}
}

// TestKingulu solves the kingulu start with 1 and 2 workers and, in the
// long checks, with a tiny table (replacement at work).
func TestKingulu(t *testing.T) {
	v := bao.MustLookup("kingulu")
	opts := []solve.Options{{Workers: 1, Memory: 64 << 20}, {Workers: 2, Memory: 64 << 20}}
	if testvec.Long() {
		opts = append(opts, solve.Options{Workers: 2, Memory: 1 << 20})
	}
	for _, o := range opts {
		r := solve.Solve(context.Background(), v, v.Start(), o)
		if r.Value != solve.Win || r.Winner != bao.South || r.Plies != 29 {
			t.Fatalf("%+v: %s", o, r.Proven())
		}
		if len(r.Moves) != 1 || r.Moves[0].Move.String() != "A3" {
			t.Errorf("%+v: first moves %v, want A3", o, r.Moves)
		}
	}
}

func TestStopped(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	var calls atomic.Int32
	var last solve.Progress
	progress := func(p solve.Progress) { calls.Add(1); last = p }
	r := solve.Solve(ctx, v, v.Start(), solve.Options{Memory: 8 << 20, Workers: 2, Progress: progress, ProgressEvery: 20 * time.Millisecond})
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("stopped after %v, want about 300ms", el)
	}
	if r.Value != solve.Unknown || !errors.Is(r.Err, context.DeadlineExceeded) {
		t.Fatalf("value %s, Err %v; want unknown, deadline exceeded", r.Value, r.Err)
	}
	if r.NoWin[bao.South] < 1 || r.NoWin[bao.North] < 1 {
		t.Errorf("proven %v (%s), want at least one ply for each", r.NoWin, r.Proven())
	}
	t.Log(r.Proven())
	if calls.Load() < 2 || last.Nodes == 0 || last.Plies == 0 {
		t.Errorf("progress called %d times, last %+v", calls.Load(), last)
	}
}

// checkAll checks the value of every first move (Options.All) against the
// reference, where the reference decides it.
func checkAll(t *testing.T, v bao.Variant, s bao.State, r solve.Result, depth int) {
	t.Helper()
	kids := bao.Children(v, s, nil)
	if r.Value == solve.Unknown || len(kids) == 0 {
		return
	}
	if len(r.Moves) != len(kids) {
		t.Fatalf("%s: -all gives %d moves, want %d", bao.FormatState(v, s), len(r.Moves), len(kids))
	}
	for i, c := range kids {
		val, n := ref(v, c.State, depth-1)
		if c.State.Side != s.Side {
			switch val {
			case solve.Win:
				val = solve.Loss
			case solve.Loss:
				val = solve.Win
			}
		}
		m := r.Moves[i]
		if m.Move != c.Move {
			t.Fatalf("%s: move %d is %v, want %v", bao.FormatState(v, s), i, m.Move, c.Move)
		}
		if val == solve.Unknown {
			continue
		}
		if m.Value != val || (val != solve.Draw && m.Plies != n+1) {
			t.Errorf("%s: move %v: %s in %d, reference %s in %d", bao.FormatState(v, s), c.Move, m.Value, m.Plies, val, n+1)
		}
	}
}

// TestKujifunzaStart solves the kujifunza starts (long check: about 7 s
// of CPU each): South wins in 21 plies with A3> or A6<.
func TestKujifunzaStart(t *testing.T) {
	testvec.SkipUnlessLong(t)
	for _, name := range []string{"kujifunza", "kujifunza(takasia=off)"} {
		v := bao.MustLookup(name)
		r := solve.Solve(context.Background(), v, v.Start(), solve.Options{Memory: 256 << 20})
		if r.Value != solve.Win || r.Winner != bao.South || r.Plies != 21 || len(r.Moves) != 2 ||
			r.Moves[0].Move.String() != "A3>" || r.Moves[1].Move.String() != "A6<" {
			t.Errorf("%s: %s, moves %v", name, r.Proven(), r.Moves)
		}
	}
}

// Options.MaxNodes stops a solve of one worker at exactly the same place
// every time, with Err ErrNodes; after Clear a solver answers as a new one.
func TestMaxNodes(t *testing.T) {
	v := bao.MustLookup("kingulu")
	opts := solve.Options{Memory: 1 << 20, Workers: 1, MaxNodes: 5000}
	sv := solve.New(v, opts)
	a := sv.Solve(context.Background(), v.Start())
	if a.Value != solve.Unknown || !errors.Is(a.Err, solve.ErrNodes) || a.Nodes > opts.MaxNodes {
		t.Fatalf("%v %v, %d nodes", a.Value, a.Err, a.Nodes)
	}
	sv.Clear()
	b := sv.Solve(context.Background(), v.Start())
	c := solve.Solve(context.Background(), v, v.Start(), opts)
	for _, r := range []solve.Result{b, c} {
		if r.Nodes != a.Nodes || r.NoWin != a.NoWin || r.Err != a.Err {
			t.Errorf("again: %d nodes, %v, %v; first %d, %v", r.Nodes, r.NoWin, r.Err, a.Nodes, a.NoWin)
		}
	}
	// SetMaxNodes(0) lifts the budget of the solver's next solves.
	sv.SetMaxNodes(0)
	s12, _ := bao.ParseState(v, "1,2,5S,0,1,5S/5N,1,4,0,3,3 S 10,8")
	if r := sv.Solve(context.Background(), s12); r.Value != solve.Win || r.Plies != 12 {
		t.Errorf("no budget: %v in %d (%v)", r.Value, r.Plies, r.Err)
	}
	// A budget large enough changes nothing.
	s, _ := bao.ParseState(v, "1,2,5S,0,1,5S/5N,1,4,0,3,3 S 10,8")
	free := solve.Solve(context.Background(), v, s, solve.Options{Memory: 1 << 20, Workers: 1})
	capped := solve.Solve(context.Background(), v, s, solve.Options{Memory: 1 << 20, Workers: 1, MaxNodes: free.Nodes + 1})
	if capped.Value != free.Value || capped.Plies != free.Plies || capped.Err != nil {
		t.Errorf("budget %d: %v %d %v; without: %v %d", free.Nodes+1, capped.Value, capped.Plies, capped.Err, free.Value, free.Plies)
	}
}
