package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/spec"
	"github.com/bao-games/bao/internal/words"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/render"
)

// playLong is what bao play -h says between its short text and its exit statuses.
const playLong = playHelp + `
The board is drawn after every move, as the person at the keyboard sees it
(-view), with one line that says what the move did. The input is read line
by line, so a game can be scripted. With -o the file is written before the
game starts (so a file that cannot be written stops bao play at once) and
again, whole, after every move: it always holds the game so far.
-continue FILE goes on with the last game of FILE, saved by -o and not
finished: its moves are replayed and checked, the board is drawn as it
stands, and FILE is saved again after every move (or -o FILE2, a new file,
with the games of FILE and this one). The players are the record's South
and North unless -south or -north is given.`

// playExits is the exit statuses bao play -h gives.
const playExits = "Exit status: 0 when the game (or match) was played to the end or the user\nquit, 1 when the input ended first, a player failed or a write failed, 2\nfor bad usage (unknown flag, bad flag value, unknown variant or player)."

// playDate returns the date written in the Date tag of saved games: the
// day the game began, in UTC, as record.FromGame gives it.
var playDate = func() string { return time.Now().UTC().Format(record.DateLayout) }

const playHelp = `Type a move in move text, or a command. Move text (docs/interfaces.md):
  A6<    the pit the move starts from: A1..A8 your front row, B1..B8 your
         back row as South (a1..b8 as North), numbered from your left;
         < or > the direction of the first seed, toward your left or right
  A6>+   + safari: the move ends in your own house and goes on from it
         (without +, it stops there); written only where you may choose
  A6<*   * takasa: the move captures nothing (annotations are optional:
         when you write them they are checked)
  A7<**  ** a takasa that creates a takasia: a pit of the opponent is
         frozen for his next move
  A2>#   # the move wins the game
  A1<*~  ~ bawo: the move loses (a lone kichwa sown towards the back row)
  A3     kingulu: the pit label alone; sowing is always anticlockwise
  A1,A8,B4,B5,B5  bawo(gambit=on): the opening gambit, the five pits that
         get a seed (your pits 6 and 7's four and one from the store),
         in pit order A1..A8, B1..B8, a pit once per seed
Commands:
  ? or moves   list the legal moves
  undo         take back the last move (against a computer: your last move
               and the computer's reply)
  board        draw the board again
  position     print the position text (for bao analyse, eval, solve
               -position, show -position, play -position)
  hint         ask the -hint player for a move (default: best)
  analyse      the -hint player's analysis: its move, its score, the line
               it expects, and its score of every move
  help rules   how the game is played, in a screenful
  help         this text
  quit         stop playing
Plies and moves are numbered as in a game record: a ply is one player's
turn, a move a pair of plies (South's and North's), so "2... a5<" is
North's ply of move 2.
The board: each row with its pit labels first (South's rows at the bottom
as South sees them), the seeds in each pit; a house still owned (nyumba,
A5 / a5) has an H after its seeds, "6H"; then one line:
  stores 22/22     seeds South / North still hold off the board, to be
                   sown one at a time in the first stage (kiswahili, kete)
  houses SN        who still owns his house (nyumba, A5 / a5): S South,
                   N North, - neither
  restricted a3    the pit under takasia (kete: hizi zetu), - none
                   (docs/interfaces.md says what it forbids)
  moved S          bawo: the players whose house (kuu) has moved (BW8):
                   S South, N North, - neither
  gambit SN        bawo(gambit=on): the players whose opening gambit is
                   still to be played (BW11), - neither
  banks 7/3        kingulu: the seeds South / North have banked
  5N               kingulu: a pit reserved by North (a child, kuweka
                   mtoto): a seed sown into it goes to North's bank (G4)
  Score            kingulu: each side's bank, plus the seeds of his own
                   row not reserved, plus those of his children (G10)
`

// competitor is one of the two sides of a game or match: a person at the
// keyboard or a built-in player.
type competitor struct {
	name string        // "human" or the player's spec
	bot  player.Player // nil for a person
}

// slow reports whether the built-in player may take a while (anything but
// random and greedy), so that bao play says it is thinking.
func (c competitor) slow() bool {
	base := spec.Base(c.name)
	return c.bot != nil && base != "random" && base != "greedy"
}

