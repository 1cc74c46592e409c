package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/bao-games/bao/internal/cputime"
	"io"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/solve"
)

func init() {
	register(&command{
		name:  "solve",
		usage: "[-variant V] [-position P] [-workers W] [-mem SIZE] [-time D] [-all] [-o FILE] [-json]",
		short: "the exact game value of a position (win, loss or draw, and in how many plies)",
		run:   runSolve,
	})
}

// solveJSON is the -json output of bao solve (docs/interfaces.md §5).
type solveJSON struct {
	Variant  string          `json:"variant"`
	Position string          `json:"position"`
	Value    string          `json:"value"`
	Winner   string          `json:"winner,omitempty"`
	Plies    *int            `json:"plies,omitempty"`
	Proven   string          `json:"proven,omitempty"`
	Moves    []solveMoveJSON `json:"moves"`
	Nodes    int64           `json:"nodes"`
	Seconds  float64         `json:"seconds"`
	CPU      float64         `json:"cpu_seconds"`
	Cert     string          `json:"certificate,omitempty"`
}

type solveMoveJSON struct {
	Move  string `json:"move"`
	Value string `json:"value"`
	Plies *int   `json:"plies,omitempty"`
}

func runSolve(e *env, args []string) (status int) {
	c := commands["solve"]
	fs, variant := c.flags(e)
	pos := fs.String("position", "", "solve this position text instead of the start position")
	workers := fs.Int("workers", 0, fmt.Sprintf("search goroutines, at most %d (0: one per CPU)", maxSolveWorkers))
	memText := fs.String("mem", "256MiB", "memory `SIZE` for the search table and the certificate: bytes, or with a unit KiB, MiB, GiB (KB, MB, GB); at most the memory the process may have (the machine's, or its container's limit)")
	limit := fs.Duration("time", 0, "stop after `D` (e.g. 30s, 5m) and print what was proven; 0: no limit")
	all := fs.Bool("all", false, "give every first move with its own value (solves each)")
	out := fs.String("o", "", "write the proof certificate of a proven win or loss to `FILE` (written whole or not at all)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of text")
	quiet := fs.Bool("q", false, "no progress lines on stderr")
	fs.Usage = usageWithExit(e, c, fs, "Exit status: 0 solved or stopped by -time/-mem with what was proven, 1 failed to write the certificate, 2 bad usage (flags, variant or position).")
	if st := parse(fs, args); st >= 0 {
		return st
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
	if *workers < 0 || *workers > maxSolveWorkers || *limit < 0 {
		fmt.Fprintf(e.stderr, "bao solve: -workers must be 0 (one per CPU) to %d, and -time not negative\n", maxSolveWorkers)
		return 2
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return 2
	}
	s, ok := position(e, v, *pos)
	if !ok {
		return 2
	}
	// A signal stops the search (what was proven is printed) or the
	// writing of the certificate (its file is not written), and the exit
	// status is the signal's.
	sig := catchSignals()
	defer sig.end()
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	stopped := ctx // ctx is replaced below, with the time limit
	go func() {
		select {
		case <-sig.stop:
			cancel(fmt.Errorf("stopped by %s", sigName(sig.received())))
		case <-stopped.Done():
		}
	}()
	if *limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, *limit, errors.New("time limit reached"))
		defer cancel()
	}
	opts := solve.Options{Memory: mem, Workers: *workers, All: *all}
	if !*quiet {
		opts.Progress = func(p solve.Progress) {
			fmt.Fprintf(e.stderr, "bao solve: %6.1fs plies %d (%c) nodes %d (%.0f/s) %s\n",
				p.Elapsed.Seconds(), p.Plies, p.Player.Letter(), p.Nodes,
				float64(p.Nodes)/max(p.Elapsed.Seconds(), 1e-9), p.Proven)
		}
	}
	cpu0 := cputime.Process()
	sv := solve.New(v, opts)
	r := sv.Solve(ctx, s)
	j := solveJSON{
		Variant:  v.Name(),
		Position: bao.FormatState(v, s),
		Value:    r.Value.String(),
		Nodes:    r.Nodes,
		Seconds:  r.Elapsed.Seconds(),
		Moves:    []solveMoveJSON{},
	}
	if r.Value == solve.Win || r.Value == solve.Loss {
		j.Winner = string(r.Winner.Letter())
		j.Plies = &r.Plies
	}
	if r.Value == solve.Unknown {
		j.Proven = r.Proven()
	}
	for _, m := range r.Moves {
		mj := solveMoveJSON{Value: m.Value.String()}
		mj.Move, _ = bao.FormatMove(v, s, m.Move)
		if m.Value == solve.Win || m.Value == solve.Loss {
			mj.Plies = &m.Plies
		}
		j.Moves = append(j.Moves, mj)
	}
	if r.Value != solve.Unknown && r.Err != nil {
		fmt.Fprintf(e.stderr, "bao solve: the value is proven, but the list of first moves is incomplete: %v\n", r.Err)
	}
	if *out != "" {
		switch r.Value {
		case solve.Win, solve.Loss:
			if err := writeStream(*out, func(w io.Writer) error { return sv.WriteCertificate(ctx, s, r, w) }); err != nil {
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
	if got := sig.received(); got != nil {
		fmt.Fprintf(e.stderr, "bao solve: stopped by %s\n", sigName(got))
		status = sigStatus(got)
	}
	o := newOutput(e.stdout)
	defer func() { status = finish(e, "solve", o, status) }()
	if *asJSON {
		enc := json.NewEncoder(o)
		enc.SetEscapeHTML(false)
		enc.Encode(j) // a solveJSON always encodes; o keeps a write's error
		return status
	}
	switch r.Value {
	case solve.Win, solve.Loss:
		o.Printf("value: %s (%s wins in %d plies)\n", j.Value, r.Winner, r.Plies)
	case solve.Draw:
		o.Printf("value: draw (neither side can force a win)\n")
	default:
		o.Printf("value: unknown (stopped: %v)\nproven: %s\n", r.Err, j.Proven)
	}
	for _, m := range j.Moves {
		if m.Plies != nil {
			o.Printf("move %s: %s in %d plies\n", m.Move, m.Value, *m.Plies)
		} else {
			o.Printf("move %s: %s\n", m.Move, m.Value)
		}
	}
	o.Printf("nodes: %d\ntime: %.2fs wall, %.2fs CPU\n", j.Nodes, j.Seconds, j.CPU)
	if j.Cert != "" {
		o.Printf("certificate: %s\n", j.Cert)
	}
	return status
}

// usageWithExit returns a usage function that also states the exit codes.
func usageWithExit(e *env, c *command, fs interface{ PrintDefaults() }, exit string) func() {
	return func() {
		fmt.Fprintf(e.stderr, "usage: bao %s %s\n\n%s\n\nflags:\n", c.name, c.usage, c.short)
		fs.PrintDefaults()
		fmt.Fprintf(e.stderr, "\n%s\n", exit)
	}
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
