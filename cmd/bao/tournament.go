package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/interrupt"
	"github.com/bao-games/bao/internal/words"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/rating"
	"github.com/bao-games/bao/record"
)

const tournamentHelp = `Every two players meet in N games (-games): the same N/2 openings for every
pairing, each opening K uniformly random plies from the start (-openings),
drawn from the seed and the opening's number only (opening i is that of
games 2i and 2i+1 of bao selfplay -openings K with the same seed), and
played twice, each player once South and once North. The players take over
after the opening; the games are played as by bao selfplay, and the records
(-o) are its records, with "opening": K (fewer if the game ended in it).

Balanced openings. With -balanced N only openings in which neither side can
force a win within N plies are played, as proved by the solver within
-balanced-nodes positions each (an opening it cannot prove so is rejected
too): the candidates are drawn from the seed in order until enough pass, so
the tournament stays reproducible whatever -workers or -shard, and the
report says how many were drawn and rejected.

Method. Scores count a win 1 and a draw 1/2, from the view of the first-named
player. Ratings are the Bradley-Terry fit to all games, a draw counting as
half a win and half a loss, by Firth's bias-reduced maximum likelihood (the
likelihood times Jeffreys' prior: finite even when a player wins or loses
everything, a 200-0 score between two players giving 1041, and with a pull
that fades where the games are informative), in Elo units (400/ln 10 per
unit of log-strength), anchored so that the first player of -players has 0.

Intervals. A 95% interval (of a rating or of a pairwise score) is a range
that holds the value infinitely many openings would give in 95% of
tournaments like this one. The openings are what is resampled (-reps
Bayesian bootstrap resamples, each opening weighed with its two games
in every pairing, since an opening that favours one side does so for every
pairing, and Jeffreys' prior added as a random pseudo-game, so that a
pairing with few losses, or none, can resample more; which side wins it
is randomized from -seed, as an interval of discrete results must be to
hold 95% whatever the truth near a score of 0 or 1), and a simulation of
round robins of 2 to 8 players of known strengths spread over up to 1,500
Elo, with clean sweeps and realistic opening effects, checks that they
hold 93-97% of the time (a little less with fewer than 10 openings, -games
20). The anchor's interval is [0, 0], the others bound the difference to
it. Where the games do not bound a rating on one side, the interval is
open on that side (+Inf, or -Inf; null in -json): a player who, with
every player who scored against it (directly or through others), won every
game against the rest, the first player among the rest, could be any
amount stronger; its other end can then be infinite too (for a clean
sweep of two players, with about 2% of seeds: no finite rating). An
interval is widened where needed to hold its estimate, except such an end.

Game pairs. Each opening's two games are a pair; the report counts, per
pairing, the pairs in which the first-named player scored 0, 1/2, 1, 3/2
and 2 points (the pentanomial counts, "pentanomial" in -json) and the pairs
that the colour decided (the same side won both games, "decided"): many of
those mean the openings, not the players, decide the games.

The output depends on nothing but the flags: the same seed gives the same
records, scores and intervals whatever the number of workers, except with
players that have a time budget (time=...), whose moves depend on the
machine's speed.

SIGINT or SIGTERM stops the run as it stops bao selfplay: no game is
started, the games being played are finished (a second signal drops them),
every finished record is written and the games played are reported.
-resume then continues the -o FILE as it continues that of bao selfplay: it
keeps the complete records (checked to be this run's), drops a partial last
line and plays the rest; the file ends byte-identical to that of an
uninterrupted run, and the report, which counts the games kept too, is its
report.

Batch systems: -shard I/N (with -o) plays only the games whose number is I
modulo N (numbered by opening, then pairing, then seat) and reports them
alone; the N record files merged with 'bao merge' are the -o file of the
single run. -from FILE plays nothing: it reads such a file (- for standard
input), checks that it holds every game of the tournament that the other
flags describe, in order (variant, seeds, players and seats, openings and
their moves, -balanced or not, ply cap; a flag not given is read from the
records: -variant, -players, -games, -openings, -seed and -max-plies),
replays every record (its result is its moves'), and prints the report of the single run: -json the same bytes, the
text without its time line (see docs/batch.md).`

var tournamentExits = `Exit status: 130 or 143 after SIGINT or SIGTERM. Otherwise the exit status is 0
on success, 1 on a failure at run time (a failed write, a player's error, a
-resume file of another run, a -from file that misses games, holds other
records or records that form no tournament), 2 on bad usage (unknown flag or variant, bad player spec, fewer
than 2 or more than ` + strconv.Itoa(arena.MaxTournamentPlayers) + ` players, -games odd or below 2, a limit exceeded, a
bad -shard, -shard or -resume without -o, -from with -o).`