// session is a run of bao play: the input, the output, the players and the
// file the games are saved to.
type session struct {
	e     *env
	w     *output
	in    *bufio.Scanner
	v     bao.Variant
	start bao.State
	ctx   context.Context
	view  string // "auto", "south" or "north"

	out  string           // -o FILE, or ""
	done []*record.Record // the finished games of the match, for -o
	tags map[string]string

	hint     string        // the -hint spec
	hintSeed uint64        // the seed of the -hint player
	adviser  player.Player // the -hint player, made at the first hint
}

// endKind says how a game ended.
type endKind int

const (
	finished endKind = iota // played to the end
	quitted                 // the user typed quit
	noInput                 // the input ended
	failed                  // a built-in player failed, or a write
)

func runPlay(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	south := fs.String("south", "human", "South's player: human, or a built-in player `spec` ("+strings.Join(player.Names(), ", ")+", with parameters in parentheses)")
	north := fs.String("north", "best", "North's player: human or a built-in player `spec`; the default, "+player.BestDoc)
	seed := fs.Uint64("seed", 1, "seed `S` of the built-in players (South's uses S, North's S+1)")
	pos := fs.String("position", "", "start from this position text instead of the start position")
	match := fs.Bool("match", false, "play a match of the variant's traditional length (kete: best of three), seats changing after each game")
	view := fs.String("view", "auto", "draw the board as `side` sees it: south, north, or auto (the side of the one person playing; South when two people or none play)")
	out := fs.String("o", "", "save the game (or every game of the match) as game records to `FILE`, after every move")
	cont := fs.String("continue", "", "go on with the unfinished last game saved in `FILE` (by -o), saving it there after every move")
	hint := fs.String("hint", "best", "the player `spec` that answers hint and analyse at the prompt")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	if *cont != "" && (flagGiven(fs, "position") || *match) {
		fmt.Fprintln(e.stderr, "bao play: -continue excludes -position and -match")
		return exitUsage
	}
	if _, err := player.New(*hint, 0); err != nil {
		fmt.Fprintln(e.stderr, "bao play: -hint:", err)
		return exitUsage
	}
	if *view != "auto" && *view != "south" && *view != "north" {
		fmt.Fprintf(e.stderr, "bao play: -view %q: want auto, south or north\n", *view)
		return exitUsage
	}
	if *out != "" {
		err := e.lockOutput("-o", *out)
		if err == nil {
			err = checkExisting(*out, "remove it or name another file")
		}
		if err != nil {
			fmt.Fprintln(e.stderr, "bao play:", err)
			return exitUsage
		}
	}
	var saved0 *saved
	if *cont != "" {
		var err error
		if saved0, err = loadSaved(e, fs, *variant, *cont); err != nil {
			fmt.Fprintln(e.stderr, "bao play:", err)
			return exitFail
		}
		if *out == "" {
			*out = *cont
		}
		if n, err := strconv.ParseUint(saved0.game.Tags[record.TagSeed], 10, 64); err == nil && !flagGiven(fs, "seed") {
			*seed = n // the saved game's players play on with its seed
		}
		for i, name := range []string{"south", "north"} {
			if tag := saved0.game.Tags[[]string{record.TagSouth, record.TagNorth}[i]]; !flagGiven(fs, name) && tag != "" && tag != record.Unknown {
				*[]*string{south, north}[i] = tag
			}
		}
	}
	v, start, ok := position(e, *variant, *pos)
	if !ok {
		return exitUsage
	}
	if saved0 != nil {
		v, start = saved0.v, saved0.g.Start()
	}
	var comps [2]competitor
	for i, spec := range []string{*south, *north} {
		comps[i] = competitor{name: "human"}
		if spec == "human" {
			continue
		}
		p, err := player.New(spec, *seed+uint64(i))
		if err != nil {
			fmt.Fprintln(e.stderr, "bao play:", err)
			return exitUsage
		}
		comps[i] = competitor{name: p.Name(), bot: p}
		if c, ok := p.(io.Closer); ok {
			defer c.Close() // an outside engine's process
		}
	}
	sc := bufio.NewScanner(e.stdin)
	sc.Buffer(make([]byte, 0, 1024), maxPlayLine)
	w := newOutput(e.stdout)
	ss := &session{e: e, w: w, in: sc, v: v, start: start, ctx: context.Background(), view: *view, out: *out, hint: *hint, hintSeed: *seed + 2}
	if saved0 != nil {
		ss.done = saved0.before
	}
	defer func() {
		if c, ok := ss.adviser.(io.Closer); ok {
			c.Close() // an outside engine's process
		}
	}()

	games := 1
	if *match {
		games = bao.MatchLength(v)
	}
	m := bao.NewMatch(games)
	end := finished
	saved := 0
	for !m.Over() {
		i := m.Next()
		seats := [2]competitor{comps[m.South(i)], comps[1-m.South(i)]}
		ss.tags = map[string]string{
			record.TagSouth: seats[0].name, record.TagNorth: seats[1].name,
			record.TagSeed: strconv.FormatUint(*seed, 10), record.TagDate: playDate(),
			record.TagEvent: "bao play",
		}
		if *match {
			ss.tags[record.TagRound] = strconv.Itoa(i + 1)
		}
		g, _ := bao.NewGameFrom(v, start) // the start was checked
		if saved0 != nil && i == 0 {
			g = saved0.g
			for k, val := range saved0.game.Tags {
				if k != record.TagSouth && k != record.TagNorth && k != record.TagGenerator {
					ss.tags[k] = val // the saved game's date, seed, event...
				}
			}
		}
		if i == 0 {
			// Check that the file can be written before the first move.
			if err := ss.save(g); err != nil {
				fmt.Fprintln(e.stderr, "bao play:", err)
				return exitFail
			}
			if saved0 != nil {
				w.Printf("Continuing the game of %s after %s.\n", *cont, record.Plies(g.Ply()))
			}
			w.Printf("%s: South: %s, North: %s.", title(v), comps[0].name, comps[1].name)
			if comps[0].bot == nil || comps[1].bot == nil {
				w.Print(" Type help for the notation and the commands.")
			}
			w.Println()
		}
		if *match {
			w.Printf("\nGame %d of a match of best of %d: South: player %d (%s), North: player %d (%s)\n",
				i+1, m.Games, m.South(i)+1, seats[0].name, 2-m.South(i), seats[1].name)
		}
		g, end = ss.playGame(seats, g)
		if end != failed {
			if err := ss.save(g); err != nil {
				fmt.Fprintln(e.stderr, "bao play:", err)
				end = failed
			}
		}
		ss.done = append(ss.done, record.FromGame(g, ss.tags))
		saved = len(ss.done)
		if end != finished {
			break
		}
		if err := m.Record(g.Outcome()); err != nil { // cannot happen: the game is over
			fmt.Fprintln(e.stderr, "bao play:", err)
			end = failed
			break
		}
		if *match {
			w.Printf("Match score: player 1 (%s) %d, player 2 (%s) %d\n", comps[0].name, m.Wins[0], comps[1].name, m.Wins[1])
		}
	}
	if *match && end == finished {
		if winner, ok := m.Winner(); ok {
			w.Printf("Player %d (%s) wins the match %d-%d.\n", winner+1, comps[winner].name, m.Wins[winner], m.Wins[1-winner])
		} else {
			w.Printf("The match is drawn %d-%d.\n", m.Wins[0], m.Wins[1])
		}
	}
	status := exitOK
	if end == noInput || end == failed {
		status = exitFail
	}
	if *out != "" && end != failed {
		w.Printf("Saved %s to %s.\n", words.Count(saved, "game record"), *out)
	}
	return finish(e, "play", w, status)
}

