package spiel

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"

	"github.com/bao-games/bao"
)

// TerminalPlayer is what CurrentPlayer returns once the game is over:
// OpenSpiel's kTerminalPlayerId.
const TerminalPlayer = -4

// NumPlayers is the number of players of every variant.
const NumPlayers = 2

// Config describes the shape of a variant's moves, which the Geometry alone
// does not tell. It fixes the action mapping (see the package
// documentation).
type Config struct {
	// Directions: moves carry a direction sign, bao.Left or bao.Right.
	// Without it every move has bao.NoDir.
	Directions bool
	// Safari: a move may carry the safari flag ("+").
	Safari bool
	// OpponentPits: a move may start in a pit of the opponent. Without it
	// every move starts in one of the mover's own pits.
	OpponentPits bool
	// Gambits: a move may be an opening gambit (bao.Move.Gambit, Bawo's
	// BW11): bao.NumGambits more actions after the others, the mover's
	// gambits in their canonical order.
	Gambits bool
}

// DefaultConfig returns the Config assumed for a variant that does not
// implement ActionSpace: Directions when each player has two rows, Safari
// when the board has a house, moves from the mover's own pits only. It fits
// every variant of this module but Bawo with its opening gambit, to which
// New adds Gambits.
func DefaultConfig(g bao.Geometry) Config {
	return Config{Directions: g.Rows == 2, Safari: g.House != 0}
}

// ActionSpace is implemented by variants whose moves do not have the shape
// DefaultConfig assumes from their Geometry. New uses it when present.
// (Gambits need no ActionSpace: see New.)
type ActionSpace interface {
	ActionConfig() Config
}

// View is the OpenSpiel-shaped view of one variant. It holds no game state
// and is safe for concurrent use.
type View struct {
	v   bao.Variant
	g   bao.Geometry
	cfg Config

	p       int // pits per player: Rows*Cols
	d, f    int // direction and safari slots: 1 or 2
	n       int // NumDistinctActions
	pits    int // the actions of moves from a pit; the gambits follow
	obsSize int
	moves   sync.Pool // *[]bao.Move scratch buffers for Legal
}

// New returns the view of v with v's own Config (ActionSpace) or
// DefaultConfig, with Gambits set when a gambit is pending in v's start
// position (bao.State.Gambit: Bawo with gambit=on or gambit=capture). It
// returns an error if v's Geometry is not valid or if the Config cannot
// hold every move v can make (see NewWithConfig).
func New(v bao.Variant) (*View, error) {
	if v == nil {
		return nil, fmt.Errorf("spiel: %w", bao.ErrNoVariant)
	}
	cfg := DefaultConfig(v.Geometry())
	if as, ok := v.(ActionSpace); ok {
		cfg = as.ActionConfig()
	} else if v.Start().Gambit != bao.NoPlayers {
		cfg.Gambits = true
	}
	return NewWithConfig(v, cfg)
}

// NewWithConfig is New with an explicit Config. It checks cfg against
// every kind of move v can make before accepting it, in two ways:
//
//   - the move grammar (docs/interfaces.md, section 3): a variant whose
//     players own two rows writes a direction with every move, so it needs
//     Config.Directions, and with a house it has safari moves, so it needs
//     Config.Safari; a variant whose start position has a gambit pending
//     needs Config.Gambits;
//   - exploration: every legal move of the start position, of each position
//     one ply after it (the first probeChildren of them), and of the
//     positions of probeGames random games (seeded, so the check is the
//     same on every run; at most probePlies plies each) must have an
//     action that decodes back to it.
//
// The check costs a few milliseconds for kiswahili (BenchmarkNew). A
// Config it accepts therefore covers the moves of the variant; should a
// variant still make a move outside it, LegalActions leaves that move out
// rather than panic.
func NewWithConfig(v bao.Variant, cfg Config) (*View, error) {
	if v == nil {
		return nil, fmt.Errorf("spiel: %w", bao.ErrNoVariant)
	}
	g := v.Geometry()
	if err := g.Check(); err != nil {
		return nil, fmt.Errorf("spiel: %s: %w", v.Name(), err)
	}
	switch {
	case g.Rows == 2 && !cfg.Directions:
		return nil, fmt.Errorf("spiel: %s: Config %+v: the moves of a board where each player owns two rows carry a direction (< or >): set Directions", v.Name(), cfg)
	case g.Rows == 2 && g.House != 0 && !cfg.Safari:
		return nil, fmt.Errorf("spiel: %s: Config %+v: a four-row board with a house has safari moves (+): set Safari", v.Name(), cfg)
	case v.Start().Gambit != bao.NoPlayers && !cfg.Gambits:
		return nil, fmt.Errorf("spiel: %s: Config %+v: its start position has a gambit pending, so its moves include gambits: set Gambits", v.Name(), cfg)
	}
	w := &View{v: v, g: g, cfg: cfg, p: g.Rows * g.Cols, d: 1, f: 1}
	if cfg.Directions {
		w.d = 2
	}
	if cfg.Safari {
		w.f = 2
	}
	w.n = w.p * w.d * w.f
	if cfg.OpponentPits {
		w.n *= 2
	}
	w.pits = w.n
	if cfg.Gambits {
		w.n += bao.NumGambits
	}
	w.obsSize = 2*w.p + 3
	if g.House != 0 {
		w.obsSize += 2
	}
	if g.Restricted {
		w.obsSize += 2 * w.p
	}
	if g.Reserve {
		w.obsSize += 4 * w.p
	}
	if g.Flags {
		w.obsSize += 4
	}
	w.moves.New = func() any {
		b := make([]bao.Move, 0, 64)
		return &b
	}
	if err := w.probe(); err != nil {
		return nil, err
	}
	return w, nil
}

