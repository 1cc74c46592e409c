package record

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
)

// example15 is Example 15 of docs/kiswahili.md.
var example15 = &Record{
	Tags: map[string]string{
		"Variant": "kiswahili", "South": "Amina", "North": "Bakari", "Seed": "?",
		"Date": "2025-01-31", "Result": "S", "Reason": "front row empty",
	},
	Moves: []string{"A7>*", "a6<*", "A6<", "a5<", "A2>#"},
}

const example15Text = `[Variant "kiswahili"]
[Date "2025-01-31"]
[South "Amina"]
[North "Bakari"]
[Seed "?"]
[Result "S"]
[Reason "front row empty"]

1. A7>* a6<* 2. A6< a5< 3. A2># S

`

func TestWrite(t *testing.T) {
	var b bytes.Buffer
	if err := example15.Write(&b); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(example15Text, b.String()); diff != "" {
		t.Errorf("Write (-want +got):\n%s", diff)
	}
	r, err := Read(&b)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(example15, r); diff != "" {
		t.Errorf("Read(Write(r)) (-want +got):\n%s", diff)
	}
}

func TestWriteNorthFirstAndWrapping(t *testing.T) {
	// A position with North to move: numbering starts with "1...".
	start := "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,0,1/0,0,0,0,0,0,1,1 N 21,22 SN -"
	r := &Record{
		Tags:  map[string]string{"Variant": "kiswahili", "Result": "*", "Start": start, "Zeta": `say "hi" \ bye`, "Alpha": ""},
		Moves: []string{"a6<*", "A6<", "a5<"},
	}
	want := `[Variant "kiswahili"]
[Result "*"]
[Start "` + start + `"]
[Alpha ""]
[Zeta "say \"hi\" \\ bye"]

1... a6<* 2. A6< a5< *
`
	got, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, string(got)); diff != "" {
		t.Errorf("MarshalText (-want +got):\n%s", diff)
	}
	var back Record
	if err := back.UnmarshalText(got); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(r, &back); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}

	// Long games are wrapped before 80 columns.
	long := &Record{Tags: map[string]string{"Variant": "kete", "Result": "*"}}
	for range 100 {
		long.Moves = append(long.Moves, "A6<**", "a6>+*")
	}
	text, err := long.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
	if len(lines) < 10 {
		t.Errorf("%d lines, want the moves wrapped", len(lines))
	}
	for i, l := range lines {
		if len(l) > lineWidth {
			t.Errorf("line %d has %d characters: %q", i+1, len(l), l)
		}
	}
	if all := strings.Join(lines, " "); !strings.HasSuffix(all, " 99. A6<** a6>+* 100. A6<** a6>+* *") {
		t.Errorf("last line %q", lines[len(lines)-1])
	}
	back2, err := Read(bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(long, back2); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
}

func TestWriteErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    Record
		want string
	}{
		{"no variant", Record{Tags: map[string]string{"Result": "*"}}, "Variant tag is required"},
		{"no result", Record{Tags: map[string]string{"Variant": "kete"}}, "Result tag is required"},
		{"bad result", Record{Tags: map[string]string{"Variant": "kete", "Result": "1-0"}}, `Result tag "1-0"`},
		{"bad name", Record{Tags: map[string]string{"Variant": "kete", "Result": "*", "1x": ""}}, `bad tag name "1x"`},
		{"newline", Record{Tags: map[string]string{"Variant": "kete", "Result": "*", "Event": "a\nb"}}, "control character"},
		{"bad utf8", Record{Tags: map[string]string{"Variant": "kete", "Result": "*", "Event": "a\xffb"}}, "invalid UTF-8"},
		{"bad move", Record{Tags: map[string]string{"Variant": "kete", "Result": "*"}, Moves: []string{"A6<", "x9"}}, "move 2"},
		{"space in move", Record{Tags: map[string]string{"Variant": "kete", "Result": "*"}, Moves: []string{"A6< "}}, "move 1"},
		{"bad start", Record{Tags: map[string]string{"Variant": "kete", "Result": "*", "Start": "4,4"}}, "Start tag"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			err := tc.r.Write(&b)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Write: error %v, want one containing %q", err, tc.want)
			}
			if b.Len() != 0 {
				t.Errorf("Write wrote %q on error", b.String())
			}
		})
	}
}

