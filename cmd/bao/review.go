package main

import (
	"context"
	"fmt"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/review"
)

// reviewLong is what bao review -h says between its short text and its exit statuses.
const reviewLong = `FILE ("-" for standard input) holds game records in the format of package
record or the JSON lines of bao selfplay, told apart by the content; -game
picks the game, counting from 0 as the records' "game" field. Every move of the game is reviewed
(package review): first the solver walks back from the end of the game
proving what it can within -solve-nodes positions each (it stops at the
first position it cannot solve), then the player (-player, a fresh
one for each position, as bao analyse) analyses each position before a move.

Each output line, one per ply, in order:
{"ply":1,"move":"A4","best":"A3","score_before":..,"score_after":..,"verdict":"gave away a win","win_in":29,"side":"S","value_before":"win","value_after":"loss","plies_after":20}
Scores are from the view of the player who moved, in the player's units;
win_in/loss_in where the position before the move is proven;
value_before/value_after the proven values for the mover. The verdicts:
"gave away a win", "gave away a draw" (from proofs), "blunder", "mistake",
"inaccuracy" (the move lost at least 0.3, 0.2, 0.1 of winning chances,
tanh(score/600), against the best move), "" for a good move.`

// reviewExits is the exit-status paragraph of bao review -h.
const reviewExits = "Exit status: 0 success; 1 a record that cannot be read or replayed, or a\nfailed write; 2 bad usage (unknown flag, bad flag value, unknown variant\nor player spec, a player that cannot analyse, no FILE)."

func runReview(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	followRecord(fs)
	spec := fs.String("player", review.DefaultPlayer, "the `spec` of the player that analyses each position (one that analyses: alphabeta, mcts, solve, best)")
	seed := fs.Uint64("seed", 1, "the player's `seed`")
	game := fs.Int("game", -1, gameUsage("review game `N` of FILE", "the first record"))
	nodes := fs.Int64("solve-nodes", 0, "the solver's budget per position, in `positions`; 0 for the game's default (4000000 in kingulu and kujifunza, 1000000 elsewhere), -1 for no solver")
	progress := fs.Bool("progress", false, "report the progress on stderr")
	fs.Lookup("game").DefValue = "0" // prints no "(default -1)"; the usage says the default
	if st := parse(fs, args); st >= 0 {
		return st
	}
	usage := func(format string, a ...any) int {
		fmt.Fprintf(e.stderr, "bao review: "+format+"\n", a...)
		return exitUsage
	}
	switch {
	case fs.NArg() != 1:
		return usage("want one FILE, got %d", fs.NArg())
	case *game < 0 && flagGiven(fs, "game"):
		return usage(`-game %d: want a game number, at least 0 (games count from 0, as the records' "game" field)`, *game)
	case *nodes < -1:
		return usage("-solve-nodes %d: want a number of positions, 0 or -1", *nodes)
	}
	p, err := player.New(*spec, *seed)
	if err != nil {
		return usage("%v", err)
	}
	if _, ok := p.(player.Analyser); !ok {
		return usage("-player %s: this player cannot analyse (use alphabeta, mcts, solve or best)", p.Name())
	}
	want, ok := variantFlag(e, fs, *variant)
	if !ok {
		return exitUsage
	}
	file := fs.Arg(0)
	r, num, err := readRecord(e, file, *game)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao review:", unwrapPath(err))
		return exitFail
	}
	v, err := r.VariantWant(want)
	var g *bao.Game
	if err == nil {
		g, err = r.ReplayVariant(v)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "bao review: %s: game %d: %v\n", file, num, r.MoveError(v, err))
		return exitFail
	}
	opts := review.Options{Player: *spec, Seed: *seed, SolveNodes: *nodes}
	w := newOutput(e.stdout)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	opts.Progress = func(pr review.Progress) {
		if *progress {
			fmt.Fprintf(e.stderr, "bao review: %s %d/%d\n", pr.Stage, pr.Done, pr.Total)
		}
		if pr.Ply != nil {
			w.Write(append(pr.Ply.JSON(), '\n'))
			if w.Flush() != nil { // a line as soon as its ply is reviewed
				cancel() // a failed write: finish reports it
			}
		}
	}
	if _, err := review.Game(ctx, g, opts); err != nil && w.Err() == nil {
		fmt.Fprintln(e.stderr, "bao review:", err)
		return finish(e, "review", w, exitFail)
	}
	return finish(e, "review", w, exitOK)
}
