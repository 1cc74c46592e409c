package arena

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/rating"
)

// Limits of a tournament, which bound its memory and time; Openings and
// Workers have the limits of Config (MaxOpenings, MaxWorkers).
const (
	MaxTournamentPlayers = 32        // players in a round robin
	MaxTournamentGames   = 1_000_000 // games of a round robin, all pairings together
)

// ErrTournamentConfig reports a tournament configuration that cannot be
// run: too few players, an odd number of games, an unknown player spec, ...
var ErrTournamentConfig = errors.New("arena: bad tournament")

// TournamentConfig describes a round robin: every two players meet in
// Games games, the same Games/2 openings for every pairing, each played
// twice with the colours swapped.
type TournamentConfig struct {
	// Variant is the game played.
	Variant bao.Variant
	// Players are the specs of the players, as accepted by player.New;
	// at least 2, at most MaxTournamentPlayers, with distinct canonical
	// names.
	Players []string
	// Games is the number of games of each pairing: even, at least 2.
	Games int
	// Openings is the number of uniformly random plies that open every
	// game, 0 to MaxOpenings, drawn as those of Config.Openings: opening
	// number i (the i-th of every pairing) from OpeningSeed(Seed, i), so
	// every pairing plays the same ones. An opening that ends the game
	// ends it (Record.Opening is then shorter), in both games.
	Openings int
	// Balanced, when Plies > 0, keeps only balanced openings (see
	// Balance): opening i of every pairing is the i-th candidate that
	// passes (DrawOpenings), the candidates being checked in order as the
	// games need them, the same whatever Workers, Shard or From. The
	// standings say how many were drawn and rejected.
	Balanced Balance
	// Suite, when not nil, gives the openings (an openings file): opening
	// i opens round i, the i-th game pair of every pairing, so that a
	// pairing plays at most twice as many games as the suite openings.
	// Not with Openings or Balanced.
	Suite *Suite
	// Seed is the master seed: the openings, and every game's seed, derive
	// from it.
	Seed uint64
	// Workers is the number of goroutines playing games, each with its
	// own players; 0 means runtime.NumCPU(), at most MaxWorkers. It does
	// not change the results.
	Workers int
	// MaxPlies caps the length of a game, opening included, as
	// Config.MaxPlies: 0 means DefaultMaxPlies, a negative value no cap. A
	// cap must exceed Openings.
	MaxPlies int
	// Shard and Shards split a tournament among independent jobs, as in
	// Config: with Shards > 1 only the games whose number is Shard modulo
	// Shards are played, and the Shards runs together play exactly the
	// games of the whole tournament (Total, not Units, counts them all).
	Shard, Shards int
	// From skips the games numbered below From, as in Config (to resume
	// an interrupted run).
	From int
	// Kept, when not nil, holds the standings of the games below From,
	// read back from the records of the run being resumed (Resume sets
	// it): RunTournament adds every game it plays to Kept (Standings.Add)
	// and returns Kept, the standings of the whole run, with this run's
	// Elapsed and the balanced openings of the whole run (Balancing).
	Kept *Standings
	// Stop, when closed, stops the run from starting more games, as
	// Config.Stop: the games being played are finished and delivered, and
	// RunTournament returns ErrStopped.
	Stop <-chan struct{}
	// Progress, if not nil, is called after each game is delivered, with
	// the number done and the total, from the goroutine that called
	// RunTournament.
	Progress func(done, total int)
	// JSON asks for the JSON line of every record, made by the worker
	// that played its game, as Config.JSON.
	JSON bool
	// NoMoves leaves Record.Moves nil in the records handed to each, as
	// Config.NoMoves.
	NoMoves bool
}

// Pairings returns the number of pairings of the round robin.
func (c *TournamentConfig) Pairings() int { n := len(c.Players); return n * (n - 1) / 2 }

// Total returns the number of games of the round robin.
func (c *TournamentConfig) Total() int { return c.Pairings() * c.Games }

// Units returns the number of games a run of c plays: Total, less those
// of other shards and those below From.
func (c *TournamentConfig) Units() int {
	_, _, n := c.games()
	return n
}

