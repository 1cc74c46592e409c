package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/lines"
	"github.com/bao-games/bao/player"
)

// analyseLong is what bao analyse -h says between its short text and its exit statuses.
const analyseLong = `Each output line: position, player, move, and what the player found:
score, win_in/loss_in (plies; win_within/loss_within: a bound only),
depth, nodes, pv, and per root move score (alpha-beta) or visits and
value (MCTS). A finished position gives
{"position":..,"over":true,"winner":..}; an unreadable one {"position":..,"error":..}.

Every line is analysed by a new player built from -player and -seed, so its
answer is that of the line alone, whatever the lines before it; -keep
keeps one player for all the lines instead (faster on the positions of one
game, but each answer then depends on the lines before it).`

// analyseExits is the exit statuses bao analyse -h gives.
const analyseExits = `Exit status: 0 success; 1 a position could not be read or a write failed
(the other lines are still analysed); 2 bad usage (unknown flag, variant or player spec,
a bad -position).`

func runAnalyse(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	spec := fs.String("player", "alphabeta", "player `spec`, one of "+strings.Join(player.Names(), ", ")+`, e.g. "alphabeta(depth=8)" or "mcts(iterations=5000)"`)
	seed := fs.Uint64("seed", 1, "the player's `seed`")
	pos := fs.String("position", "", "analyse this position `text` instead of reading positions from stdin")
	keep := fs.Bool("keep", false, "carry the search state (transposition table, tree) from one line to the next, for the positions of one game; without it every line gets a fresh search, the same as the line alone")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	p, err := player.New(*spec, *seed)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao analyse:", err)
		return 2
	}
	defer func() {
		if c, ok := p.(io.Closer); ok {
			c.Close() // an outside engine's process (the last one, without -keep)
		}
	}()
	v, err := bao.Lookup(*variant)
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return 2
	}
	if flagGiven(fs, "position") { // a flag: a bad position is bad usage
		if _, err := bao.ParseState(v, *pos); err != nil {
			fmt.Fprintln(e.stderr, "bao analyse: -position:", err)
			return exitUsage
		}
	}
	w := newOutput(e.stdout)
	status := exitOK
	first := true
	analyse := func(text string) {
		if !*keep && !first {
			// A fresh search: the player New gives, as for the line alone.
			if c, ok := p.(io.Closer); ok {
				c.Close() // an outside engine's process
			}
			p, _ = player.New(*spec, *seed) // the spec was accepted above
		}
		first = false
		line, ok := lines.Analyse(context.Background(), v, p, text)
		if !ok {
			status = exitFail
		}
		w.Write(line)
		w.Write([]byte{'\n'})
	}
	if flagGiven(fs, "position") {
		analyse(*pos)
		return finish(e, "analyse", w, status)
	}
	// A line too long is answered with an error object, as eval does.
	if st := eachLine(e, w, "analyse", func(line []byte, n int) {
		if out := lines.Unreadable(line, n); out != nil {
			w.Write(out)
			w.Write([]byte{'\n'})
			status = exitFail
		} else {
			analyse(string(line))
		}
	}); st >= 0 {
		return st
	}
	return finish(e, "analyse", w, status)
}

// flagGiven reports whether the flag name was given on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	found := false
	fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}
