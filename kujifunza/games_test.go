package kujifunza_test

import (
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// TestRandomGames plays thousands of seeded random games, from the start
// and from the testdata positions, with every state checked on the way (see
// testvec.CheckFourRowGames): in particular every state is a valid
// position of Bao la Kujifunza, with no house and empty stores but after a
// winning capture.
func TestRandomGames(t *testing.T) {
	testvec.CheckFourRowGames(t, kj, kjOff, "kujifunza-random.jsonl")
}
