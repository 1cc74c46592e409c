package arena

import (
	"fmt"

	"github.com/bao-games/bao"
)

// MasterSeed returns the master seed of a run whose game number game has
// the seed seed: the inverse of GameSeed, so that the records of a run
// tell its master seed.
func MasterSeed(seed uint64, game int) uint64 {
	return unsplitmix(seed) - (uint64(game)+1)*0x9e3779b97f4a7c15
}

// unsplitmix inverts splitmix: each step of it (a xor with a right shift
// of itself, a multiplication by an odd constant) is a bijection.
func unsplitmix(z uint64) uint64 {
	z = unshift(z, 31)
	z *= 0x319642b2d24d8ec3 // the inverse of 0x94d049bb133111eb modulo 2^64
	z = unshift(z, 27)
	z *= 0x96de1b173f119089 // the inverse of 0xbf58476d1ce4e5b9
	return unshift(z, 30)
}

// unshift inverts z ^= z >> s.
func unshift(z uint64, s uint) uint64 {
	x := z
	for range 64/s + 1 {
		x = z ^ x>>s
	}
	return x
}

// TournamentOf returns what the records of a whole tournament, read in
// game order by next (which returns io.EOF after the last), say of its
// configuration: the variant, the players in their order (the first
// round's pairings (0,1), (0,2), ... name them; by their canonical specs,
// also where the records name them as an older version did), the games per pairing,
// the openings' length (the longest opening of a record), the master seed
// (MasterSeed of game 0) and the ply cap (that of a game drawn by "ply
// limit"; else DefaultMaxPlies when every game is that short, else no
// cap). Standings.Add then checks every record against it. Its errors say
// which record does not fit.
func TournamentOf(next func() (*Record, error)) (TournamentConfig, error) {
	var c TournamentConfig
	var pairs [][2]string
	var prev *Record // the game before
	games, longest, capped := 0, 0, -1
	for r, err := range untilEOF(next) {
		if err != nil {
			return c, err
		}
		if r.Game != games {
			return c, fmt.Errorf("game %d where game %d should be: not the records of a whole tournament in game order", r.Game, games)
		}
		if games == 0 {
			v, err := bao.Lookup(r.Variant)
			if err != nil {
				return c, err
			}
			c.Variant, c.Seed = v, MasterSeed(r.Seed, 0)
		}
		south, north := recordedName(r.South), recordedName(r.North)
		if games%2 == 1 { // games 2i and 2i+1 swap their players
			if err := pairMismatch(prev, r); err != nil {
				return c, err
			}
		}
		prev = r
		if games%2 == 0 && (len(pairs) == 0 || south != pairs[0][0] || north != pairs[0][1]) && len(pairs)*2 == games {
			pairs = append(pairs, [2]string{south, north}) // the first round
		}
		if r.Opening > r.Plies { // it would be read as the tournament's
			return c, &MismatchError{Game: r.Game, Field: "opening", Got: fmt.Sprint(r.Opening), Want: fmt.Sprintf("at most its %d plies", r.Plies)}
		}
		c.Openings = max(c.Openings, r.Opening)
		longest = max(longest, r.Plies)
		if r.Reason == ReasonPlyLimit {
			capped = r.Plies
		}
		games++
	}
	if games == 0 {
		return c, fmt.Errorf("no record")
	}
	players := []string{}
	for k, p := range pairs {
		if k == 0 {
			players = append(players, p[0])
		} else if p[0] != players[0] {
			break // the pairings of the first player end the list
		}
		players = append(players, p[1])
	}
	n := len(players)
	if n < 2 || len(pairs) != n*(n-1)/2 || games%(n*(n-1)/2) != 0 {
		return c, fmt.Errorf("%d games of %d players: not a round robin's", games, n)
	}
	c.Players = players
	c.Games = games / (n * (n - 1) / 2)
	switch {
	case capped >= 0:
		c.MaxPlies = capped
	case longest <= DefaultMaxPlies:
		c.MaxPlies = 0
	default:
		c.MaxPlies = -1
	}
	return c, nil
}

// pairMismatch returns a *MismatchError when the game r, the second of a
// pair, does not swap the players of p, the first, naming the field and
// both values, so that an edited player of a tournament's records is
// named rather than read as another round robin.
func pairMismatch(p, r *Record) error {
	bad := func(field, got, want, side string) error {
		return &MismatchError{Game: r.Game, Field: field, Got: got, Want: fmt.Sprintf("%s, game %d's %s (the two games of a pair swap their players)", want, p.Game, side)}
	}
	switch {
	case !samePlayer(r.South, recordedName(p.North)):
		return bad("south", r.South, p.North, "north")
	case !samePlayer(r.North, recordedName(p.South)):
		return bad("north", r.North, p.South, "south")
	}
	return nil
}
