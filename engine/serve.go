package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

// Author is what Serve's handshake gives as its author.
const Author = "bao-games/bao"

// ServeConfig describes the engine Serve is: the built-in player it serves
// and the variant it starts with.
type ServeConfig struct {
	// Player is the spec of the player that chooses the moves, as
	// player.New reads it ("alphabeta(nodes=20000)").
	Player string
	// Seed seeds the player; the option SeedOption changes it.
	Seed uint64
	// Variant is the variant played until a newgame names another; nil
	// means kiswahili.
	Variant bao.Variant
	// Name is the name of the handshake's id line; "" means "bao " and
	// the player's canonical spec.
	Name string
}

// Serve speaks the engine side of the protocol on in and out (an engine's
// standard input and output) until quit or the end of in: the moves are
// those of the analysis of the built-in player of c.Player (player.Analyse,
// the call bao analyse makes), and the info line before each bestmove
// gives that analysis's depth, score, winin/lossin, nodes and pv, as bao
// analyse prints them (player.NewReport). The player keeps its search
// state from position to position of a game; newgame, and setoption of
// the seed, start it afresh. A go without limits searches with the budgets
// of the player's spec; a go with limits searches within them alone:
// depth and nodes replace the spec's depth and node budget (for mcts,
// nodes are iterations), and movetime or the clock fields of the side to
// move set a deadline at which the search stops and its best move so far
// is played. stop ends a search at once, and bestmove still follows.
// Commands other than stop and quit that arrive during a search wait
// until its bestmove is written.
//
// The position is the variant's start until a position command (and
// after a newgame). A position that does not parse, or a move of a
// position command that is not legal, gives "info string error ..." and
// leaves no position: the
// next go answers "bestmove none", as does a go in a finished game. So
// does a newgame of a variant not registered, which leaves no variant
// until the next newgame. Unknown commands are ignored.
//
// An engine exits when its input ends: at the end of in, a search going
// on stops at once, as after stop, and its bestmove is written; the
// commands read before the end are still run, a go among them answered
// at once (its search stopped as it starts), and then Serve returns.
//
// Serve returns nil after quit or at the end of in, an error when the
// player spec is bad or writing fails, and ctx.Err() when ctx is done.
func Serve(ctx context.Context, in io.Reader, out io.Writer, c ServeConfig) error {
	base, err := player.New(c.Player, c.Seed)
	if err != nil {
		return err
	}
	if closer, ok := base.(io.Closer); ok {
		defer func() { closer.Close() }()
	}
	if c.Variant == nil {
		if c.Variant, err = bao.Lookup("kiswahili"); err != nil {
			return err
		}
	}
	if c.Name == "" {
		c.Name = "bao " + base.Name()
	}
	sv := &server{c: c, w: bufio.NewWriter(out), v: c.Variant, s: c.Variant.Start(), valid: true, seed: c.Seed, base: base}
	quit := make(chan struct{})
	defer close(quit)
	lines := make(chan string)
	go readLines(in, lines, quit)
	return sv.loop(ctx, lines)
}

// server is the state of Serve.
type server struct {
	c     ServeConfig
	w     *bufio.Writer
	v     bao.Variant // nil after a newgame of an unknown variant
	s     bao.State
	valid bool // s is a position of v
	seed  uint64
	base  player.Player
	// limited holds the players of the limits of go commands seen in
	// this game (playerFor), built from base's configuration.
	limited map[Go]player.Player
	queue   []string // commands waiting for the search to end
}

// searchResult is what a search goroutine gives back.
type searchResult struct {
	move bao.Move
	info Info
	err  error
}

