package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao/internal/testvec"
)

const kiswahiliStart = `b8..b1   0  0  0  0  0  0  0  0
a8..a1   0  2  2 6H  0  0  0  0
A1..A8   0  0  0  0 6H  2  2  0
B1..B8   0  0  0  0  0  0  0  0
South to move, stores 22/22, houses SN, restricted -
`

func TestShowText(t *testing.T) {
	rec := writeFile(t, "good.bao", goodRecords)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"show"}, kiswahiliStart},
		{[]string{"show", "-variant", "kingulu", "-position", "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6"},
			"a6..a1   2  4 5S  3  3  1\nA1..A6   2  3 4N  0  5  1\nSouth to move, banks 9/6\n"},
		{[]string{"show", "-record", rec}, `b8..b1   0  0  0  0  0  0  0  0
a8..a1   0  0  0  0  0  0  0  0
A1..A8   0  1  3  2 8H  0  1  0
B1..B8   0  0  0  0  0  0  1  1
North to move, stores 27/20, houses S, restricted -
Game over: South wins (front row empty)
`},
		{[]string{"show", "-record", rec, "-ply", "0"}, kiswahiliStart},
		{[]string{"show", "-record", rec, "-ply", "1", "-variant", "kiswahili"}, `b8..b1   0  0  0  0  0  0  0  0
a8..a1   0  2  2 6H  0  0  0  0
A1..A8   0  0  0  0 6H  2  0  1
B1..B8   0  0  0  0  0  0  1  1
North to move, stores 21/22, houses SN, restricted -
`},
		{[]string{"show", "-record", rec, "-game", "1"}, "a6..a1   0  0  6  6  0  2\nA1..A6   0  7  3  8  0  7\nSouth to move, banks 7/2\n"},
	} {
		st, stdout, stderr := runCmd(t, "", tc.args...)
		if st != 0 {
			t.Errorf("%v: exit %d: %s", tc.args, st, stderr)
			continue
		}
		if diff := cmp.Diff(tc.want, stdout); diff != "" {
			t.Errorf("%v (-want +got):\n%s", tc.args, diff)
		}
	}
}

func TestShowSVG(t *testing.T) {
	rec := writeFile(t, "good.bao", goodRecords)
	stdout := mustRun(t, "", "show", "-format", "svg", "-title", "The start")
	testvec.CheckSVG(t, stdout)
	wantContains(t, "svg", stdout, "<title>The start</title>", ">A1</text>", "South to move")

	out := filepath.Join(t.TempDir(), "pos.svg")
	stdout = mustRun(t, "", "show", "-record", rec, "-ply", "3", "-svg", out, "-labels=false")
	if !strings.HasPrefix(stdout, "b8..b1") {
		t.Errorf("stdout is not the text diagram:\n%s", stdout)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	svg := string(b)
	testvec.CheckSVG(t, svg)
	wantContains(t, "svg", svg, "South: Amina", "North: Bakari", "After ply 3: 2. A6&lt;", "last move started at A6", "North to move")
	if strings.Contains(svg, ">A1</text>") {
		t.Error("labels drawn with -labels=false")
	}

	// From standard input.
	stdout = mustRun(t, goodRecords, "show", "-record", "-", "-format", "svg")
	testvec.CheckSVG(t, stdout)
	wantContains(t, "svg", stdout, "Game over: South wins (front row empty)", "After ply 5: 3. A2&gt;#")

	// In Kiswahili: the words of the page's words table; -lang en is the
	// default picture.
	stdout = mustRun(t, goodRecords, "show", "-record", "-", "-format", "svg", "-lang", "sw")
	testvec.CheckSVG(t, stdout)
	wantContains(t, "svg", stdout, "Mwisho: Kusini ameshinda (safu ya mbele tupu)", "hatua ya mwisho ilianzia A2", "ghala ya Kaskazini: ")
	if en, def := mustRun(t, "", "show", "-format", "svg", "-lang", "en"), mustRun(t, "", "show", "-format", "svg"); en != def {
		t.Error("-lang en changes the picture")
	}
}

func TestShowErrors(t *testing.T) {
	rec := writeFile(t, "bad.bao", badRecords)
	for _, tc := range []struct {
		args []string
		st   int
		want string
	}{
		{[]string{"show", "-format", "png"}, 2, `-format "png"`},
		{[]string{"show", "-position", "x", "-record", rec}, 2, "exclude each other"},
		{[]string{"show", "-ply", "3"}, 2, "need -record"},
		{[]string{"show", "extra"}, 2, `unexpected argument "extra"`},
		{[]string{"show", "-lang", "xx"}, 2, `-lang "xx": want one of en, sw`},
		{[]string{"show", "-position", "0,0 S 0,0"}, 2, "syntax error"},
		{[]string{"show", "-record", rec, "-game", "1"}, 1, rec + ": game 1: ply 3, 2. A8<: illegal move"},
		{[]string{"show", "-record", rec, "-game", "3"}, 1, rec + `: line 19: move number "3.", want "2."`},
		{[]string{"show", "-record", rec, "-ply", "9"}, 1, "-ply 9: the record has 2 plies (1 move)"},
		{[]string{"show", "-record", rec, "-variant", "kete"}, 1, "the record is of variant kiswahili, not kete"},
		{[]string{"show", "-record", filepath.Join(t.TempDir(), "none")}, 1, "no such file"},
	} {
		st, _, stderr := runCmd(t, "", tc.args...)
		if st != tc.st || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tc.args, st, stderr, tc.st, tc.want)
		}
	}
}

// TestShowRefusesWhatReplayRefuses: bao show -record replays the whole
// record and checks its ending as bao replay does, whatever -ply shows, so
// that an edited line (its winner, reason, final position or opening) that
// replay refuses is refused by show too, and a line replay accepts is shown.
func TestShowRefusesWhatReplayRefuses(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "one.jsonl")
	if st, _, stderr := runCmd(t, "", "selfplay", "-games", "1", "-seed", "3", "-players", "greedy,random", "-openings", "2", "-o", path); st != 0 {
		t.Fatalf("selfplay: exit %d: %s", st, stderr)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	line := string(b)
	for _, tc := range []struct{ name, old, new string }{
		{"as written", "", ""},
		{"reason", `"reason":"`, `"reason":"x`},
		{"winner", `"winner":"`, `"winner":"draw","x":"`},
		{"final", `"final":"`, `"final":"1`},
		{"opening", `"opening":2`, `"opening":200`},
	} {
		edited := strings.Replace(line, tc.old, tc.new, 1)
		if tc.old != "" && edited == line {
			t.Fatalf("%s: %q not in %s", tc.name, tc.old, line)
		}
		f := writeFile(t, "edited.jsonl", edited)
		rst, _, rerr := runCmd(t, "", "replay", "-q", f)
		for _, ply := range []string{"-1", "0", "2"} {
			args := []string{"show", "-record", f, "-format", "position"}
			if ply != "-1" {
				args = append(args, "-ply", ply)
			}
			st, _, stderr := runCmd(t, "", args...)
			if st != rst {
				t.Errorf("%s: %v: exit %d (%s), bao replay's %d (%s)", tc.name, args, st, stderr, rst, rerr)
			}
			if st != 0 && !strings.HasPrefix(stderr, "bao show: ") {
				t.Errorf("%s: %v: stderr %q does not name the command", tc.name, args, stderr)
			}
		}
		if want := 1; tc.old != "" && rst != want {
			t.Errorf("%s: bao replay exit %d, want %d (%s)", tc.name, rst, want, rerr)
		}
	}
}
