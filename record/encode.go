package record

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math/bits"
	"strconv"
	"unsafe"
)

// The fast encoder of the line: the bytes of AppendJSONPlain (encoding/json,
// HTML escaping off), written by hand because a run writes a line for every
// game. TestAppendJSONTwin compares the two.

// AppendJSON appends the JSON line of l, newline included, to b: the fast
// encoder of the line, whose bytes are those of AppendJSONPlain, its plain
// twin (encoding/json with HTML escaping off, so that "<" and ">" of move
// texts stay as they are). A nil Moves is written "null". It is
// AppendJSONStart, AppendJSONMoves and AppendJSONEnd one after the other,
// without the JSON a run keeps of its strings; a game loop that has them
// calls those three itself.
func (l *Line) AppendJSON(b []byte) []byte {
	b = l.AppendJSONStart(b, nil)
	b = AppendJSONMoves(b, l.Moves)
	return l.AppendJSONEnd(b, nil, "")
}

// AppendJSONPlain appends the JSON line of l, newline included, to b,
// with encoding/json (HTML escaping off): the plain twin of AppendJSON,
// which the tests compare it with. A nil Moves is written "null".
func (l *Line) AppendJSONPlain(b []byte) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(l) // a Line always encodes
	return append(b, buf.Bytes()...)
}

// AppendJSONStart appends the JSON line of l from its start to the name
// "moves" and its colon, to b: the part of AppendJSON before the moves.
// When h is not nil and l's variant and players are the very strings h was
// made of (the same memory, not only equal), their JSON is h's, made once;
// otherwise it is made here.
func (l *Line) AppendJSONStart(b []byte, h *HeadJSON) []byte {
	b = append(b, `{"game":`...)
	b = appendInt(b, l.Game)
	if h != nil && sameString(l.Variant, h.variant) && sameString(l.South, h.south) && sameString(l.North, h.north) {
		b = append(b, h.pre...)
		b = appendUint(b, l.Seed)
		b = append(b, h.post...)
	} else {
		b = appendVariant(b, l.Variant)
		b = appendUint(b, l.Seed)
		b = appendPlayers(b, l.South, l.North)
	}
	if l.SouthEngine != "" {
		b = append(b, `,"south_engine":`...)
		b = AppendJSONString(b, l.SouthEngine)
	}
	if l.NorthEngine != "" {
		b = append(b, `,"north_engine":`...)
		b = AppendJSONString(b, l.NorthEngine)
	}
	if l.Opening != 0 {
		b = append(b, `,"opening":`...)
		b = appendInt(b, l.Opening)
	}
	if l.Start != "" {
		b = append(b, `,"start":`...)
		b = AppendJSONString(b, l.Start)
	}
	return append(b, `,"moves":`...)
}

// AppendJSONMoves appends moves as the JSON array of a line's "moves"
// (null when nil): the part of AppendJSON between AppendJSONStart and
// AppendJSONEnd, for a caller that does not write them from a table of
// its own.
func AppendJSONMoves(b []byte, moves []string) []byte {
	if moves == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, m := range moves {
		if i > 0 {
			b = append(b, ',')
		}
		if !isPlain(m) { // AppendJSONString, without a call a move
			b = appendQuoted(b, m)
			continue
		}
		b = append(b, '"')
		b = append(b, m...)
		b = append(b, '"')
	}
	return append(b, ']')
}

// AppendJSONEnd appends the JSON line of l from after its moves to its
// newline, to b: the part of AppendJSON after the moves. When o is not nil
// and l's winner and reason are the very strings o was made of, their JSON
// is o's, made once. plainFinal is a position text that holds no byte to
// escape in JSON (Geometry.AppendFormat's, say), or "": when l.Final
// equals it, it is written as it is, without a look at its bytes.
func (l *Line) AppendJSONEnd(b []byte, o *OutcomeJSON, plainFinal string) []byte {
	b = append(b, `,"plies":`...)
	b = appendInt(b, l.Plies)
	if o != nil && o.Of(l.Winner, l.Reason) {
		b = append(b, o.text...)
	} else {
		b = appendOutcome(b, l.Winner, l.Reason)
	}
	if plainFinal != "" && l.Final == plainFinal {
		b = append(b, '"')
		b = append(b, l.Final...)
		b = append(b, '"')
	} else {
		b = AppendJSONString(b, l.Final)
	}
	if l.Match != nil {
		b = append(b, `,"match":`...)
		b = appendInt(b, *l.Match)
	}
	return append(b, "}\n"...)
}

// HeadJSON is the JSON of the fields of a line from its variant to its
// North player but the seed, made once (NewHeadJSON) for the very strings
// of a run's variant and pair of players: AppendJSONStart writes it for a
// line whose fields are still those strings.
type HeadJSON struct {
	variant, south, north string
	pre, post             string // appendVariant's and appendPlayers's
}

// NewHeadJSON returns the HeadJSON of variant, south and north, those
// strings.
func NewHeadJSON(variant, south, north string) *HeadJSON {
	return &HeadJSON{
		variant: variant, south: south, north: north,
		pre:  string(appendVariant(nil, variant)),
		post: string(appendPlayers(nil, south, north)),
	}
}

// OutcomeJSON is the JSON of a line's winner and reason, made once
// (NewOutcomeJSON) for the very strings of an outcome, as HeadJSON.
type OutcomeJSON struct {
	winner, reason string
	text           string // appendOutcome's
}

// NewOutcomeJSON returns the OutcomeJSON of winner and reason, those
// strings.
func NewOutcomeJSON(winner, reason string) *OutcomeJSON {
	return &OutcomeJSON{winner: winner, reason: reason, text: string(appendOutcome(nil, winner, reason))}
}

// Of reports whether o was made of these very strings (the same memory,
// not only equal), and so holds their JSON.
func (o *OutcomeJSON) Of(winner, reason string) bool {
	return sameString(winner, o.winner) && sameString(reason, o.reason)
}

// appendVariant appends the JSON of a line from its variant to the seed's
// opening quote.
func appendVariant(b []byte, variant string) []byte {
	b = append(b, `,"variant":`...)
	b = AppendJSONString(b, variant)
	return append(b, `,"seed":"`...)
}

// appendPlayers appends the JSON of a line from the seed's closing quote
// to its North player.
func appendPlayers(b []byte, south, north string) []byte {
	b = append(b, `","south":`...)
	b = AppendJSONString(b, south)
	b = append(b, `,"north":`...)
	return AppendJSONString(b, north)
}

// appendOutcome appends the JSON of a line from its winner to the name
// "final" and its colon.
func appendOutcome(b []byte, winner, reason string) []byte {
	b = append(b, `,"winner":`...)
	b = AppendJSONString(b, winner)
	b = append(b, `,"reason":`...)
	b = AppendJSONString(b, reason)
	return append(b, `,"final":`...)
}

// sameString reports whether a and b are the same string in memory, not
// only equal: a string a line still holds from the run that made its
// JSON. Unlike a == b, it compares without a call.
func sameString(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
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

// AppendJSONString appends s as a JSON string, as AppendJSONPlain writes
// the strings of a line: directly when it is printable ASCII without quote
// or backslash (move texts, names, positions), else through encoding/json.
func AppendJSONString(b []byte, s string) []byte {
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
