package rating

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"sync"
)

// EloScale is the number of Elo points per unit of natural log-strength,
// 400/ln 10: a rating difference d means odds of 10^(d/400).
const EloScale = 400 / math.Ln10

// PriorDraws is one virtual draw added to every pairing, the prior of
// Fit and Estimate before Estimate's default became Firth's fit
// (FitFirth): Config.Prior = PriorDraws keeps that method.
const PriorDraws = 1.0

// DefaultReps is the default number of bootstrap resamples.
const DefaultReps = 1000

// MaxPlayers bounds the number of players of Fit and Estimate (the fit
// keeps a players×players table).
const MaxPlayers = 1024

// Errors of Fit and Estimate, tested with errors.Is.
var (
	// ErrInput reports a malformed result or configuration.
	ErrInput = errors.New("rating: bad input")
	// ErrDisconnected reports players not linked to each other by games
	// (or, with a prior, by listed pairings): their relative strength is
	// not determined.
	ErrDisconnected = errors.New("rating: players not connected by games")
	// ErrDiverges reports data, without a prior, where some player's
	// maximum-likelihood strength is infinite (a player who won, or lost,
	// every game against the rest).
	ErrDiverges = errors.New("rating: the maximum-likelihood ratings are infinite")
	// ErrNoConvergence reports a fit that did not converge.
	ErrNoConvergence = errors.New("rating: the fit did not converge")
)

// Result is the outcome of the games of player A against player B.
type Result struct {
	A, B   int     // indices of the players, from 0
	Games  float64 // the number of games
	Points float64 // A's points: 1 a win, 1/2 a draw; B has Games-Points
}

// Unit is a block of games between two players that the bootstrap
// resamples whole, such as the two games of one opening played with
// colours swapped (a game pair).
type Unit struct {
	Games  int     // the number of games in the block
	Points float64 // the first player's points in them
	// Opening, when not 0, names what the unit's games share with the
	// units of other pairings that have the same Opening, such as the
	// opening every pairing of a round robin plays: the bootstrap draws
	// all the units of one Opening together (see Estimate). A unit with
	// Opening 0 shares nothing and is drawn alone, within its pairing.
	Opening int
}

// Pairing is the games of player A against player B, in units.
type Pairing struct {
	A, B  int // indices of the players, from 0
	Units []Unit
}

// Totals returns the number of games of p and A's points in them.
func (p *Pairing) Totals() (games int, points float64) {
	for _, u := range p.Units {
		games += u.Games
		points += u.Points
	}
	return games, points
}

// Results sums each pairing into one Result, in order.
func Results(pairs []Pairing) []Result {
	rs := make([]Result, len(pairs))
	for i := range pairs {
		g, pts := pairs[i].Totals()
		rs[i] = Result{A: pairs[i].A, B: pairs[i].B, Games: float64(g), Points: pts}
	}
	return rs
}

// Expected returns the expected score of a player rated d Elo points above
// its opponent under the model: 1/(1+10^(-d/400)).
func Expected(d float64) float64 { return 1 / (1 + math.Pow(10, -d/400)) }

// Diff returns the rating difference that gives the expected score s, the
// inverse of Expected: 400·log10(s/(1-s)); ±Inf at s = 1 or 0.
func Diff(s float64) float64 { return 400 * math.Log10(s/(1-s)) }

// Fit returns the Bradley-Terry maximum-likelihood ratings of players
// 0..players-1, in Elo units with player 0 at 0, from results, draws
// counting half a win. prior virtual draws are added to every result given
// (a pairing listed with 0 games gets them too), such as PriorDraws; 0
// gives the plain maximum-likelihood estimate, which exists only
// when no group of players won every game against the rest (ErrDiverges
// otherwise). The players must be connected by the results
// (ErrDisconnected); a malformed result is ErrInput.
func Fit(players int, results []Result, prior float64) ([]float64, error) {
	m, err := newModel(players, results, prior)
	if err != nil {
		return nil, err
	}
	return m.fit(nil)
}

