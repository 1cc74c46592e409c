package player

import (
	"strings"
	"testing"
)

// TestSpecs checks the specs New accepts, with their canonical names (the
// budget named with its defaults filled in, the other parameters when not
// their defaults), and those it refuses.
func TestSpecs(t *testing.T) {
	good := map[string]string{
		"random":                      "random",
		" greedy ":                    "greedy",
		"greedy()":                    "greedy",
		"alphabeta":                   "alphabeta(depth=6,nodes=200000)",
		"alphabeta(depth=6)":          "alphabeta(depth=6,nodes=200000)",
		"alphabeta(depth=3)":          "alphabeta(depth=3,nodes=200000)",
		"alphabeta(time=1s, nodes=0)": "alphabeta(time=1s)",
		"alphabeta(depth=6,nodes=200000,time=1s)": "alphabeta(depth=6,nodes=200000,time=1s)",
		"alphabeta(depth=64,nodes=0,time=1s)":     "alphabeta(time=1s)",
		"alphabeta(eval=material)":                "alphabeta(depth=6,nodes=200000,eval=material)",
		"alphabeta(eval=default)":                 "alphabeta(depth=6,nodes=200000)",
		"greedy(eval=zero)":                       "greedy(eval=zero)",
		"greedy(eval=material)":                   "greedy",
		"greedy(eval=default)":                    "greedy(eval=default)",
		"mcts(eval=material,leaf=eval)":           "mcts(iterations=2000,eval=material,leaf=eval)",
		"mcts(mem=64MiB)":                         "mcts(iterations=2000)",
		"mcts(mem=1GiB)":                          "mcts(iterations=2000,mem=1GiB)",
		"mcts(mem=2097152)":                       "mcts(iterations=2000,mem=2MiB)",
		"alphabeta(tt=5000)":                      "alphabeta(depth=6,nodes=200000,tt=5000)",
		"alphabeta(time=100ms,lmr=on,window=0)":   "alphabeta(time=100ms,lmr=on)",
		"alphabeta(lmr=off,window=40)":            "alphabeta(depth=6,nodes=200000,window=40)",
		"alphabeta(time=100ms,lmr=3)":             "alphabeta(time=100ms,lmr=3)",
		"alphabeta(lmr=2,eval=fitted)":            "alphabeta(depth=6,nodes=200000,eval=fitted,lmr=2)",
		"alphabeta(time=1s,lmr=4)":                "alphabeta(time=1s,lmr=on)",
		"alphabeta(time=1s,lmrk=on,lmr=2,qs=1)":   "alphabeta(time=1s,lmr=2,lmrk=on,qs=1)",
		"alphabeta(lmrk=on)":                      "alphabeta(depth=6,nodes=200000)",
		"alphabeta(lmr=on,lmrk=off)":              "alphabeta(depth=6,nodes=200000,lmr=on)",
		"mcts":                                    "mcts(iterations=2000)",
		"mcts(iterations=2000,c=1.4)":             "mcts(iterations=2000)",
		"mcts(iterations=500,c=0.7,plies=50)":     "mcts(iterations=500,c=0.7,plies=50)",
		"mcts(plies=20)":                          "mcts(iterations=2000)",
		"mcts(iterations=0,time=250ms)":           "mcts(time=250ms)",
		"mcts(time=250ms)":                        "mcts(time=250ms)",
		"mcts(time=250ms,iterations=2000)":        "mcts(iterations=2000,time=250ms)",
		"alphabeta(nodes=0)":                      "alphabeta(depth=6,nodes=0)",
		"alphabeta(depth=8,time=1s)":              "alphabeta(depth=8,time=1s)",
		"best":                                    "best(time=1s)",
		"best(time=200ms)":                        "best(time=200ms)",
		"solve(time=1s)":                          "solve(time=1s,fallback=alphabeta(time=500ms))",
		"solve(nodes=1000)":                       "solve(nodes=1000,fallback=alphabeta(depth=6,nodes=200000))",
		"solve(nodes=1000,fallback=mcts)":         "solve(nodes=1000,fallback=mcts(iterations=2000))",
	}
	for spec, name := range good {
		p, err := New(spec, 1)
		if err != nil {
			t.Errorf("New(%q): %v", spec, err)
			continue
		}
		if p.Name() != name {
			t.Errorf("New(%q).Name() = %q, want %q", spec, p.Name(), name)
		}
		q, err := New(p.Name(), 1)
		if err != nil || q.Name() != p.Name() {
			t.Errorf("New(%q): %v, %v: the name does not round-trip", p.Name(), q, err)
		}
	}
	bad := map[string]string{
		"":                           "empty",
		"minimax":                    "unknown player",
		"random(x=1)":                "no parameter",
		"greedy(depth=2)":            "no parameter",
		"alphabeta(eval=foo)":        "unknown evaluation \"foo\" for eval (known: default, fitted, fitted2, material, zero)",
		"mcts(eval=)":                "unknown evaluation",
		"mcts(leaf=tree)":            "one of playout, eval",
		"mcts(mem=1KiB)":             "a size from 1MiB",
		"mcts(mem=lots)":             "bad value",
		"mcts(mem=-5MiB)":            "bad value",
		"alphabeta(depht=3)":         `no parameter "depht"`,
		"alphabeta(depth=0)":         "bad value",
		"alphabeta(depth=65)":        "bad value",
		"alphabeta(depth=x)":         "bad value",
		"alphabeta(nodes=-1)":        "bad value",
		"alphabeta(time=fast)":       "bad value",
		"alphabeta(time=-1s)":        "bad value",
		"alphabeta(lmr=1)":           `bad value "1" for lmr: want on, off, or the first move reduced, 2..8`,
		"alphabeta(lmr=early)":       "bad value",
		"alphabeta(lmr=9)":           "bad value",
		"alphabeta(lmrk=yes)":        `bad value "yes" for lmrk: want one of on, off`,
		"alphabeta(depth=3":          "bad spec",
		"alphabeta(depth)":           "bad parameter",
		"alphabeta(depth=3,depth=4)": "twice",
		"mcts(c=0)":                  "bad value",
		"mcts(c=-1)":                 "bad value",
		"mcts(iterations=0)":         "time budget",
		"mcts(plies=0)":              "bad value",
		"mcts(foo=1)":                "known: iterations, c, time, plies, eval, leaf, mem",
		"random)":                    "bad spec",
	}
	for spec, want := range bad {
		_, err := New(spec, 1)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("New(%q) = %v, want an error containing %q", spec, err, want)
		}
	}
	if got := strings.Join(Names(), ","); got != "alphabeta,best,greedy,mcts,random,solve" {
		t.Errorf("Names() = %s", got)
	}
}