// games returns the number of the first game the run plays, the step
// between its games, and how many it plays: those of Config with as many
// games as the tournament.
func (c *TournamentConfig) games() (first, step, n int) {
	return (&Config{Games: c.Total(), Options: Options{Shard: c.Shard, Shards: c.Shards, From: c.From}}).units()
}

// Check reports whether c can be run; its errors wrap ErrTournamentConfig.
// It returns the canonical names of the players.
func (c *TournamentConfig) Check() ([]string, error) {
	bad := func(format string, a ...any) ([]string, error) {
		return nil, fmt.Errorf("%w: "+format, append([]any{ErrTournamentConfig}, a...)...)
	}
	switch {
	case c.Variant == nil:
		return bad("no variant")
	case len(c.Players) < 2 || len(c.Players) > MaxTournamentPlayers:
		return bad("%d players (want 2 to %d)", len(c.Players), MaxTournamentPlayers)
	case c.Games < 2 || c.Games%2 != 0:
		return bad("%d games per pairing (want an even number, at least 2)", c.Games)
	case c.Games > MaxTournamentGames || c.Total() > MaxTournamentGames:
		return bad("%d pairings of %d games (at most %d games in all)", c.Pairings(), c.Games, MaxTournamentGames)
	case c.Openings < 0 || c.Openings > MaxOpenings:
		return bad("%w", &LimitError{Setting: "Openings", Value: int64(c.Openings), Min: 0, Max: MaxOpenings})
	case c.Workers < 0 || c.Workers > MaxWorkers:
		return bad("%w", &LimitError{Setting: "Workers", Value: int64(c.Workers), Min: 0, Max: MaxWorkers})
	case c.Balanced.Nodes < 0:
		return bad("%w", &LimitError{Setting: "Balanced.Nodes", Value: c.Balanced.Nodes, Min: 0, Max: math.MaxInt64})
	case c.Shards < 0 || c.Shard < 0 || c.Shard >= max(c.Shards, 1):
		return bad("shard %d of %d (want 0 <= shard < shards)", c.Shard, c.Shards)
	case c.From < 0:
		return bad("from game %d", c.From)
	}
	if c.Balanced.Plies != 0 {
		if err := c.Balanced.check(); err != nil {
			return bad("%w", err)
		}
	}
	if cp := (&Config{MaxPlies: c.MaxPlies}).maxPlies(); cp >= 0 && cp <= c.Openings {
		return bad("a ply cap of %d with openings of %d plies", cp, c.Openings)
	}
	if c.Suite != nil {
		if c.Openings != 0 || c.Balanced.Plies != 0 {
			return bad("the openings of a suite are not for random openings or balanced ones")
		}
		if err := c.Suite.check(c.Variant, c.Games/2, (&Config{MaxPlies: c.MaxPlies}).maxPlies()); err != nil {
			return bad("%v", trimPrefix(err))
		}
	}
	names := make([]string, len(c.Players))
	for i, spec := range c.Players {
		p, err := player.New(spec, 0)
		if err != nil {
			return bad("player %d: %v", i+1, err)
		}
		names[i] = p.Name()
		if j := slices.Index(names[:i], names[i]); j >= 0 {
			return bad("players %d and %d are both %s", j+1, i+1, names[i])
		}
	}
	return names, nil
}

// TournamentRecord is the record of one game of a tournament: the Record
// of Run, whose Moves begin with the opening (Record.Opening plies), and
// the game's place in the round robin. Its JSON is that of Record.
type TournamentRecord struct {
	Record
	// Pairing is the index of the game's pairing in Standings.Pairings,
	// and Round the number of its opening, from 0. Record.A is the seat
	// of the pairing's first player. Not part of the JSON.
	Pairing, Round int `json:"-"`
}

// Clone returns a copy of r that shares no slice or pointer with it (see
// Record.Clone).
func (r *TournamentRecord) Clone() *TournamentRecord {
	c := *r
	c.Record = *r.Record.Clone()
	return &c
}

// ErrRecord reports a record that Standings.Add refuses: not a game of
// the tournament as RunTournament plays it, or out of game order.
var ErrRecord = errors.New("arena: record not of this tournament")

