package arena

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/solve"
)

// Balance says which openings a run keeps (Config.Balanced,
// TournamentConfig.Balanced): only those in which neither side can force a
// win within Plies plies, as proved by package solve with a budget of
// Nodes positions per opening. An opening whose proof does not finish
// within the budget is rejected too, as is one that ends the game.
//
// The proof is depth-bounded and exact: a rejected opening has a forced
// win within Plies plies for one side, or was too costly to prove
// balanced; a kept one has none. It is made by a solver of one worker
// with a table of BalanceMemory bytes, cleared for every opening, so that
// whether an opening is kept depends on the opening alone: not on the
// machine, its load, the number of workers or shards, or the openings
// checked before.
type Balance struct {
	// Plies is the horizon, 1 to MaxBalancePlies: no forced win for
	// either side within Plies plies of the opening's end.
	Plies int
	// Nodes is the budget of each opening's proof, in positions expanded
	// (solve.Options.MaxNodes); 0 means DefaultBalanceNodes.
	Nodes int64
}

// Limits and defaults of Balance.
const (
	// MaxBalancePlies bounds Balance.Plies (the solver's deepest bound).
	MaxBalancePlies = 200
	// DefaultBalanceNodes is the node budget of an opening's proof when
	// Balance.Nodes is 0: about a second of one core in kingulu.
	DefaultBalanceNodes = 1_000_000
	// BalanceMemory is the size of the solver's table of a proof, in
	// bytes. It is part of the definition of the proof's budget (a
	// smaller table makes a proof expand more positions), so it is fixed.
	BalanceMemory = 4 << 20
)

// nodes returns the node budget of b.
func (b Balance) nodes() int64 {
	if b.Nodes > 0 {
		return b.Nodes
	}
	return DefaultBalanceNodes
}

// check reports whether b can be used.
func (b Balance) check() error {
	switch {
	case b.Plies < 1 || b.Plies > MaxBalancePlies:
		return &LimitError{Setting: "Balanced.Plies", Value: int64(b.Plies), Min: 1, Max: MaxBalancePlies}
	case b.Nodes < 0:
		return &LimitError{Setting: "Balanced.Nodes", Value: b.Nodes, Min: 0, Max: math.MaxInt64}
	}
	return nil
}

// newSolver returns the solver of b's proofs in v.
func (b Balance) newSolver(v bao.Variant) *solve.Solver {
	return solve.New(v, solve.Options{Workers: 1, Memory: BalanceMemory, MaxPlies: b.Plies, MaxNodes: b.nodes()})
}

// Holds reports whether s is balanced: not over, and neither side can
// force a win from it within b.Plies plies, proved within b's node budget.
// The solver's result says why not: a Win or Loss within the horizon, or
// Err solve.ErrNodes. The error is ctx's, when it stopped the proof.
func (b Balance) Holds(ctx context.Context, v bao.Variant, s bao.State) (bool, solve.Result, error) {
	if err := b.check(); err != nil {
		return false, solve.Result{}, fmt.Errorf("arena: %w", err)
	}
	return b.holds(ctx, b.newSolver(v), v, s)
}

// holds is Holds with the solver sv of b (newSolver), cleared first.
func (b Balance) holds(ctx context.Context, sv *solve.Solver, v bao.Variant, s bao.State) (bool, solve.Result, error) {
	if v.Outcome(s).Over() {
		return false, solve.Result{}, nil
	}
	sv.Clear()
	r := sv.Solve(ctx, s)
	switch {
	case r.Value == solve.Draw:
		return true, r, nil
	case r.Value != solve.Unknown:
		return false, r, nil
	case errors.Is(r.Err, solve.ErrDepth):
		return true, r, nil
	case errors.Is(r.Err, solve.ErrNodes):
		return false, r, nil
	}
	if err := ctx.Err(); err != nil {
		return false, r, err
	}
	return false, r, fmt.Errorf("arena: balanced opening: %w", r.Err)
}

// OpeningDraw is the outcome of DrawOpenings: which candidate openings a
// run plays, and how many were drawn to find them.
type OpeningDraw struct {
	// Pairs[i] is the candidate of opening i: the run's opening i (games
	// 2i and 2i+1 of Run, round i of a tournament) is the one of
	// OpeningSeed(master, Pairs[i]).
	Pairs []int
	// Drawn is the number of candidates drawn (Pairs[len(Pairs)-1]+1),
	// Rejected those of them found not balanced, and Unproven those of the
	// rejected whose proof did not finish within the node budget (the
	// others end the game or have a forced win within the horizon).
	Drawn, Rejected, Unproven int
}

// Balancing says how a run's balanced openings were found: the horizon,
// the candidates drawn and those rejected. Its JSON form is the fields
// "balanced", "drawn" and "rejected" of bao tournament -json.
type Balancing struct {
	Plies    int `json:"balanced"` // Balance.Plies
	Drawn    int `json:"drawn"`    // candidates drawn
	Rejected int `json:"rejected"` // candidates not balanced
	// Unproven counts the rejected candidates whose proof did not finish
	// within the node budget (OpeningDraw.Unproven).
	Unproven int `json:"unproven"`
}