// The exploration of NewWithConfig: probeGames random games of at most
// probePlies plies each, from a fixed seed.
const (
	probeGames = 64
	probePlies = 300
	// probeChildren bounds the children of the start position explored:
	// the start of Bawo with gambit=on has 15,504, each with 15,504 moves.
	probeChildren = 256
	probeSeed     = 0x5eed
)

// probe checks that the legal moves of the start position, of its
// children, and of the positions of probeGames random games all fit the
// Config.
func (w *View) probe() error {
	start := w.v.Start()
	var buf []bao.Move
	check := func(s bao.State) error {
		buf = w.v.Legal(s, buf[:0])
		for _, m := range buf {
			a, err := w.Action(s, m)
			if err != nil {
				return fmt.Errorf("spiel: %s does not fit %+v (implement spiel.ActionSpace or use NewWithConfig): in %q: %w", w.v.Name(), w.cfg, bao.FormatState(w.v, s), err)
			}
			if back, err := w.Move(s, a); err != nil || back != m {
				return fmt.Errorf("spiel: %s: move %v gives action %d, which decodes to %v", w.v.Name(), m, a, back)
			}
		}
		return nil
	}
	if err := check(start); err != nil {
		return err
	}
	for i, c := range bao.Children(w.v, start, nil) {
		if i == probeChildren {
			break
		}
		if err := check(c.State); err != nil {
			return err
		}
	}
	rng := rand.New(rand.NewPCG(probeSeed, uint64(len(w.v.Name()))))
	for range probeGames {
		s := start
		for range probePlies {
			c, ok := bao.Sample(w.v, s, rng)
			if !ok {
				break
			}
			s = c.State
			if err := check(s); err != nil {
				return err
			}
		}
	}
	return nil
}

// Variant returns the wrapped variant.
func (w *View) Variant() bao.Variant { return w.v }

// Config returns the move shape the action mapping is built on.
func (w *View) Config() Config { return w.cfg }

// NumPlayers returns 2.
func (w *View) NumPlayers() int { return NumPlayers }

// NumDistinctActions returns the number of actions: every action is an int
// in [0, NumDistinctActions()).
func (w *View) NumDistinctActions() int { return w.n }

// MinUtility returns -1, the return of a lost game.
func (w *View) MinUtility() float64 { return -1 }

// MaxUtility returns +1, the return of a won game.
func (w *View) MaxUtility() float64 { return 1 }

// UtilitySum returns 0: the games are zero-sum.
func (w *View) UtilitySum() float64 { return 0 }

// badAction is the error of a move or action outside the action space.
func badAction(format string, args ...any) error {
	return fmt.Errorf("spiel: %w: "+format, append([]any{bao.ErrIllegalMove}, args...)...)
}

