package main

// bao tournament -from: the report of a tournament from its records.

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
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
func readTournament(e *env, name string, c arena.TournamentConfig) (*arena.Standings, error) {
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
	}
	if miss := st.Missing(); miss.N > 0 {
		return nil, fmt.Errorf("%s: %d of the %d games missing: %s", name, miss.N, c.Total(), miss)
	}
	return st, nil
}

// trimArena returns err with its leading "arena: " dropped, for a message
// that already names the command; nil stays nil.
func trimArena(err error) error {
	if err == nil || !strings.HasPrefix(err.Error(), "arena: ") {
		return err
	}
	return errors.New(strings.TrimPrefix(err.Error(), "arena: "))
}
