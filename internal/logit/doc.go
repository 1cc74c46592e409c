// Package logit fits logistic regressions: the weights w that make
// sigmoid(w·x) the probability of an outcome y in [0, 1] (a win 1, a draw
// ½, a loss 0), by Newton's method (iteratively reweighted least squares)
// with an optional ridge (L2) term, and scores a fit by its log-loss and
// accuracy. The evaluation fitting of the four-row games uses it
// (internal/fourrow, TestFitWeights).
package logit
