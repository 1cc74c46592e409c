package player

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kingulu"
	_ "github.com/bao-games/bao/kujifunza"
	"github.com/bao-games/bao/solve"
)

// refSolver solves positions for the tests with a fixed node budget, so
// that which positions count as solved is the same at every run.
func refSolver(v bao.Variant, nodes int64) *solve.Solver {
	sv := solve.New(v, solve.Options{Memory: 32 << 20, Workers: 1})
	sv.SetMaxNodes(nodes)
	return sv
}

// keeps reports whether playing m in s keeps r, the solved value of s:
// a win as fast, a loss as slow, a draw. ok is false if the child could
// not be solved.
func keeps(t *testing.T, v bao.Variant, sv *solve.Solver, s bao.State, m bao.Move, r solve.Result) (kept, ok bool) {
	t.Helper()
	u, err := v.Apply(s, m)
	if err != nil {
		t.Fatalf("illegal move %v: %v", m, err)
	}
	c := sv.Solve(context.Background(), u)
	if c.Value == solve.Unknown {
		return false, false
	}
	switch r.Value {
	case solve.Draw:
		return c.Value == solve.Draw, true
	default:
		return c.Value != solve.Draw && c.Winner == r.Winner && c.Plies == r.Plies-1, true
	}
}

// TestExactKeepsValue checks the exact player against package solve on
// random positions of kingulu and kujifunza: whenever its own solve
// finishes (no fallback), its move keeps the value, as fast a win or as
// slow a loss as the position's.
func TestExactKeepsValue(t *testing.T) {
	for _, name := range []string{"kingulu", "kujifunza"} {
		v := bao.MustLookup(name)
		ref := refSolver(v, 400_000)
		solved, fell := 0, 0
		for seed := uint64(1); seed <= 12; seed++ {
			s := livePosition(v, seed, 12+int(seed%16))
			r := ref.Solve(context.Background(), s)
			if r.Value == solve.Unknown {
				continue
			}
			p, err := New("solve(nodes=100000,mem=8MiB,fallback=alphabeta(depth=2))", seed)
			if err != nil {
				t.Fatal(err)
			}
			a, err := p.(Analyser).Analyse(context.Background(), v, s)
			if err != nil {
				t.Fatal(err)
			}
			if a.Fallback != "" {
				fell++
				if a.Fallback != "alphabeta(depth=2)" {
					t.Errorf("%s seed %d: Fallback %q", name, seed, a.Fallback)
				}
				continue
			}
			solved++
			kept, ok := keeps(t, v, ref, s, a.Move, r)
			if ok && !kept {
				t.Errorf("%s %s: %s plays %v, which does not keep %s", name, bao.FormatState(v, s), p.Name(), a.Move, r.Proven())
			}
			if got := a.WinIn + a.LossIn; r.Value != solve.Draw && got != r.Plies {
				t.Errorf("%s %s: analysis says %d plies, solve %d", name, bao.FormatState(v, s), got, r.Plies)
			}
		}
		t.Logf("%s: %d solved by the player, %d fell back", name, solved, fell)
		if solved == 0 {
			t.Errorf("%s: the player solved no position", name)
		}
	}
}

