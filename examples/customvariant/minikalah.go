package main

import (
	"strconv"

	"github.com/bao-games/bao"
)

// MiniKalah is a small two-row mancala game, written for this example
// through the public API of github.com/bao-games/bao alone: any third
// party can add a game the same way. It is registered as "minikalah",
// with one rule option, seeds=3|4 (seeds per pit at the start).
//
// # Rules
//
// Board. Each player owns one row of four pits, numbered 1..4 from his own
// left (South A1..A4, North a1..a4; A i faces a(5-i)), and a store (his
// kalah) at his right-hand end. At the start every pit holds three seeds
// (four with seeds=4) and the stores are empty: 24 (32) seeds in all, and
// no seed ever leaves the game.
//
// Moves. South moves first. The player to move lifts all seeds of a
// non-empty pit of his own row and sows them one by one anticlockwise into
// the following pits: along his row to the right, into his own store, then
// along the opponent's row from the opponent's pit 1 to 4, and on into his
// own pit 1 again. The opponent's store is skipped; the start pit is not.
// There is no choice of direction: a move is named by its pit ("A3").
//
//   - Extra turn: if the last seed falls into the mover's store, he moves
//     again.
//   - Capture: if the last seed falls into an empty pit of the mover's own
//     row and the opposite pit holds seeds, that seed and the opposite
//     seeds go to the mover's store.
//
// End. As soon as a move leaves either row empty, each player puts the
// seeds left in his own row into his store and the game is over (a player
// cannot move from an empty row, so the game always ends this way). The
// player with more seeds in his store wins; equal stores are a draw.
//
// A state keeps the pit counts, the stores (State.Store) and the side to
// move; the position text is that of every one-row board:
// "<a4..a1>/<A1..A4> <side> <storeS>,<storeN>", the start
// "3,3,3,3/3,3,3,3 S 0,0".
type MiniKalah struct {
	perPit int
	name   string
}

const cols = 4 // pits per row

// options are the rule options of minikalah.
var options = []bao.Option{{
	Name: "seeds", Values: []string{"3", "4"}, Default: "3",
	Doc: "seeds in each pit at the start",
}}

func init() {
	bao.Register(bao.Definition{
		Name:    "minikalah",
		Doc:     "Mini Kalah: a 2x4 Kalah with stores, extra turns and captures (the customvariant example)",
		Options: options,
		New: func(o bao.Options) (bao.Variant, error) {
			n, err := strconv.Atoi(o["seeds"])
			if err != nil {
				return nil, err // cannot happen: Lookup checks the value
			}
			return newMiniKalah(n), nil
		},
	})
}

// newMiniKalah returns the game with perPit seeds in each pit at the start:
// 3 or 4, the values of the seeds option.
func newMiniKalah(perPit int) MiniKalah {
	return MiniKalah{perPit: perPit, name: bao.Spec("minikalah", options, bao.Options{"seeds": strconv.Itoa(perPit)})}
}

// Name returns "minikalah" or "minikalah(seeds=4)".
func (k MiniKalah) Name() string { return k.name }

// Geometry returns one row of four pits per player, no house, no
// restricted or reserved pits.
func (k MiniKalah) Geometry() bao.Geometry {
	return bao.Geometry{Rows: 1, Cols: cols, Seeds: 2 * cols * k.perPit}
}

// Info describes the game.
func (k MiniKalah) Info() bao.Info {
	return bao.Info{
		Title:     "Mini Kalah",
		Summary:   "A two-row mancala game of four pits a side with stores, extra turns and captures of the opposite pit, written as the example of a variant added from outside the module's core.",
		Sources:   []string{"examples/customvariant/minikalah.go (rules invented for the example, after Kalah)"},
		Conserves: true,
	}
}

// Start returns every pit with perPit seeds, empty stores, South to move.
func (k MiniKalah) Start() bao.State {
	var s bao.State
	for _, p := range []bao.Player{bao.South, bao.North} {
		for n := 1; n <= cols; n++ {
			s.Pits[slot(p, n)] = uint8(k.perPit)
		}
	}
	return s
}

// slot returns the index in State.Pits of player p's pit n (1..4).
func slot(p bao.Player, n int) int { return bao.PitOf(p, 0, n).Index() }

// rowSeeds returns the seeds in player p's row.
func rowSeeds(s *bao.State, p bao.Player) int {
	n := 0
	for i := 1; i <= cols; i++ {
		n += int(s.Pits[slot(p, i)])
	}
	return n
}

