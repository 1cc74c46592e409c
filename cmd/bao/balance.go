package main

import (
	"flag"
	"fmt"

	"github.com/bao-games/bao/arena"
)

// balanceFlags defines -balanced and -balanced-nodes (tournament,
// selfplay): the openings kept (arena.Balance).
func balanceFlags(fs *flag.FlagSet) (plies *int, nodes *int64) {
	plies = fs.Int("balanced", 0, fmt.Sprintf("play only openings in which neither side can force a win within `N` plies (1 to %d), proved by the solver; candidates are drawn from the seed until enough pass, and the report says how many were drawn and rejected; 0: every opening", arena.MaxBalancePlies))
	nodes = fs.Int64("balanced-nodes", 0, fmt.Sprintf("with -balanced: the solver's budget per opening, in positions (`M`); an opening not proved balanced within it is rejected; 0: %d", arena.DefaultBalanceNodes))
	return plies, nodes
}
