package rating_test

import (
	"fmt"

	"github.com/bao-games/bao/rating"
)

func Example() {
	// Three players; player 0 scored 9.5 of 12 against player 1, and so on.
	// Each unit is the two games of one opening, colours swapped.
	u := func(points ...float64) []rating.Unit {
		var us []rating.Unit
		for _, p := range points {
			us = append(us, rating.Unit{Games: 2, Points: p})
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
	lo, hi := rating.Wilson(9.5, 12)
	fmt.Printf("player 0 against 1: %.3f [%.3f, %.3f]\n", 9.5/12, lo, hi)
	// Output:
	// player 0:    0.0  [   0.0,    0.0]
	// player 1: -229.6  [-418.6,  -98.0]
	// player 2: -387.3  [-567.2, -276.2]
	// player 0 against 1: 0.792 [0.509, 0.933]
}
