package rating

import (
	"fmt"
	"math"
)

// FitFirth returns the bias-reduced ratings of players 0..players-1 from
// results, in Elo units with player 0 at 0, draws counting half a win:
// the maximum of the likelihood penalised by Jeffreys' prior, ½·log det
// of the Fisher information (Firth 1993). Unlike the plain maximum
// likelihood (Fit with prior 0), it is finite whatever the results, also
// when a player won, or lost, every game; unlike virtual draws added to
// every pairing (Fit with a prior), its pull vanishes as the games grow
// and removes, rather than adds, the first-order bias of the maximum
// likelihood. It is the same as adding h_k virtual draws to pairing k,
// h_k the pairing's leverage at the estimate (the diagonal of the hat
// matrix, which sums to players-1 over the pairings): where a pairing's
// score is near 0 or 1, and so tells little, its leverage is near 0. With
// two players it is Fit with one virtual draw. A pairing listed without
// games adds nothing; the players must be connected by games
// (ErrDisconnected); a malformed result is ErrInput; ErrNoConvergence if
// the Newton iterations fail to converge.
func FitFirth(players int, results []Result) ([]float64, error) {
	m, err := newModel(players, results, 0)
	if err != nil {
		return nil, err
	}
	return m.firth(nil)
}

// Convergence of firth: the largest change of a log-strength in one
// step, the most steps, and the largest step (log-strength units).
const (
	firthTolerance = 1e-10
	firthMaxIter   = 500
	firthMaxStep   = 5
	firthNear      = 1e-4 // below this step, a full Newton step
	// Below firthNoise a step that does not shrink is rounding: Fisher
	// scoring contracts its steps near the maximum, and where the
	// information is nearly singular (a resample whose pseudo-game has a
	// weight of 1e-30, rating players 30 log-units apart) the steps of an
	// ill-conditioned solve wander at 1e-6 without end. A step of 1e-4
	// log-strength units is 0.04 Elo.
	firthNoise = firthNear
)

// firth maximises the penalised log-likelihood of m (whose S holds no
// prior) by Fisher scoring on Firth's modified score, from the
// log-strengths start (nil: all 0), halving a step until the penalised
// log-likelihood does not fall. For the logistic model the modified score
// is the gradient of the penalised log-likelihood, and the expected
// information is positive definite on connected data, so each step is an
// ascent direction. It returns the ratings in Elo units, player 0 at 0.
func (m *model) firth(start []float64) ([]float64, error) { return m.newton(start, true) }

// ml returns the plain maximum-likelihood ratings of m by the Newton
// iterations of firth without the penalty; it needs data whose maximum
// exists (m.check).
func (m *model) ml(start []float64) ([]float64, error) { return m.newton(start, false) }

// newton maximises the log-likelihood of m, penalised by half the log
// determinant of the information if penalise, as firth says.
func (m *model) newton(start []float64, penalise bool) ([]float64, error) {
	n := m.n
	if m.reach(func(i, j int) bool { return m.S[i*n+j]+m.S[j*n+i] > 0 }) < n {
		return nil, ErrDisconnected
	}
	theta := make([]float64, n)
	if start != nil {
		for i := range theta {
			theta[i] = start[i] - start[0]
		}
	}
	f := newFirthWork(n)
	f.penalise = penalise
	cur, ok := f.eval(m, theta, true)
	if !ok {
		return nil, fmt.Errorf("%w: the information is singular", ErrNoConvergence)
	}
	next := make([]float64, n)
	prev := math.Inf(1) // the last step's largest change
	for iter := 0; ; iter++ {
		if iter == firthMaxIter {
			return nil, fmt.Errorf("%w after %d Newton steps", ErrNoConvergence, firthMaxIter)
		}
		// step = I⁻¹ U*, capped.
		big := 0.0
		for i := 1; i < n; i++ {
			s := 0.0
			for j := 1; j < n; j++ {
				s += f.inv[(i-1)*(n-1)+j-1] * f.score[j]
			}
			f.step[i] = s
			big = max(big, math.Abs(s))
		}
		if big < firthTolerance || big < firthNoise && big >= prev {
			// Converged, or the steps no longer shrink near the maximum:
			// the rounding errors of the score are as large as the step.
			break
		}
		prev = big
		scale := 1.0
		if big > firthMaxStep {
			scale = firthMaxStep / big
		}
		if big >= firthNear {
			// Far from the maximum: halve the step until the objective
			// rises. Near it the objective changes by less than its
			// rounding error, and the full Newton step converges
			// quadratically.
			accepted := false
			for range 60 {
				for i := range theta {
					next[i] = theta[i] + scale*f.step[i]
				}
				if v, ok := f.eval(m, next, false); ok && v > cur {
					accepted = true
					break
				}
				scale /= 2
			}
			if !accepted {
				// No ascent left at the precision of float64: the maximum.
				break
			}
		} else {
			for i := range theta {
				next[i] = theta[i] + f.step[i]
			}
		}
		copy(theta, next)
		cur, ok = f.eval(m, theta, true)
		if !ok {
			return nil, fmt.Errorf("%w: the information is singular", ErrNoConvergence)
		}
	}
	r := make([]float64, n)
	for i := range r {
		r[i] = EloScale * theta[i]
	}
	return r, nil
}