// loop reads and runs the commands.
func (sv *server) loop(ctx context.Context, lines <-chan string) error {
	var (
		searching bool
		cancel    context.CancelFunc
		results   = make(chan searchResult, 1)
		s         bao.State // the position searched
	)
	// inputCtx is done when ctx is or the input has ended: the searches'.
	inputCtx, endInput := context.WithCancel(ctx)
	defer endInput()
	finish := func(r searchResult) error {
		searching = false
		cancel()
		m := r.move
		if r.err != nil {
			// Stopped before the player had a move: the first legal one.
			legal := sv.v.Legal(s, nil)
			m = legal[0]
			why := r.err.Error()
			if inputCtx.Err() != nil && ctx.Err() == nil {
				why = "stopped: the input ended"
			}
			sv.printf("info string %s", oneLine(why))
		} else {
			sv.printf("%s", r.info.String())
		}
		text, err := bao.FormatMove(sv.v, s, m)
		if err != nil {
			text = m.String()
		}
		sv.printf("bestmove %s", text)
		return sv.w.Flush()
	}
	for {
		var line string
		if !searching && len(sv.queue) > 0 {
			line, sv.queue = sv.queue[0], sv.queue[1:]
		} else {
			if lines == nil && !searching {
				return sv.w.Flush() // the input has ended, and every command is done
			}
			var ok bool
			select {
			case line, ok = <-lines:
				if !ok {
					// The end of the input stops the search going on and
					// any later one at once; the commands read are still
					// run, and then Serve returns.
					endInput()
					lines = nil
					continue
				}
			case r := <-results:
				if err := finish(r); err != nil {
					return err
				}
				continue
			case <-ctx.Done():
				if searching {
					cancel()
					<-results
				}
				return ctx.Err()
			}
		}
		word, rest := command(line)
		if searching {
			switch word {
			case "stop":
				cancel()
			case "quit":
				cancel()
				if err := finish(<-results); err != nil {
					return err
				}
				return nil
			default:
				sv.queue = append(sv.queue, line)
			}
			continue
		}
		switch word {
		case "quit":
			return sv.w.Flush()
		case "go":
			g, err := ParseGo(line)
			if err != nil { // searched without limits
				sv.printf("info string error %s", oneLine(err.Error()))
			}
			if !sv.valid || sv.v == nil {
				sv.printf("info string error no position: bestmove none")
				sv.printf("bestmove none")
				break
			}
			if len(sv.v.Legal(sv.s, nil)) == 0 {
				sv.printf("bestmove none")
				break
			}
			s = sv.s
			p := sv.playerFor(g)
			var sctx context.Context
			sctx, cancel = searchContext(inputCtx, g, s.Side)
			searching = true
			go func(v bao.Variant, s bao.State) { results <- search(sctx, p, v, s) }(sv.v, s)
		default:
			sv.run(word, rest)
		}
		if err := sv.w.Flush(); err != nil {
			return err
		}
	}
}

// run runs a command other than go, quit and stop (which does nothing
// outside a search).
func (sv *server) run(word, rest string) {
	switch word {
	case "bao":
		sv.printf("id name %s", sv.c.Name)
		sv.printf("id author %s", Author)
		sv.printf("%s", Option{Name: SeedOption, Type: "spin", Default: strconv.FormatUint(sv.c.Seed, 10) + " min 0 max " + strconv.FormatUint(math.MaxUint64, 10)})
		sv.printf("variants %s", strings.Join(bao.Names(), " "))
		sv.printf("baook")
	case "isready":
		sv.printf("readyok")
	case "setoption":
		name, value, err := parseSetOption(rest)
		switch {
		case err != nil:
			sv.printf("info string error %s", oneLine(err.Error()))
		case name != SeedOption:
			sv.printf("info string error no option %q (options: %s)", name, SeedOption)
		default:
			seed, err := strconv.ParseUint(value, 10, 64)
			if err != nil {
				sv.printf("info string error seed %q: want a whole number", value)
				break
			}
			sv.seed = seed
			sv.reset()
		}
	case "newgame":
		if rest != "" {
			v, err := bao.Lookup(rest)
			if err != nil {
				sv.v = nil
				sv.printf("info string error %s", oneLine(err.Error()))
			} else {
				sv.v = v
			}
		}
		sv.valid = sv.v != nil
		if sv.valid {
			sv.s = sv.v.Start() // until a position command
		}
		sv.reset()
	case "position":
		sv.valid = false
		s, err := sv.position(rest)
		if err != nil {
			sv.printf("info string error position: %s", oneLine(err.Error()))
			break
		}
		sv.s, sv.valid = s, true
	}
}

// reset builds the player anew with the seed: a new game.
func (sv *server) reset() {
	if closer, ok := sv.base.(io.Closer); ok {
		closer.Close()
	}
	if p, err := player.New(sv.c.Player, sv.seed); err == nil {
		sv.base = p
	}
	sv.limited = nil
}

// position reads the argument of a position command: "start" or a
// position text, then optionally "moves" and move texts, each checked.
func (sv *server) position(arg string) (bao.State, error) {
	if sv.v == nil {
		return bao.State{}, errors.New("no variant: the last newgame named none that is known")
	}
	f := strings.Fields(arg)
	i := 0
	for i < len(f) && f[i] != "moves" {
		i++
	}
	var s bao.State
	switch {
	case i == 1 && f[0] == "start":
		s = sv.v.Start()
	case i == 0:
		return bao.State{}, errors.New("want start or a position text")
	default:
		var err error
		if s, err = bao.ParseState(sv.v, strings.Join(f[:i], " ")); err != nil {
			return bao.State{}, err
		}
	}
	for ply, text := range f[min(i+1, len(f)):] {
		if o := sv.v.Outcome(s); o.Over() {
			return bao.State{}, fmt.Errorf("move %d %q: the game is over", ply+1, text)
		}
		_, t, err := bao.ReadMove(sv.v, s, text)
		if err != nil {
			return bao.State{}, fmt.Errorf("move %d %q: %w", ply+1, text, err)
		}
		s = t
	}
	return s, nil
}