// String says it in words: "balanced within 8 plies (no forced win for
// either side, by package solve): 41 drawn, 9 rejected (2 not proved within
// the node budget)".
func (b *Balancing) String() string {
	return fmt.Sprintf("balanced within %d plies (no forced win for either side, by package solve): %d drawn, %d rejected (%d not proved within the node budget)", b.Plies, b.Drawn, b.Rejected, b.Unproven)
}

// NewBalancing returns the Balancing of d, drawn with b: what a run's
// report says of its openings.
func NewBalancing(b Balance, d *OpeningDraw) *Balancing {
	return &Balancing{Plies: b.Plies, Drawn: d.Drawn, Rejected: d.Rejected, Unproven: d.Unproven}
}

// MaxDrawsPerOpening bounds how many candidates DrawOpenings draws per
// opening wanted before it gives up: with fewer than one candidate in
// MaxDrawsPerOpening balanced, the horizon or the budget does not suit
// the variant.
const MaxDrawsPerOpening = 64

// OpeningState returns the position after the random opening of plies
// plies drawn from openSeed (see OpeningSeed), as a game of a run plays
// it, and whether the game goes on after it (false: it ended within the
// opening).
func OpeningState(v bao.Variant, plies int, openSeed uint64) (bao.State, bool, error) {
	g, err := newGamerOf(v, []string{"random", "random"}, plies, plies, 0)
	if err != nil {
		return bao.State{}, false, err
	}
	return g.openingState(openSeed)
}

// openingState is OpeningState with g, a gamer of random players whose ply
// cap is its opening.
func (g *gamer) openingState(openSeed uint64) (bao.State, bool, error) {
	var r Record
	if err := g.play(context.Background(), [2]int{0, 1}, bao.South, 0, openSeed, nil, &r); err != nil {
		return bao.State{}, false, err
	}
	s, err := bao.ParseState(g.v, r.Final)
	if err != nil {
		return bao.State{}, false, fmt.Errorf("arena: opening: %w", err)
	}
	return s, r.Plies == g.openings && !g.v.Outcome(s).Over(), nil
}

// withStop returns ctx, also cancelled when stop (which may be nil) is
// closed, and the function that releases it.
func withStop(ctx context.Context, stop <-chan struct{}) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(ctx)
	if stop != nil {
		go func() {
			select {
			case <-stop:
				cancel()
			case <-ctx.Done():
			}
		}()
	}
	return ctx, cancel
}

// isClosed reports whether stop (which may be nil) is closed.
func isClosed(stop <-chan struct{}) bool {
	select {
	case <-stop:
		return stop != nil
	default:
		return false
	}
}

// DrawOpenings returns the first n balanced openings of a run with the
// master seed master and openings random plies: the candidates 0, 1, 2,
// ... (candidate k is the opening drawn from OpeningSeed(master, k), as a
// run without Balance plays it for games 2k and 2k+1) are checked in turn
// with b.Holds, and those that pass are kept, until there are n. The
// proofs are spread over workers goroutines (0: one per CPU), which does
// not change the result: whether a candidate passes depends on it alone.
// It fails when more than MaxDrawsPerOpening×(n+1) candidates do not give
// n balanced ones. With openings 0 every candidate is the start position,
// so one proof decides.
//
// A run with Config.Balanced draws its openings the same way as its games
// need them, so that opening i is the same as here.
func DrawOpenings(ctx context.Context, v bao.Variant, master uint64, openings int, b Balance, n, workers int) (*OpeningDraw, error) {
	o, err := newOpeningDrawer(v, master, openings, b, workers)
	if err != nil {
		return nil, err
	}
	if n > 0 {
		_, err = o.pair(ctx, n-1)
	}
	return o.draw(n), err
}

// openingDrawer draws the balanced openings of a run as its games need
// them (DrawOpenings): it checks candidates in batches, in order, and
// keeps their verdicts, so that the candidate of opening i depends on
// nothing but the candidates before it. Safe for concurrent use.
type openingDrawer struct {
	v        bao.Variant
	master   uint64
	openings int
	b        Balance
	workers  int

	// stop, when closed, stops the proofs at once (the run's Stop): a
	// proof is not a game in progress, which a stopped run finishes.
	stop <-chan struct{}

	mu       sync.Mutex
	verdicts []uint8 // of candidates 0, 1, ... checked so far
	pairs    []int   // the candidates that passed, in order
	err      error   // the error that stopped the draw, if any
}

// newOpeningDrawer returns the drawer of a run's balanced openings.
func newOpeningDrawer(v bao.Variant, master uint64, openings int, b Balance, workers int) (*openingDrawer, error) {
	if err := b.check(); err != nil {
		return nil, fmt.Errorf("arena: %w", err)
	}
	if openings < 0 || openings > MaxOpenings {
		return nil, fmt.Errorf("arena: %d opening plies (0 to %d)", openings, MaxOpenings)
	}
	// One solver per goroutine, each with a table of BalanceMemory.
	workers = min(workerCount(workers, MaxDrawsPerOpening), runtime.NumCPU())
	return &openingDrawer{v: v, master: master, openings: openings, b: b, workers: workers}, nil
}

