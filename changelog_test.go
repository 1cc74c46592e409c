package bao

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestChangelog checks CHANGELOG.md against the module: its versions are
// v0.x.y, which the go command accepts for the module path (no /vN
// suffix), newest first; the newest is Release ("## Unreleased / v0.4.0"
// before it is tagged); and each released version names the commit its
// tag is on. Where git and the tags are at hand, each tag is annotated
// and on that commit.
func TestChangelog(t *testing.T) {
	b, err := os.ReadFile("CHANGELOG.md")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(mod), "module "+ModulePath+"\n") {
		t.Fatalf("go.mod does not declare module %s: v0 tags need a path without /vN", ModulePath)
	}
	heading := regexp.MustCompile(`(?m)^## (?:(Unreleased) / )?(v0\.(\d+)\.(\d+))(?: — (\d{4}-\d{2}-\d{2}) \(commit ([0-9a-f]{7,40})\))?$`)
	var versions []string
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(line, "## ") {
			continue
		}
		m := heading.FindStringSubmatch(line)
		if m == nil {
			t.Errorf("CHANGELOG.md: heading %q is not \"## vX.Y.Z — DATE (commit C)\" or \"## Unreleased / vX.Y.Z\"", line)
			continue
		}
		v := m[2]
		versions = append(versions, v)
		switch {
		case m[1] == "Unreleased" && len(versions) > 1:
			t.Errorf("CHANGELOG.md: %s is unreleased but not the newest", v)
		case m[1] == "" && m[6] == "":
			t.Errorf("CHANGELOG.md: %s names no commit", v)
		case m[1] == "":
			checkTag(t, v, m[6])
		}
	}
	if len(versions) == 0 || versions[0] != Release {
		t.Errorf("CHANGELOG.md's newest version is %v, bao.Release %s", versions, Release)
	}
	for i := 1; i < len(versions); i++ {
		if !semverLess(versions[i], versions[i-1]) {
			t.Errorf("CHANGELOG.md: %s after %s: newest first", versions[i], versions[i-1])
		}
	}
	if n := len(versions); n == 0 || versions[n-1] != "v0.1.0" {
		t.Errorf("CHANGELOG.md does not go back to v0.1.0: %v", versions)
	}
}

// checkTag checks that tag v is annotated and on commit c, when git and
// the tag are at hand (a clone without tags skips it).
func checkTag(t *testing.T, v, c string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		return
	}
	kind, err := exec.Command("git", "cat-file", "-t", "refs/tags/"+v).Output()
	if err != nil {
		t.Logf("tag %s not at hand (a clone without tags?): not checked", v)
		return
	}
	if strings.TrimSpace(string(kind)) != "tag" {
		t.Errorf("tag %s is not annotated (git tag -a)", v)
	}
	at, err := exec.Command("git", "rev-parse", v+"^{commit}").Output()
	if err != nil || !strings.HasPrefix(string(at), c) {
		t.Errorf("tag %s is on %s, CHANGELOG.md says commit %s", v, strings.TrimSpace(string(at)), c)
	}
}

// semverLess reports whether version a (vX.Y.Z) is older than b.
func semverLess(a, b string) bool {
	var x, y [3]int
	for i, p := range strings.SplitN(strings.TrimPrefix(a, "v"), ".", 3) {
		x[i] = atoiOr0(p)
	}
	for i, p := range strings.SplitN(strings.TrimPrefix(b, "v"), ".", 3) {
		y[i] = atoiOr0(p)
	}
	return x[0] < y[0] || x[0] == y[0] && (x[1] < y[1] || x[1] == y[1] && x[2] < y[2])
}

// atoiOr0 returns the number s is, or 0.
func atoiOr0(s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0
		}
		n = n*10 + int(r-'0')
	}
	return n
}
