package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// TestVersionStampedFromTags (a long check, BAO_LONG=1): the bao command
// built in a clone names the version the go command stamps from the tags:
// the tag itself on its commit, a pseudo-version after it once a commit
// follows, and bao.Release+"-devel" without version control stamping
// (-buildvcs=false).
func TestVersionStampedFromTags(t *testing.T) {
	if !testvec.Long() {
		t.Skip("a long check: clones the repository and builds bao three times (BAO_LONG=1)")
	}
	top, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skip("not in a git clone:", err)
	}
	dir := filepath.Join(t.TempDir(), "clone")
	git := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@t"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	if out, err := exec.Command("git", "clone", "-q", "--no-tags", strings.TrimSpace(string(top)), dir).CombinedOutput(); err != nil {
		t.Fatalf("git clone: %v\n%s", err, out)
	}
	git("tag", "-a", "v0.99.0", "-m", "test")
	version := func(buildvcs string) string {
		t.Helper()
		bin := filepath.Join(t.TempDir(), "bao")
		cmd := exec.Command("go", "build", "-buildvcs="+buildvcs, "-o", bin, "./cmd/bao")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
		out, err := exec.Command(bin, "version").Output()
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	if got := version("true"); !strings.HasPrefix(got, "bao v0.99.0 commit ") {
		t.Errorf("on the tag: %q, want bao v0.99.0 commit ...", got)
	}
	git("commit", "-q", "--allow-empty", "-m", "after the tag")
	if got := version("true"); !strings.HasPrefix(got, "bao v0.99.1-0.") {
		t.Errorf("after the tag: %q, want the pseudo-version bao v0.99.1-0....", got)
	}
	if got := version("false"); !strings.HasPrefix(got, "bao "+bao.Release+"-devel go") {
		t.Errorf("-buildvcs=false: %q, want bao %s-devel go...", got, bao.Release)
	}
}
