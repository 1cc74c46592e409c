package sprt

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
)

// Config describes a test played between two built-in players, A and B,
// in game pairs: games 2i and 2i+1 of an arena run, which share their
// opening and in which the players changed seats.
type Config struct {
	Test
	// Variant is the game played.
	Variant bao.Variant
	// A and B are the specs of the players (player.New); the test is of
	// A's strength against B's.
	A, B string
	// Openings is the number of uniformly random plies that open every
	// pair, as arena.Config.Openings.
	Openings int
	// Balanced keeps only balanced openings, as arena.Config.Balanced:
	// drawn as the pairs need them.
	Balanced arena.Balance
	// Suite, when not nil, gives the openings, as arena.Config.Suite:
	// opening i opens pair i, so that MaxGames is at most twice its
	// openings. Not with Openings or Balanced.
	Suite *arena.Suite
	// MaxGames is the most games played: even, at least 2. The test
	// stops with the verdict None when they are played first.
	MaxGames int
	// Seed is the master seed of the games (arena.Config.Seed).
	Seed uint64
	// Workers is the number of goroutines playing games
	// (arena.Config.Workers); it does not change the result.
	Workers int
	// MaxPlies caps the length of a game as arena.Config.MaxPlies.
	MaxPlies int
	// Stop, when closed, stops the run as arena.Config.Stop: the games
	// being played are finished and delivered, and Run returns
	// arena.ErrStopped with the state reached.
	Stop <-chan struct{}
	// JSON and NoMoves are those of arena.Config.
	JSON, NoMoves bool
	// Batch is the number of game pairs of a batch: the test looks at
	// the counts only after pairs Batch, 2·Batch, ... and after the last
	// pair of MaxGames games (batch boundaries); 0 or 1 after every pair.
	// Shards play whole batches, and Tally stops at the same boundary as
	// Run, so that the verdict is the same whatever the number of shards.
	Batch int
	// Shard and Shards split the run among independent jobs (RunShard):
	// batch b is played by shard b modulo Shards.
	Shard, Shards int
	// From skips the games below From, for a shard resumed (RunShard,
	// Resume).
	From int
}

// batch returns the number of pairs of a batch of c: at least 1.
func (c *Config) batch() int { return max(c.Batch, 1) }

// boundary reports whether the test looks at the counts after pairs pairs
// of a run of c: a batch boundary, or the run's last pair.
func (c *Config) boundary(pairs int) bool {
	return pairs%c.batch() == 0 || 2*pairs >= c.MaxGames
}

// arena returns the configuration of the arena run of c's games.
func (c *Config) arena() arena.Config {
	return arena.Config{
		Variant: c.Variant, A: c.A, B: c.B, Games: c.MaxGames, Seed: c.Seed, Workers: c.Workers,
		MaxPlies: c.MaxPlies, Openings: c.Openings, Stop: c.Stop,
		Options: arena.Options{Balanced: c.Balanced, Suite: c.Suite, JSON: c.JSON, NoMoves: c.NoMoves},
	}
}

// check reports whether c can be run.
func (c *Config) check() error {
	if err := c.Test.Check(); err != nil {
		return err
	}
	switch {
	case c.MaxGames < 2 || c.MaxGames%2 != 0 || c.MaxGames > arena.MaxGames:
		return fmt.Errorf("%w: at most %d games: want an even number, 2 to %d", ErrInput, c.MaxGames, arena.MaxGames)
	case c.Batch < 0 || c.Batch > MaxBatch:
		return fmt.Errorf("%w: batches of %d pairs: want 0 to %d", ErrInput, c.Batch, MaxBatch)
	case c.Shards < 0 || c.Shard < 0 || c.Shard >= max(c.Shards, 1):
		return fmt.Errorf("%w: shard %d of %d: want 0 <= shard < shards", ErrInput, c.Shard, c.Shards)
	}
	return nil
}

// MaxBatch bounds Config.Batch.
const MaxBatch = 1 << 20

