package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
)

// guideFile is the command-line guide, made of the commands' own usage
// texts by commandLineGuide.
const guideFile = "../../docs/commandline.md"

// regenerate is the command that writes guideFile again.
const regenerate = "BAO_UPDATE=1 go test -run TestCommandLineGuide ./cmd/bao"

// commandLineGuide returns docs/commandline.md: a short introduction, the
// list of commands (bao -h) and each command's usage (bao CMD -h), as the
// command prints them.
func commandLineGuide(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	fmt.Fprintf(&b, `# The bao command line

<!-- Generated from the commands' own usage texts (bao -h, bao CMD -h) by
TestCommandLineGuide in cmd/bao/guide_test.go: do not edit. After changing a
command, its flags or its help, regenerate with
  %s
-->

Every command and flag of the bao command, as `+"`bao -h`"+` and `+"`bao help CMD`"+`
(or `+"`bao CMD -h`"+`) print them: the usage is written on standard output and
the exit status is 0, so `+"`bao play -h | less`"+` works. The exit statuses are the
same for every command unless its text says otherwise: 0 success, 1 failure at
run time (bad input data, a failed write), 2 bad usage (an unknown flag, a bad
flag value, an unknown variant: every command that takes -variant refuses an
unknown one). A default that depends on the machine says so ("one per CPU").

How to install the command, a given version of it or the one of a clone, is
in docs/library.md; the exact forms other programs rely on (position and move
text, records, JSON lines) are in docs/interfaces.md.

`, regenerate)
	st, out, errs := runCmd(t, "", "-h")
	if st != 0 || errs != "" {
		t.Fatalf("bao -h: exit %d: %s", st, errs)
	}
	fmt.Fprintf(&b, "## Commands\n\n```text\n%s```\n", out)
	for _, name := range commandNames() {
		st, out, errs := runCmd(t, "", name, "-h")
		if st != 0 || errs != "" {
			t.Fatalf("bao %s -h: exit %d: %s", name, st, errs)
		}
		fmt.Fprintf(&b, "\n## bao %s\n\n```text\n%s```\n", name, out)
	}
	return b.Bytes()
}

// TestCommandLineGuide checks that docs/commandline.md is what the
// commands' usage texts make, so that the guide cannot drift from the
// command; with BAO_UPDATE=1 it writes the guide instead.
func TestCommandLineGuide(t *testing.T) {
	want := commandLineGuide(t)
	if os.Getenv("BAO_UPDATE") == "1" {
		if err := os.WriteFile(guideFile, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(guideFile)
	if err != nil {
		t.Fatalf("%v; write it with\n  %s", err, regenerate)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		i := 0
		for i < len(gl) && i < len(wl) && gl[i] == wl[i] {
			i++
		}
		line := func(ls []string) string {
			if i < len(ls) {
				return ls[i]
			}
			return "(end of file)"
		}
		t.Errorf("docs/commandline.md differs from the commands' usage texts from line %d:\n  guide:   %q\n  command: %q\nRegenerate it with\n  %s", i+1, line(gl), line(wl), regenerate)
	}
}
