package arena

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/rating"
)

// Limits of a tournament, which bound its memory and time.
const (
	MaxTournamentPlayers = 32        // players in a round robin
	MaxTournamentGames   = 1_000_000 // games of a round robin, all pairings together
	MaxOpeningPlies      = 200       // random plies of an opening
	MaxOpeningDraws      = 1000      // draws of an opening before giving up (see Opening)
	MaxTournamentWorkers = 1024      // worker goroutines
)

// ErrTournamentConfig reports a tournament configuration that cannot be
// run: too few players, an odd number of games, an unknown player spec, ...
var ErrTournamentConfig = errors.New("arena: bad tournament")

// ErrOpening reports that no opening of the asked length could be drawn:
// every draw ended the game (Opening).
var ErrOpening = errors.New("arena: no opening found")

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
	// game, 0 to MaxOpeningPlies (see Opening).
	Openings int
	// Seed is the master seed: the openings, and every game's seed, derive
	// from it.
	Seed uint64
	// Workers is the number of goroutines playing games; 0 means
	// runtime.NumCPU(). It does not change the results.
	Workers int
	// MaxPlies caps the length of a game, opening included, as
	// Config.MaxPlies: 0 means DefaultMaxPlies, a negative value no cap. A
	// cap must exceed Openings.
	MaxPlies int
	// Progress, if not nil, is called after each game is delivered, with
	// the number done and the total, from the goroutine that called
	// RunTournament.
	Progress func(done, total int)
}

// Pairings returns the number of pairings of the round robin.
func (c *TournamentConfig) Pairings() int { n := len(c.Players); return n * (n - 1) / 2 }

// Total returns the number of games of the round robin.
func (c *TournamentConfig) Total() int { return c.Pairings() * c.Games }

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
	case c.Openings < 0 || c.Openings > MaxOpeningPlies:
		return bad("openings of %d plies (want 0 to %d)", c.Openings, MaxOpeningPlies)
	case c.Workers < 0 || c.Workers > MaxTournamentWorkers:
		return bad("%d workers (want 0 to %d)", c.Workers, MaxTournamentWorkers)
	}
	if cp := (&Config{MaxPlies: c.MaxPlies}).maxPlies(); cp >= 0 && cp <= c.Openings {
		return bad("a ply cap of %d with openings of %d plies", cp, c.Openings)
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

// TournamentRecord is the record of one game of a tournament: the
// selfplay Record, whose Moves begin with the opening, and the length of
// the opening.
type TournamentRecord struct {
	Record
	// Opening is the number of random plies at the start of Moves.
	Opening int `json:"opening"`

	// Pairing is the index of the game's pairing in
	// Standings.Pairings, and Round the number of its opening, from 0.
	// Record.A is the seat of the pairing's first player. Not part of
	// the JSON.
	Pairing, Round int `json:"-"`
}

// WriteJSON writes r as one line of JSON: the fields of Record, then
// "opening".
func (r *TournamentRecord) WriteJSON(w io.Writer) error {
	_, err := w.Write(r.AppendJSON(nil))
	return err
}

// AppendJSON appends the JSON line of r, newline included, to b.
func (r *TournamentRecord) AppendJSON(b []byte) []byte {
	buf := bytes.NewBuffer(b)
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		panic("arena: encoding a record: " + err.Error()) // cannot happen: plain fields only
	}
	return buf.Bytes()
}

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
	// Elapsed is the wall-clock time of the run.
	Elapsed time.Duration
}

