package bao

// Heuristic is implemented by variants that offer a default evaluation of
// positions for game-playing programs (package player's "default"
// evaluation): a quick guess at who stands better where the search stops.
//
// Heuristic(s, p) scores a position that is not over for player p: higher
// is better for p, and the score for one player is minus the score for the
// other. The unit is a hundredth of a seed (a lead of one seed of material
// is about 100), and values stay within ±HeuristicMax. It must not
// allocate and must be safe for concurrent use.
//
// Fallback: the caller's own evaluation (package player's is material).
type Heuristic interface {
	Heuristic(s State, p Player) int
}

// HeuristicMax bounds the values of a Heuristic.
const HeuristicMax = 1 << 20
