package bao

import (
	"fmt"
	"strconv"
)

// Player is one of the two players. South moves first in every variant of
// this module.
type Player uint8

// The two players.
const (
	South Player = 0
	North Player = 1
)

// Other returns the opponent of p.
func (p Player) Other() Player { return p ^ 1 }

// String returns "South" or "North".
func (p Player) String() string {
	switch p {
	case South:
		return "South"
	case North:
		return "North"
	}
	return "Player(" + strconv.Itoa(int(p)) + ")"
}

// Letter returns the letter of p in position text: 'S' or 'N'.
func (p Player) Letter() byte {
	if p == North {
		return 'N'
	}
	return 'S'
}

// MaxPits is the number of pit slots in a State: sixteen per player, enough
// for two rows of eight.
const MaxPits = 32

// Pit names one pit of the board. The zero Pit is NoPit.
//
// Each player has sixteen slots, numbered in his own sowing ring: slots 0..7
// are his front row, pits 1..8 from his own left, and slots 8..15 are his back
// row, pits 8..1. So on a four-row board the slot after slot r clockwise is
// r+1 (mod 16), and a board with one row per player uses the slots 0..Cols-1.
// Because the numbering does not depend on the geometry, a Pit always knows
// its label: front pits are A1..A8 (South) and a1..a8 (North), back pits
// B1..B8 and b1..b8.
type Pit uint8

// NoPit is the absence of a pit (the zero Pit).
const NoPit Pit = 0

// PitAt returns the pit in slot i (0 <= i < MaxPits) of State.Pits.
func PitAt(i int) Pit { return Pit(i + 1) }

// PitOf returns player p's pit number n (1..8) of row (0: front, 1: back).
// It returns NoPit for a row or number out of range.
func PitOf(p Player, row, n int) Pit {
	if p > North || row < 0 || row > 1 || n < 1 || n > 8 {
		return NoPit
	}
	r := n - 1
	if row == 1 {
		r = 16 - n
	}
	return PitAt(int(p)*16 + r)
}

// Index returns the slot of x in State.Pits; NoPit gives -1.
func (x Pit) Index() int { return int(x) - 1 }

// Valid reports whether x names one of the MaxPits slots.
func (x Pit) Valid() bool { return x >= 1 && x <= MaxPits }

// Player returns the owner of the row x lies in.
func (x Pit) Player() Player { return Player(x.Index() >> 4) }

// Slot returns the position of x in its owner's ring, 0..15.
func (x Pit) Slot() int { return x.Index() & 15 }

// Row returns 0 for a front-row pit and 1 for a back-row pit.
func (x Pit) Row() int { return x.Slot() >> 3 }

// Number returns the pit number, 1..8, counted from its owner's left.
func (x Pit) Number() int {
	r := x.Slot()
	if r < 8 {
		return r + 1
	}
	return 16 - r
}

// String returns the label of x ("A1", "b8"), "-" for NoPit, or a
// Pit(n) form for an invalid value.
func (x Pit) String() string {
	if x == NoPit {
		return "-"
	}
	if !x.Valid() {
		return "Pit(" + strconv.Itoa(int(x)) + ")"
	}
	return string(x.AppendText(nil))
}

// AppendText appends the label of a valid pit to b.
func (x Pit) AppendText(b []byte) []byte {
	letter := byte('A' + x.Row())
	if x.Player() == North {
		letter += 'a' - 'A'
	}
	return append(b, letter, byte('0'+x.Number()))
}

// ParsePit parses a pit label: A1..A8, B1..B8 (South's front and back
// rows), a1..a8, b1..b8 (North's). Labels are case-sensitive.
func ParsePit(label string) (Pit, error) {
	if len(label) != 2 || label[1] < '1' || label[1] > '8' {
		return NoPit, errorf(ErrSyntax, "bad pit label %q: want a row letter (A, B, a, b) and a number 1..8", label)
	}
	n := int(label[1] - '0')
	switch label[0] {
	case 'A':
		return PitOf(South, 0, n), nil
	case 'B':
		return PitOf(South, 1, n), nil
	case 'a':
		return PitOf(North, 0, n), nil
	case 'b':
		return PitOf(North, 1, n), nil
	}
	return NoPit, errorf(ErrSyntax, "bad pit label %q: want a row letter (A, B, a, b) and a number 1..8", label)
}

