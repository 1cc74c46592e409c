package bao

import "fmt"

// Game is a game in progress with its history: the start position and every
// move played, so that moves can be undone and the game replayed. A Game is
// not safe for concurrent use; the Variant it plays is.
type Game struct {
	v      Variant
	states []State // states[0] is the start, states[i+1] follows moves[i]
	moves  []Move
}

// NewGame starts a game of v from its start position. A nil v gives a
// Game with no variant, as the zero Game: its methods return ErrNoVariant
// or zero values.
func NewGame(v Variant) *Game {
	if v == nil {
		return &Game{}
	}
	return &Game{v: v, states: []State{v.Start()}}
}

// NewGameFrom starts a game of v from s, which must pass Validate.
func NewGameFrom(v Variant, s State) (*Game, error) {
	if err := Validate(v, s); err != nil {
		return nil, err
	}
	return &Game{v: v, states: []State{s}}, nil
}

// Variant returns the variant the game is played under.
func (g *Game) Variant() Variant { return g.v }

// State returns the current position (the zero State for a Game with no
// variant).
func (g *Game) State() State {
	if len(g.states) == 0 {
		return State{}
	}
	return g.states[len(g.states)-1]
}

// Start returns the position the game started from (the zero State for a
// Game with no variant).
func (g *Game) Start() State {
	if len(g.states) == 0 {
		return State{}
	}
	return g.states[0]
}

// Ply returns the number of moves played.
func (g *Game) Ply() int { return len(g.moves) }

// Moves returns a copy of the moves played so far.
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// StateAt returns the position after the first ply moves (0 <= ply <=
// Ply()); for a ply outside that range it returns the zero State, which
// Validate refuses.
func (g *Game) StateAt(ply int) State {
	if ply < 0 || ply >= len(g.states) {
		return State{}
	}
	return g.states[ply]
}

// Legal returns the legal moves of the current position (none for a Game
// with no variant).
func (g *Game) Legal() []Move {
	if g.v == nil || len(g.states) == 0 {
		return nil
	}
	return g.v.Legal(g.State(), nil)
}

// Outcome returns the outcome of the current position (the zero Outcome,
// a game not over, for a Game with no variant).
func (g *Game) Outcome() Outcome {
	if g.v == nil || len(g.states) == 0 {
		return Outcome{}
	}
	return g.v.Outcome(g.State())
}

// Play plays m. An illegal move leaves the game unchanged and returns an
// error matching ErrIllegalMove.
func (g *Game) Play(m Move) error {
	if g.v == nil || len(g.states) == 0 {
		return errNoVariant
	}
	t, err := g.v.Apply(g.State(), m)
	if err != nil {
		return err
	}
	g.states = append(g.states, t)
	g.moves = append(g.moves, m)
	return nil
}

// PlayText reads a move in move text (annotations optional, and checked when
// present) and plays it.
func (g *Game) PlayText(text string) (Move, error) {
	if g.v == nil || len(g.states) == 0 {
		return Move{}, errNoVariant
	}
	m, t, err := ReadMove(g.v, g.State(), text)
	if err != nil {
		return Move{}, err
	}
	g.states = append(g.states, t)
	g.moves = append(g.moves, m)
	return m, nil
}

// Undo takes back the last move and returns it; ok is false at the start.
func (g *Game) Undo() (m Move, ok bool) {
	if len(g.moves) == 0 {
		return Move{}, false
	}
	m = g.moves[len(g.moves)-1]
	g.moves = g.moves[:len(g.moves)-1]
	g.states = g.states[:len(g.states)-1]
	return m, true
}

// ReplayError reports the first illegal move of a replayed game.
type ReplayError struct {
	Ply  int    // 1-based number of the move
	Move string // the move as given
	Err  error
}

// Error returns the message: the ply, its move and why it failed.
func (e *ReplayError) Error() string {
	return fmt.Sprintf("move %d (%s): %v", e.Ply, e.Move, e.Err)
}

// Unwrap returns the underlying error.
func (e *ReplayError) Unwrap() error { return e.Err }

// Replay plays moves from start and returns the game. At the first illegal
// move it returns the game up to that move and a *ReplayError with its
// number.
func Replay(v Variant, start State, moves []Move) (*Game, error) {
	g, err := NewGameFrom(v, start)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		if err := g.Play(m); err != nil {
			return g, &ReplayError{Ply: i + 1, Move: m.String(), Err: err}
		}
	}
	return g, nil
}

// ReplayText is Replay for moves in move text.
func ReplayText(v Variant, start State, moves []string) (*Game, error) {
	g, err := NewGameFrom(v, start)
	if err != nil {
		return nil, err
	}
	for i, text := range moves {
		if _, err := g.PlayText(text); err != nil {
			return g, &ReplayError{Ply: i + 1, Move: text, Err: err}
		}
	}
	return g, nil
}
