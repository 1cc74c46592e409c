package record

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// oddString draws a string of every kind a line's strings may be: plain
// ASCII, or holding the bytes that JSON escapes or encoding/json treats
// apart (control characters, quote, backslash, "<", ">" and "&", which
// HTML escaping would change, DEL, non-ASCII letters, U+2028 and U+2029,
// bytes that are not UTF-8), or empty.
func oddString() *rapid.Generator[string] {
	pieces := []string{"A7>*", "a", " ", "random", "2,2/0,6 S 0,0", `"`, `\`, "\x00", "\x01", "\n", "\r", "\t", "\x1f",
		"<", ">", "&", "\x7f", "é", "\u2028", "\u2029", "\xff", "\xc3", "\U0001F600", "\ufffd"}
	return rapid.OneOf(
		rapid.StringMatching(`[ -~]{0,12}`),
		rapid.Custom(func(t *rapid.T) string {
			return strings.Join(rapid.SliceOfN(rapid.SampledFrom(pieces), 0, 6).Draw(t, "pieces"), "")
		}),
		rapid.String(),
	)
}

// genLine draws a line with every field at any value its type holds,
// odd strings included, Moves nil, empty or not, Match absent or not.
func genLine() *rapid.Generator[*Line] {
	return rapid.Custom(func(t *rapid.T) *Line {
		s := oddString()
		l := &Line{
			Game: rapid.Int().Draw(t, "game"), Variant: s.Draw(t, "variant"), Seed: rapid.Uint64().Draw(t, "seed"),
			South: s.Draw(t, "south"), North: s.Draw(t, "north"),
			SouthEngine: s.Draw(t, "south engine"), NorthEngine: s.Draw(t, "north engine"),
			Opening: rapid.Int().Draw(t, "opening"), Start: s.Draw(t, "start"),
			Plies: rapid.Int().Draw(t, "plies"), Winner: s.Draw(t, "winner"), Reason: s.Draw(t, "reason"), Final: s.Draw(t, "final"),
		}
		switch rapid.IntRange(0, 2).Draw(t, "moves kind") {
		case 1:
			l.Moves = []string{}
		case 2:
			l.Moves = rapid.SliceOfN(s, 1, 8).Draw(t, "moves")
		}
		if rapid.Bool().Draw(t, "match") {
			m := rapid.Int().Draw(t, "match number")
			l.Match = &m
		}
		return l
	})
}

// TestAppendJSONTwin compares the fast encoder of the line (AppendJSON,
// and its parts with the JSON of a run's strings: HeadJSON, OutcomeJSON
// and a plain final position) with its plain twin, AppendJSONPlain
// (encoding/json), on lines drawn with every escaping case, and each
// string with encoding/json's.
func TestAppendJSONTwin(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := genLine().Draw(t, "line")
		want := l.AppendJSONPlain(nil)
		if got := l.AppendJSON(nil); !bytes.Equal(got, want) {
			t.Fatalf("AppendJSON\n%q\nencoding/json\n%q", got, want)
		}
		// The JSON of the run's strings: of these very strings, of equal
		// ones elsewhere in memory (not used), of others (not used).
		var h *HeadJSON
		var o *OutcomeJSON
		switch rapid.IntRange(0, 3).Draw(t, "cache") {
		case 1:
			h, o = NewHeadJSON(l.Variant, l.South, l.North), NewOutcomeJSON(l.Winner, l.Reason)
		case 2:
			h, o = NewHeadJSON(strings.Clone(l.Variant), strings.Clone(l.South), strings.Clone(l.North)), NewOutcomeJSON(strings.Clone(l.Winner), strings.Clone(l.Reason))
		case 3:
			h, o = NewHeadJSON("kete", "random", "greedy"), NewOutcomeJSON("S", "front row empty")
		}
		plainFinal := "2,2/0,6 S 0,0"
		if isPlain(l.Final) && rapid.Bool().Draw(t, "plain final") {
			plainFinal = l.Final
		}
		prefix := []byte("x")
		got := l.AppendJSONStart(prefix[:1:1], h)
		got = AppendJSONMoves(got, l.Moves)
		got = l.AppendJSONEnd(got, o, plainFinal)
		if !bytes.Equal(got[1:], want) {
			t.Fatalf("with the JSON of the run's strings\n%q\nencoding/json\n%q", got[1:], want)
		}
		s := oddString().Draw(t, "string")
		plain, _ := json.Marshal(s) // HTML escaping on: "<", ">" and "&" differ
		if got := AppendJSONString(nil, s); !bytes.Equal(got, plain) && !bytes.ContainsAny([]byte(s), "<>&") {
			t.Fatalf("AppendJSONString(%q) = %s, want %s", s, got, plain)
		}
		if got, want := AppendJSONString(nil, s), (&Line{Variant: s}).AppendJSONPlain(nil); !bytes.Contains(want, append(append([]byte(`"variant":`), got...), ',')) {
			t.Fatalf("AppendJSONString(%q) = %s, not in %s", s, got, want)
		}
	})
}

// TestHeadOutcomeJSON: the JSON a run keeps of its strings is used for
// those very strings only, and is that of AppendJSON.
func TestHeadOutcomeJSON(t *testing.T) {
	l := Line{Variant: "kiswahili", South: "random", North: "greedy", Winner: "S", Reason: "front row empty", Moves: []string{}}
	o := NewOutcomeJSON(l.Winner, l.Reason)
	if !o.Of(l.Winner, l.Reason) || o.Of(strings.Clone(l.Winner), l.Reason) || o.Of(l.Winner, strings.Clone(l.Reason)) {
		t.Errorf("OutcomeJSON.Of: not of the very strings only")
	}
	h := NewHeadJSON(l.Variant, l.South, l.North)
	// A HeadJSON and an OutcomeJSON whose texts are not those of the
	// line, of its very strings: written as they are (the caller's word).
	h.pre, o.text = ",PRE", ",OUTCOME"
	got := string(l.AppendJSONEnd(AppendJSONMoves(l.AppendJSONStart(nil, h), l.Moves), o, ""))
	if !strings.Contains(got, ",PRE") || !strings.Contains(got, ",OUTCOME") {
		t.Errorf("the JSON of the very strings not used: %s", got)
	}
	l.South = strings.Clone(l.South)
	l.Reason = strings.Clone(l.Reason)
	got = string(l.AppendJSONEnd(AppendJSONMoves(l.AppendJSONStart(nil, h), l.Moves), o, ""))
	if want := string(l.AppendJSONPlain(nil)); got != want {
		t.Errorf("the JSON of other strings used:\n%s\nwant\n%s", got, want)
	}
}
