package kete

import "github.com/bao-games/bao"

// Heuristic is the default evaluation of the four-row games for the
// searching players (bao.Heuristic): see fourrow's Heuristic, described in
// package player's documentation ("default" for the four-row games).
func (r *Rules) Heuristic(s bao.State, p bao.Player) int { return r.e.Heuristic(s, p) }
