package player

import (
	"context"
	"fmt"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/spec"
)

// DefaultBestTime is the time per move of "best" without a time parameter.
const DefaultBestTime = time.Second

// solvable lists the variants whose games the exact player (solve) solves
// within a second or so a move: their starts are solved in seconds
// (`bao solve -variant kingulu`: 1.5 million positions, kujifunza: 3
// million), and a game's later positions, with the table kept, at once.
var solvable = map[string]bool{"kingulu": true, "kujifunza": true}

// bestSearch lists, per variant, the parameters that best adds to
// "alphabeta(time=D)": those that bao sprt at equal time per move accepted
// in that game (docs/strength.md): the fitted evaluation, and late-move
// reductions from the second move (lmr=2) on top of it, in Bao la
// Kiswahili and Bao la Kete; in Bao la Kete the richer evaluation fitted2
// in place of fitted (accepted there with lmr=2, not in Bao la Kiswahili).
var bestSearch = map[string]string{"kiswahili": ",eval=fitted,lmr=2", "kete": ",eval=fitted2,lmr=2"}

// BestSpec returns the spec of the strongest built-in configuration for
// the variant named variant (a registered name, with or without rule
// options) at d a move: the exact player "solve(time=D)" where the game is
// solvable at that speed (Bao Kingulu, Bao la Kujifunza), and elsewhere
// alpha-beta with time D, which beats mcts at equal time in the four-row
// games, with the parameters that bao sprt accepted in that game:
// "alphabeta(time=D,eval=fitted,lmr=2)" in Bao la Kiswahili,
// "alphabeta(time=D,eval=fitted2,lmr=2)" in Bao la Kete,
// "alphabeta(time=D)" elsewhere. It is what the player "best(time=D)"
// plays.
func BestSpec(variant string, d time.Duration) string {
	base := spec.Base(variant)
	if solvable[base] {
		return fmt.Sprintf("solve(time=%v)", d)
	}
	return fmt.Sprintf("alphabeta(time=%v%s)", d, bestSearch[base])
}

// BestDoc says in words what "best" plays, for help texts.
const BestDoc = "best(time=D): the strongest configuration at D a move (default 1s): solve(time=D) in kingulu and kujifunza (exact play whenever the solve finishes), alphabeta(time=D,eval=fitted,lmr=2) in kiswahili, alphabeta(time=D,eval=fitted2,lmr=2) in kete, alphabeta(time=D) elsewhere"

// Best plays as BestSpec(variant, Time) for the variant of each position
// it is given: the player of that spec is made at the first move of a
// variant, and kept (with its tables) while the variant stays the same.
type Best struct {
	time    time.Duration
	seed    uint64
	variant string
	p       Player
}

// NewBest returns the player best(time=d), seeded with seed; d must be
// positive.
func NewBest(d time.Duration, seed uint64) (*Best, error) {
	if d <= 0 {
		return nil, fmt.Errorf("player: best: time must be positive, not %v", d)
	}
	return &Best{time: d, seed: seed}, nil
}

func parseBest(params map[string]string, seed uint64) (Player, error) {
	d := DefaultBestTime
	r := paramReader{name: "best", params: params}
	r.duration("time", &d)
	if err := r.done(); err != nil {
		return nil, err
	}
	return NewBest(d, seed)
}

// Name returns "best" with its time, "best(time=1s)" for "best". What it
// plays depends on the variant (BestSpec), and Analyse names that.
func (b *Best) Name() string {
	sb := specBuilder{name: "best"}
	sb.always("time", b.time)
	return sb.String()
}

// For returns the player that plays v's positions: the player of
// BestSpec(v.Name(), time).
func (b *Best) For(v bao.Variant) (Player, error) {
	if b.p == nil || b.variant != v.Name() {
		p, err := New(BestSpec(v.Name(), b.time), b.seed)
		if err != nil {
			return nil, err
		}
		b.p, b.variant = p, v.Name()
	}
	return b.p, nil
}

// Choose returns the move of the player BestSpec names for v.
func (b *Best) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	p, err := b.For(v)
	if err != nil {
		return bao.Move{}, err
	}
	return p.Choose(ctx, v, s)
}

// Analyse returns the analysis of the player BestSpec names for v, with
// Player the spec it resolved to.
func (b *Best) Analyse(ctx context.Context, v bao.Variant, s bao.State) (Analysis, error) {
	p, err := b.For(v)
	if err != nil {
		return Analysis{}, err
	}
	an, ok := p.(Analyser)
	if !ok {
		m, err := p.Choose(ctx, v, s)
		return Analysis{Player: p.Name(), Move: m, PV: []bao.Move{m}}, err
	}
	return an.Analyse(ctx, v, s)
}

// Within reports whether the players best can resolve to stay within l:
// every variant's (they differ only by the variant, not by size).
func (b *Best) Within(l Limits) error {
	for _, spec := range []string{BestSpec("kingulu", b.time), BestSpec("kiswahili", b.time)} {
		p, err := New(spec, b.seed)
		if err != nil {
			return err
		}
		q, ok := p.(Limited)
		if !ok {
			return fmt.Errorf("%s has no limits known", spec)
		}
		if err := q.Within(l); err != nil {
			return fmt.Errorf("%s: %w", spec, err)
		}
	}
	return nil
}

var (
	_ Limited  = (*Best)(nil)
	_ Analyser = (*Best)(nil)
	_ Limited  = (*Exact)(nil)
	_ Analyser = (*Exact)(nil)
)
