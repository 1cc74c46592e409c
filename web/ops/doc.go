// Package ops holds the operations of the Bao page: everything the page
// asks of the rules and the players, as Go functions that take and return
// plain values (JSON-tagged structs). Two transports call them, and
// nothing else computes for the page: `bao serve`'s HTTP handler (package
// web: POST /api/<name>) and the page's Web Worker, the module compiled to
// WebAssembly (web/worker), which answers the page's postMessage through
// Call and Reply. The page's script only presents.
//
// # Quick start
//
//	ans, err := ops.Play(&ops.MoveRequest{Game: ops.Game{Variant: "kiswahili"}, Move: "A6>"})
//	// ans.Move == "A6>*", ans.View.Position: the position after it
//	line := ops.Reply(ctx, ops.Config{}, "why", `{"variant":"kiswahili","pit":"A1"}`, nil)
//	// {"answer":{"legal":false,"reason":"illegal move A1>: ... (kiswahili.md rule N2); ..."}}
//
// # Operations
//
// The operations (Names): info (variants with their options, players,
// strength levels, limits), position (a position's picture, legal moves
// and outcome: View), move (a move played and described, with the frames
// of its animation), why (why no legal move starts at a pit: the rule, in
// the rules engine's words), analyse (a player's move with its search
// report, the object `bao analyse` prints), record (game records read and
// replayed), export (the record of a game) and replay (a game given by its
// moves, checked: the page's link and stored game).
//
// A Game's Lang ("sw") draws its pictures (View.SVG, the move's frames)
// in that language of the page's words table (package web/static), and
// says the words around them in it: the outcome (View.Outcome), the
// move's summary and frame notes, the reason of why and the message of an
// illegal move, a sentence per rule (rows why.rule.<rule>) with the
// rule's citation as the rules engine writes it; empty or "en": English,
// as render draws by default and the rules engine words its errors. Review reports each step
// to its progress function: the worker posts them to the page, and
// `bao serve` writes them as JSON lines to a client that asks for them.
//
// Errors are *Error values with a status (BadRequest, Unprocessable,
// TooLarge, Unavailable): the HTTP status of `bao serve`, and the status
// field of the worker's error reply. A player spec is refused beyond the
// search limits (player.NewWithin), and a search stops after
// Config.SearchTime, in the browser as on the server (the players read
// the clock themselves, so a search in the worker, which nothing can
// interrupt, keeps its time too).
package ops