// Result is the state of a test: when Run returns, its outcome. Its JSON
// form (by MarshalJSON) is the line of bao sprt -json, with the LLR and
// its bounds rounded to 0.01 and the Elo values to 0.1.
type Result struct {
	Test
	Variant string  // the variant's Name
	A, B    string  // the players' names (canonical specs)
	LLR     float64 // the log-likelihood ratio of the pairs played (Test.LLR)
	// Lower and Upper are the bounds of the LLR (Test.Bounds).
	Lower, Upper float64
	Verdict      Verdict
	Games        int // the games of the pairs counted (twice their number)
	// Pairs counts the pairs: their pentanomial counts for A, and those
	// the colour decided.
	Pairs arena.GamePairs
	// Elo is A's Elo difference over B, and Low and High bound its 95%
	// interval (Elo).
	Elo, Low, High float64
	// Balancing says, with Config.Balanced, how many candidate openings
	// were drawn and rejected for the pairs played; nil without.
	Balancing *arena.Balancing
	// Elapsed is the wall-clock time of the run.
	Elapsed time.Duration
	// Batch is Config.Batch, and Batches the number of batches counted
	// (the last one short when the run ended within it): the JSON has
	// "batches" when Batch is not 0 (Tally sets it to at least 1).
	Batch, Batches int
	// Waiting says that the records of a Tally stop before a verdict and
	// before the end of the run, and Missing is then the first game of
	// the run it has no record of: the test waits for it.
	Waiting bool
	Missing int
}

// errDecided stops the arena run once the test has its verdict.
var errDecided = errors.New("sprt: decided")

// Run plays game pairs between c.A and c.B through arena.Run, in game
// order, and after every pair updates the test on the pentanomial counts
// of the pairs so far; it stops at the first pair after which the test
// accepts H0 or H1, or when c.MaxGames games are played (verdict None).
// The games are those of arena.Run with the same seed, players and
// openings, and the verdict falls after the same pair whatever the number
// of workers (games in progress when it falls are dropped, not counted):
// the result is reproducible from the seed, unless a player has a time
// budget. If each is not nil it gets every record counted, in game order,
// as from arena.Run (valid until it returns); an error from it stops the
// run. After c.Stop is closed Run returns the state reached and
// arena.ErrStopped; after another error, the state reached and the error.
func Run(ctx context.Context, c Config, each func(*arena.Record) error) (*Result, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	if c.Shards > 1 {
		return nil, fmt.Errorf("%w: shard %d of %d: a shard is played by RunShard", ErrInput, c.Shard, c.Shards)
	}
	ac := c.arena()
	id, err := ac.Identity()
	if err != nil {
		return nil, err
	}
	res := &Result{Test: c.Test, Variant: id.Variant, A: id.Players[0], B: id.Players[1], Batch: c.Batch}
	res.update()
	start := time.Now()
	sum, err := arena.Run(ctx, ac, func(r *arena.Record) error {
		if each != nil {
			if err := each(r); err != nil {
				return err
			}
		}
		res.Pairs.Add(r)
		if r.Game%2 == 1 && c.boundary(res.Pairs.Pairs()) {
			res.update()
			if res.Verdict != None {
				return errDecided
			}
		}
		return nil
	})
	res.Elapsed = time.Since(start)
	if sum != nil {
		res.Balancing = sum.Balancing
	}
	if errors.Is(err, errDecided) {
		err = nil
	}
	return res, err
}

// update computes the test's state from res.Pairs.
func (res *Result) update() {
	penta := res.Pairs.Pentanomial
	res.Games = 2 * res.Pairs.Pairs()
	if b := max(res.Batch, 1); res.Batch > 0 {
		res.Batches = (res.Games/2 + b - 1) / b
	}
	res.LLR = res.Test.LLR(penta)
	res.Lower, res.Upper = res.Test.Bounds()
	res.Verdict = res.Test.Verdict(res.LLR)
	res.Elo, res.Low, res.High = Elo(penta)
}

// resultJSON is the JSON line of a Result, in the order of
// docs/interfaces.md.
type resultJSON struct {
	Variant     string  `json:"variant"`
	A           string  `json:"a"`
	B           string  `json:"b"`
	Elo0        float64 `json:"elo0"`
	Elo1        float64 `json:"elo1"`
	Alpha       float64 `json:"alpha"`
	Beta        float64 `json:"beta"`
	LLR         float64 `json:"llr"`
	Lower       float64 `json:"lower"`
	Upper       float64 `json:"upper"`
	Verdict     Verdict `json:"verdict"`
	Games       int     `json:"games"`
	Pentanomial [5]int  `json:"pentanomial"`
	Elo         float64 `json:"elo"`
	Low         float64 `json:"low"`
	High        float64 `json:"high"`
	Decided     int     `json:"decided"`
	Batches     *int    `json:"batches,omitempty"`
	// Balancing gives "balanced", "drawn", "rejected" and "unproven" with
	// balanced openings.
	*arena.Balancing
}

