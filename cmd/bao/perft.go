package main

import (
	"fmt"

	"github.com/bao-games/bao"
)

func runPerft(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	pos := fs.String("position", "", "start from this position text instead of the start position")
	depth := fs.Int("depth", 0, "count sequences of 1..`D` plies (required, at least 1)")
	divide := fs.Bool("divide", false, "for the last depth, also print the count below each first move")
	workers := fs.Int("workers", 1, "count each depth with `W` goroutines (1 to 1024; the counts are the same; -divide lines use one)")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	if *depth < 1 {
		fmt.Fprintln(e.stderr, "bao perft: -depth must be at least 1")
		fs.Usage()
		return exitUsage
	}
	if *workers < 1 || *workers > 1024 {
		fmt.Fprintln(e.stderr, "bao perft: -workers must be 1 to 1024")
		fs.Usage()
		return exitUsage
	}
	v, s, ok := position(e, *variant, *pos)
	if !ok {
		return exitUsage
	}
	w := newOutput(e.stdout)
	for d := 1; d <= *depth && w.Flush() == nil; d++ {
		w.Printf("%d %d\n", d, bao.PerftParallel(v, s, d, *workers))
	}
	if *divide && w.Err() == nil {
		for _, dv := range bao.PerftDivide(v, s, *depth) {
			text, err := bao.FormatMove(v, s, dv.Move)
			if err != nil {
				text = dv.Move.String()
			}
			w.Printf("%s %d\n", text, dv.Nodes)
		}
	}
	return finish(e, "perft", w, exitOK)
}
