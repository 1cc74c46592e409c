package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
)

// The tests of this file check that every command plays Bawo (issue 22,
// docs/bawo.md), with its rule options and its opening gambit.

const bawoStart = "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - -"

func TestBawoVariants(t *testing.T) {
	if out := mustRun(t, "", "variants"); !strings.Contains(out, "\nbawo\n") && !strings.HasPrefix(out, "bawo\n") {
		t.Errorf("bao variants does not list bawo:\n%s", out)
	}
	out := mustRun(t, "", "variants", "-v", "-variant", "bawo(capmax=15,kuu=10)")
	wantContains(t, "bao variants -v -variant bawo(...)", out,
		"bawo(kuu=10,capmax=15)\n",
		"\toption kuu=[8 10 6] (default 8): BW1",
		"\toption gambit=[off on capture] (default off): BW11",
		"\toption takasia=[on off] (default on): BW12")
	if n := strings.Count(out, "\toption "); n != 11 {
		t.Errorf("%d options, want the 11 of docs/bawo.md section 4:\n%s", n, out)
	}
	if st, _, errs := runCmd(t, "", "variants", "-variant", "bawo(kuu=7)"); st != 2 || !strings.Contains(errs, `"7" is not one of 8, 10, 6`) {
		t.Errorf("bawo(kuu=7): exit %d: %s", st, errs)
	}
}

// TestBawoPerft: docs/bawo.md section 12.
func TestBawoPerft(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-variant", "bawo", "-depth", "5"}, "1 4\n2 14\n3 30\n4 84\n5 291\n"},
		{[]string{"-variant", "bawo(guard=off)", "-depth", "5", "-workers", "2"}, "1 4\n2 14\n3 30\n4 86\n5 313\n"},
		{[]string{"-variant", "bawo(kuu=6)", "-depth", "4"}, "1 4\n2 14\n3 30\n4 80\n"},
		{[]string{"-variant", "bawo(gambit=on)", "-depth", "1"}, "1 15504\n"},
	} {
		if diff := cmp.Diff(tc.want, mustRun(t, "", append([]string{"perft"}, tc.args...)...)); diff != "" {
			t.Errorf("perft %v (-want +got):\n%s", tc.args, diff)
		}
	}
}

func TestBawoEval(t *testing.T) {
	out := mustRun(t, bawoStart+"\n", "eval", "-variant", "bawo")
	wantContains(t, "eval", out,
		`"move":"A6<*","position":"0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,1,1,9,0,2,0/0,0,0,0,0,0,0,0 N 19,20 SN - - -"`,
		`"move":"A7>*"`)
	// A gambit turn: 15,504 moves, the first and last in BW14's order.
	start := strings.TrimSuffix(bawoStart, "-") + "SN"
	out = mustRun(t, start+"\n", "eval", "-variant", "bawo(gambit=on)")
	if n := strings.Count(out, `"move":`); n != bao.NumGambits {
		t.Errorf("eval of the gambit start: %d moves, want %d", n, bao.NumGambits)
	}
	wantContains(t, "eval", out,
		`"moves":[{"move":"A1,A1,A1,A1,A1","position":"0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/5,0,0,0,8,0,0,0/0,0,0,0,0,0,0,0 N 19,20 SN - - N"`,
		`{"move":"B8,B8,B8,B8,B8","position":"0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,0,0,0/0,0,0,0,0,0,0,5 N 19,20 SN - - N"`)
	// The same text without the two Bawo fields is not a Bawo position.
	st, out, _ := runCmd(t, "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN -\n", "eval", "-variant", "bawo")
	if st != 1 || !strings.Contains(out, `"error"`) {
		t.Errorf("eval of a kiswahili-shaped text as bawo: exit %d: %s", st, out)
	}
}