// Dir is the direction sign of a move as written in move text, seen from the
// mover's seat. Variants that have a single sowing direction use NoDir.
type Dir int8

// Direction signs.
const (
	NoDir Dir = 0
	Left  Dir = -1 // "<": towards the mover's own left
	Right Dir = +1 // ">": towards the mover's own right
)

// String returns "<", ">" or "" for NoDir.
func (d Dir) String() string {
	switch d {
	case Left:
		return "<"
	case Right:
		return ">"
	}
	return ""
}

// Move names one whole turn: where it starts, its direction sign, and
// whether it takes the safari choice of the four-row games; or, for the
// opening gambit of Bawo, which of the gambits it is. Move is a comparable
// value: two moves are the same move exactly when they are ==. Annotations
// (Notes) are not part of a move's identity.
type Move struct {
	Pit    Pit
	Dir    Dir
	Safari bool
	// Gambit is 0, or a Bawo gambit (docs/bawo.md BW11): see GambitMove.
	// A gambit has Pit NoPit, Dir NoDir and no safari.
	Gambit Gambit
}

// GoString returns m in Go syntax, as %#v prints it, without the Gambit
// field of a move that is not a gambit: bao.Move{Pit:0x6, Dir:-1,
// Safari:false}.
func (m Move) GoString() string {
	s := fmt.Sprintf("bao.Move{Pit:%#v, Dir:%#v, Safari:%#v", m.Pit, m.Dir, m.Safari)
	if m.Gambit != (Gambit{}) {
		s += fmt.Sprintf(", Gambit:%#v", m.Gambit)
	}
	return s + "}"
}

// IsGambit reports whether m is a Bawo gambit.
func (m Move) IsGambit() bool { return m.Gambit != Gambit{} }

// String returns the move text without annotations: "A6>", "a4>+", "A3",
// "A1,A8,B4,B5,B5".
func (m Move) String() string { return string(m.AppendText(nil)) }

// AppendText appends the move text of m, without annotations, to b.
func (m Move) AppendText(b []byte) []byte {
	if m.Gambit != (Gambit{}) {
		return m.Gambit.AppendText(b)
	}
	if !m.Pit.Valid() {
		return append(b, m.Pit.String()...)
	}
	b = m.Pit.AppendText(b)
	b = append(b, m.Dir.String()...)
	if m.Safari {
		b = append(b, '+')
	}
	return b
}

// Notes are the annotations that the four-row games write after a move:
// "*" for a takasa, "**" for a takasa that creates a takasia (or hizi zetu),
// "#" when the move ends the game in the mover's favour, "~" (Bawo) when it
// ends the game in his opponent's. A Bawo gambit has none (BW14).
type Notes uint8

// Annotation flags.
const (
	Takasa  Notes = 1 << iota // "*": the move captures nothing
	Takasia                   // "**" (with Takasa): the takasa restricts a pit of the opponent
	Win                       // "#": the game is over and the mover has won
	Loss                      // "~": the game is over and the mover has lost (Bawo BW9)
)

// String returns the annotation text: "", "*", "**", "#", "*#", "**#",
// "*~".
func (n Notes) String() string {
	s := ""
	switch {
	case n&Takasia != 0:
		s = "**"
	case n&Takasa != 0:
		s = "*"
	}
	if n&Win != 0 {
		s += "#"
	}
	if n&Loss != 0 {
		s += "~"
	}
	return s
}

// State is a whole position between moves. It is a small comparable value:
// copying it is cheap, == compares positions, and it can key a map.
//
// Which fields a variant uses is described by its Geometry: every variant
// uses Pits, Store and Side; the four-row games use House and Restricted;
// Bawo also Moved and Gambit; Bao Kingulu uses Reserved.
type State struct {
	// Pits holds the seeds in each pit, indexed by Pit.Index.
	Pits [MaxPits]uint8
	// Store holds each player's seeds off the board: the store still to
	// be entered in the four-row games, the bank in Bao Kingulu.
	Store [2]uint8
	// Side is the player to move (in a finished game, the player who would
	// move next).
	Side Player
	// House[p] reports whether player p still owns his house.
	House [2]bool
	// Restricted is the pit under takasia or hizi zetu, or NoPit.
	Restricted Pit
	// Moved holds the players whose owned house (kuu) is moved (Bawo,
	// docs/bawo.md BW8).
	Moved Players
	// Gambit holds the players whose opening gambit is still to be played
	// (Bawo, BW11).
	Gambit Players
	// Reserved[p] has bit i set when the pit in slot i is reserved by
	// player p (kuweka mtoto).
	Reserved [2]uint32
}

