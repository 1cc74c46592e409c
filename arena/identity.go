package arena

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

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

// Identity is a run's identity: everything its records depend on but
// how its games went. It is the one owner of the question "is this record
// one of this run's games?", which every reader that continues or
// combines records asks of every record with Check: bao selfplay and bao
// tournament -resume (Kept, KeptFrom, TournamentConfig.Resume), bao
// tournament -from (Standings.Add, ReadRecords), and the shards of an SPRT.
// Config.Identity and TournamentConfig.Identity give it.
//
// Its fields are the run's: the variant (canonical name), the players
// (canonical specs), the master seed, the openings (their number of plies
// and the moves themselves: those drawn from the seed, kept balanced by
// Balanced, or given by OpeningMoves), the ply cap, the number of games
// and the shard. A record's seed is its game's (GameSeed), its players
// sit by the seat rule (SeatOfA, or Place in a tournament), and its first
// Opening plies are the moves of its opening.
//
// Adding a field. A new thing that makes a run's games (an openings file,
// say) joins the identity in three steps: a field here, set by the
// Identity methods of the configurations that have it; a case in
// CheckContext that compares it with what a record holds and returns a
// *MismatchError naming the record's field (its JSON name, or a name of
// the check such as "opening moves") with both values; and a line in
// TestIdentityFields (identity_test.go), which edits that field of a
// record and expects the refusal. The openings of an openings file need
// no new check: set OpeningMoves to return the file's openings, and the
// "opening moves" check compares every record with them.
type Identity struct {
	Variant string // the variant's canonical Name
	// Players are the canonical specs of the players (player.New's
	// Name): player A and player B of a run of Run, the players of a
	// tournament in their order.
	Players  []string
	Seed     uint64 // the master seed
	Openings int    // random opening plies (Config.Openings)
	// Balanced is the run's balanced openings (Config.Balanced); zero:
	// every opening is played.
	Balanced Balance
	// MaxPlies is the ply cap as a run applies it: negative for none.
	MaxPlies int
	// Games is the number of games of the whole run: of all the
	// pairings of a tournament.
	Games int
	// Shard and Step say which games the run plays: those whose number is
	// Shard modulo Step (Step 1: all of them).
	Shard, Step int
	// Tournament says that the games are placed as RunTournament places
	// them (Place): game g is of pairing (g mod 2P)/2 of the P pairings,
	// opening g/2P. Else, as Run places them: game g of opening g/2,
	// player A South in even games.
	Tournament bool
	// OpeningMoves, when not nil, returns the moves of opening i (those
	// of games 2i and 2i+1 of a run, round i of a tournament), in move
	// text with annotations, as the games play them (a game that ends
	// within its opening plays fewer). When nil, Check draws them as a
	// run does: from OpeningSeed, kept balanced by Balanced. An openings
	// file sets it.
	OpeningMoves func(ctx context.Context, i int) ([]string, error)
	// Suite is the run's openings file (Config.Suite,
	// TournamentConfig.Suite), nil without: the record of a game of
	// opening i holds its start (the field "start") and begins with its
	// moves, all of them ("opening"); the run has no random plies.
	Suite *Suite

	mu     sync.Mutex
	drawer *openingDrawer // of Balanced, shared with the run (Config.Identity)
	opener *gamer         // plays the random openings
	round  int            // the opening of moves
	moves  []string       // the moves of opening round, or nil
}

// ErrMismatch is matched (errors.Is) by a *MismatchError.
var ErrMismatch = errors.New("arena: record not of this run")

// A MismatchError says that a record is not one of a run's games: which
// game, which of its fields (its JSON name, or "opening moves", "game
// number", "shard"), what the record holds and what the run has there.
type MismatchError struct {
	Game      int
	Field     string
	Got, Want string
}

// Error says it: `game 7: "opening" is 0, the run's is 4`.
func (e *MismatchError) Error() string {
	return fmt.Sprintf("game %d: %q is %s, the run's is %s", e.Game, e.Field, e.Got, e.Want)
}

// Is reports whether target is ErrMismatch or ErrRecord (a tournament's
// record refused by Standings.Add).
func (e *MismatchError) Is(target error) bool { return target == ErrMismatch || target == ErrRecord }

