package main

import (
	"fmt"

	"github.com/bao-games/bao"
)

func init() {
	register(&command{
		name:  "perft",
		usage: "[-variant V] [-position P] -depth D [-divide]",
		short: "count the move sequences of 1..D plies from a position",
		run:   runPerft,
	})
}

func runPerft(e *env, args []string) int {
	c := commands["perft"]
	fs, variant := c.flags(e)
	pos := fs.String("position", "", "start from this position text instead of the start position")
	depth := fs.Int("depth", 0, "count sequences of 1..`D` plies (required, at least 1)")
	divide := fs.Bool("divide", false, "for the last depth, also print the count below each first move")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	if *depth < 1 {
		fmt.Fprintln(e.stderr, "bao perft: -depth must be at least 1")
		fs.Usage()
		return exitUsage
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return exitUsage
	}
	s, ok := position(e, v, *pos)
	if !ok {
		return exitUsage
	}
	w := newOutput(e.stdout)
	for d := 1; d <= *depth && w.Flush() == nil; d++ {
		w.Printf("%d %d\n", d, bao.Perft(v, s, d))
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
