package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"runtime"
	"strconv"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/interrupt"
)

// balanceFlags defines -balanced and -balanced-nodes (tournament,
// selfplay): the openings kept (arena.Balance).
func balanceFlags(fs *flag.FlagSet) (plies *int, nodes *int64) {
	plies = fs.Int("balanced", 0, fmt.Sprintf("play only openings in which neither side can force a win within `N` plies (1 to %d), proved by the solver; candidates are drawn from the seed until enough pass, and the report says how many were drawn and rejected; 0: every opening", arena.MaxBalancePlies))
	nodes = fs.Int64("balanced-nodes", 0, fmt.Sprintf("with -balanced: the solver's budget per opening, in positions (`M`); an opening not proved balanced within it is rejected; 0: %d", arena.DefaultBalanceNodes))
	return plies, nodes
}

const balanceHelp = `Writes C balanced openings to FILE (standard output without -o), one a
line in the form of -openings-file: "moves" and the moves from the start
position. They are the openings that -balanced N -openings K -seed S
plays (see bao tournament -h): candidates of K uniformly random plies are
drawn from the seed in order and kept when the solver proves that neither
side can force a win within N plies of their end, within -balanced-nodes
positions each. A run with -openings-file FILE and the same -seed plays
the games of the run with -balanced N -openings K, byte for byte; the file
can be kept, read, edited and given to runs on other machines. With -o,
the file is written whole or not at all, never over a file that is not
empty, and the report says how many candidates were drawn and rejected.`

var balanceExits = `Exit status: 0 success; 1 on a failure at run time (a failed write, too few
balanced candidates among those drawn); 2 on bad usage (unknown flag or
variant, -balanced not 1 to ` + strconv.Itoa(arena.MaxBalancePlies) + `, -openings or -count out of range, -o
naming a file that is not empty).`

func runBalance(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	balanced, balancedNodes := balanceFlags(fs)
	openings := fs.Int("openings", 4, fmt.Sprintf("random plies `K` of every opening, 0 to %d", arena.MaxOpenings))
	count := fs.Int("count", 100, fmt.Sprintf("the number `C` of openings written, 1 to %d", arena.MaxSuiteOpenings))
	seed := fs.Uint64("seed", 1, "master `seed` of the candidates, that of the runs that play -balanced N")
	workers := fs.Int("workers", min(runtime.NumCPU(), arena.MaxWorkers), fmt.Sprintf("number of proofs at once, 1 to %d; does not change the openings", arena.MaxWorkers))
	out := fs.String("o", "", "write the openings to `FILE` (a new or empty file) rather than to standard output, and print a report")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	usageErr := usageFailer(e, fs, "balance")
	switch {
	case *balanced < 1 || *balanced > arena.MaxBalancePlies || *balancedNodes < 0:
		return usageErr("-balanced must be 1 to %d, -balanced-nodes 0 or more", arena.MaxBalancePlies)
	case *openings < 0 || *openings > arena.MaxOpenings:
		return usageErr("-openings must be 0 to %d", arena.MaxOpenings)
	case *count < 1 || *count > arena.MaxSuiteOpenings:
		return usageErr("-count must be 1 to %d", arena.MaxSuiteOpenings)
	case *workers < 1 || *workers > arena.MaxWorkers:
		return usageErr("-workers must be 1 to %d", arena.MaxWorkers)
	}
	if *out != "" {
		err := e.lockOutput("-o", *out)
		if err == nil {
			err = checkExisting(*out, "remove it or name another file")
		}
		if err != nil {
			fmt.Fprintln(e.stderr, "bao balance:", err)
			return exitFor(err)
		}
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return exitUsage
	}
	sig := interrupt.Catch()
	defer sig.End()
	b := arena.Balance{Plies: *balanced, Nodes: *balancedNodes}
	// The first signal stops the proofs (sig.Ctx waits for a second).
	ctx, cancel := context.WithCancel(sig.Ctx)
	defer cancel()
	go func() {
		select {
		case <-sig.Stop:
			cancel()
		case <-ctx.Done():
		}
	}()
	s, d, err := arena.BalancedSuite(ctx, v, *seed, *openings, b, *count, *workers)
	if got := sig.Received(); got != nil {
		fmt.Fprintf(e.stderr, "bao balance: stopped by %s: nothing written\n", interrupt.Name(got))
		return interrupt.Status(got)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "bao balance:", err)
		return exitFail
	}
	var buf bytes.Buffer
	s.WriteTo(&buf) // a bytes.Buffer does not fail
	w := newOutput(e.stdout)
	if *out == "" {
		w.Write(buf.Bytes())
		return finish(e, "balance", w, exitOK)
	}
	if err := writeWhole(*out, buf.Bytes()); err != nil {
		fmt.Fprintln(e.stderr, "bao balance:", err)
		return exitFail
	}
	w.Printf("%d openings of %d random plies written to %s: %s\n", len(s.Openings), *openings, *out, arena.NewBalancing(b, d))
	return finish(e, "balance", w, exitOK)
}
