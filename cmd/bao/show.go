package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/render"
	"github.com/bao-games/bao/web/static"
)

// showLong is what bao show -h says between its short text and its exit statuses.
const showLong = `With -record, FILE holds game records in the format of package record or
the JSON lines of bao selfplay (told apart by the content); -game picks the
game, numbered as the records number games, and -ply the position after
that many plies (a move is a pair of plies, South's and North's, numbered
as in the record). The whole record is replayed and checked as bao
replay checks it (every move, the result, the reason and the final
position), whatever -ply shows: a record replay refuses is refused here.

Game numbers count from 0, as the "game" field of the records of bao
selfplay and bao tournament: -game 17 is the record with "game":17, in a
shard's file or a merged one alike. A record without that field (package
record's text, as bao play -o writes) is numbered by its place in the file,
from 0. Before v0.4.0, -game counted the records of the file from 1.`

// gameUsage returns the help of a -game flag: what it picks, how games are
// numbered, and what happens without it.
func gameUsage(what, without string) string {
	return what + `, counting from 0 as the records' "game" field does (a record without one: its place in the file, from 0); default: ` + without
}

func runShow(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	pos := fs.String("position", "", "draw this position text (default: the variant's start position)")
	recFile := fs.String("record", "", "draw the final position of the game record in `FILE` (- for stdin)")
	game := fs.Int("game", -1, gameUsage("with -record: draw game `N` of the file", "the first record"))
	ply := fs.Int("ply", -1, "with -record: draw the position after the first `K` plies (default: the final position)")
	format := fs.String("format", "text", "what to write on stdout: `text`, svg, or position (the position text, for analyse, eval, solve -position)")
	svgOut := fs.String("svg", "", "also write the SVG picture to `FILE`")
	title := fs.String("title", "", "SVG: a title above the board")
	caption := fs.String("caption", "", "SVG: a caption below the board (with -record, default: the last move)")
	labels := fs.Bool("labels", true, "SVG: write the pit labels")
	lang := fs.String("lang", "en", "SVG: the `language` of the picture's words, a column of the page's words table: "+strings.Join(static.Table().Languages(), ", "))
	fs.Lookup("ply").DefValue = "0" // an int flag whose DefValue is "0" prints no "(default ...)"
	fs.Lookup("game").DefValue = "0"
	fs.Lookup("variant").Usage = "variant `name`, with rule options in parentheses: " + strings.Join(bao.Names(), ", ") + "; with -record: only checks that the record is of this variant (default: kiswahili; with -record: the record's own)"
	fs.Lookup("variant").DefValue = ""
	if st := parse(fs, args); st >= 0 {
		return st
	}
	fail := func(format string, args ...any) int {
		fmt.Fprintf(e.stderr, "bao show: "+format+"\n", args...)
		return exitUsage
	}
	switch {
	case fs.NArg() > 0:
		return fail("unexpected argument %q", fs.Arg(0))
	case *format != "text" && *format != "svg" && *format != "position":
		return fail("-format %q: want text, svg or position", *format)
	case !static.Table().Has(*lang):
		return fail("-lang %q: want one of %s", *lang, strings.Join(static.Table().Languages(), ", "))
	case *pos != "" && *recFile != "":
		return fail("-position and -record exclude each other")
	case *recFile == "" && (flagGiven(fs, "ply") || flagGiven(fs, "game")):
		return fail("-ply and -game need -record")
	case *ply < -1 || *ply == -1 && flagGiven(fs, "ply"):
		return fail("-ply %d: want a number of plies, at least 0", *ply)
	case *game < 0 && flagGiven(fs, "game"):
		return fail(`-game %d: want a game number, at least 0 (games count from 0, as the records' "game" field)`, *game)
	}
	if err := checkNotInput("-svg", *svgOut, *recFile); err != nil {
		return fail("%v", err)
	}
	if err := e.lockOutput("-svg", *svgOut); err != nil {
		return fail("%v", err)
	}
	opt := render.Options{Title: *title, Caption: *caption, Labels: *labels}
	if *lang != "en" {
		opt.Words = static.Table().In(*lang)
	}
	var v bao.Variant
	var s bao.State
	if *recFile == "" {
		var ok bool
		if v, s, ok = position(e, *variant, *pos); !ok {
			return exitUsage
		}
	} else {
		want, ok := variantFlag(e, fs, *variant)
		if !ok {
			return exitUsage
		}
		r, num, err := readRecord(e, *recFile, *game)
		if err != nil {
			fmt.Fprintln(e.stderr, "bao show:", err)
			return exitFail
		}
		var g *bao.Game
		v, err = r.VariantWant(want)
		switch {
		case err != nil:
		case *ply > len(r.Moves):
			err = fmt.Errorf("-ply %d: the record has %s", *ply, record.Plies(len(r.Moves)))
		default:
			// The whole record is replayed and its ending checked, as bao
			// replay and the page check it, whatever -ply shows: the
			// readers of a record accept and refuse the same records.
			if g, err = r.ReplayVariant(v); err == nil && *ply >= 0 {
				g, err = r.ReplayTo(v, *ply)
			}
			err = r.MoveError(v, err)
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "bao show: %s: game %d: %v\n", *recFile, num, err)
			return exitFail
		}
		s = g.State()
		opt.South, opt.North = r.Known(record.TagSouth), r.Known(record.TagNorth)
		if k := g.Ply(); k > 0 {
			opt.Highlight = g.Moves()[k-1].Pit
			if opt.Caption == "" {
				opt.Caption = "After ply " + strconv.Itoa(k) + ": " + record.MoveNumber(g.Start().Side, k-1) + " " + r.Moves[k-1]
			}
		}
	}
	var out []byte
	if *svgOut != "" || *format == "svg" {
		out = []byte(render.SVG(v, s, opt))
	}
	if *svgOut != "" {
		if err := writeWhole(*svgOut, out); err != nil {
			fmt.Fprintln(e.stderr, "bao show:", err)
			return exitFail
		}
	}
	w := newOutput(e.stdout)
	switch *format {
	case "svg":
		w.Write(out)
		return finish(e, "show", w, exitOK)
	case "position":
		w.Println(bao.FormatState(v, s))
		return finish(e, "show", w, exitOK)
	}
	w.Print(render.TextWith(v, s, render.TextOptions{MarkHouses: true}))
	if o := v.Outcome(s); o.Over() {
		w.Println("Game over: " + o.String())
	}
	return finish(e, "show", w, exitOK)
}
