package main

import (
	"fmt"
	"os"

	"github.com/bao-games/bao/cert"
)

func runVerify(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	fs.Usage = usageWithExit(e, c, fs, "FILE may be gzip-compressed. Exit status: 0 the certificate holds, 1 it does not or cannot be read, 2 bad usage.")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(e.stderr, "bao verify: want exactly one certificate FILE")
		fs.Usage()
		return 2
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return 2
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(e.stderr, "bao verify:", err)
		return 1
	}
	defer f.Close()
	rep, err := cert.Check(v, f)
	if err != nil {
		fmt.Fprintf(e.stderr, "bao verify: %s: %v\n", fs.Arg(0), err)
		return 1
	}
	o := newOutput(e.stdout)
	o.Printf("ok: %s wins from %q within %d plies; %d positions checked, %d prover lines\n",
		rep.Claim.Winner, rep.Claim.Position, rep.Claim.Plies, rep.Positions, rep.Lines)
	return finish(e, "verify", o, exitOK)
}
