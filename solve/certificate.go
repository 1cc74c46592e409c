package solve

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/cert"
)

// ErrNoWin says that a certificate was asked for a result that is not a
// win or a loss.
var ErrNoWin = errors.New("solve: no proven win to certify")

// ErrTooBig says that a certificate would need more memory than a
// quarter of Options.Memory (about 128 bytes per position).
var ErrTooBig = errors.New("solve: certificate does not fit in the memory limit")

// WriteCertificate writes the proof certificate (docs/interfaces.md §6)
// of r, a Win or Loss result of s from this solver, to w: one line per
// position where the winner is to move, each position once. The winner
// plays, in each of them, a move that wins as fast as possible from there,
// so the claim's plies (r.Plies) bound every line. It searches again where
// the table has forgotten a position.
func (sv *Solver) WriteCertificate(ctx context.Context, s bao.State, r Result, w io.Writer) error {
	if err := sv.check(s); err != nil {
		return err
	}
	if r.Value != Win && r.Value != Loss {
		return ErrNoWin
	}
	cw, err := cert.NewWriter(w, sv.v, cert.Claim{
		Variant:  sv.v.Name(),
		Position: bao.FormatState(sv.v, s),
		Winner:   string(r.Winner.Letter()),
		Plies:    r.Plies,
	})
	if err != nil {
		return err
	}
	sv.sh.stop.Store(false)
	stopWatch := sv.watch(ctx)
	defer stopWatch()
	x := &extractor{sv: sv, ctx: ctx, w: cw, p: r.Winner, seen: map[bao.State]bool{},
		limit: int(sv.opts.Memory / 4 / 128)}
	if err := x.visit(s, r.Plies); err != nil {
		return err
	}
	return cw.Flush()
}

type extractor struct {
	sv    *Solver
	ctx   context.Context
	w     *cert.Writer
	p     bao.Player
	seen  map[bao.State]bool
	limit int
}

// visit writes the proof below s, which p wins within budget plies.
func (x *extractor) visit(s bao.State, budget int) error {
	if x.seen[s] {
		return nil
	}
	if len(x.seen) >= x.limit {
		return ErrTooBig
	}
	x.seen[s] = true
	if x.sv.v.Outcome(s).Over() {
		return nil
	}
	kids := bao.Children(x.sv.v, s, nil)
	if s.Side != x.p {
		for _, k := range kids {
			if err := x.visit(k.State, budget-1); err != nil {
				return err
			}
		}
		return nil
	}
	// The fastest win from here: the first bound that holds.
	k := 1
	if b, ok := x.sv.sh.lookup(&s); ok && b.lo[x.p] != never {
		k = int(b.lo[x.p]) + 1
	}
	for ; ; k++ {
		if k > budget {
			return fmt.Errorf("solve: internal error: position %q is not won within %d plies", bao.FormatState(x.sv.v, s), budget)
		}
		won, _, ok := x.sv.run(s, k, x.p)
		if !ok {
			return stopped(x.ctx)
		}
		if won {
			break
		}
	}
	for _, c := range kids {
		won, _, ok := x.sv.winWithin(c.State, k-1, x.p)
		if !ok {
			return stopped(x.ctx)
		}
		if won {
			if err := x.w.Add(s, c.Move); err != nil {
				return err
			}
			return x.visit(c.State, k-1)
		}
	}
	return fmt.Errorf("solve: internal error: no move of %q wins within %d plies", bao.FormatState(x.sv.v, s), k)
}
