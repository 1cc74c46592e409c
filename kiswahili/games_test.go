package kiswahili_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// TestRandomGames plays thousands of seeded random games, from the start
// and from the testdata positions, with every state checked on the way (see
// testvec.CheckFourRowGames).
func TestRandomGames(t *testing.T) {
	testvec.CheckFourRowGames(t, sw, swOff, "kiswahili-random.jsonl")
}
