package arena

import (
	"io"
	"slices"
	"sync"
	"unsafe"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/record"
)

// ReasonPlyLimit is the reason recorded for a game stopped by the ply cap
// of the runner (not a rule of the game): record.ReasonPlyLimit.
const ReasonPlyLimit = record.ReasonPlyLimit

// Record is the record of one game: its JSON line (record.Line, the schema
// of docs/interfaces.md, section 5, which package record owns, its fields
// promoted: r.Game, r.Moves, ...) and what the run knows beside it. It
// carries no wall-clock time, so a run's records do not depend on the
// machine or the number of workers.
type Record struct {
	record.Line

	// A is the seat of player A in this game. Not part of the JSON.
	A bao.Player `json:"-"`
	// Legal is the total number of legal moves over the positions where
	// they were counted: every position where a move was chosen (Plies of
	// them) unless Config.LegalEvery says otherwise. Not part of the JSON.
	Legal int `json:"-"`

	legalN  int     // positions whose legal moves were counted
	legalSq float64 // sum of the squares of their numbers of legal moves
	match   int     // what Match points to in a record of Run's
	// played holds the moves with their notes as the game loop played
	// them (nil in a record read back): their texts are those of
	// moveTexts at their keys (rawKey), or made anew (newText).
	played []bao.Played
	// unmade says that the moves are in played only, Moves not made yet:
	// a record of the game loop until it is delivered (makeMoves), or
	// after it with Config.NoMoves.
	unmade bool
	// line is the JSON line of the record as the game loop made it
	// (Config.JSON), or nil: JSONLine.
	line []byte
	// head and tail are the JSON of Variant to North and of Winner and
	// Reason as the game loop set them (nil in a record read back), which
	// record.Line.AppendJSONStart and AppendJSONEnd write while those
	// fields are still the very strings they were made of.
	head *record.HeadJSON
	tail *record.OutcomeJSON
	// plainFinal is Final as the game loop made it: a position text
	// (Geometry.AppendFormat writes digits, letters, "/", ",", " " and
	// "-"), which has no byte to escape in JSON.
	plainFinal string
}

// Clone returns a copy of r that shares no slice or pointer with it: a
// record that Run or RunTournament delivered, kept beyond the call that
// received it (they reuse theirs).
func (r *Record) Clone() *Record {
	c := *r
	if c.unmade {
		c.makeMoves(nil)
	} else {
		c.Moves = slices.Clone(r.Moves)
	}
	c.played, c.line = nil, slices.Clone(r.line)
	if r.Match != nil {
		c.match = *r.Match
		c.Match = &c.match
	}
	return &c
}

// WriteJSON writes r as one line of JSON (a single object and a newline),
// without HTML escaping, so that "<" and ">" of move texts stay as they are.
func (r *Record) WriteJSON(w io.Writer) error {
	_, err := w.Write(r.AppendJSON(nil))
	return err
}

// JSONLine returns the JSON line of r (that of AppendJSON, newline
// included) as the game loop of Run or RunTournament made it, when
// Config.JSON or TournamentConfig.JSON asked for it; else nil (a record
// read back, or one of a run that did not ask). It is the line of the
// record as played and delivered: it does not follow later changes to r's
// fields. It belongs to r, as Moves does: valid until the callback that
// received r returns (a copy made by Clone keeps its own).
func (r *Record) JSONLine() []byte { return r.line }

// AppendJSON appends the JSON line of r, newline included, to b: that of
// record.Line.AppendJSON, the fast encoder of package record, given the
// JSON the game loop keeps of its strings (the gamer's head and outcomes,
// the final position it made) and its moves written from its table of
// move texts (appendMoves, appendPlayed).
func (r *Record) AppendJSON(b []byte) []byte {
	b = r.Line.AppendJSONStart(b, r.head)
	if r.unmade {
		b = appendPlayed(b, r.played)
	} else {
		b = appendMoves(b, r.Moves, r.played)
	}
	return r.Line.AppendJSONEnd(b, r.tail, r.plainFinal)
}

// setEngine sets the engine name of side.
func (r *Record) setEngine(side bao.Player, name string) {
	if side == bao.South {
		r.SouthEngine = name
	} else {
		r.NorthEngine = name
	}
}

// jsonText is a move text of moveTexts as a record's JSON holds it: a
// comma and the text in quotes, in its first n bytes, n in its last byte
// (noText: none). A move is written as all 16 bytes at once, of which the
// next move overwrites all but the n first.
type jsonText [16]byte

// noText is the last byte of a jsonText without text: n is its 4 low
// bits, 0.
const noText = 16

// jsonTexts holds the jsonText of every move text of moveTexts, by key
// (noText for a key without text, or with a text too long).
var jsonTexts = sync.OnceValue(func() *[textKeys + 1]jsonText {
	t := new([textKeys + 1]jsonText)
	for k, text := range moveTexts() {
		t[k][len(t[k])-1] = noText
		if q := record.AppendJSONString([]byte{','}, text); text != "" && len(q) < len(t[k]) {
			t[k][len(t[k])-1] = byte(copy(t[k][:], q))
		}
	}
	return t
})

