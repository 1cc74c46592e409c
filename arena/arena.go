package arena

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

// DefaultMaxPlies is the ply cap of a game when Config.MaxPlies is 0. It is
// far above the length of real games (random kiswahili games last about 55
// plies), and exists only to stop a run from hanging on a game that never
// ends.
const DefaultMaxPlies = 5000

// LegalEveryFor returns the Config.LegalEvery of bao selfplay for a run of
// games games when a player is random (a player.ChildChooser): the largest
// power of two at most games/256, from 1 to MaxAutoLegalEvery. Counting
// the legal moves of a position costs a random game about three times as
// much as playing its move, so a run of random players that counted them
// all would be more than twice as slow as its games. Counted in one
// position in K, a run of N games counts at least N/K >= 256 games' worth
// of positions (some 14,000 in kiswahili, where the mean is then known to
// about ±0.02, one standard error) for K > 1, every position of a run of
// fewer than 512 games, and the count costs a run at most some 12 ms of
// CPU time (it counts fewer than 512 games' worth): under 1% of a run of
// 200,000 random games, where one position in 32 cost 9%.
// It depends on the number of games of the whole run only, so that its
// shards and a resumed run count the same positions.
func LegalEveryFor(games int) int {
	k := 1
	for k < MaxAutoLegalEvery && 2*k*256 <= games {
		k *= 2
	}
	return k
}

// MaxAutoLegalEvery is the largest LegalEvery that LegalEveryFor gives:
// one position counted in 1024.
const MaxAutoLegalEvery = 1024

// Upper limits of the fields of Config that size memory. Run refuses a
// Config beyond them.
const (
	// MaxWorkers bounds Config.Workers: each worker holds its own players
	// (an alpha-beta player its transposition table) and buffers.
	MaxWorkers = 256
	// MaxMatchGames bounds Config.MatchGames: the records of a match are
	// held until the match is over.
	MaxMatchGames = 99
	// MaxOpenings bounds Config.Openings.
	MaxOpenings = 1000
	// MaxPliesLimit bounds Config.MaxPlies: a record holds every move.
	MaxPliesLimit = 1_000_000
	// MaxGames bounds Config.Games.
	MaxGames = 1 << 40
)

// ErrStopped is returned by Run when Config.Stop was closed before every
// game was played; the summary covers the games delivered.
var ErrStopped = errors.New("arena: stopped before the last game")

// Config describes a run: the fields every caller sets (the variant, the
// players, the number of games, the seed, and the openings, workers and
// ply cap, whose zero values suit), and the Options of match mode,
// balanced openings, sharding and resuming, and speed, which a run
// without them leaves at their zero values:
//
//	arena.Config{Variant: v, A: "greedy", B: "random", Games: 100, Seed: 1,
//		Options: arena.Options{Shard: 2, Shards: 4}}
//
// The options are fields of Config too (c.Shard), as Options is embedded.
type Config struct {
	// Variant is the game played.
	Variant bao.Variant
	// A and B are the specs of the two players, as accepted by
	// player.New ("random", "alphabeta(depth=4)").
	A, B string
	// Games is the number of games to play, or of matches in match mode
	// (at most MaxGames).
	Games int
	// Seed is the master seed; every game's seed derives from it.
	Seed uint64
	// Workers is the number of goroutines playing games; 0 means
	// runtime.NumCPU(), at most MaxWorkers. It does not change the
	// results.
	Workers int
	// MaxPlies caps the length of a game: 0 means DefaultMaxPlies, a
	// negative value no cap (then a record's length is not bounded), at
	// most MaxPliesLimit. A game stopped by the cap is a draw with reason
	// "ply limit".
	MaxPlies int
	// Openings is the number of uniformly random plies that open every
	// game before the players take over (at most MaxOpenings), drawn from
	// OpeningSeed: games 2i and 2i+1, where the players have changed
	// seats, share their opening. The record says how many plies were
	// random (Record.Opening; fewer when the game ended in the opening).
	Openings int
	// Stop, when closed, stops the run from starting more games; the games
	// being played are finished and delivered, and Run returns ErrStopped.
	// Cancelling ctx instead stops the games being played, which are then
	// dropped.
	Stop <-chan struct{}
	// Progress, if not nil, is called after each game (or match) is
	// delivered, with the number done and the total, from the goroutine
	// that called Run.
	Progress func(done, total int)
	// Options are the options of a run: match mode, balanced openings,
	// shards, resuming, and speed.
	Options

	// drawer draws the balanced openings with Balanced; nil without.
	drawer *openingDrawer
}

