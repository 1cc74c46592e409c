package engine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bao-games/bao"
	specpkg "github.com/bao-games/bao/internal/spec"
	"github.com/bao-games/bao/player"
)

func init() {
	player.Register(Kind, func(spec string, seed uint64) (player.Player, error) {
		return New(spec, seed)
	})
}

// Reasons recorded for a game an engine loses by misbehaving (the
// player.Forfeit it returns). An illegal move's reason is ReasonIllegal
// followed by a space and the move as the engine wrote it.
const (
	// ReasonCrashed: the engine's process exited, or closed its output,
	// while the driver waited for it or wrote to it.
	ReasonCrashed = "engine crashed"
	// ReasonTime: the engine did not answer in time: no bestmove within
	// the move's budget and Config.Margin, or no baook or readyok within
	// Config.Timeout.
	ReasonTime = "time forfeit"
	// ReasonIllegal: the bestmove does not parse or is not legal.
	ReasonIllegal = "illegal move"
)

// Player is an outside engine as a player.Player: it runs the engine's
// program, speaks the protocol of docs/engine-protocol.md with it, and
// checks every move it answers against the rules. It is built from a spec
// (New, or player.New once this package is imported), and runs one
// process, started when it is first asked for a move and kept from game to
// game (it is a player.Reseeder: Reseed starts a new game). An engine that
// crashes, overruns its time or answers an illegal move loses the game:
// Choose returns a *player.Forfeit with the reason (ReasonCrashed,
// ReasonTime, ReasonIllegal), the process is killed, and a new one is
// started for the next game. Close ends the process. A Player is not safe
// for concurrent use.
type Player struct {
	cfg   Config
	spec  string
	seed  uint64
	proc  *slot
	fresh bool   // a new game: newgame before the next position
	game  string // the variant of the last newgame
	moved bool   // asked to move since the last Reseed
	clock time.Duration
	last  Info // the last info line of the last search
	// infoErr is why the last info line of the last search was refused
	// (ParseInfo), for Analyse to report rather than describe the search
	// with a line that contradicts itself; nil when it was read.
	infoErr error
	// lastName is the name the running engine gave (or that of its
	// program), "" before its handshake.
	lastName string
}

// slot holds the running process of a Player, apart from it, so that a
// cleanup can kill the process of a Player that was never closed.
type slot struct{ p *process }

// New returns the player of an engine spec,
// "engine(cmd=PATH,args=...,movetime=...)" (see ParseSpec), seeded with
// seed (sent to an engine that declares the option SeedOption). It checks
// that the program exists but does not start it.
func New(spec string, seed uint64) (*Player, error) {
	c, err := ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	return NewConfig(c, seed)
}

// NewConfig returns the player of the engine c, seeded with seed.
func NewConfig(c Config, seed uint64) (*Player, error) {
	if c.Cmd == "" {
		return nil, errors.New("engine: no cmd")
	}
	if c.Timeout <= 0 {
		c.Timeout = DefaultTimeout
	}
	if c.Margin < 0 {
		c.Margin = 0
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	e := &Player{cfg: c, spec: c.Spec(), seed: seed, proc: new(slot), fresh: true}
	runtime.AddCleanup(e, func(s *slot) {
		if s.p != nil {
			s.p.kill()
		}
	}, e.proc)
	return e, nil
}

// Name returns the player's canonical spec.
func (e *Player) Name() string { return e.spec }

// Config returns the engine's configuration.
func (e *Player) Config() Config { return e.cfg }

// EngineName returns the name the engine gave in its handshake ("id
// name"), or its program's name if it gave none, when it was asked to move
// since the last Reseed; else "" (player.External).
func (e *Player) EngineName() string {
	if !e.moved {
		return ""
	}
	return e.lastName
}

// Reseed starts a new game: the next position is preceded by newgame,
// and by the seed option when the engine declares one.
func (e *Player) Reseed(seed uint64) {
	e.seed, e.fresh, e.moved = seed, true, false
}

// Close ends the engine's process: quit, and a kill if it does not exit
// at once. The player may be used again; it then starts a new process.
func (e *Player) Close() error {
	if p := e.proc.p; p != nil {
		e.proc.p = nil
		p.close()
	}
	return nil
}

// Choose asks the engine for its move in s (player.Player).
func (e *Player) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	c, err := e.ChooseChild(ctx, v, s)
	return c.Move, err
}

