// Package record reads and writes game records of the Bao games of
// github.com/bao-games/bao, in a text format in the spirit of PGN, and
// replays them with every move checked.
//
// # Quick start
//
//	r := record.FromGame(g, map[string]string{record.TagSouth: "ann", record.TagNorth: "bob"})
//	err := r.Write(w)                 // the text format below, whole
//	rd := record.NewReader(f)         // reads it, or bao selfplay's JSON lines
//	for {
//		r, err := rd.Read()           // io.EOF after the last record
//		if err != nil { ... }
//		g, err := r.Replay()          // every move checked, and the result
//		...
//	}
//
// # The format
//
// A record is a block of tag lines, a blank line, and the moves of the game
// in move text (docs/interfaces.md), numbered, ending with the result:
//
//	[Variant "kiswahili"]
//	[Date "2025-01-31"]
//	[South "alice"]
//	[North "random"]
//	[Seed "7"]
//	[Result "S"]
//	[Reason "front row empty"]
//	[Generator "bao v0.4.0 go1.26.0"]
//
//	1. A7>* a6<* 2. A6< a5< 3. A2># S
//
// Tags. Each tag line holds one tag, a name and a value:
//
//	[Name "value"]
//
// The name starts with an ASCII letter, followed by letters, digits or '_'.
// In the value, a double quote is written \" and a backslash \\; no other
// escape exists and a value holds no control character. A tag name appears
// at most once in a record. These tags have a meaning:
//
//   - Variant (required): the variant with its rule options, as
//     bao.Variant.Name gives it: "kiswahili", "kiswahili(takasia=off)".
//   - Result (required): "S" or "N" (that player won), "draw", or "*" for a
//     game that is not finished.
//   - South, North: the players' names ("?" when unknown).
//   - Seed: the seed of the game's random players ("?" when unknown).
//   - Date: the day the game began, YYYY-MM-DD ("?" when unknown);
//     FromGame gives the day the record is made, in UTC, unless told.
//   - Start: the position the game started from, in position text, when it
//     is not the variant's start position.
//   - Reason: why the game ended: "front row empty", "no legal move", or,
//     for a game decided off the board, anything ("resigned", "time").
//   - Score: the final score where the variant counts seeds, "25-23"
//     (South's count first).
//   - Event, Round: where and in which round of a match the game was played.
//   - Generator: the program that made the record; FromGame gives
//     bao.Version(), the version of this module, its commit and Go's
//     ("bao v0.4.0 commit 31f3e9e...+dirty 2026-12-04T20:00:00Z go1.26.0"),
//     unless told. Nothing checks it. Self-play's JSON lines (package
//     arena) carry no version: their bytes are the same from every build,
//     so that a run can be checked byte for byte against another.
//
// Any other tag is kept as it is. Write writes Variant, Event, Round, Date,
// South, North, Seed, Result, Reason, Score, Start and Generator, in this
// order, and then the other tags sorted by name.
//
// Moves. The move section is a sequence of tokens separated by white space
// (spaces, tabs, line breaks: a reader does not care where lines are
// broken; Write breaks them before 80 columns). A move number stands before
// each of South's moves: "1." before the first, "2." before the second, and
// so on. A game whose first move is North's (a Start position with North to
// move) begins with "1..." before that move, and South's next move is
// numbered "2.". Moves are written in move text with the annotations the
// variant writes ("A7<**", "A2>#"); annotations are optional on reading and,
// when present, checked by Replay. The section ends with the result token,
// which repeats the Result tag. There are no comments.
//
// Grammar, with white space between tokens and tag lines each on their own
// line:
//
//	stream    = { blank-line } { record { blank-line } }
//	record    = tag-line { tag-line } { blank-line } moves result
//	tag-line  = "[" name white "\"" value "\"" "]"
//	name      = letter { letter | digit | "_" }
//	value     = { char other than "\"", "\\" and control characters | "\\\"" | "\\\\" }
//	moves     = [ "1..." move ] { number "." move move } [ number "." move ]
//	number    = digit other than "0" { digit }
//	move      = pit [ "<" | ">" ] [ "+" ] [ "*" | "**" ] [ "#" ]
//	result    = "S" | "N" | "draw" | "*"
//
// Move numbers count from 1 and go up by one; the move text must read as a
// move (bao.ParseMove) and contain no white space. A tag line may have white
// space before "[", between the name and the value, and after "]". Lines
// may end in "\n" or "\r\n", and a byte order mark at the start of the
// stream is skipped. Several records follow each other in one stream,
// separated by blank lines (which Write writes, and Read does not require). Every
// syntax error is a *SyntaxError that gives the line number, and matches
// bao.ErrSyntax with errors.Is.
//
// # JSON lines
//
// Package record owns the JSON line that bao selfplay and bao tournament
// write (docs/interfaces.md, section 5), one game per line: its schema
// (Line), its one decoder (ParseLine, which tells the fields a line holds;
// ParsedLine.Complete requires those of a run's line, so that
// `{"game":0}` is not a record), its fast encoder (Line.AppendJSON)
// beside its encoding/json twin (Line.AppendJSONPlain), which the tests
// compare on lines drawn with every escaping case, and the one check of a
// line against the rules (Line.Replay). Package arena's Record embeds
// Line; its game loop writes the line with the encoder's parts
// (Line.AppendJSONStart, AppendJSONMoves, Line.AppendJSONEnd), given the
// JSON it keeps of a run's strings (HeadJSON, OutcomeJSON) and its moves
// written from a table of its own (with AppendJSONString).
//
// NewReader reads JSON lines as tagged records too, and tells the two
// formats apart by the content: a stream whose first non-blank line
// begins with "{" is JSON lines (Reader.JSON). Each line, read by
// ParseLine, becomes a Record: "variant", "south", "north", "seed",
// "reason" give the tags of those names, "winner" the Result ("*" when
// empty), and "game", "final", "opening", "match" and "start" the tags
// Game, Final, Opening, Match and Start. Other fields are ignored; every
// field of a record is required (ParsedLine.Complete: "game", "variant",
// "seed", "south", "north", "moves", "plies", "winner" S, N or draw,
// "reason", "final"; a line that lacks one is refused with `no "final"
// field: not the record of a game`), and "plies" must equal the number
// of moves, as the readers of a run's records require. Errors are
// *SyntaxError with the line number, as for the record format. Replay
// checks a record read from a JSON line as the readers of a run's records
// check the line (ParsedLine.ReplayVariant, its messages naming the
// line's fields), so that bao replay, show and review, the page and
// -resume, merge, tournament -from and sprt -from accept and refuse the
// same lines with the same messages (a run's reader refuses besides a
// record of another run). In either format the Game, Opening
// and Match tags are numbers from 0, written without a leading zero, as
// the JSON fields are.
//
// Whichever format a record comes in, Replay checks its ending with one
// check, which Line.Replay calls too, so that bao replay, bao show, the
// page and the readers of a run's records (-resume, merge, tournament
// -from) accept and refuse the same lines: the Result (or "winner"), the
// Reason (a game the rules call over: the rules' reason; a game not over:
// a draw by "ply limit", the runner's cap, or by "agreement", a draw by
// "no legal move" where the variant lists no move, or a win decided off
// the board by a reason that is none of the rules', such as a forfeit's
// "time"), the Score, the Opening (at most the game's length) and the
// Final position.
//
// # The records file
//
// A run's records file (bao selfplay -o) holds whole lines only: a
// LineWriter gathers whole lines and writes them in batches, and after a
// failed write cuts the file back to its last whole line; RecordsFile
// creates the file, or resumes it after the complete records that its
// Kept function checked. FileReader, the one reader of such files, reads
// a whole line at a time (at most MaxLine bytes) and tells a partial last
// line (ErrPartialLine), which a run resumed drops.
//
// # Replaying
//
// Read checks only the syntax. Replay looks the variant up by its Variant
// tag (the variant's package must be imported), starts from the Start
// position or the variant's start, plays every move with its annotations
// checked (bao.ReplayText; the first illegal move is a *bao.ReplayError with
// its number), and checks that the Result tag (and the Score tag, when
// there is one) agrees with the outcome of the final position. A game that
// is not over may carry a decided Result only together with a Reason tag
// that says why off the board ("resigned", "time"), not one of the reasons
// of bao.Reason.
package record
