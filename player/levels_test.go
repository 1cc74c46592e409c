package player_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/player"
)

// Every level's spec is canonical (New(spec).Name() == spec), the names
// and specs are those documented (docs/levels.md measured these specs), in
// order, and LookupLevel finds each.
func TestLevels(t *testing.T) {
	ls := player.Levels()
	want := []string{"beginner", "easy", "medium", "hard", "expert", "strongest"}
	specs := []string{
		"greedy",
		"alphabeta(depth=2,nodes=200000)",
		"alphabeta(depth=4,nodes=200000)",
		"alphabeta(depth=6,nodes=200000)",
		// A depth below the end of the short games (Bao Kingulu and Bao la
		// Kujifunza), so that the expert is weaker than the strongest
		// level's exact play there (docs/levels.md).
		"alphabeta(depth=10,nodes=100000)",
		"best(time=1s)",
	}
	if len(ls) != len(want) {
		t.Fatalf("%d levels, want %d", len(ls), len(want))
	}
	for i, l := range ls {
		if l.Name != want[i] || l.Spec != specs[i] {
			t.Errorf("level %d is %q = %q, want %q = %q", i, l.Name, l.Spec, want[i], specs[i])
		}
		p, err := player.New(l.Spec, 1)
		if err != nil {
			t.Fatalf("level %s: %v", l.Name, err)
		}
		if p.Name() != l.Spec {
			t.Errorf("level %s: spec %q is not canonical (%q)", l.Name, l.Spec, p.Name())
		}
		if l.Description == "" || l.Limit <= 0 {
			t.Errorf("level %s: no description or limit", l.Name)
		}
		for _, n := range []string{l.Name, strings.ToUpper(l.Name), " " + l.Name + " "} {
			got, err := player.LookupLevel(n)
			if err != nil || got != l {
				t.Errorf("LookupLevel(%q) = %v, %v", n, got, err)
			}
		}
	}
	if _, err := player.LookupLevel(player.DefaultLevel); err != nil {
		t.Error(err)
	}
	_, err := player.LookupLevel("grandmaster")
	if err == nil || !strings.Contains(err.Error(), "beginner") {
		t.Errorf("unknown level: %v", err)
	}
	ls[0].Name = "changed"
	if player.Levels()[0].Name != "beginner" {
		t.Error("Levels returns the package's own slice")
	}
}

// levelPositions returns positions of every registered variant: the start
// and positions 10 and 30 plies into a game of random moves.
func levelPositions(t *testing.T) map[string][]bao.State {
	t.Helper()
	out := map[string][]bao.State{}
	for _, name := range []string{"kiswahili", "kete", "kingulu", "kujifunza", "bawo"} {
		v := bao.MustLookup(name)
		s := v.Start()
		r, _ := player.New("random", 7)
		out[name] = append(out[name], s)
		for ply := 1; ply <= 30; ply++ {
			m, err := r.Choose(context.Background(), v, s)
			if err != nil {
				break
			}
			if s, err = v.Apply(s, m); err != nil {
				t.Fatal(err)
			}
			if v.Outcome(s).Over() {
				break
			}
			if ply == 10 || ply == 30 {
				out[name] = append(out[name], s)
			}
		}
	}
	return out
}

// Every level plays in every game within its time limit; the levels
// without a time budget stay within their node budget and, natively, within
// a fifth of the limit (the browser runs the engine three to five times
// slower), and play the same move twice from the same seed.
func TestLevelsTime(t *testing.T) {
	for name, ss := range levelPositions(t) {
		v := bao.MustLookup(name)
		for _, l := range player.Levels() {
			timed := strings.Contains(l.Spec, "time=")
			if timed && testing.Short() {
				continue
			}
			for i, s := range ss {
				if timed && i > 0 {
					break // one move of a second is enough
				}
				t.Run(fmt.Sprintf("%s/%s/%d", name, l.Name, i), func(t *testing.T) {
					p, _ := player.New(l.Spec, 3)
					ctx, cancel := context.WithTimeout(context.Background(), 10*l.Limit)
					defer cancel()
					start := time.Now()
					m, err := p.Choose(ctx, v, s)
					el := time.Since(start)
					if err != nil {
						t.Fatal(err)
					}
					if el > l.Limit {
						t.Errorf("move took %v, limit %v", el, l.Limit)
					}
					if timed {
						return
					}
					if el > l.Limit/5 {
						t.Logf("move took %v natively, more than a fifth of %v (a loaded machine?)", el, l.Limit)
					}
					q, _ := player.New(l.Spec, 3)
					m2, err := q.Choose(context.Background(), v, s)
					if err != nil || m2 != m {
						t.Errorf("not reproducible: %v then %v (%v)", m, m2, err)
					}
					if a, ok := p.(player.Analyser); ok {
						an, err := a.Analyse(context.Background(), v, s)
						if err != nil {
							t.Fatal(err)
						}
						if an.Nodes > 201000 {
							t.Errorf("%d nodes, more than the budget", an.Nodes)
						}
					}
				})
			}
		}
	}
}