// Legal appends the moves of s in canonical order: the mover's non-empty
// pits 1..4. It is empty exactly when the mover's row is empty, which is
// when the game is over.
func (k MiniKalah) Legal(s bao.State, buf []bao.Move) []bao.Move {
	if s.Side > bao.North {
		return buf
	}
	for n := 1; n <= cols; n++ {
		if s.Pits[slot(s.Side, n)] > 0 {
			buf = append(buf, bao.Move{Pit: bao.PitOf(s.Side, 0, n)})
		}
	}
	return buf
}

// Apply plays m in s. Anything but a non-empty pit of the mover's row,
// without direction or safari, is an illegal move; s is never changed.
func (k MiniKalah) Apply(s bao.State, m bao.Move) (bao.State, error) {
	me := s.Side
	switch {
	case me > bao.North:
		return s, bao.Illegal(m, "", "no player to move")
	case m.Dir != bao.NoDir:
		return s, bao.Illegal(m, "", "minikalah moves have no direction: write the pit alone")
	case m.Safari:
		return s, bao.Illegal(m, "", "minikalah has no safari")
	case !m.Pit.Valid() || m.Pit.Row() != 0 || m.Pit.Number() > cols || m.Pit.Player() != me:
		return s, bao.Illegal(m, "", "%v is not a pit of %v's row", m.Pit, me)
	case s.Pits[m.Pit.Index()] == 0:
		return s, bao.Illegal(m, "", "pit %v is empty", m.Pit)
	}
	// The ring as the mover sees it: positions 0..3 his pits 1..4, 4 his
	// store, 5..8 the opponent's pits 1..4.
	const store, ring = cols, 2*cols + 1
	at := func(pos int) *uint8 {
		if pos < store {
			return &s.Pits[slot(me, pos+1)]
		}
		return &s.Pits[slot(me.Other(), pos-store)]
	}
	pos := m.Pit.Number() - 1
	hand := *at(pos)
	*at(pos) = 0
	for ; hand > 0; hand-- {
		pos = (pos + 1) % ring
		if pos == store {
			s.Store[me]++
		} else {
			*at(pos)++
		}
	}

	again := pos == store
	if pos < store && *at(pos) == 1 { // the last seed fell into an empty pit of the mover
		opp := &s.Pits[slot(me.Other(), cols-pos)] // his pit pos+1 faces the opponent's pit 4-pos
		if *opp > 0 {
			s.Store[me] += *opp + 1
			*opp, *at(pos) = 0, 0
		}
	}
	if rowSeeds(&s, bao.South) == 0 || rowSeeds(&s, bao.North) == 0 {
		for _, p := range []bao.Player{bao.South, bao.North} {
			for n := 1; n <= cols; n++ {
				s.Store[p] += s.Pits[slot(p, n)]
				s.Pits[slot(p, n)] = 0
			}
		}
		again = false
	}
	if !again {
		s.Side = me.Other()
	}
	return s, nil
}

// Outcome: the game is over when the player to move has an empty row; then
// each player's score is his store plus the seeds left in his row (none, in
// a position reached by play), and the higher score wins.
func (k MiniKalah) Outcome(s bao.State) bao.Outcome {
	if s.Side > bao.North || rowSeeds(&s, s.Side) > 0 {
		return bao.Outcome{}
	}
	o := bao.Outcome{Result: bao.Drawn, Reason: bao.NoLegalMove, Scored: true}
	for _, p := range []bao.Player{bao.South, bao.North} {
		o.Score[p] = int(s.Store[p]) + rowSeeds(&s, p)
	}
	switch {
	case o.Score[bao.South] > o.Score[bao.North]:
		o.Result, o.Winner = bao.Won, bao.South
	case o.Score[bao.South] < o.Score[bao.North]:
		o.Result, o.Winner = bao.Won, bao.North
	}
	return o
}

// Validate accepts the positions that play can reach, beyond the generic
// checks (seed total, pits of the board): the rows are both empty (a
// finished game) or both hold seeds.
func (k MiniKalah) Validate(s bao.State) error {
	if (rowSeeds(&s, bao.South) == 0) != (rowSeeds(&s, bao.North) == 0) {
		return bao.Invalid("rows", "one row is empty and the other is not: the game would have ended with the seeds in the stores")
	}
	return nil
}
