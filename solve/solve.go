package solve

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bao-games/bao"
)

// Value is a game value for the side to move.
type Value uint8

// Values.
const (
	Unknown Value = iota // not proven: the search was stopped first
	Win                  // the side to move can force a win
	Loss                 // the opponent can force a win
	Draw                 // neither side can force a win, proven exhaustively
)

var valueText = [...]string{"unknown", "win", "loss", "draw"}

// String returns "unknown", "win", "loss" or "draw".
func (v Value) String() string {
	if int(v) < len(valueText) {
		return valueText[v]
	}
	return fmt.Sprintf("Value(%d)", v)
}

// DefaultMemory is the bound of the table used when Options.Memory is 0
// (the table grows to it only as the search needs).
const DefaultMemory = 256 << 20

// Options tune a solve. The zero Options are usable.
type Options struct {
	// Memory bounds the transposition table, in bytes (DefaultMemory if
	// 0): it starts at 64 KiB (or Memory, if smaller) and doubles each
	// time it is half full while it fits, to the largest power-of-two
	// number of 64-byte buckets (four entries of EntryBytes) within
	// Memory; then it replaces its shallowest entries, so a small table
	// only makes the search slower, never wrong. WriteCertificate may use
	// about a quarter of Memory more (about 128 bytes per position of the
	// proof) and fails with ErrTooBig beyond it.
	Memory int64
	// Workers is the number of goroutines that search (runtime.NumCPU
	// if 0).
	Workers int
	// MaxPlies stops the search after proving nothing within this many
	// plies for either side (0: no limit but the table's, 254).
	MaxPlies int
	// MaxNodes stops the search once it has expanded this many positions
	// (Result.Nodes) without an answer, with Err ErrNodes (0: no limit).
	// With one worker the count is exact, so that a solve stopped by it
	// stops at the same place every time, whatever the machine and its
	// load; with several, the budget may be overrun by fewer than 1024
	// positions per worker (counted in batches).
	MaxNodes int64
	// All asks for the value of every first move, not only of those that
	// achieve the position's value.
	All bool
	// ProofNumbers asks, before the iterative deepening, a depth-first
	// proof-number search (df-pn) whether each player wins within
	// MaxPlies plies (254 if 0), the side to move first, on one worker
	// and a table of its own of a quarter of Memory. What it settles is
	// told to the solver's table, from which the deepening, which finds
	// the exact distance of a win and lists the first moves, then
	// answers: a "no win within MaxPlies" it proved is answered at once.
	// The answers are those without it (TestProofNumbers). Not with the
	// plain twin.
	ProofNumbers bool
	// Progress, if not nil, is called every ProgressEvery (default one
	// second) while the solve runs, from one goroutine at a time.
	Progress      func(Progress)
	ProgressEvery time.Duration

	// plain selects the solver's first table (plainTable), the twin
	// the tests and benchmarks compare the compact one with.
	plain bool
}

// Progress is a snapshot of a running solve.
type Progress struct {
	Plies   int        // the bound being searched
	Player  bao.Player // the player whose win is being searched for
	Nodes   int64      // positions expanded so far (see Result.Nodes)
	Elapsed time.Duration
	Proven  string // what is proven so far, as in Result.Proven
}

// MoveValue is the value of one first move: the value of the position it
// leads to, for the side to move before it.
type MoveValue struct {
	Move  bao.Move
	Value Value
	Plies int // for Win and Loss: the game length counting this move
}

// Result is the outcome of a solve.
type Result struct {
	Value Value
	// Plies is, for Win and Loss, the length of the game with best play:
	// the winner wins as fast as he can, the loser loses as slowly as he
	// can. A finished position has 0.
	Plies int
	// Winner is the winner for Win and Loss (the side to move for Win).
	Winner bao.Player
	// NoWin[p] is the largest n such that p is proven unable to force a
	// win within n plies; -1 if p can never force one (a proven draw, or
	// a proven win of the other player).
	NoWin [2]int
	// Moves lists the first moves that achieve Value, or with
	// Options.All every first move.
	Moves []MoveValue
	// Nodes counts the positions expanded (their moves generated), by
	// every worker, including the searches that list the first moves;
	// children only looked up in the table or found finished are not
	// counted.
	Nodes   int64
	Elapsed time.Duration
	// Err is why the solve stopped early: the context's cause, or
	// ErrDepth when Options.MaxPlies ran out. With a proven Value it
	// means that Moves is incomplete (stopped while listing them).
	Err error
}

