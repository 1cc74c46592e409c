package ops

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/review"
)

// Config is what the operations may do: the variant the page starts with,
// the time of one search and the outside engines allowed. Zero fields
// take their defaults (kiswahili, 10 s, none).
type Config struct {
	Variant    string
	SearchTime time.Duration
	// Engines lists the specs of the outside engines the page may use
	// (package engine, which the program must import); empty: none.
	Engines []string
}

func (c Config) withDefaults() Config {
	if c.Variant == "" {
		c.Variant = "kiswahili"
	}
	if c.SearchTime <= 0 {
		c.SearchTime = 10 * time.Second
	}
	return c
}

// The statuses of an Error: the HTTP statuses `bao serve` answers with.
const (
	BadRequest    = 400 // a request that does not read or names what does not exist
	TooLarge      = 413 // a request beyond its size limit
	Unprocessable = 422 // an illegal move, a position that breaks a rule
	Unavailable   = 503 // a search failed, or all searches are busy
)

// Error is an operation's error with its status (BadRequest ...).
type Error struct {
	Status int
	Msg    string
	err    error // the cause, if any (a reader's error)
}

func (e *Error) Error() string { return e.Msg }

// Unwrap returns the cause of e, if any: the server finds a body over its
// limit (*http.MaxBytesError) there.
func (e *Error) Unwrap() error { return e.err }

// fail returns an *Error.
func fail(status int, format string, args ...any) error {
	return &Error{Status: status, Msg: fmt.Sprintf(format, args...)}
}

// StatusOf returns the status of an operation's error: an *Error's own;
// Unprocessable for an illegal move or a position that reads but breaks a
// rule; BadRequest otherwise.
func StatusOf(err error) int {
	var e *Error
	switch {
	case errors.As(err, &e):
		return e.Status
	case errors.Is(err, bao.ErrIllegalMove) || errors.Is(err, bao.ErrInvalidPosition):
		return Unprocessable
	}
	return BadRequest
}

// WhyRequest asks why no legal move starts at a pit.
type WhyRequest struct {
	Game
	Pit string `json:"pit"`
}

// WhyAnswer says why no legal move starts at a pit, in the words of the
// rules engine (the rule named), or in the language of the request's
// Lang (the rule's citation kept as the engine writes it: see the rows
// why.* of the page's words table); Legal is false, or true when a legal
// move does start there after all.
type WhyAnswer struct {
	Legal  bool   `json:"legal"`
	Reason string `json:"reason"`
}

// Why answers the why operation: the reason, given by the variant's own
// move reader (the error of bao.ReadMove, which names the rule), that no
// legal move starts at req.Pit. Where the variant's moves carry a
// direction, the reasons of both directions are given when they differ.
func Why(req *WhyRequest) (*WhyAnswer, error) {
	v, st, err := req.load()
	if err != nil {
		return nil, err
	}
	x, err := bao.ParsePit(strings.TrimSpace(req.Pit))
	if err != nil {
		return nil, fail(BadRequest, "%v", err)
	}
	if o := v.Outcome(st); o.Over() {
		return &WhyAnswer{Reason: req.word("why.over", "outcome", req.outcome(o))}, nil
	}
	directed := false
	for _, m := range v.Legal(st, nil) {
		if m.Pit == x {
			return &WhyAnswer{Legal: true, Reason: req.word("why.legal", "pit", x.String())}, nil
		}
		t := m.String()
		directed = directed || strings.HasSuffix(t, ">") || strings.HasSuffix(t, "<")
	}
	tries := []string{x.String()}
	if directed {
		tries = []string{x.String() + ">", x.String() + "<"}
	}
	var reasons []string
	for _, t := range tries {
		_, _, err := bao.ReadMove(v, st, t)
		if err == nil {
			continue
		}
		if r := req.illegal(err); len(reasons) == 0 || reasons[0] != r {
			reasons = append(reasons, r)
		}
	}
	if len(reasons) == 0 { // a gambit turn: moves that start at no pit
		return &WhyAnswer{Reason: req.word("why.nostart", "pit", x.String())}, nil
	}
	return &WhyAnswer{Reason: strings.Join(reasons, "; ")}, nil
}