// Seeds returns the number of seeds in all pits and stores of s.
func (s *State) Seeds() int {
	n := int(s.Store[0]) + int(s.Store[1])
	for _, c := range s.Pits {
		n += int(c)
	}
	return n
}

// ReservedBy reports which player has reserved pit x, if any.
func (s *State) ReservedBy(x Pit) (Player, bool) {
	i := x.Index()
	if i < 0 || i >= MaxPits {
		return South, false
	}
	bit := uint32(1) << i
	switch {
	case s.Reserved[South]&bit != 0:
		return South, true
	case s.Reserved[North]&bit != 0:
		return North, true
	}
	return South, false
}

// Players is a set of players, bit p for player p: the moved and gambit
// fields of Bawo's position text.
type Players uint8

// The sets of players.
const (
	NoPlayers Players = 0
	OnlySouth Players = 1 << South
	OnlyNorth Players = 1 << North
	Both      Players = OnlySouth | OnlyNorth
)

// PlayerSet returns the set of the one player p.
func PlayerSet(p Player) Players { return 1 << (p & 1) }

// Has reports whether p is in the set.
func (s Players) Has(p Player) bool { return s>>(p&1)&1 != 0 }

// String returns the set as position text writes it: "SN", "S", "N", "-".
func (s Players) String() string {
	switch s {
	case NoPlayers:
		return "-"
	case OnlySouth:
		return "S"
	case OnlyNorth:
		return "N"
	case Both:
		return "SN"
	}
	return "Players(" + strconv.Itoa(int(s)) + ")"
}

// Result says whether a game is over and how.
type Result uint8

// Results.
const (
	Ongoing Result = iota // the game goes on
	Won                   // Outcome.Winner has won
	Drawn                 // the game is over and drawn
)

// Reason says why a game ended.
type Reason uint8

// Reasons.
const (
	NotOver       Reason = iota // the game goes on
	FrontRowEmpty               // the loser's front row is empty (bao hamna)
	NoLegalMove                 // the player to move has no legal move
)

var reasonText = [...]string{"", "front row empty", "no legal move"}

// String returns a short text: "front row empty", "no legal move".
func (r Reason) String() string {
	if int(r) < len(reasonText) {
		return reasonText[r]
	}
	return "Reason(" + strconv.Itoa(int(r)) + ")"
}

// Outcome is the result of a position: over or not, the winner or a draw,
// why, and for variants that count seeds at the end, the score.
type Outcome struct {
	Result Result
	Winner Player // meaningful only when Result == Won
	Reason Reason
	// Score holds each player's final count where the variant decides by
	// counting (Bao Kingulu); it is zero otherwise. Scored says which.
	Score  [2]int
	Scored bool
}

// Over reports whether the game is over.
func (o Outcome) Over() bool { return o.Result != Ongoing }

// WinnerText returns "S", "N", "draw", or "" while the game goes on: the
// winner field of the bao command's JSON.
func (o Outcome) WinnerText() string {
	switch o.Result {
	case Won:
		if o.Winner == North { // Letter, without a conversion that allocates
			return "N"
		}
		return "S"
	case Drawn:
		return "draw"
	}
	return ""
}

// String describes the outcome: "South wins (front row empty)"; with a
// score, the winner's first: "North wins 26-22 (no legal move)", a draw
// "draw 24-24".
func (o Outcome) String() string {
	var s string
	switch o.Result {
	case Ongoing:
		return "game in progress"
	case Won:
		s = o.Winner.String() + " wins"
	case Drawn:
		s = "draw"
	default:
		return "Result(" + strconv.Itoa(int(o.Result)) + ")"
	}
	if o.Scored {
		first := South
		if o.Result == Won && o.Winner == North {
			first = North
		}
		s += " " + strconv.Itoa(o.Score[first]) + "-" + strconv.Itoa(o.Score[first.Other()])
	}
	if o.Reason != NotOver {
		s += " (" + o.Reason.String() + ")"
	}
	return s
}
