package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
)

func main() {
	err := run(os.Stdout, os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "perft:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, args []string) error {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	name := fs.String("variant", "kiswahili", "the variant, with rule options if any")
	position := fs.String("position", "", "start from this position text instead of the start position")
	depth := fs.Int("depth", 4, "count sequences of 1..`D` plies")
	divide := fs.Bool("divide", false, "for the last depth, print the count below each first move")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *depth < 1 {
		return fmt.Errorf("-depth %d: want at least 1", *depth)
	}
	v, err := bao.Lookup(*name)
	if err != nil {
		return err
	}
	s := v.Start()
	if *position != "" {
		if s, err = bao.ParseState(v, *position); err != nil {
			return err
		}
	}

	fmt.Fprintf(w, "%s from %s\n", v.Name(), bao.FormatState(v, s))
	fmt.Fprintf(w, "%5s %14s %12s %14s\n", "depth", "nodes", "time", "nodes/s")
	for d := 1; d <= *depth; d++ {
		t0 := time.Now()
		n := bao.Perft(v, s, d)
		el := time.Since(t0)
		fmt.Fprintf(w, "%5d %14d %12v %14.0f\n", d, n, el.Round(time.Microsecond), rate(n, el))
	}
	if *divide {
		fmt.Fprintf(w, "divide at depth %d:\n", *depth)
		for _, dv := range bao.PerftDivide(v, s, *depth) {
			text, err := bao.FormatMove(v, s, dv.Move)
			if err != nil {
				return err // cannot happen: the move is legal
			}
			fmt.Fprintf(w, "%-8s %d\n", text, dv.Nodes)
		}
	}
	return nil
}

// rate returns nodes per second, 0 when no time was measured.
func rate(n uint64, el time.Duration) float64 {
	if el <= 0 {
		return 0
	}
	return float64(n) / el.Seconds()
}
