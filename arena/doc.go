// Package arena plays many games between two players and summarises them:
// a tournament and self-play runner for research, generic over bao.Variant
// and reproducible from one master seed.
//
// # Quick start
//
//	sum, err := arena.Run(ctx, arena.Config{
//		Variant: bao.MustLookup("kiswahili"),
//		A:       "alphabeta(depth=4)", B: "random", // player specs (package player)
//		Games:   100, Seed: 1, Workers: 2,
//	}, func(r *arena.Record) error {
//		return r.WriteJSON(os.Stdout) // one JSON line per game, as bao selfplay -o
//	})
//	if err != nil { ... }
//	fmt.Print(sum.Text(false)) // wins, draws, game lengths, with intervals
//
//	st, err := arena.RunTournament(ctx, arena.TournamentConfig{Variant: v,
//		Players: []string{"random", "greedy", "alphabeta(depth=2)"}, Games: 20, Seed: 1}, nil)
//	rep, err := arena.NewReport(st, rating.Config{Seed: 1}) // Elo with 95% intervals
//	fmt.Print(rep.Text(false))
//
// # Mental model
//
// A run is Config.Games games (or matches, with Config.Match) between
// player A and player B, given as player specs ("random",
// "alphabeta(depth=4)", see package player). The players change seats
// every game: in game i player A sits South when i is even and North when
// i is odd. Every game has its own seed, derived from the master seed and
// the game's number (GameSeed), and its players are seeded from the game's
// seed and their seat (PlayerSeed): each worker builds its players once and
// re-seeds them for every game (player.Reseeder), or builds them anew. So a
// game depends on nothing but its number and the master seed: the games can
// be spread over any number of worker goroutines, or of jobs
// (Config.Shard), and the records, which are delivered in game order and
// carry no wall-clock times, come out byte-identical whatever the number
// of workers. The exception is a player with a time budget
// ("alphabeta(time=1s)"): how far it searches depends on the machine and
// its load, so its games are not repeatable. A single game is replayed
// with Replay, or from its record with PlayGame.
//
// With Config.Openings every game starts with that many uniformly random
// plies, drawn from OpeningSeed, the same for games 2i and 2i+1, where the
// players have changed seats: a paired design for comparing players.
// GamePairs counts such pairs (the Summary's and every tournament
// pairing's): their pentanomial counts, the pairs in which player A
// scored 0, 1/2, 1, 3/2 and 2, and the pairs the colour decided (the same
// side won both games).
//
// Random openings can decide a game before the players do (one side has a
// forced win a few plies after it). With Config.Balanced (and
// TournamentConfig.Balanced) a run keeps only balanced openings: those in
// which neither side can force a win within Balance.Plies plies, proved
// by package solve within a node budget per opening (an opening it cannot
// prove balanced within the budget is rejected too). The candidates are
// the openings of OpeningSeed(master, 0), (master, 1), ... in turn, and
// the run's opening i is the i-th that passes (DrawOpenings), checked in
// order as the games need them (in batches, on up to one goroutine per
// CPU). Each proof is made by a solver of one worker on a cleared table
// of fixed size, so whether a candidate passes depends on it alone, and
// the order of the candidates on the seed alone: the run stays
// reproducible whatever its workers, shards or From. The summary and the
// tournament report say how many candidates were drawn and rejected
// (Balancing).
//
// A game is played at the speed of its players: a player that implements
// player.ChildChooser (the random player) gives the state its move leads
// to, so each move is played once, and annotations ("*", "#") are written
// without playing anything out. Listing the legal moves of every position
// for the summary would cost a random game more than the game itself, so
// Config.LegalEvery can count them in a sample of the positions (bao
// selfplay counts one in LegalEveryFor(games)).
//
// Memory is bounded: the fields of Config that size it have upper limits
// (MaxWorkers, MaxMatchGames, MaxOpenings, MaxPliesLimit), records are
// handed over as they come, and a worker more than WindowPerWorker games
// per worker ahead of the oldest game not yet delivered waits for it. Closing Config.Stop
// ends a run cleanly: no game is started, those being played are finished
// and delivered.
//
// A player's error stops the run, except a *player.Forfeit: the player
// (an outside engine, package engine, that crashed, ran out of time or
// answered an illegal move) loses the game, recorded with the forfeit's
// reason, and the run goes on. A record names an outside engine
// (player.External) that moved in its game by the name it gave, in
// SouthEngine or NorthEngine. Players that hold resources beyond memory
// (io.Closer: an engine's process) are closed when their worker is done.
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
// moves per position (with its standard error when sampled), wins per side and per player with standard errors,
// draws, how games ended, match wins in match mode, and the time taken.
//
// Each game gives a Record, written as one JSON object per line with
// Record.WriteJSON, in the form of docs/interfaces.md (the `bao selfplay -o`
// file). With Config.JSON the worker that played a game makes that line
// (Record.JSONLine), so that with several workers the lines are made in
// parallel and the caller only writes them:
//
//	{"game":0,"variant":"kiswahili","seed":"<the game's own seed>","south":"random","north":"random","moves":["A6>*","a6<*", ...],"plies":54,"winner":"S","reason":"front row empty","final":"<position text>"}
//
// # The record line
//
// Package arena owns the JSON line of a record, in every use: its schema
// (Record, whose fields are those of docs/interfaces.md), its encoder
// (Record.AppendJSON, JSONLine), its decoder (ParseRecord, Decoder), its
// replay under the rules (Record.Replay: moves, length, opening, result
// and final position), and the merging of the files of a run's shards
// (Merge), with the checks of a file being resumed (KeptRecords,
// KeptRecordsFrom: every record replayed, none beyond the run's games),
// and what a tournament's records say of it (TournamentOf, MasterSeed;
// TournamentFrom and Standings.ReadRecords read them from a file, as bao
// tournament -from does). The records file of a run is written here too:
// RecordsFile creates it, or resumes it after its complete records (a
// partial last line dropped, nothing beyond the run's games), and its
// LineWriter writes whole lines only, cutting the file back to its last
// whole record after a failed write. bao selfplay, bao merge, bao
// tournament and the web page call these; none reads the line its own way. The encoder is here, not in package record
// or a package of its own, because its fast path reads what only the game
// loop has: the moves as the engine recorded them (bao.Played) with the
// table of their texts, the JSON of the variant and players made once per
// worker, and the final position known to need no escaping. Moving it out
// would export those; package record stays a format package that needs no
// players. The fast path lives beside its plain twin, appendJSONPlain
// (encoding/json), which the tests compare it with on records of every
// kind. Package record reads the same lines as tagged records (its own
// view of them, for bao replay and bao show), from the same field names.
//
// A run's identity is here too: the seat rule (SeatOfA, MatchSeatOfA),
// the game seeds (GameSeed), and with Config.Identity the games a run or
// shard holds and whether a record is one of them (Identity.Check), which
// bao selfplay -resume checks a file with; Merge sums the merged games up
// with the seat rule, and Standings.Add checks a tournament's records.
//
// # Tournaments
//
// RunTournament plays a round robin between any number of players
// (TournamentConfig): every pairing plays the same Games/2 openings, each
// with each player on each side. It plays its games through the same game
// loop as Run, with the same seeds (GameSeed, PlayerSeed) and openings
// (opening i of every pairing is that of games 2i and 2i+1 of Run with the
// same seed and Openings), and delivers them as TournamentRecord: a Record
// and its pairing and opening. Its Standings give the pairwise results,
// the game pairs and, through package rating, Elo ratings and pairwise
// scores with intervals from a bootstrap of the openings, each opening
// drawn with its games in every pairing (PairStanding.Units). As in Run,
// the records do not depend on the number of workers, unless a player has
// a time budget, which makes games unrepeatable. A tournament is split into
// shards as a run is (TournamentConfig.Shard, Shards, From; Place gives a
// game number's pairing, opening and seats), and NewStandings with
// Standings.Add rebuilds the standings of the whole from the records of
// all its shards, checking each against the tournament. NewReport rates
// the players of standings and gives the report bao tournament prints
// (Report: its text, and its JSON form by encoding/json), as Summary
// gives that of bao selfplay.
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
// them. Run reuses a record for a later game once the function returns, so
// that a game allocates nothing but the text of its final position: keep
// a copy (Record.Clone) of a record to keep it.
package arena
