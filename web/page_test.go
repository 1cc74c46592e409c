package web

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bao-games/bao/record"
)

// TestReviewRoute: POST /api/review reviews a whole game as `bao review`
// does: the kingulu fixture's first move gave away South's proven win.
func TestReviewRoute(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "review", "testdata", "kingulu-gave-away-win.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := record.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	var ans ReviewAnswer
	post(t, New(Config{}), "/api/review", ReviewRequest{Variant: "kingulu", Moves: r.Moves}, &ans)
	if len(ans.Plies) != len(r.Moves) {
		t.Fatalf("%d plies reviewed, want %d", len(ans.Plies), len(r.Moves))
	}
	if p := ans.Plies[0]; p.Move != "A4" || p.Verdict != "gave away a win" || p.Best != "A3" {
		t.Errorf("the first move: %+v", p)
	}
	s := New(Config{MaxSearches: 1})
	s.search <- struct{}{}
	if code, body := call(t, s, "POST", "/api/review", `{"variant":"kingulu","moves":["A4"]}`); code != http.StatusServiceUnavailable {
		t.Errorf("all places taken: %d %s", code, body)
	}
	<-s.search
	if code, body := call(t, s, "POST", "/api/review", `{"variant":"kingulu","moves":["A4"],"player":"alphabeta(depth=30)"}`); code != http.StatusBadRequest || !strings.Contains(string(body), "allowed") {
		t.Errorf("a player beyond the limits: %d %s", code, body)
	}
}

// TestWhyAndReplayRoutes: the rule of an illegal start, and a game
// replayed from its moves, over HTTP.
func TestWhyAndReplayRoutes(t *testing.T) {
	s := New(Config{})
	var why WhyAnswer
	post(t, s, "/api/why", WhyRequest{Game: Game{Variant: "kiswahili"}, Pit: "A1"}, &why)
	if why.Legal || !strings.Contains(why.Reason, "rule N2)") {
		t.Errorf("why A1: %+v", why)
	}
	var g LoadedGame
	post(t, s, "/api/replay", ExportRequest{Variant: "kingulu", Moves: []string{"A3"}}, &g)
	if len(g.Moves) != 1 || len(g.Positions) != 2 || g.Error != "" {
		t.Errorf("replay: %+v", g)
	}
}

// TestSiteFiles: the site holds the page, the engine given, the guides and
// a service worker that stores every file; bao serve serves the same
// files but the engine.
func TestSiteFiles(t *testing.T) {
	files, err := Site("kingulu", []byte("wasm"), nil, map[string][]byte{"extra.txt": []byte("x")})
	if err != nil {
		t.Fatal(err)
	}
	sw := string(files["sw.js"])
	for name := range files {
		// The worker reads bao.wasm.gz; bao.wasm is stored when fetched.
		if stored := strings.Contains(sw, `"`+name+`"`); name != "sw.js" && stored != (name != "bao.wasm") {
			t.Errorf("the service worker stores %s: %v", name, stored)
		}
	}
	var z bytes.Buffer
	zr, err := gzip.NewReader(bytes.NewReader(files["bao.wasm.gz"]))
	if err == nil {
		_, err = z.ReadFrom(zr)
	}
	if err != nil || z.String() != "wasm" {
		t.Errorf("bao.wasm.gz holds %q, %v", z.String(), err)
	}
	for _, name := range []string{"index.html", "bao.wasm", "bao.wasm.gz", "howto/kingulu.html", "howto/index.html", "icon-512.png", "extra.txt"} {
		if files[name] == nil {
			t.Errorf("no %s", name)
		}
	}
	if _, err := Site("", nil, nil, map[string][]byte{"app.js": nil}); err == nil {
		t.Error("an extra file replaced the page's script")
	}
	base, _ := Site("kingulu", []byte("wasm"), nil, nil)
	again, _ := Site("kingulu", []byte("wasm2"), nil, nil)
	if string(again["sw.js"]) == string(base["sw.js"]) {
		t.Error("another engine, the same service worker version")
	}
	srv := New(Config{})
	for _, path := range []string{"/", "/app.js", "/words.tsv", "/worker.js", "/manifest.webmanifest", "/icon-192.png", "/howto/kiswahili.html"} {
		if code, _ := call(t, srv, "GET", path, ""); code != 200 {
			t.Errorf("GET %s: %d", path, code)
		}
	}
	if code, _ := call(t, srv, "GET", "/bao.wasm", ""); code != 404 {
		t.Errorf("GET /bao.wasm: %d, want 404", code)
	}
}
