package bao

// Variant is the contract every game of this module implements. A Variant is
// immutable and safe for concurrent use; all game state lives in State values.
//
// Beyond these methods a variant may implement optional interfaces, which
// the functions of this package and the packages above it check for by type
// assertion, the way database/sql checks its drivers. Each has a fallback,
// what a caller does without it, written in its documentation; a variant
// that implements none is complete, only slower or less descriptive:
//
//   - Validator: rules checks of hand-made positions (Validate).
//   - Annotator: move annotations such as "*" (Annotate, FormatMove).
//   - Describer: title, sources and traditions (Info).
//   - Expander: every move with its position in one pass (Children).
//   - LegalCounter: the number of legal moves (CountLegal).
//   - Tracer: a move lap by lap, for display.
//   - Heuristic: a default evaluation for the searching players.
//   - Sampler: a uniformly random legal move (Sample).
//   - Playouter: whole random playouts (Playout).
//   - Recorder: random moves recorded (Record).
//   - Lifter: the seeds a move takes in hand at its start (LiftOf).
//   - LazyExpander: the children one at a time, for a search's cutoffs.
//   - OverTester: whether the game is over, cheaper than Outcome.
//   - CaptureTester: whether the side to move must capture (MustCapture),
//     for a search's quiescence.
//   - InPlaceExpander, InPlaceOverTester and InPlaceHeuristic:
//     LazyExpander, OverTester and Heuristic on positions read and
//     written by pointer.
//
// Package baotest checks each one that a variant implements against the
// methods of Variant.
type Variant interface {
	// Name returns the variant's registered name with its rule options in
	// canonical form: "kiswahili", "kiswahili(takasia=off)".
	Name() string
	// Geometry describes the board and the fields of a position.
	Geometry() Geometry
	// Start returns the start position.
	Start() State
	// Legal appends the legal moves of s to buf, in the variant's canonical
	// order, and returns the extended slice (strconv.AppendInt style). The
	// list is empty exactly when the game is over. With a buffer of enough
	// capacity it allocates nothing.
	Legal(s State, buf []Move) []Move
	// Apply plays m in s and returns the new state; s is not changed. An
	// illegal move returns an error that matches ErrIllegalMove (usually a
	// *MoveError naming the rule). Apply never panics on a state that
	// Validate accepts.
	Apply(s State, m Move) (State, error)
	// Outcome says whether the game is over in s, who won and why.
	Outcome(s State) Outcome
}

// Validator is implemented by variants that check hand-made states beyond
// the generic checks of the geometry. Validate returns nil or an error that
// matches ErrInvalidPosition (Invalid builds one).
//
// Fallback: the generic checks alone (the function Validate).
type Validator interface {
	Validate(s State) error
}

// Annotator is implemented by variants whose move text carries annotations
// (the "*", "**" and "#" of the four-row games). Annotate is given the state
// before the move, the move and the state after it. It need not report Win
// ("#"): the function Annotate adds it when the mover has won in the state
// after the move, so that an Annotator stays cheap and a game runner that
// learns the outcome anyway (AnnotateOutcome) never asks for it twice.
//
// Fallback: no annotations (the function Annotate returns 0).
type Annotator interface {
	Annotate(before State, m Move, after State) Notes
}

// Info is descriptive metadata of a variant.
type Info struct {
	Title     string   // "Bao la Kiswahili"
	Summary   string   // one paragraph
	Sources   []string // rule sources, as references or addresses
	Conserves bool     // seeds are never removed from the game (pits plus stores are constant)
	// MatchGames is the number of games of a match in this variant's
	// tradition, played until one side has won a majority (3 for Bao la
	// Kete, best of three); 0 or 1 means single games.
	MatchGames int
}

// Describer is implemented by variants that describe themselves.
//
// Fallback: the zero Info: the variant's Name stands for its title, and
// a match is a single game (MatchLength).
type Describer interface {
	Info() Info
}

// Child is a legal move together with the state it leads to.
type Child struct {
	Move  Move
	State State
}

// Expander is implemented by variants that can list every legal move with
// its resulting state in one pass, cheaper than Legal followed by Apply for
// each move. Children appends to buf, in the canonical order of Legal,
// every legal move with the state Apply gives for it.
//
// Fallback: Legal, then Apply of each move (the function Children).
type Expander interface {
	Children(s State, buf []Child) []Child
}

// Tracer is implemented by variants that can show a move lap by lap, for
// animations and explanations (the page of package web, bao play).
//
// A step of a move is one lap: the sowing of the seeds in hand from one pit
// until the last of them falls. Trace plays m in s and calls yield once per
// lap, in order, with the position at the moment the lap's last seed has
// fallen, before anything that follows it (the lift of a relay, a capture,
// the next lap). Every seed is then in a pit, a store or a bank, none in
// hand, so each yielded State is a displayable position that passes
// Validate and holds the seed total of s. An intermediate State has the
// mover as Side and the Restricted pit and reservations of s; pits,
// stores and houses are those the move has made so far. The last State
// yielded is the position after the whole move, equal to what Apply
// returns (side, restricted pit and reservations included), so the number
// of yields is the number of laps of the move. (The one move with no lap,
// a four-row namua capture whose store seed takes the opponent's last
// front-row seeds, yields the position after it alone.)
//
// An illegal move yields nothing and returns the error Apply returns. If
// yield returns false, Trace stops yielding at once and returns nil. Trace
// yields no more states than Apply plays laps, so it is bounded as the
// move is (a never-ending move is illegal and yields nothing).
//
// Fallback: the position before the move and the one after it alone.
type Tracer interface {
	Trace(s State, m Move, yield func(State) bool) error
}

