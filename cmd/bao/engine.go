package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/bao-games/bao/engine"
	"github.com/bao-games/bao/player"
)

// engineLong is what bao engine -h says between its short text and its exit statuses.
const engineLong = `Reads protocol commands on stdin, one a line, and writes the answers on
stdout, until quit or the end of the input (package engine, Serve). The
handshake (bao) names the engine "bao SPEC", declares the option seed and
lists every registered variant. -variant is the variant played until a
newgame names another. The player keeps its search state from position to
position of a game; newgame and setoption name seed value N start it
afresh. A go without limits searches with the spec's budgets; depth, nodes
(mcts: iterations), movetime and the clock fields replace them. stop ends a
search at once and bestmove follows. The move is that of the player's
analysis, and the info line before bestmove gives what bao analyse prints
of it (depth, score, winin/lossin, nodes, pv) for the same spec, seed,
position and limits (go depth D: depth=D,nodes=0; see docs/engine-protocol.md).`

// engineExits is the exit statuses bao engine -h gives.
const engineExits = "Exit status: 0 after quit or the end of the input, 1 a failed write, 2 bad\nusage (unknown flag, variant or player spec)."

func runEngine(c *command, e *env, args []string) int {
	fs, variant := c.flags(e)
	spec := fs.String("player", "alphabeta", "the `spec` of the player that chooses the moves, one of "+strings.Join(player.Names(), ", ")+`, e.g. "alphabeta(nodes=20000)"`)
	seed := fs.Uint64("seed", 1, "the player's `seed` until the driver sets the option seed")
	if st := parse(fs, args); st >= 0 {
		return st
	}
	v, ok := lookup(e, *variant)
	if !ok {
		return exitUsage
	}
	p, err := player.New(*spec, *seed)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao engine: -player:", err)
		return exitUsage
	}
	if cl, ok := p.(interface{ Close() error }); ok {
		cl.Close()
	}
	err = engine.Serve(context.Background(), e.stdin, e.stdout, engine.ServeConfig{Player: *spec, Seed: *seed, Variant: v})
	if err != nil {
		fmt.Fprintf(e.stderr, "bao engine: writing the output: %v\n", unwrapPath(err))
		return exitFail
	}
	return exitOK
}
