package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/web/ops"
)

// call sends a request to a fresh server and returns the status and body.
func call(t *testing.T, s *Server, method, path, body string) (int, []byte) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json")
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	return rec.Code, rec.Body.Bytes()
}

// post sends a JSON body and decodes a 200 answer into out.
func post(t *testing.T, s *Server, path string, body any, out any) {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	code, resp := call(t, s, http.MethodPost, path, string(b))
	if code != http.StatusOK {
		t.Fatalf("POST %s %s: status %d: %s", path, b, code, resp)
	}
	if err := json.Unmarshal(resp, out); err != nil {
		t.Fatalf("POST %s: answer %s: %v", path, resp, err)
	}
}

// TestErrors sends every API route the bad requests of the issue: each
// must get a 4xx with a JSON message that says what is wrong.
func TestErrors(t *testing.T) {
	s := New(Config{})
	big := `{"variant":"kiswahili","position":"` + strings.Repeat("0", 20<<10) + `"}`
	var moves strings.Builder
	for i := 1; i <= 2501; i++ {
		fmt.Fprintf(&moves, "%d. A1 A1 ", i)
	}
	longRecord := `{"text":"[Variant \"kingulu\"]\n[Result \"*\"]\n\n` + moves.String() + `*\n"}`
	bigRecord := `{"text":"` + strings.Repeat(" ", 2<<20) + `"}`
	for _, tc := range []struct {
		name, method, path, body string
		status                   int
		msg                      string // a fragment of the message
	}{
		{"malformed position", "POST", "/api/position", `{"variant":`, 400, "malformed JSON"},
		{"malformed move", "POST", "/api/move", `{"variant":"kiswahili","move":}`, 400, "malformed JSON"},
		{"malformed analyse", "POST", "/api/analyse", `[1,2]`, 400, "malformed JSON"},
		{"malformed record", "POST", "/api/record", `{"text":1}`, 400, "malformed JSON"},
		{"malformed export", "POST", "/api/export", `{"moves":"A6>"}`, 400, "malformed JSON"},
		{"trailing data", "POST", "/api/position", `{"variant":"kiswahili"} {}`, 400, "data after the object"},
		{"unknown field", "POST", "/api/position", `{"variant":"kiswahili","colour":"red"}`, 400, "unknown field"},
		{"empty body", "POST", "/api/move", ``, 400, "empty request body"},
		{"missing variant", "POST", "/api/position", `{}`, 400, `missing field "variant"`},
		{"unknown variant position", "POST", "/api/position", `{"variant":"chess"}`, 400, "unknown variant"},
		{"unknown variant move", "POST", "/api/move", `{"variant":"chess","move":"A6>"}`, 400, "unknown variant"},
		{"unknown variant analyse", "POST", "/api/analyse", `{"variant":"chess","player":"random"}`, 400, "unknown variant"},
		{"unknown variant export", "POST", "/api/export", `{"variant":"chess","moves":[]}`, 400, "unknown variant"},
		{"unknown variant record", "POST", "/api/record", `{"text":"[Variant \"chess\"]\n[Result \"*\"]\n\n*\n"}`, 400, "unknown variant"},
		{"unknown option", "POST", "/api/position", `{"variant":"kiswahili(colour=red)"}`, 400, "no option"},
		{"illegal move", "POST", "/api/move", `{"variant":"kiswahili","move":"A1>"}`, 422, "illegal move A1>"},
		{"move that does not read", "POST", "/api/move", `{"variant":"kiswahili","move":"Z9"}`, 400, "want a pit label"},
		{"wrong annotation", "POST", "/api/move", `{"variant":"kiswahili","move":"A6>#"}`, 422, "annotated"},
		{"missing move", "POST", "/api/move", `{"variant":"kiswahili"}`, 400, `missing field "move"`},
		{"illegal export", "POST", "/api/export", `{"variant":"kiswahili","moves":["A6>","A1<"]}`, 422, "move 2 (A1<)"},
		{"oversized position", "POST", "/api/position", big, 413, "larger than"},
		{"oversized move", "POST", "/api/move", strings.Replace(big, `"position"`, `"move"`, 1), 413, "larger than"},
		{"oversized analyse", "POST", "/api/analyse", big, 413, "larger than"},
		{"oversized record", "POST", "/api/record", bigRecord, 413, "larger than"},
		{"position does not parse", "POST", "/api/position", `{"variant":"kiswahili","position":"1,2,3 S"}`, 400, "fields"},
		{"position does not parse move", "POST", "/api/move", `{"variant":"kingulu","position":"4,4,4,4,4,x/4,4,4,4,4,4 S 0,0","move":"A1"}`, 400, `"x" is not a count`},
		{"position does not parse analyse", "POST", "/api/analyse", `{"variant":"kingulu","position":"4,4/4,4 S 0,0","player":"random"}`, 400, "2 counts, want 6"},
		{"position breaks a rule", "POST", "/api/position", `{"variant":"kingulu","position":"4,4,4,4,4,4/4,4,4,4,4,5 S 0,0"}`, 422, "49 seeds"},
		{"start does not parse", "POST", "/api/export", `{"variant":"kingulu","start":"oops","moves":[]}`, 400, "fields"},
		{"record start does not parse", "POST", "/api/record", `{"text":"[Variant \"kingulu\"]\n[Start \"oops\"]\n[Result \"*\"]\n\n*\n"}`, 400, "Start"},
		{"record syntax", "POST", "/api/record", `{"text":"[Variant kiswahili]\n"}`, 400, "line 1"},
		{"record empty", "POST", "/api/record", `{"text":"  "}`, 400, "no record"},
		{"json line bad", "POST", "/api/record", `{"text":"{\"variant\":\"kingulu\",\"moves\":[1]}"}`, 400, "JSON line 1"},
		{"record too long", "POST", "/api/record", longRecord, 400, "more than 5000 moves"},
		{"game over", "POST", "/api/move", `{"variant":"kingulu","position":"0,0,0,0,0,0/0,0,0,0,0,0 S 24,24","move":"A1"}`, 422, "game is over"},
		{"analyse game over", "POST", "/api/analyse", `{"variant":"kingulu","position":"0,0,0,0,0,0/0,0,0,0,0,0 S 24,24","player":"random"}`, 422, "game is over"},
		{"unknown player", "POST", "/api/analyse", `{"variant":"kiswahili","player":"oracle"}`, 400, "unknown player"},
		{"missing player", "POST", "/api/analyse", `{"variant":"kiswahili"}`, 400, `missing field "player"`},
		{"depth over limit", "POST", "/api/analyse", `{"variant":"kiswahili","player":"alphabeta(depth=20)"}`, 400, "depth 20"},
		{"no node budget", "POST", "/api/analyse", `{"variant":"kiswahili","player":"alphabeta(nodes=0)"}`, 400, "nodes must be"},
		{"table over limit", "POST", "/api/analyse", `{"variant":"kiswahili","player":"alphabeta(tt=4194304)"}`, 400, "tt 4194304"},
		{"time over limit", "POST", "/api/analyse", `{"variant":"kiswahili","player":"alphabeta(time=1m)"}`, 400, "time 1m0s"},
		{"tree memory over limit", "POST", "/api/analyse", `{"variant":"kiswahili","player":"mcts(iterations=10,mem=1GiB)"}`, 400, "mem 1073741824 bytes"},
		{"iterations over limit", "POST", "/api/analyse", `{"variant":"kiswahili","player":"mcts(iterations=1000000)"}`, 400, "iterations 1000000"},
		{"long spec", "POST", "/api/analyse", `{"variant":"kiswahili","player":"random` + strings.Repeat(" ", 300) + `"}`, 400, "longer than"},
		{"long name", "POST", "/api/position", `{"variant":"kiswahili","south":"` + strings.Repeat("x", 100) + `"}`, 400, "name is longer"},
		{"too many moves", "POST", "/api/export", `{"variant":"kingulu","moves":[` + strings.Repeat(`"A1",`, 5000) + `"A1"]}`, 400, "more than 5000"},
		{"wrong method", "GET", "/api/move", ``, 405, "method GET not allowed"},
		{"wrong method info", "POST", "/api/info", `{}`, 405, "method POST not allowed"},
		{"unknown route", "GET", "/api/nothing", ``, 404, "no API route"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := call(t, s, tc.method, tc.path, tc.body)
			var e apiError
			if err := json.Unmarshal(body, &e); err != nil {
				t.Fatalf("status %d, body not JSON: %q", code, body)
			}
			if code != tc.status || !strings.Contains(e.Error, tc.msg) {
				t.Errorf("status %d %q, want %d and a message with %q", code, e.Error, tc.status, tc.msg)
			}
		})
	}
}

