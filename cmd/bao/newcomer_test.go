package main

// What a newcomer tripped over (issue 25, item 3), each with its test.

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/render"
)

// The position text of any position: play's "position" command, show
// -format position, replay -positions; each reads back with eval.
func TestNewcomerPositionText(t *testing.T) {
	_, out, _ := runCmd(t, "position\nquit\n", "play", "-north", "random")
	if !strings.Contains(out, "Position: "+startPos+"\n") {
		t.Errorf("play's position command: %q", out)
	}
	path, _ := selfplayFile(t, "kingulu")
	st, pos, errs := runCmd(t, "", "show", "-record", path, "-game", "2", "-ply", "3", "-format", "position")
	if st != 0 || strings.Count(pos, "\n") != 1 {
		t.Fatalf("show -format position: exit %d, %q, %s", st, pos, errs)
	}
	if st, out, _ := runCmd(t, pos, "eval", "-variant", "kingulu"); st != 0 || strings.Contains(out, "error") {
		t.Errorf("eval of show's position %q: %s", pos, out)
	}
	st, out, errs = runCmd(t, "", "replay", "-positions", path)
	if st != 0 || strings.Count(out, "position: ") != 3 {
		t.Fatalf("replay -positions: exit %d, %q, %s", st, out, errs)
	}
}

// Flags after the arguments are flags, not files.
func TestNewcomerFlagsAfterArguments(t *testing.T) {
	dir := t.TempDir()
	a, _ := writeRun(t, dir, "a.jsonl", "-games", "10", "-seed", "1", "-shard", "0/2")
	b, _ := writeRun(t, dir, "b.jsonl", "-games", "10", "-seed", "1", "-shard", "1/2")
	m := filepath.Join(dir, "m.jsonl")
	if st, out, errs := runCmd(t, "", "merge", "-summary", a, b, "-o", m); st != 0 || !strings.Contains(out, "games") {
		t.Errorf("merge -summary a b -o m: exit %d, %q", st, errs)
	}
	if _, err := os.Stat(m); err != nil {
		t.Error(err)
	}
	// After "--", every word is an argument.
	if st, _, errs := runCmd(t, "", "replay", "--", "-q"); st != 1 || !strings.Contains(errs, "-q") {
		t.Errorf("replay -- -q: exit %d, %q; want the file -q not found", st, errs)
	}
}

// A bad flag prints its error and one line pointing at -h, not the usage.
func TestNewcomerBadFlagOneLine(t *testing.T) {
	for _, args := range [][]string{
		{"selfplay", "-games", "x"},
		{"selfplay", "-games", "0"},
		{"tournament", "-players", "random"},
		{"perft", "-depth", "0"},
		{"merge"},
		{"eval", "-nosuch"},
	} {
		st, _, errs := runCmd(t, "", args...)
		if st != 2 || strings.Count(errs, "\n") != 2 || !strings.Contains(errs, "-h' for its flags") {
			t.Errorf("%v: exit %d, %q; want 2, the error and one line", args, st, errs)
		}
	}
	if st, errs, _ := runCmd(t, "", "selfplay", "-h"); st != 0 || !strings.Contains(errs, "flags:") {
		t.Errorf("-h: exit %d, %q; want the whole usage", st, errs)
	}
	// bao -h: the commands' texts in one column.
	_, errs, _ := runCmd(t, "", "-h")
	col := -1
	for _, l := range strings.Split(errs, "\n") {
		if strings.HasPrefix(l, "  ") {
			name := strings.Fields(l)[0]
			at := strings.Index(l[2+len(name):], strings.Fields(l)[1]) + 2 + len(name)
			if col >= 0 && at != col {
				t.Errorf("bao -h: %q is not aligned", l)
			}
			col = at
		}
	}
}

// analyse answers each line as it comes, so that a program may ask one
// position at a time.
func TestNewcomerAnalyseLineByLine(t *testing.T) {
	checkLineByLine(t, []string{"analyse", "-player", "random"}, `"move"`)
}

// eval answers each line as it comes (docs/engine-protocol.md tells an
// engine to ask it for the legal moves of one position at a time).
func TestEvalLineByLine(t *testing.T) {
	checkLineByLine(t, []string{"eval"}, `"moves"`)
}

