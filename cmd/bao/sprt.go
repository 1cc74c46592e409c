package main

import (
	"fmt"
	"math"
	"runtime"
	"strings"

	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/interrupt"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/sprt"
)

const sprtHelp = `The test. H0 says that player A is E0 Elo better than player B, H1 that it is
E1 better (E0 < E1, logistic Elo: a difference d means an expected score of
1/(1+10^(-d/400)) per game); the test stops as soon as the games played
accept one of them, and if the truth is E0 (or less) it accepts H1 with
probability at most about alpha, if E1 (or more) H0 with probability at
most about beta. It is fishtest's generalized SPRT on game pairs
(LLR_logistic): after every pair, the log-likelihood ratio of the pairs'
pentanomial counts (pairs in which A scored 0, 1/2, 1, 3/2, 2) is compared
with Wald's bounds ln(beta/(1-alpha)) and ln((1-beta)/alpha).

Games are played in pairs as by bao selfplay -openings K with the same
seed: games 2i and 2i+1 share K uniformly random opening plies and the
players change seats. The test stops at the first pair, in game order,
after which it has a verdict, so that the verdict, the counts and the -o
records (every game counted) are the same whatever -workers, except with
players that have a time budget (time=...). -max-games N stops it with the
verdict none (0: no limit). -balanced N plays only openings in which neither
side can force a win within N plies, drawn from the seed as the pairs need
them (see bao tournament -h). The report gives the LLR with its bounds, the
games and pentanomial counts, the pairs the colour decided (the same side
won both games), A's Elo difference with a 95% interval (the normal
approximation on pairs, not corrected for the stopping rule) and the
verdict; -json prints one JSON object instead (docs/interfaces.md).

SIGINT or SIGTERM stops the run as it stops bao selfplay: no game is
started, the games being played are finished (a second signal drops them),
every finished record is written and the state reached is reported.`

const sprtExits = `Exit status: 0 when the test ended, whatever the verdict (H0, H1, or none
at -max-games); 1 on a failure at run time (a failed write, a player's
error); 2 on bad usage (unknown flag or variant, bad player spec, E0 not
below E1, alpha or beta outside (0, 0.5), -max-games odd); 130 or 143
after SIGINT or SIGTERM.`

func runSprt(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	players := fs.String("players", "", "the two player specs `A,B`; the test is of A against B; built-in players: "+strings.Join(player.Names(), ", "))
	elo0 := fs.Float64("elo0", math.NaN(), "H0: A is `E0` logistic Elo better than B (required)")
	elo1 := fs.Float64("elo1", math.NaN(), "H1: A is `E1` logistic Elo better than B, E1 > E0 (required)")
	alpha := fs.Float64("alpha", 0.05, "the probability `A` of accepting H1 when H0 holds, in (0, 0.5)")
	beta := fs.Float64("beta", 0.05, "the probability `B` of accepting H0 when H1 holds, in (0, 0.5)")
	maxGames := fs.Int("max-games", 0, "stop after `N` games (even) with the verdict none; 0: no limit")
	openings := fs.Int("openings", 4, fmt.Sprintf("random plies `K` that open every game pair, 0 to %d", arena.MaxOpenings))
	balanced, balancedNodes := balanceFlags(fs)
	seed := fs.Uint64("seed", 1, "master `seed` of the games and openings")
	workers := fs.Int("workers", min(runtime.NumCPU(), arena.MaxWorkers), fmt.Sprintf("number of games played at once, 1 to %d; does not change the result", arena.MaxWorkers))
	out := fs.String("o", "", "write the record of every game counted, one JSON object per line in game order, to `FILE` (bao selfplay's records)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of the text")
	sh := sprtShardFlags(fs)
	if st := parse(fs, args); st >= 0 {
		return st
	}
	usageErr := usageFailer(e, fs, "sprt")
	test := sprt.Test{Elo0: *elo0, Elo1: *elo1, Alpha: *alpha, Beta: *beta}
	switch {
	case *players == "":
		return usageErr("-players is missing")
	case math.IsNaN(*elo0) || math.IsNaN(*elo1):
		return usageErr("-elo0 and -elo1 are required")
	case *maxGames < 0 || *maxGames%2 != 0:
		return usageErr("-max-games must be 0 (no limit) or even")
	case *workers < 1 || *workers > arena.MaxWorkers:
		return usageErr("-workers must be 1 to %d", arena.MaxWorkers)
	}
	if err := test.Check(); err != nil {
		return usageErr("%v", strings.TrimPrefix(err.Error(), "sprt: bad test: "))
	}
	specs := player.SplitSpecs(*players)
	if len(specs) != 2 || specs[0] == "" || specs[1] == "" {
		return usageErr("-players %q: want two player specs A,B", *players)
	}
	for _, s := range specs {
		if _, err := player.New(s, 0); err != nil {
			return usageErr("-players: %v", err)
		}
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return exitUsage
	}
	// The bounds of the run's settings are arena's (its games are arena.Run's).
	if err := (&arena.Config{Variant: v, A: specs[0], B: specs[1], Openings: *openings, Options: arena.Options{Balanced: arena.Balance{Plies: *balanced, Nodes: *balancedNodes}}}).Check(); err != nil {
		return usageErr("%s", settingError(err))
	}
	limit := *maxGames
	if limit == 0 {
		limit = arena.MaxGames
	}
	cfg := sprt.Config{Test: test, Variant: v, A: specs[0], B: specs[1], Openings: *openings, Balanced: arena.Balance{Plies: *balanced, Nodes: *balancedNodes}, MaxGames: limit, Seed: *seed, Workers: *workers}
	if st := sh.run(e, fs, &cfg, *maxGames, *out, *asJSON, usageErr); st >= 0 {
		return st
	}
	// From here on, a signal stops the run rather than killing it.
	sig := interrupt.Catch()
	defer sig.End()
	var lw *arena.LineWriter
	if *out != "" {
		// A new file only, as selfplay's without -resume: an sprt run
		// is not resumed, and never destroys the records of another.
		var st int
		if lw, _, st = openRecords(e, "sprt", *out, false, "", nil); st >= 0 {
			return st
		}
		cfg.JSON = workersMakeLines(*workers)
		cfg.NoMoves = true // nothing reads the moves but the lines
	}
	g := startRun(e, lw, sig, false)
	cfg.Stop = g.sig.Stop
	res, err := sprt.Run(g.sig.Ctx, cfg, g.records())
	got, err := g.end(err)
	if err != nil || res == nil {
		fmt.Fprintln(e.stderr, "bao sprt:", err)
		return exitFail
	}
	w, st := printSprt(e, res, *asJSON, true)
	if st >= 0 {
		return st
	}
	status := exitOK
	if got != nil {
		status = stopped(e, "sprt", got, res.Games, 0, "games")
	}
	return finish(e, "sprt", w, status)
}
