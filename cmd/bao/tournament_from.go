package main

// bao tournament -from: the report of a tournament from its records.

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/bao-games/bao/arena"
)

// maxRecordLine bounds the length of a record line that -from reads: a
// record of 100000 plies (-max-plies at most) takes about 1.5 MB.
const maxRecordLine = 16 << 20

// readTournament reads the records of every game of the tournament c
// from the file name (- for e.stdin), in game order, checks them
// (arena.Standings.Add) and returns the standings. Missing games are an
// error that lists the first of them.
// It stops early, with an error, when stop is closed.
func readTournament(e *env, name string, c arena.TournamentConfig, stop <-chan struct{}) (*arena.Standings, error) {
	st, err := arena.NewStandings(c)
	if err != nil {
		return nil, err
	}
	var in io.Reader = e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		in = f
	}
	r := bufio.NewReaderSize(in, 1<<16)
	var buf []byte
	for n := 1; ; n++ {
		select {
		case <-stop:
			return nil, errors.New("stopped")
		default:
		}
		line, size, err := readLine(r, buf[:0], maxRecordLine)
		buf = line
		if err == io.EOF {
			if size > 0 {
				return nil, fmt.Errorf("%s: line %d: partial last line", name, n)
			}
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if size > maxRecordLine {
			return nil, fmt.Errorf("%s: line %d: %d bytes, more than a record's %d", name, n, size, maxRecordLine)
		}
		rec, err := arena.ParseRecord(line)
		if err != nil {
			return nil, fmt.Errorf("%s: line %d is not a record: %v", name, n, err)
		}
		if _, err := st.Add(rec); err != nil {
			return nil, fmt.Errorf("%s: line %d: %v", name, n, trimArena(err))
		}
		if _, err := rec.Replay(); err != nil { // its result is its moves'
			return nil, fmt.Errorf("%s: line %d: game %d: %v", name, n, rec.Game, trimArena(err))
		}
	}
	if miss := st.Missing(); miss.N > 0 {
		return nil, fmt.Errorf("%s: %d of the %d games missing: %s", name, miss.N, c.Total(), miss)
	}
	return st, nil
}

// fromRecords sets the flags of fs that describe the tournament
// (-variant, -players, -games, -openings, -seed, -max-plies) and were not
// given from the records of the file name (- for e.stdin, which it then
// replaces with what it read), as arena.TournamentOf finds them. With
// -players given, records that tell nothing are left to readTournament to
// refuse, with its own errors.
func fromRecords(e *env, fs *flag.FlagSet, name string) error {
	var in io.Reader
	if name == "-" {
		data, err := io.ReadAll(e.stdin)
		if err != nil {
			return fmt.Errorf("reading the standard input: %w", err)
		}
		e.stdin = bytes.NewReader(data)
		in = bytes.NewReader(data)
	} else {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	r := bufio.NewReaderSize(in, 1<<16)
	var buf []byte
	n := 0
	c, err := arena.TournamentOf(func() (*arena.Record, error) {
		n++
		line, size, err := readLine(r, buf[:0], maxRecordLine)
		buf = line
		switch {
		case err == io.EOF && size == 0:
			return nil, io.EOF
		case err == io.EOF:
			return nil, fmt.Errorf("line %d: partial last line", n)
		case err != nil:
			return nil, err
		case size > maxRecordLine:
			return nil, fmt.Errorf("line %d: %d bytes, more than a record's %d", n, size, maxRecordLine)
		}
		rec, err := arena.ParseRecord(line)
		if err != nil {
			return nil, fmt.Errorf("line %d is not a record: %v", n, err)
		}
		return rec, nil
	})
	if err != nil && flagGiven(fs, "players") {
		return nil // the records will say what is wrong with them (readTournament)
	}
	if err != nil {
		return fmt.Errorf("%s: %v (-players and the other flags of the tournament say what it was)", name, trimArena(err))
	}
	maxPlies := c.MaxPlies // as the flag says it
	switch {
	case maxPlies == 0:
		maxPlies = arena.DefaultMaxPlies
	case maxPlies < 0:
		maxPlies = 0
	}
	for flagName, value := range map[string]string{
		"variant":   c.Variant.Name(),
		"players":   strings.Join(c.Players, ","),
		"games":     strconv.Itoa(c.Games),
		"openings":  strconv.Itoa(c.Openings),
		"seed":      strconv.FormatUint(c.Seed, 10),
		"max-plies": strconv.Itoa(maxPlies),
	} {
		if !flagGiven(fs, flagName) {
			if err := fs.Set(flagName, value); err != nil {
				return err
			}
		}
	}
	return nil
}

// trimArena returns err with its leading "arena: " dropped, for a message
// that already names the command; nil stays nil.
func trimArena(err error) error {
	if err == nil || !strings.HasPrefix(err.Error(), "arena: ") {
		return err
	}
	return errors.New(strings.TrimPrefix(err.Error(), "arena: "))
}
