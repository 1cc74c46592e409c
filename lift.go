package bao

// Lifter is implemented by variants in which a move may begin with seeds
// that are not those of its pit: in the namua stage of the four-row games
// a move begins by entering one seed from the mover's store into its pit.
// Lift reports the seeds that legal move m of s takes in hand at its start
// and whether they come from the mover's store. It need not check m: on
// an illegal move or a malformed State it need only not panic.
//
// Without a Lifter a move lifts the seeds of its pit (LiftOf).
type Lifter interface {
	Lift(s State, m Move) (seeds int, fromStore bool)
}

// LiftOf returns the seeds that legal move m of s takes in hand at its
// start and whether they come from the mover's store: the variant's
// Lifter when it has one, else the seeds of m's pit, lifted from the board.
func LiftOf(v Variant, s State, m Move) (seeds int, fromStore bool) {
	if v == nil {
		return 0, false
	}
	if l, ok := v.(Lifter); ok {
		return l.Lift(s, m)
	}
	if i := m.Pit.Index(); i >= 0 && i < MaxPits {
		return int(s.Pits[i]), false
	}
	return 0, false
}
