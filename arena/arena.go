package arena

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
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

// Config describes a run.
type Config struct {
	// Variant is the game played.
	Variant bao.Variant
	// A and B are the specs of the two players, as accepted by
	// player.New ("random", "alphabeta(depth=4)").
	A, B string
	// Games is the number of games to play, or of matches in match mode.
	Games int
	// Seed is the master seed; every game's seed derives from it.
	Seed uint64
	// Workers is the number of goroutines playing games; 0 means
	// runtime.NumCPU(). It does not change the results.
	Workers int
	// MaxPlies caps the length of a game: 0 means DefaultMaxPlies, a
	// negative value no cap. A game stopped by the cap is a draw with
	// reason "ply limit".
	MaxPlies int
	// Match plays matches instead of single games, scored with bao.Match.
	Match bool
	// MatchGames is the length of a match, best of MatchGames; 0 means
	// bao.MatchLength(Variant).
	MatchGames int
	// Progress, if not nil, is called after each game (or match) is
	// delivered, with the number done and the total, from the goroutine
	// that called Run.
	Progress func(done, total int)
}

func (c *Config) check() error {
	if c.Variant == nil {
		return errors.New("arena: no variant")
	}
	if c.Games < 0 {
		return fmt.Errorf("arena: %d games", c.Games)
	}
	if c.MatchGames < 0 {
		return fmt.Errorf("arena: a match of %d games", c.MatchGames)
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

// Play is Run that also returns every record, in game order.
func Play(ctx context.Context, c Config) ([]Record, *Summary, error) {
	var recs []Record
	sum, err := Run(ctx, c, func(r *Record) error {
		recs = append(recs, *r)
		return nil
	})
	return recs, sum, err
}

// Run plays the games of c and returns their summary. If each is not nil,
// it is called with every record in game order, from the goroutine that
// called Run; an error from it stops the run. A player's error (including
// ctx being done) stops the run too; the summary then covers the games
// delivered before it.
func Run(ctx context.Context, c Config, each func(*Record) error) (*Summary, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	start := time.Now()
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = max(1, min(workers, c.Games))

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	type result struct {
		unit int
		recs []*Record
		err  error
	}
	// Workers take the next game number from a counter rather than from a
	// feeding goroutine, which would have to be scheduled between games;
	// the results buffer lets them run ahead of the collector (bounded, so
	// that a huge Workers cannot ask for a huge buffer).
	var next atomic.Int64
	results := make(chan result, min(64*workers, 1<<14))
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g := newGamer(c.Variant, c.maxPlies())
			for {
				unit := int(next.Add(1) - 1)
				if unit >= c.Games || ctx.Err() != nil {
					return
				}
				recs, err := c.playUnit(ctx, g, unit)
				select {
				case results <- result{unit, recs, err}:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	sum := newSummary(&c)
	pending := map[int][]*Record{}
	done, game := 0, 0
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
		pending[res.unit] = res.recs
		for {
			recs, ok := pending[done]
			if !ok {
				break
			}
			delete(pending, done)
			for _, r := range recs {
				r.Game = game
				game++
				sum.add(r)
				if each != nil {
					if err := each(r); err != nil {
						firstErr = err
						cancel()
						break
					}
				}
			}
			if firstErr != nil {
				break
			}
			if c.Match {
				sum.addMatch(recs)
			}
			done++
			if c.Progress != nil {
				c.Progress(done, c.Games)
			}
		}
	}
	sum.finish(time.Since(start))
	if firstErr == nil && done < c.Games {
		firstErr = ctx.Err()
		if firstErr == nil {
			firstErr = errors.New("arena: run stopped early")
		}
	}
	return sum, firstErr
}

// playUnit plays game number unit, or match number unit in match mode.
func (c *Config) playUnit(ctx context.Context, g *gamer, unit int) ([]*Record, error) {
	seed := GameSeed(c.Seed, unit)
	if !c.Match {
		a := bao.South
		if unit%2 == 1 {
			a = bao.North
		}
		r, err := c.playSeated(ctx, g, a, seed)
		if err != nil {
			return nil, fmt.Errorf("arena: game %d: %w", unit, err)
		}
		return []*Record{r}, nil
	}
	// Competitor 0 of the match is A in even matches, B in odd ones; it
	// sits South in the match's even games.
	m := bao.NewMatch(c.matchGames())
	var recs []*Record
	for k := 0; !m.Over(); k++ {
		a := bao.Player((unit + k) % 2)
		r, err := c.playSeated(ctx, g, a, GameSeed(seed, k))
		if err != nil {
			return nil, fmt.Errorf("arena: match %d, game %d: %w", unit, k+1, err)
		}
		r.Match = new(int)
		*r.Match = unit
		if err := m.Record(r.outcome()); err != nil {
			return nil, err
		}
		recs = append(recs, r)
	}
	return recs, nil
}

// playSeated plays one game with player A at seat a.
func (c *Config) playSeated(ctx context.Context, g *gamer, a bao.Player, seed uint64) (*Record, error) {
	south, north := c.A, c.B
	if a == bao.North {
		south, north = c.B, c.A
	}
	r, err := g.play(ctx, south, north, seed)
	if err != nil {
		return nil, err
	}
	r.A = a
	return r, nil
}

// PlayGame plays one game of v from its start position: the player of spec
// south against that of spec north, built with the seeds PlayerSeed(seed,
// side), stopped at maxPlies plies (0: DefaultMaxPlies; negative: no cap).
// It replays the game of a Record from its seed, south and north fields.
// The record's Game is 0 and its A is South.
func PlayGame(ctx context.Context, v bao.Variant, south, north string, seed uint64, maxPlies int) (*Record, error) {
	c := Config{Variant: v, MaxPlies: maxPlies}
	return newGamer(v, c.maxPlies()).play(ctx, south, north, seed)
}

// gamer plays games of one variant, with buffers reused from game to game.
type gamer struct {
	v        bao.Variant
	maxPlies int
	legal    []bao.Move
	text     []byte
	texts    map[string]string // move texts seen, shared by the records
}

func newGamer(v bao.Variant, maxPlies int) *gamer {
	return &gamer{v: v, maxPlies: maxPlies, legal: make([]bao.Move, 0, 64), texts: map[string]string{}}
}

// moveText returns text as a string, without allocating for a move text
// seen before: a variant has only a few hundred of them.
func (g *gamer) moveText(text []byte) string {
	if s, ok := g.texts[string(text)]; ok {
		return s
	}
	s := string(text)
	if len(g.texts) < 4096 {
		g.texts[s] = s
	}
	return s
}

func (g *gamer) play(ctx context.Context, southSpec, northSpec string, seed uint64) (*Record, error) {
	v := g.v
	var players [2]player.Player
	for side, spec := range [2]string{southSpec, northSpec} {
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
		Moves:   []string{},
	}
	s := v.Start()
	for {
		g.legal = v.Legal(s, g.legal[:0])
		if len(g.legal) == 0 {
			o := v.Outcome(s)
			r.Winner, r.Reason = o.WinnerText(), o.Reason.String()
			if r.Winner == "" { // a variant that lists no move in a game it calls unfinished
				r.Winner, r.Reason = "draw", bao.NoLegalMove.String()
			}
			break
		}
		if g.maxPlies >= 0 && r.Plies >= g.maxPlies {
			r.Winner, r.Reason = "draw", ReasonPlyLimit
			break
		}
		p := players[s.Side]
		m, err := p.Choose(ctx, v, s)
		if err != nil {
			return nil, fmt.Errorf("ply %d: %s: %w", r.Plies+1, p.Name(), err)
		}
		if !slices.Contains(g.legal, m) {
			return nil, fmt.Errorf("ply %d: %s chose %v, which is not legal in %s", r.Plies+1, p.Name(), m, bao.FormatState(v, s))
		}
		t, err := v.Apply(s, m)
		if err != nil {
			return nil, fmt.Errorf("ply %d: %v: %w", r.Plies+1, m, err)
		}
		g.text = m.AppendText(g.text[:0])
		g.text = append(g.text, bao.Annotate(v, s, m, t).String()...)
		r.Moves = append(r.Moves, g.moveText(g.text))
		r.Legal += len(g.legal)
		r.Plies++
		s = t
	}
	r.Final = bao.FormatState(v, s)
	return r, nil
}

// canonicalSpec returns the canonical name of a player spec.
func canonicalSpec(spec string) (string, error) {
	p, err := player.New(spec, 0)
	if err != nil {
		return "", err
	}
	return p.Name(), nil
}
