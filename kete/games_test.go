package kete_test

import (
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// Thousands of seeded random games, every state checked on the way (see
// testvec.PlayRandomGames).

func TestRandomGamesFromStart(t *testing.T) {
	games := 1500
	if testing.Short() {
		games = 100
	}
	for i, v := range []bao.Variant{kt, ktOff} {
		_, wins := testvec.PlayRandomGames(t, v, []bao.State{v.Start()}, games, uint64(100+i))
		t.Logf("%s: %d games from the start, South won %d, North %d", v.Name(), games, wins[0], wins[1])
	}
}

func TestRandomGamesFromTestdata(t *testing.T) {
	starts := testvec.Positions(t, kt, "kete-random.jsonl")
	if len(starts) == 0 {
		t.Fatal("no positions")
	}
	games := 4 * len(starts)
	if testing.Short() {
		games = len(starts) / 2
	}
	_, wins := testvec.PlayRandomGames(t, kt, starts, games, 200)
	t.Logf("%d games from %d testdata positions, South won %d, North %d", games, len(starts), wins[0], wins[1])
	// The same positions under takasia=off, where a reserved pit is
	// dropped (it is invalid there).
	var off []bao.State
	for _, s := range starts {
		s.Restricted = bao.NoPit
		off = append(off, s)
	}
	testvec.PlayRandomGames(t, ktOff, off, games/2, 201)
}
