package main

// bao sprt -batch, -shard and -from: a test split among the jobs of a
// batch system, and its state from their records.

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/bao-games/bao/internal/interrupt"
	"github.com/bao-games/bao/sprt"
)

const sprtShardHelp = `Runs across machines. -batch P makes the test look at the counts only after
every P pairs (batch boundaries; the last pair of -max-games is one too):
the default, 1, is every pair. -shard I/N -o FILE plays only the batches
whose number is I modulo N, up to -max-games games (required: a shard
cannot know the verdict, which depends on the games of the others), and
writes their records to FILE; N such jobs (a batch system's array job) play
between them the games of the test. A shard stopped before the end is
continued with -resume (its complete records are kept, checked to be this
shard's, and the rest is played). bao sprt -from FILE ... (the other flags
as for the shards: -players, -elo0, -elo1, -alpha, -beta, -openings or
-openings-file, -balanced, -seed, -max-games, -batch) reads the records of
any of the shards (-from again, or more files after the flags), checks that
each is a game of that test (refused with exit 1, naming the file and line,
otherwise; a partial last line, of a shard still writing, is left out with
a note on stderr; the same record twice counts once), and prints the state
of the test: the counts of the pairs in game order up to the first batch
boundary where a bound is crossed, with the verdict, or, when a game before
it is missing, up to the last boundary before that game, with the verdict
"none yet" (the shards are still playing, or failed). With -json, the
object of a run plus "batches":B (with -balanced, the openings drawn and
rejected are drawn again). The verdict and counts are those of the same
test run in one job with the same -batch, whatever N: the games are the
same and so are the boundaries.`

// sprtShard holds the flags of bao sprt's shards (sprtShardFlags).
type sprtShard struct {
	suite  suiteFlag
	batch  *int
	shard  *string
	resume *bool
	from   []string
}

// sprtShardFlags defines -batch, -shard and -from on fs.
func sprtShardFlags(fs *flag.FlagSet) *sprtShard {
	sh := &sprtShard{suite: openingsFileFlag(fs)}
	sh.batch = fs.Int("batch", 1, fmt.Sprintf("the test looks at the counts after every `P` pairs (1 to %d), and -shard plays whole batches", sprt.MaxBatch))
	sh.resume = fs.Bool("resume", false, "with -shard: continue an interrupted -o FILE (keep its complete records, checked to be this shard's, drop a partial last line, play the rest)")
	sh.shard = fs.String("shard", "", "play only the batches whose number is I modulo N (`I/N`, 0 <= I < N <= 1000000) up to -max-games, into -o, for the N jobs of a batch array")
	fs.Func("from", "read the records of shards of the test from `FILE` (again, or more files after the flags) and print the test's state", func(s string) error {
		sh.from = append(sh.from, s)
		return nil
	})
	return sh
}

// run sets c's openings file and batches and runs the shard or the reading of -from when
// their flags are given, returning the exit status; -1 lets runSprt run
// the test. maxGames is -max-games as given, out -o's file.
func (sh *sprtShard) run(e *env, fs *flag.FlagSet, c *sprt.Config, maxGames int, out string, asJSON bool, usageErr func(string, ...any) int) int {
	files := append(sh.from, fs.Args()...)
	given := flagGiven(fs, "batch")
	switch {
	case *sh.batch < 1 || *sh.batch > sprt.MaxBatch:
		return usageErr("-batch must be 1 to %d", sprt.MaxBatch)
	case len(fs.Args()) > 0 && len(sh.from) == 0:
		return usageErr("unexpected arguments %q (record files are read with -from)", fs.Args())
	case len(files) > 0 && *sh.shard != "":
		return usageErr("-from reads the shards' records; -shard plays one")
	case len(files) > 0 && out != "":
		return usageErr("-from writes no records: -o is for the runs and shards")
	}
	if given {
		c.Batch = *sh.batch
	}
	pairs := maxGames / 2 // 0: as many as the file has
	suite, st := sh.suite.load(e, "sprt", c.Variant, flagGiven(fs, "openings"), c.Balanced.Plies, pairs, usageErr)
	if st >= 0 {
		return st
	}
	if suite != nil {
		c.Suite, c.Openings = suite, 0
		if maxGames == 0 {
			c.MaxGames = 2 * suite.Len()
		}
	}
	if len(files) > 0 {
		c.Batch = *sh.batch
		return sprtFrom(e, c, files, asJSON)
	}
	if *sh.shard == "" {
		if *sh.resume {
			return usageErr("-resume continues a shard's -o FILE: with -shard")
		}
		return -1
	}
	i, n, ok := parseShard(*sh.shard)
	switch {
	case !ok:
		return usageErr("-shard %q: want I/N with 0 <= I < N <= %d", *sh.shard, maxShards)
	case maxGames == 0:
		return usageErr("-shard needs -max-games: a shard plays its batches up to it, and cannot know the verdict")
	case out == "":
		return usageErr("-shard needs -o FILE, the records that bao sprt -from reads")
	}
	c.Shard, c.Shards, c.Batch = i, n, *sh.batch
	return sprtRunShard(e, c, out, *sh.resume, asJSON)
}