func runTournament(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	players := fs.String("players", "", "player specs `A,B[,C...]`, at least 2, distinct; built-in players: "+strings.Join(player.Names(), ", ")+`, e.g. "random,greedy,alphabeta(depth=4),mcts(iterations=500)"`)
	games := fs.Int("games", 100, fmt.Sprintf("games per pairing `N`: even, at least 2; at most %d games in all pairings together", arena.MaxTournamentGames))
	openings := fs.Int("openings", 4, fmt.Sprintf("random plies `K` that open every game, 0 to %d", arena.MaxOpenings))
	balanced, balancedNodes := balanceFlags(fs)
	suiteFile := openingsFileFlag(fs)
	seed := fs.Uint64("seed", 1, "master `seed` of the openings, the games and the bootstrap")
	workers := fs.Int("workers", min(runtime.NumCPU(), arena.MaxWorkers), fmt.Sprintf("number of games played at once, 1 to %d; does not change the results", arena.MaxWorkers))
	out := fs.String("o", "", "write the record of every game, one JSON object per line in game order, to `FILE`: the records of bao selfplay -o, \"opening\" included")
	asJSON := fs.Bool("json", false, "print one JSON object instead of the tables")
	reps := fs.Int("reps", rating.DefaultReps, fmt.Sprintf("bootstrap resamples `B` for the rating intervals, 1 to %d", rating.MaxReps))
	maxPlies := fs.Int("max-plies", arena.DefaultMaxPlies, fmt.Sprintf("stop a game after `P` plies, opening included, and count it as a draw by \"ply limit\" (a limit of the runner, not a rule); 0: no limit; at most %d", maxPliesFlag))
	progress := fs.Bool("progress", false, "show a progress bar on stderr (the default when stderr is a terminal)")
	resume := fs.Bool("resume", false, "with -o: continue an interrupted FILE (keep its complete records, drop a partial last line, play the rest); the report then covers them all")
	shard := fs.String("shard", "", fmt.Sprintf("with -o: play only the games whose number is I modulo N (`I/N`, 0 <= I < N <= %d), for the N jobs of a batch array", maxShards))
	from := fs.String("from", "", "play nothing: read the records of every game of this tournament from `FILE` (- for stdin; the merged -o files of its shards) and print its report")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	usageErr := usageFailer(e, fs, "tournament")
	shardI, shardN := 0, 1
	if *shard != "" {
		var ok bool
		if shardI, shardN, ok = parseShard(*shard); !ok {
			return usageErr("-shard %q: want I/N with 0 <= I < N <= %d", *shard, maxShards)
		}
	}
	switch {
	case *shard != "" && *out == "":
		return usageErr("-shard needs -o FILE")
	case *resume && *out == "":
		return usageErr("-resume needs -o FILE")
	case *from != "" && (*out != "" || *shard != ""):
		return usageErr("-from reads records: not with -o or -shard")
	case *workers < 1 || *workers > arena.MaxWorkers:
		return usageErr("-workers must be 1 to %d", arena.MaxWorkers)
	case (*from == "" || flagGiven(fs, "games")) && (*games < 2 || *games%2 != 0):
		return usageErr("-games %d: want an even number of games per pairing, at least 2", *games)
	case *maxPlies < 0 || *maxPlies > maxPliesFlag:
		return usageErr("-max-plies must be 0 (no limit) to %d", maxPliesFlag)
	case *reps < 1 || *reps > rating.MaxReps:
		return usageErr("-reps must be 1 to %d", rating.MaxReps)
	case *players == "" && *from == "":
		return usageErr("-players is missing")
	}
	openingsGiven := flagGiven(fs, "openings")
	var fromFlags []string // the flags read from the -from records
	playersGiven := flagGiven(fs, "players")
	if playersGiven {
		for i, s := range player.SplitSpecs(*players) {
			if _, err := player.New(s, 0); err != nil {
				return usageErr("-players: player %d: %v", i+1, err)
			}
		}
	}
	if *from != "" {
		if *suiteFile.name != "" && !openingsGiven {
			fs.Set("openings", "0") // the file's openings, not the records' first
		}
		// What the flags do not say, the records do.
		var err error
		if fromFlags, err = fromRecords(e, fs, *from); err != nil {
			fmt.Fprintln(e.stderr, "bao tournament:", err)
			return exitFail
		}
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return exitUsage
	}
	suite, sst := suiteFile.load(e, "tournament", v, openingsGiven, *balanced, *games/2, usageErr)
	if sst >= 0 {
		return sst
	}
	cfg := arena.TournamentConfig{
		Suite:    suite,
		Variant:  v,
		Players:  player.SplitSpecs(*players),
		Games:    *games,
		Openings: *openings,
		Balanced: arena.Balance{Plies: *balanced, Nodes: *balancedNodes},
		Seed:     *seed,
		Workers:  *workers,
		MaxPlies: *maxPlies,
		Shard:    shardI,
		Shards:   shardN,
	}
	if *maxPlies == 0 {
		cfg.MaxPlies = -1
	}
	if suite != nil {
		cfg.Openings = 0 // the file's
	}
	if _, err := cfg.Check(); err != nil {
		var le *arena.LimitError
		if len(fromFlags) > 0 && !playersGiven && !errors.As(err, &le) { // bad data, not bad usage: the records describe no tournament
			fmt.Fprintf(e.stderr, "bao tournament: %s: these records do not form a tournament: %v (read from them: %s); %s\n",
				*from, strings.TrimPrefix(strings.TrimPrefix(err.Error(), "arena: "), "bad tournament: "), strings.Join(fromFlags, " "), tournamentFileNeeds)
			return exitFail
		}
		return usageErr("%s", settingError(err))
	}
	fail := func(err error) int {
		fmt.Fprintln(e.stderr, "bao tournament:", err)
		return exitFail
	}
	// From here on, a signal stops the command in every phase (reading
	// -from or the -resume file, playing, rating) rather than killing it.
	sig := interrupt.Catch()
	defer sig.End()
	if *from != "" {
		st, err := readTournament(e, *from, cfg, sig.Stop)
		if got := sig.Received(); got != nil {
			fmt.Fprintf(e.stderr, "bao tournament: stopped by %s while reading %s\n", interrupt.Name(got), *from)
			return interrupt.Status(got)
		}
		if err != nil {
			return fail(err)
		}
		return printTournament(e, st, *reps, *workers, *seed, *asJSON, true, nil, sig)
	}
	units := cfg.Units() // the games of this run, those resumed included
	var lw *record.LineWriter
	if *out != "" {
		// With -resume, cfg.Resume reads the games kept and sets cfg.From
		// and cfg.Kept: the report covers the whole run.
		var st int
		lw, _, st = openRecords(e, "tournament", *out, *resume, fmt.Sprintf("%d games of this tournament (-games %d per pairing)", cfg.Total(), *games), cfg.Resume)
		if st >= 0 {
			return st
		}
		cfg.JSON = workersMakeLines(*workers)
		cfg.NoMoves = true // nothing reads the moves but the lines
	}
	bar := *progress || isTerminal(e.stderr)
	if bar {
		cfg.Progress = newProgressBar(e.stderr, false).update
	}
	g := startRun(e, lw, sig, bar)
	cfg.Stop = g.sig.Stop
	var each func(*arena.TournamentRecord) error
	if lw != nil {
		each = func(r *arena.TournamentRecord) error { return g.lw.AddRecord(&r.Record) }
	}
	st, err := arena.RunTournament(g.sig.Ctx, cfg, each)
	_, err = g.end(err)
	if err != nil {
		return fail(err)
	}
	return printTournament(e, st, *reps, *workers, *seed, *asJSON, false, func() int {
		if got := sig.Received(); got != nil { // while playing, or after
			return stopped(e, "tournament", got, st.Played, units, "games")
		}
		return exitOK
	}, sig)
}

