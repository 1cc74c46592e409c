package rating

import (
	"errors"
	"math"
	"math/rand/v2"
)

// pseudoDraws returns, per pairing of pairs, half the shape of the Gamma
// distribution of the pseudo-game of a resample of resampleBayes: half
// the pairing's leverage at the log-strengths theta (Firth's estimate of
// m's data), the leverage of two players shared among their pairings by
// games.
func (m *model) pseudoDraws(pairs []Pairing, theta []float64) ([]float64, error) {
	h, err := m.leverages(theta)
	if err != nil {
		return nil, err
	}
	n := m.n
	shape := make([]float64, len(pairs))
	for k, p := range pairs {
		g, _ := p.Totals()
		if nab := m.S[p.A*n+p.B] + m.S[p.B*n+p.A]; g > 0 && nab > 0 {
			shape[k] = h[p.A*n+p.B] * float64(g) / nab / 2
		}
	}
	return shape, nil
}

// resampleBayes fits the ratings of one resample of Estimate with Firth's
// fit (see Estimate): a Bayesian bootstrap of the openings (and of the
// units without one) with Jeffreys' prior as a Gamma-distributed
// pseudo-game, won by A with probability pl.tilt[k] and else lost
// (randomized: see the package doc), fitted by plain maximum likelihood;
// a player the resample does not bound gets ±Inf (NaN if neither way).
// It sets scores[k] to the resample's score of pairing k with a
// pseudo-game of its own (of shape 1, won or lost with the pairing's), NaN
// without games.
func (pl *plan) resampleBayes(m *model, pairs []Pairing, start, scores []float64, rng *rand.Rand) ([]float64, error) {
	clear(m.S)
	games := make([]float64, len(pairs))
	points := scores
	clear(points)
	if len(pl.openings) > 0 {
		w := make([]float64, len(pl.openings))
		sum := 0.0
		for o := range w {
			w[o] = rng.ExpFloat64()
			sum += w[o]
		}
		scale := float64(len(w)) / sum
		for o, us := range pl.openings {
			for _, u := range us {
				games[u.k] += scale * w[o] * float64(u.games)
				points[u.k] += scale * w[o] * u.points
			}
		}
	}
	for k, p := range pairs {
		if n := pl.nAlone[k]; n > 0 {
			// A weight for each unit, in the order of sortUnits; the units
			// of one kind add up.
			var g, pts, sum float64
			from := 0
			for _, kind := range pl.alone[k] {
				kw := 0.0
				for range kind.upto - from {
					kw += rng.ExpFloat64()
				}
				from = kind.upto
				sum += kw
				g += kw * float64(kind.Games)
				pts += kw * kind.Points
			}
			games[k] += float64(n) / sum * g
			points[k] += float64(n) / sum * pts
		}
		g, pts := games[k], points[k]
		if pl.links[k] {
			m.add(p.A, p.B, 1, 0.5, 0)
		}
		// The pseudo-game: won by A (won 1) or lost (won 0).
		won := 0.0
		if rng.Float64() < pl.tilt[k] {
			won = 1
		}
		if shape := pl.pseudo[k]; shape > 0 {
			a := gammaRand(rng, 2*shape)
			m.add(p.A, p.B, g+a, pts+won*a, 0)
		} else {
			m.add(p.A, p.B, g, pts, 0)
		}
		if g > 0 {
			// The pairing's score alone: a prior of its own.
			a := rng.ExpFloat64()
			scores[k] = (pts + won*a) / (g + a) // scores is points: the same slot
		} else {
			scores[k] = math.NaN()
		}
	}
	switch err := m.check(); {
	case err == nil:
		return m.ml(start)
	case errors.Is(err, ErrDiverges):
		// A sweep whose pseudo-game went to the sweeper (or had weight 0:
		// a leverage so small that its Gamma draw underflows): its
		// maximum likelihood is infinite.
		r, err := m.firth(start)
		if err != nil {
			return nil, err
		}
		markUnbounded(m, r)
		return r, nil
	default:
		return nil, err
	}
}

// gammaRand draws from the Gamma distribution of the given shape and
// scale 1: Marsaglia and Tsang's (2000) method, and for a shape below 1
// the draw of shape+1 times U^(1/shape).
func gammaRand(rng *rand.Rand, shape float64) float64 {
	if shape < 1 {
		return gammaRand(rng, shape+1) * math.Pow(rng.Float64(), 1/shape)
	}
	d := shape - 1.0/3
	c := 1 / math.Sqrt(9*d)
	for {
		x := rng.NormFloat64()
		v := 1 + c*x
		if v <= 0 {
			continue
		}
		v = v * v * v
		u := rng.Float64()
		if u < 1-0.0331*x*x*x*x || math.Log(u) < 0.5*x*x+d*(1-v+math.Log(v)) {
			return d * v
		}
	}
}

// link adds one virtual draw to each pairing of pairs listed without
// games whose players no games (nor an earlier such draw) connect, in the
// order given, and reports which it linked. Such players' relative
// rating is not determined by the games (markUnboundedSides opens both
// sides of their intervals); the draw puts them level, as Fit's prior
// would, instead of failing, so that a tournament stopped before some
// pairing played still has a report.
func (m *model) link(pairs []Pairing) []bool {
	n := m.n
	comp := make([]int, n) // a union-find of the players connected by games
	for i := range comp {
		comp[i] = i
	}
	root := func(i int) int {
		for comp[i] != i {
			comp[i] = comp[comp[i]]
			i = comp[i]
		}
		return i
	}
	for i := range n {
		for j := range n {
			if m.S[i*n+j] > 0 {
				comp[root(i)] = root(j)
			}
		}
	}
	links := make([]bool, len(pairs))
	for k, p := range pairs {
		if g, _ := p.Totals(); g > 0 || p.A < 0 || p.A >= n || p.B < 0 || p.B >= n {
			continue
		}
		if a, b := root(p.A), root(p.B); a != b {
			comp[a] = b
			links[k] = true
			m.add(p.A, p.B, 1, 0.5, 0)
		}
	}
	return links
}
