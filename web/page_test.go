package web

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/review"
)

// gaveAwayWin reads package review's kingulu game whose first move gave
// away South's proven win.
func gaveAwayWin(t *testing.T) *record.Record {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "review", "testdata", "kingulu-gave-away-win.txt"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := record.Read(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestReviewRoute: POST /api/review reviews a whole game as `bao review`
// does: the kingulu fixture's first move gave away South's proven win.
func TestReviewRoute(t *testing.T) {
	r := gaveAwayWin(t)
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

// reviewStream posts a review request to srv asking for the streamed
// answer (StreamType) and returns the response.
func reviewStream(t *testing.T, ctx context.Context, srv *httptest.Server, req ReviewRequest) *http.Response {
	t.Helper()
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+"/api/review", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	hr.Header.Set("Content-Type", "application/json")
	hr.Header.Set("Accept", StreamType)
	resp, err := srv.Client().Do(hr)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// streamLine is one line of the streamed review.
type streamLine struct {
	Progress *review.Progress `json:"progress"`
	Answer   *ReviewAnswer    `json:"answer"`
	Error    string           `json:"error"`
	Status   int              `json:"status"`
}

// TestReviewStream: asked for StreamType, POST /api/review answers with
// the review's steps as they come (the solver's positions, then every ply
// with its line, counted k of n), then the same answer as without; an
// error before the first step keeps its status.
func TestReviewStream(t *testing.T) {
	r := gaveAwayWin(t)
	srv := httptest.NewServer(New(Config{}))
	defer srv.Close()
	resp := reviewStream(t, context.Background(), srv, ReviewRequest{Variant: "kingulu", Moves: r.Moves})
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); resp.StatusCode != http.StatusOK || !strings.HasPrefix(ct, StreamType) {
		t.Fatalf("status %d, Content-Type %q", resp.StatusCode, ct)
	}
	var lines []streamLine
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var l streamLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		lines = append(lines, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	n := len(r.Moves)
	last := lines[len(lines)-1]
	if last.Answer == nil || len(last.Answer.Plies) != n {
		t.Fatalf("the last line is not the review of %d plies: %+v", n, last)
	}
	var plies []review.Ply
	analysed := 0
	for i, l := range lines[:len(lines)-1] {
		p := l.Progress
		switch {
		case p == nil:
			t.Fatalf("line %d is not a step: %+v", i+1, l)
		case p.Total != n && !(p.Stage == "solve" && p.Total == n+1): // the solver: every position
			t.Errorf("line %d: %d of %d, want of %d", i+1, p.Done, p.Total, n)
		case p.Stage == "analyse":
			analysed++
			if p.Done != analysed || p.Ply == nil {
				t.Errorf("line %d: ply %d of %d (%v), want ply %d with its line", i+1, p.Done, p.Total, p.Ply, analysed)
			} else {
				plies = append(plies, *p.Ply)
			}
		case p.Stage != "solve" || analysed > 0:
			t.Errorf("line %d: stage %q after %d plies analysed", i+1, p.Stage, analysed)
		}
	}
	if !reflect.DeepEqual(plies, last.Answer.Plies) {
		t.Errorf("the steps' plies differ from the answer's:\n%+v\n%+v", plies, last.Answer.Plies)
	}
	var whole ReviewAnswer
	post(t, New(Config{}), "/api/review", ReviewRequest{Variant: "kingulu", Moves: r.Moves}, &whole)
	if !reflect.DeepEqual(whole, *last.Answer) {
		t.Errorf("streamed and whole answers differ:\n%+v\n%+v", last.Answer, whole)
	}
	// A game that does not replay: the error's own status, as JSON.
	bad := reviewStream(t, context.Background(), srv, ReviewRequest{Variant: "kingulu", Moves: []string{"A4", "Z9"}})
	body, _ := io.ReadAll(bad.Body)
	bad.Body.Close()
	if bad.StatusCode/100 != 4 || !strings.Contains(string(body), `"error"`) {
		t.Errorf("a bad game: %d %s", bad.StatusCode, body)
	}
}

// TestReviewStreamStop: a client that goes away after the first steps of
// a long review (the page's Stop) ends it: its place is free again at
// once, with no more of the review computed.
func TestReviewStreamStop(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	g := bao.NewGame(v)
	var moves []string
	for len(moves) < 80 && !g.Outcome().Over() {
		legal := v.Legal(g.State(), nil)
		m := legal[len(moves)%len(legal)]
		moves = append(moves, bao.MoveText(v, g.State(), m))
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	s := New(Config{MaxSearches: 1})
	srv := httptest.NewServer(s)
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	resp := reviewStream(t, ctx, srv, ReviewRequest{Variant: "kiswahili", Moves: moves})
	sc := bufio.NewScanner(resp.Body)
	for range 2 {
		if !sc.Scan() {
			t.Fatalf("no step: %v", sc.Err())
		}
		var l streamLine
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil || l.Progress == nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
	}
	t0 := time.Now()
	cancel()
	resp.Body.Close()
	// The one place is free again: another review is answered.
	for {
		code, body := call(t, s, "POST", "/api/review", `{"variant":"kingulu","moves":["A4"],"player":"alphabeta(depth=2)"}`)
		if code == http.StatusOK {
			break
		}
		if code != http.StatusServiceUnavailable || !strings.Contains(string(body), "busy") || time.Since(t0) > 8*time.Second { // the whole review takes 11 s on an idle machine
			t.Fatalf("%v after the client went away: %d %s", time.Since(t0), code, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("the review of %d plies stopped %v after its client went away", len(moves), time.Since(t0))
}