// Standings are the results of a round robin, so far.
type Standings struct {
	Variant  string   // the variant's Name
	Players  []string // canonical names of the players, in the order given
	Games    int      // games per pairing asked for
	Openings int      // random plies per opening
	Played   int      // games played
	// Pairings lists the pairings in the order (0,1), (0,2), ...,
	// (0,n-1), (1,2), ...
	Pairings []PairStanding
	// Elapsed is the wall-clock time of the run (0 for standings built by
	// Add).
	Elapsed time.Duration
	// Balancing says, with TournamentConfig.Balanced, how many candidate
	// openings were drawn and rejected, up to the last opening of the
	// games played; nil without (and in standings built by Add).
	Balancing *Balancing

	c    TournamentConfig
	id   *Identity // of the whole tournament, which Add checks records with (made by its first call: identity)
	next int       // the lowest game number Add accepts
	miss Gaps      // the games below next not counted
}

// PairStanding is the result of one pairing, from the view of its first
// player A.
type PairStanding struct {
	A, B                int // indices of the players in Standings.Players
	Games               int // games played
	Wins, Draws, Losses int // of player A
	PlyLimit            int // draws by the ply cap, also counted in Draws
	// Units holds, per opening with games played, in the order of the
	// openings, the games played (2, or 1 for the last opening of an
	// interrupted run or in a shard) and A's points in them: the blocks
	// that rating.Estimate resamples, each with its Opening: the number
	// of its opening plus 1, so that the resamples draw an opening with
	// its games in every pairing.
	Units []rating.Unit
	// Pairs counts the game pairs: the two games of an opening, in which
	// A played South, then North.
	Pairs GamePairs

	round int // the opening of the last unit
}

// NewStandings returns the standings of the tournament c before any game,
// to be filled from records by Add. Its errors, those of c.Check, wrap
// ErrTournamentConfig.
func NewStandings(c TournamentConfig) (*Standings, error) {
	names, err := c.Check()
	if err != nil {
		return nil, err
	}
	return newStandings(&c, names), nil
}

// newStandings is NewStandings after c.Check, which gave names.
func newStandings(c *TournamentConfig, names []string) *Standings {
	st := &Standings{Variant: c.Variant.Name(), Players: names, Games: c.Games, Openings: c.Openings}
	// What makes the games; not how or which of them are played.
	st.c = TournamentConfig{Variant: c.Variant, Players: c.Players, Games: c.Games, Openings: c.Openings, Balanced: c.Balanced, Suite: c.Suite, Seed: c.Seed, MaxPlies: c.MaxPlies}
	for k := range c.Pairings() {
		a, b := pairingPlayers(len(names), k)
		st.Pairings = append(st.Pairings, PairStanding{A: a, B: b, Units: make([]rating.Unit, 0, c.Games/2), round: -1})
	}
	return st
}

// Add counts the game of r, a record as RunTournament delivers it or as
// read back from its JSON, and returns it as a TournamentRecord. It checks
// that the games come in increasing order of their numbers (gaps allowed,
// as in a shard), that r is game r.Game of the tournament by the
// tournament's Identity (Identity.CheckContext: variant, seed, players and
// their seats, by their canonical specs, number of opening plies and
// opening moves, length within the ply cap; its error is then a
// *MismatchError), and that its winner is one. Its errors wrap ErrRecord.
// The standings of the records of all the games, in order, are those of
// RunTournament.
func (s *Standings) Add(r *Record) (*TournamentRecord, error) {
	return s.AddContext(context.Background(), r)
}

// AddContext is Add with a context, which stops the drawing of a balanced
// opening to check r's (its error is then ctx's).
func (s *Standings) AddContext(ctx context.Context, r *Record) (*TournamentRecord, error) {
	c := &s.c
	bad := func(format string, a ...any) (*TournamentRecord, error) {
		return nil, fmt.Errorf("%w: game %d: "+format, append([]any{ErrRecord, r.Game}, a...)...)
	}
	switch {
	case r.Game < s.next:
		return bad("after game %d: not in game order", s.next-1)
	case r.Game >= c.Total():
		return nil, &MismatchError{Game: r.Game, Field: "game", Got: fmt.Sprint(r.Game), Want: fmt.Sprintf("one of games 0 to %d: the tournament has %d games", c.Total()-1, c.Total())}
	}
	if err := s.identity().CheckContext(ctx, r); err != nil {
		return nil, err
	}
	if r.Winner != "S" && r.Winner != "N" && r.Winner != "draw" {
		return nil, &MismatchError{Game: r.Game, Field: "winner", Got: fmt.Sprintf("%q", r.Winner), Want: `"S", "N" or "draw"`}
	}
	tr := s.place(r)
	s.add(tr)
	return tr, nil
}

