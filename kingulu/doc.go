// Package kingulu implements Bao Kingulu, the two-row bao of the Ngulu
// people of east-central Tanzania, registered as "kingulu" (no rule
// options). Importing the package registers it.
//
// # Quick start
//
//	import _ "github.com/bao-games/bao/kingulu"
//
//	v := bao.MustLookup("kingulu")
//	g := bao.NewGame(v)
//	_, err := g.PlayText("A3")            // a move is its start pit; "a3": "... (kingulu.md rule G2)"
//	fmt.Println(kingulu.Score(g.State())) // each side's score (G10)
//
// The rules are those of docs/kingulu.md, whose rule numbers (G1-G10) the
// code and its errors use. Positions and moves are written as
// docs/interfaces.md says: `<a6..a1>/<A1..A6> <side> <bankS>,<bankN>`, a
// child written with its reserver's letter after its count ("5S", "4N");
// a move is its start pit's label alone ("A3", "a6"). Bao Kingulu moves
// carry no annotations, so Rules does not implement bao.Annotator.
//
// # The rules in brief
//
// Two rows of six pits, one row per player (South A1..A6, North a1..a6,
// each from his own left; Ai faces a(7-i)), 48 seeds, four in every pit;
// South moves first, one move per turn, no passing (G1). A move starts
// from an unreserved pit of the mover's row that holds a seed, singletons
// included (G2). Its seeds are sown one per pit anticlockwise round the
// whole board, A1..A6 then a1..a6, skipping nothing, not even the start
// pit or a reserved pit (G3); a seed that falls into a reserved pit goes
// at once to its reserver's bank (G4). At the end of each lap, in the pit
// X of its last seed, the first case that matches applies (G5):
//
//   - a. X is reserved: the move ends.
//   - b. X is in the mover's row and was empty: if the opposite pit is
//     occupied and not reserved the mover captures it and the seed in X
//     into his bank; the move ends.
//   - c. X is in the mover's row and was occupied: relay, except on the
//     first lap, where it makes the move illegal (G7).
//   - d. X is in the opponent's row and was empty: the move ends.
//   - e. X is in the opponent's row and held three: kuweka mtoto, X becomes
//     the mover's child for the rest of the game; the lap's second-to-last
//     seed is taken back (from its pit, or from the bank of that pit's
//     reserver) and added to X, unless the lap had a single seed. The
//     move ends.
//   - f. Otherwise: relay, sowing on all the seeds of X (G6).
//
// A move whose relays never end is illegal (G8). The game ends when the
// player to move has no legal move (G9); each player then scores his bank,
// the seeds in the unreserved pits of his row and those in his children,
// and the higher score wins; 24-24 is a draw (G10).
//
// # Interpretations
//
// Mancala World's account of Klamroth (1911) is the only source and leaves
// points open. This package follows the choices of section 7 of the rules
// document: singletons may start and children never do; a lap of twelve or
// more seeds skips nothing, not its start pit; a seed falling into a child
// is banked by the child's reserver; a lap ending in a child ends the move,
// even on the first lap and in the mover's own row; the second-to-last
// seed of kuweka mtoto is that of the lap which makes the four, taken back
// from the reserver's bank when it fell into a child, and the single-seed
// exception concerns a lap of one seed, not a move from a singleton; the
// capture test is made at every lap end; one's own child opposite is not
// captured; an empty opposite pit captures nothing and the seed stays;
// children count for their reserver at the end; the game ends when the
// player to move cannot move; a never-ending move is illegal, decided
// exactly; South moves first; a single seed onto an opposing three makes a
// child of four.
//
// Choices this package makes where the document is silent:
//
//   - G8 is decided by sow.Detector (Brent's algorithm) with the
//     lap-start state of the document: the twelve counts, the seeds in
//     hand, the current pit and the first-lap flag. States are compared
//     only after a warm-up of sow.Warmup laps, which changes no verdict,
//     since a move that repeats a state repeats it for ever. A move is
//     therefore legal exactly when it ends within sow.Budget (1,000,000)
//     laps.
//   - A move is a bao.Move with the pit alone: a direction sign or a
//     safari mark makes it illegal (rule "6", for section 6 of the rules
//     document), as does a pit that is not on the board or not in the
//     mover's row, a child, or an empty pit (G2).
//   - Outcome always fills in the G10 score (Scored is true), also while
//     the game goes on; Reason is bao.NoLegalMove when the game is over.
//   - Validate accepts any banks and any number of children as long as
//     each child lies in its reserver's opponent's row and holds 4 or 5
//     seeds (section 3); it does not try to decide whether a position can
//     arise in play.
//   - States that Validate rejects never make the package panic, and the
//     input state is never changed: a side to move that is not a player
//     has no legal moves, Apply reports it, and Outcome calls it not over
//     (with the score); a pit marked by both players counts as South's, as
//     bao.State.ReservedBy reads it; marks and seeds outside the twelve
//     pits are ignored. Results for such states are not otherwise
//     specified (a count above 255, for instance, wraps).
//
// # Sources
//
//   - Mancala World, "Bao Kingulu": https://mancala.fandom.com/wiki/Bao_Kingulu
//     (rules after M. Klamroth, "Afrikanische Brettspiele", 1911)
//   - Mancala World, "Bao dictionary": https://mancala.fandom.com/wiki/Bao_dictionary
//   - H.H.L.M. Donkers, "Zanzibar Bao Rules for the Computer" (2001):
//     http://www.fdg.unimaas.nl/educ/donkers/games/Bao/rules.html (the
//     treatment of never-ending moves that G8 follows)
//
// # Evaluation
//
// Heuristic, the default evaluation of the searching players, has two
// parts: a static value, and one step of quiescence on top of it.
//
// The static value scores a position for a player in hundredths of a seed
// as a weighted sum of six counts, each his minus his opponent's:
//
//	bank        seeds in the bank                                 100
//	row         seeds in the unreserved pits of the own row         17
//	kid seeds   seeds in one's children (in the opponent's row)     98
//	kids        children                                           593
//	empty       empty unreserved pits of the own row               -45
//	threes      unreserved pits of the opponent's row holding three  9
//
// The first three sum to the score of rule G10, which the evaluation was
// first (all three weighing 100); it misled a shallow search, which took
// seeds in the row for as good as seeds in the bank. Seeds in the row can
// still be captured, seeds in a bank or a child cannot, and a child goes
// on earning (every seed sown into it goes to its reserver's bank). The
// weights were fitted by logistic regression on solved positions: the
// solver (package solve) gives the value of every move of 400 positions
// of random games (0 to 29 random plies from the start, seed 1); the
// probability that the mover wins after a move is modelled as the
// logistic function of the weighted counts of the position it leads to,
// fitted by Newton's method with a small ridge term and scaled so that a
// seed in the bank weighs 100. `BAO_TUNE=1 go test -run TestTuneEval -v
// ./kingulu/` reproduces the weights (and fails if they differ from these).
//
// The static value alone still misled alpha-beta at depths 3 to 5: the
// side to move at the horizon often has a capture or a new child ready,
// which it ignores, so that the value swings with the parity of the
// depth. On solved positions from the first ten plies of random games
// where the choice matters, depth 4 kept the solved value less often than
// depth 3, by more than two standard errors (0.865 against 0.932, table
// below). So Heuristic looks one ply on along the moves that gain, much
// as a quiescence search does: it plays every legal move of the side to
// move, and where one gains (banks at least gainSeeds = 2 seeds, by a
// capture or by seeds sown into his children, a new child counting
// childGain = 6), it adds to the static value of the position seven
// tenths (gainShare) of what the static value after the best such move
// adds to it, if it adds (the side to move may also play a quiet move:
// the static value stands). It looks no further: the moves that gain
// after that one are the search's. The threshold, the single step and
// the share were chosen on two training samples (0-29 random plies, seed
// 11, 600 positions; 0-10 plies, seed 12, 500) among thresholds 1, 2 and
// 5 and one to three steps (taking the whole gain), then shares 0.3, 0.5,
// 0.7 and 1, and checked on
// two others (0-10 plies, seed 13, 300 positions; 0-29 plies, seed 14,
// 400): the whole gain (share 1) made depth 2 keep the value more often
// than depth 3, by 0.02-0.05 (beyond two standard errors on a fresh
// sample, seed 7), and shares of a half or less weakened depth 5.
// Refitting the static weights for it (a coordinate search of the share
// itself, or logistic regression with more features: the largest capture
// and the child that either side could make on a first lap, mobility,
// seeds facing an empty pit) did no better on the checking samples, so
// the weights stay those of the fit above. The look-ahead plays the moves
// as EachChildInto does;
// evalQuietPlain, its plain twin over Children and the features read a
// pit at a time, is compared with it on random positions.
//
// On the positions of random games where the choice matters (some moves
// keep the solved value, a win or a draw, others lose it; a position with
// a move the solver leaves undecided within its budget is left out), the
// share of alpha-beta's moves that keep the value at depths 2, 3, ..., 8
// is, on the 173 of 700 positions with 0 to 29 random plies (seed 2),
//
//	depth              2     3     4     5     6     7     8
//	this evaluation    0.832 0.879 0.896 0.948 0.931 0.936 0.936
//	static value       0.832 0.873 0.873 0.890 0.936 0.936 0.936
//	G10 score          0.809 0.543 0.595 0.873 0.919 0.925 0.890
//
// and on the 237 of 600 positions with 0 to 10 random plies (seed 2)
//
//	this evaluation    0.831 0.869 0.869 0.954 0.954 0.966 0.962
//	static value       0.814 0.932 0.865 0.861 0.962 0.962 0.958
//	G10 score          0.809 0.489 0.481 0.827 0.911 0.945 0.886
//
// (`BAO_LONG=1 go test -run TestEvalDepthProfile -v ./kingulu/`, which
// checks on both samples that no depth keeps the value less often than
// the one below, within two standard errors, and depth 4 in at least
// 85%; BAO_TUNE_N, BAO_TUNE_PLIES and BAO_TUNE_SEED measure other
// samples; the test solves a position drawn again only once). On the
// training and checking samples above (seeds 11 to 14), depth 4 kept the
// value in 0.890, 0.909, 0.899 and 0.918 of such positions (0.864,
// 0.904, 0.908 and 0.882 with the static value alone), depth 5 in
// 0.94-0.98; on two fresh samples, at depths 2 to 8, 0.854 0.885 0.898
// 0.991 0.978 0.991 1.000 (226 of 600 positions, 0-10 plies, seed 7) and
// 0.804 0.863 0.893 0.964 0.958 0.964 0.976 (168 of 700, 0-29 plies, seed
// 8), and 0.814 0.890 0.881 0.966 0.953 0.953 0.970 (236 of 600, 0-10
// plies, seed 9) and 0.848 0.895 0.895 0.953 0.953 0.965 0.965 (171 of
// 700, 0-29 plies, seed 10). At depth 4 the static value alone does
// nearly as well (0.881, 0.863, 0.898 and 0.901 on these four, against
// 0.898, 0.893, 0.881 and 0.895): what the look-ahead buys is depths 2
// and 5 (0.95-0.99 at depth 5, against 0.86-0.91) and the depths in
// order (the static value's depth 3, 0.87-0.95, beat its depth 4 by up
// to 0.07, beyond two standard errors on the seed 7 sample and on the
// test's 0-10 sample). Depth 4 is where it is weakest: its share, about 0.87-0.92, lies
// one to three standard errors of a sample of 150 positions above 85%,
// and on the first 300 positions of the 0-10 sample alone (131 where the
// choice matters) it is 0.832. In the first plies a few positions weigh
// much, since random games pass through them often: after South's A5
// from the start (6,6,6,1,6,1/0,1,6,6,2,7 N 0,0, 8% of those 131) a2,
// which captures 11 seeds at once, loses in 21 plies and a4 and a6 win;
// depths 2 to 4 play a2 (no weighting of these features that we tried
// avoids it at depths 3 and 4), and depth 5 sees the refutation.
//
// The look-ahead costs: the alpha-beta search at depth 6 spends 2,293
// instructions per node against 1,610 with the static value alone (+42%;
// 300 positions of random games with 0 to 29 random plies, cachegrind),
// and 34% more per search, since it visits 6% fewer nodes.
//
// Version notes: the evaluation changed from the G10 score difference to
// the static value, then to the static value with the look-ahead, so the
// games of alphabeta, and of mcts with plies cut short (whose cut
// playouts are scored by it), in kingulu differ from those of earlier
// versions, at the same seeds. The G10 score difference is still the
// registered evaluation "material".
//
// # Performance
//
// A position is read into two machine words of pit counts, so that a lap
// is sown with two additions whatever its length, children included: the
// seeds sown into a child stay in its pit while the engine plays, and go
// to the reserver's bank when a State is written. A lap is one entry of a
// table built once (its seeds, and where it ends) and one test of its
// end, and the loop of laps (sowLaps) makes no call. Legal, Apply,
// Children and Outcome allocate nothing (Legal and Children with a buffer
// of capacity 6; Apply allocates only the error of an illegal move). Legal
// and Over decide a candidate whose first lap ends the move (or ends as in
// G5c) from the pit counts alone, by a table look-up a pit, and play out
// only those that relay, which G8 requires; Children, EachChild and the
// sampler take the candidates the same way and play them.
//
// The G8 detector is not called at all during the warm-up, which almost
// no move leaves; after it, play calls it only at the laps where Brent's
// algorithm saves a state (sow.Detector.Quiet) and compares the laps in
// between with the saved state in its own loop (watchLaps).
//
// # Traces
//
// Rules implements bao.Tracer: Trace yields the position after each lap of
// a move (every seed in a pit or a bank, none in hand; the mover still to
// move, no new child), then the position after the move, equal to Apply's.
// The laps are those of the engine's own move (play), not of a second copy
// of the rules. play sows the laps of the detector's warm-up in one run of
// its loop and then hands each lap to the detector's hook; a traced move
// has no warm-up, so the hook sees every lap, and stores the position
// after the lap before into the tracer's window of 64 laps. The untraced
// moves pay one load for it. A move of more laps than the window is
// played once per window.
//
// Finding that a move never ends takes thousands of laps, and a search
// meets the same never-ending moves again and again (alpha-beta
// regenerates the positions of its earlier iterations). The move
// generators (Legal, Children, EachChild, Sample, Playout, Outcome and
// Over) therefore remember them in a fixed table of 1024 entries (32 KiB),
// which each Rules value owns, makes at the first never-ending move it
// meets, and shares between the goroutines that use it under a mutex. A
// move that has run sow.Warmup laps, which almost no finite move reaches,
// is looked up there by all that decides its laps (the counts, the
// reserved pits, the mover and the start pit) and one found never-ending
// is not played further. The verdicts are the
// same; Apply and Trace, which report the lap at which the repeat is
// found, do not use the table. With it the alpha-beta player at depth 4
// spends about a quarter fewer instructions per node (1,561 against 2,142
// over the 1,024 positions of BenchmarkSearch in package player,
// cachegrind).
//
// Besides the bao.Variant methods, the package exports New, Score (the
// G10 count of any position), EachChild (bao.LazyExpander: the children
// one at a time, for a search that stops at a cutoff) and Over
// (bao.OverTester: whether the game is over, without the score).
// EachChildInto, OverAt and HeuristicAt (bao.InPlaceExpander,
// bao.InPlaceOverTester, bao.InPlaceHeuristic) are the same
// for a search that reads positions in place, by pointer: a bao.State
// passed by value is copied 16 bytes at a time, and a copy made right
// after the engine wrote the position's pits 8 bytes at a time waits for
// those stores to reach the cache (a failed store-to-load forwarding,
// about 8 ns each here). The alpha-beta player of package player uses
// them at its frontier, where each leaf was written and read at once:
// 16-22% more nodes per CPU-second (BenchmarkSearch in package player,
// depths 4 and 6, against the same search through EachChild, Over and
// Heuristic).
package kingulu
