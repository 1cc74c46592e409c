// Package player holds game-playing agents behind one small interface,
// generic over bao.Variant: uniformly random, greedy one-ply, alpha-beta
// and Monte-Carlo tree search (UCT). Every player is deterministic from its
// seed and honours cancellation through its context.
//
// # Mental model
//
// A Player is asked for one move at a time: Choose(ctx, v, s) returns a
// legal move of position s under variant v. Players know nothing about the
// rules beyond the bao.Variant interface (Legal, Apply, Outcome and the
// optional bao.Expander that lists moves with their resulting positions in
// one pass), so they play every registered variant.
//
// A player keeps state between calls (a random generator, a transposition
// table, buffers), so it is not safe for concurrent use: give each
// goroutine, or each game, its own. Two players built with the same spec and
// seed and asked the same questions in the same order give the same
// answers, as long as no wall-clock limit (a time parameter or a context
// deadline) cuts a search short.
//
// Players are built in code (NewRandom, NewGreedy, NewAlphaBeta, NewMCTS)
// or from a spec string with New, the form that command lines and the arena
// package use:
//
//	random
//	greedy
//	alphabeta(depth=6,nodes=200000,time=1s,tt=65536)
//	mcts(iterations=2000,c=1.4,time=0,plies=300)
//
// Every parameter is optional and has a default; unknown parameters and
// values out of range are errors. A player's Name is its canonical spec:
// the parameters that differ from their defaults, in the order listed
// here, so New(p.Name(), seed) builds the same player. Durations use the syntax of time.ParseDuration ("500ms", "2s"); a
// zero duration or budget means "no limit of this kind".
//
// Parameters of "alphabeta" (see AlphaBetaConfig):
//
//	depth   maximum search depth in plies, 1..64 (default 6)
//	nodes   node budget per move, 0 for none (default 200000)
//	time    time budget per move, 0 for none (default 0)
//	tt      largest transposition table, in entries (a power of two, at
//	        least 1024; the table starts small and grows with the
//	        searches) (default 65536)
//
// Parameters of "mcts" (see MCTSConfig):
//
//	iterations  playouts per move; 0 (only with time) for no limit
//	            (default 2000)
//	c           UCT exploration constant, > 0 (default 1.4)
//	time        time budget per move, 0 for none (default 0)
//	plies       playout ply cap, at least 1; a playout cut short is scored
//	            by the sign of the evaluation (default 300)
//
// "random" and "greedy" take no parameters.
//
// # Quick start
//
//	v := bao.MustLookup("kiswahili")
//	ab, err := player.New("alphabeta(depth=4)", 1)
//	if err != nil { ... }
//	m, err := ab.Choose(ctx, v, v.Start())
//
// The evaluation of the searching players is pluggable: an Eval scores a
// position for one player; Material, the default, counts seeds.
package player
