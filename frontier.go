package bao

// The optional interfaces of this file serve a search at its frontier,
// where most of its time goes: handing out children one at a time, so that
// a cutoff saves the rest, and reading positions where they were written.
// Package player's searches use them; each has a fallback, so a variant
// that implements none of them plays the same games, only slower.

// LazyExpander is implemented by variants that hand out the children of a
// position one at a time (the four-row games, kingulu).
//
// EachChild passes to yield, one at a time, exactly the children that
// Children lists for s (moves and states, in the canonical order of
// Legal), and returns as soon as yield returns false, playing none of the
// moves after that child. In a position without a legal move it calls
// yield not at all. It does not change s.
//
// Fallback: a caller lists Children and reads them in order, stopping
// where yield would have returned false.
type LazyExpander interface {
	EachChild(s State, yield func(Child) bool)
}

// InPlaceExpander is implemented by variants (kingulu) that write the
// children of a position where the caller reads them: EachChild without
// passing a State by value, whose copy right after the variant wrote it
// stalls on the store forwarding.
//
// EachChildInto writes the position each legal move of *s leads to into
// *t and then passes the move to yield, which reads *t; the moves and
// positions are those of EachChild (of Children), in the same order, and
// EachChildInto returns as soon as yield returns false. It does not change
// *s; s and t must not overlap. What *t holds after EachChildInto returns
// is unspecified.
//
// Fallback: LazyExpander, else Children.
type InPlaceExpander interface {
	EachChildInto(s, t *State, yield func(Move) bool)
}

// OverTester is implemented by variants that tell whether a game is over
// more cheaply than Outcome (kingulu, whose Outcome always counts the
// score).
//
// Over(s) returns Outcome(s).Over() in every valid position (one that
// Validate accepts).
//
// Fallback: Outcome(s).Over().
type OverTester interface {
	Over(s State) bool
}

// InPlaceOverTester is implemented by variants (kingulu) that tell whether
// a game is over reading the position in place, by pointer (see
// InPlaceExpander).
//
// OverAt(s) returns Outcome(*s).Over() in every valid position, and does
// not change *s.
//
// Fallback: OverTester, else Outcome(*s).Over().
type InPlaceOverTester interface {
	OverAt(s *State) bool
}

// InPlaceHeuristic is implemented by variants (kingulu) that evaluate a
// position in place, by pointer (see InPlaceExpander). A variant that
// implements it implements Heuristic too.
//
// HeuristicAt(s, p) returns Heuristic(*s, p), and does not change *s; it
// is bound as Heuristic is.
//
// Fallback: Heuristic(*s, p).
type InPlaceHeuristic interface {
	HeuristicAt(s *State, p Player) int
}

// CaptureTester is implemented by variants in which a player must capture
// when he can (the four-row games): it tells the positions that are not
// quiet, where the side to move is about to take seeds, so that a search
// may look on through the captures before it trusts an evaluation
// (alphabeta's qs parameter in package player).
//
// MustCapture(s) reports whether the side to move in s has a capture to
// start: in the four-row games, a namua capture (N1) or a mtaji capture
// (M1). It is true exactly when the legal moves of s take seeds from the
// opponent's pits (every one of them then does), and false in a finished
// game; package baotest checks both.
//
// Fallback: no position is taken for unquiet; a search evaluates at its
// horizon.
type CaptureTester interface {
	MustCapture(s State) bool
}
