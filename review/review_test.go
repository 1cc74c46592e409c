package review_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/review"
)

const fixture = "testdata/kingulu-gave-away-win.txt"

// TestWriteFixture writes the fixture again when BAO_FIXTURE=1: South
// throws away the win of the start of Bao Kingulu with A4, and both sides
// then play exactly (the solver's moves) to the end.
func TestWriteFixture(t *testing.T) {
	if os.Getenv("BAO_FIXTURE") != "1" {
		t.Skip("BAO_FIXTURE=1 writes " + fixture)
	}
	v := bao.MustLookup("kingulu")
	g := bao.NewGame(v)
	if _, err := g.PlayText("A4"); err != nil {
		t.Fatal(err)
	}
	p, err := player.New("solve(nodes=4000000)", 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := player.PlayOn(context.Background(), g, p, p, 200, nil); err != nil {
		t.Fatal(err)
	}
	r := record.FromGame(g, map[string]string{record.TagSouth: "A4, then solve(nodes=4000000)", record.TagNorth: "solve(nodes=4000000)", "Date": "2026.12.07"})
	f, err := os.Create(fixture)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Write(f); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// fixtureGame reads the fixture's game.
func fixtureGame() (*bao.Game, error) {
	f, err := os.Open(fixture)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r, err := record.Read(f)
	if err != nil {
		return nil, err
	}
	return r.Replay()
}

// readFixture returns the fixture's game.
func readFixture(t *testing.T) *bao.Game {
	t.Helper()
	g, err := fixtureGame()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// exactReview is the review of the fixture with the default options,
// made once for the tests that compare with it.
var exactReview = sync.OnceValues(func() ([]review.Ply, error) {
	g, err := fixtureGame()
	if err != nil {
		return nil, err
	}
	return review.Game(context.Background(), g, review.Options{})
})

// The review of the fixture marks its first move as throwing away a win,
// with the winning move beside it, and proves every position.
func TestGaveAwayWin(t *testing.T) {
	g := readFixture(t)
	var stages []string
	plies, err := review.Game(context.Background(), g, review.Options{Progress: func(p review.Progress) {
		if len(stages) == 0 || stages[len(stages)-1] != p.Stage {
			stages = append(stages, p.Stage)
		}
		if p.Stage == "analyse" && (p.Ply == nil || p.Ply.Ply != p.Done) {
			t.Errorf("progress %+v", p)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(stages, ",") != "solve,analyse" {
		t.Errorf("stages %v", stages)
	}
	if len(plies) != g.Ply() {
		t.Fatalf("%d plies reviewed, the game has %d", len(plies), g.Ply())
	}
	first := plies[0]
	if first.Move != "A4" || first.Best != "A3" || first.Verdict != review.GaveAwayWin || first.WinIn != 29 ||
		first.ValueBefore != "win" || first.ValueAfter != "loss" || first.PliesAfter != 20 || first.Side != "S" {
		t.Errorf("first ply %+v", first)
	}
	for _, p := range plies[1:] {
		if p.ValueBefore == "" || p.ValueAfter == "" {
			t.Errorf("ply %d not proven: %+v", p.Ply, p)
		}
		if p.Verdict != "" {
			t.Errorf("ply %d of exact play has verdict %q", p.Ply, p.Verdict)
		}
	}
	line, err := json.Marshal(first)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(line), `{"ply":1,"move":"A4","best":"A3","score_before":`) {
		t.Errorf("JSON %s", line)
	}
}

// Without the solver the player's own proofs count: where alpha-beta
// proves a value, before or after a move, it is the solver's, and a
// move's verdict is never better than where the solver proved more.
func TestNoSolve(t *testing.T) {
	g := readFixture(t)
	exact, err := exactReview()
	if err != nil {
		t.Fatal(err)
	}
	plies, err := review.Game(context.Background(), g, review.Options{SolveNodes: -1, Player: "alphabeta(depth=8)"})
	if err != nil {
		t.Fatal(err)
	}
	proven := 0
	for i, p := range plies {
		e := exact[i]
		if p.ValueBefore != "" {
			proven++
			if p.ValueBefore != e.ValueBefore || p.WinIn != e.WinIn || p.LossIn != e.LossIn {
				t.Errorf("ply %d: alpha-beta proved %s (%d, %d), the solver %s (%d, %d)", p.Ply, p.ValueBefore, p.WinIn, p.LossIn, e.ValueBefore, e.WinIn, e.LossIn)
			}
		}
		if p.ValueAfter != "" && (p.ValueAfter != e.ValueAfter || p.PliesAfter != e.PliesAfter) {
			t.Errorf("ply %d: alpha-beta proved the move %s in %d, the solver %s in %d", p.Ply, p.ValueAfter, p.PliesAfter, e.ValueAfter, e.PliesAfter)
		}
		if p.Move == p.Best && p.Verdict != "" {
			t.Errorf("ply %d: the best move has verdict %q", p.Ply, p.Verdict)
		}
	}
	if proven == 0 {
		t.Error("alpha-beta proved nothing in the last plies")
	}
	if plies[0].Verdict != review.Blunder {
		t.Errorf("A4 without proofs: %+v", plies[0])
	}
}

// Cancellation stops a review with the context's error and the plies done.
func TestCancel(t *testing.T) {
	g := readFixture(t)
	ctx, cancel := context.WithCancel(context.Background())
	plies, err := review.Game(ctx, g, review.Options{SolveNodes: -1, Player: "alphabeta(depth=4)", Progress: func(p review.Progress) {
		if p.Done == 3 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || len(plies) != 3 {
		t.Errorf("%d plies, %v", len(plies), err)
	}
}

// Bad options are errors before any work.
func TestBadOptions(t *testing.T) {
	g := readFixture(t)
	for _, spec := range []string{"nosuch", "random", "greedy"} {
		if _, err := review.Game(context.Background(), g, review.Options{Player: spec}); err == nil {
			t.Errorf("player %q: no error", spec)
		}
	}
	if _, err := review.Game(context.Background(), nil, review.Options{}); err == nil {
		t.Error("nil game: no error")
	}
}

// The verdicts' margins: a move as good as the best has none, and the
// chances of scores are ordered and bounded.
func TestChances(t *testing.T) {
	for _, c := range []struct {
		score float64
		u     review.Units
		want  float64
	}{
		{0, review.Points, 0},
		{player.WinScore - 5, review.Points, 1},
		{-(player.WinScore - 5), review.Points, -1},
		{0.5, review.Values, 0.5},
		{2, review.Values, 1},
	} {
		if got := review.Chances(c.score, c.u); got != c.want {
			t.Errorf("Chances(%v, %v) = %v, want %v", c.score, c.u, got, c.want)
		}
	}
	if a, b := review.Chances(60, review.Points), review.Chances(130, review.Points); !(a > 0.09 && a < 0.11 && b > 0.2) {
		t.Errorf("chances of 60 and 130: %v, %v", a, b)
	}
}

// A Ply's JSON line writes move texts as they are.
func TestPlyJSON(t *testing.T) {
	got := string(review.Ply{Ply: 1, Move: "A7>*", Best: "A6<*", ScoreBefore: 12, ScoreAfter: -40, Verdict: review.Mistake, Side: "S"}.JSON())
	want := `{"ply":1,"move":"A7>*","best":"A6<*","score_before":12,"score_after":-40,"verdict":"mistake","side":"S"}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// Other players review too: MCTS in its own units (values in [-1, 1]),
// and the exact player, which scores only the moves that keep the value,
// so that the move played is scored from the position after it: its own
// proofs mark A4, without the solver of the review.
func TestOtherPlayers(t *testing.T) {
	g := readFixture(t)
	plies, err := review.Game(context.Background(), g, review.Options{SolveNodes: -1, Player: "mcts(iterations=300)"})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range plies {
		if p.ScoreBefore < -1 || p.ScoreBefore > 1 || p.ScoreAfter < -1 || p.ScoreAfter > 1 {
			t.Errorf("mcts: ply %d: scores %v, %v out of [-1, 1]", p.Ply, p.ScoreBefore, p.ScoreAfter)
		}
	}
	one := bao.NewGame(g.Variant()) // A4 alone: the exact player solves from scratch at every ply
	if err := one.Play(g.Moves()[0]); err != nil {
		t.Fatal(err)
	}
	plies, err = review.Game(context.Background(), one, review.Options{SolveNodes: -1, Player: "solve(nodes=3000000)"})
	if err != nil {
		t.Fatal(err)
	}
	first := plies[0]
	if first.Best != "A3" || first.ScoreBefore != player.WinScore-29 || first.ScoreAfter != -(player.WinScore-20) || first.Verdict != review.GaveAwayWin ||
		first.WinIn != 29 || first.ValueAfter != "loss" || first.PliesAfter != 20 {
		t.Errorf("solve: first ply %+v", first)
	}
}
