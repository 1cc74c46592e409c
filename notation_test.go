package bao_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
)

const (
	start4 = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -"
	// mtaji4 is a mtaji position of the four-row games with both houses
	// (kuu) alive and holding six or more.
	mtaji4 = "1,1,1,1,1,1,1,1/2,2,2,6,2,2,2,2/2,2,2,2,6,2,2,2/2,2,2,2,2,2,2,2 S 0,0 SN -"
	start2 = "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0"
)

// lookup returns the variant of spec, skipping the test if it is not
// registered (kingulu is written separately).
func lookup(t testing.TB, spec string) bao.Variant {
	t.Helper()
	v, err := bao.Lookup(spec)
	if errors.Is(err, bao.ErrUnknownVariant) {
		t.Skipf("%s is not registered", spec)
	}
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestParseStateErrors(t *testing.T) {
	tests := []struct {
		variant string
		text    string
		kind    error
		field   string // the ParseError's Field must contain it
		msg     string // the message must contain it
	}{
		// Syntax.
		{"kiswahili", "", bao.ErrSyntax, "", "1 space-separated fields, want 5"},
		{"kiswahili", strings.TrimSuffix(start4, " -"), bao.ErrSyntax, "", "4 space-separated fields, want 5"},
		{"kiswahili", start4 + " -", bao.ErrSyntax, "", "6 space-separated fields"},
		{"kiswahili", strings.Replace(start4, " S ", "  S ", 1), bao.ErrSyntax, "", "space-separated fields"},
		{"kiswahili", " " + start4, bao.ErrSyntax, "", "space-separated fields"},
		{"kiswahili", start4 + "\n", bao.ErrSyntax, "restricted", `"-\n"`},
		{"kiswahili", "x" + start4[1:], bao.ErrSyntax, "row 1 (b8..b1), pit b8", `"x" is not a count`},
		{"kiswahili", "-1" + start4[1:], bao.ErrSyntax, "row 1 (b8..b1), pit b8", `"-1" is not a count`},
		{"kiswahili", "+1" + start4[1:], bao.ErrSyntax, "pit b8", `"+1" is not a count`},
		{"kiswahili", "01" + start4[1:], bao.ErrSyntax, "pit b8", "leading zero"},
		{"kiswahili", "00" + start4[1:], bao.ErrSyntax, "pit b8", "leading zero"},
		{"kiswahili", "65" + start4[1:], bao.ErrSyntax, "pit b8", "more than the 64 seeds"},
		{"kiswahili", "256" + start4[1:], bao.ErrSyntax, "pit b8", "more than the 64 seeds"},
		{"kiswahili", "1000" + start4[1:], bao.ErrSyntax, "pit b8", "more than the 64 seeds"},
		{"kiswahili", "99999999999999999999" + start4[1:], bao.ErrSyntax, "pit b8", "more than the 64 seeds"},
		{"kiswahili", "٣" + start4[1:], bao.ErrSyntax, "pit b8", "not a count"},
		{"kiswahili", "1 " + start4[2:], bao.ErrSyntax, "", "space-separated fields"},
		{"kiswahili", "," + start4[2:], bao.ErrSyntax, "pit b8", "empty count"},
		{"kiswahili", strings.Replace(start4, "0,2,2,6,0,0,0,0", "0,2,2,6,0,0,0", 1), bao.ErrSyntax, "row 2 (a8..a1)", "7 counts, want 8"},
		{"kiswahili", strings.Replace(start4, "0,2,2,6,0,0,0,0", "0,2,2,6,0,0,0,0,0", 1), bao.ErrSyntax, "row 2 (a8..a1)", "9 counts, want 8"},
		{"kiswahili", strings.Replace(start4, "0,0,0,0,6,2,2,0", "0,0,0,0,6,2,2,x", 1), bao.ErrSyntax, "row 3 (A1..A8), pit A8", "not a count"},
		{"kiswahili", strings.Replace(start4, "/0,0,0,0,0,0,0,0 S", " S", 1), bao.ErrSyntax, "board", "3 rows, want 4"},
		{"kiswahili", strings.Replace(start4, " S ", "/0,0,0,0,0,0,0,0 S ", 1), bao.ErrSyntax, "board", "5 rows, want 4"},
		{"kiswahili", strings.Replace(start4, " S ", " X ", 1), bao.ErrSyntax, "side", `"X", want S or N`},
		{"kiswahili", strings.Replace(start4, " S ", " s ", 1), bao.ErrSyntax, "side", "want S or N"},
		{"kiswahili", strings.Replace(start4, " S ", " SN ", 1), bao.ErrSyntax, "side", "want S or N"},
		{"kiswahili", strings.Replace(start4, "22,22", "44", 1), bao.ErrSyntax, "stores", "two counts"},
		{"kiswahili", strings.Replace(start4, "22,22", "22,22,0", 1), bao.ErrSyntax, "stores", "two counts"},
		{"kiswahili", strings.Replace(start4, "22,22", "22;22", 1), bao.ErrSyntax, "stores", "two counts"},
		{"kiswahili", strings.Replace(start4, "22,22", "22,x", 1), bao.ErrSyntax, "stores", "North store"},
		{"kiswahili", strings.Replace(start4, "22,22", "022,22", 1), bao.ErrSyntax, "stores", "South store"},
		{"kiswahili", strings.Replace(start4, "22,22", "-22,22", 1), bao.ErrSyntax, "stores", "South store"},
		{"kiswahili", strings.Replace(start4, "22,22", "22,", 1), bao.ErrSyntax, "stores", "empty count"},
		{"kiswahili", strings.Replace(start4, " SN ", " NS ", 1), bao.ErrSyntax, "houses", `"NS", want SN, S, N or -`},
		{"kiswahili", strings.Replace(start4, " SN ", " sn ", 1), bao.ErrSyntax, "houses", "want SN"},
		{"kiswahili", strings.Replace(start4, " SN ", " 0 ", 1), bao.ErrSyntax, "houses", "want SN"},
		{"kiswahili", strings.TrimSuffix(start4, "-") + "A9", bao.ErrSyntax, "restricted", `"A9" is not a pit label`},
		{"kiswahili", strings.TrimSuffix(start4, "-") + "C1", bao.ErrSyntax, "restricted", "not a pit label"},
		{"kiswahili", strings.TrimSuffix(start4, "-") + "a", bao.ErrSyntax, "restricted", "not a pit label"},
		{"kiswahili", strings.TrimSuffix(start4, "-") + "NoPit", bao.ErrSyntax, "restricted", "not a pit label"},

		// Meaning: the seed total.
		{"kiswahili", strings.Replace(start4, "22,22", "22,21", 1), bao.ErrInvalidPosition, "seeds", "63 seeds, want 64"},
		{"kiswahili", strings.Replace(start4, "22,22", "22,23", 1), bao.ErrInvalidPosition, "seeds", "65 seeds, want 64"},
		{"kiswahili", strings.Replace(start4, "22,22", "64,64", 1), bao.ErrInvalidPosition, "seeds", "want 64"},
		{"kete", strings.Replace(start4, "22,22", "0,0", 1), bao.ErrInvalidPosition, "seeds", "20 seeds, want 64"},

		// Meaning: houses.
		{"kiswahili", "1,1,1,1,1,1,1,1/2,2,2,0,8,2,2,2/2,2,2,2,6,2,2,2/2,2,2,2,2,2,2,2 S 0,0 SN -", bao.ErrInvalidPosition, "houses", "North's house a5 is alive but holds 0 seeds"},
		{"kiswahili", "1,1,1,1,1,1,1,1/2,2,2,6,2,2,2,2/2,2,2,2,0,2,2,8/2,2,2,2,2,2,2,2 N 0,0 S -", bao.ErrInvalidPosition, "houses", "South's house A5"},
		{"kete", "1,1,1,1,1,1,1,1/2,2,2,5,3,2,2,2/2,2,2,2,6,2,2,2/2,2,2,2,2,2,2,2 S 0,0 SN -", bao.ErrInvalidPosition, "houses", "North's kuu a5 is alive but holds 5 seeds; a living kuu holds at least 6"},
		{"kete", "1,1,1,1,1,1,1,1/2,2,2,6,2,2,2,2/2,2,2,2,1,2,2,7/2,2,2,2,2,2,2,2 S 0,0 S -", bao.ErrInvalidPosition, "houses", "South's kuu A5"},

		// Meaning: the restricted pit.
		{"kiswahili(takasia=off)", strings.TrimSuffix(mtaji4, "-") + "A3", bao.ErrInvalidPosition, "restricted", "takasia is off"},
		{"kete(takasia=off)", strings.TrimSuffix(mtaji4, "-") + "a3", bao.ErrInvalidPosition, "restricted", "a3 is restricted, but takasia is off"},
		{"kiswahili", strings.TrimSuffix(mtaji4, "-") + "B3", bao.ErrInvalidPosition, "restricted", "back pit"},
		{"kete", strings.TrimSuffix(mtaji4, "-") + "b3", bao.ErrInvalidPosition, "restricted", "back pit"},
		{"kiswahili", strings.TrimSuffix(mtaji4, "-") + "a3", bao.ErrInvalidPosition, "restricted", "not a pit of South, the side to move"},
		{"kiswahili", strings.TrimSuffix(mtaji4, "-") + "A5", bao.ErrInvalidPosition, "restricted", "living house"},
		{"kete", strings.TrimSuffix(mtaji4, "-") + "a5", bao.ErrInvalidPosition, "restricted", "living kuu"},
		{"kiswahili", strings.TrimSuffix(start4, "-") + "A6", bao.ErrInvalidPosition, "restricted", "while a store holds seeds"},

		// Two rows.
		{"kingulu", start2 + " -", bao.ErrSyntax, "", "4 space-separated fields, want 3"},
		{"kingulu", start4, bao.ErrSyntax, "", "want 3"},
		{"kingulu", "4,4,4,4,4,4/4,4,4,4,4 S 0,0", bao.ErrSyntax, "row 2 (A1..A6)", "5 counts, want 6"},
		{"kingulu", "4,4,4,4,4,4/4,4,4,4,4,4/0,0,0,0,0,0 S 0,0", bao.ErrSyntax, "board", "3 rows, want 2"},
		{"kingulu", "4,4,4,4,4,4/4,4,4,4,4,4 S 0,1", bao.ErrInvalidPosition, "seeds", "49 seeds, want 48"},
		{"kingulu", "4,4,4,4,4,4/4,4,4,4,4,4x S 0,0", bao.ErrSyntax, "pit A6", "not a count"},
		{"kingulu", "4,4,4,4,4,4/4,4,4,4,4,4SN S 0,0", bao.ErrSyntax, "pit A6", "not a count"},
		{"kingulu", "4,4,4,4,4,4/4,4,4,4,4,S S 0,4", bao.ErrSyntax, "pit A6", "not a count"},
		{"kingulu", "4,4,4,4,4,49/4,4,4,4,4,4 S 0,0", bao.ErrSyntax, "pit a1", "more than the 48 seeds"},
		{"kingulu", "4,4,4,4,4,4/4,4,4,4,4S,4 S 0,0", bao.ErrInvalidPosition, "A5", "own row"},
		{"kingulu", "4N,4,4,4,4,4/4,4,4,4,4,4 S 0,0", bao.ErrInvalidPosition, "a6", "own row"},
		{"kingulu", "4,4,4,4,4,4/4,4,4,4,3N,5 S 0,0", bao.ErrInvalidPosition, "A5", "4 or 5"},
		{"kingulu", "4,4,4,4,3S,5/4,4,4,4,4,4 S 0,0", bao.ErrInvalidPosition, "a2", "4 or 5"},
	}
	for _, tt := range tests {
		t.Run(tt.variant+"/"+tt.text, func(t *testing.T) {
			v := lookup(t, tt.variant)
			s, err := bao.ParseState(v, tt.text)
			if err == nil {
				t.Fatalf("ParseState = %s, want an error", bao.FormatState(v, s))
			}
			if !errors.Is(err, tt.kind) {
				t.Errorf("error %q does not match %v", err, tt.kind)
			}
			other := bao.ErrSyntax
			if tt.kind == bao.ErrSyntax {
				other = bao.ErrInvalidPosition
			}
			if errors.Is(err, other) {
				t.Errorf("error %q matches %v too", err, other)
			}
			var pe *bao.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %q is a %T, not a *bao.ParseError", err, err)
			}
			if pe.Text != tt.text {
				t.Errorf("ParseError.Text = %q, want the input", pe.Text)
			}
			if !strings.Contains(pe.Field, tt.field) || tt.field == "" && pe.Field != "" {
				t.Errorf("ParseError.Field = %q, want %q", pe.Field, tt.field)
			}
			if msg := err.Error(); !strings.Contains(msg, tt.msg) || !strings.Contains(msg, tt.field) {
				t.Errorf("message %q does not say %q (field %q)", msg, tt.msg, tt.field)
			}
			if s != (bao.State{}) {
				t.Errorf("ParseState returns a non-zero state with its error")
			}
		})
	}
}