// TestBawoPlay plays a scripted game of bawo(gambit=on) between two
// people: both gambits (one refused for its order first), North's forced
// capture, and a move that shows the moved flag; then the saved record is
// read back by package record, replayed by bao replay and drawn by bao
// show.
func TestBawoPlay(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "game.bao")
	script := strings.Join([]string{
		"help",
		"A8,A1,B4,B5,B5", // not in canonical order
		"a1,a8,b4,b5,b5", // North's pits
		"A1,A8,B4,B5,B5",
		"?",
		"a1,a1,a1,a1,a1",
		"A8<",
		"quit",
	}, "\n") + "\n"
	stdout := mustRun(t, script, "play", "-variant", "bawo(gambit=on)", "-south", "human", "-north", "human", "-o", out)
	wantContains(t, "stdout", stdout,
		"Bawo (bawo(gambit=on)): South: human, North: human.",
		"A1,A8,B4,B5,B5  bawo(gambit=on): the opening gambit",
		"South to move, stores 20/20, houses SN, restricted -, moved -, gambit SN\n",
		"Legal moves: A1,A1,A1,A1,A1 A1,A1,A1,A1,A2 A1,A1,A1,A1,A3 ... B7,B7,B8,B8,B8 B7,B8,B8,B8,B8 B8,B8,B8,B8,B8 (15504 moves; ? lists them all)\n",
		`syntax error in "A8,A1,B4,B5,B5": move: gambit pits are written in canonical order (front 1..8, then back 1..8): A1 comes before A8`,
		"illegal move a1,a8,b4,b5,b5: a gambit names five pits of South, the player to move, in canonical order (bawo.md rule BW14)",
		"1. South plays A1,A8,B4,B5,B5",
		"North to move, stores 19/20, houses SN, restricted -, moved -, gambit N\n",
		"Legal moves (15504): a1,a1,a1,a1,a1 a1,a1,a1,a1,a2",
		"1... North plays a1,a1,a1,a1,a1",
		"Legal moves: A8<\n",
		"2. South plays A8<",
	)
	r := mustReadRecord(t, out)
	if want := []string{"A1,A8,B4,B5,B5", "a1,a1,a1,a1,a1", "A8<"}; !cmp.Equal(r.Moves, want) || r.Tags["Variant"] != "bawo(gambit=on)" {
		t.Errorf("record: variant %q moves %q, want %q", r.Tags["Variant"], r.Moves, want)
	}
	replayed := mustRun(t, "", "replay", out)
	wantContains(t, "replay", replayed, "bawo(gambit=on)", "moved -, gambit -")
	shown := mustRun(t, "", "show", "-record", out, "-ply", "1")
	wantContains(t, "show -ply 1", shown, "A1..A8   1  0  0  0 8H  0  0  1\nB1..B8   0  0  0  1  2  0  0  0\nNorth to move, stores 19/20, houses SN, restricted -, moved -, gambit N\n")
}

func TestBawoShow(t *testing.T) {
	text := mustRun(t, "", "show", "-variant", "bawo(gambit=on)")
	want := "b8..b1   0  0  0  0  0  0  0  0\na8..a1   0  2  2 8H  0  0  0  0\nA1..A8   0  0  0  0 8H  2  2  0\nB1..B8   0  0  0  0  0  0  0  0\nSouth to move, stores 20/20, houses SN, restricted -, moved -, gambit SN\n"
	if diff := cmp.Diff(want, text); diff != "" {
		t.Errorf("show (-want +got):\n%s", diff)
	}
	svg := mustRun(t, "", "show", "-variant", "bawo(gambit=on)", "-format", "svg")
	wantContains(t, "show -format svg", svg, "<svg", "kuu moved: -; gambit pending: SN")
}