// TestExactNeverGivesAway plays games of kingulu and kujifunza between
// the exact player, with a node budget about that of a second a move, and
// alphabeta from random positions, and checks at each of its moves from a
// position package solve proves that it keeps the value. A node budget
// instead of time keeps the test the same at every run.
func TestExactNeverGivesAway(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	for _, name := range []string{"kingulu", "kujifunza"} {
		v := bao.MustLookup(name)
		ref := refSolver(v, 400_000)
		checked := 0
		for g := range games {
			seed := uint64(100 + g)
			exact, err := New("solve(nodes=300000,mem=16MiB,fallback=alphabeta(depth=3))", seed)
			if err != nil {
				t.Fatal(err)
			}
			opp := NewAlphaBeta(AlphaBetaConfig{Depth: 3}, seed)
			s := livePosition(v, seed, 6+g*4)
			me := s.Side
			for ply := 0; ply < 200 && !v.Outcome(s).Over(); ply++ {
				var m bao.Move
				if s.Side == me {
					r := ref.Solve(context.Background(), s)
					if m, err = exact.Choose(context.Background(), v, s); err != nil {
						t.Fatal(err)
					}
					if r.Value != solve.Unknown {
						if kept, ok := keeps(t, v, ref, s, m, r); ok {
							checked++
							if !kept {
								t.Fatalf("%s game %d ply %d %s: %v gives away %s", name, g, ply, bao.FormatState(v, s), m, r.Proven())
							}
						}
					}
				} else if m, err = opp.Choose(context.Background(), v, s); err != nil {
					t.Fatal(err)
				}
				if s, err = v.Apply(s, m); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Logf("%s: %d moves checked", name, checked)
		if checked == 0 {
			t.Errorf("%s: no move checked", name)
		}
	}
}

func TestExactSpecs(t *testing.T) {
	for _, tc := range []struct{ spec, name string }{
		{"solve(time=1s)", "solve(time=1s,fallback=alphabeta(time=500ms))"},
		{"solve( nodes=5000 , fallback=alphabeta(depth=4,tt=4096) )", "solve(nodes=5000,fallback=alphabeta(depth=4,nodes=200000,tt=4096))"},
		{"solve(time=200ms,mem=16MiB,fallback=mcts(iterations=100))", "solve(time=200ms,mem=16MiB,fallback=mcts(iterations=100))"},
		{"best", "best(time=1s)"},
		{"best(time=1s)", "best(time=1s)"},
		{"best(time=250ms)", "best(time=250ms)"},
	} {
		p, err := New(tc.spec, 1)
		if err != nil {
			t.Errorf("New(%q): %v", tc.spec, err)
			continue
		}
		if p.Name() != tc.name {
			t.Errorf("New(%q).Name() = %q, want %q", tc.spec, p.Name(), tc.name)
		}
		if q, err := New(p.Name(), 1); err != nil || q.Name() != p.Name() {
			t.Errorf("New(%q) does not give it back: %v", p.Name(), err)
		}
	}
	for _, tc := range []struct{ spec, want string }{
		{"solve", "needs a budget"},
		{"solve(time=1s,fallback=solve(time=1s))", "not solve"},
		{"solve(time=1s,fallback=best)", "not best"},
		{"solve(time=1s,fallback=nosuch)", "unknown player"},
		{"solve(time=1s,fallback=alphabeta(depth=4)", "bad spec"},
		{"solve(time=1s))", "bad spec"},
		{"solve(time=1s,depth=3)", "no parameter"},
		{"best(time=0)", "positive"},
		{"best(depth=3)", "no parameter"},
	} {
		if _, err := New(tc.spec, 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%q) = %v, want an error with %q", tc.spec, err, tc.want)
		}
	}
}

func TestExactWithin(t *testing.T) {
	l := Limits{Depth: 12, Nodes: 2_000_000, Time: 5 * time.Second, Memory: 256 << 20}
	for spec, ok := range map[string]bool{
		"solve(time=1s)":                              true,
		"solve(time=6s)":                              false,
		"solve(nodes=100000)":                         true,
		"solve(nodes=3000000)":                        false,
		"solve(time=1s,mem=1GiB)":                     false,
		"solve(time=1s,fallback=alphabeta)":           true,
		"solve(time=1s,fallback=alphabeta(depth=14))": false,
		"best(time=5s)":                               true,
		"best(time=6s)":                               false,
	} {
		p, err := New(spec, 1)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.(Limited).Within(l); (err == nil) != ok {
			t.Errorf("%s: Within = %v, want ok %v", spec, err, ok)
		}
	}
}

// TestBestResolves checks that best resolves to a valid spec for every
// registered variant, which BestDoc names, and plays a legal move there.
func TestBestResolves(t *testing.T) {
	for _, d := range bao.Definitions() {
		v, err := bao.Lookup(d.Name)
		if err != nil {
			t.Fatal(err)
		}
		spec := BestSpec(v.Name(), 100*time.Millisecond)
		p, err := New(spec, 1)
		if err != nil {
			t.Errorf("%s: BestSpec %q: %v", d.Name, spec, err)
			continue
		}
		if _, ok := p.(Limited); !ok {
			t.Errorf("%s: %s is not Limited", d.Name, spec)
		}
		if want := solvable[d.Name]; strings.HasPrefix(spec, "solve(") != want {
			t.Errorf("%s: BestSpec %q", d.Name, spec)
		}
		// BestDoc, written by hand for the help texts, names what BestSpec
		// plays in this game (with D for the time).
		if doc := strings.ReplaceAll(BestSpec(d.Name, time.Second), "1s", "D"); !strings.Contains(BestDoc, doc) {
			t.Errorf("%s: BestDoc does not name %q: %s", d.Name, doc, BestDoc)
		}
	}
	b, err := New("best(time=20ms)", 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"kingulu", "kiswahili"} {
		v := bao.MustLookup(name)
		s := livePosition(v, 3, 30)
		m, err := b.Choose(context.Background(), v, s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := v.Apply(s, m); err != nil {
			t.Errorf("%s: best plays an illegal move %v: %v", name, m, err)
		}
	}
}

// TestExactOneSecond (BAO_LONG=1, about half a minute) plays six kingulu
// and six kujifunza games of solve(time=1s) against alphabeta(time=200ms) from
// random openings and checks that at each of its moves from a position
// package solve proves won or drawn (3 million positions at most), the
// exact player keeps it won or drawn. Under a heavy load its solve may not finish where it
// would on an idle machine.
func TestExactOneSecond(t *testing.T) {
	if os.Getenv("BAO_LONG") != "1" {
		t.Skip("BAO_LONG=1 for games at 1s a move")
	}
	for _, name := range []string{"kingulu", "kujifunza"} {
		v := bao.MustLookup(name)
		ref := refSolver(v, 3_000_000)
		checked, fell := 0, 0
		for g := range 6 {
			seed := uint64(200 + g)
			exact, err := New("solve(time=1s)", seed)
			if err != nil {
				t.Fatal(err)
			}
			opp, err := New("alphabeta(time=200ms)", seed)
			if err != nil {
				t.Fatal(err)
			}
			s := livePosition(v, seed, 4)
			me := s.Side
			for ply := 0; ply < 300 && !v.Outcome(s).Over(); ply++ {
				var m bao.Move
				if s.Side == me {
					a, err := exact.(Analyser).Analyse(context.Background(), v, s)
					if err != nil {
						t.Fatal(err)
					}
					m = a.Move
					if a.Fallback != "" {
						fell++
					}
					// A won or drawn position must stay so (a slower win
					// of the fallback is still a win).
					if r := ref.Solve(context.Background(), s); r.Value == solve.Draw || r.Value == solve.Win {
						u, _ := v.Apply(s, m)
						c := ref.Solve(context.Background(), u)
						if c.Value != solve.Unknown {
							checked++
							won := c.Value != solve.Draw && c.Winner == me
							if !won && !(r.Value == solve.Draw && c.Value == solve.Draw) {
								t.Errorf("%s game %d ply %d %s: %v gives away %s (fallback %q)", name, g, ply, bao.FormatState(v, s), m, r.Proven(), a.Fallback)
							}
						}
					}
				} else if m, err = opp.Choose(context.Background(), v, s); err != nil {
					t.Fatal(err)
				}
				if s, err = v.Apply(s, m); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Logf("%s: %d moves checked, %d fell back", name, checked, fell)
	}
}

// solve(pn=on): where the solve cannot finish in its node budget (the
// kingulu start needs 1.75 million, df-pn fewer than 200000 for a win
// within 254 plies), df-pn proves a win and the player
// plays it, with WinWithin; the move keeps the win (solved in full after
// it). Without pn the fallback moves. The spec reads back.
func TestExactProofNumbers(t *testing.T) {
	v := bao.MustLookup("kingulu")
	p, err := New("solve(nodes=200000,pn=on)", 1)
	if err != nil {
		t.Fatal(err)
	}
	if want := "solve(nodes=200000,pn=on,fallback=alphabeta(depth=6,nodes=200000))"; p.Name() != want {
		t.Errorf("Name() = %q, want %q", p.Name(), want)
	}
	if _, err := New("solve(nodes=1,pn=maybe)", 1); err == nil {
		t.Errorf("pn=maybe accepted")
	}
	a, err := p.(Analyser).Analyse(context.Background(), v, v.Start())
	if err != nil {
		t.Fatal(err)
	}
	if a.Fallback != "" || a.WinWithin <= 0 || a.WinIn != 0 {
		t.Fatalf("analysis %+v: want a win proven by df-pn", a)
	}
	after, err := v.Apply(v.Start(), a.Move)
	if err != nil {
		t.Fatal(err)
	}
	r := solve.Solve(context.Background(), v, after, solve.Options{Workers: 1, Memory: 64 << 20})
	if r.Value != solve.Loss || r.Winner != bao.South || r.Plies > a.WinWithin-1 {
		t.Errorf("after %v: %s, want South to win within %d", a.Move, r.Proven(), a.WinWithin-1)
	}
	q, _ := New("solve(nodes=200000)", 1)
	if b, _ := q.(Analyser).Analyse(context.Background(), v, v.Start()); b.Fallback == "" {
		t.Errorf("without pn: %+v, want the fallback's move", b)
	}
}
