// Package howto holds the "how to play" guides of the five games, in plain
// words for a player (no spec syntax), with diagrams drawn by package
// render, written from one source in two forms:
//
//   - HTML for the web page: Guide.HTML is a fragment (one <article> with
//     inline SVG diagrams, no script, no style sheet needed), Guide.Page a
//     whole page, Index the page that lists them, and Files all of them by
//     their path in a site ("howto/index.html", "howto/kiswahili.html",
//     ...), which `bao site` writes beside the page. Each guide links the
//     page's game (index.html#<variant>) and the game's full rules
//     (docs/<variant>.md; Options say where these links go).
//   - Markdown for the repository: Playing returns docs/playing.md, the
//     playing guide (on the page, in the terminal with `bao play`, the
//     strength levels of player.Levels, and every game's guide with text
//     diagrams); a test checks that the file is up to date, and
//     `go test ./howto -update` writes it again.
//
// Guides and Lookup give the guides themselves, for a program that lays
// them out its own way. The text is checked against the rules by tests
// where it names a position or a move: every diagram's position parses and
// its move is legal.
package howto