// ratingHook is called as the ratings begin to be computed; tests set it.
var ratingHook = func() {}

// printTournament prints the report of st (-json or text; fromRecords: the
// standings were read, not played, and have no time) and returns the exit
// status: that of status() (exitOK if nil) unless the report fails.
//
// A signal (sig) while the ratings are computed stops the command: the
// report is not printed, and the exit status is the signal's.
func printTournament(e *env, st *arena.Standings, reps, workers int, seed uint64, asJSON, fromRecords bool, status func() int, sig *interrupt.Signals) int {
	var rep *arena.Report
	var err error
	before := sig.Received() // the signal that stopped the games, if one did
	if !sig.Wait(func() {
		ratingHook()
		rep, err = arena.NewReport(st, rating.Config{Reps: reps, Seed: seed, Workers: workers})
	}) {
		got := sig.Received()
		if before != nil { // a second signal, during the ratings
			fmt.Fprintf(e.stderr, "bao tournament: stopped by %s after %s, then by a second signal while computing the ratings; no report printed\n", interrupt.Name(got), words.Count(st.Played, "game"))
		} else {
			fmt.Fprintf(e.stderr, "bao tournament: stopped by %s while computing the ratings of %s; no report printed\n", interrupt.Name(got), words.Count(st.Played, "game"))
		}
		return interrupt.Status(got)
	}
	var text []byte
	if err == nil && asJSON {
		text, err = json.Marshal(rep)
		text = append(text, '\n')
	} else if err == nil {
		text = []byte(rep.Text(!fromRecords)) // -from: no time line
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "bao tournament:", err)
		return exitFail
	}
	w := newOutput(e.stdout)
	_, err = w.Write(text)
	st0 := exitOK
	if status != nil {
		st0 = status()
	} else if got := sig.Received(); got != nil {
		fmt.Fprintf(e.stderr, "bao tournament: stopped by %s\n", interrupt.Name(got))
		st0 = interrupt.Status(got)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "bao tournament:", err)
		return exitFail
	}
	return finish(e, "tournament", w, st0)
}