// ErrNotMade is matched (errors.Is) by the error of a Solver that New did
// not make, or made for a nil variant.
var ErrNotMade = errors.New("solve: a Solver not made by New with a variant")

// check returns the error of solving s with sv, or nil.
func (sv *Solver) check(s bao.State) error {
	if sv == nil || sv.sh == nil || sv.v == nil {
		return ErrNotMade
	}
	if s.Side > bao.North {
		return fmt.Errorf("solve: side to move %d, want 0 (South) or 1 (North): %w", s.Side, bao.ErrInvalidPosition)
	}
	return nil
}

// ErrDepth says that the search stopped at Options.MaxPlies.
var ErrDepth = errors.New("solve: ply limit reached")

// ErrNodes says that the search stopped at Options.MaxNodes.
var ErrNodes = errors.New("solve: node limit reached")

// Proven says what is proven in words: "South wins in 25 plies", or for
// an unknown value "no win for S within 30 plies, no win for N within 29
// plies".
func (r *Result) Proven() string {
	switch r.Value {
	case Win, Loss:
		return fmt.Sprintf("%s wins in %d plies", r.Winner, r.Plies)
	case Draw:
		return "draw: neither side can force a win"
	}
	var parts []string
	for _, p := range []bao.Player{bao.South, bao.North} {
		switch n := r.NoWin[p]; {
		case n < 0:
			parts = append(parts, fmt.Sprintf("no win for %c at all", p.Letter()))
		default:
			parts = append(parts, fmt.Sprintf("no win for %c within %d plies", p.Letter(), n))
		}
	}
	return strings.Join(parts, ", ")
}

// Solver solves positions of one variant, keeping its table between
// calls, so that solving a position and then its children is cheap. A
// Solver is used by one goroutine at a time.
type Solver struct {
	v    bao.Variant
	opts Options
	sh   *shared
	ws   []*worker
	pn   *pnTable // df-pn's table, made at its first use (ProofNumbers)
}

// New makes a Solver for v.
func New(v bao.Variant, opts Options) *Solver {
	if opts.Memory <= 0 {
		opts.Memory = DefaultMemory
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.NumCPU()
	}
	if opts.MaxPlies <= 0 || opts.MaxPlies > maxDepth {
		opts.MaxPlies = maxDepth
	}
	sh := &shared{v: v, maxNodes: max(opts.MaxNodes, 0), minTT: minTT}
	if opts.plain {
		sh.plain, sh.minTT = newPlainTable(opts.Memory), 1
	} else {
		sh.tt = newTable(opts.Memory)
	}
	if opts.Workers > 1 {
		sh.busy = make([]atomic.Int32, busyMask+1)
	}
	s := &Solver{v: v, opts: opts, sh: sh}
	for i := range opts.Workers {
		s.ws = append(s.ws, newWorker(sh, i))
	}
	return s
}

// SetMaxNodes sets Options.MaxNodes for the solver's next solves: a
// caller that shares one budget among several solves gives each what is
// left of it.
func (sv *Solver) SetMaxNodes(n int64) {
	sv.opts.MaxNodes = max(n, 0)
	sv.sh.maxNodes = sv.opts.MaxNodes
}

// Clear empties the solver's table, so that its next Solve answers as a
// new Solver's would (and, with one worker and Options.MaxNodes, stops at
// the same place), without allocating a new table.
func (sv *Solver) Clear() {
	if sv.sh.plain != nil {
		clear(sv.sh.plain.buckets)
		return
	}
	sv.sh.tt.reset()
	if sv.pn != nil {
		sv.pn.reset()
	}
}

// Solve returns the exact value of s for its side to move, with the plies
// of best play and the first moves that achieve it. Stopped early (ctx
// done, Options.MaxPlies reached) it returns Value Unknown, what was
// proven (NoWin) and the reason in Err.
func Solve(ctx context.Context, v bao.Variant, s bao.State, opts Options) Result {
	return New(v, opts).Solve(ctx, s)
}

