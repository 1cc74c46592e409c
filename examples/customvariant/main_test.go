package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/baotest"
)

// TestConformance runs the module's conformance suite on both forms of
// the custom variant, from the start and from arbitrary valid positions.
func TestConformance(t *testing.T) {
	for _, name := range []string{"minikalah", "minikalah(seeds=4)"} {
		t.Run(name, func(t *testing.T) {
			v := bao.MustLookup(name)
			baotest.Run(t, v, baotest.Config{CanDraw: true, States: positions(v)})
		})
	}
}

// positions draws valid positions of v: every seed in one of the eight
// pits or two stores, the two rows both empty or both not, either side to
// move.
func positions(v bao.Variant) *rapid.Generator[bao.State] {
	total := v.Geometry().Seeds
	return rapid.Custom(func(t *rapid.T) bao.State {
		var s bao.State
		s.Side = bao.Player(rapid.IntRange(0, 1).Draw(t, "side"))
		where := rapid.SliceOfN(rapid.IntRange(0, 2*cols+1), total, total).Draw(t, "where")
		for _, w := range where {
			if w < 2*cols {
				s.Pits[slot(bao.Player(w/cols), w%cols+1)]++
			} else {
				s.Store[w-2*cols]++
			}
		}
		return s
	}).Filter(func(s bao.State) bool { return bao.Validate(v, s) == nil })
}

// TestRules checks worked examples of every rule, computed by hand.
func TestRules(t *testing.T) {
	v := bao.MustLookup("minikalah")
	for _, tc := range []struct {
		before, move, after string
		outcome             string
	}{
		// A plain move: A1's three seeds go to A2, A3, A4.
		{"3,3,3,3/3,3,3,3 S 0,0", "A1", "3,3,3,3/0,4,4,4 N 0,0", "game in progress"},
		// The last seed in the mover's store: South moves again.
		{"3,3,3,3/3,3,3,3 S 0,0", "A2", "3,3,3,3/3,0,4,4 S 1,0", "game in progress"},
		// Through the store into North's row (a1, a2; written a4..a1).
		{"3,3,3,3/3,3,3,3 S 0,0", "A4", "3,3,4,4/3,3,3,0 N 1,0", "game in progress"},
		// North sows the same way round: his store, then A1, A2.
		{"3,3,3,3/3,3,3,3 N 0,0", "a4", "0,3,3,3/4,4,3,3 S 0,1", "game in progress"},
		// North's last seed in his store: North moves again.
		{"3,3,3,3/3,3,3,3 N 0,0", "a2", "4,4,0,3/3,3,3,3 N 0,1", "game in progress"},
		// Capture: the last seed falls into the empty A2, opposite a3 holds 2.
		{"1,2,3,4/1,0,5,0 S 4,4", "A1", "1,0,3,4/0,0,5,0 N 7,4", "game in progress"},
		// No capture when the opposite pit is empty.
		{"1,0,3,4/1,0,5,0 S 6,4", "A1", "1,0,3,4/0,1,5,0 N 6,4", "game in progress"},
		// Twelve seeds go round the ring of nine (the start pit gets one)
		// and on to A4, which the first round filled: no capture.
		{"0,0,0,1/12,0,0,0 S 5,6", "A1", "1,1,1,2/1,2,2,2 N 6,6", "game in progress"},
		// A row is emptied: the other player banks his row; a draw.
		{"0,0,0,1/0,0,0,1 S 11,11", "A4", "0,0,0,0/0,0,0,0 N 12,12", "draw 12-12 (no legal move)"},
		// Emptying his own row by a store move ends the extra turn too.
		{"0,1,2,3/0,0,0,1 S 10,7", "A4", "0,0,0,0/0,0,0,0 N 11,13", "North wins 13-11 (no legal move)"},
	} {
		s, err := bao.ParseState(v, tc.before)
		if err != nil {
			t.Fatal(err)
		}
		m, after, err := bao.ReadMove(v, s, tc.move)
		if err != nil {
			t.Errorf("%s %s: %v", tc.before, tc.move, err)
			continue
		}
		if got := bao.FormatState(v, after); got != tc.after {
			t.Errorf("%s %s: got %s, want %s", tc.before, tc.move, got, tc.after)
		}
		if got := v.Outcome(after).String(); got != tc.outcome {
			t.Errorf("%s %s: outcome %q, want %q", tc.before, tc.move, got, tc.outcome)
		}
		if !bao.IsLegal(v, s, m) {
			t.Errorf("%s: %s is not listed as legal", tc.before, tc.move)
		}
	}

	// Invalid positions and illegal moves are errors, never panics.
	for _, text := range []string{
		"0,0,0,0/1,0,0,0 S 12,11",  // one row empty, the other not
		"3,3,3,3/3,3,3,3 S 0,1",    // 25 seeds
		"3,3,3,3/3,3,3,3,0 S 0,0",  // five pits in a row
		"3,3,3,3/3,3,3,3 S 0,0 SN", // a houses field
	} {
		if _, err := bao.ParseState(v, text); err == nil {
			t.Errorf("ParseState(%q): no error", text)
		}
	}
	s := v.Start()
	for _, text := range []string{"a1", "A5", "B1", "A1<", "A1+", "xyz"} {
		if _, _, err := bao.ReadMove(v, s, text); err == nil {
			t.Errorf("ReadMove(%q) at the start: no error", text)
		}
	}
}

func TestRun(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out, []string{"-depth", "4", "-games", "6"}); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{
		"Mini Kalah (minikalah)\n",
		"start: 3,3,3,3/3,3,3,3 S 0,0\n",
		"perft: 4 15 50 158\n",
		"spiel: 4 actions, observations of 11 values\n",
		"game: greedy (South) v random (North): ",
		"players       A = greedy, B = random\n",
		"games         6 ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	// The printed game replays to the printed final position.
	v := bao.MustLookup("minikalah")
	var moves, final string
	for _, l := range strings.Split(text, "\n") {
		if _, rest, ok := strings.Cut(l, "(North): "); ok {
			moves = rest
		}
		if rest, ok := strings.CutPrefix(l, "final: "); ok {
			final = rest
		}
	}
	g, err := bao.ReplayText(v, v.Start(), strings.Fields(moves))
	if err != nil {
		t.Fatal(err)
	}
	if want := bao.FormatState(v, g.State()) + ": " + g.Outcome().String(); final != want {
		t.Errorf("final line %q, replay gives %q", final, want)
	}
	// The arena's summary adds up.
	won := map[string]int{}
	for _, l := range strings.Split(text, "\n") {
		for _, key := range []string{"A wins", "B wins", "draws"} {
			if rest, ok := strings.CutPrefix(l, key); ok {
				n, err := strconv.Atoi(strings.Fields(rest)[0])
				if err != nil {
					t.Fatalf("summary line %q", l)
				}
				won[key] = n
			}
		}
	}
	if len(won) != 3 || won["A wins"]+won["B wins"]+won["draws"] != 6 {
		t.Errorf("summary results %v do not add up to 6 games:\n%s", won, text)
	}

	for _, args := range [][]string{{"-variant", "nope"}, {"-players", "random"}, {"-players", "random,nobody"}} {
		if err := run(&out, args); err == nil {
			t.Errorf("run %q: no error", args)
		}
	}
}

// TestPublicAPIOnly checks that the program imports no internal package of
// the module: a third party could have written it.
func TestPublicAPIOnly(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.Contains(path, "/internal") || path == "github.com/bao-games/bao/all" {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
}
