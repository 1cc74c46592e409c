package rating

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// penalised is a plain twin of firth's objective: the log-likelihood of
// results at log-strengths theta plus half the log-determinant of the
// Fisher information of players 1..n-1, the determinant by Gaussian
// elimination with partial pivoting.
func penalised(n int, results []Result, theta []float64) float64 {
	ll := 0.0
	info := make([][]float64, n-1)
	for i := range info {
		info[i] = make([]float64, n-1)
	}
	for _, r := range results {
		p := 1 / (1 + math.Exp(theta[r.B]-theta[r.A]))
		if r.Points > 0 {
			ll += r.Points * math.Log(p)
		}
		if r.Games-r.Points > 0 {
			ll += (r.Games - r.Points) * math.Log(1-p)
		}
		w := r.Games * p * (1 - p)
		for _, a := range [][3]int{{r.A, r.A, 1}, {r.B, r.B, 1}, {r.A, r.B, -1}, {r.B, r.A, -1}} {
			if a[0] > 0 && a[1] > 0 {
				info[a[0]-1][a[1]-1] += float64(a[2]) * w
			}
		}
	}
	logdet := 0.0
	for c := range n - 1 {
		piv := c
		for r := c + 1; r < n-1; r++ {
			if math.Abs(info[r][c]) > math.Abs(info[piv][c]) {
				piv = r
			}
		}
		info[c], info[piv] = info[piv], info[c]
		logdet += math.Log(math.Abs(info[c][c]))
		for r := c + 1; r < n-1; r++ {
			f := info[r][c] / info[c][c]
			for k := c; k < n-1; k++ {
				info[r][k] -= f * info[c][k]
			}
		}
	}
	return ll + logdet/2
}

// randomResults draws a round robin of n players of ratings spread over
// spread Elo, games games per pairing, some pairings left out.
func randomResults(rng *rand.Rand, n, games int, spread float64) []Result {
	var rs []Result
	for i := range n {
		for j := i + 1; j < n; j++ {
			if n > 3 && rng.IntN(5) == 0 {
				continue
			}
			d := spread * float64(j-i) / float64(n-1) / EloScale
			pts := 0.0
			for range games {
				if rng.Float64() < logistic(d) {
					pts++
				}
			}
			rs = append(rs, Result{A: i, B: j, Games: float64(games), Points: pts})
		}
	}
	return rs
}

// FitFirth maximises the penalised likelihood: its gradient, by central
// differences of the plain twin, is 0, and no nearby point is higher; on
// data with clean sweeps too, where the plain maximum likelihood diverges.
func TestFitFirthMaximises(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := range 60 {
		n := 2 + trial%7
		spread := []float64{0, 400, 1500, 3000}[trial%4]
		games := []int{4, 20, 100}[trial%3]
		rs := randomResults(rng, n, games, spread)
		r, err := FitFirth(n, rs)
		if errors.Is(err, ErrDisconnected) {
			continue
		}
		if err != nil {
			t.Fatalf("trial %d: %v", trial, err)
		}
		theta := make([]float64, n)
		for i := range r {
			if math.IsNaN(r[i]) || math.IsInf(r[i], 0) {
				t.Fatalf("trial %d: ratings %v", trial, r)
			}
			theta[i] = r[i] / EloScale
		}
		f0 := penalised(n, rs, theta)
		for i := 1; i < n; i++ {
			const h = 1e-5
			x := slices.Clone(theta)
			x[i] += h
			up := penalised(n, rs, x)
			x[i] -= 2 * h
			down := penalised(n, rs, x)
			if g := (up - down) / (2 * h); math.Abs(g) > 1e-5*float64(games) {
				t.Errorf("trial %d (%d players, %v Elo, %d games): gradient %v at player %d", trial, n, spread, games, g, i)
			}
			for _, d := range []float64{-0.05, 0.05} {
				x := slices.Clone(theta)
				x[i] += d
				if v := penalised(n, rs, x); v > f0+1e-9 {
					t.Errorf("trial %d: moving player %d by %v raises %v to %v", trial, i, d, f0, v)
				}
			}
		}
	}
}