// Options are the options of a run (Config): match mode, balanced
// openings, sharding and resuming, and what the records delivered hold;
// their zero values play every game of the run, single games, from
// every opening, with every record whole.
type Options struct {
	// Match plays matches instead of single games, scored with bao.Match.
	Match bool
	// MatchGames is the length of a match, best of MatchGames; 0 means
	// bao.MatchLength(Variant); at most MaxMatchGames.
	MatchGames int
	// Balanced, when Plies > 0, keeps only balanced openings (see
	// Balance): the run's opening i, that of games 2i and 2i+1, is the
	// i-th candidate that passes (DrawOpenings), the candidates being
	// checked in order as the games need them, so that it is the same
	// whatever Workers, Shard or From. The summary says how many were
	// drawn and rejected, up to the last opening of the games played.
	// Not in match mode.
	Balanced Balance
	// Suite, when not nil, gives the openings (an openings file): opening
	// i opens games 2i and 2i+1, which the players then take over, so
	// that a run has at most twice as many games as the suite openings.
	// Not with Openings, Balanced or Match; the ply cap must exceed the
	// longest opening's moves.
	Suite *Suite
	// Shard and Shards split a run among independent jobs: with Shards > 1
	// only the games whose number is Shard modulo Shards are played, and
	// Shards runs with Shard = 0..Shards-1 together play exactly the games
	// of one run with Shards 0 or 1. Not in match mode.
	Shard, Shards int
	// Block, when above 1, makes the shards take blocks of Block
	// consecutive games rather than single games: game g is played by
	// shard (g/Block) modulo Shards. Package sprt gives its shards whole
	// batches of game pairs this way; From then skips the games of the
	// shard below From.
	Block int
	// From skips the games numbered below From (to resume an interrupted
	// run). Not in match mode.
	From int
	// LegalEvery says in which positions the legal moves are counted for
	// the summary (Summary.Legal): all of them when it is 0 or 1, else one
	// position in LegalEvery, every LegalEvery-th ply of a game from an
	// offset drawn from the game's seed. Counting lists the legal moves,
	// which costs more than a random player's move; it does not change
	// the games.
	LegalEvery int
	// JSON asks for the JSON line of every record (Record.JSONLine),
	// made by the worker that played the game right after it (in match
	// mode, where a game's number is known only in game order, when it
	// is delivered): a caller that writes the records then spends no
	// time making them in the goroutine that delivers them, and with
	// several workers the lines are made in parallel. It costs a line's
	// bytes per record waiting to be delivered.
	JSON bool
	// NoMoves leaves Record.Moves nil in the records handed to each, for
	// a caller that reads only their JSON lines (JSON, AppendJSON, which
	// still hold the moves) or their other fields: a run then spends no
	// time making a string per move. Record.Clone still makes them. It
	// does not change the games.
	NoMoves bool
}

// openingSeed returns the seed of the opening of games 2*pair and
// 2*pair+1 (single games): with Balanced, that of the pair-th balanced
// candidate, drawn if need be.
func (c *Config) openingSeed(ctx context.Context, pair int) (uint64, error) {
	if c.drawer != nil {
		k, err := c.drawer.pair(ctx, pair)
		if err != nil {
			return 0, err
		}
		pair = k
	}
	return OpeningSeed(c.Seed, pair), nil
}

// setDrawer makes the drawer of c's balanced openings (Config.Balanced).
func (c *Config) setDrawer() error {
	if c.Balanced.Plies == 0 {
		return nil
	}
	if o := c.drawer; o != nil && o.v.Name() == c.Variant.Name() && o.master == c.Seed && o.openings == c.Openings && o.b == c.Balanced {
		return nil // Identity's, which Check may have drawn from already
	}
	d, err := newOpeningDrawer(c.Variant, c.Seed, c.Openings, c.Balanced, c.Workers)
	if d != nil {
		d.stop = c.Stop // the first signal stops the proofs too
	}
	c.drawer = d
	return err
}

