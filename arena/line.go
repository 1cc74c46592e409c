package arena

import (
	"encoding/json"
	"io"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/record"
)

// ParseRecord decodes one JSON line of a record of a run (Record.AppendJSON's,
// the newline optional) with record.ParseLine, the one decoder of the
// line: the line must hold every field of the schema
// (record.ParsedLine.Complete; `{"game":0}` is not a record), and fields
// it does not know are ignored. The record's A is not in the line:
// SeatOfA or MatchSeatOfA gives it.
func ParseRecord(line []byte) (*Record, error) {
	p, err := record.ParseLine(line)
	if err != nil {
		return nil, err
	}
	if err := p.Complete(); err != nil {
		return nil, err
	}
	return &Record{Line: p.Line}, nil
}

// A Decoder reads records from a stream of JSON objects, those of
// Record.AppendJSON, one after the other with any white space between
// them, each read as ParseRecord reads a line.
type Decoder struct{ d *json.Decoder }

// NewDecoder returns a Decoder that reads from r.
func NewDecoder(r io.Reader) *Decoder { return &Decoder{json.NewDecoder(r)} }

// Decode returns the next record of the stream, or io.EOF at its end; its
// other errors are those of encoding/json for a stream that does not
// hold JSON, and ParseRecord's.
func (d *Decoder) Decode() (*Record, error) {
	var raw json.RawMessage
	if err := d.d.Decode(&raw); err != nil {
		return nil, err
	}
	return ParseRecord(raw)
}

// ErrReplay is matched (errors.Is) by the errors of Record.Replay for a
// record whose moves, length, result or final position are not those of
// its game under the rules: record.ErrLine.
var ErrReplay = record.ErrLine

// Replay replays the game of r under the rules of its variant with the one
// check of a record line, record.Line.Replay: every move with its
// annotations checked, and its plies, opening, winner and reason, final
// position and players checked against the game (the optional fields,
// opening, start and match, when they are not their zero value). It returns the game as far as its moves are legal,
// and the first disagreement: a *bao.ReplayError for an illegal move, else
// an error wrapping ErrReplay. A nil game means that the variant is
// unknown. (The function Replay plays a game of a run again from its
// seeds; this method checks a record's moves against the rules.) A record
// of Run whose Moves are not made yet (Config.NoMoves) gets them.
func (r *Record) Replay() (*bao.Game, error) {
	if r.unmade {
		r.makeMoves(nil)
	}
	return r.Line.Replay()
}

// appendJSONPlain is AppendJSON written plainly: record.Line.AppendJSONPlain
// (encoding/json), the twin that the tests compare AppendJSON's fast path,
// its caches and its table of moves with.
func (r *Record) appendJSONPlain(b []byte) []byte {
	c := *r
	if c.unmade {
		c.makeMoves(nil)
	}
	return c.Line.AppendJSONPlain(b)
}
