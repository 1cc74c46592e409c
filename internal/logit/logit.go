package logit

import (
	"errors"
	"fmt"
	"math"
)

// Sample is one observation: features X and outcome Y in [0, 1].
type Sample struct {
	X []float64
	Y float64
}

// Sigmoid is 1 / (1 + e^-z).
func Sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// Dot returns w·x over the shorter of the two.
func Dot(w, x []float64) float64 {
	z := 0.0
	for i := range min(len(w), len(x)) {
		z += w[i] * x[i]
	}
	return z
}

// Fit returns the weights that minimise the mean log-loss of the samples
// plus ridge/2 times the squared norm of the weights, by Newton's method
// from zero weights, at most iters steps (it stops sooner when a step
// changes no weight by more than 1e-9). Every sample must have the same
// number of features, and an outcome in [0, 1]; no samples, or a
// singular system (a feature that is always 0, with ridge 0), is an
// error.
func Fit(data []Sample, ridge float64, iters int) ([]float64, error) {
	if len(data) == 0 {
		return nil, errors.New("logit: no samples")
	}
	k := len(data[0].X)
	for i, s := range data {
		if len(s.X) != k {
			return nil, fmt.Errorf("logit: sample %d has %d features, sample 0 has %d", i, len(s.X), k)
		}
		if !(s.Y >= 0 && s.Y <= 1) {
			return nil, fmt.Errorf("logit: sample %d has outcome %v, not in [0, 1]", i, s.Y)
		}
	}
	n := float64(len(data))
	w := make([]float64, k)
	h := make([][]float64, k) // the Hessian, with the gradient as column k
	for i := range h {
		h[i] = make([]float64, k+1)
	}
	for range iters {
		for i := range h {
			clear(h[i])
		}
		for _, s := range data {
			p := Sigmoid(Dot(w, s.X))
			q := p * (1 - p)
			for i, xi := range s.X {
				h[i][k] += (p - s.Y) * xi
				for j := i; j < k; j++ {
					h[i][j] += q * xi * s.X[j]
				}
			}
		}
		// The sums above fill the upper triangle and the gradient: they
		// are made means, the ridge added, and only then the lower
		// triangle mirrored (mirrored first, it was divided twice).
		for i := range k {
			for j := i; j <= k; j++ {
				h[i][j] /= n
			}
			h[i][i] += ridge
			h[i][k] += ridge * w[i]
			for j := range i {
				h[i][j] = h[j][i]
			}
		}
		step, err := solve(h)
		if err != nil {
			return nil, err
		}
		most := 0.0
		for i := range w {
			w[i] -= step[i]
			most = max(most, math.Abs(step[i]))
		}
		if most < 1e-9 {
			break
		}
	}
	return w, nil
}

// solve solves the k×k system whose right-hand side is column k of a, by
// Gauss-Jordan elimination with partial pivoting; a is overwritten.
func solve(a [][]float64) ([]float64, error) {
	k := len(a)
	for c := range k {
		piv := c
		for r := c + 1; r < k; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[piv][c]) {
				piv = r
			}
		}
		if math.Abs(a[piv][c]) < 1e-300 {
			return nil, fmt.Errorf("logit: singular system at feature %d (a feature always 0, or two always in proportion?)", c)
		}
		a[c], a[piv] = a[piv], a[c]
		for r := range k {
			if r != c {
				f := a[r][c] / a[c][c]
				for j := c; j <= k; j++ {
					a[r][j] -= f * a[c][j]
				}
			}
		}
	}
	x := make([]float64, k)
	for i := range k {
		x[i] = a[i][k] / a[i][i]
	}
	return x, nil
}

// LogLoss returns the mean log-loss of the predictions sigmoid(w·x) of the
// samples, in nats (ln 2 ≈ 0.693 for predicting ½ everywhere).
func LogLoss(data []Sample, w []float64) float64 {
	if len(data) == 0 {
		return 0
	}
	sum := 0.0
	for _, s := range data {
		z := Dot(w, s.X)
		// -[y ln p + (1-y) ln(1-p)] with p = sigmoid(z), written so that
		// it does not overflow: ln(1+e^z) - y z.
		sum += softplus(z) - s.Y*z
	}
	return sum / float64(len(data))
}

// softplus is ln(1 + e^z), computed without overflow.
func softplus(z float64) float64 {
	if z > 0 {
		return z + math.Log1p(math.Exp(-z))
	}
	return math.Log1p(math.Exp(z))
}

// Accuracy returns the share of the decided samples (outcome not ½) whose
// outcome the sign of w·x predicts (w·x = 0 counts half).
func Accuracy(data []Sample, w []float64) float64 {
	right, n := 0.0, 0
	for _, s := range data {
		if s.Y == 0.5 {
			continue
		}
		n++
		switch z := Dot(w, s.X); {
		case z == 0:
			right += 0.5
		case (z > 0) == (s.Y > 0.5):
			right++
		}
	}
	if n == 0 {
		return 0
	}
	return right / float64(n)
}
