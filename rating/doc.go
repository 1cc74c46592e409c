// Package rating turns game results into strengths with 95% intervals:
// a Bradley-Terry maximum-likelihood fit in Elo units, a bootstrap over
// the openings the games were played from for the intervals of the
// ratings and of the pairwise scores, and the Wilson score interval.
//
// # Quick start
//
//	// Player 0 against 1 over three openings, each a unit of two games
//	// with colours swapped (Points: player A's, of 2).
//	pairs := []rating.Pairing{{A: 0, B: 1, Units: []rating.Unit{
//		{Games: 2, Points: 2, Opening: 1}, {Games: 2, Points: 1.5, Opening: 2}, {Games: 2, Points: 1, Opening: 3}}}}
//	r, err := rating.Estimate(2, pairs, rating.Config{Seed: 1})
//	if err != nil { ... }
//	fmt.Println(r.Elo[1], r.Low[1], r.High[1]) // player 1's Elo (player 0 at 0) and its 95% interval
//
// arena's tournaments make the pairings from their games (arena.NewReport).
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
// The intervals of the ratings, and of the pairwise scores, come from a
// bootstrap that resamples the units the games depend through. In a round
// robin every pairing plays the same openings, and an opening that
// favours one side does so in every pairing: the games of one opening are
// not independent evidence, within a pairing (its two games, one with
// each player on each side: a game pair) or across pairings. So the games
// are grouped in Units (a game pair), each with the Opening it was played
// from, and a resample draws openings with replacement, as many as there
// are, each with its units in every pairing together (a cluster
// bootstrap, the opening the cluster); units without an Opening are
// drawn within their pairing (stratified, so every resample has the
// design of the data). The model is fitted again to each resample, and
// the percentiles of each rating over Reps resamples bound its interval.
// Drawing the openings of each pairing apart instead counts an opening
// effect once per pairing, as if independent: in a round robin of eight
// players the ratings moved 1.6 to 2 times as much across seeds as those
// intervals implied. A cluster bootstrap was chosen over a cluster-robust (sandwich)
// variance because it needs no normal approximation, gives intervals that
// are not symmetric where the data are not (a rating near a sweep), and
// gives the pairwise scores' intervals from the same resamples.
//
// The percentile interval of a bootstrap is too narrow for small samples
// (its resamples spread as the sample, not as the population, and it
// uses normal rather than Student quantiles), so its tails are those of
// Hesterberg's (2015) expanded percentile interval: with n units drawn
// (the openings), the interval between the Φ(-sqrt(n/(n-1))·t) and
// 1-Φ(-sqrt(n/(n-1))·t) percentiles, t the 97.5% quantile of Student's t
// with n-1 degrees of freedom (at n = 50 the 2.12% and 97.88%
// percentiles). A simulation test (coverage_test.go) plays round robins
// of 2, 3 and 8 players of known Bradley-Terry strengths, with draws and
// with opening effects shared by every pairing, 50 openings each, and
// checks that the 95% intervals of the ratings and of the pairwise scores
// hold the true values (those that infinitely many openings would give:
// the colour dilutes the players' strengths) in 93% to 97% of cases (2000 or more intervals per
// size in the long check, BAO_LONG=1). The same simulation with fewer
// openings gave 94-95% at 20 openings, 93-94% at 10 and 93% at 5, and
// with stronger opening effects (standard deviation 3) 94%: with very few
// openings the bootstrap sees little of how much they vary, and the
// intervals are a little too narrow.
//
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
// Wilson gives the Wilson score interval of a score, which stays inside
// [0, 1] and does not collapse to a point at a score of 0 or 1. It treats
// the games as independent trials, which games played from shared
// openings are not; Estimate's score intervals are the ones to use for a
// round robin.
//
// # Quick start
//
//	pairs := []rating.Pairing{{A: 0, B: 1, Units: []rating.Unit{{Games: 2, Points: 1.5, Opening: 1}, {Games: 2, Points: 2, Opening: 2}}}}
//	elo, err := rating.Fit(2, rating.Results(pairs), rating.PriorDraws)
//	r, err := rating.Estimate(2, pairs, rating.Config{Seed: 1}) // r.Low, r.High, r.ScoreLow, r.ScoreHigh
//	lo, hi := rating.Wilson(3.5, 4) // independent games
package rating