// checkLineByLine runs bao with args and checks that it answers each
// line of its input, an answer holding want, before the next line is
// written.
func checkLineByLine(t *testing.T, args []string, want string) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int)
	go func() {
		done <- run(&env{stdin: inR, stdout: outW, stderr: io.Discard}, args)
		outW.Close()
	}()
	answers := bufio.NewReader(outR)
	for i := range 3 {
		if _, err := io.WriteString(inW, startPos+"\n"); err != nil {
			t.Fatal(err)
		}
		got := make(chan string, 1)
		go func() { l, _ := answers.ReadString('\n'); got <- l }()
		select {
		case l := <-got:
			if !strings.Contains(l, want) {
				t.Fatalf("answer %d: %q", i, l)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("no answer to line %d before the input ended", i)
		}
	}
	inW.Close()
	if st := <-done; st != 0 {
		t.Errorf("exit %d", st)
	}
}

// bao version says which bao this is.
func TestNewcomerVersion(t *testing.T) {
	st, out, errs := runCmd(t, "", "version")
	if st != 0 || !strings.HasPrefix(out, "bao ") || !strings.Contains(out, "go1.") || strings.Count(out, "\n") != 1 {
		t.Errorf("exit %d, %q, %q", st, out, errs)
	}
}

// TestResumeAndFromOfOlderSpecs: the files of bao at commit d83907a, whose
// records name the players without their defaults ("alphabeta(depth=2)"),
// still resume (selfplay -resume appends the missing games, named by their
// canonical specs) and give their tournament's report (tournament -from).
func TestResumeAndFromOfOlderSpecs(t *testing.T) {
	old, err := os.ReadFile("../../arena/testdata/d83907a-selfplay.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(old), "\n")
	part := filepath.Join(t.TempDir(), "part.jsonl")
	if err := os.WriteFile(part, []byte(strings.Join(lines[:3], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	st, _, errs := runCmd(t, "", "selfplay", "-variant", "kiswahili", "-games", "6", "-seed", "3", "-players", "alphabeta(depth=2),greedy", "-o", part, "-resume")
	if st != 0 {
		t.Fatalf("selfplay -resume: exit %d: %s", st, errs)
	}
	got, _ := os.ReadFile(part)
	if !strings.HasPrefix(string(got), strings.Join(lines[:3], "")) {
		t.Errorf("the old records were changed")
	}
	// The games appended are the old run's, the players' names aside.
	renamed := strings.ReplaceAll(string(got), `"alphabeta(depth=2,nodes=200000)"`, `"alphabeta(depth=2)"`)
	if renamed != string(old) {
		t.Errorf("resumed file, names put back as they were:\n%s\nwant\n%s", renamed, old)
	}
	st, out, errs := runCmd(t, "", "tournament", "-from", "../../arena/testdata/d83907a-tournament.jsonl")
	if st != 0 || !strings.Contains(out, "\nalphabeta(depth=2,nodes=200000) ") {
		t.Errorf("tournament -from: exit %d: %s%s", st, out, errs)
	}
}

// TestPlayBoardMarksHouse: play's board marks each house still owned
// ("6H"), help says so, and show marks it too.
func TestPlayBoardMarksHouse(t *testing.T) {
	st, out, errs := runCmd(t, "help\nquit\n", "play", "-south", "human", "-north", "human")
	if st != 0 || !strings.Contains(out, "a8..a1   0  2  2 6H  0  0  0  0\nA1..A8   0  0  0  0 6H  2  2  0\n") ||
		!strings.Contains(out, `has an H after its seeds, "6H"`) {
		t.Errorf("exit %d: %s%s", st, out, errs)
	}
	st, out, errs = runCmd(t, "", "show", "-position", "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 N -")
	if st != 0 || !strings.Contains(out, "a8..a1   0  2  2 6H  0  0  0  0\nA1..A8   0  0  0  0  6  2  2  0\n") {
		t.Errorf("South's house lost: exit %d: %s%s", st, out, errs)
	}
}

// TestPlayHelpExplainsStatusFields: every field of the board's status line,
// in every variant, has its line in play's help.
func TestPlayHelpExplainsStatusFields(t *testing.T) {
	for _, name := range []string{"kiswahili", "kete", "kingulu", "kujifunza", "bawo", "bawo(gambit=on)"} {
		v := bao.MustLookup(name)
		status := render.Status(v.Geometry(), v.Start())
		_, fields, _ := strings.Cut(status, " to move, ")
		for _, f := range strings.Split(fields, ", ") {
			word, _, _ := strings.Cut(f, " ")
			if !strings.Contains(playHelp, "\n  "+word+" ") {
				t.Errorf("%s: help does not explain %q of %q", name, word, status)
			}
		}
	}
}