func TestNotJSON(t *testing.T) {
	s := New(Config{})
	req := httptest.NewRequest("POST", "/api/position", strings.NewReader(`{"variant":"kiswahili"}`))
	req.Header.Set("Content-Type", "text/plain")
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	if rec.Code != http.StatusUnsupportedMediaType || !strings.Contains(rec.Body.String(), "application/json") {
		t.Errorf("text/plain POST: %d %s", rec.Code, rec.Body)
	}
}

func TestHosts(t *testing.T) {
	s := New(Config{AllowedHosts: LoopbackHosts})
	for host, want := range map[string]int{"127.0.0.1:8080": 200, "localhost:1": 200, "[::1]:80": 200, "LOCALHOST": 200, "evil.example:8080": 403, "127.0.0.2": 403} {
		req := httptest.NewRequest("GET", "/api/info", nil)
		req.Host = host
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if rec.Code != want {
			t.Errorf("Host %q: status %d, want %d", host, rec.Code, want)
		}
	}
	for addr, want := range map[string]bool{"127.0.0.1:8080": true, "localhost:0": true, "[::1]:80": true, "0.0.0.0:80": false, ":8080": false, "example.com:80": false, "nonsense": false} {
		if got := IsLoopback(addr); got != want {
			t.Errorf("IsLoopback(%q) = %v", addr, got)
		}
	}
}