// Action returns the action of move m in s, relative to s.Side. It checks
// only that m has the shape of the Config and starts in a pit of the board
// (of the mover, unless Config.OpponentPits), not that it is legal; an
// error matches bao.ErrIllegalMove.
func (w *View) Action(s bao.State, m bao.Move) (int, error) {
	if s.Side > bao.North {
		return 0, badAction("no player to move (side %d)", s.Side)
	}
	if m.IsGambit() {
		switch i := m.Gambit.Index(); {
		case !w.cfg.Gambits:
			return 0, badAction("move %v is a gambit, but the actions of %s have none", m, w.v.Name())
		case i < 0:
			return 0, badAction("move %v names no gambit", m)
		case m.Gambit.Player() != s.Side:
			return 0, badAction("move %v is a gambit of %v, who is not to move", m, m.Gambit.Player())
		default:
			return w.pits + i, nil
		}
	}
	if !w.g.Contains(m.Pit) {
		return 0, badAction("move %v: %v is not a pit of the board", m, m.Pit)
	}
	pit := m.Pit.Row()*w.g.Cols + m.Pit.Number() - 1
	if m.Pit.Player() != s.Side {
		if !w.cfg.OpponentPits {
			return 0, badAction("move %v starts in a pit of %v, who is not to move", m, m.Pit.Player())
		}
		pit += w.p
	}
	dir := 0
	switch {
	case !w.cfg.Directions && m.Dir != bao.NoDir:
		return 0, badAction("move %v has a direction, but the actions of %s have none", m, w.v.Name())
	case w.cfg.Directions && m.Dir == bao.Right:
		dir = 1
	case w.cfg.Directions && m.Dir != bao.Left:
		return 0, badAction("move %v has no direction, but the actions of %s need one", m, w.v.Name())
	}
	saf := 0
	if m.Safari {
		if !w.cfg.Safari {
			return 0, badAction("move %v has the safari flag, but the actions of %s have none", m, w.v.Name())
		}
		saf = 1
	}
	return (pit*w.d+dir)*w.f + saf, nil
}

// Move returns the move of action a in s: the inverse of Action. It does
// not check that the move is legal; an action out of range is an error that
// matches bao.ErrIllegalMove.
func (w *View) Move(s bao.State, a int) (bao.Move, error) {
	if a < 0 || a >= w.n {
		return bao.Move{}, badAction("action %d out of range [0, %d)", a, w.n)
	}
	if s.Side > bao.North {
		return bao.Move{}, badAction("no player to move (side %d)", s.Side)
	}
	if a >= w.pits {
		return bao.GambitMove(s.Side, a-w.pits), nil
	}
	var m bao.Move
	if w.f == 2 {
		m.Safari = a%2 == 1
		a /= 2
	}
	if w.d == 2 {
		m.Dir = bao.Left
		if a%2 == 1 {
			m.Dir = bao.Right
		}
		a /= 2
	}
	owner := s.Side
	if a >= w.p {
		owner = owner.Other()
		a -= w.p
	}
	m.Pit = bao.PitOf(owner, a/w.g.Cols, a%w.g.Cols+1)
	return m, nil
}

// ApplyAction plays action a in s and returns the new state. An action out
// of range or an illegal move is an error matching bao.ErrIllegalMove.
func (w *View) ApplyAction(s bao.State, a int) (bao.State, error) {
	m, err := w.Move(s, a)
	if err != nil {
		return s, err
	}
	return w.v.Apply(s, m)
}

// legal calls f with the legal moves of s, from a pooled buffer.
func (w *View) legal(s bao.State, f func([]bao.Move)) {
	bp := w.moves.Get().(*[]bao.Move)
	*bp = w.v.Legal(s, (*bp)[:0])
	f(*bp)
	w.moves.Put(bp)
}

// LegalActions returns the actions of the legal moves of s, sorted; it is
// empty exactly when the game is over, and for a state whose side to move
// is not a player. It never panics: a legal move outside the action space,
// which NewWithConfig's checks rule out for every variant that follows the
// move grammar, is left out.
func (w *View) LegalActions(s bao.State) []int {
	return w.AppendLegalActions(nil, s)
}

// AppendLegalActions appends the sorted legal actions of s to buf.
func (w *View) AppendLegalActions(buf []int, s bao.State) []int {
	n := len(buf)
	if s.Side > bao.North {
		return buf
	}
	w.legal(s, func(ms []bao.Move) {
		for _, m := range ms {
			if a, err := w.Action(s, m); err == nil {
				buf = append(buf, a)
			}
		}
	})
	if !slices.IsSorted(buf[n:]) {
		slices.Sort(buf[n:])
	}
	return buf
}

// LegalActionsMask returns NumDistinctActions flags, true for the legal
// actions of s.
func (w *View) LegalActionsMask(s bao.State) []bool {
	return w.AppendMask(make([]bool, 0, w.n), s)
}

