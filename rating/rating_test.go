package rating

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// Two players: the maximum-likelihood score is the observed one, so the
// rating difference has the closed form Diff((P+prior/2)/(G+prior)).
func TestFitTwoPlayersClosedForm(t *testing.T) {
	for _, c := range []struct{ games, points, prior float64 }{
		{10, 7, 0}, {10, 7, 1}, {200, 200, 1}, {200, 0, 1}, {3, 1.5, 0}, {1000, 612.5, 2},
	} {
		r, err := Fit(2, []Result{{A: 0, B: 1, Games: c.games, Points: c.points}}, c.prior)
		if err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
		want := -Diff((c.points + c.prior/2) / (c.games + c.prior))
		if r[0] != 0 || !near(r[1], want, 1e-6) {
			t.Errorf("%+v: ratings %v, want [0 %v]", c, r, want)
		}
	}
	// The prior bounds a clean sweep: 200-0 gives 400·log10(401), about 1041 Elo.
	r, _ := Fit(2, []Result{{A: 0, B: 1, Games: 200, Points: 200}}, PriorDraws)
	if !near(r[1], -400*math.Log10(401), 1e-6) {
		t.Errorf("200-0: %v", r[1])
	}
}

// Exact expected points of known ratings give those ratings back.
func TestFitRecoversRatings(t *testing.T) {
	truth := []float64{0, 100, -200, 350, 20}
	var rs []Result
	for i := range truth {
		for j := i + 1; j < len(truth); j++ {
			g := float64(100 + 10*i + j)
			rs = append(rs, Result{A: i, B: j, Games: g, Points: g * Expected(truth[i]-truth[j])})
		}
	}
	r, err := Fit(len(truth), rs, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := range truth {
		if !near(r[i], truth[i], 1e-5) {
			t.Errorf("rating %d = %v, want %v", i, r[i], truth[i])
		}
	}
}

// The fit solves the likelihood equations: every player's expected points
// under the fitted ratings equal its points (prior included).
func TestFitScoreEquations(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 20 {
		n := 2 + rng.IntN(6)
		var rs []Result
		for i := range n {
			for j := i + 1; j < n; j++ {
				g := float64(rng.IntN(40))
				rs = append(rs, Result{A: i, B: j, Games: g, Points: float64(rng.IntN(int(2*g)+1)) / 2})
			}
		}
		r, err := Fit(n, rs, PriorDraws)
		if err != nil {
			t.Fatal(err)
		}
		got, want := make([]float64, n), make([]float64, n)
		for _, x := range rs {
			g, p := x.Games+PriorDraws, x.Points+PriorDraws/2
			want[x.A] += p
			want[x.B] += g - p
			e := g * Expected(r[x.A]-r[x.B])
			got[x.A] += e
			got[x.B] += g - e
		}
		for i := range n {
			if !near(got[i], want[i], 1e-6) {
				t.Errorf("trial %d, player %d: expected points %v, points %v", trial, i, got[i], want[i])
			}
		}
	}
}

// Symmetric data: a cycle where each beats the next 3-1, and a field of
// draws, give equal ratings.
func TestFitSymmetric(t *testing.T) {
	cycle := []Result{{0, 1, 4, 3}, {1, 2, 4, 3}, {2, 0, 4, 3}}
	draws := []Result{{0, 1, 6, 3}, {0, 2, 6, 3}, {1, 2, 6, 3}, {0, 3, 6, 3}, {1, 3, 6, 3}, {2, 3, 6, 3}}
	for _, rs := range [][]Result{cycle, draws} {
		for _, prior := range []float64{0, 1} {
			n := 3
			if len(rs) == 6 {
				n = 4
			}
			r, err := Fit(n, rs, prior)
			if err != nil {
				t.Fatal(err)
			}
			for i := range r {
				if !near(r[i], 0, 1e-7) {
					t.Errorf("%v prior %v: ratings %v, want all 0", rs, prior, r)
				}
			}
		}
	}
}

func TestFitErrors(t *testing.T) {
	for _, c := range []struct {
		n     int
		rs    []Result
		prior float64
		want  error
	}{
		{2, []Result{{0, 1, 10, 10}}, 0, ErrDiverges},
		{3, []Result{{0, 1, 10, 5}, {1, 2, 10, 10}, {0, 2, 10, 10}}, 0, ErrDiverges},
		{3, []Result{{0, 1, 10, 5}}, 1, ErrDisconnected},
		{4, []Result{{0, 1, 10, 5}, {2, 3, 10, 5}}, 1, ErrDisconnected},
		{2, []Result{{0, 1, 0, 0}}, 0, ErrDisconnected},
		{2, []Result{{0, 0, 1, 1}}, 1, ErrInput},
		{2, []Result{{0, 2, 1, 1}}, 1, ErrInput},
		{2, []Result{{0, 1, 1, 2}}, 1, ErrInput},
		{2, []Result{{0, 1, math.NaN(), 0}}, 1, ErrInput},
		{2, []Result{{0, 1, 2, 1}}, -1, ErrInput},
		{0, nil, 1, ErrInput},
	} {
		if _, err := Fit(c.n, c.rs, c.prior); !errors.Is(err, c.want) {
			t.Errorf("Fit(%d, %v, %v): %v, want %v", c.n, c.rs, c.prior, err, c.want)
		}
	}
	// A pairing listed without games still links its players through the prior.
	if r, err := Fit(2, []Result{{0, 1, 0, 0}}, 1); err != nil || r[1] != 0 {
		t.Errorf("prior only: %v, %v", r, err)
	}
}

func testPairs() []Pairing {
	return []Pairing{
		{A: 0, B: 1, Units: []Unit{{Games: 2, Points: 1.5}, {Games: 2, Points: 2}, {Games: 2, Points: 1}, {Games: 2, Points: 2}, {Games: 2, Points: 0.5}, {Games: 2, Points: 1.5}}},
		{A: 0, B: 2, Units: []Unit{{Games: 2, Points: 2}, {Games: 2, Points: 2}, {Games: 2, Points: 2}, {Games: 1, Points: 1}}},
		{A: 1, B: 2, Units: []Unit{{Games: 2, Points: 1}, {Games: 2, Points: 2}, {Games: 2, Points: 1.5}, {Games: 2, Points: 1}}},
	}
}

func TestEstimateReproducible(t *testing.T) {
	pairs := testPairs()
	a, err := Estimate(3, pairs, Config{Seed: 7, Reps: 300})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Estimate(3, pairs, Config{Seed: 7, Reps: 300})
	c, _ := Estimate(3, pairs, Config{Seed: 8, Reps: 300})
	if !slices.Equal(a.Low, b.Low) || !slices.Equal(a.High, b.High) {
		t.Errorf("same seed, different intervals: %+v %+v", a, b)
	}
	if slices.Equal(a.Low, c.Low) && slices.Equal(a.High, c.High) {
		t.Errorf("seeds 7 and 8 give the same intervals")
	}
	want, _ := FitFirth(3, Results(pairs))
	if !slices.Equal(a.Elo, want) {
		t.Errorf("Elo %v, want the fit %v", a.Elo, want)
	}
	if a.Low[0] != 0 || a.High[0] != 0 {
		t.Errorf("anchor interval [%v, %v], want [0, 0]", a.Low[0], a.High[0])
	}
	for i := 1; i < 3; i++ {
		if !(a.Low[i] < a.Elo[i] && a.Elo[i] < a.High[i]) {
			t.Errorf("player %d: %v not inside [%v, %v]", i, a.Elo[i], a.Low[i], a.High[i])
		}
	}
	if !a.Firth || a.Prior != 0 || a.Reps != 300 || a.Level != 0.95 {
		t.Errorf("defaults: %+v", a)
	}
}

// With two players the bootstrap rating of each resample has the closed
// form of TestFitTwoPlayersClosedForm; the intervals must be the
// quantiles of those, drawn with the documented generator.
func TestEstimateTwoPlayersReference(t *testing.T) {
	p := Pairing{A: 0, B: 1, Units: []Unit{{Games: 2, Points: 2}, {Games: 2, Points: 1.5}, {Games: 2, Points: 1}, {Games: 2, Points: 2}, {Games: 2, Points: 0}, {Games: 2, Points: 1.5}, {Games: 2, Points: 2}, {Games: 1, Points: 1}}}
	const reps, seed = 500, 3
	got, err := Estimate(2, []Pairing{p}, Config{Seed: seed, Reps: reps, Prior: PriorDraws})
	if err != nil {
		t.Fatal(err)
	}
	sorted := slices.Clone(p.Units)
	slices.SortFunc(sorted, func(a, b Unit) int {
		if a.Games != b.Games {
			return a.Games - b.Games
		}
		return int(2*a.Points - 2*b.Points)
	})
	var s []float64
	for rep := range reps {
		rng := rand.New(rand.NewPCG(seed, uint64(rep)))
		g, pts := 0.0, 0.0
		for range p.Units {
			u := sorted[rng.IntN(len(sorted))]
			g += float64(u.Games)
			pts += u.Points
		}
		s = append(s, -Diff((pts+0.5)/(g+1)))
	}
	slices.Sort(s)
	tail := expandedTail(0.95, len(p.Units))
	lo, hi := Quantile(s, tail), Quantile(s, 1-tail)
	if !near(got.Low[1], lo, 1e-6) || !near(got.High[1], hi, 1e-6) {
		t.Errorf("interval [%v, %v], want [%v, %v]", got.Low[1], got.High[1], lo, hi)
	}
}

func TestEstimateErrors(t *testing.T) {
	pairs := testPairs()
	for _, c := range []Config{{Reps: -1}, {Reps: MaxReps + 1}, {Level: 1}, {Level: -0.5}} {
		if _, err := Estimate(3, pairs, c); !errors.Is(err, ErrInput) {
			t.Errorf("%+v: %v, want ErrInput", c, err)
		}
	}
	bad := []Pairing{{A: 0, B: 1, Units: []Unit{{Games: 1, Points: 2}}}}
	if _, err := Estimate(2, bad, Config{}); !errors.Is(err, ErrInput) {
		t.Errorf("2 points in 1 game: %v", err)
	}
	// Without a prior a resample of a lopsided pairing diverges.
	lop := []Pairing{{A: 0, B: 1, Units: []Unit{{Games: 2, Points: 2}, {Games: 2, Points: 2}, {Games: 2, Points: 1}}}}
	if _, err := Estimate(2, lop, Config{Prior: -1, Reps: 200}); !errors.Is(err, ErrDiverges) {
		t.Errorf("no prior: %v, want ErrDiverges", err)
	}
}

func TestWilson(t *testing.T) {
	// Reference values (Newcombe 1998, table I; Agresti and Coull 1998).
	for _, c := range []struct{ k, n, lo, hi float64 }{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{81, 263, 0.2553, 0.3662},
		{15, 148, 0.0624, 0.1605},
	} {
		lo, hi := Wilson(c.k, c.n)
		if !near(lo, c.lo, 5e-5) || !near(hi, c.hi, 5e-5) {
			t.Errorf("Wilson(%v, %v) = [%.4f, %.4f], want [%v, %v]", c.k, c.n, lo, hi, c.lo, c.hi)
		}
	}
	if lo, hi := Wilson(0, 0); lo != 0 || hi != 1 {
		t.Errorf("no games: [%v, %v]", lo, hi)
	}
}

func TestQuantile(t *testing.T) {
	s := []float64{1, 2, 3, 4, 5}
	for _, c := range []struct{ q, want float64 }{{0, 1}, {0.5, 3}, {0.25, 2}, {0.1, 1.4}, {1, 5}} {
		if got := Quantile(s, c.q); !near(got, c.want, 1e-12) {
			t.Errorf("Quantile(%v) = %v, want %v", c.q, got, c.want)
		}
	}
	if !math.IsNaN(Quantile(nil, 0.5)) {
		t.Error("empty: want NaN")
	}
}

func TestExpectedDiff(t *testing.T) {
	for _, d := range []float64{-800, -100, 0, 35, 400} {
		if got := Diff(Expected(d)); !near(got, d, 1e-9) {
			t.Errorf("Diff(Expected(%v)) = %v", d, got)
		}
	}
	if !near(Expected(400), 10.0/11, 1e-12) || !near(EloScale*math.Log(10), 400, 1e-12) {
		t.Error("Elo scale")
	}
}

// The order of a pairing's units does not change the intervals.
func TestEstimateUnitOrder(t *testing.T) {
	pairs := testPairs()
	a, err := Estimate(3, pairs, Config{Seed: 4, Reps: 200})
	if err != nil {
		t.Fatal(err)
	}
	for i := range pairs {
		us := slices.Clone(pairs[i].Units)
		slices.Reverse(us)
		pairs[i].Units = us
	}
	b, _ := Estimate(3, pairs, Config{Seed: 4, Reps: 200})
	if !slices.Equal(a.Low, b.Low) || !slices.Equal(a.High, b.High) {
		t.Errorf("reversed units: %v %v, want %v %v", b.Low, b.High, a.Low, a.High)
	}
}

// drawUnit picks unit i of the sorted units, by table scan or search.
func TestDrawUnit(t *testing.T) {
	var us []Unit
	for g := range 30 {
		for k := range g % 3 {
			us = append(us, Unit{Games: 30 - g, Points: float64(k) / 2})
			us = append(us, Unit{Games: 30 - g, Points: float64(k) / 2})
		}
	}
	for _, part := range [][]Unit{us[:7], us} {
		s := slices.Clone(part)
		sortUnits(s)
		ks := unitKinds(part)
		for i := range s {
			if got := drawUnit(ks, i); got != s[i] {
				t.Fatalf("%d kinds: unit %d is %v, want %v", len(ks), i, got, s[i])
			}
		}
	}
}

// BenchmarkEstimate: a round robin of 6 players, 200 games per pairing, the
// default 1000 resamples.
func BenchmarkEstimate(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	var pairs []Pairing
	for i := range 6 {
		for j := i + 1; j < 6; j++ {
			p := Pairing{A: i, B: j}
			for range 100 {
				p.Units = append(p.Units, Unit{Games: 2, Points: float64(rng.IntN(5)) / 2})
			}
			pairs = append(pairs, p)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Estimate(6, pairs, Config{Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// A clean sweep is resampled from the smoothed score: the reference draws
// each of the 10 games as a win with probability 10.5/11.
func TestEstimateSweep(t *testing.T) {
	p := Pairing{A: 0, B: 1, Units: slices.Repeat([]Unit{{Games: 2, Points: 2}}, 5)}
	const reps, seed = 400, 9
	got, err := Estimate(2, []Pairing{p}, Config{Seed: seed, Reps: reps, Prior: PriorDraws})
	if err != nil {
		t.Fatal(err)
	}
	var s []float64
	for rep := range reps {
		rng := rand.New(rand.NewPCG(seed, uint64(rep)))
		wins := 0.0
		for range 10 {
			if rng.Float64() < 10.5/11 {
				wins++
			}
		}
		s = append(s, -Diff((wins+0.5)/11))
	}
	slices.Sort(s)
	lo, hi := Quantile(s, 0.025), Quantile(s, 0.975)
	if !near(got.Low[1], lo, 1e-6) || !near(got.High[1], hi, 1e-6) || !(got.High[1]-got.Low[1] > 200) {
		t.Errorf("interval [%v, %v], want [%v, %v], wide", got.Low[1], got.High[1], lo, hi)
	}
}

// Every interval holds its estimate, even for a player whose clean sweeps
// put its estimate beyond the resampled ratings.
func TestEstimateHoldsEstimate(t *testing.T) {
	sweep := slices.Repeat([]Unit{{Games: 2, Points: 2}}, 5)
	mixed := []Unit{{Games: 2, Points: 2}, {Games: 2, Points: 1}, {Games: 2, Points: 2}, {Games: 2, Points: 1.5}, {Games: 2, Points: 0.5}}
	pairs := []Pairing{{A: 0, B: 1, Units: mixed}, {A: 2, B: 0, Units: sweep}, {A: 2, B: 1, Units: sweep}}
	for seed := range uint64(5) {
		r, err := Estimate(3, pairs, Config{Seed: seed, Reps: 200})
		if err != nil {
			t.Fatal(err)
		}
		for i := range r.Elo {
			if !(r.Low[i] <= r.Elo[i] && r.Elo[i] <= r.High[i]) {
				t.Errorf("seed %d, player %d: %v not in [%v, %v]", seed, i, r.Elo[i], r.Low[i], r.High[i])
			}
		}
	}
}

// TestEstimateWorkers checks that the number of workers changes nothing:
// the same intervals, and the same error (that of the lowest failed
// resample).
func TestEstimateWorkers(t *testing.T) {
	pairs := testPairs()
	one, err := Estimate(3, pairs, Config{Seed: 7, Reps: 301})
	if err != nil {
		t.Fatal(err)
	}
	lop := []Pairing{{A: 0, B: 1, Units: []Unit{{Games: 2, Points: 2}, {Games: 2, Points: 2}, {Games: 2, Points: 1}}}}
	_, oneErr := Estimate(2, lop, Config{Prior: -1, Reps: 200})
	for _, w := range []int{2, 3, 8, 500} {
		got, err := Estimate(3, pairs, Config{Seed: 7, Reps: 301, Workers: w})
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(one, got); diff != "" {
			t.Errorf("%d workers: (-1 worker +%d workers)\n%s", w, w, diff)
		}
		if _, err := Estimate(2, lop, Config{Prior: -1, Reps: 200, Workers: w}); err == nil || oneErr == nil || err.Error() != oneErr.Error() {
			t.Errorf("%d workers: error %v, with one %v", w, err, oneErr)
		}
	}
}

// With Openings, a resample draws openings, each with its units in every
// pairing: the intervals are the quantiles of the fits to those, drawn
// with the documented generator, and the score intervals those of the
// resampled scores.
func TestEstimateOpeningsReference(t *testing.T) {
	pairs, pts, players := openingsTestPairs()
	const prior = PriorDraws
	const reps, seed = 300, 5
	got, err := Estimate(3, pairs, Config{Seed: seed, Reps: reps, Prior: prior})
	if err != nil {
		t.Fatal(err)
	}
	samples := make([][]float64, 6)
	for rep := range reps {
		rng := rand.New(rand.NewPCG(seed, uint64(rep)))
		var g, p [3]float64
		for range 7 {
			o := rng.IntN(7)
			for k := range pts {
				g[k] += 2
				p[k] += pts[k][o]
			}
		}
		var rs []Result
		for k := range pts {
			rs = append(rs, Result{A: players[k][0], B: players[k][1], Games: g[k], Points: p[k]})
			samples[3+k] = append(samples[3+k], p[k]/g[k])
		}
		r, err := Fit(3, rs, prior)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 3 {
			samples[i] = append(samples[i], r[i])
		}
	}
	checkReference(t, got, samples, expandedTail(0.95, 7), false)
}

// checkReference checks the intervals of got, of its ratings and then of
// its scores, against the quantiles of the reference resamples samples
// (the ratings' first), widened to hold the estimate if hold.
func checkReference(t *testing.T, got *Ratings, samples [][]float64, tail float64, hold bool) {
	t.Helper()
	players := len(got.Elo)
	for i, s := range samples {
		slices.Sort(s)
		lo, hi := Quantile(s, tail), Quantile(s, 1-tail)
		gl, gh := got.Low, got.High
		j := i
		if i >= players {
			gl, gh, j = got.ScoreLow, got.ScoreHigh, i-players
		} else if hold {
			lo, hi = min(lo, got.Elo[i]), max(hi, got.Elo[i])
		}
		if !near(gl[j], lo, 1e-6) || !near(gh[j], hi, 1e-6) {
			t.Errorf("interval %d: [%v, %v], want [%v, %v]", i, gl[j], gh[j], lo, hi)
		}
	}
}

// openingsTestPairs returns three players' pairings on seven openings,
// each opening's points per pairing, and the pairings' players.
func openingsTestPairs() ([]Pairing, [][]float64, [][2]int) {
	pts := [][]float64{{2, 1.5, 1, 2, 0, 1.5, 2}, {2, 2, 1, 1.5, 2, 2, 0.5}, {1, 0.5, 1, 2, 0, 1, 1.5}}
	players := [][2]int{{0, 1}, {0, 2}, {1, 2}}
	var pairs []Pairing
	for k, ps := range pts {
		p := Pairing{A: players[k][0], B: players[k][1]}
		for o, x := range ps {
			// Openings numbered 10, 20, ... and listed in reverse: neither
			// the numbers nor the order matter.
			p.Units = append([]Unit{{Games: 2, Points: x, Opening: 10 * (o + 1)}}, p.Units...)
		}
		pairs = append(pairs, p)
	}
	return pairs, pts, players
}
