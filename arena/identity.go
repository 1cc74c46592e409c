package arena

import (
	"fmt"
	"io"

	"github.com/bao-games/bao"
)

// SeatOfA returns the seat of player A in game number game of a run of
// single games (Run, and each pairing of RunTournament, whose first player
// is its A): South in even games, North in odd ones, so that the players
// change seats every game. Player B sits in the other seat.
func SeatOfA(game int) bao.Player {
	if game%2 != 0 {
		return bao.North
	}
	return bao.South
}

// MatchSeatOfA returns the seat of player A in game k (from 0) of match
// number match of a run in match mode: South when match+k is even. The
// seats change every game within a match, and player A opens even matches
// as South, odd ones as North.
func MatchSeatOfA(match, k int) bao.Player {
	return SeatOfA(match + k)
}

// Identity is what the records of a run of single games (Run) hold that
// depends on the run rather than on how its games went: the variant, the
// game seeds, the players and their seats, the length of the openings, and
// which game numbers the run (a shard of it) plays. Config.Identity gives
// it; bao selfplay -resume checks with it that a file is the beginning of
// the same run.
type Identity struct {
	Variant  string    // the variant's Name
	Seed     uint64    // the master seed
	Players  [2]string // the names of player A and player B, as the players name themselves (and records hold them)
	Openings int       // random opening plies (Config.Openings)
	// Suite is the run's openings file (Config.Suite), nil without: a
	// record must hold the start and moves of its opening.
	Suite *Suite
	Games int // the number of games of the whole run
	// Shard and Step say which games the run plays: those whose number is
	// Shard modulo Step (Step 1: all of them).
	Shard, Step int
}

// Identity returns the identity of the run c, whose players it builds once
// to learn their names. c.From does not change it: a resumed run is the
// same run. Match mode has none (its game seeds and seats depend on the
// matches' lengths).
func (c *Config) Identity() (*Identity, error) {
	if c.Variant == nil {
		return nil, fmt.Errorf("arena: no variant")
	}
	if c.Match {
		return nil, fmt.Errorf("arena: a run of matches has no Identity")
	}
	id := &Identity{Variant: c.Variant.Name(), Seed: c.Seed, Openings: c.Openings, Games: c.Games, Shard: c.Shard, Step: max(c.Shards, 1), Suite: c.Suite}
	for i, spec := range [2]string{c.A, c.B} {
		name, err := canonicalSpec(spec)
		if err != nil {
			return nil, err
		}
		id.Players[i] = name
	}
	return id, nil
}

// GameSeed returns the seed of game number game of the run.
func (id *Identity) GameSeed(game int) uint64 { return GameSeed(id.Seed, game) }

// Seats returns the names of the players sitting South and North in game
// number game (SeatOfA).
func (id *Identity) Seats(game int) (south, north string) {
	if SeatOfA(game) == bao.North {
		return id.Players[1], id.Players[0]
	}
	return id.Players[0], id.Players[1]
}

// Holds reports whether game number game is one the run plays: below
// Games, and Shard modulo Step.
func (id *Identity) Holds(game int) bool {
	return game >= 0 && game < id.Games && game%id.Step == id.Shard
}

// Check reports whether r may be the record of game r.Game of the run: its
// variant, seed, players in their seats (by their canonical specs, so
// that a file of an older version, which names them in its own canonical
// form, is the same run) and opening are the run's (its
// moves and result are not replayed: Record.Replay does that). The error
// says what r holds.
func (id *Identity) Check(r *Record) error {
	south, north := id.Seats(r.Game)
	if r.Variant != id.Variant || r.Seed != id.GameSeed(r.Game) || !samePlayer(r.South, south) || !samePlayer(r.North, north) || id.Suite == nil && r.Opening != min(id.Openings, r.Plies) {
		return fmt.Errorf("it has variant %s, seed %d, players %s and %s, opening %d", r.Variant, r.Seed, r.South, r.North, r.Opening)
	}
	if id.Suite != nil {
		return id.Suite.checkRecord(r, r.Game/2)
	}
	if r.Start != "" {
		return fmt.Errorf("it starts from %q, and the run from the start position", r.Start)
	}
	return nil
}

// Kept checks that the complete record lines data of a file of the run
// (a run's -o file being resumed) are its first games, in order, and
// returns the number of the first game left to play and the length of the
// lines to keep (KeptRecords).
func (id *Identity) Kept(data []byte) (from, keep int, err error) {
	return KeptRecords(data, id.Shard, id.Step, id.Games, id.Check)
}

// KeptFrom is Kept reading the file from r, a line at a time
// (KeptRecordsFrom): a partial last line is left out of keep.
func (id *Identity) KeptFrom(r io.Reader) (from int, keep int64, err error) {
	return KeptRecordsFrom(r, id.Shard, id.Step, id.Games, id.Check)
}