// AppendMask appends the NumDistinctActions flags of LegalActionsMask to
// buf. Like LegalActions it never panics.
func (w *View) AppendMask(buf []bool, s bao.State) []bool {
	n := len(buf)
	buf = slices.Grow(buf, w.n)[:n+w.n]
	clear(buf[n:])
	if s.Side > bao.North {
		return buf
	}
	w.legal(s, func(ms []bao.Move) {
		for _, m := range ms {
			if a, err := w.Action(s, m); err == nil {
				buf[n+a] = true
			}
		}
	})
	return buf
}

// IsTerminal reports whether the game is over in s.
func (w *View) IsTerminal(s bao.State) bool { return w.v.Outcome(s).Over() }

// CurrentPlayer returns the player to move, 0 (South) or 1 (North), or
// TerminalPlayer when the game is over.
func (w *View) CurrentPlayer(s bao.State) int {
	if w.IsTerminal(s) {
		return TerminalPlayer
	}
	return int(s.Side)
}

// Return returns player p's return in s: +1 if p has won, -1 if he has lost,
// 0 for a draw or a game that goes on.
func (w *View) Return(s bao.State, p bao.Player) float64 {
	o := w.v.Outcome(s)
	if o.Result != bao.Won {
		return 0
	}
	if o.Winner == p {
		return 1
	}
	return -1
}

// Returns returns the return of each player, South first.
func (w *View) Returns(s bao.State) []float64 {
	return []float64{w.Return(s, bao.South), w.Return(s, bao.North)}
}

// Rewards returns each player's reward for the transition into s, South
// first: the games reward only at the end, so this is Returns(s) in a
// finished game and zeros before.
func (w *View) Rewards(s bao.State) []float64 { return w.Returns(s) }

// ObservationTensorShape returns the shape of an observation: one
// dimension, ObservationTensorSize().
func (w *View) ObservationTensorShape() []int { return []int{w.obsSize} }

// ObservationTensorSize returns the length of an observation.
func (w *View) ObservationTensorSize() int { return w.obsSize }

// ObservationTensor returns s as seen by player o, in the layout of the
// package documentation.
func (w *View) ObservationTensor(s bao.State, o bao.Player) []float32 {
	return w.AppendObservationTensor(make([]float32, 0, w.obsSize), s, o)
}

// AppendObservationTensor appends ObservationTensor(s, o) to buf. A player
// other than South or North is taken as North.
func (w *View) AppendObservationTensor(buf []float32, s bao.State, o bao.Player) []float32 {
	if o > bao.North {
		o = bao.North
	}
	opp := o.Other()
	scale := float32(1)
	if w.g.Seeds > 0 {
		scale = 1 / float32(w.g.Seeds)
	}
	start := len(buf)
	buf = slices.Grow(buf, w.obsSize)
	// counts
	for _, p := range [2]bao.Player{o, opp} {
		for row := range w.g.Rows {
			for n := 1; n <= w.g.Cols; n++ {
				buf = append(buf, float32(s.Pits[bao.PitOf(p, row, n).Index()])*scale)
			}
		}
	}
	// stores
	buf = append(buf, float32(s.Store[o])*scale, float32(s.Store[opp])*scale)
	// houses
	if w.g.House != 0 {
		buf = append(buf, flag(s.House[o]), flag(s.House[opp]))
	}
	// restricted pit
	if w.g.Restricted {
		for _, p := range [2]bao.Player{o, opp} {
			for row := range w.g.Rows {
				for n := 1; n <= w.g.Cols; n++ {
					buf = append(buf, flag(s.Restricted == bao.PitOf(p, row, n)))
				}
			}
		}
	}
	// reservations
	if w.g.Reserve {
		for _, by := range [2]bao.Player{o, opp} {
			for _, p := range [2]bao.Player{o, opp} {
				for row := range w.g.Rows {
					for n := 1; n <= w.g.Cols; n++ {
						i := bao.PitOf(p, row, n).Index()
						buf = append(buf, flag(s.Reserved[by]&(1<<i) != 0))
					}
				}
			}
		}
	}
	// Bawo's flags
	if w.g.Flags {
		buf = append(buf, flag(s.Moved.Has(o)), flag(s.Moved.Has(opp)), flag(s.Gambit.Has(o)), flag(s.Gambit.Has(opp)))
	}
	// to move
	buf = append(buf, flag(s.Side == o))
	if len(buf)-start != w.obsSize {
		panic("spiel: observation layout and size disagree") // cannot happen
	}
	return buf
}

func flag(b bool) float32 {
	if b {
		return 1
	}
	return 0
}