// Children appends every legal move of s with its resulting state to buf, in
// canonical order, using the variant's Expander when it has one.
func Children(v Variant, s State, buf []Child) []Child {
	if v == nil {
		return buf
	}
	if e, ok := v.(Expander); ok {
		return e.Children(s, buf)
	}
	var stack [64]Move
	for _, m := range v.Legal(s, stack[:0]) {
		t, err := v.Apply(s, m)
		if err != nil {
			continue // cannot happen for a conforming variant
		}
		buf = append(buf, Child{Move: m, State: t})
	}
	return buf
}

// LegalCounter is implemented by variants that count the legal moves of a
// position more cheaply than they list them, for a caller that needs only
// the number (the statistics of a self-play run). CountLegal must return
// exactly len(Legal(s, nil)) in every valid position (one that Validate
// accepts); like Legal, it does not check s, and on a malformed State it
// need only not panic.
//
// Fallback: the length of Legal (the function CountLegal).
type LegalCounter interface {
	CountLegal(s State) int
}

// CountLegal returns the number of legal moves of s: the variant's
// LegalCounter when it has one, else the length of Legal with buf as its
// buffer (so that a caller with a buffer of its own allocates nothing).
func CountLegal(v Variant, s State, buf []Move) int {
	if v == nil {
		return 0
	}
	if c, ok := v.(LegalCounter); ok {
		return c.CountLegal(s)
	}
	return len(v.Legal(s, buf[:0]))
}

// Annotate returns the annotations of move m from before to after, or 0 if
// the variant writes none: those of the variant's Annotator, with Win ("#")
// when the game is over in after and the mover has won.
func Annotate(v Variant, before State, m Move, after State) Notes {
	if v == nil {
		return 0
	}
	a, ok := v.(Annotator)
	if !ok {
		return 0
	}
	n := a.Annotate(before, m, after)
	if n&Win == 0 {
		if o := v.Outcome(after); o.Result == Won && o.Winner == before.Side && !m.IsGambit() {
			n |= Win // a Bawo gambit has no annotation (BW14)
		}
	}
	return n
}

// AnnotateOutcome is Annotate for a caller that knows the outcome o of the
// game in after (a game runner learns it when it looks for the next move):
// it gives the same notes without calling v.Outcome, which in the four-row
// games plays out candidate moves.
func AnnotateOutcome(v Variant, before State, m Move, after State, o Outcome) Notes {
	a, ok := v.(Annotator)
	if !ok {
		return 0
	}
	n := a.Annotate(before, m, after)
	if o.Result == Won && o.Winner == before.Side && !m.IsGambit() {
		n |= Win // a Bawo gambit has no annotation (BW14)
	}
	return n
}

// FormatMove plays m in s and returns its move text with the annotations
// the variant writes ("A7<**", "A2>#").
func FormatMove(v Variant, s State, m Move) (string, error) {
	if v == nil {
		return "", errNoVariant
	}
	t, err := v.Apply(s, m)
	if err != nil {
		return "", err
	}
	return m.String() + Annotate(v, s, m, t).String(), nil
}

// MoveText returns the move text of m in s with its annotations, as
// FormatMove does, or m's plain text (m.String()) when m cannot be played
// in s: a text to show whatever the move, where the move is known to be
// legal or an error would be of no use (a list of legal moves, a record of
// a game, a player's report).
func MoveText(v Variant, s State, m Move) string {
	if text, err := FormatMove(v, s, m); err == nil {
		return text
	}
	return m.String()
}

// ReadMove reads a move text and checks it against s: the move must be legal,
// and annotations, if the text has any, must be those of the move. It returns
// the move and the state after it.
func ReadMove(v Variant, s State, text string) (Move, State, error) {
	if v == nil {
		return Move{}, s, errNoVariant
	}
	m, notes, err := ParseMove(text)
	if err != nil {
		return Move{}, s, err
	}
	t, err := v.Apply(s, m)
	if err != nil {
		return Move{}, s, err
	}
	if text != m.String() {
		if want := Annotate(v, s, m, t); notes != want {
			return Move{}, s, Illegal(m, "", "annotated %q, but the move is %q", text, m.String()+want.String())
		}
	}
	return m, t, nil
}

// IsLegal reports whether m is among the legal moves of s.
func IsLegal(v Variant, s State, m Move) bool {
	if v == nil {
		return false
	}
	var stack [64]Move
	for _, l := range v.Legal(s, stack[:0]) {
		if l == m {
			return true
		}
	}
	return false
}
