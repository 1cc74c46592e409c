package sprt

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
)

// RunShard plays shard c.Shard of c.Shards of the test c: the games of
// the batches of c.Batch pairs whose number is c.Shard modulo c.Shards,
// up to c.MaxGames games, whatever their outcome (a shard cannot know
// the verdict, which depends on the games of the others: Tally gives it).
// The games are those of Run with the same Config, so that a Tally of the
// records of every shard reaches the verdict of Run. If each is not nil it
// gets every record played, in game order, as from arena.Run; the summary
// and error are arena.Run's.
func RunShard(ctx context.Context, c Config, each func(*arena.Record) error) (*arena.Summary, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	ac := c.shardArena()
	return arena.Run(ctx, ac, each)
}

// shardArena returns the configuration of the arena run of c's shard:
// blocks of a batch's games, from c.From.
func (c *Config) shardArena() arena.Config {
	ac := c.arena()
	ac.Shard, ac.Shards, ac.Block, ac.From = c.Shard, c.Shards, 2*c.batch(), c.From
	return ac
}

// ShardGames returns the number of games of c's shard: all of them, and
// those from c.From on (those a resumed shard has left to play).
func (c *Config) ShardGames() (all, left int) {
	ac := c.shardArena()
	left = ac.Units()
	ac.From = 0
	return ac.Units(), left
}

// Resume reads the records file of the shard c being resumed from r: its
// complete records must be the shard's first games, in order, each a
// game of the test (arena.Identity.Check) whose moves give its result; it
// sets c.From to the game after the last, so that RunShard plays the
// rest, and returns it with the length of the lines to keep. Its errors
// are those of a Config that RunShard refuses and *arena.KeptError.
func (c *Config) Resume(r io.Reader) (from int, keep int64, err error) {
	if err := c.check(); err != nil {
		return 0, 0, err
	}
	whole := *c
	whole.Shard, whole.Shards = 0, 1
	wc := whole.arena()
	id, err := wc.Identity()
	if err != nil {
		return 0, 0, err
	}
	sc := c.shardArena()
	if from, keep, err = sc.KeptBlocksFrom(r, id.Check); err == nil {
		c.From = from
	}
	return from, keep, err
}

// Tally is the state of a test from the records of its games, played by
// any number of shards (RunShard) or by Run: Add takes the records in any
// order, and Result counts the pairs in game order up to the first batch
// boundary (Config.Batch) where a bound is crossed, as Run stops, so that
// the verdict and counts are those of Run with the same Config whatever
// the number of shards and whichever of them are read, once the games up
// to that boundary are there. It holds about 100 bytes per game added.
type Tally struct {
	c       Config
	id      *arena.Identity
	variant bao.Variant
	won     map[int]byte   // the winner of every game added: 'S', 'N' or 'D'
	sums    map[int]uint64 // the hash of every game's record (FNV-1a of its JSON line)
}

// NewTally returns an empty Tally of the test c (c.Shard and c.Shards do
// not matter: the records of every shard are the test's). Its errors are
// those of a Config that Run refuses.
func NewTally(c Config) (*Tally, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	c.Shard, c.Shards = 0, 1
	ac := c.arena()
	id, err := ac.Identity()
	if err != nil {
		return nil, err
	}
	return &Tally{c: c, id: id, variant: c.Variant, won: map[int]byte{}, sums: map[int]uint64{}}, nil
}

// Add counts the record r of a game of the test. It refuses, saying why,
// a record of another run (arena.Identity.Check: its variant, seed,
// players or opening), one whose moves do not give its result
// (arena.Record.Replay), a game beyond the test's MaxGames, and a game
// added before with another record. The same record again (a shard's
// file read twice, or a shard played again into a new file after it was
// stopped) is left out: the games of a test are reproducible.
func (t *Tally) Add(r *arena.Record) error {
	h := fnv.New64a()
	h.Write(r.AppendJSON(nil))
	sum := h.Sum64()
	switch {
	case !t.id.Holds(r.Game):
		return fmt.Errorf("game %d: the test has %d games at most", r.Game, t.id.Games)
	case t.won[r.Game] != 0 && t.sums[r.Game] == sum:
		return nil
	case t.won[r.Game] != 0:
		return fmt.Errorf("game %d again, with another record than the one read before", r.Game)
	}
	// The record's own validity first, as every reader of records checks
	// it (the same message), then the test's.
	if _, err := r.Replay(); err != nil {
		return fmt.Errorf("game %d: %v", r.Game, err)
	}
	if err := t.id.Check(r); err != nil {
		if errors.Is(err, arena.ErrTooFewBalanced) {
			return err // the test's own failure (its openings), not the record's
		}
		return fmt.Errorf("not a game of this test: %v", err)
	}
	w := byte('D')
	switch r.Winner {
	case "S", "N":
		w = r.Winner[0]
	case "draw":
	default:
		return fmt.Errorf("game %d: winner %q", r.Game, r.Winner)
	}
	t.won[r.Game], t.sums[r.Game] = w, sum
	return nil
}

// Read adds the records of r, one JSON line each (the -o file of a shard
// or of Run), with arena.ReadEach, whose errors name the line. A partial
// last line (a shard still writing, or killed as it wrote) is left out,
// and partial says so: its game counts as missing.
func (t *Tally) Read(r io.Reader) (partial bool, err error) {
	return arena.ReadEach(r, t.Add)
}

// Result returns the state of the test: the counts of the pairs up to the
// first batch boundary after which the test has a verdict, or, when a
// game before it is missing, up to the last boundary before that game
// (Result.Waiting and Missing say which), or else of all MaxGames games
// (verdict None). Result.Batch is Config.Batch, at least 1, and
// Result.Batches the batches counted.
func (t *Tally) Result() *Result {
	res := &Result{Test: t.c.Test, Variant: t.id.Variant, A: t.id.Players[0], B: t.id.Players[1], Batch: t.c.batch()}
	res.update()
	var pairs arena.GamePairs
	for p := 0; 2*p < t.c.MaxGames; p++ {
		for _, g := range [2]int{2 * p, 2*p + 1} {
			w := t.won[g]
			if w == 0 {
				res.Waiting, res.Missing = true, g
				return res
			}
			r := arena.Record{A: arena.SeatOfA(g)}
			r.Game, r.Winner = g, "draw"
			if w != 'D' {
				r.Winner = string(w)
			}
			pairs.Add(&r)
		}
		if t.c.boundary(p + 1) {
			res.Pairs = pairs
			res.update()
			if res.Verdict != None {
				return res
			}
		}
	}
	return res
}

// ResultBalanced is Result with, when the test keeps balanced openings
// (Config.Balanced), its Balancing as Run reports it: the candidates
// drawn and rejected up to the last pair counted, drawn again
// (arena.DrawOpenings over workers goroutines; ctx stops it).
func (t *Tally) ResultBalanced(ctx context.Context, workers int) (*Result, error) {
	res := t.Result()
	if t.c.Balanced.Plies == 0 {
		return res, nil
	}
	d, err := arena.DrawOpenings(ctx, t.c.Variant, t.c.Seed, t.c.Openings, t.c.Balanced, res.Games/2, workers)
	if err != nil {
		return res, err
	}
	res.Balancing = arena.NewBalancing(t.c.Balanced, d)
	return res, nil
}
