// Package web is Bao in the browser: one page, embedded in the binary,
// and the two ways it reaches the rules engines of
// github.com/bao-games/bao. `bao serve` serves it with its JSON API (this
// package's Server); `bao site -o DIR` writes it as a static site (Site,
// WriteSite, BuildWorker) that any static file server serves and that works
// with the network off after one visit.
//
// # Quick start
//
//	srv := web.New(web.Config{Variant: "kete"}) // the page and its API; zero fields take DefaultConfig's
//	log.Fatal(http.ListenAndServe("127.0.0.1:8080", srv))
//
// (bao serve does this, with its flags and signals.) The static site:
//
//	bao site -o site && python3 -m http.server -d site 8000
//
// # Architecture: one page, two transports
//
// The page is presentation only: it draws, animates, listens and
// translates. Everything it asks (legal moves with their descriptions and
// animation frames, playing, why a move is illegal, analysis, the players
// and strength levels, records in and out, review) is an operation of
// package ops: Go functions that take and return plain values. Two
// transports call the same functions:
//
//	page script ──┬── fetch api/<name> ── bao serve (Server) ───────────┐
//	              └── postMessage ── Web Worker: web/worker (js/wasm) ──┴── ops ── player, review, record, render, bao
//
// In the static site the module itself, compiled to WebAssembly
// (web/worker, GOOS=js GOARCH=wasm, about 1.4 MB gzipped), runs in a Web
// Worker (static/worker.js), so the page never freezes while the computer
// thinks; a search cannot be interrupted there, so stopping one ends the
// worker, which the page starts again for its next operation. The page
// asks api/info first: where a server answers it (bao serve), it uses the
// server; elsewhere the worker. The server adds only what a browser cannot
// do: outside engines (Config.Engines, bao serve -engine). No rule is
// written in JavaScript, so the page plays every registered variant,
// options included, and stays exact; no logic is written twice.
//
// The site's files: index.html, app.js, style.css, words.tsv (every word
// the page shows, one row per identifier, one column per language:
// English and Swahili, with the games' own terms; another language is one
// more column), worker.js, wasm_exec.js (the Go distribution's, kept in
// the repository; bao site takes the one of the Go that builds the
// engine), bao.wasm and bao.wasm.gz (compressed, which the worker
// fetches and decompresses: 1.4 MB from any server), manifest.webmanifest
// with icons (the page can be
// installed), sw.js (a service worker that stores every file at the first
// visit and answers from that store first), and the how-to-play guides of
// package howto (howto/<variant>.html). docs/page.md says how to serve
// and host it, and gives the engine's speed in the browser.
//
// The page keeps its URL fragment equal to the game on screen
// (#<variant spec>:<move>_<move>...: a link opens the same game) and the
// game in local storage (a reload, or the page opened without a fragment,
// continues it). Each pit is an element with data-pit="<label>", a tap
// target of its whole cell; at 360 CSS pixels wide the page asks for the
// upright board (render.Options.Narrow), whose cells are 44 pixels or
// more. Every action has a key or a focusable control, and no state is
// shown by colour alone (legal starts are ringed and marked "▸", changes
// carry their sign, verdicts their ?!, ?, ??). window.bao (ready, state,
// play, newGame, analyse) lets tests, scripts and other pages drive the
// board (docs/interfaces.md, "The page").
//
// The board is the SVG picture of package render (one look across the
// project: the same drawing as `bao show -format svg`). The page finds each
// pit by its <g class="pit"> group, whose <title> begins with the pit's
// label, marks the legal starts, and listens for clicks and keys there.
// The board speaks the page's language: every position and move request
// carries "lang" (a column of the words table), and the engine draws the
// board's words (the sides, the status line, the stores, the legend) from
// that column (package web/static, render.Options.Words), and says the
// outcome, a move's summary and notes and the reason of an illegal move
// in it too; changing the language draws the board again.
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
// search or a panic) with a body {"error": "what is wrong"}. The routes
// are the operations of package ops, by name.
//
//	GET  /                 the page (also every file of the site but
//	                       bao.wasm: /app.js, /style.css, /words.tsv, ...,
//	                       /howto/<variant>.html)
//	GET  /api/info         variants with their options (from the registry),
//	                       players, strength levels, example specs, search
//	                       limits, the operations answered
//	POST /api/position     {variant, position?, south?, north?, highlight?,
//	                       narrow?, lang?} -> View: canonical text, SVG
//	                       (its words in lang: "en", "sw"), legal moves,
//	                       outcome
//	POST /api/move         {variant, position?, move, ...} -> MoveAnswer:
//	                       the annotated move, changes, summary, frames, View
//	POST /api/why          {variant, position?, pit} -> {legal, reason}: the
//	                       rule that forbids every move from the pit
//	POST /api/analyse      {variant, position?, player, seed} -> Analysis:
//	                       the move the player chooses (and its search data)
//	POST /api/record       {text}: game records (package record) or selfplay
//	                       JSON lines (package arena) -> the games replayed,
//	                       with the position after every move
//	POST /api/export       {variant, start?, moves, ...} -> {record}: the
//	                       game record of a game
//	POST /api/replay       {variant, start?, moves} -> LoadedGame: the game
//	                       replayed, every move checked
//	POST /api/review       {variant, start?, moves, player?} -> {plies}: the
//	                       lines of bao review (package review); with
//	                       Accept: application/x-ndjson (StreamType), JSON
//	                       lines as the review goes: {"progress":step} per
//	                       step, then {"answer":{plies}} or
//	                       {"error":..,"status":N}
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
// Bodies are read through http.MaxBytesReader (16 KiB; 1 MiB for records,
// exports, replays and reviews). At most Config.MaxSearches searches run at once, and one
// more is refused at once with 503 rather than queued. A search runs under
// the request's context, so it stops when the page goes away (the page
// aborts its request on undo, new game or stepping), and under
// Config.SearchTime. Player specs are checked against fixed caps before
// they run (alphabeta depth at most 12, a node budget of 1..2,000,000, a
// table of at most 2^20 entries; mcts at most 20,000 iterations; time
// budgets at most 5s): the memory and time of a request are bounded
// (player.NewWithin; a player that is not player.Limited is refused); the
// strength levels' own specs (player.Levels) are allowed as they are,
// their time bounded by the level. A review holds one search place and is
// bounded by node budgets (package review); a streamed review stops when
// its client goes away (the page's Stop), which frees its place. The same limits hold in the
// worker. A panic in a handler is recovered and answered with 500.
package web
