package render

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/internal/testvec"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// cases are the positions of the golden tests.
var cases = []struct {
	name     string
	variant  string
	position string // empty: the start position
	opt      Options
}{
	{name: "kiswahili-start", variant: "kiswahili"},
	{name: "kete-start", variant: "kete"},
	{name: "kingulu-start", variant: "kingulu"},
	// An example of docs/kiswahili.md (rules L4, T3): North to move, a3
	// under takasia, South's house lost.
	{name: "kiswahili-restricted", variant: "kiswahili",
		position: "1,4,1,0,2,0,1,1/0,0,0,18,0,1,0,0/0,0,0,0,0,1,0,2/1,1,1,25,1,1,1,1 N 0,0 N a3"},
	// Bao la Kete, hizi zetu on a pit of the opponent (phase 2).
	{name: "kete-opponent-restricted", variant: "kete",
		position: "1,7,0,3,1,0,4,1/3,0,1,3,1,1,3,0/0,0,0,0,0,1,0,2/1,1,1,25,1,1,1,1 S 0,0 - a3"},
	// KG of docs/kingulu.md with a child of each player.
	{name: "kingulu-children", variant: "kingulu", position: "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6"},
	// The end of Example 15 of docs/kiswahili.md: South has won.
	{name: "kiswahili-finished", variant: "kiswahili",
		position: "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,1,3,2,8,0,1,0/0,0,0,0,0,0,1,1 N 27,20 S -"},
	// Every option.
	{name: "kiswahili-options", variant: "kiswahili",
		position: "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,1,1,7,0,2,0/0,0,0,0,0,0,0,0 N 21,22 SN -",
		opt: Options{Title: "Example 15 <after move 1>", Caption: "South played A6<* & the house is full",
			Labels: true, Highlight: bao.PitOf(bao.South, 0, 6), South: "Amina", North: "Bakari"}},
	{name: "kingulu-finished", variant: "kingulu",
		position: "0,0,0,0,0,0/0,0,0,0,0,0 N 25,23", opt: Options{Labels: true}},
}

func state(t *testing.T, variant, position string) (bao.Variant, bao.State) {
	t.Helper()
	v, err := bao.Lookup(variant)
	if err != nil {
		t.Fatal(err)
	}
	if position == "" {
		return v, v.Start()
	}
	s, err := bao.ParseState(v, position)
	if err != nil {
		t.Fatal(err)
	}
	return v, s
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, diff)
	}
}

func TestGolden(t *testing.T) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, s := state(t, tc.variant, tc.position)
			txt := Text(v, s)
			golden(t, tc.name+".txt", txt)
			if TextGeometry(v.Geometry(), s) != txt {
				t.Error("TextGeometry differs from Text")
			}
			svg := SVG(v, s, tc.opt)
			golden(t, tc.name+".svg", svg)
			testvec.CheckSVG(t, svg)
			if again := SVG(v, s, tc.opt); again != svg {
				t.Error("SVG is not deterministic")
			}
		})
	}
}

// TestTextMatchesDocs checks the diagrams against those of the rules
// documents.
func TestTextMatchesDocs(t *testing.T) {
	for _, tc := range []struct{ variant, position, want string }{
		{"kiswahili", "", `b8..b1   0  0  0  0  0  0  0  0
a8..a1   0  2  2  6  0  0  0  0
A1..A8   0  0  0  0  6  2  2  0
B1..B8   0  0  0  0  0  0  0  0
South to move, stores 22/22, houses SN, restricted -
`},
		{"kingulu", "", `a6..a1   4  4  4  4  4  4
A1..A6   4  4  4  4  4  4
South to move, banks 0/0
`},
		{"kingulu", "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6", `a6..a1   2  4 5S  3  3  1
A1..A6   2  3 4N  0  5  1
South to move, banks 9/6
`},
		{"kete", "1,4,1,0,2,0,1,1/0,0,0,18,0,1,0,0/0,0,0,0,0,1,0,2/1,1,1,25,1,1,1,1 N 0,0 N a3", `b8..b1   1  4  1  0  2  0  1  1
a8..a1   0  0  0 18  0  1  0  0
A1..A8   0  0  0  0  0  1  0  2
B1..B8   1  1  1 25  1  1  1  1
North to move, stores 0/0, houses N, restricted a3
`},
	} {
		v, s := state(t, tc.variant, tc.position)
		if diff := cmp.Diff(tc.want, Text(v, s)); diff != "" {
			t.Errorf("%s %s (-want +got):\n%s", tc.variant, tc.position, diff)
		}
	}
}