// gamer checks c, makes the drawer of its balanced openings and returns a
// gamer of it, for the one game of PlayGame or Replay; the caller closes it.
func (c *Config) gamer() (*gamer, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	if err := c.setDrawer(); err != nil {
		return nil, err
	}
	return newGamer(c)
}

// balancing returns what the report says of the balanced openings of a
// run whose games used the first n openings; nil without Balanced.
func (c *Config) balancing(n int) *Balancing {
	if c.drawer == nil {
		return nil
	}
	return NewBalancing(c.Balanced, c.drawer.draw(n))
}

// Check reports whether c can be run: its settings within their bounds
// (a *LimitError names the setting), its options compatible, its players'
// specs known. Run checks it first; a command checks it before it opens
// anything, naming its flags in the message (LimitError.Setting).
func (c *Config) Check() error { return c.check() }

func (c *Config) check() error {
	if c.Variant == nil {
		return errors.New("arena: no variant")
	}
	limits := []*LimitError{
		{Setting: "Games", Value: int64(c.Games), Min: 0, Max: MaxGames},
		{Setting: "Workers", Value: int64(c.Workers), Min: 0, Max: MaxWorkers},
		{Setting: "MatchGames", Value: int64(c.MatchGames), Min: 0, Max: MaxMatchGames},
		{Setting: "Openings", Value: int64(c.Openings), Min: 0, Max: MaxOpenings},
		{Setting: "MaxPlies", Value: int64(c.MaxPlies), Min: math.MinInt64, Max: MaxPliesLimit},
		{Setting: "From", Value: int64(c.From), Min: 0, Max: math.MaxInt64},
		{Setting: "LegalEvery", Value: int64(c.LegalEvery), Min: 0, Max: math.MaxInt64},
		{Setting: "Block", Value: int64(c.Block), Min: 0, Max: math.MaxInt64},
		{Setting: "Balanced.Nodes", Value: c.Balanced.Nodes, Min: 0, Max: math.MaxInt64},
	}
	for _, l := range limits {
		if l.Value < l.Min || l.Value > l.Max {
			return fmt.Errorf("arena: %w", l)
		}
	}
	switch {
	case c.Shards < 0 || c.Shard < 0 || c.Shard >= max(c.Shards, 1):
		return fmt.Errorf("arena: shard %d of %d (want 0 <= shard < shards)", c.Shard, c.Shards)
	case c.Match && (c.Shards > 1 || c.From > 0):
		return errors.New("arena: shards and From need single games, not matches")
	case c.Match && c.Balanced.Plies != 0:
		return errors.New("arena: balanced openings need single games, not matches")
	}
	if c.Balanced.Plies != 0 {
		if err := c.Balanced.check(); err != nil {
			return fmt.Errorf("arena: %w", err)
		}
	}
	if c.Suite != nil {
		if c.Match || c.Openings != 0 || c.Balanced.Plies != 0 {
			return errors.New("arena: the openings of a suite are not for matches, random openings or balanced ones")
		}
		if err := c.Suite.check(c.Variant, (c.Games+1)/2, c.maxPlies()); err != nil {
			return err
		}
	}
	for _, spec := range []string{c.A, c.B} {
		if _, err := player.New(spec, 0); err != nil {
			return err
		}
	}
	return nil
}

func (c *Config) maxPlies() int {
	switch {
	case c.MaxPlies == 0:
		return DefaultMaxPlies
	case c.MaxPlies < 0:
		return -1
	}
	return c.MaxPlies
}

func (c *Config) matchGames() int {
	if c.MatchGames > 0 {
		return c.MatchGames
	}
	return bao.MatchLength(c.Variant)
}

// units returns the number of the first unit (game or match) the run
// plays, the step between its units, and how many it plays.
//
// With blocks (Block > 1), first is instead the index, among the games of
// the shard, of the first game played (those below From are skipped), and
// step is 1: unitGame maps them to game numbers.
func (c *Config) units() (first, step, n int) {
	if c.Block > 1 {
		skip := c.blockGames(c.From)
		return skip, 1, c.blockGames(c.Games) - skip
	}
	step = max(c.Shards, 1)
	first = c.From + (c.Shard-c.From%step+step)%step
	if first >= c.Games {
		return first, step, 0
	}
	return first, step, (c.Games-first-1)/step + 1
}

