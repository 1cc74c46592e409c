package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/atomicfile"
)

const mergeHelp = `Reads the JSON record files written by 'bao selfplay -o' (the shards of one
run, -shard I/N, each in game order) and writes their records merged by game
number, to standard output or -o FILE: the file one run would have written.
A game number found twice, a file out of game order, a partial last line, a
line that is not a record (every field of a record, its moves replayed and
its result theirs), a shard of another run (another variant or master seed,
openings of another length, or games 2i and 2i+1 that do not share their
opening and swap their players: other players, balanced openings or not)
is an error naming the file, the line, the game, the field and both values,
and so are missing games (those after the last found only with -games). With
-summary the summary of the merged games is printed (on standard output with
-o, else on standard error); records carry no count of legal moves, so it
says "not counted" there, and it counts games, not matches.

The shards of a run from an openings file (-openings-file) whose openings
are not all of one length are merged with -openings-file FILE (and -variant
V): every record's opening must then be one of FILE's.`

const mergeExits = `Exit status: 0 success; 1 failure at run time (an unreadable file, a
duplicate, a gap, a bad line, a shard of another run, a failed write); 2 bad usage (unknown flag, no
FILE, an -o FILE that is also an input). With -o, FILE is replaced only when
every input was read and checked: a failed merge leaves it as it was.`

func runMerge(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	out := fs.String("o", "", "write the merged records to `FILE` instead of standard output")
	suiteFile := openingsFileFlag(fs)
	summary := fs.Bool("summary", false, "print the summary of the merged games")
	games := fs.Int("games", 0, "the run had `N` games: report those missing at the end too (0: not known)")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.stderr, "bao merge: no FILE to merge")
		fs.Usage()
		return exitUsage
	}
	fail := func(err error) int {
		fmt.Fprintln(e.stderr, "bao merge:", err)
		return exitFor(err)
	}
	if err := checkNotInput("-o", *out, fs.Args()...); err != nil {
		return fail(err)
	}
	if err := e.lockOutput("-o", *out); err != nil {
		return fail(err)
	}
	m := arena.NewMerge(*summary)
	if *suiteFile.name != "" {
		v, ok := lookup(e, *variant)
		if !ok {
			return exitUsage
		}
		suite, st := suiteFile.load(e, "merge", v, false, 0, 0, func(format string, a ...any) int { return exitUsage })
		if st >= 0 {
			return st
		}
		m.Suite = suite
	}
	for _, name := range fs.Args() {
		f, err := os.Open(name)
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		if err := m.Add(name, f); err != nil {
			return fail(err)
		}
	}
	// merge writes the merged lines to w (arena's Merge.WriteAll); with -o,
	// w is a temporary file that replaces FILE only when every input was
	// read and checked.
	writeFailed := false
	merge := func(w io.Writer) error {
		err := m.WriteAll(w, *games)
		var we *arena.WriteError
		writeFailed = errors.As(err, &we)
		return err
	}
	sumOut := e.stderr
	if *out != "" {
		sumOut = e.stdout
		if err := atomicfile.Write(*out, merge); err != nil {
			if writeFailed {
				return fail(err) // atomicfile's "writing FILE: ..."
			}
			return fail(errors.Unwrap(err)) // an input's error, not the output's
		}
	} else if err := merge(e.stdout); err != nil {
		if writeFailed {
			return fail(fmt.Errorf("writing the output: %w", unwrapPath(err)))
		}
		return fail(err)
	}
	if sum := m.Summary(); sum != nil {
		if _, err := io.WriteString(sumOut, sum.Text(false)); err != nil {
			return fail(fmt.Errorf("writing the summary: %w", unwrapPath(err)))
		}
	}
	return exitOK
}