// TestTextWide checks that cells widen when a count needs more columns than
// the seed total, so the columns stay aligned.
func TestTextWide(t *testing.T) {
	g := bao.Geometry{Rows: 1, Cols: 2, Seeds: 20, Reserve: true}
	var s bao.State
	s.Pits[bao.PitOf(bao.North, 0, 1).Index()] = 12
	s.Reserved[bao.South] = 1 << bao.PitOf(bao.North, 0, 1).Index()
	s.Pits[bao.PitOf(bao.South, 0, 1).Index()] = 8
	want := "a2..a1    0 12S\nA1..A2    8   0\nSouth to move, banks 0/0\n"
	if diff := cmp.Diff(want, TextGeometry(g, s)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestSVGContent checks the markings of the SVG pictures.
func TestSVGContent(t *testing.T) {
	for _, tc := range []struct {
		name     string
		want     []string
		dontWant []string
	}{
		{"kiswahili-start", []string{"<rect x=", "South to move", "houses owned: SN", ">22</text>", ">store</text>"}, []string{"restricted pit", "reserved by", ">A1</text>"}},
		{"kiswahili-restricted", []string{"restricted pit: a3", `stroke="#d62728"`, "North to move", `stroke-dasharray="4 3"`}, nil},
		{"kete-opponent-restricted", []string{"restricted pit: a3"}, []string{"reserved by"}},
		{"kingulu-children", []string{"reserved by South: a4", "reserved by North: A3", ">S</text>", ">N</text>", ">bank</text>", ">9</text>"}, []string{"house", "restricted"}},
		{"kiswahili-finished", []string{"Game over: South wins (front row empty)"}, []string{"to move<"}},
		{"kingulu-finished", []string{"Game over: South wins 25-23", ">A6</text>", ">a6</text>"}, nil},
		{"kiswahili-options", []string{"<title>Example 15 &lt;after move 1&gt;</title>", "South played A6&lt;* &amp; the house is full", "last move started at A6", "South: Amina", "North: Bakari", ">B8</text>", ">b1</text>"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			i := 0
			for i < len(cases) && cases[i].name != tc.name {
				i++
			}
			c := cases[i]
			v, s := state(t, c.variant, c.position)
			svg := SVG(v, s, c.opt)
			for _, w := range tc.want {
				if !strings.Contains(svg, w) {
					t.Errorf("no %q in the picture", w)
				}
			}
			for _, w := range tc.dontWant {
				if w != "" && strings.Contains(svg, w) {
					t.Errorf("%q in the picture", w)
				}
			}
		})
	}
}

func TestWriteSVG(t *testing.T) {
	v, s := state(t, "kete", "")
	var b strings.Builder
	if err := WriteSVG(&b, v, s, Options{}); err != nil {
		t.Fatal(err)
	}
	if b.String() != SVG(v, s, Options{}) {
		t.Error("WriteSVG and SVG differ")
	}
}

// TestTextFrom: North's view is South's turned round, row by row and pit
// by pit; South's view is Text.
func TestTextFrom(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	s, err := bao.ParseState(v, "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -")
	if err != nil {
		t.Fatal(err)
	}
	if got := TextFrom(v, s, bao.South); got != Text(v, s) {
		t.Errorf("South's view is not Text:\n%s", got)
	}
	want := "B8..B1   0  0  0  0  0  0  0  0\nA8..A1   0  2  2  6  0  0  0  0\na1..a8   0  0  0  0  6  2  2  0\nb1..b8   0  0  0  0  0  0  0  0\nSouth to move, stores 22/22, houses SN, restricted -\n"
	if got := TextFrom(v, s, bao.North); got != want {
		t.Errorf("North's view:\n%s\nwant:\n%s", got, want)
	}
}

// TestTextWithMarksHouses: TextWith with MarkHouses marks the houses their
// owners still have, not a house lost, and is Text and TextFrom without.
func TestTextWithMarksHouses(t *testing.T) {
	v, s := state(t, "kete", "1,4,1,0,2,0,1,1/0,0,0,18,0,1,0,0/0,0,0,0,0,1,0,2/1,1,1,25,1,1,1,1 N 0,0 N a3")
	want := `b8..b1    1   4   1   0   2   0   1   1
a8..a1    0   0   0 18H   0   1   0   0
A1..A8    0   0   0   0   0   1   0   2
B1..B8    1   1   1  25   1   1   1   1
North to move, stores 0/0, houses N, restricted a3
`
	if diff := cmp.Diff(want, TextWith(v, s, TextOptions{MarkHouses: true})); diff != "" {
		t.Errorf("South's house lost, North's kept (-want +got):\n%s", diff)
	}
	for _, seat := range []bao.Player{bao.South, bao.North} {
		if TextWith(v, s, TextOptions{Seat: seat}) != TextFrom(v, s, seat) {
			t.Errorf("%v: TextWith without marks is not TextFrom", seat)
		}
	}
	if k := bao.MustLookup("kingulu"); TextWith(k, k.Start(), TextOptions{MarkHouses: true}) != Text(k, k.Start()) {
		t.Errorf("kingulu has no house to mark")
	}
	if TextWith(nil, s, TextOptions{}) != "" {
		t.Errorf("nil variant")
	}
}

// TestWordsDefault: a Words that leaves every word empty draws the
// English picture byte for byte, and every word id has its English.
func TestWordsDefault(t *testing.T) {
	for _, tc := range cases {
		v, s := state(t, tc.variant, tc.position)
		opt := tc.opt
		want := SVG(v, s, opt)
		opt.Words = func(string) string { return "" }
		if got := SVG(v, s, opt); got != want {
			t.Errorf("%s: an empty Words changes the picture", tc.name)
		}
	}
	for _, id := range WordIDs() {
		if English(id) == "" {
			t.Errorf("%s has no English", id)
		}
	}
}

// TestFitSize: the longest English status line keeps its size on the
// narrow board; a longer one is drawn smaller, down to 10.
func TestFitSize(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int
	}{
		{"Game over: North wins 26-22 (no legal move)", 15},
		{"Mwisho: Kaskazini ameshinda 26-22 (hakuna hatua halali)", 12},
		{strings.Repeat("x", 200), 10},
	} {
		if got := fitSize(tc.text, 15, narrowWidth-10); got != tc.want {
			t.Errorf("fitSize(%q) = %d, want %d", tc.text, got, tc.want)
		}
	}
}