// Identity returns the identity of the run c, whose players it builds once
// to learn their names. c.From does not change it: a resumed run is the
// same run. Match mode has none (its game seeds and seats depend on the
// matches' lengths). With c.Balanced, c and the identity share the drawer
// of the balanced openings, so that a run resumed after Check proves each
// opening once.
func (c *Config) Identity() (*Identity, error) {
	if c.Variant == nil {
		return nil, fmt.Errorf("arena: no variant")
	}
	if c.Match {
		return nil, fmt.Errorf("arena: a run of matches has no Identity")
	}
	id := &Identity{Variant: c.Variant.Name(), Seed: c.Seed, Openings: c.Openings, Balanced: c.Balanced, MaxPlies: c.maxPlies(), Games: c.Games, Shard: c.Shard, Step: max(c.Shards, 1), Suite: c.Suite}
	for _, spec := range [2]string{c.A, c.B} {
		name, err := canonicalSpec(spec)
		if err != nil {
			return nil, err
		}
		id.Players = append(id.Players, name)
	}
	if c.Balanced.Plies > 0 {
		if c.drawer == nil {
			if err := c.setDrawer(); err != nil {
				return nil, err
			}
		}
		id.drawer = c.drawer
	}
	return id, nil
}

// Identity returns the identity of the tournament c (its errors are
// Check's).
func (c *TournamentConfig) Identity() (*Identity, error) {
	names, err := c.Check()
	if err != nil {
		return nil, err
	}
	return c.identity(names)
}

// identity is Identity after c.Check, which gave names.
func (c *TournamentConfig) identity(names []string) (*Identity, error) {
	id := &Identity{Variant: c.Variant.Name(), Players: names, Seed: c.Seed, Openings: c.Openings, Balanced: c.Balanced,
		MaxPlies: (&Config{MaxPlies: c.MaxPlies}).maxPlies(), Games: c.Total(), Shard: c.Shard, Step: max(c.Shards, 1), Tournament: true, Suite: c.Suite}
	if c.Balanced.Plies > 0 {
		d, err := newOpeningDrawer(c.Variant, c.Seed, c.Openings, c.Balanced, c.Workers)
		if err != nil {
			return nil, err
		}
		id.drawer = d
	}
	return id, nil
}

// GameSeed returns the seed of game number game of the run.
func (id *Identity) GameSeed(game int) uint64 { return GameSeed(id.Seed, game) }

// Seats returns the names of the players sitting South and North in game
// number game (SeatOfA, or Place in a tournament).
func (id *Identity) Seats(game int) (south, north string) {
	a, b, seat := 0, 1, SeatOfA(game)
	if id.Tournament && len(id.Players) >= 2 {
		n := len(id.Players)
		a, b = pairingPlayers(n, (game%(n*(n-1)))/2)
	}
	if seat == bao.North {
		a, b = b, a
	}
	return id.Players[a], id.Players[b]
}

// Round returns the number of the opening of game number game: game/2 in
// a run, game/2P in a tournament of P pairings.
func (id *Identity) Round(game int) int {
	if id.Tournament {
		n := len(id.Players)
		return game / max(n*(n-1), 1)
	}
	return game / 2
}

// Holds reports whether game number game is one the run plays: below
// Games, and Shard modulo Step.
func (id *Identity) Holds(game int) bool {
	return game >= 0 && game < id.Games && game%id.Step == id.Shard
}

// Check reports whether r may be the record of game r.Game of the run:
// CheckContext without a context.
func (id *Identity) Check(r *Record) error { return id.CheckContext(context.Background(), r) }

// CheckContext reports whether r may be the record of game r.Game of the
// run: the game is one of the run's (below Games, of its shard), and its
// variant, seed, players in their seats (by their canonical specs, so
// that a file of an older version, which names them in its own canonical
// form, is the same run), match (none), number of opening plies, opening
// moves and length within the ply cap are the run's. The first
// difference is a *MismatchError. Its moves and result are not replayed
// (Record.Replay does that). Drawing a balanced opening may take time:
// ctx stops it, and its error is then ctx's. Safe for concurrent use.
func (id *Identity) CheckContext(ctx context.Context, r *Record) error {
	bad := func(field string, got, want any) error {
		return &MismatchError{Game: r.Game, Field: field, Got: fmt.Sprint(got), Want: fmt.Sprint(want)}
	}
	g := r.Game
	south, north := "", ""
	if g >= 0 && g < id.Games {
		south, north = id.Seats(g)
	}
	plies := r.moveCount()
	switch {
	case g < 0 || g >= id.Games:
		return bad("game", g, fmt.Sprintf("one of games 0 to %d", id.Games-1))
	case g%id.Step != id.Shard:
		return bad("game", fmt.Sprintf("%d, of shard %d/%d", g, g%id.Step, id.Step), fmt.Sprintf("a game of shard %d/%d", id.Shard, id.Step))
	case r.Variant != id.Variant:
		return bad("variant", r.Variant, id.Variant)
	case r.Seed != id.GameSeed(g):
		return bad("seed", fmt.Sprintf("%d (master seed %d)", r.Seed, MasterSeed(r.Seed, g)), fmt.Sprintf("%d (master seed %d)", id.GameSeed(g), id.Seed))
	case !samePlayer(r.South, south):
		return bad("south", r.South, south)
	case !samePlayer(r.North, north):
		return bad("north", r.North, north)
	case r.Match != nil:
		return bad("match", *r.Match, "none (single games)")
	case r.Plies != plies:
		return bad("plies", r.Plies, fmt.Sprintf("%d, its number of moves", plies))
	case id.Suite != nil && id.Round(g) >= id.Suite.Len():
		return bad("game", g, fmt.Sprintf("a game of the %d openings of the openings file", id.Suite.Len()))
	case r.Start != id.start(g):
		return bad("start", fmt.Sprintf("%q", r.Start), fmt.Sprintf("%q (opening %d of %s)", id.start(g), id.Round(g), id.openingsText()))
	case r.Opening != id.opening(g, plies):
		return bad("opening", r.Opening, fmt.Sprintf("%d (opening %d of %s)", id.opening(g, plies), id.Round(g), id.openingsText()))
	case id.MaxPlies >= 0 && plies > id.MaxPlies:
		return bad("plies", plies, fmt.Sprintf("at most the ply cap of %d", id.MaxPlies))
	case r.Reason == ReasonPlyLimit && plies != id.MaxPlies:
		return bad("reason", fmt.Sprintf("%q after %d plies", r.Reason, plies), fmt.Sprintf("a ply cap of %s", capText(id.MaxPlies)))
	}
	if r.Opening == 0 {
		return nil
	}
	want, err := id.openingMoves(ctx, id.Round(g))
	if err != nil {
		return err
	}
	got := r.Moves
	if r.unmade {
		c := *r
		c.makeMoves(nil)
		got = c.Moves
	}
	got = got[:r.Opening]
	if len(want) < r.Opening || !slices.Equal(got, want[:r.Opening]) {
		return bad("opening moves", strings.Join(got, " "), fmt.Sprintf("%s (opening %d of %s)", strings.Join(want, " "), id.Round(g), id.openingsText()))
	}
	return nil
}