// save writes the finished games of the match and g, the game going on,
// whole to the -o file (nothing without -o).
func (ss *session) save(g *bao.Game) error {
	if ss.out == "" {
		return nil
	}
	var b bytes.Buffer
	for _, r := range append(slices.Clip(ss.done), record.FromGame(g, ss.tags)) {
		if err := r.Write(&b); err != nil {
			return err
		}
	}
	return writeWhole(ss.out, b.Bytes())
}

// title returns the variant's title ("Bao la Kiswahili") with its name.
func title(v bao.Variant) string {
	if d, ok := v.(bao.Describer); ok && d.Info().Title != "" {
		return d.Info().Title + " (" + v.Name() + ")"
	}
	return v.Name()
}

// seat returns the side the board is drawn from.
func (ss *session) seat(seats [2]competitor) bao.Player {
	switch {
	case ss.view == "north":
		return bao.North
	case ss.view == "auto" && seats[bao.North].bot == nil && seats[bao.South].bot != nil:
		return bao.North
	}
	return bao.South
}

// errFailed ends a call of player.PlayOn in playGame after a write
// failed (and was reported).
var errFailed = errors.New("play failed")

// playGame plays the game g (new, or continued) between seats[South] and seats[North] and
// returns it with how it ended: player.PlayOn asks each side for its
// moves, a person through the keyboard (a player.Terminal), and played
// reports each ply.
func (ss *session) playGame(seats [2]competitor, g *bao.Game) (*bao.Game, endKind) {
	w := ss.w
	v := ss.v
	human := func(p bao.Player) bool { return seats[p].bot == nil }
	seat := ss.seat(seats)
	board := func() {
		w.Print("\n" + render.TextWith(v, g.State(), render.TextOptions{Seat: seat, MarkHouses: true}))
		if o := v.Outcome(g.State()); o.Scored && !o.Over() {
			w.Printf("Score: South %d, North %d\n", o.Score[bao.South], o.Score[bao.North])
		}
	}
	board()
	// played reports the ply just played and saves the game.
	played := func(g *bao.Game) error {
		i := g.Ply() - 1
		before := g.StateAt(i)
		who := before.Side.String()
		if !human(before.Side) {
			who = fmt.Sprintf("%s (%s)", before.Side, seats[before.Side].name)
		}
		e, err := render.Describe(v, before, g.Moves()[i], -1)
		if err != nil { // m was legal: only a failing bao.Tracer
			fmt.Fprintln(ss.e.stderr, "bao play:", err)
			return errFailed
		}
		w.Printf("%s %s plays %s: %s.\n", record.MoveNumber(g.Start().Side, i), who, e.Text, e.Explanation())
		board()
		if err := ss.save(g); err != nil {
			fmt.Fprintln(ss.e.stderr, "bao play:", err)
			return errFailed
		}
		return nil
	}
	you := &player.Terminal{Game: g, In: ss.in, Out: w, Help: playHelp, Board: board, Human: human, Extra: ss.extra}
	var sides [2]player.Player
	for p, c := range seats {
		sides[p] = you
		if c.bot != nil {
			sides[p] = &computer{c, w}
		}
	}
	for {
		err := player.PlayOn(ss.ctx, g, sides[bao.South], sides[bao.North], 0, played)
		var te *player.TurnError
		switch {
		case err == nil:
			w.Printf("Game over after %s: %v\n", record.Plies(g.Ply()), g.Outcome())
			return g, finished
		case errors.Is(err, player.ErrQuit):
			w.Printf("Game abandoned after %s.\n", record.Plies(g.Ply()))
			return g, quitted
		case errors.Is(err, player.ErrInputEnded):
			if err := ss.in.Err(); errors.Is(err, bufio.ErrTooLong) {
				fmt.Fprintf(ss.e.stderr, "bao play: reading the input: line %d is longer than %d bytes\n", you.Lines+1, maxPlayLine)
			} else if err != nil {
				fmt.Fprintf(ss.e.stderr, "bao play: reading the input: line %d: %v\n", you.Lines+1, err)
			}
			w.Printf("The input ended: game abandoned after %s.\n", record.Plies(g.Ply()))
			return g, noInput
		case errors.Is(err, player.ErrUndo):
			you.Undo()
			board()
			if err := ss.save(g); err != nil {
				fmt.Fprintln(ss.e.stderr, "bao play:", err)
				return g, failed
			}
		case errors.As(err, &te) && !errors.Is(err, errFailed) && !errors.Is(err, player.ErrOutput):
			fmt.Fprintf(ss.e.stderr, "bao play: %s (%s): %v\n", te.Side, seats[te.Side].name, te.Err)
			return g, failed
		default: // a failed write, reported
			return g, failed
		}
	}
}

// computer is a built-in player of bao play, for player.PlayOn: it says
// that it is thinking when it may take a while.
type computer struct {
	competitor
	w *output
}

// Name returns the player's spec.
func (c *computer) Name() string { return c.name }

// Choose flushes the output, says that the player is thinking when it is
// slow, and asks the player.
func (c *computer) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	if c.w.Flush() != nil {
		return bao.Move{}, errFailed
	}
	if c.slow() {
		c.w.Printf("%s (%s) is thinking...\n", s.Side, c.name)
		c.w.Flush()
	}
	return c.bot.Choose(ctx, v, s)
}

// maxPlayLine is the longest input line play reads: a longer one ends the
// input, with an error naming its line.
const maxPlayLine = 1 << 20
