package testvec

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/bao-games/bao"
)

// MaxPlies is a generous cap for the random games of the tests: random games
// last about a hundred plies. Reaching it is a failure (a game that does not
// end), not a way to stop.
const MaxPlies = 5000

// Positions reads the positions of a test-vector file of testdata that
// belong to v (the lines of other variants, or of v with other options, are
// left out).
func Positions(t *testing.T, v bao.Variant, name string) []bao.State {
	t.Helper()
	f, err := os.Open(filepath.Join(Dir(), name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []bao.State
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var rec struct {
			Position string `json:"position"`
			Variant  string `json:"variant"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		if rec.Variant != "" && rec.Variant != v.Name() {
			continue
		}
		s, err := bao.ParseState(v, rec.Position)
		if err != nil {
			t.Fatalf("%s: %v", rec.Position, err)
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// CheckGameState checks the invariants every state of a game must keep.
func CheckGameState(t *testing.T, v bao.Variant, s bao.State, where string) {
	t.Helper()
	if n := s.Seeds(); n != v.Geometry().Seeds {
		t.Fatalf("%s: %d seeds in %s", where, n, bao.FormatState(v, s))
	}
	if err := bao.Validate(v, s); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	text := bao.FormatState(v, s)
	back, err := bao.ParseState(v, text)
	if err != nil {
		t.Fatalf("%s: ParseState(FormatState) %s: %v", where, text, err)
	}
	if back != s {
		t.Fatalf("%s: %s does not round-trip", where, text)
	}
}

// PlayRandomGames plays games random games from each start state (cycling
// through starts) and checks every state on the way.
func PlayRandomGames(t *testing.T, v bao.Variant, starts []bao.State, games int, seed uint64) (plies, wins [2]int) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var kids []bao.Child
	var moves []bao.Move
	for g := 0; g < games; g++ {
		s := starts[g%len(starts)]
		for ply := 0; ; ply++ {
			where := "game " + strconv.Itoa(g) + " ply " + strconv.Itoa(ply)
			CheckGameState(t, v, s, where)
			moves = v.Legal(s, moves[:0])
			o := v.Outcome(s)
			if o.Over() != (len(moves) == 0) {
				t.Fatalf("%s: %s: outcome %v with %d legal moves", where, bao.FormatState(v, s), o, len(moves))
			}
			if o.Over() {
				// Without a score, the game ends with the loss of the player
				// to move (bao hamna or no legal move).
				if !o.Scored && (o.Result != bao.Won || o.Winner != s.Side.Other()) {
					t.Fatalf("%s: %s: outcome %v", where, bao.FormatState(v, s), o)
				}
				if o.Result == bao.Won {
					wins[o.Winner]++
				}
				plies[0] += ply
				break
			}
			if ply >= MaxPlies {
				t.Fatalf("%s: no end after %d plies: %s", where, MaxPlies, bao.FormatState(v, s))
			}
			kids = bao.Children(v, s, kids[:0])
			if len(kids) != len(moves) {
				t.Fatalf("%s: %d children, %d legal moves", where, len(kids), len(moves))
			}
			c := kids[r.IntN(len(kids))]
			if i := r.IntN(len(moves)); i < len(kids) && kids[i].Move != moves[i] {
				t.Fatalf("%s: child %d is %v, legal move %v", where, i, kids[i].Move, moves[i])
			}
			text, err := bao.FormatMove(v, s, c.Move)
			if err != nil {
				t.Fatalf("%s: FormatMove(%v): %v", where, c.Move, err)
			}
			m, after, err := bao.ReadMove(v, s, text)
			if err != nil || m != c.Move || after != c.State {
				t.Fatalf("%s: ReadMove(%q) = %v, %v; child %v", where, text, m, err, c.Move)
			}
			s = c.State
			plies[1]++
		}
	}
	return plies, wins
}

// CheckFourRowGames plays seeded random games of a four-row variant, on
// (with takasia or hizi zetu) and off (without), checking every state: from
// the start under both, and from the positions of the vector file under
// on, then under off with their restricted pit dropped (it is invalid
// there).
func CheckFourRowGames(t *testing.T, on, off bao.Variant, file string) {
	t.Helper()
	games := 1500
	if !Long() {
		games = 100
	}
	for i, v := range []bao.Variant{on, off} {
		_, wins := PlayRandomGames(t, v, []bao.State{v.Start()}, games, uint64(100+i))
		t.Logf("%s: %d games from the start, South won %d, North %d", v.Name(), games, wins[0], wins[1])
	}
	starts := Positions(t, on, file)
	if len(starts) == 0 {
		t.Fatal("no positions")
	}
	games = 4 * len(starts)
	if !Long() {
		games = len(starts) / 2
	}
	_, wins := PlayRandomGames(t, on, starts, games, 200)
	t.Logf("%d games from %d testdata positions, South won %d, North %d", games, len(starts), wins[0], wins[1])
	var dropped []bao.State
	for _, s := range starts {
		s.Restricted = bao.NoPit
		dropped = append(dropped, s)
	}
	PlayRandomGames(t, off, dropped, games/2, 201)
}