// MarshalJSON returns the JSON line of bao sprt -json (without its
// newline):
//
//	{"variant":"kiswahili","a":"<spec>","b":"<spec>","elo0":0,"elo1":10,"alpha":0.05,"beta":0.05,"llr":2.97,"lower":-2.94,"upper":2.94,"verdict":"H1","games":1840,"pentanomial":[12,150,520,201,37],"elo":8.1,"low":1.2,"high":15,"decided":130}
func (res *Result) MarshalJSON() ([]byte, error) {
	round := func(x float64, digits int) float64 {
		p := math.Pow10(digits)
		return math.Round(x*p)/p + 0 // + 0: no "-0"
	}
	var batches *int
	if res.Batch > 0 {
		batches = &res.Batches
	}
	return json.Marshal(resultJSON{
		Variant: res.Variant, A: res.A, B: res.B, Elo0: res.Elo0, Elo1: res.Elo1, Alpha: res.Alpha, Beta: res.Beta,
		LLR: round(res.LLR, 2), Lower: round(res.Lower, 2), Upper: round(res.Upper, 2), Verdict: res.Verdict,
		Games: res.Games, Pentanomial: res.Pairs.Pentanomial,
		Elo: round(res.Elo, 1), Low: round(res.Low, 1), High: round(res.High, 1), Decided: res.Pairs.Decided,
		Batches: batches, Balancing: res.Balancing,
	})
}

// String returns Text(true).
func (res *Result) String() string { return res.Text(true) }

// Text returns the result as bao sprt prints it: the variant, players and
// hypotheses, the LLR with its bounds, the games with the pairs'
// pentanomial counts, the Elo difference with its interval, the verdict,
// and with timing the time taken.
func (res *Result) Text(timing bool) string {
	var b strings.Builder
	line := func(label, format string, a ...any) {
		fmt.Fprintf(&b, "%-9s "+format+"\n", append([]any{label}, a...)...)
	}
	line("variant", "%s", res.Variant)
	line("players", "A = %s, B = %s", res.A, res.B)
	line("test", "H0: A is %g Elo better than B, H1: %g Elo better (logistic Elo); alpha %g, beta %g", res.Elo0, res.Elo1, res.Alpha, res.Beta)
	line("method", "generalized SPRT on the pentanomial counts of game pairs (fishtest's LLR_logistic)")
	line("llr", "%.2f (accept H0 at %.2f, H1 at %.2f)", res.LLR, res.Lower, res.Upper)
	p := res.Pairs.Pentanomial
	line("games", "%d: %d pairs, A scored 0: %d, 1/2: %d, 1: %d, 3/2: %d, 2: %d; %d decided by the colour", res.Games, res.Games/2, p[0], p[1], p[2], p[3], p[4], res.Pairs.Decided)
	if res.Balancing != nil {
		line("openings", "%s", res.Balancing)
	}
	if res.Batch > 0 {
		line("batches", "%d of %d pairs (the test looks at the counts after each)", res.Batches, max(res.Batch, 1))
	}
	line("elo", "%.1f, 95%% interval [%.1f, %.1f] (logistic, pairs as units, not corrected for the stopping rule)", res.Elo, res.Low, res.High)
	switch {
	case res.Verdict == H0:
		line("verdict", "H0 accepted: the pairs favour %g Elo over %g (were A %g Elo better, this would happen with probability at most %g)", res.Elo0, res.Elo1, res.Elo1, res.Beta)
	case res.Verdict == H1:
		line("verdict", "H1 accepted: the pairs favour %g Elo over %g (were A at most %g Elo better, this would happen with probability at most %g)", res.Elo1, res.Elo0, res.Elo0, res.Alpha)
	case res.Waiting:
		line("verdict", "none yet: no record of game %d, the test waits for it", res.Missing)
	default:
		line("verdict", "none: the test stopped before accepting either hypothesis")
	}
	if timing {
		line("time", "%.2fs", res.Elapsed.Seconds())
	}
	return b.String()
}