// firthWork is the scratch space of firth: the information (players 1 to
// n-1; player 0 is fixed) and its Cholesky factor and inverse, the
// modified score, the step and the leverages.
type firthWork struct {
	n                int
	penalise         bool // Firth's penalty, or the plain likelihood
	info, chol, inv  []float64
	score, step, col []float64
	lev              []float64 // the leverage of each two players' games, h[i*n+j]
}

func newFirthWork(n int) *firthWork {
	k := (n - 1) * (n - 1)
	return &firthWork{n: n, info: make([]float64, k), chol: make([]float64, k), inv: make([]float64, k),
		score: make([]float64, n), step: make([]float64, n), col: make([]float64, n), lev: make([]float64, n*n)}
}

// logistic returns 1/(1+e^-x).
func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// logLogistic returns log(1/(1+e^-x)) without overflow.
func logLogistic(x float64) float64 {
	if x > 0 {
		return -math.Log1p(math.Exp(-x))
	}
	return x - math.Log1p(math.Exp(x))
}

// eval returns the penalised log-likelihood of m at theta, and false if
// the information is not positive definite. With full it also leaves the
// inverse information in f.inv and Firth's modified score in f.score.
func (f *firthWork) eval(m *model, theta []float64, full bool) (float64, bool) {
	n := f.n
	d := n - 1
	clear(f.info)
	ll := 0.0
	m.eachPair(func(i, j int, sij, sji float64) {
		x := theta[i] - theta[j]
		if sij > 0 {
			ll += sij * logLogistic(x)
		}
		if sji > 0 {
			ll += sji * logLogistic(-x)
		}
		w := (sij + sji) * logistic(x) * logistic(-x)
		if i > 0 {
			f.info[(i-1)*d+i-1] += w
		}
		if j > 0 {
			f.info[(j-1)*d+j-1] += w
		}
		if i > 0 && j > 0 {
			f.info[(i-1)*d+j-1] -= w
			f.info[(j-1)*d+i-1] -= w
		}
	})
	// Cholesky: info = L·Lᵀ.
	l := f.chol
	logdet := 0.0
	for i := range d {
		for j := 0; j <= i; j++ {
			s := f.info[i*d+j]
			for k := range j {
				s -= l[i*d+k] * l[j*d+k]
			}
			if i == j {
				if !(s > 0) {
					return 0, false
				}
				l[i*d+i] = math.Sqrt(s)
				logdet += 2 * math.Log(l[i*d+i])
			} else {
				l[i*d+j] = s / l[j*d+j]
			}
		}
	}
	if !f.penalise {
		logdet = 0
	}
	if !full {
		return ll + logdet/2, true
	}
	// The inverse, column by column: solve L·Lᵀ·x = e_c.
	for c := range d {
		y := f.col[:d]
		for i := range d {
			s := 0.0
			if i == c {
				s = 1
			}
			for k := range i {
				s -= l[i*d+k] * y[k]
			}
			y[i] = s / l[i*d+i]
		}
		for i := d - 1; i >= 0; i-- {
			s := y[i]
			for k := i + 1; k < d; k++ {
				s -= l[k*d+i] * f.inv[k*d+c]
			}
			f.inv[i*d+c] = s / l[i*d+i]
		}
	}
	// Modified score: U*_i = Σ_j S_ij + h_ij/2 - (N_ij + h_ij)·p_ij, h_ij
	// the leverage of the pairing, w_ij·(e_i-e_j)ᵀ·I⁻¹·(e_i-e_j).
	clear(f.score)
	clear(f.lev)
	c := func(i, j int) float64 {
		if i == 0 || j == 0 {
			return 0
		}
		return f.inv[(i-1)*d+j-1]
	}
	m.eachPair(func(i, j int, sij, sji float64) {
		x := theta[i] - theta[j]
		p, q := logistic(x), logistic(-x) // q = 1-p without cancellation
		h := (sij + sji) * p * q * (c(i, i) + c(j, j) - 2*c(i, j))
		f.lev[i*n+j], f.lev[j*n+i] = h, h
		if !f.penalise {
			h = 0
		}
		// u = S_ij + h/2 - (N_ij+h)·p, written without the difference
		// of two nearly equal numbers when p is near 0 or 1.
		u := sij*q - sji*p + h*(q-p)/2
		f.score[i] += u
		f.score[j] -= u
	})
	return ll + logdet/2, true
}

// eachPair calls fn for every two players i < j who played, with the
// points each scored against the other.
func (m *model) eachPair(fn func(i, j int, sij, sji float64)) {
	n := m.n
	for i := range n {
		for j := i + 1; j < n; j++ {
			if sij, sji := m.S[i*n+j], m.S[j*n+i]; sij+sji > 0 {
				fn(i, j, sij, sji)
			}
		}
	}
}

// leverages returns, for every two players i and j, the leverage at the
// log-strengths theta of the games between them, h[i*n+j]: the diagonal
// element of the hat matrix of their pairing, whose half is the number of
// pseudo-wins Firth's penalty gives each side.
func (m *model) leverages(theta []float64) ([]float64, error) {
	f := newFirthWork(m.n)
	if _, ok := f.eval(m, theta, true); !ok {
		return nil, fmt.Errorf("%w: the information is singular", ErrNoConvergence)
	}
	return f.lev, nil
}