// blockGames returns how many of the games below g (at most Games) the
// shard of c plays with blocks (Config.Block > 1): those of blocks Shard,
// Shard+Shards, ... of Block games.
func (c *Config) blockGames(g int) int {
	b, step := c.Block, max(c.Shards, 1)
	full, rem := min(g, c.Games)/b, min(g, c.Games)%b
	n := 0
	if c.Shard < full {
		n = ((full-c.Shard-1)/step + 1) * b // the shard's blocks below block full
	}
	if full%step == c.Shard {
		n += rem // block full is the shard's, and g cuts it
	}
	return n
}

// BlockGame returns the number of the game that is the j-th (from 0) of
// the games the shard of c plays with blocks (Config.Block > 1), or of
// the games of the run when Block is 0 or 1 and there is one shard.
func (c *Config) BlockGame(j int) int {
	b := max(c.Block, 1)
	return (c.Shard+(j/b)*max(c.Shards, 1))*b + j%b
}

// unitGame returns the number of the game (or match) that is the i-th unit
// the run plays, of those from first with the step of units.
func (c *Config) unitGame(first, step, i int) int {
	if c.Block > 1 {
		return c.BlockGame(first + i)
	}
	return first + i*step
}

// Units returns how many games (or matches) a run of c plays: Games, less
// those of other shards and those below From.
func (c *Config) Units() int {
	_, _, n := c.units()
	return n
}

// Play is Run that also returns every record, in game order: copies of
// those Run delivers (Record.Clone), which the caller owns.
func Play(ctx context.Context, c Config) ([]Record, *Summary, error) {
	var recs []Record
	sum, err := Run(ctx, c, func(r *Record) error {
		recs = append(recs, *r.Clone())
		return nil
	})
	return recs, sum, err
}

// Run plays the games of c and returns their summary. If each is not nil,
// it is called with every record in game order, from the goroutine that
// called Run; an error from it stops the run. A player's error (including
// ctx being done) stops the run too; the summary then covers the games
// delivered before it, which are all the games before the one that failed.
// No record is delivered after ctx is done, and the error is then
// ctx.Err().
//
// The record handed to each, and the slices it refers to (Moves, Match),
// belong to Run and are valid only until each returns: Run reuses them for
// a later game (Moves already for the next record delivered), so that a
// run allocates nothing per game but the text of the final position. A caller that keeps a record keeps a copy of it,
// made by Record.Clone (as Play does); the strings of a record (its move
// texts and Final included) never change and may be kept as they are.
//
// The records that finished games wait for those before them in a buffer
// of WindowPerWorker games (or matches) per worker; a worker that gets
// that far ahead waits.
func Run(ctx context.Context, c Config, each func(*Record) error) (*Summary, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	start := time.Now()
	first, step, n := c.units()
	sum := newSummary(&c)
	if err := c.setDrawer(); err != nil {
		return sum, err
	}
	d := deliverer{c: &c, sum: sum, each: each}
	r := runner{
		workers: workerCount(c.Workers, n), n: n, stop: c.Stop,
		newGamer: func() (*gamer, error) { return newGamer(&c) },
		play: func(ctx context.Context, g *gamer, i int, u *unitRecs) error {
			return g.playUnit(ctx, c.unitGame(first, step, i), u)
		},
		deliver:  d.deliver,
		progress: c.Progress,
		moves:    each != nil && !c.NoMoves,
	}
	err := r.run(ctx)
	sum.Balancing = c.balancing(d.openings)
	sum.finish(time.Since(start))
	return sum, err
}

// workerCount returns the number of workers that play n units when w are
// asked for (0: one per CPU).
func workerCount(w, n int) int {
	if w <= 0 {
		w = min(runtime.NumCPU(), MaxWorkers)
	}
	return max(1, min(w, n))
}

// deliverer sums up the records of Run and hands them to its caller.
type deliverer struct {
	c    *Config
	sum  *Summary
	each func(*Record) error
	game int // the number of the next game in match mode
	// openings is the number of openings the games delivered used (the
	// last one's number, plus one), single games only.
	openings int
}

