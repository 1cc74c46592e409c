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
// (MaxWorkers, MaxMatchGames, MaxOpenings, MaxPliesLimit), which
// Config.Check (and TournamentConfig.Check) checks, the one check of a
// run's bounds (a setting outside them is a *LimitError, which bao reports
// under the flag's name), records are
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
// file; package record owns the line). With Config.JSON the worker that played a game makes that line
// (Record.JSONLine), so that with several workers the lines are made in
// parallel and the caller only writes them:
//
//	{"game":0,"variant":"kiswahili","seed":"<the game's own seed>","south":"random","north":"random","moves":["A6>*","a6<*", ...],"plies":54,"winner":"S","reason":"front row empty","final":"<position text>"}
//
// # The record line
//
// Package record owns the record line, in every use: its schema
// (record.Line, which Record embeds: r.Game, r.Moves, ... are its
// fields), its one decoder (record.ParseLine; ParseRecord and Decoder
// call it and require every field of a run's line), its plain encoder
// (record.Line.AppendJSON), the one check of a line against the rules
// (record.Line.Replay, which Record.Replay calls: moves, length, opening,
// result and reason, final position, players), and the records file
// (record.FileReader reads it a whole line at a time, a partial last
// line told; record.RecordsFile and record.LineWriter write whole lines,
// cut back to the last whole one after a failed write; LineWriter,
// RecordsFile and NewLineWriter here are their aliases). bao selfplay,
// bao merge, bao tournament, bao replay, bao show and the page read the
// line through it; none reads it its own way.
//
// The fast encoder of the game loop (Record.AppendJSON, JSONLine) is
// here, beside package record's plain twin, which the tests compare it
// with on records of every kind (TestLineTwin), because its fast path
// reads what only the game loop has: the moves as the engine recorded
// them (bao.Played) with the table of their texts, the JSON of the
// variant and players made once per worker, and the final position known
// to need no escaping. The bytes are those of every earlier version.
//
// # A run's identity
//
// A run's identity has one owner, Identity (Config.Identity,
// TournamentConfig.Identity): the variant, the players (canonical specs),
// the master seed, the openings (their number of plies and the moves
// themselves, drawn from the seed, kept balanced by Balanced with its
// node budget, or given by Identity.OpeningMoves), the ply cap, the game
// count and the shard. Every reader that continues or combines a run's
// records checks each with its one function, Identity.CheckContext, whose
// refusal is a *MismatchError naming the game, the field and both values:
// bao selfplay and bao tournament -resume (Identity.KeptFrom,
// KeptRecordsFrom, TournamentConfig.Resume), bao tournament -from
// (Standings.Add, ReadRecords), and the shards of an SPRT. Merge, which
// has no flags to build an identity from, checks every record against the
// first (variant, master seed, kind of game, openings' length, ply cap)
// and against the other game of its pair (the same opening, the players
// in swapped seats), which a shard of another run fails. The seat rule
// (SeatOfA, MatchSeatOfA, Place) and the game seeds (GameSeed, and
// MasterSeed, its inverse) are here too.
//
// A run's score, a win 1 and a draw 1/2, with its 95% interval, is
// Summary.Score (ScoreOf).
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
// drawn (or weighed) with its games in every pairing (PairStanding.Units). As in Run,
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
// # Openings files
//
// A Suite is a list of openings, the openings file of bao's
// -openings-file (ReadSuite reads it, naming a bad line; WriteTo writes
// it): each an Opening, a position or moves from the start position.
// Config.Suite and TournamentConfig.Suite open games with them in order,
// opening i for games 2i and 2i+1 (round i of a tournament), instead of
// random plies; a record of a game opened by a position holds it in
// "start", one opened by moves holds them as its first Opening moves. The
// suite is part of the run's Identity (Identity.Suite): a record of
// another suite's opening is refused by -resume, tournament -from and
// sprt's Tally, and Merge.Suite lets Merge take shards whose openings are
// of several lengths. BalancedSuite writes the balanced openings of a
// seed as a Suite: a run from it plays the games of the run with Balanced
// and the same seed, byte for byte, so that the costly proofs are made
// once and the suite is kept and shared.
//
// Config.Block makes shards take blocks of consecutive games rather than
// single games (game g in shard (g/Block) mod Shards): package sprt's
// shards play whole batches of game pairs that way.
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