// Solve is the function Solve with the solver's table. A Solver that New
// did not make (a zero Solver, or one of a nil variant), or a position
// whose side to move is neither South nor North, gives Value Unknown and
// the error in Err.
func (sv *Solver) Solve(ctx context.Context, s bao.State) Result {
	if err := sv.check(s); err != nil {
		return Result{Err: err}
	}
	sv.sh.nodes.Store(0)
	return sv.solve(ctx, s, sv.opts.All)
}

func (sv *Solver) solve(ctx context.Context, s bao.State, all bool) (r Result) {
	start := time.Now()
	sv.sh.stop.Store(false)
	sv.sh.outOfNodes.Store(false)
	stopWatch := sv.watch(ctx)
	defer stopWatch()
	var (
		mu   sync.Mutex
		prog Progress
	)
	report := func() {
		if sv.opts.Progress == nil {
			return
		}
		mu.Lock()
		p := prog
		p.Nodes = sv.sh.nodes.Load()
		p.Elapsed = time.Since(start)
		sv.opts.Progress(p)
		mu.Unlock()
	}
	if sv.opts.Progress != nil {
		every := sv.opts.ProgressEvery
		if every <= 0 {
			every = time.Second
		}
		tick := time.NewTicker(every)
		quit := make(chan struct{})
		exited := make(chan struct{})
		// No call of Progress after Solve returns.
		defer func() { close(quit); tick.Stop(); <-exited }()
		go func() {
			defer close(exited)
			for {
				select {
				case <-tick.C:
					report()
				case <-quit:
					return
				}
			}
		}()
	}
	defer func() {
		r.Nodes = sv.sh.nodes.Load()
		r.Elapsed = time.Since(start)
	}()

	o := sv.v.Outcome(s)
	if o.Over() {
		switch {
		case o.Result == bao.Drawn:
			r.Value, r.NoWin = Draw, [2]int{-1, -1}
		case o.Winner == s.Side:
			r.Value, r.Winner, r.NoWin = Win, s.Side, [2]int{-1, -1}
		default:
			r.Value, r.Winner, r.NoWin = Loss, o.Winner, [2]int{-1, -1}
		}
		return r
	}
	me, you := s.Side, s.Side.Other()
	if sv.opts.ProofNumbers && sv.sh.plain == nil {
		if sv.pn == nil {
			sv.pn = newPNTable(sv.opts.Memory / 4)
		}
		for _, p := range []bao.Player{me, you} {
			mu.Lock()
			prog.Plies, prog.Player = sv.opts.MaxPlies, p
			mu.Unlock()
			won, ok := sv.ws[0].provePN(&s, sv.opts.MaxPlies, p, sv.pn)
			sv.ws[0].flush()
			if !ok {
				r.Err = sv.stopped(ctx)
				return r
			}
			if won {
				break // the other cannot win
			}
		}
	}
	for d := 1; ; d++ {
		if d > sv.opts.MaxPlies {
			r.Err = ErrDepth
			return r
		}
		for _, p := range []bao.Player{me, you} {
			if r.NoWin[p] < 0 {
				continue
			}
			mu.Lock()
			prog.Plies, prog.Player = d, p
			mu.Unlock()
			won, exact, ok := sv.run(s, d, p)
			if !ok {
				r.Err = sv.stopped(ctx)
				return r
			}
			switch {
			case won:
				r.Winner, r.Plies = p, d
				r.Value = Win
				if p != me {
					r.Value = Loss
				}
				r.NoWin[p] = d - 1
				r.NoWin[p.Other()] = -1
				sv.firstMoves(ctx, s, &r, all)
				return r
			case exact:
				r.NoWin[p] = -1
			default:
				r.NoWin[p] = d
			}
			mu.Lock()
			prog.Proven = r.Proven()
			mu.Unlock()
		}
		if r.NoWin[me] < 0 && r.NoWin[you] < 0 {
			r.Value = Draw
			sv.firstMoves(ctx, s, &r, all)
			return r
		}
	}
}

