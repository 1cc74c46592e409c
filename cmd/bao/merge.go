package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
)

func init() {
	register(&command{
		name:  "merge",
		usage: "[-o FILE] [-summary] [-games N] FILE...",
		short: "merge the record files of selfplay shards by game number, checking for duplicates and gaps",
		long:  mergeHelp,
		exits: mergeExits,
		run:   runMerge,
	})
}

const mergeHelp = `Reads the JSON record files written by 'bao selfplay -o' (the shards of one
run, -shard I/N, each in game order) and writes their records merged by game
number, to standard output or -o FILE: the file one run would have written.
A game number found twice, a file out of game order, a partial last line or
a line that is not a record is an error, and so are missing games (those
after the last found only with -games). With
-summary the summary of the merged games is printed (on standard output with
-o, else on standard error); records carry no count of legal moves, so it
says "not counted" there, and it counts games, not matches.`

const mergeExits = `Exit status: 0 success; 1 failure at run time (an unreadable file, a
duplicate, a gap, a bad line, a failed write); 2 bad usage (unknown flag, no
FILE).`

// mergeInput is one file being merged: its next record line and game.
type mergeInput struct {
	name string
	r    *bufio.Reader
	line []byte
	game int
	n    int // line number of line
	eof  bool
}

// next reads the next record line; eof is set at the end of the file.
func (in *mergeInput) next() error {
	prev := in.game
	line, err := in.r.ReadBytes('\n')
	if err == io.EOF {
		if len(line) > 0 {
			return fmt.Errorf("%s: line %d: partial last line (an interrupted run: resume it with selfplay -resume)", in.name, in.n+1)
		}
		in.eof = true
		return nil
	}
	if err != nil {
		return fmt.Errorf("%s: %w", in.name, err)
	}
	in.n++
	var r struct {
		Game *int `json:"game"`
	}
	if err := json.Unmarshal(line, &r); err != nil || r.Game == nil {
		return fmt.Errorf("%s: line %d is not a selfplay record", in.name, in.n)
	}
	if in.n > 1 && *r.Game <= prev {
		return fmt.Errorf("%s: line %d: game %d after game %d: not in game order", in.name, in.n, *r.Game, prev)
	}
	in.line, in.game = line, *r.Game
	return nil
}

func runMerge(e *env, args []string) int {
	c := commands["merge"]
	fs, _ := c.flags(e)
	out := fs.String("o", "", "write the merged records to `FILE` instead of standard output")
	summary := fs.Bool("summary", false, "print the summary of the merged games")
	games := fs.Int("games", 0, "the run had `N` games: report those missing at the end too (0: not known)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.stderr, "bao merge: no FILE to merge")
		fs.Usage()
		return exitUsage
	}
	fail := func(err error) int {
		fmt.Fprintln(e.stderr, "bao merge:", err)
		return exitFail
	}
	var ins []*mergeInput
	for _, name := range fs.Args() {
		f, err := os.Open(name)
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		in := &mergeInput{name: name, r: bufio.NewReaderSize(f, 1<<16)}
		if err := in.next(); err != nil {
			return fail(err)
		}
		ins = append(ins, in)
	}
	var w io.Writer = e.stdout
	var file *os.File
	sumOut := e.stderr
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return fail(err)
		}
		file, w, sumOut = f, f, e.stdout
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	var sum *arena.Summary
	want := 0
	var miss gaps
	var prevMatch, k int
	for {
		// The input with the lowest game; a few shards, so a linear scan.
		var in *mergeInput
		for _, x := range ins {
			if !x.eof && (in == nil || x.game < in.game) {
				in = x
			} else if !x.eof && x.game == in.game {
				return fail(fmt.Errorf("game %d is in both %s (line %d) and %s (line %d)", x.game, in.name, in.n, x.name, x.n))
			}
		}
		if in == nil {
			break
		}
		if in.game > want {
			miss.add(want, in.game-1)
		}
		want = in.game + 1
		if _, err := bw.Write(in.line); err != nil {
			return fail(fmt.Errorf("writing: %w", err))
		}
		if *summary {
			var r arena.Record
			if err := json.Unmarshal(in.line, &r); err != nil {
				return fail(fmt.Errorf("%s: line %d: %v", in.name, in.n, err))
			}
			// Player A sits South in even games, or in match mode in
			// game k of match m when m+k is even.
			if r.Match != nil {
				if *r.Match != prevMatch {
					prevMatch, k = *r.Match, 0
				}
				r.A = bao.Player((*r.Match + k) % 2)
				k++
			} else {
				r.A = bao.Player(r.Game % 2)
			}
			if sum == nil {
				a, b := r.South, r.North
				if r.A == bao.North {
					a, b = b, a
				}
				sum = arena.NewSummary(r.Variant, a, b)
			}
			sum.Add(&r)
		}
		if err := in.next(); err != nil {
			return fail(err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fail(fmt.Errorf("writing: %w", err))
	}
	if file != nil {
		if err := file.Close(); err != nil {
			return fail(err)
		}
	}
	if *summary && sum != nil {
		sum.Finish(0)
		if _, err := io.WriteString(sumOut, sum.Text(false)); err != nil {
			return fail(fmt.Errorf("writing the summary: %w", err))
		}
	}
	if *games > want {
		miss.add(want, *games-1)
	}
	if miss.n > 0 {
		return fail(fmt.Errorf("%d games missing: %s", miss.n, miss))
	}
	return exitOK
}

// gaps counts missing games and lists the first five ranges of them.
type gaps struct {
	n     int
	first []string
}

// add counts games a to b missing.
func (g *gaps) add(a, b int) {
	g.n += b - a + 1
	if len(g.first) < 5 {
		g.first = append(g.first, gameRange(a, b))
	}
}

// String lists the first ranges: "3, 7-9, ...".
func (g gaps) String() string {
	list := strings.Join(g.first, ", ")
	if len(g.first) == 5 {
		list += ", ..."
	}
	return list
}

// gameRange returns "a" or "a-b".
func gameRange(a, b int) string {
	if a == b {
		return fmt.Sprint(a)
	}
	return fmt.Sprintf("%d-%d", a, b)
}
