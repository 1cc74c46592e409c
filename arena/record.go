package arena

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"math/bits"
	"slices"
	"strconv"
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
	// Reason as the game loop set them (nil in a record read back).
	head *jsonHead
	tail *jsonTail
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

// AppendJSON appends the JSON line of r, newline included, to b: what
// encoding/json gives with HTML escaping off, written by hand because a
// record is written for every game.
func (r *Record) AppendJSON(b []byte) []byte {
	b = append(b, `{"game":`...)
	b = appendInt(b, r.Game)
	if h := r.head; h != nil && sameString(r.Variant, h.variant) && sameString(r.South, h.south) && sameString(r.North, h.north) {
		b = append(b, h.pre...)
		b = appendUint(b, r.Seed)
		b = append(b, h.post...)
	} else {
		b = appendVariant(b, r.Variant)
		b = appendUint(b, r.Seed)
		b = appendPlayers(b, r.South, r.North)
	}
	if r.SouthEngine != "" || r.NorthEngine != "" {
		b = appendEngines(b, r.SouthEngine, r.NorthEngine)
	}
	if r.Opening != 0 {
		b = append(b, `,"opening":`...)
		b = appendInt(b, r.Opening)
	}
	if r.Start != "" {
		b = append(b, `,"start":`...)
		b = appendString(b, r.Start)
	}
	b = append(b, `,"moves":`...)
	switch {
	case r.unmade:
		b = appendPlayed(b, r.played)
	case r.Moves == nil:
		b = append(b, "null"...)
	default:
		b = appendMoves(b, r.Moves, r.played)
	}
	b = append(b, `,"plies":`...)
	b = appendInt(b, r.Plies)
	if t := r.tail; t != nil && sameString(r.Winner, t.winner) && sameString(r.Reason, t.reason) {
		b = append(b, t.text...)
	} else {
		b = appendOutcome(b, r.Winner, r.Reason)
	}
	if r.Final == r.plainFinal { // the same string: no byte to escape
		b = append(b, '"')
		b = append(b, r.Final...)
		b = append(b, '"')
	} else {
		b = appendString(b, r.Final)
	}
	if r.Match != nil {
		b = append(b, `,"match":`...)
		b = appendInt(b, *r.Match)
	}
	return append(b, "}\n"...)
}

// appendInt appends i in decimal, as strconv.AppendInt(b, i, 10) does.
func appendInt(b []byte, i int) []byte {
	if i < 0 {
		return strconv.AppendInt(b, int64(i), 10)
	}
	return appendUint(b, uint64(i))
}

// appendUint appends u in decimal, as strconv.AppendUint(b, u, 10) does,
// by 8 digits at once (digits8): a seed has 20 digits or so.
func appendUint(b []byte, u uint64) []byte {
	// u in its first digits top, then 8 more mid and 8 more lo, as many
	// of these as it has (n).
	top, mid, lo, n := u, uint64(0), uint64(0), 0
	if top >= 1e8 {
		top, lo, n = top/1e8, top%1e8, 1
	}
	if top >= 1e8 {
		top, mid, n = top/1e8, top%1e8, 2
	}
	w := digits8(uint32(top))
	zeros := min(bits.TrailingZeros64(w-0x30303030_30303030)/8, 7) // the leading ones, but the last of 0
	b = binary.LittleEndian.AppendUint64(b, w>>(8*zeros))
	b = b[:len(b)-zeros]
	if n == 2 {
		b = binary.LittleEndian.AppendUint64(b, digits8(uint32(mid)))
	}
	if n > 0 {
		b = binary.LittleEndian.AppendUint64(b, digits8(uint32(lo)))
	}
	return b
}

// digits8 returns the 8 decimal digits of x < 1e8, with its leading
// zeros, as the ASCII bytes of a little-endian word (its first digit in
// the low byte). Each step splits the numbers of the previous one in
// parallel, each in its own lane of the word: x into two of 4 digits (32
// bits a lane), then those into 2 digits (16 bits), then into 1 (8 bits).
// A lane's quotient is its product by 2^k/d (rounded up) shifted right by
// k: exact for the numbers of the lane (TestDigits8).
func digits8(x uint32) uint64 {
	v := uint64(x/1e4) | uint64(x%1e4)<<32
	q := v * 10486 >> 20 & 0x0000007f_0000007f // /100
	v = q | (v-q*100)<<16
	q = v * 103 >> 10 & 0x000f000f_000f000f // /10
	v = q | (v-q*10)<<8
	return v | 0x30303030_30303030
}

