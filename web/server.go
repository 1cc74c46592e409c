package web

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"runtime"
	"strings"
	"time"

	"github.com/bao-games/bao/web/ops"
)

//go:embed static
var staticFiles embed.FS

// Config sets the limits of a Server. The zero Config gives the defaults
// of DefaultConfig for every zero field.
type Config struct {
	// Variant is the variant the page starts with (default "kiswahili").
	Variant string
	// MaxBody bounds the body of an API request, in bytes (default
	// 16 KiB); a larger body gets 413.
	MaxBody int64
	// MaxRecordBody bounds the body of /api/record, in bytes (default
	// 1 MiB).
	MaxRecordBody int64
	// MaxSearches is the number of searches (/api/analyse) that may run at
	// once (default: the number of CPUs); one more gets 503.
	MaxSearches int
	// SearchTime bounds the wall-clock time of one search (default 10s):
	// a searching player returns its best move so far when it runs out.
	SearchTime time.Duration
	// AllowedHosts, when not empty, lists the host names (without port)
	// that the Host header of a request may carry; any other gets 403.
	// A server on a loopback address sets it to the loopback names, so a
	// web page elsewhere cannot reach it by DNS rebinding.
	AllowedHosts []string
	// Logf, when not nil, receives one line per recovered panic.
	Logf func(format string, args ...any)
	// Engines lists the specs of the outside engines the page may use
	// ("engine(cmd=...)", package engine, which the program must import):
	// a request may name one of them (by any spec with the same canonical
	// name), and no other outside engine. Empty (the default): none. Each
	// analysis runs the engine's program once; its search time is
	// SearchTime, as for the built-in players.
	Engines []string
	// Extra adds files to the page, by their path (the how-to-play
	// pages), as Site's extra; their paths may not be the page's own.
	Extra map[string][]byte
}

// DefaultConfig returns the defaults: kiswahili, 16 KiB requests, 1 MiB
// records, one search per CPU, 10 s per search, no host check.
func DefaultConfig() Config {
	return Config{
		Variant:       "kiswahili",
		MaxBody:       16 << 10,
		MaxRecordBody: 1 << 20,
		MaxSearches:   runtime.NumCPU(),
		SearchTime:    10 * time.Second,
	}
}

// Server serves the page and its JSON API. It is an http.Handler, safe for
// concurrent use; build it with New.
type Server struct {
	cfg     Config
	mux     *http.ServeMux
	handler http.Handler
	search  chan struct{} // semaphore: one token per running search
}

// New returns a Server with the limits of cfg (zero fields take their
// defaults).
func New(cfg Config) *Server {
	d := DefaultConfig()
	if cfg.Variant == "" {
		cfg.Variant = d.Variant
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = d.MaxBody
	}
	if cfg.MaxRecordBody <= 0 {
		cfg.MaxRecordBody = d.MaxRecordBody
	}
	if cfg.MaxSearches <= 0 {
		cfg.MaxSearches = d.MaxSearches
	}
	if cfg.SearchTime <= 0 {
		cfg.SearchTime = d.SearchTime
	}
	s := &Server{cfg: cfg, mux: http.NewServeMux(), search: make(chan struct{}, cfg.MaxSearches)}
	// The page: the files of the static site but the WebAssembly engine,
	// whose operations this server answers over HTTP instead.
	site, err := Site(cfg.Variant, nil, nil, cfg.Extra)
	if err != nil {
		panic(err) // Config.Extra is the program's own: a bad path is a bug
	}
	files := siteHandler(site)
	s.mux.Handle("GET /{$}", files)
	for name := range site {
		s.mux.Handle("GET /"+name, files)
	}
	s.mux.HandleFunc("GET /api/info", s.info)
	s.mux.HandleFunc("POST /api/position", handle(cfg.MaxBody, ops.Position))
	s.mux.HandleFunc("POST /api/move", handle(cfg.MaxBody, ops.Play))
	s.mux.HandleFunc("POST /api/why", handle(cfg.MaxBody, ops.Why))
	s.mux.HandleFunc("POST /api/analyse", s.analyse)
	s.mux.HandleFunc("POST /api/record", handle(cfg.MaxRecordBody, func(req *RecordRequest) (*RecordAnswer, error) { return ops.LoadRecords(req.Text) }))
	s.mux.HandleFunc("POST /api/export", handle(cfg.MaxRecordBody, ops.Export))
	s.mux.HandleFunc("POST /api/replay", handle(cfg.MaxRecordBody, ops.Replay))
	s.mux.HandleFunc("POST /api/review", s.reviewGame)
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "no API route %s %s (see package web for the routes)", r.Method, r.URL.Path)
	})
	s.handler = s.guard(s.mux)
	return s
}

