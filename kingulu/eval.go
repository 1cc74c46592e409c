package kingulu

import "github.com/bao-games/bao"

// Heuristic scores s for p by the score difference of rule G10, the count
// that decides the game when it ends: p's bank, the unreserved seeds of his
// own row and the seeds of his children, minus the same for his opponent,
// in hundredths of a seed (bao.Heuristic). It is the default evaluation of
// the searching players of package player.
func (*Rules) Heuristic(s bao.State, p bao.Player) int {
	sc := Score(s)
	return 100 * (sc[p] - sc[p.Other()])
}
