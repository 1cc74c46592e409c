package record

import (
	"errors"
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

// isJSON reports whether a stream whose first non-blank line is l holds
// JSON lines.
func isJSON(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "{") }

// readJSON returns the record of the JSON line l, read by ParseLine (the
// one decoder of the line); Record.Replay checks it with the one check of
// a game's ending (checkEnding), as Line.Replay does.
func (rd *Reader) readJSON(l string) (*Record, error) {
	rd.start = rd.line
	j, err := ParseLine([]byte(l))
	if err != nil {
		return nil, rd.fail("%v", err)
	}
	if !j.Has("variant") || j.Variant == "" {
		return nil, rd.fail(`no "variant" field`)
	}
	if !j.Has("moves") {
		return nil, rd.fail(`no "moves" field`)
	}
	if j.Has("plies") && j.Plies != len(j.Moves) {
		n := strconv.Itoa(len(j.Moves)) + " moves"
		if len(j.Moves) == 1 {
			n = "1 move"
		}
		return nil, rd.fail(`"plies" is %d, but "moves" holds %s`, j.Plies, n)
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
	num := func(name, field string, n int) {
		if j.Has(field) {
			rec.Tags[name] = strconv.Itoa(n)
		}
	}
	set(TagSouth, j.South)
	set(TagNorth, j.North)
	set(TagReason, j.Reason)
	set(TagFinal, j.Final)
	set(TagStart, j.Start)
	num(TagGame, "game", j.Game)
	num(TagOpening, "opening", j.Opening)
	if j.Match != nil {
		num(TagMatch, "match", *j.Match)
	}
	if j.Has("seed") {
		set(TagSeed, strconv.FormatUint(j.Seed, 10))
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
