package rating_test

import (
	"fmt"

	"github.com/bao-games/bao/rating"
)

func Example() {
	// Three players in a round robin of six openings, each played twice
	// with colours swapped (a unit); every pairing plays the same
	// openings, numbered 1 to 6, which the bootstrap draws together.
	u := func(points ...float64) []rating.Unit {
		var us []rating.Unit
		for i, p := range points {
			us = append(us, rating.Unit{Games: 2, Points: p, Opening: i + 1})
		}
		return us
	}
	pairs := []rating.Pairing{
		{A: 0, B: 1, Units: u(2, 1.5, 2, 1, 1, 2)},
		{A: 0, B: 2, Units: u(2, 2, 2, 2, 1.5, 2)},
		{A: 1, B: 2, Units: u(1, 2, 1.5, 1, 2, 1)},
	}
	r, err := rating.Estimate(3, pairs, rating.Config{Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	for i := range r.Elo {
		fmt.Printf("player %d: %6.1f  [%6.1f, %6.1f]\n", i, r.Elo[i], r.Low[i], r.High[i])
	}
	fmt.Printf("player 0 against 1: %.3f [%.3f, %.3f]\n", 9.5/12, r.ScoreLow[0], r.ScoreHigh[0])
	// Player 0 lost points only on openings 2, 4 and 5: one resample in
	// 64 draws none of them, a clean sweep by player 0, whose ratings are
	// infinitely far apart; with six openings that is more than the
	// expanded interval's tail (0.24%), so the data do not bound players 1
	// and 2 from below.

	// Output:
	// player 0:    0.0  [   0.0,    0.0]
	// player 1: -242.9  [  -Inf,  -33.3]
	// player 2: -409.1  [  -Inf, -274.0]
	// player 0 against 1: 0.792 [0.542, 1.000]
}