// run asks every worker whether p wins from s within d plies and returns
// the first answer; ok is false if the solve was stopped first.
func (sv *Solver) run(s bao.State, d int, p bao.Player) (won, exact, ok bool) {
	sv.sh.done.Store(false)
	defer sv.sh.done.Store(false)
	if len(sv.ws) == 1 {
		w := sv.ws[0]
		won, exact = w.win(&s, d, p)
		w.flush()
		return won, exact, !sv.sh.stop.Load()
	}
	var (
		once sync.Once
		wg   sync.WaitGroup
	)
	for _, w := range sv.ws {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st := s
			a, b := w.win(&st, d, p)
			w.flush()
			if !w.halted() {
				once.Do(func() {
					won, exact, ok = a, b, true
					sv.sh.done.Store(true)
				})
			}
		}()
	}
	wg.Wait()
	return won, exact, ok
}

// winWithin is run for a first move: whether p wins after it within d
// plies (never for d < 0).
func (sv *Solver) winWithin(s bao.State, d int, p bao.Player) (won, exact, ok bool) {
	if d < 0 {
		return false, false, true
	}
	return sv.run(s, d, p)
}

// firstMoves fills r.Moves: the first moves that achieve r.Value (with
// Options.All, every first move, each solved on its own).
func (sv *Solver) firstMoves(ctx context.Context, s bao.State, r *Result, all bool) {
	kids := bao.Children(sv.v, s, nil)
	me := s.Side
	for _, k := range kids {
		if all {
			sub := sv.solve(ctx, k.State, false)
			mv := MoveValue{Move: k.Move}
			switch sub.Value {
			case Win, Loss:
				mv.Value, mv.Plies = Loss, sub.Plies+1
				if sub.Winner == me {
					mv.Value = Win
				}
			default:
				mv.Value = sub.Value
			}
			r.Moves = append(r.Moves, mv)
			continue
		}
		switch r.Value {
		case Win:
			won, _, ok := sv.winWithin(k.State, r.Plies-1, me)
			if !ok {
				r.Err = sv.stopped(ctx)
				return
			}
			if won {
				r.Moves = append(r.Moves, MoveValue{k.Move, Win, r.Plies})
			}
		case Loss:
			won, _, ok := sv.winWithin(k.State, r.Plies-2, me.Other())
			if !ok {
				r.Err = sv.stopped(ctx)
				return
			}
			if !won {
				r.Moves = append(r.Moves, MoveValue{k.Move, Loss, r.Plies})
			}
		case Draw:
			// No first move wins (the root is no win); a move draws
			// exactly when the opponent can never win after it.
			// The draw at the root may be proven through another move
			// at a smaller depth: deepen until this move is decided.
			for d := 0; d <= sv.opts.MaxPlies; d++ {
				won, exact, ok := sv.winWithin(k.State, d, me.Other())
				if !ok {
					r.Err = sv.stopped(ctx)
					return
				}
				if won {
					break
				}
				if exact {
					r.Moves = append(r.Moves, MoveValue{Move: k.Move, Value: Draw})
					break
				}
			}
		}
	}
}

// stopped returns why the search stopped: the node limit, or ctx.
func (sv *Solver) stopped(ctx context.Context) error {
	if sv.sh.outOfNodes.Load() {
		return ErrNodes
	}
	if dl := sv.sh.deadline; !dl.IsZero() && ctx.Err() == nil && !time.Now().Before(dl) {
		// Stopped by the clock before the context's timer fired (where no
		// timer interrupts a busy search): it fires now that the search
		// has stopped, and its cause is the reason.
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
			return context.DeadlineExceeded
		}
	}
	return stopped(ctx)
}

// stopped returns why ctx stopped the search.
func stopped(ctx context.Context) error {
	if err := context.Cause(ctx); err != nil {
		return err
	}
	return context.Canceled
}

// watch stops the solver's search when ctx ends, until the function it
// returns is called; once that has returned, the stop flag is no longer
// touched by ctx (context.AfterFunc's stop does not wait for a function
// already started, which could otherwise stop the solver's next search),
// and the deadline the workers read from the clock is the one before (a
// certificate written after a solve is not stopped by the solve's).
func (sv *Solver) watch(ctx context.Context) func() {
	before := sv.sh.deadline
	sv.sh.deadline, _ = ctx.Deadline()
	done := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		sv.sh.stop.Store(true)
		close(done)
	})
	return func() {
		if !stop() {
			<-done
		}
		sv.sh.deadline = before
	}
}
