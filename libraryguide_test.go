package bao_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestLibraryGuideReplace builds the program of docs/library.md in a module
// of its own whose go.mod has the guide's require and replace lines, the
// replace pointing at this clone, with no network (GOPROXY=off): a module
// that is not published can be used this way, as the guide says.
func TestLibraryGuideReplace(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program with the go command")
	}
	b, err := os.ReadFile("docs/library.md")
	if err != nil {
		t.Fatal(err)
	}
	guide := string(b)
	req := regexp.MustCompile("(?m)^require github.com/bao-games/bao (v[0-9.]+)\n\nreplace github.com/bao-games/bao => \\.\\./bao$").FindStringSubmatch(guide)
	prog := regexp.MustCompile("(?s)```go\n(package main\n.*?)```").FindStringSubmatch(guide)
	if req == nil || prog == nil {
		t.Fatal("docs/library.md has no require/replace lines or no program")
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	mod := "module example.com/client\n\ngo 1.24\n\n" + strings.Replace(req[0], "../bao", root, 1) + "\n"
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(prog[1]), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "run", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOFLAGS=", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, out)
	}
	want := "405\nbao " + req[1] + " replaced by " + root + " in example.com/client go"
	if !strings.HasPrefix(string(out), want) {
		t.Errorf("the guide's program printed\n%s\nwant it to begin\n%s", out, want)
	}
}