// FuzzNew: a player spec either fails with an error or gives a player whose
// name is a spec of the same player (the name round-trips).
func FuzzNew(f *testing.F) {
	for _, s := range []string{"random", "greedy()", "alphabeta(depth=3, nodes=0)", "alphabeta(time=1s)",
		"mcts(iterations=500,c=0.7,plies=50)", "mcts(iterations=0,time=250ms)", "alphabeta(depth=3", "mcts(c=NaN)", "alphabeta(tt=99999999999999)",
		"mcts(mem=3MiB,leaf=eval,eval=material)", "mcts(mem=1048577)", "alphabeta(eval=zero,time=1s)", "greedy(eval=default)", "alphabeta(lmr=on,window=25)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		p, err := New(spec, 1)
		if err != nil {
			return
		}
		q, err := New(p.Name(), 1)
		if err != nil {
			t.Fatalf("New(%q) gives %q, which New rejects: %v", spec, p.Name(), err)
		}
		if q.Name() != p.Name() {
			t.Fatalf("New(%q) gives %q, which gives %q", spec, p.Name(), q.Name())
		}
	})
}

// New returns a nil Player with every error, and reads nested and quoted
// specs with the one grammar (package internal/spec).
func TestNewNilWithError(t *testing.T) {
	for _, s := range []string{"solve", "solve(time=0s)", "greedy(eval=nope)", "alphabeta(depth=0)", "mcts(c=0)", "random(x=1)", "best(time=-1s)", "nope", "alphabeta(", `solve(time=1s,fallback=alphabeta(depth=0))`} {
		p, err := New(s, 0)
		if err == nil {
			if s == "solve" {
				continue // may be valid; its errors are checked below
			}
			t.Errorf("New(%q): no error", s)
			continue
		}
		if p != nil {
			t.Errorf("New(%q) = %T(%v) with its error %v, want a nil Player", s, p, p, err)
		}
	}
}
