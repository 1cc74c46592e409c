package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/words"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/render"
)

// replayLong is what bao replay -h says between its short text and its exit statuses.
const replayLong = `Reads each FILE ("-" or no FILE: standard input): game records in the
format of package record, or the JSON lines of bao selfplay (one game per
line), told apart by the content. Every record (with -game N, only game N
of each file) is replayed with every move checked,
and its result and final position checked against the record. For each it
prints the final position and the outcome; a summary line follows when more
than one record was read. A record that does not replay is reported on
stderr as "FILE: game N: what is wrong" and the next record is read; a
syntax error ends the reading of its file. The exit status is then 1.`

func runReplay(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	followRecord(fs)
	quiet := fs.Bool("q", false, "print only the errors and the summary line")
	game := fs.Int("game", -1, gameUsage("replay only game `N` of each file", "every record"))
	fs.Lookup("game").DefValue = "0" // printed as no default
	positions := fs.Bool("positions", false, "print each final position's text (for analyse, eval, solve -position) after its diagram")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	if *game < 0 && flagGiven(fs, "game") {
		fmt.Fprintf(e.stderr, "bao replay: -game %d: want a game number, at least 0 (games count from 0, as the records' \"game\" field)\n", *game)
		return exitUsage
	}
	want, ok := variantFlag(e, fs, *variant)
	if !ok {
		return exitUsage
	}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	w := newOutput(e.stdout)
	games, failed := 0, 0
	for _, file := range files {
		in, err := openInput(e, file)
		if err != nil {
			fmt.Fprintln(e.stderr, "bao replay:", err)
			failed++
			continue
		}
		if w.Err() == nil {
			err = eachGame(in, *game, func(n int, r *record.Record) bool {
				games++
				if !replayOne(e, w, file, n, r, want, *quiet, *positions) {
					failed++
				}
				return w.Err() == nil
			})
		}
		if err != nil {
			fmt.Fprintf(e.stderr, "%s: %s\n", file, recordError(err))
			failed++
		}
		in.Close()
	}
	if games+failed > 1 || *quiet {
		w.Printf("%s replayed, %d with errors\n", words.Count(games, "record"), failed)
	}
	status := exitOK
	if failed > 0 {
		status = exitFail
	}
	return finish(e, "replay", w, status)
}

// replayOne replays game n of file (numbered as eachGame says) and prints its final position; it
// reports an error and returns false if the record does not replay.
func replayOne(e *env, w *output, file string, n int, r *record.Record, want bao.Variant, quiet, position bool) bool {
	where := fmt.Sprintf("%s: game %d", file, n)
	v, err := r.VariantWant(want)
	var g *bao.Game
	if err == nil {
		g, err = r.ReplayVariant(v)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "%s: %v\n", where, r.MoveError(v, err))
		return false
	}
	if quiet {
		return true
	}
	w.Printf("%s: %s, %s vs %s, %s\n", where, v.Name(),
		tagOr(r, record.TagSouth, "?"), tagOr(r, record.TagNorth, "?"), record.Plies(g.Ply()))
	w.Print(render.TextWith(v, g.State(), render.TextOptions{MarkHouses: true}))
	if position {
		w.Println("position: " + bao.FormatState(v, g.State()))
	}
	w.Println(r.Ending(g.Outcome()))
	w.Println()
	return true
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

// readRecord reads the record of file numbered game (record.Record.Number:
// its "game" field, else its place from 0), or the first record when game
// is negative, in either format of record.NewReader, and returns it with
// its number.
func readRecord(e *env, file string, game int) (*record.Record, int, error) {
	in, err := openInput(e, file)
	if err != nil {
		return nil, 0, err
	}
	defer in.Close()
	var rec *record.Record
	num := 0
	err = eachGame(in, game, func(n int, r *record.Record) bool { rec, num = r, n; return false })
	if err == nil && rec == nil {
		err = errors.New("no records")
	}
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %s", file, recordError(err))
	}
	return rec, num, nil
}

// eachGame calls f with each record of in and its number (Record.Number,
// from 0 as the records' "game" field counts), until f returns false; with
// game >= 0, only with the first record numbered game, and then, if there
// is none, it returns an error that says which games the stream holds:
// "10 records (games 0 to 9), no game 12". Its other errors are the
// record reader's.
func eachGame(in io.Reader, game int, f func(n int, r *record.Record) bool) error {
	count, lo, hi, found := 0, 0, 0, false
	err := record.Each(in, 0, func(i int, r *record.Record) bool {
		n := r.Number(i - 1)
		if count == 0 || n < lo {
			lo = n
		}
		if count == 0 || n > hi {
			hi = n
		}
		count++
		if game >= 0 && n != game {
			return true
		}
		found = true
		return f(n, r) && game < 0
	})
	if err != nil || game < 0 || found {
		return err
	}
	switch {
	case count == 0:
		return fmt.Errorf("no records, no game %d", game)
	case lo == hi:
		return fmt.Errorf("1 record (game %d), no game %d", lo, game)
	}
	return fmt.Errorf("%s (games %d to %d), no game %d", words.Count(count, "record"), lo, hi, game)
}