// identity returns the identity of the whole tournament, made by its
// first call.
func (s *Standings) identity() *Identity {
	if s.id == nil {
		s.id, _ = s.c.identity(s.Players) // s.c passed Check, and its drawer's limits
	}
	return s.id
}

// place returns r as a TournamentRecord, with its pairing, round and A.
func (s *Standings) place(r *Record) *TournamentRecord {
	k, round, a := s.c.Place(r.Game)
	tr := &TournamentRecord{Record: *r, Pairing: k, Round: round}
	tr.A = a
	return tr
}

// Missing returns the games of the tournament that the standings do not
// count: those skipped between the games counted, and those after the
// last. Standings that count the records of every shard (Add) miss none.
func (s *Standings) Missing() Gaps {
	miss := s.miss
	miss.first = miss.first[:len(miss.first):len(miss.first)] // an Add to the copy leaves s's alone
	if total := s.c.Total(); s.next < total {
		miss.Add(s.next, total-1)
	}
	return miss
}

// Score returns A's points per game (a win 1, a draw 1/2), 0 without games.
func (p *PairStanding) Score() float64 {
	if p.Games == 0 {
		return 0
	}
	return (float64(p.Wins) + float64(p.Draws)/2) / float64(p.Games)
}

// Score returns the points of player i per game over all its games, and
// the number of its games.
func (s *Standings) Score(i int) (score float64, games int) {
	var pts float64
	for _, p := range s.Pairings {
		switch i {
		case p.A:
			pts += float64(p.Wins) + float64(p.Draws)/2
		case p.B:
			pts += float64(p.Losses) + float64(p.Draws)/2
		default:
			continue
		}
		games += p.Games
	}
	if games == 0 {
		return 0, 0
	}
	return pts / float64(games), games
}

// RatingPairings returns the pairings in the form of package rating.
func (s *Standings) RatingPairings() []rating.Pairing {
	ps := make([]rating.Pairing, len(s.Pairings))
	for i, p := range s.Pairings {
		ps[i] = rating.Pairing{A: p.A, B: p.B, Units: p.Units}
	}
	return ps
}

// add counts one game, of a number above those counted before.
func (s *Standings) add(r *TournamentRecord) {
	s.Played++
	if r.Game > s.next {
		s.miss.Add(s.next, r.Game-1)
	}
	s.next = r.Game + 1
	p := &s.Pairings[r.Pairing]
	p.Games++
	var pts float64
	switch {
	case r.Winner == "draw":
		p.Draws++
		pts = 0.5
		if r.Reason == ReasonPlyLimit {
			p.PlyLimit++
		}
	case (r.Winner == "S") == (r.A == bao.South):
		p.Wins++
		pts = 1
	default:
		p.Losses++
	}
	if p.round != r.Round || len(p.Units) == 0 { // the first game of an opening played
		p.Units = append(p.Units, rating.Unit{Opening: r.Round + 1})
		p.round = r.Round
	}
	u := &p.Units[len(p.Units)-1]
	u.Games++
	u.Points += pts
	p.Pairs.Add(&r.Record)
}

// Place returns the place of game number g of the round robin: the index
// of its pairing (in Standings.Pairings), the number of its opening, from
// 0, and the seat of the pairing's first player. The games are ordered by
// opening, then pairing, then seat (South first), so that an interrupted
// run has played every pairing about equally.
func (c *TournamentConfig) Place(g int) (pairing, round int, a bao.Player) {
	per := 2 * c.Pairings()
	return (g % per) / 2, g / per, SeatOfA(g)
}

// pairingPlayers returns the players of pairing number k: (0,1), (0,2), ...
func pairingPlayers(n, k int) (a, b int) {
	for a = 0; ; a++ {
		if k < n-1-a {
			return a, a + 1 + k
		}
		k -= n - 1 - a
	}
}

