package arena

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// TestScoreCoverage: the 95% interval of ScoreOf holds the true score per
// game in at least 93% of simulated runs, for truths from even to
// lopsided, with few or many draws, and runs of 10 to 1000 games; and it
// is not needlessly wide (at most 99.5% coverage where the games decide
// anything). The simulation knows the truth: each game is a win, a draw
// or a loss with fixed chances.
func TestScoreCoverage(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 37))
	const runs = 2000
	lo, hi := 1.0, 0.0
	for _, truth := range [][2]float64{ // chances of a win and of a draw
		{0.5, 0}, {0.3, 0.4}, {0.05, 0.9}, {0.45, 0.1}, {0.8, 0.1}, {0.9, 0}, {0.97, 0.02}, {0.02, 0.5}, {0.2, 0.6},
	} {
		w, d := truth[0], truth[1]
		mean := w + d/2
		for _, n := range []int{10, 30, 100, 1000} {
			held := 0
			for range runs {
				var wins, draws, losses int
				for range n {
					switch x := rng.Float64(); {
					case x < w:
						wins++
					case x < w+d:
						draws++
					default:
						losses++
					}
				}
				if s := ScoreOf(wins, draws, losses); s.Low <= mean && mean <= s.High {
					held++
				}
			}
			cover := float64(held) / runs
			lo, hi = min(lo, cover), max(hi, cover)
			if cover < 0.93 {
				t.Errorf("win %.2f, draw %.2f, %d games: the interval holds the truth in %.1f%% of runs", w, d, n, 100*cover)
			}
			if cover > 0.995 && n >= 100 {
				t.Errorf("win %.2f, draw %.2f, %d games: the interval holds the truth in %.1f%% of runs: too wide", w, d, n, 100*cover)
			}
		}
	}
	t.Logf("coverage %.1f%% to %.1f%%", 100*lo, 100*hi)
}

// TestScoreOf: the score of no games, an even score, a sweep, all draws,
// and a run's (Summary.Score: player A's wins, draws and losses).
func TestScoreOf(t *testing.T) {
	sum := &Summary{Games: 7, PlayerWins: [2]int{3, 2}, Draws: 2}
	if s := sum.Score(); s.Wins != 3 || s.Losses != 2 || s.Draws != 2 || s.Points != 4 {
		t.Errorf("a summary's score: %v", s)
	}
	if s := ScoreOf(0, 0, 0); s.Mean != 0 || s.Low != 0 || s.High != 1 {
		t.Errorf("no games: %v", s)
	}
	s := ScoreOf(3, 4, 3)
	if s.Points != 5 || s.Mean != 0.5 || !(s.Low < 0.5 && s.High > 0.5) || math.Abs((s.High-0.5)-(0.5-s.Low)) > 1e-9 {
		t.Errorf("+3 =4 -3: %v", s)
	}
	if s := ScoreOf(10, 0, 0); s.High != 1 || s.Low >= 1 || s.Low < 0.6 {
		t.Errorf("+10: %v", s)
	}
	if s := ScoreOf(0, 10, 0); s.Low >= 0.5 || s.High <= 0.5 {
		t.Errorf("=10: %v", s)
	}
}

// The score of a run: a draw counts half a win.
func ExampleScoreOf() {
	fmt.Println(ScoreOf(4, 2, 2))
	// Output: 0.625 [0.284, 0.871] (+4 =2 -2)
}