// deliver hands over the records of one unit.
func (d *deliverer) deliver(recs []*Record) error {
	for _, r := range recs {
		if d.c.Match {
			r.Game = d.game
			d.game++
			if d.c.JSON {
				r.line = r.AppendJSON(r.line[:0])
			}
		}
		d.sum.add(r)
		if !d.c.Match {
			d.openings = max(d.openings, r.Game/2+1)
		}
		if d.each != nil {
			if err := d.each(r); err != nil {
				return err
			}
		}
	}
	if d.c.Match {
		d.sum.addMatch(recs)
	}
	return nil
}

// unitRecs holds the records of one unit (a game, or a match), reused from
// unit to unit: the runner plays a unit into a unitRecs and takes it back
// once the unit is delivered. It holds the record of a single game itself
// (first), so that a unit costs one allocation (and the slices of its
// record) the first time. Used through a pointer only: recs points into it.
type unitRecs struct {
	recs  []*Record // the records of the unit, in game order
	first Record    // recs[0]
	one   [1]*Record
}

// reset empties u, keeping its records for reuse.
func (u *unitRecs) reset() { u.recs = u.recs[:0] }

// next adds a record to u and returns it: one that u held before, to be
// overwritten, or a new one.
func (u *unitRecs) next() *Record {
	if u.recs == nil {
		u.one[0] = &u.first
		u.recs = u.one[:0]
	}
	n := len(u.recs)
	if n < cap(u.recs) {
		u.recs = u.recs[:n+1]
		if r := u.recs[n]; r != nil {
			return r
		}
	} else {
		u.recs = append(u.recs, nil)
	}
	r := new(Record)
	u.recs[n] = r
	return r
}

// batch holds the records of the units a worker of runMany plays at once
// (see maxBatch), reused from batch to batch.
type batch struct {
	i, n  int                 // the first unit of the batch, and the number played
	units [maxBatch]*unitRecs // their records: units[:n]; nil until first used
	err   error               // the error of unit i+n
	left  int                 // units not yet delivered, counted by the collector
}

// unit returns the empty unitRecs of the j-th unit of b.
func (b *batch) unit(j int) *unitRecs {
	u := b.units[j]
	if u == nil {
		u = new(unitRecs)
		b.units[j] = u
	}
	u.reset()
	return u
}

// batchPool holds the batches not in use, shared by the workers and the
// collector of runMany: taken and given back once a batch, not once a
// unit.
type batchPool struct {
	mu   sync.Mutex
	free []*batch
}

// get returns a batch, reused when one is free.
func (p *batchPool) get() *batch {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.free); n > 0 {
		b := p.free[n-1]
		p.free = p.free[:n-1]
		return b
	}
	return new(batch)
}

// put gives back b, whose records were all delivered.
func (p *batchPool) put(b *batch) {
	p.mu.Lock()
	p.free = append(p.free, b)
	p.mu.Unlock()
}

// runner is the game loop of Run and RunTournament: it plays units 0 to
// n-1 (a game, or a match) on workers goroutines, each with a gamer of its
// own, and delivers their records in unit order from the calling goroutine.
// The records handed to deliver are reused once it returns.
type runner struct {
	workers, n int
	stop       <-chan struct{} // closed: start no more units (ErrStopped)
	newGamer   func() (*gamer, error)
	play       func(ctx context.Context, g *gamer, i int, u *unitRecs) error // plays unit i into u, empty
	deliver    func(recs []*Record) error
	progress   func(done, total int)
	done       int      // units delivered
	moves      bool     // make the Moves of the records delivered
	buf        []string // the Moves of the records being delivered, reused
}

// stopped reports whether r.stop is closed.
func (r *runner) stopped() bool {
	select {
	case <-r.stop:
		return true
	default:
		return false
	}
}

// hand delivers the records of the next unit and reports progress.
func (r *runner) hand(recs []*Record) error {
	if r.moves {
		buf := r.buf[:0]
		for _, rec := range recs {
			if rec.unmade {
				buf = rec.makeMoves(buf)
			}
		}
		r.buf = buf
	}
	if err := r.deliver(recs); err != nil {
		return err
	}
	r.done++
	if r.progress != nil {
		r.progress(r.done, r.n)
	}
	return nil
}

