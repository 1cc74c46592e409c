// Package arena plays many games between two players and summarises them:
// a tournament and self-play runner for research, generic over bao.Variant
// and reproducible from one master seed.
//
// # Mental model
//
// A run is Config.Games games (or matches, with Config.Match) between
// player A and player B, given as player specs ("random",
// "alphabeta(depth=4)", see package player). The players change seats
// every game: in game i player A sits South when i is even and North when
// i is odd. Every game has its own seed, derived from the master seed and
// the game's number (GameSeed), and builds fresh players from their specs
// with seeds derived from the game's seed and their seat (PlayerSeed). So a
// game depends on nothing but its number and the master seed: the games can
// be spread over any number of worker goroutines and the records, which
// are delivered in game order and carry no wall-clock times, come out
// byte-identical whatever the number of workers. A single game is replayed
// from its record with PlayGame.
//
// A game ends when the variant says so (its Outcome) or at the ply cap
// (Config.MaxPlies, DefaultMaxPlies unless set). The cap is an outside
// limit of the runner, not a rule of any variant: a game stopped by it is
// recorded as a draw with the reason "ply limit", and the summary counts
// such games apart from real draws.
//
// In match mode each unit of the run is a match, scored with bao.Match:
// best of Config.MatchGames games, by default the variant's traditional
// length bao.MatchLength (three for Bao la Kete, one otherwise). The seats
// change every game within a match, and player A opens even-numbered
// matches as South, odd-numbered ones as North.
//
// The Summary gives the number of games, the mean, standard deviation and
// standard error of the game length in plies, the mean number of legal
// moves per position, wins per side and per player with standard errors,
// draws, how games ended, match wins in match mode, and the time taken.
//
// Each game gives a Record, written as one JSON object per line with
// Record.WriteJSON, in the form of docs/interfaces.md (the `bao selfplay -o`
// file):
//
//	{"game":0,"variant":"kiswahili","seed":"<the game's own seed>","south":"random","north":"random","moves":["A6>*","a6<*", ...],"plies":54,"winner":"S","reason":"front row empty","final":"<position text>"}
//
// # Quick start
//
//	v := bao.MustLookup("kiswahili")
//	sum, err := arena.Run(ctx, arena.Config{
//		Variant: v, A: "alphabeta(depth=4)", B: "mcts(iterations=200)",
//		Games: 100, Seed: 1,
//	}, nil)
//	if err != nil { ... }
//	fmt.Print(sum.Text(true))
//
// Pass a function as the last argument of Run to receive every Record in
// game order (to write them out, for instance), or use Play to collect
// them.
package arena
