// Package player holds game-playing agents behind one small interface,
// generic over bao.Variant: uniformly random, greedy one-ply, alpha-beta
// and Monte-Carlo tree search (UCT with a solver). Every player is
// deterministic from its seed and honours cancellation through its
// context.
//
// # Quick start
//
//	p, err := player.New("alphabeta(depth=6)", 1) // a spec and a seed; Names lists the players
//	if err != nil { ... }                         // an unknown spec or parameter
//	v := bao.MustLookup("kete")
//	m, err := p.Choose(ctx, v, v.Start())         // a legal move
//	a, err := player.Analyse(ctx, p, v, v.Start()) // the move, its score, depth and line (a.PV)
//	q, _ := player.New("random", 2)
//	g, err := player.PlayGame(ctx, v, v.Start(), p, q, 0) // a whole game, p South
//	fmt.Println(g.Outcome())
//
// # Mental model
//
// A Player is asked for one move at a time: Choose(ctx, v, s) returns a
// legal move of position s under variant v (PlayGame asks two players in
// turn for a whole game, PlayOn goes on with a game, reporting each ply,
// and Analyse gets any player's choice as an Analysis; a Terminal is a person typing moves at a text terminal). A zero-value player, not made by its
// constructor, returns an error matching ErrNotMade. Players know nothing about the
// rules beyond the bao.Variant interface (Legal, Apply, Outcome and the
// optional bao.Expander, bao.Playouter and bao.Heuristic), so they play
// every registered variant, and variants written outside this module. Two
// more optional methods make the searches faster where a variant has them
// (the four-row games, kingulu), with the same results:
// EachChild(s, yield func(bao.Child) bool), the children of Children one
// at a time, none played after yield returns false, for the alpha-beta
// frontier, where a cutoff makes the rest useless; and Over(s) bool,
// Outcome(s).Over() without what Outcome adds (kingulu's score), for
// leaves and playouts cut off by their cap. Kingulu also has their forms
// by pointer, which alpha-beta prefers: EachChildInto(s, t *bao.State,
// yield func(bao.Move) bool), which writes each child into *t,
// OverAt(s *bao.State) and HeuristicAt(s *bao.State, p) (see the kingulu
// package documentation for why).
//
// The searching players (AlphaBeta, MCTS) also implement Analyser: Analyse
// returns an Analysis of the search (the move, its score, a proven win or
// loss in so many plies, the principal variation, the depth, nodes and
// time, and what the search found about every root move); `bao analyse`
// prints it as JSON lines.
//
// Every player here also implements Limited: Within(l Limits) tells
// whether its searches stay within a server's limits (depth, nodes, table
// size, iterations, playout length, time, memory), naming the parameter
// of its spec that does not, so that the web page's server enforces its
// limits without knowing the kinds of players.
//
// A player keeps state between calls (a random generator, a transposition
// table, a search tree, buffers), so it is not safe for concurrent use:
// give each goroutine, or each game, its own. Two players built with the
// same spec and seed and asked the same questions in the same order give
// the same answers, as long as no wall-clock limit cuts a search short: a
// time budget (time=...) or a context deadline makes a player's games
// unrepeatable, since how far it searches depends on the machine and its
// load. Node and iteration budgets keep games repeatable.
//
// Players are built in code (NewRandom, NewGreedy, NewAlphaBeta, NewMCTS,
// NewExact, NewBest)
// or from a spec string with New, the form that command lines and the arena
// package use:
//
//	random
//	greedy(eval=material)
//	alphabeta(depth=6,nodes=200000,time=1s,tt=65536,eval=default)
//	mcts(iterations=2000,c=1.4,time=0,plies=20,eval=default,leaf=playout,mem=64MiB)
//	solve(time=1s,nodes=0,mem=64MiB,fallback=alphabeta(time=500ms))
//	best(time=1s)
//
// Every parameter is optional and has a default; unknown parameters,
// unknown evaluation names and values out of range are errors that list
// what is known. A player's Name is its canonical spec, so that a record
// or a table says what played: its budget always, with the defaults
// filled in (alphabeta's depth and nodes, or its time and the limits set
// beside it; mcts's iterations, or its time; best's time; solve's budget
// and its fallback's canonical spec), then the other parameters that
// differ from their defaults, in the order listed here:
// "alphabeta(depth=6,nodes=200000)" for "alphabeta",
// "mcts(iterations=2000)" for "mcts", "best(time=1s)" for "best",
// "solve(time=1s,fallback=alphabeta(time=500ms))" for "solve(time=1s)".
// New(p.Name(), seed) builds the same player. Versions before this one
// left the defaults out ("alphabeta"): such a spec still builds the same
// player, whose Name is the new form. Durations use the syntax of
// time.ParseDuration ("500ms", "2s"); a zero duration or budget means "no
// limit of this kind".
//
// Parameters of "greedy": eval (default "material", unlike the searching
// players, so that greedy keeps playing the games it always played).
//
// Parameters of "alphabeta" (see AlphaBetaConfig):
//
//	depth   maximum search depth in plies, 1..64 (default 6; with a
//	        time budget, 64: no depth limit)
//	nodes   node budget per move, 0 for none (default 200000; with a
//	        time budget, 0)
//	time    time budget per move, 0 for none (default 0)
//	tt      largest transposition table, in entries of 64 bytes (a power
//	        of two, at least 1024; the table starts small and grows with
//	        the searches) (default 65536, 4 MiB)
//	eval    the evaluation at the horizon (default "default")
//	window  aspiration window, in evaluation units: from depth 3 on, each
//	        iteration is searched first within ±window of the last
//	        iteration's score, again with a full window if the score
//	        falls outside; 0 for none (default 0). The score found is
//	        that of a full-window search
//	lmr     late-move reductions, on, off or N (default off): the
//	        fourth and later moves of a node of depth 3 or more (N: the
//	        N-th and later, 2..8; on is 4) are searched a ply shallower
//	        first (two plies from four moves later, at depth 6 or more),
//	        at full depth again when they score above alpha. A selective
//	        search: its scores are no longer the exact depth-limited
//	        minimax values that the default search returns
//	lmrk    on or off (default off), with lmr: the killer moves of a
//	        node's ply (the last two that cut off there) are never
//	        reduced
//	qs      plies of capture search at the horizon, 0 for none (default
//	        0): where the side to move must capture (bao.CaptureTester,
//	        the four-row games) the captures are searched, up to qs plies
//	        more, before the evaluation is trusted; like lmr, it changes
//	        the scores from those of a plain depth-limited search
//
// docs/strength.md logs what each of window, lmr, lmrk and qs was measured to be
// worth, by bao sprt at equal time per move, and why each is on or off in
// best.
//
// How the limits combine: the search deepens one ply at a time and stops
// at the first limit reached, depth, nodes or time (or the context's
// deadline); depth 1 is always completed. A time budget alone controls the
// search: "alphabeta(time=200ms)" searches as deep as 200ms allow, with no
// hidden depth or node cap; "alphabeta(time=200ms,depth=8)" stops at
// whichever comes first.
//
// Parameters of "mcts" (see MCTSConfig):
//
//	iterations  iterations (playouts) per move; 0 (only with time) for
//	            no limit (default 2000; with a time budget, 0)
//	c           UCT exploration constant, > 0 (default 1.4)
//	time        time budget per move, 0 for none (default 0)
//	plies       playout ply cap, at least 1; a playout cut short is scored
//	            by the evaluation, tanh(eval/EvalScale) (default 20)
//	eval        the evaluation of playouts cut short and of leaves
//	            (default "default")
//	leaf        playout: score a new leaf by a random playout; eval: by
//	            the evaluation, tanh(eval/EvalScale) (default playout)
//	mem         the largest tree, in bytes, with a unit B, KiB, MiB or
//	            GiB, at least 1MiB (default 64MiB); a full tree stops
//	            growing, the search goes on with playouts from its leaves
//
// How the limits combine, as for alpha-beta: the search stops at the first
// limit reached, iterations or time (or the context's deadline), or as
// soon as the root is proven won, lost or drawn; memory is not a limit of
// the search, only of the tree's growth. A time budget alone controls the
// search: "mcts(time=200ms)" searches for 200ms, with no hidden iteration
// cap; "mcts(time=200ms,iterations=5000)" stops at whichever comes first.
//
// Analyse (bao analyse) reports a proven result with its exact distance:
// it settles the search's proof with package solve (one worker, a budget
// of about a million positions per solve, so the same on every machine):
// WinIn or LossIn is then the length of best play after the move chosen,
// counting it, and the PV runs to the end of the game. MCTS-Solver alone
// knows only a bound (it proves a win through the first winning line it
// finds, not the fastest); where the solve does not finish within its
// budget, the bound is given as WinWithin or LossWithin instead.
// Alpha-beta's distances are exact already; its PV is completed to the
// end of the game the same way where the table's moves stop short. The
// exact player's (solve) are exact too, and its PV, the move alone from
// the solve, is completed the same way, with the same budgets, on its own
// solver's table (which holds the proof, so the line costs little). Choose
// is unchanged: the games played do not depend on it.
//
// "random" takes no parameters.
//
// Parameters of "solve", the exact player (see Exact, ExactConfig):
//
//	time      budget of a whole move, 0 for none (default 0): the solve
//	          (package solve) may spend half of it, the default
//	          fallback the rest
//	nodes     node budget of the solve per move, 0 for none (default
//	          0); at least one of time and nodes must be set
//	mem       the solver's table, kept from move to move of a game, in
//	          bytes with a unit, at least 1MiB (default 64MiB)
//	pn        on: when the solve does not finish, a win that df-pn
//	          proves (package solve, Solver.ProveWin) is played, with
//	          WinWithin; the solve and df-pn then have a quarter of time
//	          each (default off)
//	fallback  the spec of the player whose move is played when the solve
//	          does not finish (default alphabeta(time=T), T the half of
//	          time left, or alphabeta without time); it may have
//	          parameters of its own: solve(time=1s,fallback=mcts(time=500ms))
//
// When its solve finishes the exact player plays a move that keeps the
// proven value: the fastest win, the slowest loss, or a draw-keeping move
// (among equals, a random one from its seed). Analyse says which happened:
// Analysis.Fallback is "" for a proven move, the fallback's spec
// otherwise. In Bao Kingulu and Bao la Kujifunza the solver proves the
// start in a few seconds and positions a few plies later, with the table
// of the earlier moves, much faster, so that at 1s a move it does not give
// away a proven value (TestExactNeverGivesAway checks it at a node budget
// of about that, 300000 positions a move).
//
// "best" takes one parameter, time (default 1s): best(time=D) is the
// strongest configuration known at D a move, BestSpec(variant, D):
// solve(time=D) in Bao Kingulu and Bao la Kujifunza, whose games the
// solver decides, and alphabeta(time=D) elsewhere (in the four-row games
// it beats mcts at equal time: 0.900 in Bao la Kiswahili and 0.825 in Bao
// la Kete over 40 games at 100ms a move). It is the default computer
// opponent of `bao play` and of the web page.
//
// Kinds of player defined elsewhere join New through Register: package
// engine registers "engine(cmd=PATH,...)", an outside program speaking the
// Bao engine protocol, in every program that imports it (the bao command
// does). Such a player may lose a game instead of failing: its Choose
// returns a *Forfeit (an engine that crashed, ran out of time or answered
// an illegal move), which package arena records as a lost game with the
// forfeit's reason. It implements External, so that a record can name the
// program beside the spec.
//
// # Evaluations
//
// An evaluation scores a position that is not over for one player, in
// hundredths of a seed; the registered ones are chosen by name (eval=NAME,
// EvalNames, LookupEval), and code may pass any Eval function instead.
//
//	default   the variant's own evaluation (the optional bao.Heuristic
//	          interface), or material for a variant without one
//	fitted    the variant's evaluation with weights fitted to self-play
//	          results, where it has one (Bao la Kiswahili, Bao la Kete:
//	          FittedHeuristic), else the same as default
//	fitted2   a richer evaluation with five more terms, fitted the same
//	          way on deeper self-play (Bao la Kiswahili, Bao la Kete:
//	          Fitted2Heuristic), else the same as fitted
//	material  100 × Material: the seeds a player owns (his pits, his store
//	          or bank, and pits reserved by him wherever they lie) minus
//	          his opponent's
//	zero      0: the search sees only finished games
//
// The variants' own evaluations (their Heuristic methods):
//
//   - Bao la Kiswahili and Bao la Kete (fourrow.DefaultWeights) weigh,
//     for each player, each seed of his back row and store 100, each seed
//     of his front row only 30 (front seeds are the ones the opponent can
//     capture), each nonempty front pit 20 (an empty front row loses, rule
//     E1), a house that still holds six seeds or more 150, and subtract
//     300 when at most one front pit is nonempty; the score is the
//     player's sum minus his opponent's. The weights were tuned by
//     self-play against material at depth 3 (TestTuneFourRow). At equal
//     depth over randomised openings it beats material: in Bao la
//     Kiswahili at depth 3, 0.732 ± 0.035 (95%) over 600 games (300
//     openings of 8 random plies, each played from both sides); in Bao la
//     Kete 0.737 ± 0.035; at depth 5, 0.775 ± 0.058 over 200 games. The
//     command: BAO_LONG=1 go test -run TestFourRowEvalVsMaterial -v ./player/
//   - The evaluation "fitted" of Bao la Kiswahili and Bao la Kete has
//     the terms of the default one, with weights per game
//     (fourrow.FittedKiswahili, FittedKete; takasia on and off share them) fitted by logistic regression on the results
//     of self-play games of alphabeta(depth=8) from random openings, and
//     two more: the opponent's front seeds facing the player's nonempty
//     front pits less his own facing the opponent's (Exposed), and those
//     of them the side to move may take now (Attack). At 100 ms a move
//     over balanced openings bao sprt accepts it over default in both
//     (about +120 Elo); the method, the data, the losses and the SPRT
//     runs are in internal/fourrow/fitted.go; the command:
//     BAO_FIT=1 go test -run TestFitWeights -v ./internal/fourrow/
//   - The evaluation "fitted2" of the same games (fourrow.Weights2,
//     Fitted2Kiswahili, Fitted2Kete) adds five terms to those of "fitted":
//     the opponent's front pits the player could capture were he to move,
//     his pits of sixteen seeds or more, his front seeds and nonempty
//     front pits while in namua, and his front pits of one seed; fitted
//     by the same method on alphabeta(depth=10,eval=fitted,lmr=on)
//     self-play. Its losses and SPRT runs are in
//     internal/fourrow/fittedtargets.go; the command:
//     BAO_FIT=1 go test -run TestFitWeights2 -v ./internal/fourrow/
//   - Bao Kingulu weighs, for each player, each seed of his bank 100, of
//     his unreserved row 17, of his children 98, each child 593, each
//     empty pit of his row -45 and each three in his opponent's row 9,
//     weights fitted by logistic regression on solved positions; before,
//     it was the G10 score difference (now eval=material). See the
//     kingulu package documentation, "Evaluation".
//   - Other variants use material.
//
// # Where things are
//
// The searches are split by concern, as chess engines' sources are.
// AlphaBeta: alphabeta.go (configuration, iterative deepening at the
// root), search.go (negamax with principal variation search, the
// frontier), movepick.go (move ordering: table move, killers, static key
// and history), ttable.go (the transposition table), pv.go (the principal
// variation and the analysis), timecontrol.go (node and time budgets),
// and leaf.go (how a leaf is scored); the variants' optional methods the
// search uses are package bao's frontier interfaces (bao.LazyExpander and
// the others). MCTS: mcts.go (configuration, the search
// loop), mcts_tree.go, mcts_select.go, mcts_solver.go, mcts_playout.go and
// mcts_analysis.go. limits.go holds Limits and Limited.
//
// # Quick start
//
//	v := bao.MustLookup("kiswahili")
//	ab, err := player.New("alphabeta(depth=4)", 1)
//	if err != nil { ... }
//	m, err := ab.Choose(ctx, v, v.Start())
//
//	an, err := ab.(player.Analyser).Analyse(ctx, v, v.Start())
//	fmt.Println(an.Move, an.Score, an.PV)
package player
