package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/interrupt"
	"github.com/bao-games/bao/player"
)

// selfplayHelp is the text of bao selfplay -h between the short line and
// the exit statuses.
const selfplayHelp = `Plays -games games (or matches with -match) between player A and player B,
who change seats every game, and prints summary statistics. With -o FILE it
writes one JSON record per game, in game order, one per line
(docs/interfaces.md, section 5). Records are written whole: a reader never
sees half a line. The games depend on -seed (and the other flags) alone, not
on -workers, so that the same command gives byte-identical records, except
with a player that has a time budget (alphabeta(time=...), mcts(time=...)):
how far it searches depends on the machine and its load, and its games are
not repeatable.

-balanced N keeps only openings (-openings K) in which neither side can
force a win within N plies, proved by the solver; they are drawn from the
seed in order until enough pass, whatever -workers or -shard, and the
summary says how many were drawn and rejected (see bao tournament -h).

Interruption: on SIGINT or SIGTERM no new game is started; the games being
played are finished (a second signal drops them), every finished record is
written, the summary of the games played is printed, and the exit status is
130 after SIGINT, 143 after SIGTERM. -resume then continues the -o FILE: it
keeps the complete records (each checked to be this run's and replayed),
drops a partial last line, and plays the rest, so that the file ends
byte-identical to that of an uninterrupted run; the summary then covers the
games of this run only. -resume only appends: a FILE holding games beyond
-games is refused (exit 2). Without -resume, a FILE that exists and holds
something is refused (exit 2): nothing a run wrote is overwritten.

Batch systems: -shard I/N plays only the games whose number is I modulo N;
the N outputs merged with 'bao merge' are the file of the single run (see
docs/batch.md).`

const selfplayExits = `Exit status: 0 success; 1 failure at run time (a failed write, a -resume file
of another run, a player's error); 2 bad usage (unknown flag, bad flag value,
unknown variant or player spec, an -o FILE that holds something without
-resume, a -resume FILE of more games than -games); 130 or 143 after SIGINT
or SIGTERM.`

// Upper limits of the flags of selfplay that size memory or time.
const (
	maxSelfplayGames = 1_000_000_000
	maxShards        = 1_000_000
	maxPliesFlag     = 100_000
)