func TestStatic(t *testing.T) {
	s := New(Config{})
	for path, want := range map[string]string{"/": "text/html", "/app.js": "javascript", "/style.css": "text/css"} {
		req := httptest.NewRequest("GET", path, nil)
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if rec.Code != 200 || !strings.Contains(rec.Header().Get("Content-Type"), want) {
			t.Errorf("GET %s: %d %q", path, rec.Code, rec.Header().Get("Content-Type"))
		}
		if !strings.Contains(rec.Header().Get("Content-Security-Policy"), "default-src 'self'") {
			t.Errorf("GET %s: no content security policy", path)
		}
	}
	// The page loads nothing from elsewhere.
	for _, name := range []string{"index.html", "app.js", "style.css"} {
		b, err := staticFiles.ReadFile("static/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if regexp.MustCompile(`(?i)(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/`).Match(bytes.ReplaceAll(b, []byte("http://www.w3.org/2000/svg"), nil)) {
			t.Errorf("%s refers to another site", name)
		}
	}
	if code, _ := call(t, s, "GET", "/nothing", ""); code != 404 {
		t.Errorf("GET /nothing: %d", code)
	}
}

func TestInfo(t *testing.T) {
	s := New(Config{Variant: "kingulu"})
	code, body := call(t, s, "GET", "/api/info", "")
	if code != 200 {
		t.Fatalf("%d %s", code, body)
	}
	var in Info
	if err := json.Unmarshal(body, &in); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, v := range in.Variants {
		names = append(names, v.Name)
	}
	if !slices.Equal(names, bao.Names()) {
		t.Errorf("variants %v, want %v", names, bao.Names())
	}
	for i, d := range bao.Definitions() {
		if len(in.Variants[i].Options) != len(d.Options) {
			t.Errorf("%s: %d options, want %d", d.Name, len(in.Variants[i].Options), len(d.Options))
			continue
		}
		for j, o := range d.Options {
			got := in.Variants[i].Options[j]
			if got.Name != o.Name || got.Default != o.Default || !slices.Equal(got.Values, o.Values) {
				t.Errorf("%s option %d: %+v, want %+v", d.Name, j, got, o)
			}
		}
	}
	if in.Variant != "kingulu" || !slices.Equal(in.Players, player.Names()) {
		t.Errorf("variant %q players %v", in.Variant, in.Players)
	}
}

