package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/player"
)

func init() {
	register(&command{
		name:  "selfplay",
		usage: "[-variant V] [-games N] [-seed S] [-players A,B] [-workers W] [-o FILE [-resume]] [-shard I/N] [-openings K] [-balanced N] [-match] [-match-games G] [-max-plies P] [-legal-every K] [-progress]",
		short: "play games between built-in players; print summary statistics, optionally write one JSON record per game",
		long:  selfplayHelp,
		exits: selfplayExits,
		run:   runSelfplay,
	})
}

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
keeps the complete records, drops a partial last line, and plays the rest, so
that the file ends byte-identical to that of an uninterrupted run; the
summary then covers the games of this run only.

Batch systems: -shard I/N plays only the games whose number is I modulo N;
the N outputs merged with 'bao merge' are the file of the single run (see
docs/batch.md).`

const selfplayExits = `Exit status: 0 success; 1 failure at run time (a failed write, a -resume file
of another run, a player's error); 2 bad usage (unknown flag, bad flag value,
unknown variant or player spec); 130 or 143 after SIGINT or SIGTERM.`

// Upper limits of the flags of selfplay that size memory or time.
const (
	maxSelfplayGames = 1_000_000_000
	maxShards        = 1_000_000
	maxPliesFlag     = 100_000
)

func runSelfplay(e *env, args []string) int {
	c := commands["selfplay"]
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
	match := fs.Bool("match", false, "play matches (best of the variant's match length, 3 for kete) instead of single games")
	matchGames := fs.Int("match-games", 0, fmt.Sprintf("with -match: best of `G` games, 0 (the variant's match length) to %d", arena.MaxMatchGames))
	maxPlies := fs.Int("max-plies", arena.DefaultMaxPlies, fmt.Sprintf("stop a game after `P` plies and count it as a draw by \"ply limit\" (a limit of the runner, not a rule), at most %d; 0: no limit (a record then grows with its game)", maxPliesFlag))
	legalEvery := fs.Int("legal-every", 0, "count the legal moves for the summary in one position in `K` (1: every position, exact but slower with random players; the games do not change); 0: with a random player the largest power of two at most N/256 (1 to 1024), else 1")
	progress := fs.Bool("progress", false, "show a progress bar on stderr (the default when stderr is a terminal)")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "bao selfplay: "+format+"\n", a...)
		fs.Usage()
		return exitUsage
	}
	switch {
	case *games < 1 || *games > maxSelfplayGames:
		return usageErr("-games must be 1 to %d", maxSelfplayGames)
	case *workers < 1 || *workers > arena.MaxWorkers:
		return usageErr("-workers must be 1 to %d", arena.MaxWorkers)
	case *maxPlies < 0 || *maxPlies > maxPliesFlag:
		return usageErr("-max-plies must be 0 (no limit) to %d", maxPliesFlag)
	case *matchGames < 0 || *matchGames > arena.MaxMatchGames:
		return usageErr("-match-games must be 0 (the variant's length) to %d", arena.MaxMatchGames)
	case *matchGames > 0 && !*match:
		return usageErr("-match-games needs -match")
	case *openings < 0 || *openings > arena.MaxOpenings:
		return usageErr("-openings must be 0 to %d", arena.MaxOpenings)
	case *legalEvery < 0:
		return usageErr("-legal-every must be 0 (automatic) or more")
	case *balanced < 0 || *balanced > arena.MaxBalancePlies || *balancedNodes < 0:
		return usageErr("-balanced must be 0 to %d, -balanced-nodes 0 or more", arena.MaxBalancePlies)
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
	specs, err := splitPlayers(*players)
	if err != nil {
		return usageErr("%v", err)
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
	cfg := arena.Config{
		Variant:    v,
		A:          specs[0],
		B:          specs[1],
		Games:      *games,
		Seed:       *seed,
		Workers:    *workers,
		MaxPlies:   *maxPlies,
		Match:      *match,
		MatchGames: *matchGames,
		Openings:   *openings,
		Balanced:   arena.Balance{Plies: *balanced, Nodes: *balancedNodes},
		Shard:      shardI,
		Shards:     shardN,
		LegalEvery: every,
	}
	if *maxPlies == 0 {
		cfg.MaxPlies = -1
	}
	fail := func(err error) int {
		fmt.Fprintln(e.stderr, "bao selfplay:", err)
		return exitFail
	}

	var lw *lineWriter
	if *out != "" {
		f, from, err := openRecords(*out, *resume, func(data []byte) (int, int, error) {
			id, err := cfg.Identity()
			if err != nil {
				return 0, 0, err
			}
			from, keep, err := id.Kept(data)
			return from, keep, resumeError(*out, err, "(same -variant, -seed, -players and -openings?)")
		})
		if err != nil {
			return fail(err)
		}
		cfg.From = from
		cfg.JSON = workersMakeLines(*workers)
		cfg.NoMoves = true // nothing reads the moves but the lines
		lw = newLineWriter(f, *out)
	}

	bar := *progress || isTerminal(e.stderr)
	if bar {
		cfg.Progress = newProgressBar(e.stderr, *match).update
	}
	g := startRun(e, lw, bar)
	cfg.Stop = g.sig.stop
	var each func(*arena.Record) error
	if lw != nil {
		each = g.write
	}
	sum, err := arena.Run(g.sig.ctx, cfg, each)
	got, err := g.end(err)
	if err != nil {
		return fail(err)
	}
	status := exitOK
	if got != nil {
		status = stopped(e, "selfplay", got, sum.Games, 0, "games")
	}
	w := newOutput(e.stdout)
	w.Print(sum.Text(true))
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

// openRecords opens the -o file: created anew, or with resume the
// records already there checked by kept and kept, a partial last line
// dropped. kept gets the file's complete lines and returns the number of
// the first game left to play and the length of the lines to keep
// (arena.KeptRecords). openRecords returns the file, positioned at its end, and
// that game number.
func openRecords(name string, resume bool, kept func(data []byte) (from, keep int, err error)) (*os.File, int, error) {
	if !resume {
		f, err := os.Create(name)
		return f, 0, err
	}
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		return nil, 0, err
	}
	data, err := io.ReadAll(f)
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	keep := bytes.LastIndexByte(data, '\n') + 1 // complete lines only
	from, keep, err := kept(data[:keep])
	if err == nil {
		err = f.Truncate(int64(keep))
	}
	if err == nil {
		_, err = f.Seek(int64(keep), io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	return f, from, nil
}

// resumeError returns the error of arena's KeptRecords for the -resume
// file name, with the flags that make the run, hint for a record of
// another run (an *arena.KeptError's own error, else as it is).
func resumeError(name string, err error, hint string) error {
	var ke *arena.KeptError
	if !errors.As(err, &ke) {
		return err
	}
	switch {
	case ke.Game >= 0 && ke.Err == nil:
		return fmt.Errorf("-resume %s: %v (same -seed and -shard?)", name, err)
	case ke.Game >= 0 && hint != "":
		return fmt.Errorf("-resume %s: %v %s", name, err, hint)
	}
	return fmt.Errorf("-resume %s: %v", name, err)
}
