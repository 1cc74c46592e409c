// Package review analyses a whole game move by move, as a coach would: for
// every ply the best move, the score before and after the move played, a
// proven win or loss where the solver or the search finds one, and a verdict on the move
// played. `bao review` prints its result as JSON lines, and the web page
// draws it as an evaluation graph with the moves marked.
//
// # Quick start
//
//	plies, err := review.Game(ctx, game, review.Options{}) // game: a *bao.Game
//	for _, p := range plies {
//		fmt.Println(p.Ply, p.Move, p.Verdict, p.Best) // 1 A4 gave away a win A3
//	}
//
// # Method
//
// Game reviews a *bao.Game in two stages, each reporting its progress
// (Options.Progress) and stopping at its context's end:
//
//  1. The solver (package solve, one worker, a node budget per position,
//     Options.SolveNodes, by default SolveNodesFor the game: 4,000,000 in
//     Bao Kingulu and Bao la Kujifunza, 1,000,000 elsewhere) walks back
//     from the last position of the game to the first, with one table for
//     all of them, so that each position finds the later ones already
//     solved. It stops at the first position (GiveUp) that it cannot
//     solve within its budget. In Bao Kingulu and Bao la Kujifunza it
//     solves every position of a game; in the other games, the last plies.
//     A game of Bao la Kiswahili of 57 plies (game 460 of the kiswahili
//     tournament of docs/levels.md) had its last 19 plies proven; its
//     whole review took 4.9 CPU-seconds natively, 1.7 of them the
//     player's analysis (`bao review -game 460 kis5.jsonl`).
//  2. A player (Options.Player, default DefaultPlayer,
//     "alphabeta(depth=64,nodes=200000)") analyses every position before a
//     move, a fresh player each time, so that a ply's analysis is that of
//     `bao analyse -player SPEC -seed S` for its position. Its search scores
//     every root move: ScoreBefore is the best move's score, ScoreAfter the
//     score of the move played (where the player did not score it, the
//     negated score of its analysis of the position after the move).
//     Where the solver did not prove a value, the player's search may:
//     see Verdicts.
//
// With the default budgets every result is the same on every machine:
// nothing depends on time unless the player's spec has a time budget.
//
// # Verdicts
//
// A value is proven where the solver proved it, or else where the player's
// own search did (alpha-beta's scores of a win or loss in n plies, which
// are exact; the exact player's values; MCTS-Solver's wins and losses).
// Where both the position before the move and the move played are proven,
// the verdict comes from the proofs alone:
//
//	gave away a win   the mover had a proven win, and the move played leads
//	                  to a proven draw or loss
//	gave away a draw  the mover had a proven draw, and the move played
//	                  leads to a proven loss
//	(empty)           the move kept the proven value
//
// Otherwise the verdict measures
// the winning chances the move lost against the best move, where the
// chances of a score are tanh(score/600) for alpha-beta's scores
// (hundredths of a seed; 600 is player.EvalScale, the scale MCTS uses to
// turn an evaluation into a result), ±1 for a proven win or loss, and
// MCTS's values as they are (a mean result in [-1, 1]):
//
//	blunder      lost 0.3 or more   (BlunderMargin)
//	mistake      lost 0.2 or more   (MistakeMargin)
//	inaccuracy   lost 0.1 or more   (InaccuracyMargin)
//	(empty)      less: a good move
//
// At an even position 0.1 of chances is about 60 (0.6 of a seed), 0.2
// about 120 and 0.3 about 190; where one side is far ahead, a larger loss
// of score is needed, since the result changes less. A move in a position
// already proven lost gets no verdict: nothing is left to lose.
//
// # Output
//
// Each Ply's JSON method gives the JSON line of `bao review` (docs/interfaces.md,
// "The page", and its "Project additions"):
//
//	{"ply":1,"move":"A4","best":"A3","score_before":16777187,"score_after":-16777196,"verdict":"gave away a win","win_in":29,"side":"S","value_before":"win","value_after":"loss","plies_after":20}
//
// score_before and score_after are from the view of the player who moved,
// in the player's units; where a value is proven, the score is
// that of the proven result in those units (alpha-beta's ±(WinScore-n) for
// a win or loss in n plies, MCTS's ±1, 0 for a draw), so that an
// evaluation graph shows what is proven; win_in or loss_in, where the position before the
// move is proven, the length of the game under best play from there;
// value_before and value_after the proven values for the mover (of the
// position, and of the move played); plies_after the length of the game
// under best play after the move played, counting it.
//
// testdata/kingulu-gave-away-win.txt is a game record of Bao Kingulu whose
// first move (A4) throws away South's proven win at the start (A3 wins in
// 29 plies; A4 loses in 20), the rest played exactly by both sides: a
// fixture for tests of review, here and in the browser tests.
package review
