package sprt

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	_ "github.com/bao-games/bao/kingulu"
)

// runLines runs c and returns the result and the records' lines.
func runLines(t *testing.T, c Config) (*Result, []string, error) {
	t.Helper()
	var lines []string
	res, err := Run(context.Background(), c, func(r *arena.Record) error {
		var b strings.Builder
		if err := r.WriteJSON(&b); err != nil {
			return err
		}
		lines = append(lines, b.String())
		return nil
	})
	return res, lines, err
}

// The verdict falls after the same pair whatever the number of workers,
// the records are those of arena.Run up to it, and the counts are theirs.
func TestRunReproducible(t *testing.T) {
	c := Config{
		Test:    Test{Elo0: 0, Elo1: 150, Alpha: 0.05, Beta: 0.05},
		Variant: bao.MustLookup("kingulu"), A: "greedy", B: "random",
		Openings: 2, MaxGames: 1000, Seed: 7, Workers: 1,
	}
	one, lines, err := runLines(t, c)
	if err != nil {
		t.Fatal(err)
	}
	if one.Verdict == None || one.Games != len(lines) || one.Games >= c.MaxGames {
		t.Fatalf("verdict %s after %d games, %d records", one.Verdict, one.Games, len(lines))
	}
	recs, _, err := arena.Play(context.Background(), arena.Config{Variant: c.Variant, A: c.A, B: c.B, Games: one.Games, Openings: 2, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	var pairs arena.GamePairs
	for i := range recs {
		var b strings.Builder
		_ = recs[i].WriteJSON(&b)
		if b.String() != lines[i] {
			t.Fatalf("record %d:\n%s\nwant arena's\n%s", i, lines[i], b.String())
		}
		pairs.Add(&recs[i])
	}
	if pairs.Pentanomial != one.Pairs.Pentanomial || one.LLR != one.Test.LLR(pairs.Pentanomial) {
		t.Errorf("counts %v, LLR %v; want %v", one.Pairs.Pentanomial, one.LLR, pairs.Pentanomial)
	}
	for _, w := range []int{2, 5} {
		c.Workers = w
		got, gotLines, err := runLines(t, c)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := json.Marshal(one)
		b, _ := json.Marshal(got)
		if string(a) != string(b) || strings.Join(lines, "") != strings.Join(gotLines, "") {
			t.Errorf("%d workers: %s, want %s (%d records, want %d)", w, b, a, len(gotLines), len(lines))
		}
	}
}

// The limit gives the verdict none, and bad configurations an error.
func TestRunLimit(t *testing.T) {
	c := Config{
		Test:    Test{Elo0: -5, Elo1: 5, Alpha: 0.05, Beta: 0.05},
		Variant: bao.MustLookup("kingulu"), A: "greedy", B: "greedy",
		MaxGames: 6, Seed: 1, Workers: 2,
	}
	res, lines, err := runLines(t, c)
	if err != nil || res.Verdict != None || res.Games != 6 || len(lines) != 6 {
		t.Errorf("%+v, %d records, %v", res, len(lines), err)
	}
	for _, bad := range []func(*Config){
		func(c *Config) { c.MaxGames = 7 },
		func(c *Config) { c.MaxGames = 0 },
		func(c *Config) { c.Elo1 = -5 },
		func(c *Config) { c.Alpha = 0 },
	} {
		b := c
		bad(&b)
		if _, err := Run(context.Background(), b, nil); !errors.Is(err, ErrInput) {
			t.Errorf("%+v: %v, want ErrInput", b.Test, err)
		}
	}
	c.B = "nonsense"
	if _, err := Run(context.Background(), c, nil); err == nil {
		t.Error("unknown player: no error")
	}
}

// A closed Stop gives the state reached and arena.ErrStopped.
func TestRunStop(t *testing.T) {
	stop := make(chan struct{})
	close(stop)
	res, err := Run(context.Background(), Config{
		Test:    Test{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05},
		Variant: bao.MustLookup("kingulu"), A: "greedy", B: "random",
		MaxGames: 100, Seed: 1, Workers: 1, Stop: stop,
	}, nil)
	if !errors.Is(err, arena.ErrStopped) || res == nil || res.Verdict != None {
		t.Errorf("%+v, %v", res, err)
	}
}