func TestReadStream(t *testing.T) {
	text := "\ufeff\r\n" + strings.ReplaceAll(example15Text, "\n", "\r\n") + `
   [Variant   "kingulu"]  
[Result "*"]
[Custom "kept"]
*
[Variant "kete"]
[Result "N"]
[Reason "resigned"]
1.
  A6<*
      a6<*   2. A5<*
N`
	rs, err := ReadAll(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	want := []*Record{
		example15,
		{Tags: map[string]string{"Variant": "kingulu", "Result": "*", "Custom": "kept"}},
		{Tags: map[string]string{"Variant": "kete", "Result": "N", "Reason": "resigned"}, Moves: []string{"A6<*", "a6<*", "A5<*"}},
	}
	if diff := cmp.Diff(want, rs); diff != "" {
		t.Errorf("ReadAll (-want +got):\n%s", diff)
	}
	rd := NewReader(strings.NewReader(text))
	var lines []int
	for {
		_, err := rd.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, rd.Line())
	}
	if diff := cmp.Diff([]int{2, 13, 17}, lines); diff != "" {
		t.Errorf("Line (-want +got):\n%s", diff)
	}
	if _, err := Read(strings.NewReader(text)); err == nil || !strings.Contains(err.Error(), "line 13: a second record") {
		t.Errorf("Read of two records: %v", err)
	}
	if _, err := Read(strings.NewReader("\n\n")); err == nil || !strings.Contains(err.Error(), "no record") {
		t.Errorf("Read of nothing: %v", err)
	}
	if rs, err := ReadAll(strings.NewReader(" \n")); err != nil || len(rs) != 0 {
		t.Errorf("ReadAll of blank input: %v, %v", rs, err)
	}
}

func TestReadErrors(t *testing.T) {
	head := "[Variant \"kiswahili\"]\n[Result \"*\"]\n\n"
	for _, tc := range []struct {
		name, text string
		line       int
		want       string
	}{
		{"no tags", "1. A6<* *\n", 1, "a record begins with tag lines"},
		{"unterminated tag", "[Variant \"kete\"\n", 1, "want [Name \"value\"]"},
		{"no value", "[Variant]\n", 1, "want [Name \"value\"]"},
		{"unquoted", "[Variant kete]\n", 1, "double quotes"},
		{"bad escape", "[Variant \"a\\nb\"]\n", 1, "bad escape"},
		{"inner quote", "[Variant \"a\"b\"]\n", 1, "double quote inside"},
		{"bad name", "[Variant \"kete\"]\n[2x \"y\"]\n", 2, "bad tag name"},
		{"duplicate", "[Variant \"kete\"]\n[Result \"*\"]\n[Variant \"kete\"]\n", 3, "given twice (first on line 1)"},
		{"bad result tag", "[Variant \"kete\"]\n[Result \"1-0\"]\n", 2, "want S, N, draw or *"},
		{"empty variant", "[Variant \"\"]\n", 1, "empty Variant"},
		// A game number that is not one was replaced by the record's
		// place in the file, silently; a JSON line's "game":-1 is refused.
		{"negative game", "[Variant \"kete\"]\n[Game \"-1\"]\n", 2, `Game tag "-1": want a number from 0`},
		{"game not a number", "[Variant \"kete\"]\n[Game \"abc\"]\n", 2, `Game tag "abc": want a number from 0`},
		{"game with a zero before", "[Game \"07\"]\n", 1, `Game tag "07"`},
		{"opening not a number", "[Opening \"x\"]\n", 1, `Opening tag "x": want a number from 0`},
		{"negative match", "[Match \"-2\"]\n", 1, `Match tag "-2"`},
		{"no variant", "[Result \"*\"]\n\n*\n", 3, "has no Variant tag"},
		{"no result tag", "[Variant \"kete\"]\n\n*\n", 3, "has no Result tag"},
		{"end in tags", "[Variant \"kete\"]\n[Result \"*\"]\n", 2, "ends in the tags"},
		{"end in moves", head + "1. A6<*\na6<*\n", 5, "ends in the moves"},
		{"missing number", head + "A6<* *\n", 4, `want the move number "1." before it`},
		{"wrong number", head + "1. A6<* a6<* 3. A5< *\n", 4, `move number "3.", want "2."`},
		{"number for north", head + "1. A6<* 2. a6<* *\n", 4, `unexpected move number "2."`},
		{"glued number", head + "1.A6<* *\n", 4, `move number "1.A6<*"`},
		{"double number", head + "1. 1. A6<* *\n", 4, `unexpected move number "1."`},
		{"number then result", head + "1. A6<* a6<* 2. *\n", 4, "without a move"},
		{"bad move", head + "\n1. A6<* a6<* 2. Z9 *\n", 5, `move 3 "Z9"`},
		{"bad annotation", head + "1. A6<*x *\n", 4, `move 1 "A6<*x"`},
		{"result disagrees", head + "1. A6<* S\n", 4, `result "S" does not agree with the Result tag "*"`},
		{"after result", head + "1. A6<* * 2. A5<\n", 4, "after the result"},
		{"tag among moves", head + "1. A6<*\n[Event \"x\"]\n", 5, "tag line among the moves"},
		{"north first wants 1...", "[Variant \"kete\"]\n[Result \"*\"]\n[Start \"0/0 N 0,0\"]\n1. a6<* *\n", 4, `move number "1.", want "1..."`},
		{"north first missing number", "[Variant \"kete\"]\n[Result \"*\"]\n[Start \"0/0 N 0,0\"]\na6<* *\n", 4, `want the move number "1..."`},
		{"bad start", "[Variant \"kete\"]\n[Start \"nonsense\"]\n[Result \"*\"]\n*\n", 2, "Start tag"},
		{"control char", "[Event \"a\x01\"]\n", 1, "control character"},
		{"long line", "[Event \"" + strings.Repeat("x", maxLine+10) + "\"]\n", 0, "longer than"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rd := NewReader(strings.NewReader(tc.text))
			_, err := rd.Read()
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Read: error %v, want a *SyntaxError", err)
			}
			if !errors.Is(err, bao.ErrSyntax) {
				t.Errorf("error %v does not match bao.ErrSyntax", err)
			}
			if tc.line != 0 && se.Line != tc.line {
				t.Errorf("error %v on line %d, want line %d", err, se.Line, tc.line)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want one containing %q", err, tc.want)
			}
			if _, err2 := rd.Read(); err2 != err {
				t.Errorf("second Read: %v, want the same error", err2)
			}
		})
	}
}