// With two players Firth's fit is the closed form of one virtual draw:
// Jeffreys' prior of a binomial.
func TestFitFirthTwoPlayers(t *testing.T) {
	for _, c := range []struct{ games, points float64 }{{10, 7}, {200, 200}, {200, 0}, {3, 1.5}, {1000, 612.5}} {
		r, err := FitFirth(2, []Result{{A: 0, B: 1, Games: c.games, Points: c.points}})
		want := -Diff((c.points + 0.5) / (c.games + 1))
		if err != nil || r[0] != 0 || !near(r[1], want, 1e-6) {
			t.Errorf("%+v: %v %v, want [0 %v]", c, r, err, want)
		}
	}
}

// Where the data are informative the pull vanishes: exact expected points
// of known ratings over a million games a pairing give those ratings back
// to 0.01 Elo, where one virtual draw per pairing misses the widest by
// more, and a clean sweep of 8 players stays finite.
func TestFitFirthPull(t *testing.T) {
	truth := []float64{0, -200, -450, -700, -900, -1100, -1300, -1500}
	var rs []Result
	for i := range truth {
		for j := i + 1; j < len(truth); j++ {
			const g = 1e6
			rs = append(rs, Result{A: i, B: j, Games: g, Points: g * Expected(truth[i]-truth[j])})
		}
	}
	r, err := FitFirth(len(truth), rs)
	if err != nil {
		t.Fatal(err)
	}
	for i := range truth {
		if !near(r[i], truth[i], 0.01) {
			t.Errorf("rating %d = %v, want %v", i, r[i], truth[i])
		}
	}
	// Every game won by the stronger player: finite, in order.
	for k := range rs {
		rs[k].Games, rs[k].Points = 100, 100
	}
	r, err = FitFirth(len(truth), rs)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(r); i++ {
		if !(r[i] < r[i-1]) || math.IsInf(r[i], 0) {
			t.Errorf("sweeps: ratings %v", r)
		}
	}
}

func TestFitFirthErrors(t *testing.T) {
	for _, c := range []struct {
		n    int
		rs   []Result
		want error
	}{
		{3, []Result{{0, 1, 10, 5}}, ErrDisconnected},
		{3, []Result{{0, 1, 10, 5}, {1, 2, 0, 0}}, ErrDisconnected},
		{2, []Result{{0, 1, 1, 2}}, ErrInput},
		{0, nil, ErrInput},
	} {
		if _, err := FitFirth(c.n, c.rs); !errors.Is(err, c.want) {
			t.Errorf("FitFirth(%d, %v): %v, want %v", c.n, c.rs, err, c.want)
		}
	}
	if r, err := FitFirth(1, nil); err != nil || len(r) != 1 || r[0] != 0 {
		t.Errorf("one player: %v %v", r, err)
	}
}

// Estimate with Firth's fit: a side the games do not bound is infinite,
// in the estimate's interval and in the resamples', and the rest finite.
func TestEstimateUnbounded(t *testing.T) {
	mixed := []Unit{{Games: 2, Points: 2, Opening: 1}, {Games: 2, Points: 1, Opening: 2}, {Games: 2, Points: 1.5, Opening: 3}, {Games: 2, Points: 0.5, Opening: 4}, {Games: 2, Points: 1, Opening: 5}}
	sweep := []Unit{{Games: 2, Points: 2, Opening: 1}, {Games: 2, Points: 2, Opening: 2}, {Games: 2, Points: 2, Opening: 3}, {Games: 2, Points: 2, Opening: 4}, {Games: 2, Points: 2, Opening: 5}}
	// Player 2 won every game against 0 and 1; player 3 lost every game to 0.
	pairs := []Pairing{{A: 0, B: 1, Units: mixed}, {A: 2, B: 0, Units: sweep}, {A: 2, B: 1, Units: sweep}, {A: 0, B: 3, Units: sweep}}
	r, err := Estimate(4, pairs, Config{Seed: 1, Reps: 200})
	if err != nil {
		t.Fatal(err)
	}
	if !math.IsInf(r.High[2], 1) || math.IsInf(r.Low[2], 0) || !math.IsInf(r.Low[3], -1) || math.IsInf(r.High[3], 0) {
		t.Errorf("intervals %v %v: want player 2 unbounded above only, 3 below only", r.Low, r.High)
	}
	if math.IsInf(r.Low[1], 0) || math.IsInf(r.High[1], 0) {
		t.Errorf("player 1: [%v, %v], want finite", r.Low[1], r.High[1])
	}
	for i := range r.Elo {
		if math.IsInf(r.Elo[i], 0) || !(r.Low[i] <= r.Elo[i] && r.Elo[i] <= r.High[i]) {
			t.Errorf("player %d: %v, [%v, %v]", i, r.Elo[i], r.Low[i], r.High[i])
		}
	}
	// The pairings' scores stay inside [0, 1], the sweeps' below 1.
	for k := range pairs {
		if !(0 <= r.ScoreLow[k] && r.ScoreHigh[k] <= 1) || k > 0 && !(r.ScoreLow[k] < 1) {
			t.Errorf("pairing %d: score interval [%v, %v]", k, r.ScoreLow[k], r.ScoreHigh[k])
		}
	}
}

