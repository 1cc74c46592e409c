package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

func TestRun(t *testing.T) {
	for _, name := range []string{"kiswahili", "kete", "kingulu", "kiswahili(takasia=off)"} {
		t.Run(name, func(t *testing.T) {
			var out bytes.Buffer
			if err := run(&out, []string{"-variant", name, "-seed", "3"}); err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if len(lines) < 4 || !strings.HasPrefix(lines[0], name+", seed 3") {
				t.Fatalf("unexpected output:\n%s", out.String())
			}
			v := bao.MustLookup(name)
			if lines[1] != "start: "+bao.FormatState(v, v.Start()) {
				t.Errorf("start line %q", lines[1])
			}
			// The printed moves replay to the printed final position and
			// outcome.
			var moves []string
			for _, l := range lines[2 : len(lines)-2] {
				_, rest, ok := strings.Cut(l, ". ")
				if !ok {
					t.Fatalf("move line %q", l)
				}
				moves = append(moves, strings.Fields(rest)...)
			}
			g, err := bao.ReplayText(v, v.Start(), moves)
			if err != nil {
				t.Fatal(err)
			}
			if want := "final: " + bao.FormatState(v, g.State()); lines[len(lines)-2] != want {
				t.Errorf("got %q, replay gives %q", lines[len(lines)-2], want)
			}
			o := g.Outcome()
			if !o.Over() {
				t.Errorf("the game did not end in %d plies", g.Ply())
			}
			if want := "after " + strconv.Itoa(g.Ply()) + " plies: " + o.String(); lines[len(lines)-1] != want {
				t.Errorf("got %q, want %q", lines[len(lines)-1], want)
			}

			// The same seed plays the same game.
			var again bytes.Buffer
			if err := run(&again, []string{"-variant", name, "-seed", "3"}); err != nil {
				t.Fatal(err)
			}
			if again.String() != out.String() {
				t.Error("two runs with the same seed differ")
			}
		})
	}
}

func TestRunErrors(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out, []string{"-variant", "chess"}); err == nil || !strings.Contains(err.Error(), "kiswahili") {
		t.Errorf("unknown variant: %v, want an error listing the known ones", err)
	}
	if err := run(&out, []string{"-bogus"}); err == nil {
		t.Error("unknown flag: no error")
	}
}
