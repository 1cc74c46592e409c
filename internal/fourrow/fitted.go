package fourrow

// The fitted weights of the evaluation "fitted" (Front.FittedHeuristic),
// per game (Bao la Kiswahili, Bao la Kete), shared by takasia on and off.
// The method is TestFitWeights's (fit_test.go), which regenerates them
// and checks they are these:
//
//	BAO_FIT=1 go test -run TestFitWeights -v ./internal/fourrow/
//
// Data: for each game, 3000 games of alphabeta(depth=8) against itself,
// each from 8 uniformly random opening plies (game g from
// arena.OpeningSeed(1, g)), capped at 400 plies; every position after the
// opening is a sample, labelled with the game's result for the side to
// move (won 1, drawn ½, lost 0), its features Features(s, side to move).
// The games g%5 == 4 are held out for the test. Model: the probability
// that the side to move wins is sigmoid(w·features), w fitted by Newton's
// method without a ridge term (package logit); a term that is 0 in every
// position is left out and weighs 0 (kujifunza: Store, House). The
// weights are w scaled so that a back-row seed weighs 100, rounded: the
// unit stays about a hundredth of a seed.
//
// Held-out mean log-loss (nats) and accuracy on the decided games:
//
//	                                    kiswahili       kete            kujifunza
//	positions (train / test)            126830 / 31727  127232 / 31565  29207 / 7559
//	fitted (these weights)              0.4153  0.795   0.4165  0.796   0.2121  0.908
//	DefaultWeights' six terms refitted  0.4175  0.791   0.4184  0.793   0.2303  0.896
//	DefaultWeights at its best scale    0.4316  0.788   0.4332  0.789   0.2274  0.900
//	½ everywhere                        0.6931          0.6931          0.6931
//
// Against DefaultWeights a front seed weighs half as much (14 against
// 30), a living house more than twice (344, 358 against 150), a nonempty
// front pit more (56 against 20) and a front row of at most one pit half
// as much (150, 130 against 300); Exposed came out 0 and Attack 13. The
// Store term is no seed value: both stores lose a seed a move, so the
// mover's store leads by one exactly when North is to move in namua, and
// its weight is that of the tempo; in a search it is the same at every
// leaf of one depth, as namua lasts 22 moves a side.
//
// Weights fitted per stage (namua, mtaji) predicted better (held-out
// log-loss 0.4081 in kiswahili, 0.4080 in kete) but played no better at
// 100 ms a move (0.0 Elo ± 46.1 against these over 168 games of
// kiswahili), so one set was kept.
//
// At equal time per move, over balanced openings (-balanced 12),
//
//	bao sprt -variant V -players 'alphabeta(time=100ms,eval=fitted)','alphabeta(time=100ms)' \
//		-elo0 0 -elo1 40 -balanced 12 -seed S -workers 1 -max-games 400
//
// accepted H1 in Bao la Kiswahili (-seed 1: +129.8 Elo, 95% [63.1,
// 207.3], 56 games; -seed 2: +115.8 [52.0, 188.3], 56 games; takasia
// off, -variant 'kiswahili(takasia=off)' -seed 1: +47.1 [10.8, 84.3],
// 208 games) and in Bao
// la Kete (-seed 1: +120.4 [54.1, 196.5], 78 games; -seed 2: +59.3
// [15.9, 104.6], 142 games; an earlier run of
// the same weights under a temporary name, -seed 1, which time budgets
// do not repeat: +77.9 [25.9, 133.6], 136 games). For MCTS, whose
// playouts use the evaluation only when cut short, it does not help
// (kiswahili, mcts(time=100ms) with and without eval=fitted, -seed 1:
// H0 accepted, -29.4 [-78.7, 18.8], 166 games). Bao la Kujifunza's
// weights (printed by TestFitWeights: Front 24, Back 100, Occupied 66,
// Danger -65, Exposed -5, Attack 25; held-out log-loss 0.2121 against
// 0.2274) are not used: at 100 ms a move the colour decided every pair
// of its games whichever evaluation played (H0 accepted, 0.0 Elo, 50
// games), so its "fitted" is DefaultWeights.
var (
	// FittedKiswahili are the weights of Bao la Kiswahili.
	FittedKiswahili = Weights{Front: 14, Back: 100, Store: 234, House: 344, Occupied: 56, Danger: 150, Exposed: 0, Attack: 13}
	// FittedKete are the weights of Bao la Kete.
	FittedKete = Weights{Front: 14, Back: 100, Store: 228, House: 358, Occupied: 55, Danger: 130, Exposed: 0, Attack: 13}
)