// ChooseChild asks the engine for its move in s and returns it with the
// state it leads to (player.ChildChooser), having checked it against the
// rules. It returns player.ErrNoMove, without asking, when s has no legal
// move, and a *player.Forfeit when the engine loses the game.
func (e *Player) ChooseChild(ctx context.Context, v bao.Variant, s bao.State) (bao.Child, error) {
	c, _, err := e.search(ctx, v, s)
	return c, err
}

// Analyse asks the engine for its move in s and returns what its last
// info line said about the search (player.Analyser): depth, score,
// win or loss distance, nodes, time, and the principal variation, up to
// its first move that is not legal.
func (e *Player) Analyse(ctx context.Context, v bao.Variant, s bao.State) (player.Analysis, error) {
	c, elapsed, err := e.search(ctx, v, s)
	if err != nil {
		return player.Analysis{}, err
	}
	if e.infoErr != nil {
		return player.Analysis{}, e.infoErr
	}
	in := e.last
	a := player.Analysis{
		Player: e.spec, Move: c.Move, Score: in.Score,
		WinIn: in.WinIn, LossIn: in.LossIn, Depth: in.Depth, Nodes: in.Nodes, Elapsed: in.Time,
	}
	if a.Elapsed == 0 {
		a.Elapsed = elapsed
	}
	t := s
	for _, text := range in.PV {
		m, u, err := bao.ReadMove(v, t, text)
		if err != nil || len(a.PV) == 0 && m != c.Move {
			break
		}
		a.PV, t = append(a.PV, m), u
	}
	if len(a.PV) == 0 {
		a.PV = []bao.Move{c.Move}
	}
	return a, nil
}

// forfeit kills the process and returns the forfeit of reason.
func (e *Player) forfeit(reason string, detail error) error {
	e.kill()
	return &player.Forfeit{Reason: reason, Err: detail}
}

// kill kills the process: the next question starts a new one, and a new
// game.
func (e *Player) kill() {
	if p := e.proc.p; p != nil {
		e.proc.p = nil
		p.kill()
	}
	e.fresh = true
}

// search is Choose: the move, the time the engine took, and its error.
func (e *Player) search(ctx context.Context, v bao.Variant, s bao.State) (bao.Child, time.Duration, error) {
	legal := v.Legal(s, nil)
	if len(legal) == 0 {
		return bao.Child{}, 0, player.ErrNoMove
	}
	if err := ctx.Err(); err != nil {
		return bao.Child{}, 0, err
	}
	e.moved = true
	if err := e.ready(ctx, v); err != nil {
		return bao.Child{}, 0, err
	}
	p := e.proc.p
	g := e.cfg.Go
	budget := e.cfg.Timeout
	if g.MoveTime > 0 {
		budget = g.MoveTime
	}
	if e.cfg.Clock > 0 {
		g.Clock = true
		g.Time = [2]time.Duration{e.clock, e.clock}
		g.Inc = [2]time.Duration{e.cfg.Inc, e.cfg.Inc}
		if g.MoveTime == 0 || e.clock < budget {
			budget = e.clock
		}
	}
	drain(p)
	if err := e.send("position " + bao.FormatState(v, s)); err != nil {
		return bao.Child{}, 0, err
	}
	e.last, e.infoErr = Info{}, nil
	start := time.Now()
	if err := e.send(g.String()); err != nil {
		return bao.Child{}, 0, err
	}
	timer := time.NewTimer(budget)
	defer timer.Stop()
	stopped := false   // stop was sent: the timer now runs the margin
	cancelled := false // ctx is done: a bestmove within the margin is still taken
	done := ctx.Done()
	for {
		line, res := p.next(timer.C, done)
		switch res {
		case gotEOF:
			return bao.Child{}, 0, e.forfeit(ReasonCrashed, e.exitDetail(p, "its output ended while it searched"))
		case gotCancel:
			cancelled, done = true, nil
			if !stopped {
				stopped = true
				if err := e.send("stop"); err != nil {
					e.kill()
					return bao.Child{}, 0, ctx.Err()
				}
			}
			timer.Reset(e.cfg.Margin)
			continue
		case gotTimeout:
			if cancelled {
				e.kill() // its answer would come too late for the next question
				return bao.Child{}, 0, ctx.Err()
			}
			if !stopped {
				stopped = true
				if err := e.send("stop"); err != nil {
					return bao.Child{}, 0, err
				}
				timer.Reset(e.cfg.Margin)
				continue
			}
			return bao.Child{}, 0, e.forfeit(ReasonTime, fmt.Errorf("no bestmove within %v and the margin of %v", budget, e.cfg.Margin))
		}
		word, rest := command(line)
		switch word {
		case "info":
			if in, err := ParseInfo(line); err == nil {
				e.last, e.infoErr = in, nil
			} else {
				// A later good line replaces it; the last one counts.
				e.last, e.infoErr = Info{}, fmt.Errorf("engine %s: %v (in %q)", e.spec, err, line)
			}
			continue
		case "bestmove":
		default:
			continue // unknown lines are ignored
		}
		elapsed := time.Since(start)
		text, _ := command(rest)
		m, t, err := bao.ReadMove(v, s, text)
		if err == nil && !slices.Contains(legal, m) {
			err = errors.New("not among the legal moves")
		}
		if err != nil {
			return bao.Child{}, 0, e.forfeit(illegalReason(text), fmt.Errorf("bestmove %q in %s: %w", text, bao.FormatState(v, s), err))
		}
		if e.cfg.Clock > 0 {
			e.clock = max(e.clock-elapsed, 0) + e.cfg.Inc
		}
		return bao.Child{Move: m, State: t}, elapsed, nil
	}
}