// markUnboundedSides against the definition: a player is unbounded above
// when moving it and every player who scored against it, directly or not,
// up together lowers no term of the likelihood, and player 0 is not among
// them.
func TestMarkUnboundedSides(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for trial := range 300 {
		n := 2 + rng.IntN(5)
		var rs []Result
		for i := range n {
			for j := i + 1; j < n; j++ {
				if rng.IntN(3) == 0 {
					continue
				}
				g := float64(1 + rng.IntN(3))
				p := []float64{0, g, g / 2}[rng.IntN(3)]
				rs = append(rs, Result{A: i, B: j, Games: g, Points: p})
			}
		}
		m, err := newModel(n, rs, 0)
		if err != nil {
			t.Fatal(err)
		}
		low, high := make([]float64, n), make([]float64, n)
		markUnboundedSides(m, low, high)
		for i := 1; i < n; i++ {
			// The closure of {i} under "scored against a member".
			for _, up := range []bool{true, false} {
				in := make([]bool, n)
				in[i] = true
				for changed := true; changed; {
					changed = false
					for _, r := range rs {
						for _, e := range [][2]int{{r.A, r.B}, {r.B, r.A}} {
							a, b := e[0], e[1]
							pa := r.Points
							if a == r.B {
								pa = r.Games - r.Points
							}
							// a scored against b: if b is in (up) or a is in (down), so is the other.
							if pa > 0 && (up && in[b] && !in[a] || !up && in[a] && !in[b]) {
								if up {
									in[a] = true
								} else {
									in[b] = true
								}
								changed = true
							}
						}
					}
				}
				got := math.IsInf(high[i], 1)
				if !up {
					got = math.IsInf(low[i], -1)
				}
				if got != !in[0] {
					t.Fatalf("trial %d %v, player %d, up %v: unbounded %v, closure %v", trial, rs, i, up, got, in)
				}
			}
		}
	}
}

// A pairing listed without games links players whom no games link, by one
// virtual draw: Estimate answers, with both sides of their intervals open.
func TestEstimateLinksUnplayed(t *testing.T) {
	played := []Unit{{Games: 2, Points: 1.5, Opening: 1}, {Games: 2, Points: 0.5, Opening: 2}, {Games: 2, Points: 2, Opening: 3}}
	pairs := []Pairing{{A: 0, B: 1, Units: played}, {A: 0, B: 2}, {A: 1, B: 2}, {A: 2, B: 3, Units: played}}
	r, err := Estimate(4, pairs, Config{Seed: 1, Reps: 100})
	if err != nil {
		t.Fatal(err)
	}
	if math.IsInf(r.Low[1], 0) || math.IsInf(r.High[1], 0) {
		t.Errorf("player 1: [%v, %v], want finite", r.Low[1], r.High[1])
	}
	for _, i := range []int{2, 3} {
		if !math.IsInf(r.Low[i], -1) || !math.IsInf(r.High[i], 1) || math.IsNaN(r.Elo[i]) || math.IsInf(r.Elo[i], 0) {
			t.Errorf("player %d: %v [%v, %v], want a finite estimate in (-Inf, +Inf)", i, r.Elo[i], r.Low[i], r.High[i])
		}
	}
	if !near(r.Elo[2], 0, 1e-6) {
		t.Errorf("player 2: %v, want 0 (level with player 0 by the virtual draw)", r.Elo[2])
	}
	// Without the listed pairings the players are not connected.
	if _, err := Estimate(4, []Pairing{pairs[0], pairs[3]}, Config{Seed: 1, Reps: 100}); !errors.Is(err, ErrDisconnected) {
		t.Errorf("unlinked: %v, want ErrDisconnected", err)
	}
}
