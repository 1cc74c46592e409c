package main

import (
	"bufio"
	"fmt"

	"github.com/bao-games/bao"
)

func init() {
	register(&command{
		name:  "eval",
		usage: "[-variant V] < positions",
		short: "describe each position read from stdin as a JSON line: outcome, legal moves, resulting positions",
		run:   runEval,
	})
}

func runEval(e *env, args []string) int {
	c := commands["eval"]
	fs, variant := c.flags(e)
	if st := parse(fs, args); st >= 0 {
		return st
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return 1
	}
	status := 0
	sc := bufio.NewScanner(e.stdin)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	for sc.Scan() {
		// ScanLines drops the "\r" of a "\r\n" line ending, and only that.
		out, ok := bao.EvalLine(v, sc.Text())
		if !ok {
			status = 1
		}
		w.Write(out)
		w.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		w.Flush()
		fmt.Fprintln(e.stderr, "bao eval:", err)
		return 1
	}
	return status
}