// drain drops the lines p has written since its last answer (a second
// bestmove, late info lines), so that they are not taken for answers to
// the next go.
func drain(p *process) {
	for {
		select {
		case _, ok := <-p.lines:
			if !ok {
				return // the end of its output: the next read says so
			}
		default:
			return
		}
	}
}

// illegalReason returns the reason of an illegal bestmove: ReasonIllegal
// and the text, cut at 32 bytes, with bytes other than printable ASCII
// replaced by "?".
func illegalReason(text string) string {
	if text == "" {
		return ReasonIllegal + " (none)"
	}
	b := []byte(text[:min(len(text), 32)])
	for i, c := range b {
		if c < 0x21 || c > 0x7e {
			b[i] = '?'
		}
	}
	if len(text) > 32 {
		b = append(b, "..."...)
	}
	return ReasonIllegal + " " + string(b)
}

// send writes a line to the engine; a failure is a forfeit (the engine
// crashed, or does not read its input).
func (e *Player) send(line string) error {
	p := e.proc.p
	if err := p.send(line, e.cfg.Timeout); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return e.forfeit(ReasonTime, fmt.Errorf("it did not read its input for %v", e.cfg.Timeout))
		}
		return e.forfeit(ReasonCrashed, e.exitDetail(p, "writing to it: "+err.Error()))
	}
	return nil
}

// exitDetail describes how the process p ended, for a forfeit.
func (e *Player) exitDetail(p *process, what string) error {
	select {
	case <-p.exited:
	case <-time.After(100 * time.Millisecond):
	}
	if st := p.cmd.ProcessState; st != nil {
		return fmt.Errorf("%s (%s)", what, st)
	}
	return errors.New(what)
}

