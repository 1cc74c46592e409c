package main

// bao tournament -from: the report of a tournament from its records.

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/bao-games/bao/arena"
)

// readTournament reads the records of every game of the tournament c
// from the file name (- for e.stdin), in game order, and returns its
// standings (arena's TournamentConfig.ReadStandings, whose errors this
// names the file in). It stops early, with an error, when stop is closed.
func readTournament(e *env, name string, c arena.TournamentConfig, stop <-chan struct{}) (*arena.Standings, error) {
	var in io.Reader = e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		in = f
	}
	st, err := c.ReadStandings(in, stop)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return st, nil
}

// fromRecords sets the flags of fs that describe the tournament
// (-variant, -players, -games, -openings, -seed, -max-plies) and were not
// given from the records of the file name (- for e.stdin, which it then
// replaces with what it read), as arena.TournamentFrom finds them. With
// -players given, records that tell nothing are left to readTournament to
// refuse, with its own errors. It returns the flags it set, as a command
// line would give them ("-players random,greedy").
func fromRecords(e *env, fs *flag.FlagSet, name string) ([]string, error) {
	var in io.Reader
	if name == "-" {
		data, err := io.ReadAll(e.stdin)
		if err != nil {
			return nil, fmt.Errorf("reading the standard input: %w", err)
		}
		e.stdin = bytes.NewReader(data)
		in = bytes.NewReader(data)
	} else {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		in = f
	}
	c, err := arena.TournamentFrom(in)
	if err != nil && flagGiven(fs, "players") {
		return nil, nil // the records will say what is wrong with them (readTournament)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %v; %s (-players and the other flags of the tournament say what it was)", name, err, tournamentFileNeeds)
	}
	maxPlies := c.MaxPlies // as the flag says it
	switch {
	case maxPlies == 0:
		maxPlies = arena.DefaultMaxPlies
	case maxPlies < 0:
		maxPlies = 0
	}
	var set []string
	for _, f := range []struct{ name, value string }{
		{"variant", c.Variant.Name()},
		{"players", strings.Join(c.Players, ",")},
		{"games", strconv.Itoa(c.Games)},
		{"openings", strconv.Itoa(c.Openings)},
		{"seed", strconv.FormatUint(c.Seed, 10)},
		{"max-plies", strconv.Itoa(maxPlies)},
	} {
		if !flagGiven(fs, f.name) {
			if err := fs.Set(f.name, f.value); err != nil {
				return nil, err
			}
			set = append(set, "-"+f.name+" "+f.value)
		}
	}
	return set, nil
}

// tournamentFileNeeds says what a -from file holds, for the message of a
// file that does not.
const tournamentFileNeeds = "a tournament file holds the records of every game of one round robin in game order, as bao tournament -o writes them (the files of its -shard runs merged by bao merge): at least 2 distinct players, every two of them meeting in the same openings, each on each side"
