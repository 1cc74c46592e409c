package bao_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPackageDocsOpenWithQuickStart: the documentation of every library
// package (doc.go, outside internal/, examples/, cmd/ and e2e/) that is
// longer than a quick start opens with one: a "# Quick start" section of
// at most 20 lines before any other heading, so that go doc shows how to
// begin before the mental model.
func TestPackageDocsOpenWithQuickStart(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (path == "internal" || path == "examples" || path == "cmd" || path == "e2e" || path == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || d.Name() != "doc.go" {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		lines := strings.Split(string(b), "\n")
		if len(lines) <= 25 {
			return nil // the whole doc is no longer than a quick start
		}
		start := -1
		for i, l := range lines {
			if strings.HasPrefix(l, "// # ") {
				if l != "// # Quick start" {
					t.Errorf("%s: the first heading is %q, not \"# Quick start\"", path, l[5:])
				} else {
					start = i
				}
				break
			}
		}
		if start < 0 {
			t.Errorf("%s: no \"# Quick start\" section", path)
			return nil
		}
		// The section: up to the next heading, or to the first prose
		// paragraph after its code.
		end, code := len(lines), false
		for i := start + 1; i < len(lines); i++ {
			l := lines[i]
			if strings.HasPrefix(l, "// # ") || !strings.HasPrefix(l, "//") {
				end = i
				break
			}
			if strings.HasPrefix(l, "//\t") {
				code = true
			}
			if code && l == "//" && i+1 < len(lines) && strings.HasPrefix(lines[i+1], "// ") && !strings.HasPrefix(lines[i+1], "// # ") {
				end = i
				break
			}
		}
		if n := end - start; n > 20 || !code {
			t.Errorf("%s: the quick start is %d lines (code: %v), want at most 20 with code", path, n, code)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