// start returns the start of game g as its record holds it: "" but for
// an opening of a Suite given as a position.
func (id *Identity) start(g int) string {
	if id.Suite == nil {
		return ""
	}
	return id.Suite.Openings[id.Round(g)].Start
}

// opening returns the length of the opening of game g, which has plies
// plies, as its record holds it (Record.Opening).
func (id *Identity) opening(g, plies int) int {
	if id.Suite == nil {
		return min(id.Openings, plies)
	}
	return min(len(id.Suite.Openings[id.Round(g)].Moves), plies)
}

// capText says a ply cap in words: "100", "none".
func capText(cp int) string {
	if cp < 0 {
		return "none"
	}
	return fmt.Sprint(cp)
}

// openingsText says where the run's openings come from, for a message:
// "seed 7, 4 random plies, balanced within 6 plies (node budget 1000000)".
func (id *Identity) openingsText() string {
	if id.Suite != nil {
		return "the openings file"
	}
	if id.OpeningMoves != nil {
		return "the run's openings"
	}
	s := fmt.Sprintf("seed %d, %d random plies", id.Seed, id.Openings)
	if id.Balanced.Plies > 0 {
		s += fmt.Sprintf(", balanced within %d plies (node budget %d)", id.Balanced.Plies, id.Balanced.nodes())
	} else {
		s += ", not balanced"
	}
	return s
}

// openingMoves returns the moves of opening i of the run, those of the
// last opening asked for kept.
func (id *Identity) openingMoves(ctx context.Context, i int) ([]string, error) {
	id.mu.Lock()
	defer id.mu.Unlock()
	if id.moves != nil && id.round == i {
		return id.moves, nil
	}
	if id.Suite != nil {
		return id.Suite.Openings[i].Moves, nil
	}
	if id.OpeningMoves != nil {
		m, err := id.OpeningMoves(ctx, i)
		if err != nil {
			return nil, err
		}
		id.round, id.moves = i, m
		return m, nil
	}
	k := i
	if id.Balanced.Plies > 0 {
		if id.drawer == nil {
			v, err := bao.Lookup(id.Variant)
			if err != nil {
				return nil, err
			}
			if id.drawer, err = newOpeningDrawer(v, id.Seed, id.Openings, id.Balanced, 0); err != nil {
				return nil, err
			}
		}
		var err error
		if k, err = id.drawer.pair(ctx, i); err != nil {
			return nil, err
		}
	}
	if id.opener == nil {
		v, err := bao.Lookup(id.Variant)
		if err != nil {
			return nil, err
		}
		if id.opener, err = newGamerOf(v, []string{"random", "random"}, id.Openings, id.Openings, 0); err != nil {
			return nil, err
		}
	}
	var r Record
	if err := id.opener.play(ctx, [2]int{0, 1}, bao.South, 0, OpeningSeed(id.Seed, k), nil, &r); err != nil {
		return nil, err
	}
	r.makeMoves(nil)
	id.round, id.moves = i, r.Moves
	return r.Moves, nil
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