// sprtRunShard plays the shard c.Shard of c.Shards of the test c into the
// records file out (with resume, after the records it holds: c.Resume)
// and says what it played.
func sprtRunShard(e *env, c *sprt.Config, out string, resume, asJSON bool) int {
	sig := interrupt.Catch()
	defer sig.End()
	lw, _, st := openRecords(e, "sprt", out, resume, fmt.Sprintf("%d games of this test (-max-games)", c.MaxGames), c.Resume)
	if st >= 0 {
		return st
	}
	c.JSON = workersMakeLines(c.Workers)
	c.NoMoves = true
	g := startRun(e, lw, sig, false)
	c.Stop = g.sig.Stop
	sum, err := sprt.RunShard(g.sig.Ctx, *c, g.records())
	got, err := g.end(err)
	if err != nil || sum == nil {
		fmt.Fprintln(e.stderr, "bao sprt:", err)
		return exitFail
	}
	w := newOutput(e.stdout)
	if asJSON {
		b, err := json.Marshal(struct {
			Variant string `json:"variant"`
			A       string `json:"a"`
			B       string `json:"b"`
			Shard   int    `json:"shard"`
			Shards  int    `json:"shards"`
			Batch   int    `json:"batch"`
			Games   int    `json:"games"`
		}{sum.Variant, sum.Players[0], sum.Players[1], c.Shard, c.Shards, max(c.Batch, 1), sum.Games})
		if err != nil {
			fmt.Fprintln(e.stderr, "bao sprt:", err)
			return exitFail
		}
		w.Printf("%s\n", b)
	} else {
		w.Printf("%-9s %s\n", "variant", sum.Variant)
		w.Printf("%-9s A = %s, B = %s\n", "players", sum.Players[0], sum.Players[1])
		pairs := "1 pair"
		if b := max(c.Batch, 1); b > 1 {
			pairs = fmt.Sprintf("%d pairs", b)
		}
		w.Printf("%-9s %d/%d: batches %d, %d, ... of %s, up to %d games\n", "shard", c.Shard, c.Shards, c.Shard, c.Shard+c.Shards, pairs, c.MaxGames)
		kept := ""
		if all, left := c.ShardGames(); all > left {
			kept = fmt.Sprintf(" (and %d kept by -resume)", all-left)
		}
		w.Printf("%-9s %d played%s, records in %s (bao sprt -from reads them with the other shards')\n", "games", sum.Games, kept, out)
	}
	status := exitOK
	if got != nil {
		status = stopped(e, "sprt", got, sum.Games, 0, "games")
	}
	return finish(e, "sprt", w, status)
}

// sprtFrom prints the state of the test c from the records of files (-
// for e.stdin).
func sprtFrom(e *env, c *sprt.Config, files []string, asJSON bool) int {
	t, err := sprt.NewTally(*c)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao sprt:", err)
		return exitUsage
	}
	for _, name := range files {
		in := e.stdin
		if name != "-" {
			f, err := os.Open(name)
			if err != nil {
				fmt.Fprintln(e.stderr, "bao sprt:", err)
				return exitFail
			}
			defer f.Close()
			in = f
		}
		partial, err := t.Read(in)
		if err != nil {
			fmt.Fprintf(e.stderr, "bao sprt: %s: %v\n", name, err)
			return exitFail
		}
		if partial {
			fmt.Fprintf(e.stderr, "bao sprt: %s: a partial last line left out (a shard still writing, or stopped as it wrote)\n", name)
		}
	}
	res, err := t.ResultBalanced(context.Background(), c.Workers)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao sprt:", err)
		return exitFail
	}
	w, st := printSprt(e, res, asJSON, false)
	if st >= 0 {
		return st
	}
	return finish(e, "sprt", w, exitOK)
}

// printSprt prints the state of a test, res, to the output it returns (to
// finish): its JSON line, or its text (with timing, the time line). The
// status is -1, or exitFail after a message.
func printSprt(e *env, res *sprt.Result, asJSON, timing bool) (*output, int) {
	w := newOutput(e.stdout)
	if !asJSON {
		w.Print(res.Text(timing))
		return w, -1
	}
	b, err := json.Marshal(res)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao sprt:", err)
		return nil, exitFail
	}
	w.Printf("%s\n", b)
	return w, -1
}