// Names lists the operations Call knows, each with its request type (in
// package ops) and the route of `bao serve`:
//
//	info      (none)           GET  /api/info
//	position  Game             POST /api/position
//	move      MoveRequest      POST /api/move
//	why       WhyRequest       POST /api/why
//	analyse   AnalyseRequest   POST /api/analyse
//	record    RecordRequest    POST /api/record
//	export    ExportRequest    POST /api/export
//	replay    ExportRequest    POST /api/replay
//	review    ReviewRequest    POST /api/review
var Names = []string{"info", "position", "move", "why", "analyse", "record", "export", "replay", "review"}

// Call runs the operation name on its request, the JSON object body (an
// empty body for info), and returns its answer, ready to be encoded as
// JSON: the one entry point of the page's Web Worker, which receives the
// page's messages as (name, body). A body that does not decode (unknown
// field, data after the object) is a BadRequest. progress, when not nil,
// receives the steps of a long operation (review: review.Progress) as
// they come.
func Call(ctx context.Context, cfg Config, name string, body []byte, progress func(any)) (any, error) {
	switch name {
	case "info":
		return Info(cfg), nil
	case "position":
		return call(body, Position)
	case "move":
		return call(body, Play)
	case "why":
		return call(body, Why)
	case "analyse":
		return call(body, func(r *AnalyseRequest) (*Analysis, error) { return Analyse(ctx, cfg, r) })
	case "record":
		return call(body, func(r *RecordRequest) (*RecordAnswer, error) { return LoadRecords(r.Text) })
	case "export":
		return call(body, Export)
	case "replay":
		return call(body, Replay)
	case "review":
		return call(body, func(r *ReviewRequest) (*ReviewAnswer, error) {
			var f func(review.Progress)
			if progress != nil {
				f = func(p review.Progress) { progress(p) }
			}
			return Review(ctx, cfg, r, f)
		})
	}
	return nil, fail(BadRequest, "no operation %q (known: %s)", name, strings.Join(Names, ", "))
}

// call decodes body into a Req and runs do on it.
func call[Req, Ans any](body []byte, do func(*Req) (Ans, error)) (any, error) {
	var req Req
	if err := Decode(strings.NewReader(string(body)), &req); err != nil {
		return nil, err
	}
	return do(&req)
}

// Decode reads one JSON object from r into v, with no unknown field and
// nothing after it; its errors are BadRequest.
func Decode(r io.Reader, v any) error {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.EOF) {
			return fail(BadRequest, "empty request body: want a JSON object")
		}
		return &Error{Status: BadRequest, Msg: "malformed JSON request: " + err.Error(), err: err}
	}
	if _, err := dec.Token(); err != io.EOF {
		if err != nil {
			return &Error{Status: BadRequest, Msg: "malformed JSON request: data after the object", err: err}
		}
		return fail(BadRequest, "malformed JSON request: data after the object")
	}
	return nil
}

// Reply is what the page's Web Worker answers a message (name, body)
// with: Call's answer as the JSON text {"answer":...}, or its error as
// {"error":"<message>","status":<status>}. progress, when not nil,
// receives each step of a long operation as its JSON text.
func Reply(ctx context.Context, cfg Config, name, body string, progress func(string)) string {
	var f func(any)
	if progress != nil {
		f = func(p any) {
			if b, err := json.Marshal(p); err == nil {
				progress(string(b))
			}
		}
	}
	ans, err := Call(ctx, cfg, name, []byte(body), f)
	if err == nil {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err = enc.Encode(struct {
			Answer any `json:"answer"`
		}{ans}); err == nil {
			return b.String()
		}
	}
	b, _ := json.Marshal(struct {
		Error  string `json:"error"`
		Status int    `json:"status"`
	}{err.Error(), StatusOf(err)}) // strings and ints always encode
	return string(b)
}
