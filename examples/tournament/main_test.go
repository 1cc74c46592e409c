package main

import (
	"bytes"
	"errors"
	"flag"
	"regexp"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var out bytes.Buffer
	args := []string{"-games", "2", "-seed", "3", "-workers", "2", "-a", "alphabeta(depth=2)", "-b", "mcts(iterations=30,plies=60)"}
	if err := run(&out, args); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, re := range []string{
		`(?m)^game  0  S: alphabeta\(depth=2,nodes=200000\) +N: mcts\(iterations=30,plies=60\) +\d+ plies  (South|North) wins \(.+\)$`,
		`(?m)^game  1  S: mcts\(iterations=30,plies=60\) +N: alphabeta\(depth=2,nodes=200000\) +\d+ plies  `,
		`(?m)^variant +kiswahili$`,
		`(?m)^games +2 `,
		`(?m)^A wins +\d+ `,
		`(?m)^B wins +\d+ `,
		`(?m)^time +`,
		`(?m)^alphabeta\(depth=2,nodes=200000\) scored \d+% \[\d+%, \d+%\] against mcts\(iterations=30,plies=60\) \(\+\d+ =\d+ -\d+\)$`,
	} {
		if !regexp.MustCompile(re).MatchString(text) {
			t.Errorf("output does not match %s:\n%s", re, text)
		}
	}
	// The same seed plays the same games with any number of workers.
	var again bytes.Buffer
	args[5] = "1"
	if err := run(&again, args); err != nil {
		t.Fatal(err)
	}
	games := func(s string) string { return s[:strings.Index(s, "\n\n")] }
	if games(again.String()) != games(text) {
		t.Errorf("different games with 1 worker:\n%s\n%s", games(again.String()), games(text))
	}
}

func TestRunErrors(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out, []string{"-a", "minimax"}); err == nil || !strings.Contains(err.Error(), "minimax") {
		t.Errorf("unknown player: %v", err)
	}
	if err := run(&out, []string{"-h"}); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: %v", err)
	}
	if err := run(&out, []string{"stray"}); err == nil {
		t.Error("stray argument: no error")
	}
}
