package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
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
