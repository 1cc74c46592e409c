package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/atomicfile"
	"github.com/bao-games/bao/internal/cputime"
	"github.com/bao-games/bao/internal/interrupt"
	"github.com/bao-games/bao/solve"
)

func runSolve(c *command, e *env, args []string) (status int) {
	fs, variant := c.flags(e)
	pos := fs.String("position", "", "solve this position text instead of the start position")
	workers := fs.Int("workers", 0, fmt.Sprintf("search goroutines, at most %d (0: one per CPU)", maxSolveWorkers))
	memText := fs.String("mem", "256MiB", "memory bound `SIZE` for the search table (which starts small and grows to it as the search needs) and the certificate: bytes, or with a unit KiB, MiB, GiB (KB, MB, GB); at most the memory the process may have (the machine's, or its container's limit)")
	pn := fs.Bool("pn", false, "first ask a proof-number search (df-pn) whether each side wins within -plies plies, then find the exact distance by iterative deepening: the same answers, quicker for \"no win within N\" (its table takes up to a quarter of -mem more)")
	plies := fs.Int("plies", 0, "stop after proving no win for either side within `N` plies (0: no limit but 254), and print what was proven")
	limit := fs.Duration("time", 0, "stop after `D` (e.g. 30s, 5m) and print what was proven; 0: no limit")
	all := fs.Bool("all", false, "give every first move with its own value (solves each)")
	out := fs.String("o", "", "write the proof certificate of a proven win or loss to `FILE` (written whole or not at all)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of text")
	quiet := fs.Bool("q", false, "no progress lines on stderr, even with -progress")
	progress := fs.Bool("progress", false, "print a progress line on stderr every second (the default when stderr is a terminal)")
	shardText := fs.String("shard", "", "solve only shard `I/N` (0 <= I < N) of the positions a few plies below the position, and write their values to -o FILE, for -merge")
	merge := fs.Bool("merge", false, "combine the shard files given as arguments (all N of one solve) into the answer of the whole solve; -o CERT writes the certificate of a win")
	fs.Usage = usageWithExit(e, c, fs, "Exit status: 0 solved or stopped by -time/-mem with what was proven, 1 failed to write the certificate, 2 bad usage (flags, variant or position).")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	if *merge {
		if *shardText != "" || *pos != "" || *all || fs.NArg() == 0 {
			fmt.Fprintln(e.stderr, "bao solve: -merge takes the shard files as arguments, and neither -shard, -position nor -all")
			return 2
		}
		return solveMerge(e, fs.Args(), *out, *asJSON)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(e.stderr, "bao solve: unexpected argument %q (shard files go with -merge)\n", fs.Arg(0))
		return 2
	}
	shard, shards := -1, 0
	if *shardText != "" {
		var ok bool
		if shard, shards, ok = parseShard(*shardText); !ok || shards > solve.MaxShards || *out == "" || *all {
			fmt.Fprintf(e.stderr, "bao solve: -shard %q: want I/N with 0 <= I < N <= %d, with -o FILE and without -all\n", *shardText, solve.MaxShards)
			return 2
		}
	}
	mem, err := parseSize(*memText)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao solve: -mem:", err)
		return 2
	}
	if phys := physicalMemory(); phys > 0 && mem > phys {
		fmt.Fprintf(e.stderr, "bao solve: -mem %s is more than the memory this process may have (%s)\n", *memText, sizeText(phys))
		return 2
	}
	if *workers < 0 || *workers > maxSolveWorkers || *limit < 0 || *plies < 0 || *plies > 254 {
		fmt.Fprintf(e.stderr, "bao solve: -workers must be 0 (one per CPU) to %d, -time not negative, -plies 0 to 254\n", maxSolveWorkers)
		return 2
	}
	v, s, ok := position(e, *variant, *pos)
	if !ok {
		return 2
	}
	if err := e.lockOutput("-o", *out); err != nil {
		fmt.Fprintln(e.stderr, "bao solve:", err)
		return 2
	}
	// A signal stops the search (what was proven is printed) or the
	// writing of the certificate (its file is not written), and the exit
	// status is the signal's.
	sig := interrupt.Catch()
	defer sig.End()
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	stopped := ctx // ctx is replaced below, with the time limit
	go func() {
		select {
		case <-sig.Stop:
			cancel(fmt.Errorf("stopped by %s", interrupt.Name(sig.Received())))
		case <-stopped.Done():
		}
	}()
	if *limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, *limit, errors.New("time limit reached"))
		defer cancel()
	}
	opts := solve.Options{Memory: mem, Workers: *workers, All: *all, MaxPlies: *plies, ProofNumbers: *pn}
	if !*quiet && (*progress || isTerminal(e.stderr)) {
		opts.Progress = func(p solve.Progress) {
			fmt.Fprintf(e.stderr, "bao solve: %6.1fs plies %d (%c) nodes %d (%.0f/s) %s\n",
				p.Elapsed.Seconds(), p.Plies, p.Player.Letter(), p.Nodes,
				float64(p.Nodes)/max(p.Elapsed.Seconds(), 1e-9), p.Proven)
		}
	}
	cpu0 := cputime.Process()
	sv := solve.New(v, opts)
	if shard >= 0 {
		return solveShard(e, ctx, sig, sv, v, s, shard, shards, *plies, *out, *asJSON)
	}
	r := sv.Solve(ctx, s)
	j := solve.NewReport(v, s, &r)
	if r.Value != solve.Unknown && r.Err != nil {
		fmt.Fprintf(e.stderr, "bao solve: the value is proven, but the list of first moves is incomplete: %v\n", r.Err)
	}
	if *out != "" {
		switch r.Value {
		case solve.Win, solve.Loss:
			if err := atomicfile.Write(*out, func(w io.Writer) error { return sv.WriteCertificate(ctx, s, r, w) }); err != nil {
				fmt.Fprintln(e.stderr, "bao solve: certificate:", err)
				status = 1
			} else {
				j.Cert = *out
			}
		default:
			fmt.Fprintf(e.stderr, "bao solve: no certificate written: the value is %s\n", r.Value)
		}
	}
	j.CPU = (cputime.Process() - cpu0).Seconds()
	if got := sig.Received(); got != nil {
		fmt.Fprintf(e.stderr, "bao solve: stopped by %s\n", interrupt.Name(got))
		status = interrupt.Status(got)
	}
	o := newOutput(e.stdout)
	defer func() { status = finish(e, "solve", o, status) }()
	if *asJSON {
		enc := json.NewEncoder(o)
		enc.SetEscapeHTML(false)
		enc.Encode(j) // a solve.Report always encodes; o keeps a write's error
		return status
	}
	o.Print(j.Text())
	return status
}

