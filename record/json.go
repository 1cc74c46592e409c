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
// one decoder of the line) and required to be Complete, as the readers of
// a run's records require it; Record.Replay checks it with the line's own
// check (ParsedLine.ReplayVariant), the one they call, so that the two
// kinds of readers accept and refuse the same lines with the same
// messages.
func (rd *Reader) readJSON(l string) (*Record, error) {
	rd.start = rd.line
	j, err := ParseLine([]byte(l))
	if err != nil {
		return nil, rd.fail("%v", err)
	}
	if err := j.Complete(); err != nil {
		return nil, rd.fail("%v", err)
	}
	rec := &Record{Tags: map[string]string{TagVariant: j.Variant, TagResult: j.Winner}, Moves: j.Moves, line: j}
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
