package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/render"
)

func init() {
	register(&command{
		name:  "replay",
		usage: "[-variant V] [-q] FILE...",
		short: "replay game records, checking every move, and print each final position",
		run:   runReplay,
	})
}

func runReplay(e *env, args []string) int {
	c := commands["replay"]
	fs, variant := c.flags(e)
	quiet := fs.Bool("q", false, "print only the errors and the summary line")
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: bao replay %s\n\n%s\n\n", c.usage, c.short)
		fmt.Fprint(e.stderr, `Reads the game records of each FILE ("-" or no FILE: standard input; see
package record for the format) and replays each with every move checked. For
each record it prints the final position and the outcome. The first illegal
move of a record is reported on stderr as "FILE: game N: move K (text): reason",
and the exit status is then 1. With -variant, every record must be of that
variant.

flags:
`)
		fs.PrintDefaults()
	}
	if st := parse(fs, args); st >= 0 {
		return st
	}
	want, ok := variantFlag(e, fs, *variant)
	if !ok {
		return 1
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	games, failed := 0, 0
	for _, file := range files {
		in, err := openInput(e, file)
		if err != nil {
			fmt.Fprintln(e.stderr, "bao replay:", err)
			failed++
			continue
		}
		rd := record.NewReader(in)
		for n := 1; ; n++ {
			r, err := rd.Read()
			if err == io.EOF {
				break
			}
			if err != nil {
				fmt.Fprintf(e.stderr, "%s: %s\n", file, recordError(err))
				failed++
				break
			}
			games++
			if !replayOne(e, file, n, r, want, *quiet) {
				failed++
			}
		}
		in.Close()
	}
	if games+failed > 1 || *quiet {
		fmt.Fprintf(e.stdout, "%d records replayed, %d with errors\n", games, failed)
	}
	if failed > 0 {
		return 1
	}
	return 0
}

// replayOne replays record n of file and prints its final position; it
// reports an error and returns false if the record does not replay.
func replayOne(e *env, file string, n int, r *record.Record, want bao.Variant, quiet bool) bool {
	where := fmt.Sprintf("%s: game %d", file, n)
	v, err := r.Variant()
	if err != nil {
		fmt.Fprintf(e.stderr, "%s: %v\n", where, err)
		return false
	}
	if want != nil && v.Name() != want.Name() {
		fmt.Fprintf(e.stderr, "%s: the record is of variant %s, not %s\n", where, v.Name(), want.Name())
		return false
	}
	g, err := r.ReplayVariant(v)
	if err != nil {
		fmt.Fprintf(e.stderr, "%s: %v\n", where, err)
		return false
	}
	if quiet {
		return true
	}
	fmt.Fprintf(e.stdout, "%s: %s, %s vs %s, %d moves\n", where, v.Name(),
		tagOr(r, record.TagSouth, "?"), tagOr(r, record.TagNorth, "?"), g.Ply())
	fmt.Fprint(e.stdout, render.Text(v, g.State()))
	fmt.Fprintln(e.stdout, describeEnd(g.Outcome(), r))
	fmt.Fprintln(e.stdout)
	return true
}

// describeEnd says how a replayed game ended: its outcome, or the recorded
// result of a game that is not over.
func describeEnd(o bao.Outcome, r *record.Record) string {
	if o.Over() {
		return "Game over: " + o.String()
	}
	res := r.Tags[record.TagResult]
	if res == "" || res == record.ResultUnfinished {
		return "The game is not over."
	}
	s := "The game is not over; recorded result: " + resultText(res)
	if reason := r.Tags[record.TagReason]; reason != "" {
		s += " (" + reason + ")"
	}
	return s
}

// resultText turns a result into words.
func resultText(res string) string {
	switch res {
	case record.ResultSouth:
		return "South wins"
	case record.ResultNorth:
		return "North wins"
	case record.ResultDraw:
		return "draw"
	}
	return res
}

// tagOr returns the tag's value, or def if it is missing or empty.
func tagOr(r *record.Record, name, def string) string {
	if v := r.Tags[name]; v != "" {
		return v
	}
	return def
}

// recordError formats an error of the record reader without the package
// prefix: "line 5: ...".
func recordError(err error) string {
	var se *record.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("line %d: %s", se.Line, se.Msg)
	}
	return err.Error()
}

// openInput opens a file, or standard input for "-".
func openInput(e *env, name string) (io.ReadCloser, error) {
	if name == "-" {
		return io.NopCloser(e.stdin), nil
	}
	return os.Open(name)
}

// variantFlag returns the variant named by -variant when the flag was given
// on the command line, nil when it was not; ok is false after an error.
func variantFlag(e *env, fs *flag.FlagSet, name string) (v bao.Variant, ok bool) {
	set := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "variant" {
			set = true
		}
	})
	if !set {
		return nil, true
	}
	return lookup(e, name)
}

// readRecord reads record number n (1-based) of file.
func readRecord(e *env, file string, n int) (*record.Record, error) {
	in, err := openInput(e, file)
	if err != nil {
		return nil, err
	}
	defer in.Close()
	rd := record.NewReader(in)
	for i := 1; ; i++ {
		r, err := rd.Read()
		if err == io.EOF {
			return nil, fmt.Errorf("%s: %d records, no game %d", file, i-1, n)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %s", file, recordError(err))
		}
		if i == n {
			return r, nil
		}
	}
}
