package arena

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/bao-games/bao"
)

// ParseRecord decodes one JSON line of a record (Record.AppendJSON's, the
// newline optional). Fields of Record that are not in the line keep their
// zero value, and fields of the line that Record does not know are
// ignored; its error is encoding/json's. The record's A is not in the
// line: SeatOfA or MatchSeatOfA gives it.
func ParseRecord(line []byte) (*Record, error) {
	r := new(Record)
	if err := json.Unmarshal(line, r); err != nil {
		return nil, err
	}
	return r, nil
}

// A Decoder reads records from a stream of JSON objects, those of
// Record.AppendJSON or any others with the same fields, one after the
// other with any white space between them.
type Decoder struct{ d *json.Decoder }

// NewDecoder returns a Decoder that reads from r.
func NewDecoder(r io.Reader) *Decoder { return &Decoder{json.NewDecoder(r)} }

// Decode returns the next record of the stream, or io.EOF at its end; as
// ParseRecord, its other errors are encoding/json's.
func (d *Decoder) Decode() (*Record, error) {
	r := new(Record)
	if err := d.d.Decode(r); err != nil {
		return nil, err
	}
	return r, nil
}

// ErrReplay is matched (errors.Is) by the errors of Record.Replay for a
// record whose moves, length, result or final position are not those of
// its game under the rules.
var ErrReplay = errors.New("arena: the record does not agree with its game")

// Replay replays the game of r under the rules of its variant, looked up
// by r.Variant (the variant's package must be imported), from the start
// position (r.Start, or the variant's): it plays every move with its annotations checked
// (bao.ReplayText), and checks that r.Plies is the number of moves,
// r.Opening at most that, r.Winner and r.Reason the outcome of the final
// position (a draw by ReasonPlyLimit in a game not over, a draw by "no
// legal move" where the variant lists no move in a game it does not call
// over), and r.Final that position. A field left at its zero value (a
// line written by hand or by another program may lack it) is not checked,
// but Moves. It returns the game as far as its moves are legal, and the
// first disagreement: a *bao.ReplayError for an illegal move, else an
// error wrapping ErrReplay. A nil game means that the variant is unknown.
// (The function Replay plays a game of a run again from its seeds; this
// method checks a record's moves against the rules.) A record of Run
// whose Moves are not made yet (Config.NoMoves) gets them.
func (r *Record) Replay() (*bao.Game, error) {
	v, err := bao.Lookup(r.Variant)
	if err != nil {
		return nil, err
	}
	if r.unmade {
		r.makeMoves(nil)
	}
	start := v.Start()
	if r.Start != "" {
		if start, err = bao.ParseState(v, r.Start); err != nil {
			return nil, fmt.Errorf("%w: start: %v", ErrReplay, err)
		}
	}
	g, err := bao.ReplayText(v, start, r.Moves)
	if err != nil {
		return g, err
	}
	bad := func(format string, a ...any) (*bao.Game, error) {
		return g, fmt.Errorf("%w: "+format, append([]any{ErrReplay}, a...)...)
	}
	s := g.State()
	winner, reason := "draw", ReasonPlyLimit
	if o := v.Outcome(s); o.Over() {
		winner, reason = o.WinnerText(), o.Reason.String()
	} else if r.Reason != ReasonPlyLimit && len(v.Legal(s, nil)) == 0 {
		reason = bao.NoLegalMove.String()
	}
	switch final := bao.FormatState(v, s); {
	case r.Plies != 0 && r.Plies != len(r.Moves):
		return bad("%d plies, but %d moves", r.Plies, len(r.Moves))
	case r.Opening < 0 || r.Opening > len(r.Moves):
		return bad("an opening of %d plies in a game of %d", r.Opening, len(r.Moves))
	case r.Winner != "" && r.Winner != winner || r.Reason != "" && r.Reason != reason:
		return bad("winner %q by %q, but the game gives %q by %q", r.Winner, r.Reason, winner, reason)
	case r.Final != "" && r.Final != final:
		return bad("the final position is %q, but the moves reach %q", r.Final, final)
	}
	return g, nil
}

// appendJSONPlain is AppendJSON written with encoding/json: the plain twin
// that the tests compare AppendJSON's fast path with.
func (r *Record) appendJSONPlain(b []byte) []byte {
	c := *r
	if c.unmade {
		c.makeMoves(nil)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(&c) // a Record always encodes
	return append(b, buf.Bytes()...)
}
