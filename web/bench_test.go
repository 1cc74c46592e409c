package web

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

// serve runs one request against s and fails on a status other than 200.
func serve(b *testing.B, s *Server, method, path, body string) []byte {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/json")
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		b.Fatalf("%s %s: %d %s", method, path, rec.Code, rec.Body)
	}
	return rec.Body.Bytes()
}

// BenchmarkPageLoad is the server's share of a page load: the page, its
// script and style sheet, /api/info and the first position.
func BenchmarkPageLoad(b *testing.B) {
	s := New(Config{})
	b.ReportAllocs()
	for b.Loop() {
		serve(b, s, "GET", "/", "")
		serve(b, s, "GET", "/app.js", "")
		serve(b, s, "GET", "/style.css", "")
		serve(b, s, "GET", "/api/info", "")
		serve(b, s, "POST", "/api/position", `{"variant":"kiswahili","south":"person","north":"alphabeta(depth=4)"}`)
	}
}

// BenchmarkReplyDepth4 is a computer reply as the page asks for it: the
// search of alphabeta(depth=4) from a middle-game kiswahili position, then
// the move played and drawn.
func BenchmarkReplyDepth4(b *testing.B) {
	s := New(Config{})
	pos := "0,0,0,0,0,0,0,0/0,4,1,9,0,2,1,0/0,0,0,0,9,0,0,1/1,0,0,0,0,0,0,0 S 18,18 SN -"
	b.ReportAllocs()
	for b.Loop() {
		var a Analysis
		json.Unmarshal(serve(b, s, "POST", "/api/analyse", `{"variant":"kiswahili","position":"`+pos+`","player":"alphabeta(depth=4)","seed":1}`), &a)
		serve(b, s, "POST", "/api/move", `{"variant":"kiswahili","position":"`+pos+`","move":"`+a.Move+`"}`)
	}
}

// BenchmarkReplyDepth4Games is BenchmarkReplyDepth4 over up to 36 positions: the
// positions after 10, 30 and 50 plies of seeded random games of each
// variant (fewer where a game ends first). One op is one reply; the
// reported max-ms is the slowest single reply seen.
func BenchmarkReplyDepth4Games(b *testing.B) {
	s := New(Config{})
	type pos struct{ variant, text string }
	var positions []pos
	for _, spec := range []string{"kiswahili", "kete", "kingulu"} {
		v := bao.MustLookup(spec)
		for seed := uint64(1); seed <= 4; seed++ {
			rnd := player.NewRandom(seed)
			st := v.Start()
			for ply := 1; ply <= 50 && !v.Outcome(st).Over(); ply++ {
				m, _ := rnd.Choose(context.Background(), v, st)
				st, _ = v.Apply(st, m)
				if (ply == 10 || ply == 30 || ply == 50) && !v.Outcome(st).Over() {
					positions = append(positions, pos{spec, bao.FormatState(v, st)})
				}
			}
		}
	}
	b.ReportAllocs()
	var slowest time.Duration
	i := 0
	for b.Loop() {
		p := positions[i%len(positions)]
		i++
		t0 := time.Now()
		serve(b, s, "POST", "/api/analyse", `{"variant":"`+p.variant+`","position":"`+p.text+`","player":"alphabeta(depth=4)","seed":1}`)
		slowest = max(slowest, time.Since(t0))
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
	b.ReportMetric(float64(len(positions)), "positions")
}
