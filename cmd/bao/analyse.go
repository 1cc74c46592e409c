package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

func init() {
	register(&command{
		name:  "analyse",
		usage: "[-variant V] -player SPEC [-seed S] [-position P] [-keep]",
		short: "ask a built-in player for its move in each position (stdin, one per line, or -position) and print its analysis as JSON lines",
		run:   runAnalyse,
	})
}

// analyseLine is the JSON line of one analysed position (docs/interfaces.md,
// "Analysis, tournaments, solving"): the position as read and the
// player's report. Fields a player cannot fill are left out.
type analyseLine struct {
	Position string `json:"position"`
	player.Report
}

func runAnalyse(e *env, args []string) int {
	c := commands["analyse"]
	fs, variant := c.flags(e)
	spec := fs.String("player", "alphabeta", "player `spec`, one of "+strings.Join(player.Names(), ", ")+`, e.g. "alphabeta(depth=8)" or "mcts(iterations=5000)"`)
	seed := fs.Uint64("seed", 1, "the player's `seed`")
	pos := fs.String("position", "", "analyse this position `text` instead of reading positions from stdin")
	keep := fs.Bool("keep", false, "carry the search state (transposition table, tree) from one line to the next, for the positions of one game; without it every line gets a fresh search, the same as the line alone")
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: bao analyse %s\n\n%s\n\n", c.usage, c.short)
		fmt.Fprintln(e.stderr, "Each output line: position, player, move, and what the player found:\nscore, win_in/loss_in (plies; win_within/loss_within: a bound only),\ndepth, nodes, pv, and per root move score (alpha-beta) or visits and\nvalue (MCTS). A finished position gives\n{\"position\":..,\"over\":true,\"winner\":..}; an unreadable one {\"position\":..,\"error\":..}.")
		fmt.Fprintln(e.stderr, "\nEvery line is analysed by a new player built from -player and -seed, so its\nanswer is that of the line alone, whatever the lines before it; -keep\nkeeps one player for all the lines instead (faster on the positions of one\ngame, but each answer then depends on the lines before it).")
		fmt.Fprintln(e.stderr, "\nExit status: 0 success; 1 a position could not be read or a write failed\n(the other lines are still analysed); 2 bad usage (unknown flag, variant or player spec,\na bad -position).\n\nflags:")
		fs.PrintDefaults()
	}
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
		line, ok := analyseText(context.Background(), v, p, text)
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
	// One answer per line, as it comes: the output is flushed before
	// waiting for more input, so that a program may ask one position at a
	// time. A line too long is answered with an error object, as eval does.
	rd := bufio.NewReaderSize(e.stdin, 64<<10)
	var buf []byte
	for w.Err() == nil {
		if rd.Buffered() == 0 {
			w.Flush()
		}
		line, n, err := readLine(rd, buf[:0], maxEvalLine)
		buf = line
		if err != nil && err != io.EOF {
			w.Flush()
			fmt.Fprintln(e.stderr, "bao analyse: reading the input:", err)
			return exitFail
		}
		if n == 0 && err == io.EOF {
			break
		}
		if n > maxEvalLine || !utf8.Valid(line) {
			out, _ := evalLine(v, line, n) // its error object
			w.Write(out)
			w.Write([]byte{'\n'})
			status = exitFail
		} else {
			analyse(string(line))
		}
		if err == io.EOF {
			break
		}
	}
	return finish(e, "analyse", w, status)
}

// flagGiven reports whether the flag name was given on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	found := false
	fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

// analyseText analyses one position text and returns its JSON line and
// whether the position was read.
func analyseText(ctx context.Context, v bao.Variant, p player.Player, text string) ([]byte, bool) {
	s, err := bao.ParseState(v, text)
	if err != nil {
		return jsonLine(struct {
			Position string `json:"position"`
			Error    string `json:"error"`
		}{text, err.Error()}), false
	}
	if o := v.Outcome(s); o.Over() {
		return jsonLine(struct {
			Position string `json:"position"`
			Over     bool   `json:"over"`
			Winner   string `json:"winner"`
		}{text, true, o.WinnerText()}), true
	}
	an, ok := p.(player.Analyser)
	if !ok {
		m, err := p.Choose(ctx, v, s)
		if err != nil {
			return errorLine(text, err), false
		}
		return jsonLine(analyseLine{text, player.NewReport(v, s, player.Analysis{Player: p.Name(), Move: m})}), true
	}
	a, err := an.Analyse(ctx, v, s)
	if err != nil {
		return errorLine(text, err), false
	}
	return jsonLine(analyseLine{text, player.NewReport(v, s, a)}), true
}

func errorLine(text string, err error) []byte {
	return jsonLine(struct {
		Position string `json:"position"`
		Error    string `json:"error"`
	}{text, err.Error()})
}

// jsonLine encodes x without HTML escaping (move texts keep < and >) and
// without the trailing newline.
func jsonLine(x any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(x); err != nil {
		return []byte(`{"error":` + fmt.Sprintf("%q", err.Error()) + `}`)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
