package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
)

// Tags that NewReader fills from a JSON line of bao selfplay (or bao
// tournament) and that Write keeps like any other tag.
const (
	TagGame    = "Game"    // the "game" field: the number of the game in its run, from 0
	TagFinal   = "Final"   // the "final" field: the final position in position text, checked by Replay
	TagOpening = "Opening" // the "opening" field: how many of the moves were random opening plies
	TagMatch   = "Match"   // the "match" field: the number of the match the game belongs to
)

// jsonRecord is one JSON line of bao selfplay (docs/interfaces.md, section
// 5; arena.Record is its schema and writes it), read as tags: record does
// not import arena, which needs the players. Fields other than these are
// ignored; arena's TestRecordView checks that the two agree.
type jsonRecord struct {
	Game    *int            `json:"game"`
	Variant string          `json:"variant"`
	Seed    json.RawMessage `json:"seed"`
	South   string          `json:"south"`
	North   string          `json:"north"`
	Moves   []string        `json:"moves"`
	Plies   *int            `json:"plies"`
	Winner  string          `json:"winner"`
	Reason  string          `json:"reason"`
	Final   string          `json:"final"`
	Start   string          `json:"start"`
	Opening *int            `json:"opening"`
	Match   *int            `json:"match"`
}

// isJSON reports whether a stream whose first non-blank line is l holds
// JSON lines.
func isJSON(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "{") }

// readJSON returns the record of the JSON line l.
func (rd *Reader) readJSON(l string) (*Record, error) {
	rd.start = rd.line
	var j jsonRecord
	dec := json.NewDecoder(strings.NewReader(l))
	if err := dec.Decode(&j); err != nil {
		var se *json.SyntaxError
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, rd.fail("not a JSON object: the line ends inside it")
		}
		if errors.As(err, &se) {
			return nil, rd.fail("not a JSON object: %v (at byte %d)", err, se.Offset)
		}
		return nil, rd.fail("not a game record: %v", err)
	}
	if dec.More() {
		return nil, rd.fail("more than one JSON value on the line")
	}
	if j.Variant == "" {
		return nil, rd.fail(`no "variant" field`)
	}
	if j.Moves == nil {
		return nil, rd.fail(`no "moves" field`)
	}
	if j.Plies != nil && *j.Plies != len(j.Moves) {
		n := strconv.Itoa(len(j.Moves)) + " moves"
		if len(j.Moves) == 1 {
			n = "1 move"
		}
		return nil, rd.fail(`"plies" is %d, but "moves" holds %s`, *j.Plies, n)
	}
	rec := &Record{Tags: map[string]string{TagVariant: j.Variant}, Moves: j.Moves}
	switch j.Winner {
	case ResultSouth, ResultNorth, ResultDraw:
		rec.Tags[TagResult] = j.Winner
	case "", ResultUnfinished:
		rec.Tags[TagResult] = ResultUnfinished
	default:
		return nil, rd.fail(`"winner" %q: want S, N or draw`, clip(j.Winner))
	}
	set := func(name, value string) {
		if value != "" {
			rec.Tags[name] = value
		}
	}
	num := func(name string, n *int) {
		if n != nil {
			rec.Tags[name] = strconv.Itoa(*n)
		}
	}
	set(TagSouth, j.South)
	set(TagNorth, j.North)
	set(TagReason, j.Reason)
	set(TagFinal, j.Final)
	set(TagStart, j.Start)
	num(TagGame, j.Game)
	num(TagOpening, j.Opening)
	num(TagMatch, j.Match)
	if len(j.Seed) > 0 && !bytes.Equal(j.Seed, []byte("null")) {
		var s string
		if err := json.Unmarshal(j.Seed, &s); err != nil {
			s = string(j.Seed) // a number
		}
		set(TagSeed, s)
	}
	for name, value := range rec.Tags {
		if msg := checkValue(value); msg != "" {
			return nil, rd.fail("field %s: %s in the value", strings.ToLower(name), msg)
		}
	}
	if _, err := firstSide(rec.Tags); err != nil {
		return nil, rd.fail(`"start": %v`, err)
	}
	for i, m := range rec.Moves {
		if _, _, err := bao.ParseMove(m); err != nil {
			var pe *bao.ParseError
			if errors.As(err, &pe) {
				return nil, rd.fail("move %d %q: %s", i+1, clip(m), pe.Msg)
			}
			return nil, rd.fail("move %d %q: %v", i+1, clip(m), err)
		}
	}
	return rec, nil
}

// checkFinal checks the Final tag, when there is one, against the final
// position s of the game.
func (r *Record) checkFinal(v bao.Variant, s bao.State) error {
	want, ok := r.Tags[TagFinal]
	if !ok {
		return nil
	}
	if got := bao.FormatState(v, s); got != want {
		return fmt.Errorf("%w: the Final tag is %q, but the game ends in %q", ErrResult, want, got)
	}
	return nil
}