// usageWithExit returns the usage function of c (printUsage) with exit as
// its exit statuses.
func usageWithExit(e *env, c *command, fs *flag.FlagSet, exit string) func() {
	with := *c
	with.exits = exit
	return func() { with.printUsage(e, fs) }
}

// parseSize reads a byte count: "1048576", "512MiB", "2GiB", "100MB".
func parseSize(text string) (int64, error) {
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40},
		{"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12}, {"B", 1}}
	num, mult := text, int64(1)
	for _, u := range units {
		if strings.HasSuffix(text, u.suffix) {
			num, mult = strings.TrimSuffix(text, u.suffix), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n <= 0 || n > (1<<62)/mult {
		return 0, fmt.Errorf("bad size %q: want a positive number of bytes, optionally with a unit (KiB, MiB, GiB, KB, MB, GB)", text)
	}
	return n * mult, nil
}

// maxSolveWorkers bounds solve -workers: more goroutines than this only
// take memory (each holds its own stacks and buffers).
const maxSolveWorkers = 1024

// sizeText returns a byte count in the largest binary unit that divides
// it, at most GiB, else in GiB with one decimal.
func sizeText(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1fGiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1fMiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%dB", n)
}

// solveShard is bao solve -shard: it solves shard i of n and writes the
// shard file, whole or not at all.
func solveShard(e *env, ctx context.Context, sig *interrupt.Signals, sv *solve.Solver, v bao.Variant, s bao.State, i, n, plies int, out string, asJSON bool) (status int) {
	sp, err := solve.NewSplit(v, s, n, plies)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao solve:", err)
		return 2
	}
	cpu0 := cputime.Process()
	var st solve.ShardStats
	err = atomicfile.Write(out, func(w io.Writer) error {
		var err error
		st, err = sv.SolveShard(ctx, sp, i, w)
		return err
	})
	if err != nil {
		fmt.Fprintln(e.stderr, "bao solve: shard:", err)
		status = 1
	}
	if got := sig.Received(); got != nil {
		fmt.Fprintf(e.stderr, "bao solve: stopped by %s\n", interrupt.Name(got))
		status = interrupt.Status(got)
	}
	if status != 0 {
		return status
	}
	rep := struct {
		Variant   string  `json:"variant"`
		Position  string  `json:"position"`
		Shard     int     `json:"shard"`
		Shards    int     `json:"shards"`
		Depth     int     `json:"depth"`
		Frontier  int     `json:"frontier"`
		Positions int     `json:"positions"`
		Nodes     int64   `json:"nodes"`
		Seconds   float64 `json:"seconds"`
		CPU       float64 `json:"cpu_seconds"`
		File      string  `json:"file"`
	}{v.Name(), bao.FormatState(v, s), i, n, sp.Depth, len(sp.Frontier), st.Positions, st.Nodes, st.Elapsed.Seconds(), (cputime.Process() - cpu0).Seconds(), out}
	o := newOutput(e.stdout)
	if asJSON {
		enc := json.NewEncoder(o)
		enc.SetEscapeHTML(false)
		enc.Encode(rep)
	} else {
		o.Printf("shard %d/%d: %d of the %d positions %d plies below the position solved, written to %s\nnodes: %d\ntime: %.2fs wall, %.2fs CPU\n",
			i, n, rep.Positions, rep.Frontier, rep.Depth, out, rep.Nodes, rep.Seconds, rep.CPU)
	}
	return finish(e, "solve", o, 0)
}

// solveMerge is bao solve -merge: it reads the shard files, prints the
// answer of the whole solve and writes the certificate of a win to out.
func solveMerge(e *env, files []string, out string, asJSON bool) (status int) {
	var shards []*solve.Shard
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(e.stderr, "bao solve:", err)
			return 1
		}
		sh, err := solve.ReadShard(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(e.stderr, "bao solve: %s: %v\n", name, err)
			return 1
		}
		shards = append(shards, sh)
	}
	h := shards[0].Header
	v, err := bao.Lookup(h.Variant)
	if err != nil {
		fmt.Fprintf(e.stderr, "bao solve: %s: %v\n", files[0], err)
		return 1
	}
	s, err := bao.ParseState(v, h.Position)
	if err != nil {
		fmt.Fprintf(e.stderr, "bao solve: %s: %v\n", files[0], err)
		return 1
	}
	sp, err := solve.NewSplit(v, s, h.Shards, h.Plies)
	if err != nil {
		fmt.Fprintf(e.stderr, "bao solve: %s: %v\n", files[0], err)
		return 1
	}
	r, err := solve.MergeShards(sp, shards)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao solve:", err)
		return 1
	}
	j := solve.NewReport(v, s, &r)
	for _, sh := range shards {
		j.CPU += sh.CPU
	}
	if out != "" {
		switch r.Value {
		case solve.Win, solve.Loss:
			if err := atomicfile.Write(out, func(w io.Writer) error { return solve.WriteMergedCertificate(sp, shards, r, w) }); err != nil {
				fmt.Fprintln(e.stderr, "bao solve: certificate:", err)
				status = 1
			} else {
				j.Cert = out
			}
		default:
			fmt.Fprintf(e.stderr, "bao solve: no certificate written: the value is %s\n", r.Value)
		}
	}
	o := newOutput(e.stdout)
	defer func() { status = finish(e, "solve", o, status) }()
	if asJSON {
		enc := json.NewEncoder(o)
		enc.SetEscapeHTML(false)
		enc.Encode(j)
		return status
	}
	o.Print(j.Text())
	return status
}