// ready makes sure an engine is running, has passed its handshake and
// has been told of the game: started if there is none (or it has exited
// between games), newgame and isready at the start of a game or a change
// of variant.
func (e *Player) ready(ctx context.Context, v bao.Variant) error {
	if p := e.proc.p; p != nil && e.fresh && p.dead() {
		e.kill() // exited between games: started anew
	}
	if e.proc.p == nil {
		if err := e.start(ctx); err != nil {
			return err
		}
		e.fresh = true
	}
	name := v.Name()
	if !e.fresh && e.game == name {
		return nil
	}
	p := e.proc.p
	if !plays(p.variants, name) {
		return fmt.Errorf("engine %q (%s) does not play %s: it plays %s", p.name, e.spec, name, strings.Join(p.variants, ", "))
	}
	if e.declares(SeedOption) && !slices.ContainsFunc(e.cfg.Options, func(s Setting) bool { return s.Name == SeedOption }) {
		if err := e.send("setoption name " + SeedOption + " value " + strconv.FormatUint(e.seed, 10)); err != nil {
			return err
		}
	}
	if err := e.send("newgame " + name); err != nil {
		return err
	}
	if err := e.sync(ctx, "readyok", "isready"); err != nil {
		return err
	}
	e.fresh, e.game, e.clock = false, name, e.cfg.Clock
	return nil
}

// declares reports whether the engine declared the option name.
func (e *Player) declares(name string) bool {
	return slices.ContainsFunc(e.proc.p.options, func(o Option) bool { return o.Name == name })
}

// plays reports whether a variants line (nil: none given) lets the engine
// play the variant of canonical name name: an entry that is its base name
// (any options), or a name with options that looks up to it.
func plays(variants []string, name string) bool {
	if variants == nil {
		return true
	}
	base := specpkg.Base(name)
	for _, w := range variants {
		if w == name || w == base {
			return true
		}
		if strings.Contains(w, "(") {
			if v, err := bao.Lookup(w); err == nil && v.Name() == name {
				return true
			}
		}
	}
	return false
}

// start starts the engine's process and reads its handshake.
func (e *Player) start(ctx context.Context) error {
	e.lastName = ""
	p, err := startProcess(&e.cfg)
	if err != nil {
		return e.forfeitStart(err)
	}
	e.proc.p = p
	if err := e.sync(ctx, "baook", "bao"); err != nil {
		return err
	}
	if p.name == "" {
		p.name = baseName(e.cfg.Cmd)
	}
	e.lastName = p.name
	for _, o := range e.cfg.Options {
		if !e.declares(o.Name) {
			known := make([]string, len(p.options))
			for i, o := range p.options {
				known[i] = o.Name
			}
			e.kill()
			return fmt.Errorf("engine %q (%s) has no option %q (its options: %s)", p.name, e.spec, o.Name, strings.Join(known, ", "))
		}
		if err := e.send("setoption name " + o.Name + " value " + o.Value); err != nil {
			return err
		}
	}
	return nil
}

// forfeitStart is the forfeit of a program that could not be started.
func (e *Player) forfeitStart(err error) error {
	return &player.Forfeit{Reason: ReasonCrashed, Err: err}
}

// sync sends cmd and reads the engine's lines until want, within
// Config.Timeout, keeping what the handshake lines say. When ctx is done
// first, it kills the engine and returns ctx.Err().
func (e *Player) sync(ctx context.Context, want, cmd string) error {
	p := e.proc.p
	if err := e.send(cmd); err != nil {
		return err
	}
	timer := time.NewTimer(e.cfg.Timeout)
	defer timer.Stop()
	for {
		line, res := p.next(timer.C, ctx.Done())
		switch res {
		case gotEOF:
			return e.forfeit(ReasonCrashed, e.exitDetail(p, fmt.Sprintf("its output ended before %s", want)))
		case gotTimeout:
			return e.forfeit(ReasonTime, fmt.Errorf("no %s within %v of %s", want, e.cfg.Timeout, cmd))
		case gotCancel:
			e.kill()
			return ctx.Err()
		}
		word, rest := command(line)
		switch word {
		case want:
			return nil
		case "id":
			key, val := command(rest)
			switch key {
			case "name":
				p.name = val
			case "author":
				p.author = val
			}
		case "option":
			if o, err := ParseOption(line); err == nil {
				p.options = append(p.options, o)
			}
		case "variants":
			p.variants = append(p.variants, strings.Fields(rest)...)
		}
	}
}

// baseName returns the last element of a path.
func baseName(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[i+1:]
	}
	return path
}

var (
	_ player.ChildChooser = (*Player)(nil)
	_ player.Analyser     = (*Player)(nil)
	_ player.Reseeder     = (*Player)(nil)
	_ player.External     = (*Player)(nil)
)