// run plays the units: no record is delivered after ctx is done.
func (r *runner) run(ctx context.Context) error {
	if r.workers <= 1 {
		return r.runOne(ctx)
	}
	return r.runMany(ctx)
}

// runOne plays the units in the calling goroutine.
func (r *runner) runOne(ctx context.Context) error {
	g, err := r.newGamer()
	if err != nil {
		return err
	}
	defer g.close()
	var u unitRecs // the records of every unit in turn
	for i := range r.n {
		if r.stopped() {
			return ErrStopped
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		u.reset()
		err := r.play(ctx, g, i, &u)
		if cerr := ctx.Err(); cerr != nil {
			return cerr // rather than a player's report of it; nothing delivered after it
		}
		if err != nil {
			return err
		}
		if err := r.hand(u.recs); err != nil {
			return err
		}
	}
	return nil
}

// WindowPerWorker is the number of games (or matches) per worker that may
// be played ahead of the oldest one not yet delivered. One random game in
// about a thousand meets a never-ending move, whose exact check can take as
// long as a thousand games: a smaller window leaves the other workers idle
// while it runs (with 64, two workers played 1.5 times as many games a
// second as one; with 1024, 1.7 times). A waiting record of a random
// four-row game takes about 600 bytes (some 300 and 5 a ply, at most
// MaxPliesLimit plies: its moves wait as bao.Played, which the garbage
// collector need not scan, and are made texts when it is delivered), and its JSON
// line (Config.JSON) about 600 bytes more (some 230 bytes and 7 a ply).
const WindowPerWorker = 1024

// maxBatch is the most units a worker takes at once: fast games (random
// players) are taken and handed over in batches, so that the collector is
// woken once a batch rather than once a game; slow ones one by one.
const maxBatch = 16

// fastUnit is the time under which a unit counts as fast.
const fastUnit = 200 * time.Microsecond

// runMany plays the units on r.workers goroutines. A worker takes a ticket
// for every unit it takes, and the collector gives a ticket back for every
// unit it delivers, so that at most window units are being played or
// waiting for those before them. A worker takes one unit at a time, or a
// batch of up to maxBatch while the units are fast.
func (r *runner) runMany(ctx context.Context) error {
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	n := r.n
	window := WindowPerWorker * r.workers
	var pool batchPool
	var next atomic.Int64
	tickets := make(chan struct{}, window)
	results := make(chan *batch, window) // never full: a batch holds a ticket at least
	var wg sync.WaitGroup
	var setupErr error
	var setupOnce sync.Once
	for range r.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g, err := r.newGamer()
			if err != nil {
				setupOnce.Do(func() { setupErr = err })
				cancel()
				return
			}
			defer g.close()
			k := 1 // the size of the next batch
			for {
				for range k {
					select {
					case tickets <- struct{}{}: // one channel locked, not three
						continue
					default:
					}
					select {
					case tickets <- struct{}{}:
					case <-ctx.Done():
						return
					case <-r.stop:
						return
					}
				}
				if ctx.Err() != nil || r.stopped() {
					return
				}
				i := int(next.Add(int64(k))) - k
				if i >= n {
					return
				}
				// A batch taken is played whole (its games are fast),
				// also after Stop, so that no game after it is left
				// waiting for a gap.
				res := pool.get()
				res.i, res.n, res.err = i, 0, nil
				t0 := time.Now()
				for j := i; j < min(i+k, n) && res.err == nil; j++ {
					if err := r.play(ctx, g, j, res.unit(res.n)); err != nil {
						res.err = err
					} else {
						res.n++
					}
				}
				played, failed := res.n, res.err != nil
				results <- res // res belongs to the collector now
				// The collector, woken by the send, waits for this P
				// (every P plays games): let it run now, while the
				// records are in cache, rather than when the scheduler
				// preempts this worker, 10 ms of games later, or when
				// the window is full.
				runtime.Gosched()
				if failed {
					return
				}
				if time.Since(t0) < time.Duration(played)*fastUnit {
					k = min(2*k, maxBatch)
				} else {
					k = 1
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	type unit struct {
		recs *unitRecs
		b    *batch // the batch that holds it
	}
	pending := make([]unit, window)
	failed := n // the first unit whose game failed
	var playErr, eachErr error
	for res := range results {
		if res.err != nil {
			// The first error to arrive is the real one; the games
			// cancelled after it may be earlier ones, which are not
			// delivered either.
			if playErr == nil {
				playErr = res.err
			}
			failed = min(failed, res.i+res.n)
			cancel()
		}
		if eachErr != nil {
			continue
		}
		res.left = res.n
		for k, u := range res.units[:res.n] {
			pending[(res.i+k)%window] = unit{u, res}
		}
		for r.done < failed && pending[r.done%window].recs != nil {
			if err := parent.Err(); err != nil {
				eachErr = err // deliver nothing after ctx is done
				cancel()
				break
			}
			u := pending[r.done%window]
			pending[r.done%window] = unit{}
			err := r.hand(u.recs.recs)
			if u.b.left--; u.b.left == 0 {
				pool.put(u.b)
			}
			if err != nil {
				eachErr = err
				cancel()
				break
			}
			<-tickets
		}
	}
	switch {
	case eachErr != nil:
		return eachErr
	case setupErr != nil:
		return setupErr
	case r.done == n:
		return nil
	case parent.Err() != nil:
		return parent.Err() // rather than a player's report of it
	case playErr != nil:
		return playErr
	case r.stopped():
		return ErrStopped
	}
	return errors.New("arena: run stopped early")
}

// playUnit plays game number unit, or match number unit in match mode,
// and adds its records to u.
func (g *gamer) playUnit(ctx context.Context, unit int, u *unitRecs) error {
	c := g.c
	seed := GameSeed(c.Seed, unit)
	if !c.Match {
		r := u.next()
		openSeed, err := c.openingSeed(ctx, unit/2)
		if err != nil {
			return err
		}
		if err := g.play(ctx, [2]int{0, 1}, SeatOfA(unit), seed, openSeed, c.Suite.opening(unit/2), r); err != nil {
			return fmt.Errorf("arena: game %d: %w", unit, err)
		}
		r.Game = unit
		g.finish(r)
		return nil
	}
	m := bao.NewMatch(c.matchGames())
	for k := 0; !m.Over(); k++ {
		r := u.next()
		if err := g.play(ctx, [2]int{0, 1}, MatchSeatOfA(unit, k), GameSeed(seed, k), OpeningSeed(seed, k/2), nil, r); err != nil {
			return fmt.Errorf("arena: match %d, game %d: %w", unit, k+1, err)
		}
		r.match = unit
		r.Match = &r.match
		if err := m.Record(r.outcome()); err != nil {
			return err
		}
	}
	return nil
}

// PlayGame plays one game of v from its start position: the player of spec
// south against that of spec north, built with the seeds PlayerSeed(seed,
// side), stopped at maxPlies plies (0: DefaultMaxPlies; negative: no cap).
// It replays the game of a Record without opening from its seed, south and
// north fields (Replay replays any game of a run). The record's Game is 0
// and its A is South.
func PlayGame(ctx context.Context, v bao.Variant, south, north string, seed uint64, maxPlies int) (*Record, error) {
	c := Config{Variant: v, A: south, B: north, MaxPlies: maxPlies}
	g, err := c.gamer()
	if err != nil {
		return nil, err
	}
	defer g.close()
	r := new(Record)
	if err := g.play(ctx, [2]int{0, 1}, bao.South, seed, 0, nil, r); err != nil {
		return nil, err
	}
	r.makeMoves(nil)
	return r, nil
}

// Replay plays game number game of the run c again (single games only) and
// returns its record, as Run delivers it.
func Replay(ctx context.Context, c Config, game int) (*Record, error) {
	c.Shard, c.Shards, c.From, c.Games = 0, 1, 0, max(c.Games, game+1)
	if c.Match {
		return nil, errors.New("arena: Replay plays single games, not matches")
	}
	g, err := c.gamer()
	if err != nil {
		return nil, err
	}
	defer g.close()
	var u unitRecs
	if err := g.playUnit(ctx, game, &u); err != nil {
		return nil, err
	}
	u.recs[0].makeMoves(nil)
	return u.recs[0], nil
}