// model is the data of a fit: S[i*n+j] is the points player i scored
// against player j, prior included.
type model struct {
	n int
	S []float64
}

func newModel(players int, results []Result, prior float64) (*model, error) {
	if players < 1 || players > MaxPlayers {
		return nil, fmt.Errorf("%w: %d players (want 1 to %d)", ErrInput, players, MaxPlayers)
	}
	if !(prior >= 0) || math.IsInf(prior, 0) {
		return nil, fmt.Errorf("%w: prior %v", ErrInput, prior)
	}
	m := &model{n: players, S: make([]float64, players*players)}
	for k, r := range results {
		switch {
		case r.A < 0 || r.A >= players || r.B < 0 || r.B >= players || r.A == r.B:
			return nil, fmt.Errorf("%w: result %d: players %d and %d of %d", ErrInput, k, r.A, r.B, players)
		case !(r.Games >= 0) || math.IsInf(r.Games, 0) || !(r.Points >= 0) || r.Points > r.Games:
			return nil, fmt.Errorf("%w: result %d: %v points in %v games", ErrInput, k, r.Points, r.Games)
		}
		m.add(r.A, r.B, r.Games, r.Points, prior)
	}
	return m, nil
}

// add counts g games between a and b in which a scored p, and the prior.
func (m *model) add(a, b int, g, p, prior float64) {
	m.S[a*m.n+b] += p + prior/2
	m.S[b*m.n+a] += g - p + prior/2
}

// reach returns how many players can be reached from player 0 along the
// edges i→j for which edge(i, j) holds.
func (m *model) reach(edge func(i, j int) bool) int {
	count := 0
	for _, s := range m.reachSet(edge) {
		if s {
			count++
		}
	}
	return count
}

