package main

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/render"
)

func init() {
	playDate = func() string { return "2025-01-31" }
}

// TestPlayHumanVsHuman plays Example 15 of docs/kiswahili.md between two
// people, with a request for the legal moves, an illegal move, an undo and
// a move annotated wrongly on the way.
func TestPlayHumanVsHuman(t *testing.T) {
	out := filepath.Join(t.TempDir(), "game.bao")
	script := strings.Join([]string{
		"help",
		"A7>",
		"?",
		"a6<*",
		"A1>",   // illegal: a capture is compulsory
		"A6<*",  // wrong annotation: A6< captures
		"bogus", // not a move
		"A6<",
		"undo",
		"",
		"A6<",
		"moves",
		"a5<",
		"A2>#",
		"this line is never read",
	}, "\n") + "\n"
	stdout := mustRun(t, script, "play", "-south", "human", "-north", "human", "-o", out)
	wantContains(t, "stdout", stdout,
		"Bao la Kiswahili (kiswahili): South: human, North: human. Type help for the notation and the commands.\n",
		"b8..b1   0  0  0  0  0  0  0  0\na8..a1   0  2  2 6H  0  0  0  0\nA1..A8   0  0  0  0 6H  2  2  0\nB1..B8   0  0  0  0  0  0  0  0\nSouth to move, stores 22/22, houses SN, restricted -\nLegal moves: A6<* A6>* A7<* A7>*\nSouth to move> ",
		"? or moves   list the legal moves",
		"1. South plays A7>*: 1 lap; enters a seed from the store (21 left); captures nothing (takasa).\n",
		"Legal moves (4): a6<* a6>* a7<* a7>*\n",
		"1... North plays a6<*: 1 lap; enters a seed from the store (21 left); captures nothing (takasa).\n",
		"illegal move A1>: a capture is compulsory",
		"(kiswahili.md rule N1)",
		`annotated "A6<*", but the move is "A6<"`,
		`"bogus" is neither a move nor a command. Moves look like A6< (type help).`,
		"(Type ? for the legal moves, help for the notation and the commands.)\n",
		"Took back A6<.\n",
		"2. South plays A6<: 3 laps; enters a seed from the store (20 left); captures 1 seed from a3.\n",
		"2... North plays a5<: 1 lap; enters a seed from the store (20 left); captures 1 seed from A4.\n",
		"Legal moves (5): a4< a4> a5< a5> a7<\n",
		"3. South plays A2>#: 5 laps; enters a seed from the store (19 left); captures 12 seeds from a4, a5, a7, a8; North loses the house; game over, South wins (front row empty).\n",
		"b8..b1   0  0  0  0  0  0  0  0\na8..a1   0  0  0  0  0  0  0  0\nA1..A8   0  1  3  2 8H  0  1  0\nB1..B8   0  0  0  0  0  0  1  1\nNorth to move, stores 27/20, houses S, restricted -\n",
		"Game over after 5 plies (3 moves): South wins (front row empty)\n",
		"Saved 1 game record to "+out,
	)
	if strings.Contains(stdout, "never read") {
		t.Error("input read after the end of the game")
	}
	r := mustReadRecord(t, out)
	want := &record.Record{
		Tags: map[string]string{
			"Variant": "kiswahili", "Event": "bao play", "Date": "2025-01-31", "South": "human", "North": "human",
			"Seed": "1", "Result": "S", "Reason": "front row empty", "Generator": bao.Version(),
		},
		Moves: []string{"A7>*", "a6<*", "A6<", "a5<", "A2>#"},
	}
	if diff := cmp.Diff(want, r); diff != "" {
		t.Errorf("saved record (-want +got):\n%s", diff)
	}
}

