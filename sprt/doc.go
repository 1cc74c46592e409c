// Package sprt runs a sequential probability ratio test between two
// players on game pairs, as engine developers use to decide whether a
// change made a player stronger: games are played until the evidence
// accepts one of two hypotheses about the Elo difference, with error
// rates fixed in advance, or a limit is reached.
//
// # Quick start
//
//	res, err := sprt.Run(ctx, sprt.Config{
//		Test:    sprt.Test{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}, // is A 50 Elo better rather than 0?
//		Variant: bao.MustLookup("kiswahili"), A: "alphabeta(depth=6)", B: "alphabeta(depth=4)",
//		Openings: 4, MaxGames: 2000, Seed: 1, Workers: 2,
//	}, nil)
//	if err != nil { ... }
//	fmt.Print(res.Text(false)) // the LLR, the bounds, the Elo estimate and the verdict
//
// # Mental model
//
// The test is fishtest's generalized SPRT (GSPRT) on the pentanomial
// counts of game pairs (M. Van den Bergh's notes for fishtest,
// "Comments on the GSPRT" and "A multinomial GSPRT"; LLR_logistic of
// fishtest's LLRcalc.py), with the logistic Elo model: an Elo difference
// d means an expected score of 1/(1+10^(-d/400)) per game
// (rating.Expected), the model of package rating's Bradley-Terry ratings,
// not fishtest's later "normalized Elo". H0 says that player A is Elo0
// better than player B, H1 that it is Elo1 better (Elo0 < Elo1; either
// may be negative).
//
// A game pair is the two games of one opening, one with each player on
// each side (arena.GamePairs): A scores 0, 1/2, 1, 3/2 or 2 points in it.
// Pairs, not games, are the units, because the two games of an opening are
// not independent: an opening that favours one side favours each player
// once. After every pair the log-likelihood ratio LLR of the pairs so far
// is computed (Test.LLR): the ratio of the likelihoods of the five counts
// under the most likely distribution of pair scores with H1's mean score
// and with H0's. The test accepts H1 when the LLR reaches ln((1-β)/α), H0
// when it falls to ln(β/(1-α)) (Wald's bounds), and goes on otherwise.
// If A is at most Elo0 better, H1 is accepted with probability about α
// (at most, but for the overshoot of the bounds); if it is at least Elo1
// better, H0 with probability about β. A simulation test (sprt_test.go)
// checks both rates and the expected number of pairs against the
// Brownian approximation of the LLR.
//
// Elo estimates A's Elo difference with a 95% interval from the same
// counts, by the normal approximation on pairs; it is that of a fixed
// number of pairs, not corrected for the stopping rule.
//
// Run plays the pairs through package arena (arena.Run: the seeds,
// openings and seats of bao selfplay) and stops at the first pair in game
// order after which the test has a verdict, so that the verdict, the
// counts and the records are the same whatever the number of workers.
//
// # Batches and shards
//
// With Config.Batch the test looks at the counts only at batch
// boundaries, after every Batch pairs and after the last pair of
// MaxGames: Run then stops at the first boundary after which it has a
// verdict. Checking less often keeps the error rates near alpha and beta,
// a little below them as batches grow; a simulation test
// (TestBatchedErrorRates, shard_test.go) checks them with batches of 1, 4
// and 10 pairs against a known truth at Elo0 and at Elo1.
//
// RunShard plays one shard of a test (Config.Shard of Config.Shards): the
// batches whose number is Shard modulo Shards, up to MaxGames games,
// whatever their outcome, since the verdict depends on the games of every
// shard. A Tally takes the records of any shards, in any order (Add,
// Read), checks that each is a game of the test (arena.Identity, whose
// openings include an openings file, Config.Suite), and gives the test's
// state (Result): the pairs in game order up to the first batch boundary
// where a bound is crossed, or up to the last boundary before the first
// game it has no record of (Result.Waiting); ResultBalanced adds the
// openings drawn and rejected of a test of balanced openings, drawn again.
// The games of a test depend on
// its seed and their numbers alone and the boundaries on Batch alone, so
// the verdict, the counts and the LLR are those of Run with the same
// Config, whatever the number of shards (bao sprt -shard and -from).
//
// # Quick start
//
//	res, err := sprt.Run(ctx, sprt.Config{
//		Test:    sprt.Test{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05},
//		Variant: bao.MustLookup("kiswahili"), A: "alphabeta(depth=4)", B: "alphabeta(depth=3)",
//		Openings: 4, MaxGames: 20000, Seed: 1,
//	}, nil)
//	fmt.Print(res.Text(false)) // res.Verdict: sprt.H0, sprt.H1 or sprt.None
package sprt
