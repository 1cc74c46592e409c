// Package web serves Bao in the browser: one page, with its script and
// style sheet embedded in the binary, in front of a small JSON API over the
// rules engines of github.com/bao-games/bao. `bao serve` runs it.
//
// # Quick start
//
//	srv := web.New(web.Config{Variant: "kete"}) // the page and its API; zero fields take DefaultConfig's
//	log.Fatal(http.ListenAndServe("127.0.0.1:8080", srv))
//
// (bao serve does this, with its flags and signals.)
//
// # Architecture
//
// The Go engines stay on the server; the page is plain HTML, CSS and
// JavaScript with no build step and nothing fetched from elsewhere. The page
// holds the game as a list of positions (position text), and asks the
// server for everything that needs the rules: the legal moves, the position
// after a move, the board picture, a computer player's move, the replay of
// a record. No rule is written in JavaScript, so the page plays every
// registered variant, options included, and stays exact. This was chosen
// over compiling Go to WebAssembly because it is the smallest sound design:
// no second build, no multi-megabyte download, the players' searches run
// natively (alphabeta at depth 4 answers in milliseconds), and the server is
// stateless, so undo and stepping through a game are list operations in the
// page, and no session can leak memory on the server.
//
// The board is the SVG picture of package render (one look across the
// project: the same drawing as `bao show -format svg`). The page finds each
// pit by its <g class="pit"> group, whose <title> begins with the pit's
// label, marks the legal starts, and listens for clicks and keys there.
//
// # Moves shown step by step
//
// A move is shown exactly, in frames: the position before it with the
// start pit marked and a line saying who plays what, then the position
// after each lap of the move, then the position after it, where every pit
// and store whose count changed carries its difference ("+2", "−5"), and a
// summary in words of what changed (seeds taken from the opponent's pits,
// the stores, a house lost, takasia, reservations, the end of the game:
// render.Effect.Summary).
// The laps come from the variant's bao.Tracer (every variant of this
// module has one): each is the position at the moment a lap's last seed
// has fallen, before the relay or capture that follows, so every seed is
// on the board or in a store and the frames are exact positions of the
// rules engine, never a replay of the sowing in the page. A move of more
// than 198 laps (the frames are bounded at 200) shows its first 198 laps
// and says the rest are not shown. The viewer sets the time each frame stays (0: no animation), so
// the move plays lap by lap at the viewer's speed. A variant without a
// Tracer is shown as the position before and the position after. The
// frames are render.Frames.
//
// # Routes
//
// Every API route answers JSON; every error is a 4xx (5xx for a failed
// search or a panic) with a body {"error": "what is wrong"}.
//
//	GET  /                 the page (also /app.js, /style.css)
//	GET  /api/info         variants with their options (from the registry),
//	                       players, example specs, search limits
//	POST /api/position     {variant, position?, south?, north?, highlight?}
//	                       -> View: canonical text, SVG, legal moves, outcome
//	POST /api/move         {variant, position?, move, ...} -> MoveAnswer:
//	                       the annotated move, changes, summary, frames, View
//	POST /api/analyse      {variant, position?, player, seed} -> Analysis:
//	                       the move the player chooses (and its search data)
//	POST /api/record       {text}: game records (package record) or selfplay
//	                       JSON lines (package arena) -> the games replayed,
//	                       with the position after every move
//	POST /api/export       {variant, start?, moves, ...} -> {record}: the
//	                       game record of a game
//
// Status codes: 400 malformed JSON, unknown field, unknown variant or
// option, a position or move that does not read, a player spec that does
// not read or exceeds the limits; 422 an illegal move or a position that
// reads but breaks a rule; 413 a body over the limit; 415 a POST that is
// not application/json (which also keeps other web pages from posting
// "simple" cross-origin requests); 404 and 405 for unknown routes and
// methods; 403 a Host header not allowed (DNS rebinding); 503 when the
// searches are all busy (with Retry-After) or a search failed.
//
// # Limits
//
// Bodies are read through http.MaxBytesReader (16 KiB; 1 MiB for records
// and exports). At most Config.MaxSearches searches run at once, and one
// more is refused at once with 503 rather than queued. A search runs under
// the request's context, so it stops when the page goes away (the page
// aborts its request on undo, new game or stepping), and under
// Config.SearchTime. Player specs are checked against fixed caps before
// they run (alphabeta depth at most 12, a node budget of 1..2,000,000, a
// table of at most 2^20 entries; mcts at most 20,000 iterations; time
// budgets at most 5s): the memory and time of a request are bounded
// (player.NewWithin; a player that is not player.Limited is refused). A panic in a handler is recovered
// and answered with 500.
//
// # Quick start
//
//	s := web.New(web.Config{})
//	http.ListenAndServe("127.0.0.1:8080", s)
//
// or, with a graceful stop, `bao serve -addr 127.0.0.1:8080`.
package web