// script plays a game of v between a person choosing by pick and the
// built-in player spec (seeded as bao play seeds it) and returns the
// person's moves, one per line, with the final position.
func script(t *testing.T, v bao.Variant, humanSide bao.Player, spec string, seed uint64, pick func(ply int, legal []string) string) (string, bao.State, int) {
	t.Helper()
	bot, err := player.New(spec, seed+uint64(humanSide.Other()))
	if err != nil {
		t.Fatal(err)
	}
	g := bao.NewGame(v)
	var lines []string
	for !g.Outcome().Over() {
		if g.Ply() > 2000 {
			t.Fatal("game too long")
		}
		s := g.State()
		if s.Side == humanSide {
			var legal []string
			for _, m := range g.Legal() {
				text, _ := bao.FormatMove(v, s, m)
				legal = append(legal, text)
			}
			text := pick(g.Ply(), legal)
			if _, err := g.PlayText(text); err != nil {
				t.Fatal(err)
			}
			lines = append(lines, text)
			continue
		}
		m, err := bot.Choose(context.Background(), v, s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return strings.Join(lines, "\n") + "\n", g.State(), g.Ply()
}

// TestPlayHumanVsRandom plays whole games against the random player, with
// the person's moves scripted from the legal moves.
func TestPlayHumanVsRandom(t *testing.T) {
	for _, tc := range []struct {
		variant string
		human   bao.Player
		seed    uint64
	}{
		{"kiswahili", bao.South, 1},
		{"kete", bao.North, 5},
		{"kingulu", bao.South, 3},
	} {
		t.Run(tc.variant, func(t *testing.T) {
			v := bao.MustLookup(tc.variant)
			// The person plays the last legal move, without annotations
			// every other time.
			in, final, plies := script(t, v, tc.human, "random", tc.seed, func(ply int, legal []string) string {
				text := legal[len(legal)-1]
				if ply%4 < 2 {
					m, _, _ := bao.ParseMove(text)
					text = m.String()
				}
				return text
			})
			args := []string{"play", "-variant", tc.variant, "-seed", itoa(tc.seed), "-south", "random", "-north", "random"}
			args[2*int(tc.human)+6] = "human"
			stdout := mustRun(t, in, args...)
			o := v.Outcome(final)
			t.Logf("%d plies: %v", plies, o)
			wantContains(t, "stdout", stdout,
				tc.human.Other().String()+" (random) plays ",
				"Game over after "+playPlies(plies)+": "+o.String()+"\n",
				render.TextFrom(v, final, tc.human),
			)
			if strings.Contains(stdout, "illegal") || strings.Contains(stdout, "syntax") {
				t.Errorf("a scripted move was refused:\n%s", stdout)
			}
		})
	}
}

func itoa(n uint64) string { return strconv.FormatUint(n, 10) }

// playPlies is "N plies (M moves)" as bao play writes it.
func playPlies(n int) string {
	if n == 1 {
		return "1 ply"
	}
	return strconv.Itoa(n) + " plies (" + strconv.Itoa((n+1)/2) + " moves)"
}

// TestPlayUndoAgainstComputer checks that undo takes back the computer's
// reply with the person's move, and that nothing can be undone before the
// person's first move.
func TestPlayUndoAgainstComputer(t *testing.T) {
	stdout := mustRun(t, "undo\nA7>\nundo\nquit\n", "play", "-north", "random")
	wantContains(t, "stdout", stdout, "Nothing to undo.\n", "1. South plays A7>*: ", "1... North (random) plays ", "Took back A7>* a", "Game abandoned after 0 plies.\n")

	// The computer moves first: its move cannot be undone.
	stdout = mustRun(t, "undo\nquit\n", "play", "-south", "random", "-north", "human")
	wantContains(t, "stdout", stdout, "South (random) plays A", "Nothing to undo.\n", "Game abandoned after 1 ply.\n")
}

func TestPlayEndOfInput(t *testing.T) {
	out := filepath.Join(t.TempDir(), "g.bao")
	st, stdout, _ := runCmd(t, "A6<\n", "play", "-north", "human", "-o", out)
	if st != 1 {
		t.Errorf("exit %d, want 1", st)
	}
	wantContains(t, "stdout", stdout, "The input ended: game abandoned after 1 ply.\n")
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	wantContains(t, "record", string(b), `[Result "*"]`, "1. A6<* *\n")
}

func TestPlayMatch(t *testing.T) {
	out := filepath.Join(t.TempDir(), "match.bao")
	stdout := mustRun(t, "", "play", "-variant", "kete", "-match", "-south", "random", "-north", "greedy", "-seed", "2", "-o", out)
	wantContains(t, "stdout", stdout,
		"Bao la Kete (kete): South: random, North: greedy.\n",
		"Game 1 of a match of best of 3: South: player 1 (random), North: player 2 (greedy)\n",
		"Game 2 of a match of best of 3: South: player 2 (greedy), North: player 1 (random)\n",
		"Match score: player 1 (random) ",
	)
	if !strings.Contains(stdout, " wins the match ") && !strings.Contains(stdout, "The match is drawn") {
		t.Errorf("no match result:\n%s", stdout)
	}
	// The saved games replay.
	st, rout, rerr := runCmd(t, "", "replay", "-q", out)
	if st != 0 {
		t.Fatalf("replay of the match: exit %d: %s", st, rerr)
	}
	n := strings.Count(stdout, "Game over after")
	wantContains(t, "replay", rout, itoa(uint64(n))+" records replayed, 0 with errors\n")
	if n < 2 || n > 3 {
		t.Errorf("%d games in a best of three", n)
	}
}

func TestPlayErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		st   int
		want string
	}{
		{[]string{"play", "-south", "nosuch"}, 2, `unknown player "nosuch"`},
		{[]string{"play", "-variant", "chess"}, 2, `unknown variant "chess"`},
		{[]string{"play", "-position", "1,2,3"}, 2, "syntax error"},
		{[]string{"play", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"play", "-h"}, 0, "? or moves"},
	} {
		st, stdout, stderr := runCmd(t, "", tc.args...)
		if tc.args[len(tc.args)-1] == "-h" {
			stderr = stdout // the usage is printed on stdout
		}
		if st != tc.st || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, st, stderr, tc.st, tc.want)
		}
	}
}