// pair returns the candidate of opening i: the OpeningSeed(master, k) of
// its games is that of k = pair(i).
//
// When o.stop is closed, the proofs stop within a few milliseconds and the
// error is ErrStopped.
func (o *openingDrawer) pair(ctx context.Context, i int) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	ctx, cancel := withStop(ctx, o.stop)
	defer cancel()
	k, err := o.pairLocked(ctx, i)
	if err != nil && isClosed(o.stop) {
		err = ErrStopped
	}
	return k, err
}

// pairLocked is pair, with o.mu held.
func (o *openingDrawer) pairLocked(ctx context.Context, i int) (int, error) {
	if o.openings == 0 {
		// Every candidate is the start position: one proof decides.
		if len(o.verdicts) == 0 && o.err == nil {
			o.verdicts, o.err = o.b.checkBatch(ctx, o.v, o.master, 0, 0, 1, 1)
		}
		if o.err == nil && o.verdicts[0] != balanced {
			o.err = fmt.Errorf("arena: the start position is not balanced within %d plies (node budget %d), and openings of 0 plies are all the start", o.b.Plies, o.b.nodes())
		}
		return i, o.err
	}
	for len(o.pairs) <= i {
		if o.err != nil {
			return 0, o.err
		}
		if limit := MaxDrawsPerOpening * (i + 2); len(o.verdicts) >= limit {
			o.err = fmt.Errorf("arena: only %d of %d openings of %d plies balanced within %d plies after %d drawn (node budget %d): try a shorter horizon, a larger budget, or other openings",
				len(o.pairs), i+1, o.openings, o.b.Plies, len(o.verdicts), o.b.nodes())
			return 0, o.err
		}
		// A batch of about twice as many candidates as still wanted,
		// some for the openings after i.
		k0 := len(o.verdicts)
		size := max(2*(i+1-len(o.pairs)), o.workers, 16)
		vs, err := o.b.checkBatch(ctx, o.v, o.master, o.openings, k0, size, o.workers)
		if err != nil {
			o.err = err
			return 0, err
		}
		o.verdicts = append(o.verdicts, vs...)
		for k, c := range vs {
			if c == balanced {
				o.pairs = append(o.pairs, k0+k)
			}
		}
	}
	return o.pairs[i], nil
}

// draw returns the draw of the first n openings, as far as it went: the
// candidates up to the n-th that passed (all those checked if fewer
// passed).
func (o *openingDrawer) draw(n int) *OpeningDraw {
	o.mu.Lock()
	defer o.mu.Unlock()
	d := &OpeningDraw{}
	if n <= 0 {
		return d
	}
	if o.openings == 0 {
		switch {
		case len(o.verdicts) == 0:
		case o.verdicts[0] == balanced:
			for i := range n {
				d.Pairs = append(d.Pairs, i)
			}
			d.Drawn = n
		default:
			d.Drawn, d.Rejected = 1, 1
			if o.verdicts[0] == unproven {
				d.Unproven = 1
			}
		}
		return d
	}
	d.Pairs = slices.Clone(o.pairs[:min(n, len(o.pairs))])
	d.Drawn = len(o.verdicts)
	if len(d.Pairs) == n {
		d.Drawn = d.Pairs[n-1] + 1
	}
	for _, c := range o.verdicts[:d.Drawn] {
		switch c {
		case unproven:
			d.Unproven++
			d.Rejected++
		case unbalanced:
			d.Rejected++
		}
	}
	return d
}

// Verdicts of checkBatch on a candidate.
const (
	unbalanced = iota // the game is over, or a side wins within the horizon
	balanced
	unproven // the proof did not finish within the budget
)

// checkBatch checks candidates k0 to k0+size-1 on workers goroutines and
// returns their verdicts.
func (b Balance) checkBatch(ctx context.Context, v bao.Variant, master uint64, openings, k0, size, workers int) ([]uint8, error) {
	pass := make([]uint8, size)
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make([]error, min(workers, size))
	for w := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g, err := newGamerOf(v, []string{"random", "random"}, openings, openings, 0)
			if err != nil {
				errs[w] = err
				return
			}
			sv := b.newSolver(v)
			for {
				i := int(next.Add(1)) - 1
				if i >= size || ctx.Err() != nil {
					return
				}
				s, live, err := g.openingState(OpeningSeed(master, k0+i))
				if err == nil && live {
					var ok bool
					var r solve.Result
					ok, r, err = b.holds(ctx, sv, v, s)
					switch {
					case ok:
						pass[i] = balanced
					case errors.Is(r.Err, solve.ErrNodes):
						pass[i] = unproven
					}
				}
				if err != nil {
					errs[w] = fmt.Errorf("candidate opening %d: %w", k0+i, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return pass, errors.Join(errs...)
}
