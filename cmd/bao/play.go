package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/render"
)

func init() {
	register(&command{
		name:  "play",
		usage: "[-variant V] [-south human|SPEC] [-north human|SPEC] [-seed S] [-position P] [-match] [-o FILE]",
		short: "play a game in the terminal against a built-in player or another person",
		run:   runPlay,
	})
}

// playDate returns the date written in the Date tag of saved games.
var playDate = func() string { return time.Now().Format("2006-01-02") }

const playHelp = `Type a move in move text, such as A6<* (the annotations * ** # are optional;
kingulu moves are a pit label alone, such as A3), or a command:
  ? or moves   list the legal moves
  undo         take back the last move (against a computer: your last move
               and the computer's reply)
  board        draw the board again
  help         this text
  quit         stop playing
`

// competitor is one of the two sides of a game or match: a person at the
// keyboard or a built-in player.
type competitor struct {
	name string        // "human" or the player's spec
	bot  player.Player // nil for a person
}

// session is a run of bao play: the input, the output and the players.
type session struct {
	e     *env
	in    *bufio.Scanner
	v     bao.Variant
	start bao.State
	ctx   context.Context
}

// endKind says how a game ended.
type endKind int

const (
	finished endKind = iota // played to the end
	quitted                 // the user typed quit
	noInput                 // the input ended
	failed                  // a built-in player failed
)

func runPlay(e *env, args []string) int {
	c := commands["play"]
	fs, variant := c.flags(e)
	south := fs.String("south", "human", "South's player: human, or a built-in player `spec` ("+strings.Join(player.Names(), ", ")+", with parameters in parentheses)")
	north := fs.String("north", "random", "North's player: human or a built-in player `spec`")
	seed := fs.Uint64("seed", 1, "seed of the built-in players (South's uses S, North's S+1)")
	pos := fs.String("position", "", "start from this position text instead of the start position")
	match := fs.Bool("match", false, "play a match of the variant's traditional length (kete: best of three), seats changing after each game")
	out := fs.String("o", "", "save the game (or every game of the match) as a record to `FILE`")
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: bao play %s\n\n%s\n\n%s\nThe input is read line by line, so a game can be scripted. The exit status is\n0 when the game (or match) was played to the end or the user quit, 1 when\nthe input ended first or a player failed, 2 for bad flags.\n\nflags:\n", c.usage, c.short, playHelp)
		fs.PrintDefaults()
	}
	if st := parse(fs, args); st >= 0 {
		return st
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return 1
	}
	start, ok := position(e, v, *pos)
	if !ok {
		return 1
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
			return 2
		}
		comps[i] = competitor{name: p.Name(), bot: p}
	}
	sc := bufio.NewScanner(e.stdin)
	sc.Buffer(make([]byte, 0, 1024), 1<<20)
	ss := &session{e: e, in: sc, v: v, start: start, ctx: context.Background()}

	w := e.stdout
	fmt.Fprintf(w, "%s: South: %s, North: %s.", title(v), comps[0].name, comps[1].name)
	if comps[0].bot == nil || comps[1].bot == nil {
		fmt.Fprint(w, " Type help for the commands.")
	}
	fmt.Fprintln(w)

	games := 1
	if *match {
		games = bao.MatchLength(v)
	}
	m := bao.NewMatch(games)
	var records []*record.Record
	end := finished
	for !m.Over() {
		i := m.Next()
		seats := [2]competitor{comps[m.South(i)], comps[1-m.South(i)]}
		if *match {
			fmt.Fprintf(w, "\nGame %d of a match of best of %d: South: player %d (%s), North: player %d (%s)\n",
				i+1, m.Games, m.South(i)+1, seats[0].name, 2-m.South(i), seats[1].name)
		}
		var g *bao.Game
		g, end = ss.playGame(seats)
		tags := map[string]string{
			record.TagSouth: seats[0].name, record.TagNorth: seats[1].name,
			record.TagSeed: strconv.FormatUint(*seed, 10), record.TagDate: playDate(),
			record.TagEvent: "bao play",
		}
		if *match {
			tags[record.TagRound] = strconv.Itoa(i + 1)
		}
		records = append(records, record.FromGame(g, tags))
		if end != finished {
			break
		}
		if err := m.Record(g.Outcome()); err != nil { // cannot happen: the game is over
			fmt.Fprintln(e.stderr, "bao play:", err)
			end = failed
			break
		}
		if *match {
			fmt.Fprintf(w, "Match score: player 1 (%s) %d, player 2 (%s) %d\n", comps[0].name, m.Wins[0], comps[1].name, m.Wins[1])
		}
	}
	if *match && end == finished {
		if winner, ok := m.Winner(); ok {
			fmt.Fprintf(w, "Player %d (%s) wins the match %d-%d.\n", winner+1, comps[winner].name, m.Wins[winner], m.Wins[1-winner])
		} else {
			fmt.Fprintf(w, "The match is drawn %d-%d.\n", m.Wins[0], m.Wins[1])
		}
	}
	status := 0
	if end == noInput || end == failed {
		status = 1
	}
	if *out != "" {
		if err := saveRecords(*out, records); err != nil {
			fmt.Fprintln(e.stderr, "bao play:", err)
			return 1
		}
		fmt.Fprintf(w, "Saved %d game record(s) to %s.\n", len(records), *out)
	}
	return status
}