// TestBawoSelfplayTournament writes bawo(gambit=on) records with bao
// selfplay and bao tournament, and reads them back with bao replay and bao
// tournament -from.
func TestBawoSelfplayTournament(t *testing.T) {
	dir := t.TempDir()
	sp := filepath.Join(dir, "sp.jsonl")
	mustRun(t, "", "selfplay", "-variant", "bawo(gambit=on)", "-games", "20", "-seed", "3", "-o", sp)
	data, err := os.ReadFile(sp)
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`"moves":\["[AB][1-8](,[AB][1-8]){4}","[ab][1-8](,[ab][1-8]){4}"`).Match(data) {
		t.Errorf("selfplay records do not start with two gambits:\n%.400s", data)
	}
	if out := mustRun(t, "", "replay", "-q", sp); !strings.Contains(out, "20 records replayed, 0 with errors") {
		t.Errorf("replay: %s", out)
	}
	out := mustRun(t, "", "replay", sp)
	if n := strings.Count(out, "bawo(gambit=on)"); n != 20 {
		t.Errorf("replay: %d games of bawo(gambit=on), want 20:\n%s", n, out)
	}

	tour := filepath.Join(dir, "tour.jsonl")
	args := []string{"tournament", "-variant", "bawo(gambit=on)", "-players", "random,greedy", "-games", "6", "-openings", "2", "-seed", "5", "-reps", "50"}
	whole := mustRun(t, "", append(args, "-json", "-o", tour)...)
	from := mustRun(t, "", append(args, "-json", "-from", tour)...)
	if whole != from {
		t.Errorf("tournament -from differs from the run:\n%s\n%s", from, whole)
	}
	if out := mustRun(t, "", "replay", "-q", tour); !strings.Contains(out, "6 records replayed, 0 with errors") {
		t.Errorf("replay of the tournament: %s", out)
	}
	// bao replay checks every move (tournament -from checks the games'
	// identity, not their moves): a record edited to an illegal gambit
	// is refused.
	data, err = os.ReadFile(tour)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`"moves":\["([AB][1-8](,[AB][1-8]){4})"`).FindSubmatch(data)
	if m == nil {
		t.Fatalf("no gambit in the tournament's records:\n%.400s", data)
	}
	bad := filepath.Join(dir, "bad.jsonl")
	if err := os.WriteFile(bad, []byte(strings.Replace(string(data), string(m[1]), "A8,A1,A1,A1,A1", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if st, out, errs := runCmd(t, "", "replay", "-q", bad); st != 1 || !strings.Contains(out+errs, "A8,A1,A1,A1,A1") {
		t.Errorf("replay of an edited gambit: exit %d: %s%s", st, out, errs)
	}
}

func TestBawoAnalyse(t *testing.T) {
	out := mustRun(t, bawoStart+"\n", "analyse", "-variant", "bawo", "-player", "alphabeta(depth=4)")
	wantContains(t, "analyse", out, `"player":"alphabeta(depth=4,nodes=200000)"`, `"depth":4`, `"pv":["A`)
	// A gambit turn: the player picks one of the 15,504 gambits.
	start := strings.TrimSuffix(bawoStart, "-") + "SN"
	out = mustRun(t, start+"\n", "analyse", "-variant", "bawo(gambit=on)", "-player", "mcts(iterations=50)")
	if !regexp.MustCompile(`"move":"[AB][1-8](,[AB][1-8]){4}"`).MatchString(out) {
		t.Errorf("analyse of the gambit start: %s", out[:min(len(out), 400)])
	}
}

// TestBawoSolve solves a small position of a random game of bawo and
// checks the certificate with bao verify.
func TestBawoSolve(t *testing.T) {
	cert := filepath.Join(t.TempDir(), "bawo.cert")
	pos := "0,0,3,5,4,2,0,3/1,5,4,6,5,2,11,2/1,0,1,0,0,0,0,0/2,0,1,0,1,0,4,1 S 0,0 - - - -"
	out := mustRun(t, "", "solve", "-variant", "bawo", "-workers", "1", "-q", "-position", pos, "-o", cert)
	wantContains(t, "solve", out, "value: loss (North wins in 4 plies)\n")
	out = mustRun(t, "", "verify", "-variant", "bawo", cert)
	wantContains(t, "verify", out, "ok: N wins from")
}
