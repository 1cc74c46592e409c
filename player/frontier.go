package player

import "github.com/bao-games/bao"

// eachChilder is implemented by variants that hand out the children of a
// position one at a time, in the order of bao.Children, playing none after
// the one at which yield returns false (the four-row games, kingulu). The
// search uses it at the frontier, where a cutoff makes the remaining
// children useless.
type eachChilder interface {
	EachChild(s bao.State, yield func(bao.Child) bool)
}

// eachChildIntoer, overAter and heuristicAter are implemented by variants
// (kingulu) that also read and write positions in place, by pointer:
// EachChild, Over and Heuristic without passing a State by value, whose
// copy right after the variant wrote it stalls on the store forwarding.
type eachChildIntoer interface {
	EachChildInto(s, t *bao.State, yield func(bao.Move) bool)
}

type overAter interface {
	OverAt(s *bao.State) bool
}

type heuristicAter interface {
	HeuristicAt(s *bao.State, p bao.Player) int
}

// overer is implemented by variants that tell whether a game is over, as
// Outcome(s).Over() does, cheaper than Outcome (kingulu, whose Outcome
// always counts the score).
type overer interface {
	Over(s bao.State) bool
}