// ServeHTTP serves one request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// guard wraps the routes with what every request goes through: the host
// check, the security headers, JSON answers for wrong methods on API
// routes, and a last-line recover that turns a panic into a 500 with a
// JSON message.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				if s.cfg.Logf != nil {
					s.cfg.Logf("web: panic serving %s %s: %v", r.Method, r.URL.Path, v)
				}
				writeError(w, http.StatusInternalServerError, "internal error: %v", v)
			}
		}()
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'")
		h.Set("Referrer-Policy", "no-referrer")
		if len(s.cfg.AllowedHosts) > 0 && !s.hostAllowed(r.Host) {
			writeError(w, http.StatusForbidden, "host %q is not served here", r.Host)
			return
		}
		if strings.HasPrefix(r.URL.Path, "/api/") {
			h.Set("Cache-Control", "no-store")
			if r.Method == http.MethodPost && !isJSON(r.Header.Get("Content-Type")) {
				writeError(w, http.StatusUnsupportedMediaType, "send the request body as Content-Type: application/json")
				return
			}
			if _, pattern := s.mux.Handler(r); pattern == "/api/" && s.otherMethod(r) {
				writeError(w, http.StatusMethodNotAllowed, "method %s not allowed on %s", r.Method, r.URL.Path)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// otherMethod reports whether the route of r exists with another method.
func (s *Server) otherMethod(r *http.Request) bool {
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		if m == r.Method {
			continue
		}
		r2 := r.Clone(r.Context())
		r2.Method = m
		if _, p := s.mux.Handler(r2); p != "/api/" && p != "" {
			return true
		}
	}
	return false
}

// hostAllowed reports whether host (with or without a port) is one of
// Config.AllowedHosts.
func (s *Server) hostAllowed(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	for _, a := range s.cfg.AllowedHosts {
		if strings.EqualFold(a, host) {
			return true
		}
	}
	return false
}

// LoopbackHosts are the host names of Config.AllowedHosts for a server
// bound to a loopback address.
var LoopbackHosts = []string{"localhost", "127.0.0.1", "::1"}

func isJSON(ct string) bool {
	ct, _, _ = strings.Cut(ct, ";")
	return strings.EqualFold(strings.TrimSpace(ct), "application/json")
}

// apiError is the JSON body of every error answer.
type apiError struct {
	Error string `json:"error"`
}

// writeError answers with status and a JSON message.
func writeError(w http.ResponseWriter, status int, format string, args ...any) {
	writeJSON(w, status, apiError{Error: fmt.Sprintf(format, args...)})
}

// writeJSON answers with status and v as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v) // a failed write means the client has gone
}

// fail returns an error answered with status.
func fail(status int, format string, args ...any) error {
	return &ops.Error{Status: status, Msg: fmt.Sprintf(format, args...)}
}

// decode reads the JSON body of r into v: at most limit bytes, one object,
// no unknown fields (ops.Decode).
func decode(w http.ResponseWriter, r *http.Request, limit int64, v any) error {
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	err := ops.Decode(r.Body, v)
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return fail(http.StatusRequestEntityTooLarge, "request body larger than %d bytes", limit)
	}
	return err
}

// handle returns the handler of an API call whose request is a Req, read
// from the JSON body (decode, at most limit bytes): it answers with what do
// returns for the request, or with the error of a body that does not
// decode.
func handle[Req, Ans any](limit int64, do func(*Req) (Ans, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req Req
		if err := decode(w, r, limit, &req); err != nil {
			answer(w, nil, err)
			return
		}
		a, err := do(&req)
		answer(w, a, err)
	}
}

// answer writes v, or the error err as a 4xx (or 5xx) JSON message.
func answer(w http.ResponseWriter, v any, err error) {
	if err != nil {
		writeError(w, ops.StatusOf(err), "%v", err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// ListenAndServe serves s on addr until ctx is done, then shuts down
// gracefully (waiting at most five seconds for running requests). ready,
// when not nil, is called with the address actually bound (useful with
// port 0) once the server listens.
func ListenAndServe(ctx context.Context, addr string, s *Server, ready func(addr string)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          log.New(io.Discard, "", 0),
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	if ready != nil {
		ready(ln.Addr().String())
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err = srv.Shutdown(sctx)
	<-done
	return err
}

// IsLoopback reports whether addr (HOST:PORT) names a loopback host:
// "127.0.0.1:8080", "localhost:0", "[::1]:80".
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
