package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSiteUsage(t *testing.T) {
	dir := t.TempDir()
	full := filepath.Join(dir, "full")
	if err := os.MkdirAll(full, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(full, "keep.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	checkUsage(t, nil, true, []usageCase{
		{[]string{"site", "-h"}, 0, "static file server"},
		{[]string{"site"}, 2, "-o DIR is required"},
		{[]string{"site", "-o", full}, 2, "is not empty"},
		{[]string{"site", "-o", filepath.Join(dir, "x"), "-variant", "chess"}, 2, "unknown variant"},
		{[]string{"site", "-o", filepath.Join(dir, "y"), "-wasm", filepath.Join(dir, "missing.wasm")}, 1, "bao site:"},
	})
	if b, err := os.ReadFile(filepath.Join(full, "keep.txt")); err != nil || string(b) != "mine" {
		t.Errorf("a refused directory's file: %q, %v", b, err)
	}
}

// TestSiteWrites: bao site -wasm FILE writes the whole site into a new
// directory, the engine given and the page starting with -variant.
func TestSiteWrites(t *testing.T) {
	dir := t.TempDir()
	wasm := filepath.Join(dir, "engine.wasm")
	if err := os.WriteFile(wasm, []byte("\x00asm-test"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "site")
	st, stdout, stderr := runCmd(t, "", "site", "-o", out, "-wasm", wasm, "-variant", "kingulu")
	if st != 0 || !strings.Contains(stdout, "bao site: wrote") {
		t.Fatalf("exit %d, stdout %q, stderr %q", st, stdout, stderr)
	}
	for _, name := range []string{"index.html", "app.js", "style.css", "words.tsv", "worker.js", "wasm_exec.js", "sw.js", "manifest.webmanifest", "icon-192.png", "icon-512.png", "bao.wasm", "bao.wasm.gz"} {
		if _, err := os.Stat(filepath.Join(out, name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(out, "bao.wasm")); string(b) != "\x00asm-test" {
		t.Errorf("bao.wasm is not the engine given: %q", b)
	}
	if b, _ := os.ReadFile(filepath.Join(out, "index.html")); !strings.Contains(string(b), `<meta name="bao-variant" content="kingulu">`) {
		t.Error("index.html does not start with kingulu")
	}
	// A second time into the same directory is refused: nothing is lost.
	if st, _, stderr := runCmd(t, "", "site", "-o", out, "-wasm", wasm); st != 2 || !strings.Contains(stderr, "not empty") {
		t.Errorf("again: exit %d, %q", st, stderr)
	}
}