func TestParseStateValid(t *testing.T) {
	for _, tt := range []struct{ variant, text string }{
		{"kiswahili", start4},
		{"kete", start4},
		{"kiswahili", mtaji4},
		{"kiswahili", strings.TrimSuffix(mtaji4, "-") + "A3"},
		{"kiswahili", strings.Replace(mtaji4, " SN -", " N A5", 1)}, // South's house is not owned
		{"kete", strings.TrimSuffix(mtaji4, "-") + "a3"},            // hizi zetu names either player's pit
		{"kete", strings.TrimSuffix(mtaji4, "-") + "A3"},
		{"kiswahili", "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N 64,0 - -"},
		{"kiswahili", "64,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N 0,0 - -"},
		{"kingulu", start2},
		{"kingulu", "4,4,4,4,5S,1/4,4,4,0,5,3 N 4,2"},
		{"kingulu", "4,4,4,4,4,4/4,4,4,4,4N,4 S 0,0"},
	} {
		v := lookup(t, tt.variant)
		s, err := bao.ParseState(v, tt.text)
		if err != nil {
			t.Errorf("%s: ParseState(%q): %v", tt.variant, tt.text, err)
			continue
		}
		if got := bao.FormatState(v, s); got != tt.text {
			t.Errorf("%s: FormatState(ParseState(%q)) = %q", tt.variant, tt.text, got)
		}
		if err := bao.Validate(v, s); err != nil {
			t.Errorf("%s: Validate(%q): %v", tt.variant, tt.text, err)
		}
	}
}