// reachSet returns which players can be reached from player 0 along the
// edges i→j for which edge(i, j) holds.
func (m *model) reachSet(edge func(i, j int) bool) []bool {
	seen := make([]bool, m.n)
	seen[0] = true
	stack := []int{0}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for j := range m.n {
			if !seen[j] && edge(i, j) {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return seen
}

// check reports whether the maximum-likelihood strengths exist and are
// unique (Hunter 2004, assumption 1): the directed graph with an edge i→j
// when i scored against j is strongly connected.
func (m *model) check() error {
	n := m.n
	s := func(i, j int) float64 { return m.S[i*n+j] }
	if m.reach(func(i, j int) bool { return s(i, j)+s(j, i) > 0 }) < n {
		return ErrDisconnected
	}
	if m.reach(func(i, j int) bool { return s(i, j) > 0 }) < n || m.reach(func(i, j int) bool { return s(j, i) > 0 }) < n {
		return ErrDiverges
	}
	return nil
}

// Convergence of fit: the largest change of a log-strength in one sweep,
// and the most sweeps.
const (
	tolerance = 1e-10
	maxSweeps = 200000
)

// fit runs the MM algorithm from the log-strengths start (nil: all 0) and
// returns the ratings in Elo units, player 0 at 0.
func (m *model) fit(start []float64) ([]float64, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	n := m.n
	w := make([]float64, n) // points of each player
	for i := range n {
		for j := range n {
			w[i] += m.S[i*n+j]
		}
	}
	g := make([]float64, n) // strengths γ
	for i := range g {
		g[i] = 1
		if start != nil {
			g[i] = math.Exp(start[i])
		}
	}
	for sweep := 0; ; sweep++ {
		if sweep == maxSweeps {
			return nil, fmt.Errorf("%w after %d sweeps", ErrNoConvergence, maxSweeps)
		}
		change := 0.0
		// Cyclic MM updates: γ_i = W_i / Σ_j N_ij/(γ_i+γ_j), each a
		// minorise-maximise step that cannot lower the likelihood.
		for i := range n {
			d := 0.0
			for j := range n {
				if nij := m.S[i*n+j] + m.S[j*n+i]; nij > 0 && j != i {
					d += nij / (g[i] + g[j])
				}
			}
			gi := w[i] / d
			change = max(change, math.Abs(math.Log(gi/g[i])))
			g[i] = gi
		}
		// Rescale so that player 0 has strength 1: the model only sees
		// ratios, and this keeps the numbers near 1.
		g0 := g[0]
		for i := range g {
			g[i] /= g0
		}
		if change < tolerance {
			break
		}
	}
	r := make([]float64, n)
	for i := range r {
		r[i] = EloScale * math.Log(g[i])
	}
	return r, nil
}

// Config configures Estimate.
type Config struct {
	// Prior chooses the fit: 0 (the default) Firth's bias-reduced
	// maximum likelihood (FitFirth), a positive value the maximum
	// likelihood with that many virtual draws added to each pairing (Fit;
	// PriorDraws was the default before Firth's), a negative value the
	// plain maximum likelihood (Fit with prior 0: ErrDiverges when a
	// player, or a resample's player, won or lost every game).
	Prior float64
	// Reps is the number of bootstrap resamples; 0 means DefaultReps.
	Reps int
	// Level is the confidence level of the intervals; 0 means 0.95.
	Level float64
	// Seed seeds the resampling: the same seed gives the same intervals.
	Seed uint64
	// Workers is the number of goroutines that fit the resamples; 0 means
	// 1. The intervals do not depend on it: each resample has its own
	// generator (see Estimate).
	Workers int
}

// MaxReps bounds Config.Reps.
const MaxReps = 100000

// Ratings are the ratings of players with their intervals, in Elo units,
// player 0 at 0, and the intervals of the pairings' scores.
type Ratings struct {
	Elo []float64 // the fitted ratings (Firth's, or with Prior virtual draws)
	// Low and High bound the ratings: the bootstrap percentile
	// intervals. With Firth's fit, High is +Inf for a player whose rating
	// the data do not bound from above (it and the players who scored
	// against it, directly or through others, won every game against the
	// rest, player 0 among the rest), and Low is -Inf for one the data do
	// not bound from below; with some seeds the other end is infinite
	// too (Low = High = ±Inf: no finite rating): see the package doc.
	Low, High []float64
	// ScoreLow and ScoreHigh bound the score of each pairing, in the
	// order given: A's points per game, by the percentile interval of its
	// resampled scores ([0, 1] for a pairing without games).
	ScoreLow, ScoreHigh []float64
	Firth               bool    // whether the fit is Firth's (Config.Prior 0)
	Prior               float64 // the virtual draws per pairing used, 0 with Firth's fit
	Reps                int     // the bootstrap resamples used
	Level               float64 // the confidence level of the intervals
}

// Estimate fits the ratings of players 0..players-1 from pairs, by
// FitFirth (the default, c.Prior 0) or Fit (c.Prior virtual draws, or
// none), and bounds each rating, and each pairing's score, by the
// percentile interval of its values in c.Reps bootstrap resamples of the
// units.
//
// Every resample has the dependence of the data. The units with an
// Opening other than 0 are grouped by Opening, and a resample weighs or
// draws each opening with the units of every pairing with that Opening,
// together (so that an opening that favours one side, shared by every
// pairing, counts once, not once per pairing). The units with Opening 0
// are weighed or drawn within their pairing. Resample number k draws with
// the generator rand.New(rand.NewPCG(c.Seed, k)). The bounds are the
// percentiles of the expanded percentile interval (see the package doc),
// n the number of openings, or of a pairing's units drawn alone if fewer.
// An interval is widened where needed to hold its estimate, and so is a
// score's interval, except the closed end of a rating's interval open on
// the other side (see below).
//
// With Firth's fit, a resample is a Bayesian bootstrap (Rubin 1981) with
// Jeffreys' prior, randomized: first each pairing k gets its tilt U_k,
// drawn in order by rng.Float64() from rand.New(rand.NewPCG(c.Seed,
// 1<<63)), once for all resamples. In a resample each opening gets the
// weight rng.ExpFloat64(), in increasing order of Opening, scaled so that
// the weights average 1; then, pairing by pairing, each unit with
// Opening 0 gets the weight rng.ExpFloat64(), in the order of the
// pairing's units sorted by games, then points (so the order of the
// units does not matter), scaled so that the pairing's weights average 1;
// the pairing's pseudo-game is won by A if rng.Float64() < U_k, and lost
// otherwise; it weighs a draw from the Gamma distribution whose shape is
// the pairing's leverage at Firth's estimate (its share of Firth's prior;
// see FitFirth) in the ratings' fit, and rng.ExpFloat64() in the
// pairing's score. The resample is the weighted games; its ratings are
// their plain maximum likelihood (a player it does not bound, as a
// sweep's, is ±Inf, NaN if neither way, as for the estimate), its scores
// the weighted points over the weighted games. For two players and games
// without openings this is the randomized exact interval (Stevens 1950)
// of the score, whose average over the tilt is Jeffreys' posterior,
// Beta(points+1/2, games-points+1/2), near enough: the pseudo-game gives
// the tails the data cannot, so that a score of 99 in 100 does not rule
// out five losses in 100, and the tilt fills in between the steps of the
// data, so that near a score of 0 or 1 the intervals cover 95% whatever
// the truth (see the package doc). Where the games do not bound a
// rating on one side (see the package doc), that side of its interval is
// ±Inf, and its other end is the percentile, not widened to hold the
// estimate: with some tilts (about 2% of them for a clean sweep of two
// players) that end is infinite too, an interval of no finite rating.
//
// With virtual draws (c.Prior > 0) or none (c.Prior < 0), a resample
// draws units with replacement: as many openings as there are, each
// rng.IntN(openings) picking one in increasing order of Opening, then,
// pairing by pairing, each unit with Opening 0 by rng.IntN(n), picking
// one of the pairing's n such units in the order above; the resample is
// fitted by Fit with the same prior. A pairing whose units all have the
// same score per game (a clean sweep, or every opening split one game
// each) leaves that resampling nothing to vary, which would make the
// intervals too narrow; each resample draws its games instead, in order
// after the openings, as independent games won by A when rng.Float64() is
// below the smoothed score (Points+prior/2)/(Games+prior) and lost
// otherwise (a parametric bootstrap of that pairing). Every pairing given
// gets the prior, even one without games.
func Estimate(players int, pairs []Pairing, c Config) (*Ratings, error) {
	prior, firth := c.Prior, c.Prior == 0
	if prior < 0 {
		prior = 0
	}
	reps := c.Reps
	if reps == 0 {
		reps = DefaultReps
	}
	level := c.Level
	if level == 0 {
		level = 0.95
	}
	if reps < 1 || reps > MaxReps || !(level > 0 && level < 1) {
		return nil, fmt.Errorf("%w: %d resamples at level %v", ErrInput, reps, level)
	}
	for k, p := range pairs {
		for _, u := range p.Units {
			if u.Games < 0 || !(u.Points >= 0) || u.Points > float64(u.Games) || u.Opening < 0 {
				return nil, fmt.Errorf("%w: pairing %d: %v points in %d games, opening %d", ErrInput, k, u.Points, u.Games, u.Opening)
			}
		}
	}
	m, err := newModel(players, Results(pairs), prior)
	if err != nil {
		return nil, err
	}
	fit := (*model).fit
	var links []bool
	if firth {
		fit = (*model).firth
		links = m.link(pairs)
	}
	elo, err := fit(m, nil)
	if err != nil {
		return nil, err
	}
	start := make([]float64, players)
	for i, r := range elo {
		start[i] = r / EloScale
	}
	samples := make([][]float64, players+len(pairs)) // samples[i][rep]: the players', then the pairings' scores
	for i := range samples {
		samples[i] = make([]float64, reps)
	}
	pl := newPlan(pairs, prior, !firth)
	pl.links = links
	if firth {
		if pl.pseudo, err = m.pseudoDraws(pairs, start); err != nil {
			return nil, err
		}
		rng := rand.New(rand.NewPCG(c.Seed, tiltStream))
		pl.tilt = make([]float64, len(pairs))
		for k := range pl.tilt {
			pl.tilt[k] = rng.Float64()
		}
	}
	workers := min(max(c.Workers, 1), reps)
	// Each worker stops at its first failed resample, the lowest failure
	// of its own; the lowest of those is the run's, whatever the number
	// of workers.
	type failure struct {
		rep int
		err error
	}
	fails := make([]failure, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Worker w fits resamples w, w+workers, ... with a model of
			// its own.
			wm := &model{n: m.n, S: make([]float64, len(m.S))}
			scores := make([]float64, len(pairs))
			for rep := w; rep < reps; rep += workers {
				rng := rand.New(rand.NewPCG(c.Seed, uint64(rep)))
				var r []float64
				var err error
				if firth {
					r, err = pl.resampleBayes(wm, pairs, start, scores, rng)
				} else {
					r, err = pl.resample(wm, pairs, prior, start, scores, rng)
				}
				if err != nil {
					fails[w] = failure{rep, err}
					return
				}
				for i := range r {
					samples[i][rep] = r[i]
				}
				for k, s := range scores {
					samples[players+k][rep] = s
				}
			}
		}()
	}
	wg.Wait()
	first := failure{rep: reps}
	for _, f := range fails {
		if f.err != nil && f.rep < first.rep {
			first = f
		}
	}
	if first.err != nil {
		return nil, fmt.Errorf("bootstrap resample %d: %w", first.rep, first.err)
	}
	res := &Ratings{
		Elo: elo, Low: make([]float64, players), High: make([]float64, players),
		ScoreLow: make([]float64, len(pairs)), ScoreHigh: make([]float64, len(pairs)),
		Firth: firth, Prior: prior, Reps: reps, Level: level,
	}
	lo := expandedTail(level, pl.units())
	hi := 1 - lo
	for i, s := range samples[:players] {
		// A resample whose games bound a player neither way (NaN) counts
		// on both sides: as -Inf for the low end, +Inf for the high.
		s = slices.DeleteFunc(s, math.IsNaN)
		both := reps - len(s)
		slices.Sort(s)
		low := slices.Concat(slices.Repeat([]float64{math.Inf(-1)}, both), s)
		high := slices.Concat(s, slices.Repeat([]float64{math.Inf(1)}, both))
		// A resample cannot do better than a clean sweep, so a player with
		// sweeps can have an estimate above every resample's: widen the
		// interval to hold the estimate.
		res.Low[i], res.High[i] = Quantile(low, lo), Quantile(high, hi)
	}
	// Where the games do not bound a rating on one side, that side is
	// open; the other end is the percentile as it is (see the package doc:
	// the point estimate of a sweep is a summary, and widening that end to
	// hold it would make the interval hold every truth). Otherwise an
	// interval is widened where needed to hold its estimate.
	lows, highs := slices.Clone(elo), slices.Clone(elo)
	if firth {
		m0, err := newModel(players, Results(pairs), 0)
		if err != nil {
			return nil, err
		}
		markUnboundedSides(m0, lows, highs)
	}
	for i := range elo {
		switch {
		case math.IsInf(lows[i], -1) && math.IsInf(highs[i], 1):
			res.Low[i], res.High[i] = lows[i], highs[i]
		case math.IsInf(lows[i], -1):
			res.Low[i] = lows[i]
		case math.IsInf(highs[i], 1):
			res.High[i] = highs[i]
		default:
			res.Low[i] = min(res.Low[i], elo[i])
			res.High[i] = max(res.High[i], elo[i])
		}
	}
	for k, s := range samples[players:] {
		g, pts := pairs[k].Totals()
		s = slices.DeleteFunc(s, math.IsNaN) // resamples without games of the pairing
		if g == 0 || len(s) == 0 {
			res.ScoreLow[k], res.ScoreHigh[k] = 0, 1
			continue
		}
		slices.Sort(s)
		score := pts / float64(g)
		res.ScoreLow[k] = min(Quantile(s, lo), score)
		res.ScoreHigh[k] = max(Quantile(s, hi), score)
	}
	return res, nil
}

// plan is how Estimate resamples its pairings.
type plan struct {
	// openings holds, for each Opening other than 0 in increasing order,
	// the units with that Opening of the pairings that are not drawn
	// parametrically.
	openings [][]openingUnit
	// alone holds, per pairing, its units with Opening 0 by kind, and
	// nAlone their number.
	alone  [][]unitKind
	nAlone []int
	// smooth is, per pairing, the smoothed score its games are drawn
	// with when its units are all alike, else -1.
	smooth []float64
	// totals are the games of each pairing.
	totals []int
	// links marks the pairings without games given one virtual draw to
	// link players no games link (with Firth's fit; see model.link).
	links []bool
	// pseudo is, per pairing, half the shape of the Gamma distribution of
	// the pseudo-game of resampleBayes: half the pairing's share of its
	// players' leverage.
	pseudo []float64
	// tilt is, per pairing, the probability that A wins its pseudo-game
	// in a resample of resampleBayes: uniform on [0, 1), drawn once per
	// estimate (the randomization; see the package doc).
	tilt []float64
}

// tiltStream is the PCG stream, with Config.Seed, of the tilts of the
// pairings (the resamples use the streams 0 to Reps-1).
const tiltStream = 1 << 63

// openingUnit is a unit of pairing k, drawn with its opening.
type openingUnit struct {
	k      int
	games  int
	points float64
}

// newPlan returns the plan of Estimate's resamples of pairs.
func newPlan(pairs []Pairing, prior float64, parametric bool) *plan {
	pl := &plan{alone: make([][]unitKind, len(pairs)), nAlone: make([]int, len(pairs)), smooth: make([]float64, len(pairs)), totals: make([]int, len(pairs))}
	byOpening := map[int][]openingUnit{}
	for k, p := range pairs {
		total, points := p.Totals()
		pl.totals[k] = total
		pl.smooth[k] = -1
		if parametric && alike(p.Units) {
			pl.smooth[k] = (points + prior/2) / (float64(total) + prior)
			continue
		}
		var alone []Unit
		for _, u := range p.Units {
			if u.Opening == 0 {
				alone = append(alone, Unit{Games: u.Games, Points: u.Points})
			} else {
				byOpening[u.Opening] = append(byOpening[u.Opening], openingUnit{k, u.Games, u.Points})
			}
		}
		if len(alone) > 0 {
			pl.alone[k], pl.nAlone[k] = unitKinds(alone), len(alone)
		}
	}
	keys := make([]int, 0, len(byOpening))
	for o := range byOpening {
		keys = append(keys, o)
	}
	slices.Sort(keys)
	for _, o := range keys {
		pl.openings = append(pl.openings, byOpening[o])
	}
	return pl
}

// units returns the number of units the resamples draw from, in the
// smallest set they are drawn from: the openings, or the units of a
// pairing with Opening 0; 0 when every pairing is drawn parametrically.
func (pl *plan) units() int {
	n := len(pl.openings)
	for _, a := range pl.nAlone {
		if a > 0 && (n == 0 || a < n) {
			n = a
		}
	}
	return n
}

// expandedTail returns the share of the resamples left out on each side
// of an interval of confidence level when the resamples draw n units:
// the expanded percentile interval of Hesterberg (2015), whose tail is
// Φ(-sqrt(n/(n-1))·t), t the (1+level)/2 quantile of Student's t with
// n-1 degrees of freedom. The plain percentile interval is too narrow
// for small samples, by the factors sqrt((n-1)/n) (the resamples' spread
// is that of the sample, not of the population) and z/t; the expansion
// corrects both. Without units to draw (n < 2) it is (1-level)/2.
func expandedTail(level float64, n int) float64 {
	tail := (1 - level) / 2
	if n < 2 {
		return tail
	}
	nu := float64(n - 1)
	t := studentQuantile(1-tail, nu)
	return normalCDF(-math.Sqrt(float64(n)/nu) * t)
}

// normalCDF is the distribution function of the standard normal.
func normalCDF(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }

// normalQuantile is the inverse of normalCDF.
func normalQuantile(p float64) float64 { return -math.Sqrt2 * math.Erfcinv(2*p) }

// studentQuantile returns the p-quantile of Student's t distribution with
// nu degrees of freedom, by the Cornish-Fisher expansion of Abramowitz and
// Stegun 26.7.5 (four terms; within 0.001 of the exact value at p = 0.975
// for nu >= 4, and 0.01 at nu = 2), and the exact form for nu = 1 and 2.
func studentQuantile(p, nu float64) float64 {
	switch nu {
	case 1:
		return math.Tan(math.Pi * (p - 0.5))
	case 2:
		a := 4 * p * (1 - p)
		return (2*p - 1) * math.Sqrt(2/a)
	}
	z := normalQuantile(p)
	z2 := z * z
	g1 := (z2 + 1) * z / 4
	g2 := ((5*z2+16)*z2 + 3) * z / 96
	g3 := (((3*z2+19)*z2+17)*z2 - 15) * z / 384
	g4 := ((((79*z2+776)*z2+1482)*z2-1920)*z2 - 945) * z / 92160
	return z + g1/nu + g2/(nu*nu) + g3/(nu*nu*nu) + g4/(nu*nu*nu*nu)
}

// alike reports whether the units us with games all have the same score
// per game (or there are none), such as a clean sweep, so that
// resampling them leaves the score as it is.
func alike(us []Unit) bool {
	first := -1
	for i, u := range us {
		switch {
		case u.Games == 0:
		case first < 0:
			first = i
		case u.Points*float64(us[first].Games) != us[first].Points*float64(u.Games):
			return false
		}
	}
	return true
}

// resample fits the ratings of one bootstrap resample of pairs drawn with
// rng (see Estimate), in m, which it clears first; start is the starting
// point of the fit. It sets scores[k] to the resampled score of pairing k
// (NaN when the resample has none of its games).
func (pl *plan) resample(m *model, pairs []Pairing, prior float64, start, scores []float64, rng *rand.Rand) ([]float64, error) {
	clear(m.S)
	games := make([]int, len(pairs))
	points := scores
	clear(points)
	for range pl.openings {
		for _, u := range pl.openings[rng.IntN(len(pl.openings))] {
			games[u.k] += u.games
			points[u.k] += u.points
		}
	}
	for k, p := range pairs {
		if win := pl.smooth[k]; win >= 0 {
			// Nothing to vary: draw the games from the smoothed score.
			games[k] = pl.totals[k]
			for range pl.totals[k] {
				if rng.Float64() < win {
					points[k]++
				}
			}
		} else {
			for range pl.nAlone[k] {
				u := drawUnit(pl.alone[k], rng.IntN(pl.nAlone[k]))
				games[k] += u.Games
				points[k] += u.Points
			}
		}
		m.add(p.A, p.B, float64(games[k]), points[k], prior)
		if games[k] > 0 {
			scores[k] = points[k] / float64(games[k]) // scores is points: the same slot
		} else {
			scores[k] = math.NaN()
		}
	}
	return m.fit(start)
}

// markUnboundedSides sets high[i] to +Inf for each player i whose rating
// the games of m (without prior) do not bound from above relative to
// player 0, and low[i] to -Inf for each they do not bound from below. The
// likelihood does not fall as the players of a set U move up together
// when no player outside U scored a point against one in U; the smallest
// such U holding player i is i with every player who scored against i, or
// against one of those, and so on. So i's rating is unbounded above when
// player 0 did not score against i through such a chain, and below when i
// did not score against player 0 through one: its maximum-likelihood
// estimate is infinite, and its likelihood-ratio interval unbounded on
// that side, at any level.
func markUnboundedSides(m *model, low, high []float64) {
	n := m.n
	down := m.reachSet(func(i, j int) bool { return m.S[i*n+j] > 0 }) // 0 scored against i through a chain
	up := m.reachSet(func(i, j int) bool { return m.S[j*n+i] > 0 })   // i scored against 0 through a chain
	for i := 1; i < n; i++ {
		if !down[i] {
			high[i] = math.Inf(1)
		}
		if !up[i] {
			low[i] = math.Inf(-1)
		}
	}
}

// markUnbounded replaces in r the rating of each player that the games of
// m do not bound (see markUnboundedSides) by its maximum-likelihood
// estimate, +Inf or -Inf, or NaN if the games bound it neither way.
func markUnbounded(m *model, r []float64) {
	low, high := slices.Clone(r), slices.Clone(r)
	markUnboundedSides(m, low, high)
	for i := range r {
		switch lo, hi := math.IsInf(low[i], -1), math.IsInf(high[i], 1); {
		case lo && hi:
			r[i] = math.NaN()
		case lo:
			r[i] = math.Inf(-1)
		case hi:
			r[i] = math.Inf(1)
		}
	}
}

// unitKind is one distinct unit of a pairing and the number of units up
// to and including its kind, in the order of sortUnits.
type unitKind struct {
	Unit
	upto int
}

// unitKinds returns the distinct units of us, sorted by games then points,
// with cumulative counts. A tournament's pairing has at most eight kinds
// of unit however many games it has, so that drawing a unit reads a short
// table instead of a long slice.
func unitKinds(us []Unit) []unitKind {
	sorted := slices.Clone(us)
	sortUnits(sorted)
	var ks []unitKind
	for i, u := range sorted {
		if len(ks) == 0 || ks[len(ks)-1].Unit != u {
			ks = append(ks, unitKind{Unit: u})
		}
		ks[len(ks)-1].upto = i + 1
	}
	return ks
}

// sortUnits sorts units by games, then points.
func sortUnits(us []Unit) {
	slices.SortFunc(us, func(a, b Unit) int {
		if a.Games != b.Games {
			return a.Games - b.Games
		}
		return cmp.Compare(a.Points, b.Points)
	})
}

// drawUnit returns unit number i of the sorted units described by ks.
func drawUnit(ks []unitKind, i int) Unit {
	if len(ks) > 16 {
		return ks[sort.Search(len(ks), func(k int) bool { return ks[k].upto > i })].Unit
	}
	for _, k := range ks {
		if i < k.upto {
			return k.Unit
		}
	}
	panic("rating: unit out of range")
}

// Quantile returns the q-quantile of the sorted values s, interpolating
// linearly between order statistics (the "type 7" definition of R and
// NumPy); NaN if s is empty.
func Quantile(s []float64, q float64) float64 {
	if len(s) == 0 {
		return math.NaN()
	}
	h := q * float64(len(s)-1)
	lo := int(math.Floor(h))
	if lo >= len(s)-1 {
		return s[len(s)-1]
	}
	if lo < 0 {
		return s[0]
	}
	frac := h - float64(lo)
	switch {
	case frac == 0 || math.IsInf(s[lo], -1):
		return s[lo]
	case math.IsInf(s[lo+1], 1):
		return s[lo+1]
	}
	return s[lo] + frac*(s[lo+1]-s[lo])
}

// z95 is the 0.975 quantile of the standard normal distribution.
const z95 = 1.959963984540054

// Wilson returns the 95% Wilson score interval of a score of points in
// games games (a win 1, a draw 1/2): the set of true scores p for which
// the observed one is within 1.96 standard errors sqrt(p(1-p)/games). It
// is [0, 1] when games is 0.
func Wilson(points, games float64) (low, high float64) {
	if !(games > 0) {
		return 0, 1
	}
	p := min(max(points/games, 0), 1)
	z2 := z95 * z95
	den := 1 + z2/games
	center := (p + z2/(2*games)) / den
	half := z95 / den * math.Sqrt(p*(1-p)/games+z2/(4*games*games))
	return max(center-half, 0), min(center+half, 1)
}