// appendVariant appends the JSON of a record from its variant to the
// seed's opening quote.
func appendVariant(b []byte, variant string) []byte {
	b = append(b, `,"variant":`...)
	b = appendString(b, variant)
	return append(b, `,"seed":"`...)
}

// appendPlayers appends the JSON of a record from the seed's closing
// quote to its North player.
func appendPlayers(b []byte, south, north string) []byte {
	b = append(b, `","south":`...)
	b = appendString(b, south)
	b = append(b, `,"north":`...)
	return appendString(b, north)
}

// appendEngines appends the JSON of the engine names of a record, those
// that are not empty.
func appendEngines(b []byte, south, north string) []byte {
	if south != "" {
		b = append(b, `,"south_engine":`...)
		b = appendString(b, south)
	}
	if north != "" {
		b = append(b, `,"north_engine":`...)
		b = appendString(b, north)
	}
	return b
}

// setEngine sets the engine name of side.
func (r *Record) setEngine(side bao.Player, name string) {
	if side == bao.South {
		r.SouthEngine = name
	} else {
		r.NorthEngine = name
	}
}

// appendOutcome appends the JSON of a record from its winner to the name
// "final".
func appendOutcome(b []byte, winner, reason string) []byte {
	b = append(b, `,"winner":`...)
	b = appendString(b, winner)
	b = append(b, `,"reason":`...)
	b = appendString(b, reason)
	return append(b, `,"final":`...)
}

// jsonHead is the JSON of the fields of a record from its variant to its
// North player but the seed, made once for the very strings of a gamer's
// variant and pair of players (newHead): AppendJSON writes it for a
// record whose fields are still those strings (sameString), as plainFinal
// does for Final.
type jsonHead struct {
	variant, south, north string
	pre, post             string // appendVariant's and appendPlayers's
}

// newHead returns the jsonHead of variant, south and north.
func newHead(variant, south, north string) *jsonHead {
	return &jsonHead{
		variant: variant, south: south, north: north,
		pre:  string(appendVariant(nil, variant)),
		post: string(appendPlayers(nil, south, north)),
	}
}

// jsonTail is the JSON of a record's winner and reason (appendOutcome),
// made once for the very strings of an outcome (sameString), as jsonHead.
type jsonTail struct {
	winner, reason string
	text           string
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
		if q := `,"` + text + `"`; text != "" && isPlain(text) && len(q) < len(t[k]) {
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

// appendMoves appends the JSON array of moves. When played holds every
// move with a key in moveTexts (a record as the game loop made it, its
// Moves unchanged since), it writes them as appendPlayed does; else (a
// record read back, or changed by its caller) it writes the texts one by
// one.
func appendMoves(b []byte, moves []string, played []bao.Played) []byte {
	if len(played) == len(moves) && len(moves) > 0 && sameTexts(moves, played, moveTexts()) {
		return appendPlayed(b, played)
	}
	b = append(b, '[')
	for i, m := range moves {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, m)
	}
	return append(b, ']')
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
		b = appendString(b, t)
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

// appendString appends s as a JSON string: directly when it is printable
// ASCII without quote or backslash (move texts, names, positions), else
// through encoding/json.
func appendString(b []byte, s string) []byte {
	if !isPlain(s) {
		return appendQuoted(b, s)
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// plain tells the bytes that a JSON string holds as they are: printable
// ASCII but quote and backslash.
var plain = func() (t [256]bool) {
	for c := 0x20; c <= 0x7e; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// isPlain reports whether JSON holds s as it is, between quotes.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		if !plain[s[i]] {
			return false
		}
	}
	return true
}

// appendQuoted appends s as a JSON string, through encoding/json.
func appendQuoted(b []byte, s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return append(b, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...)
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
