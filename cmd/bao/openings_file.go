package main

// -openings-file (selfplay, tournament, sprt): games opened by the
// openings of a file, in order.

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
)

// openingsFileHelp is the paragraph of the help of the commands that take
// -openings-file.
const openingsFileHelp = `Openings files: -openings-file FILE (- for standard input) opens the games
with the openings of FILE, in order, instead of random ones: opening i
opens the game pair i (games 2i and 2i+1, in which the players change
seats; in a tournament, the i-th pair of every pairing), so the run has
at most one game pair per opening. A line is an opening: a position text
(the games start there; their records say so in "start"), or "moves" and
move texts from the start position (moves A7>* a6<*; the games play them
first, and their records hold them as their first "opening" moves).
Empty lines and lines that start with # are left out. Not with -openings or
-balanced; bao balance writes such files. A bad line is refused with exit
1, naming the file and the line; -resume and the -from of the records
refuse games that another file's openings opened.`

// suiteFlag is the -openings-file flag of a command.
type suiteFlag struct {
	name *string
}

// openingsFileFlag defines -openings-file on fs.
func openingsFileFlag(fs *flag.FlagSet) suiteFlag {
	return suiteFlag{fs.String("openings-file", "", "open the games with the openings of `FILE` (- for stdin), one a line: a position text, or moves from the start (moves A7>* a6<*); opening i opens games 2i and 2i+1; not with -openings or -balanced")}
}

// load reads the openings file of the command cmd, if -openings-file was
// given, for a run of v whose games use pairs openings (0: as many as the
// file has), with -openings given or not and -balanced: nil without it. The status is -1, or the exit status after
// a message: 2 with -openings or -balanced, or when the file has fewer
// openings than pairs; 1 when it cannot be read or a line is bad.
func (sf suiteFlag) load(e *env, cmd string, v bao.Variant, openingsGiven bool, balanced, pairs int, usageErr func(string, ...any) int) (*arena.Suite, int) {
	name := *sf.name
	switch {
	case name == "":
		return nil, -1
	case openingsGiven:
		return nil, usageErr("-openings-file gives the openings: not with -openings")
	case balanced > 0:
		return nil, usageErr("-openings-file gives the openings: not with -balanced (bao balance writes balanced ones to a file)")
	}
	var in io.Reader = e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(e.stderr, "bao %s: %v\n", cmd, err)
			return nil, exitFail
		}
		defer f.Close()
		in = f
	}
	s, err := arena.ReadSuite(v, in)
	if err != nil {
		fmt.Fprintf(e.stderr, "bao %s: %s: %v\n", cmd, name, err)
		return nil, exitFail
	}
	if pairs > s.Len() {
		return nil, usageErr("%s has %d openings, for %d game pairs: each opening opens one pair", name, s.Len(), pairs)
	}
	return s, -1
}
