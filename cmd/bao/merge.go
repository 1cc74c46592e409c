package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

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
	m := arena.NewMerge(*summary)
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
	for {
		line, err := m.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return fail(err)
		}
		if _, err := bw.Write(line); err != nil {
			return fail(fmt.Errorf("writing: %w", err))
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
	if sum := m.Summary(); sum != nil {
		if _, err := io.WriteString(sumOut, sum.Text(false)); err != nil {
			return fail(fmt.Errorf("writing the summary: %w", err))
		}
	}
	if miss := m.Missing(*games); miss.N > 0 {
		return fail(fmt.Errorf("%d games missing: %s", miss.N, miss))
	}
	return exitOK
}
