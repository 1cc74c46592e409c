// Package render draws positions of the Bao games of
// github.com/bao-games/bao: as the text diagram of the rules documents, and
// as an SVG picture for a paper or a web page.
//
// Everything is driven by the variant's bao.Geometry, never by its name,
// so both drawings work for every variant, including those a third party
// registers.
//
// # Quick start
//
//	v := bao.MustLookup("kiswahili")
//	fmt.Print(render.Text(v, v.Start()))                // the diagram of the rules documents
//	svg := render.SVG(v, v.Start(), render.Options{Title: "The start", Labels: true})
//	e, err := render.Describe(v, s, m, -1)              // what move m does in s, in words:
//	fmt.Println(e.Text, e.Explanation())                // "A7>* 1 lap; enters a seed from the store ..."
//
// # Text
//
// Text draws the board as South sees it, one line per row of
// Geometry.Display, then one line that says who is to move and what the
// position holds besides the pits:
//
//	b8..b1   0  0  0  0  0  0  0  0
//	a8..a1   0  2  2  6  0  0  0  0
//	A1..A8   0  0  0  0  6  2  2  0
//	B1..B8   0  0  0  0  0  0  0  0
//	South to move, stores 22/22, houses SN, restricted -
//
// Each row line is the row's label (its first and last pit, "a8..a1"),
// then one cell per pit: a space and the count right-aligned in as many
// columns as the seed total has digits (more if a cell needs them), with the
// reserver's letter after the count of a reserved pit ("5S"). The last line
// is "<Side> to move, " followed by the seeds off the board, South's first:
// "stores" on a board where each player owns two rows, "banks" on a board
// of two rows; then ", houses " and the houses field of the position text
// when the geometry has houses, and ", restricted " and the restricted pit
// (or "-") when it has a restricted pit. For Bao Kingulu:
//
//	a6..a1   2  4 5S  3  3  1
//	A1..A6   2  3 4N  0  5  1
//	South to move, banks 9/6
//
// TextFrom draws the board as either player sees it: for North the
// diagram is turned round, North's rows at the bottom:
//
//	B8..B1   0  0  0  0  0  0  0  0
//	A8..A1   0  2  2  6  0  0  0  0
//	a1..a8   0  0  0  0  6  2  2  0
//	b1..b8   0  0  0  0  0  0  0  0
//	South to move, stores 22/22, houses SN, restricted -
//
// TextWith draws it from either side too and, with MarkHouses (as bao
// play, show and replay draw it), marks each house its owner still has
// with an H after its count; a house lost is a pit like the others:
//
//	b8..b1   0  0  0  0  0  0  0  0
//	a8..a1   0  2  2 6H  0  0  0  0
//	A1..A8   0  0  0  0 6H  2  2  0
//	B1..B8   0  0  0  0  0  0  0  0
//	South to move, stores 22/22, houses SN, restricted -
//
// # SVG
//
// SVG draws one circle per pit with its count (and, with Options.Labels,
// its label in small type), the house pits as squares (dashed once their
// owner has lost the house), the restricted pit with a red ring, reserved
// pits tinted in the reserver's colour with a badge carrying his letter,
// North's store (or bank) at the left of North's rows and South's at the
// right of South's, the players' names with a dot at the side to move, a
// status line ("South to move", or the outcome of a finished game), a
// legend for every marking that appears, and an optional title and caption.
// The output is a standalone SVG element with no external resources; it is
// deterministic, so it can be compared with golden files.
//
// The picture's words are English unless Options.Words gives others: a
// function from a word's id (WordIDs: "south", "board.tomove", ...) to its
// text in another language, with braces for what the picture fills in
// ("Zamu ya {side}"); English(id) is the English text. The page of package
// web draws the board in its language this way, from the column of its
// words table (package web/static), whose rows carry the same ids.
// The same words say a game's outcome (Options.Outcome), the notes of a
// move's frames (Frames) and its summary (Options.Summary) in the
// language; Effect.Summary and Outcome.String are their English.
//
// # Moves in words
//
// Describe plays a move and returns its Effect: what the rules engine
// reports of it through the interfaces of package bao (the laps of its
// bao.Tracer, the seeds it takes in hand by bao.LiftOf, its annotations,
// whether it stopped in the house where a safari was legal, its outcome)
// and what changed between the positions before and after it (the seeds
// taken from the opponent's pits, the stores or banks, the houses, the
// restricted pit, the reservations). Effect.Explanation is the sentence
// bao play prints after a move, Effect.Summary the line the page of
// package web shows under the board; the Geometry only chooses their
// words (stores or banks) and which facts each board has.
package render