func TestNorthFirstRead(t *testing.T) {
	text := "[Variant \"kete\"]\n[Result \"*\"]\n[Start \"x N y\"]\n1... a6<* 2. A6< a5< 3. A2>\n*\n"
	r, err := Read(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"a6<*", "A6<", "a5<", "A2>"}, r.Moves); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
}

// genRecord generates records that Write accepts.
func genRecord() *rapid.Generator[*Record] {
	return rapid.Custom(func(t *rapid.T) *Record {
		r := &Record{Tags: map[string]string{}}
		r.Tags[TagVariant] = rapid.SampledFrom([]string{"kiswahili", "kete", "kingulu", "kiswahili(takasia=off)"}).Draw(t, "variant")
		r.Tags[TagResult] = rapid.SampledFrom([]string{"S", "N", "draw", "*"}).Draw(t, "result")
		if rapid.Bool().Draw(t, "north first") {
			r.Tags[TagStart] = "4,4,4,4,4,4/4,4,4,4,4,4 N 0,0"
		}
		names := rapid.SliceOfN(rapid.StringMatching(`[A-Za-z][A-Za-z0-9_]{0,8}`), 0, 6).Draw(t, "names")
		for _, n := range names {
			if n == TagStart || n == TagVariant || n == TagResult {
				continue
			}
			r.Tags[n] = rapid.StringMatching(`[ -~\x{e9}\x{2014}]{0,20}`).Draw(t, "value")
		}
		r.Moves = rapid.SliceOfN(rapid.StringMatching(`[ABab][1-8]([<>]\+?)?(\*|\*\*)?#?`), 0, 60).Draw(t, "moves")
		if len(r.Moves) == 0 {
			r.Moves = nil
		}
		return r
	})
}

func TestRoundTripProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rs := rapid.SliceOfN(genRecord(), 1, 3).Draw(t, "records")
		var b bytes.Buffer
		for _, r := range rs {
			if err := r.Write(&b); err != nil {
				t.Fatalf("Write: %v", err)
			}
		}
		back, err := ReadAll(&b)
		if err != nil {
			t.Fatalf("ReadAll: %v\n%s", err, b.String())
		}
		if diff := cmp.Diff(rs, back); diff != "" {
			t.Fatalf("round trip (-want +got):\n%s", diff)
		}
	})
}

// FuzzRead checks that the reader never panics, and that whatever it reads
// is written and read back equal.
func FuzzRead(f *testing.F) {
	f.Add(example15Text)
	f.Add("[Variant \"kete\"]\n[Result \"*\"]\n[Start \"x N y\"]\n1... a6<* 2. A6< a5< 3. A2>\n*\n")
	f.Add("[Variant \"kingulu\"]\n[Result \"draw\"]\n[X \"a\\\"b\\\\\"]\n1. A3 a6 2. A4 draw\n\n[Variant \"kete\"]\n[Result \"*\"]\n*")
	f.Add("[Variant \"kete\"]\n1. 1... [")
	f.Fuzz(func(t *testing.T, text string) {
		rs, err := ReadAll(strings.NewReader(text))
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error %v is not a *SyntaxError", err)
			}
		}
		var b bytes.Buffer
		for _, r := range rs {
			if err := r.Write(&b); err != nil {
				t.Fatalf("Write of a record read: %v\n%#v", err, r)
			}
		}
		back, err := ReadAll(&b)
		if err != nil {
			t.Fatalf("ReadAll of written records: %v\n%s", err, b.String())
		}
		if len(rs) == 0 {
			rs = nil
		}
		if diff := cmp.Diff(rs, back); diff != "" {
			t.Fatalf("round trip (-want +got):\n%s", diff)
		}
	})
}