func runSelfplay(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	games := fs.Int("games", 100, fmt.Sprintf("number of games to play (of matches with -match), 1 to %d", maxSelfplayGames))
	seed := fs.Uint64("seed", 1, "master `seed`; the same seed gives the same games whatever the number of workers")
	players := fs.String("players", "random,random", "player specs `A,B` (one spec: both); A is South in even games; built-in players: "+strings.Join(player.Names(), ", ")+`, e.g. "alphabeta(depth=4),mcts(iterations=500)"`)
	workers := fs.Int("workers", min(runtime.NumCPU(), arena.MaxWorkers), fmt.Sprintf("number of games played at once, 1 to %d (each holds its own players)", arena.MaxWorkers))
	out := fs.String("o", "", "write one JSON record per game, in game order, to `FILE`")
	resume := fs.Bool("resume", false, "with -o: continue an interrupted FILE (keep its complete records, drop a partial last line, play the rest)")
	shard := fs.String("shard", "", "play only the games whose number is I modulo N (`I/N`, 0 <= I < N <= 1000000), for the N jobs of a batch array")
	openings := fs.Int("openings", 0, fmt.Sprintf("start every game after `K` uniformly random plies (0 to %d), drawn from the seed, the same in games 2i and 2i+1; recorded as \"opening\"", arena.MaxOpenings))
	balanced, balancedNodes := balanceFlags(fs)
	suiteFile := openingsFileFlag(fs)
	match := fs.Bool("match", false, "play matches (best of the variant's match length, 3 for kete) instead of single games")
	matchGames := fs.Int("match-games", 0, fmt.Sprintf("with -match: best of `G` games, 0 (the variant's match length) to %d", arena.MaxMatchGames))
	maxPlies := fs.Int("max-plies", arena.DefaultMaxPlies, fmt.Sprintf("stop a game after `P` plies and count it as a draw by \"ply limit\" (a limit of the runner, not a rule), at most %d; 0: no limit (a record then grows with its game)", maxPliesFlag))
	legalEvery := fs.Int("legal-every", 0, "count the legal moves for the summary in one position in `K` (1: every position, exact but slower with random players; the games do not change); 0: with a random player the largest power of two at most N/256 (1 to 1024), else 1")
	progress := fs.Bool("progress", false, "show a progress bar on stderr (the default when stderr is a terminal)")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	usageErr := usageFailer(e, fs, "selfplay")
	switch {
	case *games < 1 || *games > maxSelfplayGames:
		return usageErr("-games must be 1 to %d", maxSelfplayGames)
	case *workers < 1 || *workers > arena.MaxWorkers:
		return usageErr("-workers must be 1 to %d", arena.MaxWorkers)
	case *maxPlies < 0 || *maxPlies > maxPliesFlag:
		return usageErr("-max-plies must be 0 (no limit) to %d", maxPliesFlag)
	case *matchGames > 0 && !*match:
		return usageErr("-match-games needs -match")
	case *balanced > 0 && *match:
		return usageErr("-balanced plays single games, not -match")
	case *resume && *out == "":
		return usageErr("-resume needs -o FILE")
	case *match && (*resume || *shard != ""):
		return usageErr("-resume and -shard play single games, not -match")
	}
	shardI, shardN := 0, 1
	if *shard != "" {
		var ok bool
		if shardI, shardN, ok = parseShard(*shard); !ok {
			return usageErr("-shard %q: want I/N with 0 <= I < N <= %d", *shard, maxShards)
		}
	}
	specs, ok := player.SplitPair(*players)
	if !ok {
		return usageErr("-players %s: want two player specs A,B (or one for both)", clip(*players))
	}
	every := *legalEvery
	for _, s := range specs {
		p, err := player.New(s, 0)
		if err != nil {
			return usageErr("-players: %v", err)
		}
		// A random player plays faster than the legal moves are listed;
		// the others list them anyway.
		if _, fast := p.(player.ChildChooser); fast && *legalEvery == 0 {
			every = arena.LegalEveryFor(*games)
		}
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return exitUsage
	}
	if *match && *suiteFile.name != "" {
		return usageErr("-openings-file plays single games, not -match")
	}
	suite, sst := suiteFile.load(e, "selfplay", v, flagGiven(fs, "openings"), *balanced, (*games+1)/2, usageErr)
	if sst >= 0 {
		return sst
	}
	cfg := arena.Config{
		Variant:  v,
		A:        specs[0],
		B:        specs[1],
		Games:    *games,
		Seed:     *seed,
		Workers:  *workers,
		MaxPlies: *maxPlies,
		Openings: *openings,
		Options:  arena.Options{Match: *match, MatchGames: *matchGames, Balanced: arena.Balance{Plies: *balanced, Nodes: *balancedNodes}, Shard: shardI, Shards: shardN, LegalEvery: every, Suite: suite},
	}
	if *maxPlies == 0 {
		cfg.MaxPlies = -1
	}
	if err := cfg.Check(); err != nil { // the bounds of the run's settings are arena's
		return usageErr("%s", settingError(err))
	}
	fail := func(err error) int {
		fmt.Fprintln(e.stderr, "bao selfplay:", err)
		return exitFail
	}
	// From here on, a signal stops the run (before its first game if it
	// comes while -resume checks the file) rather than killing it.
	sig := interrupt.Catch()
	defer sig.End()

	var lw *arena.LineWriter
	if *out != "" {
		var from, st int
		lw, from, st = openRecords(e, "selfplay", *out, *resume, fmt.Sprintf("%d of -games %d", *games, *games), func(r io.Reader) (int, int64, error) {
			id, err := cfg.Identity()
			if err != nil {
				return 0, 0, err
			}
			return id.KeptFrom(r)
		})
		if st >= 0 {
			return st
		}
		cfg.From = from
		cfg.JSON = workersMakeLines(*workers)
		cfg.NoMoves = true // nothing reads the moves but the lines
	}

	bar := *progress || isTerminal(e.stderr)
	if bar {
		cfg.Progress = newProgressBar(e.stderr, *match).update
	}
	g := startRun(e, lw, sig, bar)
	cfg.Stop = g.sig.Stop
	sum, err := arena.Run(g.sig.Ctx, cfg, g.records())
	if _, err := g.end(err); err != nil {
		return fail(err)
	}
	w := newOutput(e.stdout)
	w.Print(sum.Text(true))
	w.Flush()
	status := exitOK
	if got := sig.Received(); got != nil { // while playing, or after
		status = stopped(e, "selfplay", got, sum.Games, 0, "games")
	}
	return finish(e, "selfplay", w, status)
}

