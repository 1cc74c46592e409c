package record

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
)

// TestReadJSONLines: the reader reads selfplay's JSON lines as records,
// told apart from the record format by the content.
func TestReadJSONLines(t *testing.T) {
	in := "\n" +
		`{"game":0,"variant":"kiswahili","seed":"123","south":"random","north":"greedy","moves":["A7>*","a6<*"],"plies":2,"winner":"draw","reason":"ply limit","final":"x","opening":2,"extra":[1,2]}` + "\n\n" +
		`{"game":1,"variant":"kingulu","seed":"9","south":"a","north":"b","moves":[],"plies":0,"winner":"N","reason":"resigned","final":"y","match":3}` + "\r\n"
	got, err := ReadAll(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []*Record{
		{Tags: map[string]string{"Variant": "kiswahili", "Seed": "123", "South": "random", "North": "greedy", "Result": "draw", "Reason": "ply limit", "Final": "x", "Game": "0", "Opening": "2"}, Moves: []string{"A7>*", "a6<*"}},
		{Tags: map[string]string{"Variant": "kingulu", "Seed": "9", "South": "a", "North": "b", "Result": "N", "Reason": "resigned", "Final": "y", "Game": "1", "Match": "3"}, Moves: []string{}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestReadJSONErrors(t *testing.T) {
	// A line holds every field of a record (Complete), as the readers of a
	// run's records require.
	const head = `{"game":0,"variant":"kiswahili","seed":"1","south":"a","north":"b",`
	const tail = `"reason":"time","final":"x"}`
	good := head + `"moves":["A7>*"],"plies":1,"winner":"S",` + tail
	for _, tc := range []struct {
		line, msg string
	}{
		{head + `"moves":["A7>*"],"plies":1,"winner":"S"`, "line 2: not a JSON object"},
		{`{"game":0,"seed":"1","south":"a","north":"b","moves":["A7>*"],"plies":1,"winner":"S",` + tail, `line 2: no "variant" field: not the record of a game`},
		{head + `"plies":1,"winner":"S",` + tail, `line 2: no "moves" field`},
		{head + `"moves":["A7>*"],"winner":"S",` + tail, `line 2: no "plies" field`},
		{head + `"moves":["A7>*"],"plies":1,` + tail, `line 2: no "winner" field`},
		{head + `"moves":["A7>*"],"plies":1,"winner":"S","final":"x"}`, `line 2: no "reason" field`},
		{head + `"moves":["A7>*"],"plies":1,"winner":"S","reason":"time"}`, `line 2: no "final" field`},
		{head + `"moves":["A7>*"],"plies":3,"winner":"S",` + tail, `line 2: "plies" is 3, but "moves" holds 1 move`},
		{head + `"moves":["A7>*"],"plies":1,"winner":"south",` + tail, `line 2: field "winner" is "south": want S, N or draw`},
		{head + `"moves":["A7>*"],"plies":1,"winner":"*",` + tail, `line 2: field "winner" is "*": want S, N or draw`},
		{head + `"moves":["hello"],"plies":1,"winner":"S",` + tail, `line 2: move 1 "hello": want a pit label (A1..A8, B1..B8, a1..a8, b1..b8) at the start`},
		{`{"game":0,"variant":"kiswahili","seed":"1","south":"a\u0001","north":"b","moves":["A7>*"],"plies":1,"winner":"S",` + tail, `line 2: field "south": control character U+0001 in the value`},
		{good + ` {}`, "line 2: more than one JSON value"},
		{`[Variant "kiswahili"]`, "line 2: not a JSON object"},
	} {
		rd := NewReader(strings.NewReader(good + "\n" + tc.line + "\n"))
		if _, err := rd.Read(); err != nil {
			t.Fatalf("first line: %v", err)
		}
		_, err := rd.Read()
		if err == nil || !strings.Contains(err.Error(), tc.msg) || !errors.Is(err, bao.ErrSyntax) {
			t.Errorf("%s: error %v; want %q matching bao.ErrSyntax", tc.line, err, tc.msg)
		}
	}
}

// TestReplayJSONFinal: Replay checks the Final tag against the final
// position.
func TestReplayJSONFinal(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	g := bao.NewGame(v)
	if _, err := g.PlayText("A7>*"); err != nil {
		t.Fatal(err)
	}
	final := bao.FormatState(v, g.State())
	for _, tc := range []struct {
		final string
		ok    bool
	}{{final, true}, {bao.FormatState(v, v.Start()), false}} {
		r, err := Read(strings.NewReader(`{"game":0,"variant":"kiswahili","seed":"1","south":"a","north":"b","moves":["A7>*"],"plies":1,"winner":"draw","reason":"ply limit","final":"` + tc.final + `"}`))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Replay(); (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrResult)) {
			t.Errorf("final %q: %v", tc.final, err)
		}
	}
}

// TestParseLineEmpty: ParseLine says that an empty line (or one of spaces)
// is empty, rather than "the line ends inside" a JSON object, so that the
// readers of a run (merge, -from, -resume) name what is wrong with it; a
// line cut inside its object is still told as such.
func TestParseLineEmpty(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"", "an empty line"},
		{"   \t", "an empty line"},
		{`{"game":0,`, "the line ends inside it"},
		{"\ufeff{\"game\":0}", "a byte order mark"},
	} {
		if _, err := ParseLine([]byte(tc.line)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseLine(%q): %v; want %q", tc.line, err, tc.want)
		}
	}
}