// RunTournament plays the round robin c and returns its standings. If each
// is not nil, it is called with every record in game order, from the
// goroutine that called RunTournament; an error from it stops the run. A
// player's error (including ctx being done) stops the run too; the
// standings then cover the games delivered before it, and the error is
// ctx.Err() if ctx is done. No record is delivered after ctx is done.
// The record handed to each is valid only until each returns, as in Run:
// a caller that keeps it keeps a copy (TournamentRecord.Clone).
//
// Game g of the run (numbered by opening, then pairing, then seat: Place)
// has the seed GameSeed(c.Seed, g) and the opening OpeningSeed(c.Seed,
// round); its players are seeded with PlayerSeed as in Run. The games are
// played by the game loop of Run, each worker building its players once,
// so the records are the same whatever the number of workers, unless a
// player has a time budget (whose games depend on the machine's speed and
// load, and cannot be repeated). A shard (c.Shards > 1) plays only its
// games, and its standings cover them; the records of all the shards,
// given to Add of NewStandings(c) in game order, give the standings of the
// whole tournament.
func RunTournament(ctx context.Context, c TournamentConfig, each func(*TournamentRecord) error) (*Standings, error) {
	names, err := c.Check()
	if err != nil {
		return nil, err
	}
	return runTournament(ctx, &c, names, each)
}

// runTournament is RunTournament after c.Check, which gave names.
func runTournament(ctx context.Context, c *TournamentConfig, names []string, each func(*TournamentRecord) error) (*Standings, error) {
	start := time.Now()
	n := len(c.Players)
	st := newStandings(c, names)
	first, step, total := c.games()
	maxPlies := (&Config{MaxPlies: c.MaxPlies}).maxPlies()
	oc := Config{Variant: c.Variant, Seed: c.Seed, Openings: c.Openings, Workers: c.Workers, Options: Options{Balanced: c.Balanced}}
	if c.Kept != nil {
		oc.drawer = c.Kept.identity().drawer // the openings the kept games were checked with, drawn once
	}
	if err := oc.setDrawer(); err != nil {
		return st, err
	}
	if oc.drawer != nil {
		oc.drawer.stop = c.Stop // the first signal stops the proofs too
	}
	rounds := 0             // the openings of the games delivered
	var tr TournamentRecord // the record delivered, reused
	r := runner{
		workers: workerCount(c.Workers, total), n: total, stop: c.Stop,
		newGamer: func() (*gamer, error) {
			g, err := newGamerOf(c.Variant, c.Players, maxPlies, c.Openings, 0)
			if err == nil {
				g.json = c.JSON
			}
			return g, err
		},
		play: func(ctx context.Context, g *gamer, j int, u *unitRecs) error {
			i := first + j*step
			k, round, a := c.Place(i)
			pa, pb := pairingPlayers(n, k)
			rec := u.next()
			openSeed, err := oc.openingSeed(ctx, round)
			if err != nil {
				return err
			}
			if err := g.play(ctx, [2]int{pa, pb}, a, GameSeed(c.Seed, i), openSeed, c.Suite.opening(round), rec); err != nil {
				return fmt.Errorf("arena: game %d (%s against %s, opening %d): %w", i, names[pa], names[pb], round, err)
			}
			rec.Game = i
			g.finish(rec)
			return nil
		},
		deliver: func(recs []*Record) error {
			k, round, _ := c.Place(recs[0].Game)
			tr = TournamentRecord{Record: *recs[0], Pairing: k, Round: round}
			rounds = max(rounds, round+1)
			st.add(&tr)
			if c.Kept != nil { // a game of the run: nothing to check
				c.Kept.add(c.Kept.place(&tr.Record))
			}
			if each != nil {
				return each(&tr)
			}
			return nil
		},
		progress: c.Progress,
		moves:    each != nil && !c.NoMoves,
	}
	err := r.run(ctx)
	st.Balancing = oc.balancing(rounds)
	st.Elapsed = time.Since(start)
	if c.Kept != nil {
		// The whole run's openings: the kept games' too (they come
		// first, in the order of their openings).
		if last := first - step; last >= 0 {
			_, round, _ := c.Place(last)
			rounds = max(rounds, round+1)
		}
		c.Kept.Balancing = oc.balancing(rounds)
		c.Kept.Elapsed = st.Elapsed
		return c.Kept, err
	}
	return st, err
}