// PairStanding is the result of one pairing, from the view of its first
// player A.
type PairStanding struct {
	A, B                int // indices of the players in Standings.Players
	Games               int // games played
	Wins, Draws, Losses int // of player A
	PlyLimit            int // draws by the ply cap, also counted in Draws
	// Units holds, per opening, the games played (2, or 1 for the last
	// opening of an interrupted run) and A's points in them: the blocks
	// that rating.Estimate resamples.
	Units []rating.Unit
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

// add counts one game.
func (s *Standings) add(r *TournamentRecord) {
	s.Played++
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
	if r.A == bao.South { // the first game of an opening
		p.Units = append(p.Units, rating.Unit{})
	}
	u := &p.Units[len(p.Units)-1]
	u.Games++
	u.Points += pts
}

// tournamentGame returns the pairing, round and seat of player A of game
// number g. The games are ordered by opening, then pairing, then seat, so
// that an interrupted run has played every pairing about equally.
func (c *TournamentConfig) tournamentGame(g int) (pairing, round int, a bao.Player) {
	per := 2 * c.Pairings()
	a = bao.South
	if g%2 == 1 {
		a = bao.North
	}
	return (g % per) / 2, g / per, a
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

// openingSalt separates the seeds of the openings from those of the games.
const openingSalt = 0x6f70656e696e6773 // "openings"

// Opening returns opening number round of a tournament with master seed
// seed: plies uniformly random moves from the start of v, each drawn from
// the list v.Legal gives. An opening must leave a position with a legal
// move; if a draw ends the game, the next draw of the same generator is
// tried, up to MaxOpeningDraws times (ErrOpening after that). The
// opening depends on seed, round, plies and v only, so every pairing of a
// tournament plays the same openings.
func Opening(v bao.Variant, seed uint64, round, plies int) ([]bao.Move, error) {
	rng := rand.New(rand.NewPCG(splitmix(seed^openingSalt), uint64(round)))
	moves := make([]bao.Move, 0, plies)
	var legal []bao.Move
draws:
	for range MaxOpeningDraws {
		moves = moves[:0]
		s := v.Start()
		for range plies {
			legal = v.Legal(s, legal[:0])
			if len(legal) == 0 {
				continue draws
			}
			m := legal[rng.IntN(len(legal))]
			t, err := v.Apply(s, m)
			if err != nil {
				return nil, fmt.Errorf("arena: opening %d: %v: %w", round, m, err)
			}
			moves = append(moves, m)
			s = t
		}
		if legal = v.Legal(s, legal[:0]); len(legal) > 0 {
			return moves, nil
		}
	}
	return nil, fmt.Errorf("%w: %d draws of %d random plies of %s all ended the game", ErrOpening, MaxOpeningDraws, plies, v.Name())
}

// RunTournament plays the round robin c and returns its standings. If each
// is not nil, it is called with every record in game order, from the
// goroutine that called RunTournament; an error from it stops the run. A
// player's error (including ctx being done) stops the run too; the
// standings then cover the games delivered before it, and the error is
// ctx.Err() if ctx is done. No record is delivered after ctx is done.
//
// Game g of the run (numbered by opening, then pairing, then seat: the
// first player of a pairing sits South in the first game of each opening)
// has the seed GameSeed(c.Seed, g); its players are built from their specs
// with PlayerSeed as in Run, the opening is Opening(c.Variant, c.Seed,
// round, c.Openings), and the players take over after it. So the records
// are the same whatever the number of workers, unless a player has a time
// budget.
func RunTournament(ctx context.Context, c TournamentConfig, each func(*TournamentRecord) error) (*Standings, error) {
	names, err := c.Check()
	if err != nil {
		return nil, err
	}
	start := time.Now()
	n := len(c.Players)
	st := &Standings{Variant: c.Variant.Name(), Players: names, Games: c.Games, Openings: c.Openings}
	for k := range c.Pairings() {
		a, b := pairingPlayers(n, k)
		st.Pairings = append(st.Pairings, PairStanding{A: a, B: b, Units: make([]rating.Unit, 0, c.Games/2)})
	}
	total := c.Total()
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = max(1, min(workers, total))
	maxPlies := (&Config{MaxPlies: c.MaxPlies}).maxPlies()

	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type result struct {
		game int
		rec  *TournamentRecord
		err  error
	}
	// A worker takes a token before it takes a game and the collector
	// gives it back when it delivers the game, so at most window games are
	// in play or waiting for their turn: memory stays bounded however
	// slow one game is.
	window := min(64*workers, 1<<12)
	tokens := make(chan struct{}, window)
	for range window {
		tokens <- struct{}{}
	}
	results := make(chan result, window)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-tokens:
				case <-ctx.Done():
					return
				}
				g := int(next.Add(1) - 1)
				if g >= total || ctx.Err() != nil {
					return
				}
				r, err := c.playTournamentGame(ctx, maxPlies, names, g)
				results <- result{g, r, err} // never blocks: at most window results are out
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	pending := map[int]*TournamentRecord{}
	done := 0
	var firstErr error
	for res := range results {
		if firstErr != nil {
			continue // drain
		}
		if res.err != nil {
			firstErr = res.err
			cancel()
			continue
		}
		pending[res.game] = res.rec
		for firstErr == nil {
			if err := parent.Err(); err != nil {
				firstErr = err // deliver nothing after ctx is done
				cancel()
				break
			}
			r, ok := pending[done]
			if !ok {
				break
			}
			delete(pending, done)
			st.add(r)
			if each != nil {
				if err := each(r); err != nil {
					firstErr = err
					cancel()
				}
			}
			done++
			tokens <- struct{}{}
			if c.Progress != nil {
				c.Progress(done, total)
			}
		}
	}
	st.Elapsed = time.Since(start)
	if done < total {
		if err := parent.Err(); err != nil {
			return st, err // rather than a player's report of it
		}
		if firstErr == nil {
			firstErr = errors.New("arena: tournament stopped early")
		}
	}
	return st, firstErr
}

// playTournamentGame plays game number g of c.
func (c *TournamentConfig) playTournamentGame(ctx context.Context, maxPlies int, names []string, g int) (*TournamentRecord, error) {
	k, round, a := c.tournamentGame(g)
	pa, pb := pairingPlayers(len(c.Players), k)
	opening, err := Opening(c.Variant, c.Seed, round, c.Openings)
	if err != nil {
		return nil, err
	}
	south, north := c.Players[pa], c.Players[pb]
	if a == bao.North {
		south, north = north, south
	}
	seed := GameSeed(c.Seed, g)
	r, err := playFrom(ctx, c.Variant, maxPlies, south, north, seed, opening)
	if err != nil {
		return nil, fmt.Errorf("arena: game %d (%s against %s, opening %d): %w", g, names[pa], names[pb], round, err)
	}
	r.Game, r.A = g, a
	return &TournamentRecord{Record: *r, Opening: len(opening), Pairing: k, Round: round}, nil
}

// playFrom plays one game of v: the moves of opening from the start, then
// the player of spec south against that of spec north, built with the
// seeds PlayerSeed(seed, side), up to maxPlies plies in all (negative: no
// cap). The record's Moves and Plies include the opening.
//
// It is the loop of gamer.play with an opening in front; the two should
// become one when Config gains openings.
func playFrom(ctx context.Context, v bao.Variant, maxPlies int, south, north string, seed uint64, opening []bao.Move) (*Record, error) {
	var players [2]player.Player
	for side, spec := range [2]string{south, north} {
		p, err := player.New(spec, PlayerSeed(seed, bao.Player(side)))
		if err != nil {
			return nil, err
		}
		players[side] = p
	}
	r := &Record{
		Variant: v.Name(),
		Seed:    seed,
		South:   players[bao.South].Name(),
		North:   players[bao.North].Name(),
		Moves:   make([]string, 0, 64),
	}
	var legal []bao.Move
	var text []byte
	s := v.Start()
	for {
		legal = v.Legal(s, legal[:0])
		if len(legal) == 0 {
			o := v.Outcome(s)
			r.Winner, r.Reason = o.WinnerText(), o.Reason.String()
			if r.Winner == "" { // a variant that lists no move in a game it calls unfinished
				r.Winner, r.Reason = "draw", bao.NoLegalMove.String()
			}
			break
		}
		if maxPlies >= 0 && r.Plies >= maxPlies {
			r.Winner, r.Reason = "draw", ReasonPlyLimit
			break
		}
		var m bao.Move
		if r.Plies < len(opening) {
			m = opening[r.Plies]
		} else {
			p := players[s.Side]
			var err error
			if m, err = p.Choose(ctx, v, s); err != nil {
				return nil, fmt.Errorf("ply %d: %s: %w", r.Plies+1, p.Name(), err)
			}
		}
		if !slices.Contains(legal, m) {
			return nil, fmt.Errorf("ply %d: %v is not legal in %s", r.Plies+1, m, bao.FormatState(v, s))
		}
		t, err := v.Apply(s, m)
		if err != nil {
			return nil, fmt.Errorf("ply %d: %v: %w", r.Plies+1, m, err)
		}
		text = m.AppendText(text[:0])
		text = append(text, bao.Annotate(v, s, m, t).String()...)
		r.Moves = append(r.Moves, string(text))
		r.Legal += len(legal)
		r.Plies++
		s = t
	}
	r.Final = bao.FormatState(v, s)
	return r, nil
}