// parseShard parses "I/N" with 0 <= I < N <= maxShards.
func parseShard(s string) (i, n int, ok bool) {
	a, b, found := strings.Cut(s, "/")
	if !found {
		return 0, 0, false
	}
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || i < 0 || n < 1 || i >= n || n > maxShards {
		return 0, 0, false
	}
	return i, n, true
}

// openRecords opens the -o records file name of a run of command cmd
// (arena's RecordsFile) and returns the LineWriter that writes it, the
// number of the first game left to play and -1; after an error it reports
// it and returns its exit status instead. Without resume, a file that
// holds bytes is refused (checkFresh), and so is a file another process
// writes (lockOutput), with or without resume. With resume, kept checks the file's
// complete records (arena.KeptRecordsFrom) and its errors are
// resumeError's. games says how many games the run has ("-games 100"), for
// the error of a file that holds more.
func openRecords(e *env, cmd, name string, resume bool, games string, kept func(r io.Reader) (from int, keep int64, err error)) (*arena.LineWriter, int, int) {
	err := e.lockOutput("-o", name)
	if err == nil && !resume {
		err = checkFresh(name)
		if cmd == "sprt" && kept == nil { // a whole test: no -resume
			err = checkExisting(name, "a whole test is not continued (-resume continues a shard's file, with -shard); remove it or name another file")
		}
	}
	var lw *arena.LineWriter
	var from int
	if err == nil {
		lw, from, err = arena.RecordsFile{Name: name, Resume: resume, OpenFile: openFile, Batch: lineWriterMax, Kept: func(r io.Reader) (int, int64, error) {
			from, keep, err := kept(r)
			if err != nil {
				err = resumeError(name, err, games)
			}
			return from, keep, err
		}}.Open()
	}
	if err == nil {
		if err = e.attachOutputs(); err != nil {
			lw.Close()
		}
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "bao %s: %v\n", cmd, err)
		return nil, 0, exitFor(err)
	}
	return lw, from, -1
}

// resumeError returns the error of arena's KeptRecordsFrom for the
// -resume file name: a usage error for a file that holds games beyond the
// run's (games says how many it has; the file is read again to count
// them), else the KeptError's own, with the flags that make the run for a
// record of another run.
func resumeError(name string, err error, games string) error {
	var ke *arena.KeptError
	if !errors.As(err, &ke) {
		return fmt.Errorf("-resume %s: %w", name, err)
	}
	switch {
	case errors.Is(err, arena.ErrBeyond):
		held, last := 0, -1
		if f, err := os.Open(name); err == nil {
			held, last = arena.CountRecords(f)
			f.Close()
		}
		return usageError("-resume %s: the file holds %d games, up to game %d, beyond the %s: -resume only appends; give the run's own -games, or another -o",
			name, held, max(last, ke.Game), games)
	case ke.Game >= 0 && ke.Err == nil:
		return fmt.Errorf("-resume %s: %v (same -seed and -shard?)", name, err)
	case ke.Game >= 0 && !errors.Is(err, arena.ErrReplay) && !isReplayError(err):
		return fmt.Errorf("-resume %s: %v (%s)", name, err, flagsOfField(err))
	}
	return fmt.Errorf("-resume %s: %v", name, err)
}

// flagsOfField returns the flags that make the field of a record that an
// *arena.MismatchError in err names: the question a -resume of another
// run's file asks ("the same -openings, -balanced and -balanced-nodes?").
func flagsOfField(err error) string {
	var me *arena.MismatchError
	field := ""
	if errors.As(err, &me) {
		field = me.Field
	}
	flags := map[string]string{
		"variant":       "-variant",
		"seed":          "-seed",
		"south":         "-players",
		"north":         "-players",
		"opening":       "-openings",
		"opening moves": "-openings, -balanced and -balanced-nodes",
		"plies":         "-max-plies",
		"reason":        "-max-plies",
		"game":          "-games and -shard",
		"match":         "-match",
	}[field]
	if flags == "" {
		return "the same -variant, -seed, -players, -openings, -balanced and -max-plies?"
	}
	return "the same " + flags + "?"
}

// isReplayError reports whether err holds a *bao.ReplayError (an illegal
// move in a record).
func isReplayError(err error) bool {
	var re *bao.ReplayError
	return errors.As(err, &re)
}
