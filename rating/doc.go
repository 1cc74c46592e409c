// Package rating turns game results into strengths with 95% intervals:
// a Bradley-Terry maximum-likelihood fit in Elo units, a bootstrap over
// blocks of games for the intervals of the ratings, and the Wilson score
// interval for the score of one player against another.
//
// # Mental model
//
// The Bradley-Terry model gives player i a strength γ_i and says that i
// scores against j with probability γ_i/(γ_i+γ_j). Draws count as half a
// win and half a loss (the "draws as half wins" form of the model, not a
// ties model such as Davidson's), so only the points a player scores in
// each pairing matter. Fit finds the maximum-likelihood strengths by the MM
// algorithm of Hunter (2004) and reports them in Elo units: r_i =
// (400/ln 10)·ln γ_i, so that a difference of d points means an expected
// score of 1/(1+10^(-d/400)). Ratings are anchored so that player 0 has 0.
//
// When a player wins (or loses) every game, the likelihood has no maximum
// at finite strengths. Fit therefore adds a mild prior: Prior virtual
// draws (by default one, PriorDraws) to every pairing it is given. It
// bounds the ratings (a 200-0 score between two players gives 1041 Elo,
// not infinity) and moves ratings from hundreds of games by only a few
// points.
//
// The intervals of the ratings come from a bootstrap: the games of each
// pairing are grouped in Units (in a tournament, the two games of one
// opening, played with colours swapped), each pairing's units are drawn
// with replacement (stratified by pairing, so every resample has the same
// design as the data), the model is fitted again, and the 2.5% and 97.5%
// percentiles of each rating over Reps resamples bound its 95% interval.
// A pairing whose units are all alike, such as a clean sweep, gives the
// resampling nothing to vary and would count as certain; its games are
// drawn instead as independent games won with the pairing's score smoothed
// by the prior, (points+prior/2)/(games+prior): a parametric bootstrap of
// that pairing alone, so that a 10-0 score still leaves room for a loss.
// No resample can do better than a sweep, though, so a player's estimate
// can lie beyond all but a few of its resampled ratings; an interval is
// widened where needed to hold its estimate, and the side of it beyond a
// sweep is set by the prior, not by the data.
// The resamples come from a seed, so the intervals are reproducible. The
// anchor player's interval is [0, 0] by construction; the others measure
// the uncertainty of the difference to the anchor.
//
// The score of one player against another gets the Wilson score interval
// (Wilson), which stays inside [0, 1] and does not collapse to a point at
// a score of 0 or 1. It treats the games as independent trials; a draw has
// less variance than a win-or-loss of the same mean, so with draws it is
// conservative.
//
// # Quick start
//
//	pairs := []rating.Pairing{{A: 0, B: 1, Units: []rating.Unit{{Games: 2, Points: 1.5}, {Games: 2, Points: 2}}}}
//	elo, err := rating.Fit(2, rating.Results(pairs), rating.PriorDraws)
//	low, high, err := rating.Bootstrap(2, pairs, rating.BootstrapConfig{Seed: 1})
//	lo, hi := rating.Wilson(3.5, 4) // the score of player 0 against 1
package rating
