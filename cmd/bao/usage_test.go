package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// commandNames returns the names of the commands, sorted.
func commandNames() []string {
	var names []string
	for n := range commands {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// TestHelpOnStdout: bao CMD -h and bao help CMD print the command's usage
// on stdout, the same text, and exit 0 with nothing on stderr, so that
// "bao play -h | less" shows it; bao -h and bao help print the list of
// commands the same way; bao alone prints it on stderr and exits 2.
func TestHelpOnStdout(t *testing.T) {
	for _, name := range commandNames() {
		st, out, errs := runCmd(t, "", name, "-h")
		if st != 0 || errs != "" || !strings.HasPrefix(out, "usage: bao "+name) || !strings.Contains(out, "\nflags:\n") {
			t.Errorf("bao %s -h: exit %d, stderr %q, stdout %q", name, st, errs, out)
		}
		st2, out2, errs2 := runCmd(t, "", "help", name)
		if st2 != 0 || errs2 != "" || out2 != out {
			t.Errorf("bao help %s: exit %d, stderr %q; stdout differs from bao %s -h:\n%s", name, st2, errs2, name, out2)
		}
	}
	for _, args := range [][]string{{"-h"}, {"help"}, {"--help"}, {"help", "-h"}} {
		st, out, errs := runCmd(t, "", args...)
		if st != 0 || errs != "" || !strings.Contains(out, "commands:") {
			t.Errorf("bao %v: exit %d, stderr %q, stdout %q", args, st, errs, out)
		}
	}
	if st, out, errs := runCmd(t, ""); st != 2 || out != "" || !strings.Contains(errs, "commands:") {
		t.Errorf("bao: exit %d, stdout %q, stderr %q; want 2 and the commands on stderr", st, out, errs)
	}
	for _, args := range [][]string{{"help", "nosuch"}, {"help", "play", "show"}} {
		if st, out, errs := runCmd(t, "", args...); st != 2 || out != "" || !strings.Contains(errs, "want one command name") {
			t.Errorf("bao %v: exit %d, stdout %q, stderr %q; want 2", args, st, out, errs)
		}
	}
}

// TestHelpWriteFails: -h whose stdout cannot be written exits 1 with one
// message, as every command does after a failed write.
func TestHelpWriteFails(t *testing.T) {
	var errb bytes.Buffer
	st := run(&env{stdin: strings.NewReader(""), stdout: failWriter{}, stderr: &errb}, []string{"play", "-h"})
	if st != 1 || !strings.Contains(errb.String(), "bao play: writing the usage: disk full") {
		t.Errorf("exit %d, stderr %q; want 1 and the write error", st, errb.String())
	}
}

// TestUnknownVariantEverywhere: every command that takes -variant refuses
// an unknown one with exit 2, even one that does not use it.
func TestUnknownVariantEverywhere(t *testing.T) {
	for _, name := range commandNames() {
		st, out, errs := runCmd(t, "", name, "-variant", "nosuch")
		if st != 2 || !strings.Contains(errs, `unknown variant "nosuch"`) {
			t.Errorf("bao %s -variant nosuch: exit %d, stdout %q, stderr %q; want 2", name, st, out, errs)
		}
	}
}

// TestSolveProgressOnlyOnTerminal: bao solve prints its progress lines
// only with -progress or on a terminal (a test's stderr is neither), and
// -q silences them even with -progress.
func TestSolveProgressOnlyOnTerminal(t *testing.T) {
	args := []string{"solve", "-variant", "kiswahili", "-time", "1500ms", "-mem", "4MiB", "-workers", "1"}
	if _, _, errs := runCmd(t, "", args...); strings.Contains(errs, "nodes") {
		t.Errorf("without -progress, stderr holds progress lines:\n%s", errs)
	}
	if _, _, errs := runCmd(t, "", append(args, "-progress")...); !strings.Contains(errs, "bao solve: ") || !strings.Contains(errs, " nodes ") {
		t.Errorf("with -progress, no progress line on stderr:\n%s", errs)
	}
	if _, _, errs := runCmd(t, "", append(args, "-progress", "-q")...); strings.Contains(errs, " nodes ") {
		t.Errorf("with -progress -q, stderr holds progress lines:\n%s", errs)
	}
}

// TestFlagErrorsNameTheCommand: a bad flag (unknown, missing its value, a
// bad value) is reported after the command's name, "bao CMD: flag provided
// but not defined: -nosuch", with exit 2 and the line that points at -h, in
// every command, as every other message of bao names its command.
func TestFlagErrorsNameTheCommand(t *testing.T) {
	for _, name := range commandNames() {
		for _, tc := range []struct {
			args []string
			want string
		}{
			{[]string{"-nosuch"}, "flag provided but not defined: -nosuch"},
			{[]string{"-variant"}, "flag needs an argument: -variant"},
		} {
			st, out, errs := runCmd(t, "", append([]string{name}, tc.args...)...)
			want := "bao " + name + ": " + tc.want + "\nRun 'bao " + name + " -h' for its flags.\n"
			if st != 2 || out != "" || errs != want {
				t.Errorf("bao %s %v: exit %d, stdout %q, stderr %q; want 2 and stderr %q", name, tc.args, st, out, errs, want)
			}
		}
	}
	st, _, errs := runCmd(t, "", "perft", "-depth", "x")
	if want := `bao perft: invalid value "x" for flag -depth`; st != 2 || !strings.HasPrefix(errs, want) {
		t.Errorf("bao perft -depth x: exit %d, stderr %q; want 2 and %q", st, errs, want)
	}
}

// TestBadSpecNamesTheFlag: a player spec that does not make a player is
// refused with exit 2 and a message that names the command and the flag
// that gave it, in every command that reads a spec.
func TestBadSpecNamesTheFlag(t *testing.T) {
	for _, args := range [][]string{
		{"selfplay", "-players", "random,nosuch", "-games", "2"},
		{"tournament", "-players", "random,nosuch", "-games", "2"},
		{"tournament", "-players", "random,,greedy", "-games", "2"},
		{"sprt", "-players", "random,nosuch", "-elo0", "0", "-elo1", "5"},
		{"play", "-north", "nosuch"},
		{"play", "-south", "alphabeta(depth=x)"},
		{"play", "-hint", "nosuch"},
		{"analyse", "-player", "nosuch", "-position", "x"},
		{"review", "-player", "nosuch", "x.jsonl"},
		{"engine", "-player", "nosuch"},
		{"serve", "-engine", "nosuch"},
	} {
		st, _, errs := runCmd(t, "", args...)
		flag := args[1]
		if args[0] == "serve" {
			flag = "flag " + flag // the flag package's words: invalid value "..." for flag -engine
		}
		if st != 2 || !strings.HasPrefix(errs, "bao "+args[0]+": ") || !strings.Contains(strings.SplitN(errs, "\n", 2)[0], flag+":") {
			t.Errorf("bao %v: exit %d, stderr %q; want 2 and a message naming bao %s and %s", args, st, errs, args[0], flag)
		}
	}
}

// TestBadValueNamesTheFlag: a bad value of tournament's -games and of
// sprt's -elo0, -elo1, -alpha and -beta is refused with exit 2 and a
// message that names the flags ("bad tournament: 3 games per pairing",
// "elo0 10 and elo1 0" named none).
func TestBadValueNamesTheFlag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"tournament", "-players", "random,greedy", "-games", "3"}, "bao tournament: -games 3: want an even number"},
		{[]string{"tournament", "-players", "random,greedy", "-games", "0"}, "bao tournament: -games 0: want an even number"},
		{[]string{"sprt", "-players", "random,greedy", "-elo0", "10", "-elo1", "0"}, "bao sprt: -elo0 10 and -elo1 0: want -elo0 < -elo1"},
		{[]string{"sprt", "-players", "random,greedy", "-elo0", "0", "-elo1", "10", "-alpha", "2"}, "bao sprt: -alpha 2 and -beta 0.05: want each in (0, 0.5)"},
	} {
		st, _, errs := runCmd(t, "", tc.args...)
		if st != 2 || !strings.HasPrefix(errs, tc.want) {
			t.Errorf("bao %v: exit %d, stderr %q; want 2 and %q", tc.args, st, errs, tc.want)
		}
	}
}