func TestStartPositionText(t *testing.T) {
	for _, tt := range []struct{ variant, text string }{
		{"kiswahili", start4},
		{"kiswahili(takasia=off)", start4},
		{"kete", start4},
		{"kingulu", start2},
	} {
		v := lookup(t, tt.variant)
		if got := bao.FormatState(v, v.Start()); got != tt.text {
			t.Errorf("%s: start position %q, want %q", tt.variant, got, tt.text)
		}
	}
}

func TestValidateGeneric(t *testing.T) {
	v := lookup(t, "kiswahili")
	ok := v.Start()
	tests := []struct {
		name  string
		edit  func(*bao.State)
		field string
	}{
		{"side", func(s *bao.State) { s.Side = 2 }, "side"},
		{"seeds", func(s *bao.State) { s.Pits[0]++ }, "seeds"},
		{"restricted off the board", func(s *bao.State) { s.Store = [2]uint8{}; s.Pits[0] += 44; s.Restricted = 40 }, "restricted"},
		{"reserved pits", func(s *bao.State) { s.Reserved[bao.North] = 1 }, "reservations"},
	}
	for _, tt := range tests {
		s := ok
		tt.edit(&s)
		err := bao.Validate(v, s)
		var pe *bao.ParseError
		if !errors.Is(err, bao.ErrInvalidPosition) || !errors.As(err, &pe) || pe.Field != tt.field {
			t.Errorf("%s: Validate = %v, want an invalid-position error of field %q", tt.name, err, tt.field)
		}
	}
	if k, err := bao.Lookup("kingulu"); err == nil {
		s := k.Start()
		s.House[bao.South] = true
		if err := bao.Validate(k, s); !errors.Is(err, bao.ErrInvalidPosition) {
			t.Errorf("kingulu with a house: Validate = %v", err)
		}
		s = k.Start()
		s.Pits[bao.PitOf(bao.South, 1, 1).Index()] = 1 // a back-row pit on a two-row board
		s.Pits[0]--
		if err := bao.Validate(k, s); !errors.Is(err, bao.ErrInvalidPosition) {
			t.Errorf("kingulu with seeds in B1: Validate = %v", err)
		}
	}
}

