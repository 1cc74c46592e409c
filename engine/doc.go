// Package engine is the Bao engine protocol (docs/engine-protocol.md):
// a line protocol on standard input and output, shaped like UCI, through
// which engines written in any language play bao's players, and each
// other, in every command that takes a player spec.
//
// It has both ends of the protocol:
//
//   - Serve is an engine: it answers a driver with the moves of a
//     built-in player (`bao engine -player SPEC`).
//   - Player is a driver: a player.Player that runs an outside engine's
//     program and asks it for its moves. Importing this package registers
//     the player spec "engine(cmd=PATH,args=...,movetime=...,...)" with
//     package player (player.Register), so that player.New, and with it
//     bao play, selfplay, tournament, sprt and analyse, build it like any
//     built-in player. ParseSpec documents the spec and its quoting.
//
// # Quick start
//
//	// An outside engine as a player, in any program (and every bao command):
//	import _ "github.com/bao-games/bao/engine"
//	p, err := player.New("engine(cmd=./greedyengine,movetime=200ms)", 1)
//	m, err := p.Choose(ctx, v, s) // the engine's move, checked
//	defer p.(io.Closer).Close()   // ends the engine's process
//
//	// A built-in player as an engine, on stdin and stdout (bao engine):
//	err = engine.Serve(ctx, os.Stdin, os.Stdout, engine.ServeConfig{Player: "alphabeta(depth=6)"})
//
// # The driver
//
// A Player starts its engine's process when it is first asked for a move,
// checks the handshake (bao ... baook), and keeps the process from game to
// game: each game starts with the seed option (SeedOption, when the engine
// declares it), newgame and isready, and each move is a position command
// with the position text and a go command with the spec's limits. The
// answer is checked against the rules (bao.ReadMove and the legal moves).
// An engine that misbehaves loses the game it is playing, and nothing
// else: Choose returns a *player.Forfeit whose Reason a game runner
// (package arena) records, the process is killed (with its process group,
// on Unix), and the next game starts a new one. The reasons:
//
//	engine crashed    the process exited, or closed its output, while the
//	                  driver waited for it or wrote to it
//	time forfeit      no bestmove within the move's budget plus the margin
//	                  (Config.Margin, default 1s; at the end of the budget
//	                  the driver sends stop), no baook or readyok within
//	                  Config.Timeout (default 30s), or input not read
//	illegal move X    the bestmove X does not parse or is not legal (X as
//	                  the engine wrote it, cut at 32 bytes)
//
// A move's budget is the spec's movetime, or the time left on the game's
// clock (clock=, inc=) if shorter, or Config.Timeout when neither is set
// (budgets in depth or nodes, or none). Lines longer than MaxLine are cut,
// and unknown lines ignored, so an engine that floods its output or writes
// garbage costs its driver no memory, and loses on time if no bestmove
// comes. An engine asked to play a variant its handshake does not list,
// or given an option (opt.NAME=) it did not declare, is an error of the
// run rather than a lost game: the spec does not fit the engine.
//
// Games between deterministic engines (and built-in players) with budgets
// in nodes or depth are reproducible from the seed, whatever the number of
// workers, when every engine takes its seed from the seed option: Serve
// does, so `engine(cmd=bao,args="engine -player alphabeta(nodes=2000)")`
// plays exactly the games of alphabeta(nodes=2000).
//
// Player is not safe for concurrent use: a game runner gives each worker
// its own, and so each worker its own process. Close ends the process;
// a Player that is dropped without Close has its process killed when the
// garbage collector reclaims it, and every engine should exit when its
// standard input ends.
package engine