// TestPositionEveryVariant checks the view of each variant's start
// position (and one option) against the engine: the legal moves in
// canonical order, and a <g class="pit"> whose title begins with the label
// for every pit of the board.
func TestPositionEveryVariant(t *testing.T) {
	s := New(Config{})
	specs := append(bao.Names(), "kiswahili(takasia=off)")
	for _, spec := range specs {
		v := bao.MustLookup(spec)
		var vw View
		post(t, s, "/api/position", Game{Variant: spec}, &vw)
		if vw.Variant != v.Name() || vw.Position != bao.FormatState(v, v.Start()) || vw.Over {
			t.Errorf("%s: %+v", spec, vw)
		}
		var want []string
		for _, m := range v.Legal(v.Start(), nil) {
			want = append(want, m.String())
		}
		var got []string
		for _, m := range vw.Legal {
			got = append(got, m.Move)
			if m.Pit != m.Move[:2] || !strings.HasPrefix(m.Text, m.Move) {
				t.Errorf("%s: legal move %+v", spec, m)
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: legal %v, want %v", spec, got, want)
		}
		g := v.Geometry()
		for _, p := range []bao.Player{bao.South, bao.North} {
			for _, x := range g.Pits(p) {
				if !strings.Contains(vw.SVG, "<g class=\"pit\">\n<title>"+x.String()+": ") {
					t.Errorf("%s: no pit group for %v in the SVG", spec, x)
				}
			}
		}
	}
}

// TestMove plays random games of every variant through /api/move and
// checks each answer against the engine.
func TestMove(t *testing.T) {
	s := New(Config{})
	for _, spec := range bao.Names() {
		if spec == "webtrace" {
			continue
		}
		v := bao.MustLookup(spec)
		rnd := player.NewRandom(7)
		st := v.Start()
		for ply := 0; ply < 30 && !v.Outcome(st).Over(); ply++ {
			m, err := rnd.Choose(context.Background(), v, st)
			if err != nil {
				t.Fatal(err)
			}
			after, err := v.Apply(st, m)
			if err != nil {
				t.Fatal(err)
			}
			var ans MoveAnswer
			post(t, s, "/api/move", MoveRequest{Game: Game{Variant: spec, Position: bao.FormatState(v, st)}, Move: m.String()}, &ans)
			text, _ := bao.FormatMove(v, st, m)
			if ans.Move != text || ans.View.Position != bao.FormatState(v, after) {
				t.Fatalf("%s ply %d %v: answer %q -> %q, want %q -> %q", spec, ply, m, ans.Move, ans.View.Position, text, bao.FormatState(v, after))
			}
			// The frames: before, the laps but the last (bao.Tracer),
			// after.
			var laps []string
			if err := v.(bao.Tracer).Trace(st, m, func(f bao.State) bool { laps = append(laps, bao.FormatState(v, f)); return true }); err != nil {
				t.Fatal(err)
			}
			if len(laps) > ops.MaxFrames-1 {
				laps = laps[:ops.MaxFrames-1]
			}
			frames := []string{bao.FormatState(v, st)}
			frames = append(frames, laps[:len(laps)-1]...)
			frames = append(frames, ans.View.Position)
			var got []string
			for _, f := range ans.Frames {
				got = append(got, f.Position)
			}
			if diff := cmp.Diff(frames, got); diff != "" {
				t.Fatalf("%s ply %d %v: frames (-want +got):\n%s", spec, ply, m, diff)
			}
			// The changes, reckoned here directly.
			n := 0
			for i := range bao.MaxPits {
				if st.Pits[i] != after.Pits[i] {
					n++
				}
			}
			for p := range 2 {
				if st.Store[p] != after.Store[p] {
					n++
				}
			}
			if len(ans.Changes) != n {
				t.Errorf("%s %v: %d changes, want %d: %+v", spec, m, len(ans.Changes), n, ans.Changes)
			}
			for _, c := range ans.Changes {
				if c.Pit == "storeS" || c.Pit == "storeN" {
					continue
				}
				x, err := bao.ParsePit(c.Pit)
				if err != nil || int(st.Pits[x.Index()]) != c.Before || int(after.Pits[x.Index()]) != c.After {
					t.Errorf("%s %v: change %+v", spec, m, c)
				}
			}
			if !strings.HasPrefix(ans.Summary, st.Side.String()+" played "+text) {
				t.Errorf("summary %q", ans.Summary)
			}
			st = after
		}
	}
}

// traced is kingulu with a Tracer whose moves never stop yielding: it
// yields the position before the move until yield returns false.
type traced struct{ bao.Variant }

func (traced) Name() string { return "webtrace" }

func (t traced) Trace(s bao.State, m bao.Move, yield func(bao.State) bool) error {
	for yield(s) {
	}
	return nil
}

func init() {
	bao.Register(bao.Definition{Name: "webtrace", Doc: "kingulu with a Tracer, for the tests of package web",
		New: func(bao.Options) (bao.Variant, error) { return traced{bao.MustLookup("kingulu")}, nil }})
}

// TestTracerFrames checks the frames of KG1's A3 in docs/kingulu.md, a
// move of five laps, and that a move of too many laps is cut at ops.MaxFrames.
func TestTracerFrames(t *testing.T) {
	s := New(Config{})
	var ans MoveAnswer
	post(t, s, "/api/move", MoveRequest{Game: Game{Variant: "kingulu"}, Move: "A3"}, &ans)
	var notes []string
	for _, f := range ans.Frames {
		notes = append(notes, f.Note)
	}
	want := []string{"South plays A3", "South plays A3: lap 1 of 5", "South plays A3: lap 2 of 5",
		"South plays A3: lap 3 of 5", "South plays A3: lap 4 of 5", ans.Summary}
	if diff := cmp.Diff(want, notes); diff != "" {
		t.Errorf("notes (-want +got):\n%s", diff)
	}
	// After the first lap, a1 holds 5 (lift 4: A4, A5, A6, a1).
	if len(ans.Frames) > 1 && !strings.HasPrefix(ans.Frames[1].Position, "4,4,4,4,4,5/4,4,0,5,5,5 S ") {
		t.Errorf("lap 1: %s", ans.Frames[1].Position)
	}

	v := bao.MustLookup("webtrace")
	m := v.Legal(v.Start(), nil)[0]
	post(t, s, "/api/move", MoveRequest{Game: Game{Variant: "webtrace"}, Move: m.String()}, &ans)
	if n := len(ans.Frames); n != ops.MaxFrames || !strings.HasSuffix(ans.Frames[n-2].Note, "lap 198 of more than 198 (the rest not shown)") {
		t.Errorf("frames: %d, notes %q", n, ans.Frames[n-2].Note)
	}
}

func TestAnalyse(t *testing.T) {
	s := New(Config{})
	for _, spec := range []string{"random", "greedy", "alphabeta(depth=4,nodes=200000)", "mcts(iterations=200)"} {
		var a Analysis
		post(t, s, "/api/analyse", AnalyseRequest{Game: Game{Variant: "kiswahili"}, Player: spec, Seed: 3}, &a)
		v := bao.MustLookup("kiswahili")
		m, _, err := bao.ParseMove(a.Move)
		if err != nil || !bao.IsLegal(v, v.Start(), m) || a.Player != spec {
			t.Errorf("%s: %+v", spec, a)
		}
		// The same spec and seed choose the same move as the player itself.
		p, _ := player.New(spec, 3)
		if want, _ := p.Choose(context.Background(), v, v.Start()); want != m {
			t.Errorf("%s: chose %s, the player %s", spec, a.Move, want)
		}
		if strings.HasPrefix(spec, "alphabeta") && (a.Depth != 4 || a.Nodes == 0 || a.Score == nil || len(a.PV) == 0 || len(a.Moves) == 0) {
			t.Errorf("%s: no search data: %+v", spec, a)
		}
		if strings.HasPrefix(spec, "mcts") && (len(a.Moves) == 0 || a.Moves[0].Visits == nil) {
			t.Errorf("%s: no visits: %+v", spec, a)
		}
	}
}

func TestAnalyseBusy(t *testing.T) {
	s := New(Config{MaxSearches: 1})
	s.search <- struct{}{} // one search runs
	code, body := call(t, s, "POST", "/api/analyse", `{"variant":"kiswahili","player":"random"}`)
	if code != http.StatusServiceUnavailable || !strings.Contains(string(body), "busy") {
		t.Errorf("full: %d %s", code, body)
	}
	<-s.search
	if code, body := call(t, s, "POST", "/api/analyse", `{"variant":"kiswahili","player":"random"}`); code != 200 {
		t.Errorf("free: %d %s", code, body)
	}
}

// TestAnalyseCancelled: a search whose page has gone stops at once and
// frees its place.
func TestAnalyseCancelled(t *testing.T) {
	s := New(Config{MaxSearches: 1})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequest("POST", "/api/analyse", strings.NewReader(`{"variant":"kiswahili","player":"alphabeta(depth=12,nodes=2000000)"}`)).WithContext(ctx)
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	t0 := time.Now()
	s.ServeHTTP(rec, req)
	if d := time.Since(t0); d > 2*time.Second {
		t.Errorf("a cancelled search took %v", d)
	}
	if len(s.search) != 0 {
		t.Error("the search did not free its place")
	}
}

func TestSearchTime(t *testing.T) {
	s := New(Config{SearchTime: 50 * time.Millisecond})
	t0 := time.Now()
	var a Analysis
	post(t, s, "/api/analyse", AnalyseRequest{Game: Game{Variant: "kiswahili"}, Player: "alphabeta(depth=12,nodes=2000000)"}, &a)
	if d := time.Since(t0); d > 3*time.Second {
		t.Errorf("search bounded by 50ms took %v", d)
	}
	if a.Move == "" {
		t.Error("no move")
	}
}

func TestRecover(t *testing.T) {
	s := New(Config{})
	var logged string
	s.cfg.Logf = func(f string, args ...any) { logged = f }
	h := s.guard(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/info", nil))
	if rec.Code != 500 || !strings.Contains(rec.Body.String(), `"error":"internal error: boom"`) || logged == "" {
		t.Errorf("panic: %d %s", rec.Code, rec.Body)
	}
}

// playRandom plays a short random game and returns it.
func playRandom(t *testing.T, spec string, plies int) *bao.Game {
	v := bao.MustLookup(spec)
	g := bao.NewGame(v)
	rnd := player.NewRandom(11)
	for range plies {
		if g.Outcome().Over() {
			break
		}
		m, err := rnd.Choose(context.Background(), v, g.State())
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestRecordFormats(t *testing.T) {
	s := New(Config{})
	g1 := playRandom(t, "kiswahili", 12)
	g2 := playRandom(t, "kingulu", 500)
	var b bytes.Buffer
	record.FromGame(g1, map[string]string{"South": "ann"}).Write(&b)
	b.WriteString("\n")
	record.FromGame(g2, nil).Write(&b)
	var ans RecordAnswer
	post(t, s, "/api/record", RecordRequest{Text: b.String()}, &ans)
	if ans.Format != "record" || len(ans.Games) != 2 {
		t.Fatalf("%+v", ans)
	}
	for i, g := range []*bao.Game{g1, g2} {
		lg := ans.Games[i]
		v := g.Variant()
		if lg.Error != "" || lg.Variant != v.Name() || len(lg.Moves) != g.Ply() || len(lg.Positions) != g.Ply()+1 {
			t.Fatalf("game %d: %+v", i, lg)
		}
		for k := range lg.Positions {
			if lg.Positions[k] != bao.FormatState(v, g.StateAt(k)) {
				t.Errorf("game %d ply %d: %s", i, k, lg.Positions[k])
			}
		}
	}
	if ans.Games[0].Tags["South"] != "ann" {
		t.Errorf("tags %v", ans.Games[0].Tags)
	}

	// Selfplay JSON lines.
	var lines []byte
	for i, g := range []*bao.Game{g2, g1} {
		v := g.Variant()
		o := g.Outcome()
		winner, reason := o.WinnerText(), o.Reason.String()
		if !o.Over() {
			winner, reason = record.ResultDraw, record.ReasonPlyLimit
		}
		r := &arena.Record{Line: record.Line{Game: i, Variant: v.Name(), South: "random", North: "random", Plies: g.Ply(), Final: bao.FormatState(v, g.State()), Winner: winner, Reason: reason, Moves: []string{}}}
		for k, m := range g.Moves() {
			text, _ := bao.FormatMove(v, g.StateAt(k), m)
			r.Moves = append(r.Moves, text)
		}
		lines = r.AppendJSON(lines)
	}
	ans = RecordAnswer{}
	post(t, s, "/api/record", RecordRequest{Text: string(lines)}, &ans)
	if ans.Format != "json" || len(ans.Games) != 2 || ans.Games[0].Variant != "kingulu" || ans.Games[1].Error != "" ||
		len(ans.Games[1].Positions) != g1.Ply()+1 {
		t.Fatalf("JSON lines: %+v", ans)
	}

	// An illegal move: the game up to it, and the error.
	bad := "[Variant \"kiswahili\"]\n[Result \"*\"]\n\n1. A6> A1< *\n"
	ans = RecordAnswer{}
	post(t, s, "/api/record", RecordRequest{Text: bad}, &ans)
	if lg := ans.Games[0]; len(lg.Moves) != 1 || !strings.Contains(lg.Error, "move 2 (A1<)") {
		t.Errorf("illegal move: %+v", lg)
	}
	// A result that does not agree.
	wrong := "[Variant \"kiswahili\"]\n[Result \"S\"]\n\n1. A6> S\n"
	ans = RecordAnswer{}
	post(t, s, "/api/record", RecordRequest{Text: wrong}, &ans)
	if lg := ans.Games[0]; !strings.Contains(lg.Error, "not over") {
		t.Errorf("wrong result: %+v", lg)
	}
}

func TestRecordBounds(t *testing.T) {
	s := New(Config{})
	// 101 one-move games: 100 are loaded.
	var b strings.Builder
	for range ops.MaxGames + 1 {
		b.WriteString("[Variant \"kingulu\"]\n[Result \"*\"]\n\n1. A1 *\n\n")
	}
	var ans RecordAnswer
	post(t, s, "/api/record", RecordRequest{Text: b.String()}, &ans)
	if len(ans.Games) != ops.MaxGames || !ans.More {
		t.Errorf("%d games loaded, more %v", len(ans.Games), ans.More)
	}
}

// TestExportNamesVersionAndSeed: the page's export says which version made
// the record (Generator), with the seed and the players it was given.
func TestExportNamesVersionAndSeed(t *testing.T) {
	s := New(Config{})
	var ex ExportAnswer
	post(t, s, "/api/export", ExportRequest{Variant: "kiswahili", Moves: []string{"A7>*"}, South: "person", North: "greedy", Seed: "42"}, &ex)
	r, err := record.Read(strings.NewReader(ex.Record))
	if err != nil {
		t.Fatal(err)
	}
	for tag, want := range map[string]string{record.TagGenerator: bao.Version(), record.TagSeed: "42", record.TagSouth: "person", record.TagNorth: "greedy"} {
		if r.Tags[tag] != want {
			t.Errorf("%s %q, want %q:\n%s", tag, r.Tags[tag], want, ex.Record)
		}
	}
	if d := r.Tags[record.TagDate]; len(d) != len(record.DateLayout) {
		t.Errorf("Date %q", d)
	}
}

func TestExportRoundTrip(t *testing.T) {
	s := New(Config{})
	g := playRandom(t, "kiswahili(takasia=off)", 20)
	v := g.Variant()
	var moves []string
	for _, m := range g.Moves() {
		moves = append(moves, m.String())
	}
	var ex ExportAnswer
	post(t, s, "/api/export", ExportRequest{Variant: v.Name(), Moves: moves, South: "ann", North: "random"}, &ex)
	r, err := record.Read(strings.NewReader(ex.Record))
	if err != nil {
		t.Fatalf("%v\n%s", err, ex.Record)
	}
	g2, err := r.Replay()
	if err != nil || g2.State() != g.State() || r.Tags["South"] != "ann" || r.Tags["Variant"] != v.Name() {
		t.Errorf("round trip: %v\n%s", err, ex.Record)
	}
}

func TestListenAndServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	addrs := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- ListenAndServe(ctx, "127.0.0.1:0", New(Config{AllowedHosts: LoopbackHosts}), func(a string) { addrs <- a })
	}()
	addr := <-addrs
	resp, err := http.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !bytes.Contains(page, []byte("app.js")) {
		t.Errorf("GET /: %d", resp.StatusCode)
	}
	cancel()
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		t.Errorf("shutdown: %v", err)
	}
	if err := ListenAndServe(context.Background(), "127.0.0.1:-1", New(Config{}), nil); err == nil {
		t.Error("a bad address served")
	}
}

// TestTimeAloneBoundsSearch: a time budget bounds alpha-beta on its own, so
// a spec with time and no depth or node cap is accepted.
func TestTimeAloneBoundsSearch(t *testing.T) {
	s := New(Config{})
	code, body := call(t, s, "POST", "/api/analyse", `{"variant":"kiswahili","player":"alphabeta(time=50ms)"}`)
	if code != http.StatusOK {
		t.Fatalf("status %d %s, want 200", code, body)
	}
}
