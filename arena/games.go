package arena

import (
	"errors"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/record"
)

// A GameReader reads the games of a text that holds either game records
// in the format of package record or JSON lines of self-play (Record),
// told apart by the first character that is not white space or a byte
// order mark ("{": JSON lines). Each game is replayed by the owner of its
// format: record.Record.Replay, which checks the Result, Score and Final
// tags, or Record.Replay, which checks a line's plies, opening, winner,
// reason and final position.
type GameReader struct {
	dec *Decoder       // JSON lines
	rd  *record.Reader // game records
}

// ReadGame is one game of a GameReader, read but not replayed yet.
type ReadGame struct {
	// Tags are the tags of a game record; for a JSON line, Variant, South,
	// North, Seed, Result (the "winner" field as written: "S", "N",
	// "draw" or "") and Reason, each present even when empty.
	Tags map[string]string
	// Moves are the moves as written, annotations included.
	Moves []string
	// Replay replays the game with every move checked (see GameReader):
	// it returns the game as far as its moves are legal and the first
	// disagreement, if any; a nil game means the variant is unknown or
	// the start position does not read.
	Replay func() (*bao.Game, error)
}

// NewGameReader returns a GameReader that reads the games of text.
func NewGameReader(text string) *GameReader {
	if trimmed := strings.TrimLeft(text, " \t\r\n\ufeff"); strings.HasPrefix(trimmed, "{") {
		return &GameReader{dec: NewDecoder(strings.NewReader(trimmed))}
	}
	return &GameReader{rd: record.NewReader(strings.NewReader(text))}
}

// JSON reports whether the text holds JSON lines of self-play.
func (r *GameReader) JSON() bool { return r.dec != nil }

// Next returns the next game, or io.EOF when the text holds no more. Its
// errors are those of record.Reader.Read, or for JSON lines those of
// Decoder.Decode and one for a line that names no variant.
func (r *GameReader) Next() (*ReadGame, error) {
	if r.rd != nil {
		rec, err := r.rd.Read()
		if err != nil {
			return nil, err
		}
		return &ReadGame{Tags: rec.Tags, Moves: rec.Moves, Replay: rec.Replay}, nil
	}
	rec, err := r.dec.Decode()
	if err == nil && rec.Variant == "" {
		err = errors.New("no variant named")
	}
	if err != nil {
		return nil, err
	}
	tags := map[string]string{
		record.TagVariant: rec.Variant, record.TagSouth: rec.South, record.TagNorth: rec.North,
		record.TagSeed: strconv.FormatUint(rec.Seed, 10), record.TagResult: rec.Winner, record.TagReason: rec.Reason,
	}
	return &ReadGame{Tags: tags, Moves: rec.Moves, Replay: rec.Replay}, nil
}
