package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// TestPlayContinue: a game saved by -o and abandoned goes on with
// -continue: the moves are replayed, the players are the record's, the
// file is saved again after every move and holds the game both sessions
// played.
func TestPlayContinue(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "g.bao")
	playDate = func() string { return "2026.01.02" }
	mustRun(t, "A6<*\nquit\n", "play", "-north", "greedy", "-o", file)
	out := mustRun(t, "A4>\nquit\n", "play", "-continue", file)
	wantContains(t, "stdout", out, "Continuing the game of "+file+" after 2 plies (1 move).\n",
		"South: human, North: greedy.", "2. South plays A4>")
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	// The moves of both sessions, North's reply drawn afresh (a player's
	// random draws start again from the seed), and the tags of the first.
	wantContains(t, "the file", string(b), "1. A6<* a6> 2. A4> a", "[Date \"2026.01.02\"]", "[North \"greedy\"]", "[Seed \"1\"]")
	if st, _, errs := runCmd(t, "", "replay", file); st != 0 {
		t.Errorf("the continued game does not replay: %s", errs)
	}
	// -o names another file: the first is left as it was.
	other := filepath.Join(dir, "other.bao")
	mustRun(t, "quit\n", "play", "-continue", file, "-o", other)
	if b2, _ := os.ReadFile(file); string(b2) != string(b) {
		t.Errorf("-continue with -o changed the file continued")
	}
	if b3, _ := os.ReadFile(other); string(b3) != string(b) {
		t.Errorf("-o of a continued game:\n%s\nwant\n%s", b3, b)
	}
	// A game over, a missing file, a file of another variant than
	// -variant, and bad combinations are refused.
	over := filepath.Join(dir, "over.bao")
	os.WriteFile(over, []byte("[Variant \"kujifunza\"]\n[Start \"0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/1,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 0,0 - -\"]\n[Result \"S\"]\n\nS\n"), 0o644)
	checkUsage(t, []string{"play"}, false, []usageCase{
		{[]string{"-continue", filepath.Join(dir, "missing.bao")}, 1, "no such file"},
		{[]string{"-continue", file, "-variant", "kete"}, 1, "the record is of variant kiswahili, not kete"},
		{[]string{"-continue", file, "-match"}, 2, "-continue excludes -position and -match"},
		{[]string{"-continue", file, "-position", bao.FormatState(bao.MustLookup("kiswahili"), bao.MustLookup("kiswahili").Start())}, 2, "excludes"},
	})
	if st, _, errs := runCmd(t, "", "play", "-continue", over); st != 1 || !strings.Contains(errs, "game 0:") {
		t.Errorf("-continue of a finished game: exit %d, %q; want 1", st, errs)
	}
}

// TestPlayHintAnalyseRules: hint, analyse and help rules at the prompt.
func TestPlayHintAnalyseRules(t *testing.T) {
	out := mustRun(t, "hint\nanalyse\nhelp rules\nRULES\nquit\n", "play", "-variant", "kingulu", "-north", "human", "-hint", "alphabeta(depth=3)")
	wantContains(t, "stdout", out,
		"Hint (alphabeta(depth=3,nodes=200000)): A",
		"Analysis by alphabeta(depth=3,nodes=200000): A",
		"  score ",
		"  moves: ",
		"Bao Kingulu, how it is played (in full: docs/kingulu.md).\n")
	if n := strings.Count(out, "how it is played"); n != 2 {
		t.Errorf("help rules and rules: %d rules texts, want 2", n)
	}
	if st, _, errs := runCmd(t, "", "play", "-hint", "nosuch"); st != 2 || !strings.Contains(errs, "-hint") {
		t.Errorf("-hint nosuch: exit %d, %q; want 2", st, errs)
	}
}

// TestHelpRules: bao help rules [VARIANT] prints the text of help rules
// at bao play's prompt.
func TestHelpRules(t *testing.T) {
	for _, args := range [][]string{{"help", "rules"}, {"help", "rules", "kete"}, {"help", "rules", "-variant", "kingulu"}} {
		st, out, errs := runCmd(t, "", args...)
		want := rulesHelp(bao.MustLookup(map[int]string{2: "kiswahili", 3: "kete", 4: "kingulu"}[len(args)]))
		if st != 0 || errs != "" || out != want {
			t.Errorf("bao %v: exit %d, stderr %q, stdout %q; want %q", args, st, errs, out, want)
		}
	}
	for _, args := range [][]string{{"help", "rules", "nosuch"}, {"help", "rules", "kete", "extra"}} {
		if st, out, _ := runCmd(t, "", args...); st != 2 || out != "" {
			t.Errorf("bao %v: exit %d, stdout %q; want 2", args, st, out)
		}
	}
}

// TestHowToPlay: every registered variant has a rules text for help rules
// that fits a screen (24 lines of 80 columns) and names its document in
// docs/.
func TestHowToPlay(t *testing.T) {
	for _, name := range bao.Names() {
		text := rulesHelp(bao.MustLookup(name))
		lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
		if len(lines) > 24 {
			t.Errorf("%s: %d lines, want at most 24", name, len(lines))
		}
		for _, l := range lines {
			if len(l) > 80 {
				t.Errorf("%s: a line of %d columns: %q", name, len(l), l)
			}
		}
		doc := "docs/" + name + ".md"
		if !strings.Contains(text, "(in full: "+doc+")") {
			t.Errorf("%s: the text does not name %s:\n%s", name, doc, text)
		}
		if _, err := os.Stat(filepath.Join("..", "..", doc)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
