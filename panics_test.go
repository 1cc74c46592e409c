package bao_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/cert"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/render"
	"github.com/bao-games/bao/solve"
	"github.com/bao-games/bao/spiel"
)

// noPanic runs f and fails t if it panics.
func noPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s panics: %v", what, r)
		}
	}()
	f()
}

// wantErr fails t unless err is not nil and matches kind (nil: any).
func wantErr(t *testing.T, what string, err, kind error) {
	t.Helper()
	if err == nil || kind != nil && !errors.Is(err, kind) {
		t.Errorf("%s: error %v, want one matching %v", what, err, kind)
	}
}

// TestDefect06LibraryNeverPanics (issue 25, defect 6) walks the library's
// public functions with the malformed States and zero values that made them
// panic: a side to move of 2, a zero Game, StateAt out of range, zero-value
// players, a player number of 7, a nil Variant, nil generators. Each returns
// an error (where it has one) or a zero value, never a panic.
func TestDefect06LibraryNeverPanics(t *testing.T) {
	ctx := context.Background()
	for _, name := range []string{"kiswahili", "kete", "kujifunza", "kingulu"} {
		v := bao.MustLookup(name)
		s := v.Start()
		bad := s
		bad.Side = 2
		noPanic(t, name+": solve.Solve with Side 2", func() {
			r := solve.Solve(ctx, v, bad, solve.Options{Memory: 1 << 20, Workers: 1})
			wantErr(t, name+": solve.Solve with Side 2", r.Err, bao.ErrInvalidPosition)
		})
		noPanic(t, name+": a zero Solver", func() {
			r := (&solve.Solver{}).Solve(ctx, s)
			wantErr(t, name+": a zero Solver", r.Err, solve.ErrNotMade)
			wantErr(t, name+": a zero Solver's certificate", (&solve.Solver{}).WriteCertificate(ctx, s, r, nil), solve.ErrNotMade)
		})
		for _, p := range []bao.Player{2, 7, 255} {
			noPanic(t, fmt.Sprintf("%s: Material for player %d", name, p), func() {
				if m := player.Material(v, s, p); m != 0 {
					t.Errorf("Material for player %d: %d", p, m)
				}
			})
		}
		g := bao.NewGame(v)
		for _, ply := range []int{-1, 1, 99} {
			noPanic(t, fmt.Sprintf("%s: StateAt(%d)", name, ply), func() {
				if got := g.StateAt(ply); got != (bao.State{}) {
					t.Errorf("StateAt(%d): %v", ply, got)
				}
			})
		}
		for _, p := range []player.Player{&player.AlphaBeta{}, &player.MCTS{}, &player.Random{}, &player.Greedy{}} {
			what := fmt.Sprintf("%s: a zero %T", name, p)
			noPanic(t, what, func() {
				p.Name()
				_, err := p.Choose(ctx, v, s)
				wantErr(t, what+": Choose", err, player.ErrNotMade)
				if a, ok := p.(player.Analyser); ok {
					_, err := a.Analyse(ctx, v, s)
					wantErr(t, what+": Analyse", err, player.ErrNotMade)
				}
			})
		}
		noPanic(t, name+": a zero Random reseeded", func() {
			r := &player.Random{}
			r.Reseed(3)
			if _, err := r.Choose(ctx, v, s); err != nil {
				t.Errorf("a zero Random reseeded: %v", err)
			}
		})
		for _, spec := range []string{"random", "greedy", "alphabeta(depth=2)", "mcts(iterations=20)"} {
			p, err := player.New(spec, 1)
			if err != nil {
				t.Fatal(err)
			}
			noPanic(t, name+": "+spec+" with a nil variant", func() {
				_, err := p.Choose(ctx, nil, s)
				wantErr(t, spec+" with a nil variant", err, bao.ErrNoVariant)
			})
			noPanic(t, name+": "+spec+" with Side 2", func() { p.Choose(ctx, v, bad) })
		}
		noPanic(t, name+": nil generators", func() {
			if _, ok := bao.Sample(v, s, nil); ok {
				t.Error("Sample with a nil rng drew a move")
			}
			if _, n := bao.Playout(v, s, nil, 10); n != 0 {
				t.Error("Playout with a nil rng played")
			}
			if _, buf := bao.Record(v, s, nil, 10, nil); len(buf) != 0 {
				t.Error("Record with nil rngs played")
			}
			rng := rand.New(rand.NewPCG(1, 2))
			if _, buf := bao.Record(v, s, &[2]*rand.Rand{rng, nil}, 10, nil); len(buf) != 0 {
				t.Error("Record with a nil rng played")
			}
		})
		noPanic(t, name+": Side 2 elsewhere", func() {
			rng := rand.New(rand.NewPCG(1, 2))
			bao.Sample(v, bad, rng)
			bao.Playout(v, bad, rng, 10)
			render.Text(v, bad)
			render.SVG(v, bad, render.Options{})
			player.NewReport(v, bad, player.Analysis{})
		})
	}

	s := bao.MustLookup("kiswahili").Start()
	for what, g := range map[string]*bao.Game{"the zero Game": {}, "NewGame(nil)": bao.NewGame(nil)} {
		noPanic(t, what, func() {
			if g.State() != (bao.State{}) || g.Start() != (bao.State{}) || g.StateAt(0) != (bao.State{}) || g.Legal() != nil || g.Outcome().Over() || g.Ply() != 0 || g.Moves() != nil || g.Variant() != nil {
				t.Errorf("%s: not empty", what)
			}
			wantErr(t, what+": Play", g.Play(bao.Move{}), bao.ErrNoVariant)
			_, err := g.PlayText("A6<")
			wantErr(t, what+": PlayText", err, bao.ErrNoVariant)
			if _, ok := g.Undo(); ok {
				t.Errorf("%s: Undo", what)
			}
		})
	}
	rng := rand.New(rand.NewPCG(1, 1))
	noPanic(t, "a nil Variant", func() {
		_, err := bao.NewGameFrom(nil, s)
		wantErr(t, "NewGameFrom", err, bao.ErrNoVariant)
		_, err = bao.Replay(nil, s, nil)
		wantErr(t, "Replay", err, bao.ErrNoVariant)
		_, err = bao.ReplayText(nil, s, []string{"A6<"})
		wantErr(t, "ReplayText", err, bao.ErrNoVariant)
		_, err = bao.ParseState(nil, "x")
		wantErr(t, "ParseState", err, bao.ErrNoVariant)
		wantErr(t, "Validate", bao.Validate(nil, s), bao.ErrNoVariant)
		_, err = bao.FormatMove(nil, s, bao.Move{})
		wantErr(t, "FormatMove", err, bao.ErrNoVariant)
		_, _, err = bao.ReadMove(nil, s, "A6<")
		wantErr(t, "ReadMove", err, bao.ErrNoVariant)
		_, err = bao.Evaluate(nil, "x")
		wantErr(t, "Evaluate", err, bao.ErrNoVariant)
		if line, ok := bao.EvalLine(nil, "x"); ok || !strings.Contains(string(line), "error") {
			t.Errorf("EvalLine: %s", line)
		}
		if bao.FormatState(nil, s) != "" || bao.IsLegal(nil, s, bao.Move{}) || bao.Children(nil, s, nil) != nil || bao.CountLegal(nil, s, nil) != 0 ||
			bao.Annotate(nil, s, bao.Move{}, s) != 0 || bao.AnnotateOutcome(nil, s, bao.Move{}, s, bao.Outcome{}) != 0 || bao.MatchLength(nil) != 1 ||
			bao.Perft(nil, s, 2) != 0 || bao.PerftParallel(nil, s, 2, 2) != 0 || bao.PerftDivide(nil, s, 2) != nil {
			t.Error("a function of a nil Variant returned something")
		}
		if n, _ := bao.LiftOf(nil, s, bao.Move{}); n != 0 {
			t.Error("LiftOf")
		}
		if _, ok := bao.Sample(nil, s, rng); ok {
			t.Error("Sample")
		}
		bao.Playout(nil, s, rng, 5)
		bao.Record(nil, s, &[2]*rand.Rand{rng, rng}, 5, nil)
		if render.Text(nil, s) != "" || render.TextFrom(nil, s, bao.North) != "" || render.SVG(nil, s, render.Options{}) != "" {
			t.Error("render of a nil Variant")
		}
		_, err = render.Describe(nil, s, bao.Move{}, 3)
		wantErr(t, "render.Describe", err, bao.ErrNoVariant)
		_, err = spiel.New(nil)
		wantErr(t, "spiel.New", err, bao.ErrNoVariant)
		_, err = cert.Check(nil, strings.NewReader("{}\n"))
		wantErr(t, "cert.Check", err, bao.ErrNoVariant)
		player.NewReport(nil, s, player.Analysis{})
		player.Material(nil, s, bao.South)
		r := solve.Solve(context.Background(), nil, s, solve.Options{Memory: 1 << 20})
		wantErr(t, "solve.Solve", r.Err, solve.ErrNotMade)
		if rec := record.FromGame(nil, nil); rec.Tags["Variant"] != "?" || len(rec.Moves) != 0 {
			t.Errorf("record.FromGame(nil): %v", rec.Tags)
		}
		record.FromGame(&bao.Game{}, map[string]string{"South": "x"})
	})
}