// vectorLine is a line of testdata/*.jsonl.
type vectorLine struct {
	Variant  string `json:"variant"`
	Position string `json:"position"`
	Moves    []struct {
		Move     string `json:"move"`
		Position string `json:"position"`
	} `json:"moves"`
}

// vectorFiles returns the lines of every testdata/*.jsonl file, by file.
func vectorFiles(t testing.TB) map[string][]vectorLine {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test vectors: %v", err)
	}
	out := map[string][]vectorLine{}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<22)
		for sc.Scan() {
			var l vectorLine
			if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if l.Variant == "" {
				l.Variant, _, _ = strings.Cut(filepath.Base(name), "-")
			}
			out[name] = append(out[name], l)
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func TestRoundTripVectors(t *testing.T) {
	for name, lines := range vectorFiles(t) {
		t.Run(filepath.Base(name), func(t *testing.T) {
			positions, moves := 0, 0
			for i, l := range lines {
				v := lookup(t, l.Variant)
				texts := []string{l.Position}
				for _, m := range l.Moves {
					texts = append(texts, m.Position)
					mv, notes, err := bao.ParseMove(m.Move)
					if err != nil {
						t.Errorf("line %d: ParseMove(%q): %v", i+1, m.Move, err)
					} else if got := mv.String() + notes.String(); got != m.Move {
						t.Errorf("line %d: ParseMove(%q) formats back as %q", i+1, m.Move, got)
					}
					moves++
				}
				for _, x := range texts {
					s, err := bao.ParseState(v, x)
					if err != nil {
						t.Errorf("line %d: ParseState(%q): %v", i+1, x, err)
						continue
					}
					if got := bao.FormatState(v, s); got != x {
						t.Errorf("line %d: FormatState(ParseState(%q)) = %q", i+1, x, got)
					}
					positions++
				}
			}
			t.Logf("%d positions, %d moves", positions, moves)
		})
	}
}

func TestParseMove(t *testing.T) {
	pit := func(label string) bao.Pit {
		x, err := bao.ParsePit(label)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	valid := []struct {
		text  string
		move  bao.Move
		notes bao.Notes
	}{
		{"A6>", bao.Move{Pit: pit("A6"), Dir: bao.Right}, 0},
		{"A6<*", bao.Move{Pit: pit("A6"), Dir: bao.Left}, bao.Takasa},
		{"a4>+", bao.Move{Pit: pit("a4"), Dir: bao.Right, Safari: true}, 0},
		{"B5>", bao.Move{Pit: pit("B5"), Dir: bao.Right}, 0},
		{"A7<**", bao.Move{Pit: pit("A7"), Dir: bao.Left}, bao.Takasa | bao.Takasia},
		{"A2>#", bao.Move{Pit: pit("A2"), Dir: bao.Right}, bao.Win},
		{"A2>**#", bao.Move{Pit: pit("A2"), Dir: bao.Right}, bao.Takasa | bao.Takasia | bao.Win},
		{"A2<*#", bao.Move{Pit: pit("A2"), Dir: bao.Left}, bao.Takasa | bao.Win},
		{"b8<+#", bao.Move{Pit: pit("b8"), Dir: bao.Left, Safari: true}, bao.Win},
		{"A3", bao.Move{Pit: pit("A3")}, 0},
		{"a6", bao.Move{Pit: pit("a6")}, 0},
	}
	for _, tt := range valid {
		m, notes, err := bao.ParseMove(tt.text)
		if err != nil || m != tt.move || notes != tt.notes {
			t.Errorf("ParseMove(%q) = %#v, %v, %v; want %#v, %v", tt.text, m, notes, err, tt.move, tt.notes)
			continue
		}
		if got := m.String() + notes.String(); got != tt.text {
			t.Errorf("ParseMove(%q) formats back as %q", tt.text, got)
		}
	}
	for _, text := range []string{
		"", "A", "6", "A0", "A9", "C1", "c1", "AA", "a-", " A6>", "A6> ", "A6 >", "A6>>", "A6<>",
		"A6+", "A6>++", "A6>+<", "A6>***", "A6>#*", "A6>##", "A6>*+", "A6>#+", "A6>x", "A6>\n",
		"A6>\x00", "A61", "Ａ6>", "A６>",
	} {
		m, notes, err := bao.ParseMove(text)
		if err == nil {
			t.Errorf("ParseMove(%q) = %#v, %v; want an error", text, m, notes)
			continue
		}
		if !errors.Is(err, bao.ErrSyntax) {
			t.Errorf("ParseMove(%q): error %q does not match ErrSyntax", text, err)
		}
		var pe *bao.ParseError
		if !errors.As(err, &pe) || pe.Field != "move" || pe.Text != text {
			t.Errorf("ParseMove(%q): error %#v, want a *ParseError of field move", text, err)
		}
	}
}

func TestParsePit(t *testing.T) {
	n := 0
	for i := range bao.MaxPits {
		x := bao.PitAt(i)
		y, err := bao.ParsePit(x.String())
		if err != nil || y != x {
			t.Errorf("ParsePit(%q) = %v, %v; want %v", x.String(), y, err, x)
		}
		n++
	}
	if n != 32 {
		t.Fatal(n)
	}
	for _, label := range []string{"", "-", "A", "A0", "A9", "C1", "e4", "a10", " a1", "a1 "} {
		if x, err := bao.ParsePit(label); err == nil || !errors.Is(err, bao.ErrSyntax) || x != bao.NoPit {
			t.Errorf("ParsePit(%q) = %v, %v; want a syntax error", label, x, err)
		}
	}
}

// TestAppendFormatNumbers checks the numbers of position text, pits and
// stores, against strconv for every value a uint8 holds.
func TestAppendFormatNumbers(t *testing.T) {
	g := bao.MustLookup("kiswahili").Geometry()
	for n := range 256 {
		var s bao.State
		var want []int
		for i := range s.Pits {
			s.Pits[i] = uint8(n + i)
			want = append(want, (n+i)%256)
		}
		s.Store = [2]uint8{uint8(n), uint8(255 - n)}
		fields := strings.Fields(g.Format(s))
		if fields[2] != strconv.Itoa(n)+","+strconv.Itoa(255-n) {
			t.Fatalf("stores of %d: %q", n, fields[2])
		}
		var got []int
		for _, row := range strings.Split(fields[0], "/") {
			for _, f := range strings.Split(row, ",") {
				k, err := strconv.Atoi(f)
				if err != nil || strconv.Itoa(k) != f {
					t.Fatalf("pit text %q of %d", f, n)
				}
				got = append(got, k)
			}
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("pits of %d: %v, want %v", n, got, want)
		}
	}
}