// parseSetOption reads "name <n> value <v>" (the name possibly of several
// words, the value the rest of the line).
func parseSetOption(rest string) (name, value string, err error) {
	f := strings.Fields(rest)
	if len(f) < 2 || f[0] != "name" {
		return "", "", fmt.Errorf("setoption %q: want name <n> value <v>", rest)
	}
	i := 1
	for i < len(f) && f[i] != "value" {
		i++
	}
	name = strings.Join(f[1:i], " ")
	if i < len(f) {
		value = strings.Join(f[i+1:], " ")
	}
	return name, value, nil
}

// playerFor returns the player of a go command: the base player when it
// sets no limit of the search's size (depth, nodes, a clock), else one
// built from the configuration of the player that searches (best's: the
// player it resolves to for the variant) with the go's limits instead of
// the spec's budgets, kept for the rest of the game. For alphabeta, depth
// D and nodes N give the spec with depth=D (64 without), nodes=N (0, no
// budget, without) and no time, as bao analyse reads
// "alphabeta(depth=D,nodes=N)"; for mcts, nodes N give iterations=N and no
// time. The exact player keeps its own budget (a movetime or clock still
// stops it).
func (sv *server) playerFor(g Go) player.Player {
	key := Go{Depth: g.Depth, Nodes: g.Nodes, Clock: g.MoveTime > 0 || g.Clock}
	if key == (Go{}) {
		return sv.base
	}
	if p, ok := sv.limited[key]; ok {
		return p
	}
	p := sv.base
	if b, ok := p.(*player.Best); ok && sv.v != nil {
		if inner, err := b.For(sv.v); err == nil {
			p = inner
		}
	}
	switch b := p.(type) {
	case *player.AlphaBeta:
		c := b.Config()
		c.Time, c.Depth, c.Nodes = 0, g.Depth, g.Nodes
		if c.Depth == 0 {
			c.Depth = 64
		}
		p = player.NewAlphaBeta(c, sv.seed)
	case *player.MCTS:
		c := b.Config()
		c.Time = 0
		if g.Nodes > 0 || key.Clock {
			c.Iterations = int(min(g.Nodes, math.MaxInt32))
		}
		p = player.NewMCTS(c, sv.seed)
	}
	if sv.limited == nil {
		sv.limited = map[Go]player.Player{}
	}
	sv.limited[key] = p
	return p
}

// deadline returns the time a search of g may take for side, or 0 for
// none: movetime less a little, and of a clock a share of the time left.
func deadline(g Go, side bao.Player) time.Duration {
	var d time.Duration
	if g.MoveTime > 0 {
		d = g.MoveTime - min(g.MoveTime/20, 20*time.Millisecond)
	}
	if g.Clock {
		left, inc := g.Time[side], g.Inc[side]
		share := min(left/30+inc*3/4, left/2)
		share = max(share, time.Millisecond)
		if d == 0 || share < d {
			d = share
		}
	}
	return d
}

// searchContext returns the context of a search of g for side: with the
// deadline of g, if any.
func searchContext(ctx context.Context, g Go, side bao.Player) (context.Context, context.CancelFunc) {
	if d := deadline(g, side); d > 0 {
		return context.WithTimeout(ctx, d)
	}
	return context.WithCancel(ctx)
}

// search runs one search of p and describes it as bao analyse does: the
// move is that of player.Analyse, the call bao analyse makes (lines.Analyse),
// and the info line gives the depth, score, winin/lossin, nodes and pv of
// the same analysis, read from the same Report (player.NewReport) that bao
// analyse prints, so that the two never differ.
func search(ctx context.Context, p player.Player, v bao.Variant, s bao.State) searchResult {
	start := time.Now()
	a, err := player.Analyse(ctx, p, v, s)
	if err != nil {
		return searchResult{err: err}
	}
	r := player.NewReport(v, s, a)
	in := Info{Depth: r.Depth, Nodes: r.Nodes, Time: a.Elapsed, WinIn: r.WinIn, LossIn: r.LossIn, PV: r.PV}
	if in.Time == 0 {
		in.Time = time.Since(start)
	}
	if r.Score != nil {
		in.Score, in.HasScore = *r.Score, true
	}
	if len(in.PV) == 0 {
		in.PV = []string{r.Move}
	}
	return searchResult{move: a.Move, info: in}
}

// printf writes one line.
func (sv *server) printf(format string, args ...any) {
	fmt.Fprintf(sv.w, format, args...)
	sv.w.WriteByte('\n')
}

// oneLine replaces the line breaks of s by spaces.
func oneLine(s string) string {
	return strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
}
