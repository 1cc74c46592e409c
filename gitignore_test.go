package bao_test

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestGitignoreExamples: the binary that "go build ./examples/X" (or
// "go build -o X ./examples/X", as the guides say) leaves in the clone's
// root is ignored by git, for every example, so that following the guides
// leaves no untracked file.
func TestGitignoreExamples(t *testing.T) {
	b, err := os.ReadFile(".gitignore")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	entries, err := os.ReadDir("examples")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && !slices.Contains(lines, "/"+e.Name()) {
			t.Errorf(".gitignore lacks /%s, the binary of examples/%s built in the root", e.Name(), e.Name())
		}
	}
}
