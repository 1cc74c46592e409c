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
	// Output:
	// player 0:    0.0  [   0.0,    0.0]
	// player 1: -242.9  [-564.8,   -6.8]
	// player 2: -409.1  [-656.6, -217.8]
	// player 0 against 1: 0.792 [0.496, 0.947]
}

// Firth's fit is finite where the plain maximum likelihood is not: here
// players 0 and 1 won every game against player 2, whose rating the games
// bound only from above (Estimate's interval would be open below).
func ExampleFitFirth() {
	results := []rating.Result{
		{A: 0, B: 1, Games: 100, Points: 62},
		{A: 0, B: 2, Games: 100, Points: 100}, // a clean sweep
		{A: 1, B: 2, Games: 100, Points: 100}, // so is this: 0 and 1 won every game against 2
	}
	elo, err := rating.FitFirth(3, results)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%.1f %.1f %.1f\n", elo[0], elo[1], elo[2])
	_, err = rating.Fit(3, results, 0)
	fmt.Println(err)
	// Output:
	// 0.0 -84.2 -1087.6
	// rating: the maximum-likelihood ratings are infinite
}