// title returns the variant's title ("Bao la Kiswahili") with its name.
func title(v bao.Variant) string {
	if d, ok := v.(bao.Describer); ok && d.Info().Title != "" {
		return d.Info().Title + " (" + v.Name() + ")"
	}
	return v.Name()
}

// saveRecords writes the records to a file.
func saveRecords(name string, records []*record.Record) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	for _, r := range records {
		if err := r.Write(f); err != nil {
			f.Close()
			return err
		}
	}
	return f.Close()
}

// playGame plays one game between seats[South] and seats[North] and
// returns it with how it ended.
func (ss *session) playGame(seats [2]competitor) (*bao.Game, endKind) {
	w := ss.e.stdout
	v := ss.v
	g, _ := bao.NewGameFrom(v, ss.start) // the start was checked
	human := func(p bao.Player) bool { return seats[p].bot == nil }
	showBoard := true
	for !g.Outcome().Over() {
		s := g.State()
		if !human(s.Side) {
			m, err := seats[s.Side].bot.Choose(ss.ctx, v, s)
			if err == nil {
				var text string
				if text, err = bao.FormatMove(v, s, m); err == nil {
					err = g.Play(m)
					fmt.Fprintf(w, "%s (%s) plays %s\n", s.Side, seats[s.Side].name, text)
				}
			}
			if err != nil {
				fmt.Fprintf(ss.e.stderr, "bao play: %s (%s): %v\n", s.Side, seats[s.Side].name, err)
				return g, failed
			}
			showBoard = true
			continue
		}
		if showBoard {
			fmt.Fprint(w, "\n"+render.Text(v, s))
			showBoard = false
		}
		fmt.Fprintf(w, "%s to move> ", s.Side)
		if !ss.in.Scan() {
			fmt.Fprintln(w)
			if err := ss.in.Err(); err != nil {
				fmt.Fprintln(ss.e.stderr, "bao play:", err)
			}
			fmt.Fprintf(w, "The input ended: game abandoned after %d moves.\n", g.Ply())
			return g, noInput
		}
		line := strings.TrimSpace(ss.in.Text())
		switch strings.ToLower(line) {
		case "":
		case "quit", "exit", "q":
			fmt.Fprintf(w, "Game abandoned after %d moves.\n", g.Ply())
			return g, quitted
		case "help", "h":
			fmt.Fprint(w, playHelp)
		case "board":
			showBoard = true
		case "?", "moves":
			var list []string
			for _, m := range g.Legal() {
				text, err := bao.FormatMove(v, s, m)
				if err != nil {
					text = m.String()
				}
				list = append(list, text)
			}
			fmt.Fprintf(w, "Legal moves (%d): %s\n", len(list), strings.Join(list, " "))
		case "undo":
			// Back to the last position before g.Ply() where a person was to
			// move.
			target := g.Ply() - 1
			for target >= 0 && !human(g.StateAt(target).Side) {
				target--
			}
			if target < 0 {
				fmt.Fprintln(w, "Nothing to undo.")
				break
			}
			var undone []string
			for g.Ply() > target {
				i := g.Ply() - 1
				text, err := bao.FormatMove(v, g.StateAt(i), g.Moves()[i])
				if err != nil {
					text = g.Moves()[i].String()
				}
				g.Undo()
				undone = append(undone, text)
			}
			slices.Reverse(undone)
			fmt.Fprintf(w, "Took back %s.\n", strings.Join(undone, " "))
			showBoard = true
		default:
			m, err := g.PlayText(line)
			if err != nil {
				fmt.Fprintf(w, "%v\n(Type ? for the legal moves, help for the commands.)\n", err)
				break
			}
			text, _ := bao.FormatMove(v, s, m) // m was legal in s
			fmt.Fprintf(w, "%s plays %s\n", s.Side, text)
			showBoard = true
		}
	}
	fmt.Fprint(w, "\n"+render.Text(v, g.State()))
	fmt.Fprintf(w, "Game over after %d moves: %v\n", g.Ply(), g.Outcome())
	return g, finished
}
