package arena

import (
	"fmt"
)

// A Score is a player's score over a run's games, a win counting 1 and a
// draw 1/2 (the score of bao tournament), with a 95% interval: a range
// that holds the score per game that infinitely many games between the
// same players would give in 95% of runs (at least 93% of them for every
// truth and number of games that TestScoreCoverage simulates).
type Score struct {
	Wins, Draws, Losses int
	// Points are the wins and half the draws; Mean the points per game
	// (0 without games).
	Points, Mean float64
	// Low and High bound the 95% interval of Mean (0 and 1 without
	// games).
	Low, High float64
}

// scoreZ is the normal quantile of a two-sided 95% interval.
const scoreZ = 1.959963984540054

// ScoreOf returns the score of wins, draws and losses with its 95%
// interval: a Wilson score interval of a game's points with a continuity
// correction, the ps where |mean - p| - 1/2n is at most z (1.96) times
// the standard error at p, sqrt(V(p)/n).
// A game's points have the variance V(p) = p(1-p) - d/4 at a mean p when
// a share d of the games are drawn; d is estimated as draws/(games + z²),
// so that a run of draws alone, which does not prove that every game is
// drawn, still gets an interval of some width, and at most 2p and 2(1-p),
// the most draws a mean p allows.
func ScoreOf(wins, draws, losses int) Score {
	s := Score{Wins: wins, Draws: draws, Losses: losses, Low: 0, High: 1}
	n := float64(wins + draws + losses)
	if n == 0 {
		return s
	}
	s.Points = float64(wins) + float64(draws)/2
	m := s.Points / n
	s.Mean = m
	k := scoreZ * scoreZ / n
	d := float64(draws) / (n + scoreZ*scoreZ)
	cc := 1 / (2 * n)             // the continuity correction: a mean moves by steps of 1/2n
	out := func(p float64) bool { // p is outside the interval
		dp := min(d, 2*p, 2*(1-p))
		gap := max(abs(m-p)-cc, 0)
		return gap*gap > k*(p*(1-p)-dp/4)
	}
	// The interval's ends, by bisection between the mean (inside) and 0
	// or 1 (inside, or the first p outside on that side).
	end := func(edge float64) float64 {
		if !out(edge) {
			return edge
		}
		in, o := m, edge
		for range 60 {
			mid := (in + o) / 2
			if out(mid) {
				o = mid
			} else {
				in = mid
			}
		}
		return in
	}
	s.Low, s.High = end(0), end(1)
	return s
}

// Score returns player A's score over the games of the summary (its
// games, not its matches, in match mode) with its 95% interval (ScoreOf).
func (s *Summary) Score() Score {
	return ScoreOf(s.PlayerWins[0], s.Draws, s.PlayerWins[1])
}

// String says it: "0.625 [0.412, 0.801] (+4 =2 -2)".
func (s Score) String() string {
	return fmt.Sprintf("%.3f [%.3f, %.3f] (+%d =%d -%d)", s.Mean, s.Low, s.High, s.Wins, s.Draws, s.Losses)
}

// abs returns |x|.
func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
