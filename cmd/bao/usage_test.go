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