// moveCount returns the number of moves of r: those of Moves, or of
// played while they are not made (Config.NoMoves).
func (r *Record) moveCount() int {
	if r.unmade {
		return len(r.played)
	}
	return len(r.Moves)
}

// makeMoves sets the Moves of r, a record whose moves are in played only
// (unmade), to their texts, appended to buf, and returns buf. Moves is
// never nil: "moves":[] for a game of no move.
func (r *Record) makeMoves(buf []string) []string {
	texts, played := moveTexts(), r.played
	n0, n := len(buf), len(buf)+len(played)
	buf = slices.Grow(buf, len(played)+1)[:n]
	moves := buf[n0:n:n] // a caller's append to Moves does not reach the next record's
	out := uint(0)       // textKey's check, over every move
	for i, pl := range played {
		k, o := rawKey(pl.Move, pl.Notes)
		moves[i], out = texts[k&(textKeys-1)], out|o
	}
	if out != 0 { // rare: a second pass
		for i, pl := range played {
			if textKey(pl.Move, pl.Notes) == oddKey {
				moves[i] = newText(pl.Move, pl.Notes)
			}
		}
	}
	r.Moves, r.unmade = moves, false
	return buf
}

// appendMoves appends the JSON array of moves (null when nil). When
// played holds every move with a key in moveTexts (a record as the game
// loop made it, its Moves unchanged since), it writes them as appendPlayed
// does; else (a record read back, or changed by its caller) it writes the
// texts one by one (record.AppendJSONMoves).
func appendMoves(b []byte, moves []string, played []bao.Played) []byte {
	if len(played) == len(moves) && len(moves) > 0 && sameTexts(moves, played, moveTexts()) {
		return appendPlayed(b, played)
	}
	return record.AppendJSONMoves(b, moves)
}

// sameTexts reports whether every move of moves is the text of moveTexts
// of the move of played at its place, the very string (sameString), none
// made anew.
func sameTexts(moves []string, played []bao.Played, texts *[textKeys + 1]string) bool {
	played = played[:len(moves)]
	for j, m := range moves {
		if k, out := rawKey(played[j].Move, played[j].Notes); out != 0 || !sameString(m, texts[k&(textKeys-1)]) {
			return false
		}
	}
	return true
}

// appendPlayed appends the JSON array of the texts of the moves of played:
// one jsonText per move, in one 16-byte store, when all have one.
func appendPlayed(b []byte, played []bao.Played) []byte {
	if len(played) > 0 {
		start := len(b)
		b = slices.Grow(b, len(played)*len(jsonText{})+1)
		if n, ok := writePlayed(b[start:start+len(played)*len(jsonText{})], played, jsonTexts()); ok {
			b = b[:start+n+1]
			b[start] = '[' // over the first comma
			b[start+n] = ']'
			return b
		}
	}
	texts := moveTexts()
	b = append(b, '[')
	for i, pl := range played {
		if i > 0 {
			b = append(b, ',')
		}
		t := texts[textKey(pl.Move, pl.Notes)]
		if t == "" {
			t = newText(pl.Move, pl.Notes)
		}
		b = record.AppendJSONString(b, t)
	}
	return append(b, ']')
}

// writePlayed writes the jsonText of every move of played to dst, of 16
// bytes a move, and returns the number of bytes written, or false if a
// move has none. Its loop has no branch but its own: a move without text
// writes 0 bytes, and the checks are gathered in out, for once after it.
func writePlayed(dst []byte, played []bao.Played, quoted *[textKeys + 1]jsonText) (int, bool) {
	rest, out := dst, uint(0) // rawKey's out and the last bytes, of every move
	_ = quoted[0]             // its nil check, out of the loop
	for _, pl := range played {
		k, o := rawKey(pl.Move, pl.Notes)
		q := &quoted[k&(textKeys-1)]
		*(*jsonText)(rest) = *q
		// n is below 16, and so no further than rest goes (&15 tells
		// the compiler, which then checks no bounds here).
		rest, out = rest[q[15]&15:], out|o|uint(q[15])
	}
	return len(dst) - len(rest), out < noText
}

// sameString reports whether a and b are the same string in memory, not
// only equal: a move text that is still the one the game loop took from
// moveTexts. Unlike a == b, it compares without a call, in the loop of
// appendMoves.
func sameString(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}

// countLegal adds a position with n legal moves to the counts of r.
func (r *Record) countLegal(n int) {
	r.Legal += n
	r.legalN++
	r.legalSq += float64(n * n)
}

// outcome returns the result of the game as a bao.Outcome: a win for S or
// N, or a draw (a game stopped at the ply cap included).
func (r *Record) outcome() bao.Outcome {
	switch r.Winner {
	case "S":
		return bao.Outcome{Result: bao.Won, Winner: bao.South}
	case "N":
		return bao.Outcome{Result: bao.Won, Winner: bao.North}
	}
	return bao.Outcome{Result: bao.Drawn}
}
