package web

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/bao-games/bao/review"
	"github.com/bao-games/bao/web/ops"
)

// The requests and answers of the API are those of package ops, the
// operations that the page's Web Worker runs too.
type (
	// Info is the answer of GET /api/info.
	Info = ops.InfoAnswer
	// OptionInfo is one rule option of a variant, from the registry.
	OptionInfo = ops.OptionInfo
	// VariantInfo describes one registered variant (bao.Listings).
	VariantInfo = ops.VariantInfo
	// Game names a position (ops.Game).
	Game = ops.Game
	// LegalMove is one legal move (ops.LegalMove).
	LegalMove = ops.LegalMove
	// View is a position as the page shows it (ops.View).
	View = ops.View
	// MoveRequest asks to play a move (ops.MoveRequest).
	MoveRequest = ops.MoveRequest
	// Change is one pit or store whose count a move changed.
	Change = ops.Change
	// Frame is one picture of a move's animation.
	Frame = ops.Frame
	// MoveAnswer is the answer of POST /api/move.
	MoveAnswer = ops.MoveAnswer
	// WhyRequest asks why no legal move starts at a pit.
	WhyRequest = ops.WhyRequest
	// WhyAnswer is the answer of POST /api/why.
	WhyAnswer = ops.WhyAnswer
	// AnalyseRequest asks a player for its move in a position.
	AnalyseRequest = ops.AnalyseRequest
	// Analysis is the answer of POST /api/analyse.
	Analysis = ops.Analysis
	// RecordRequest carries game records to load.
	RecordRequest = ops.RecordRequest
	// LoadedGame is one game of a loaded record.
	LoadedGame = ops.LoadedGame
	// RecordAnswer is the answer of POST /api/record.
	RecordAnswer = ops.RecordAnswer
	// ExportRequest asks for the game record of a game.
	ExportRequest = ops.ExportRequest
	// ExportAnswer holds the record text.
	ExportAnswer = ops.ExportAnswer
)

func (s *Server) info(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, ops.Info(s.ops()))
}

// ops returns the configuration of the operations.
func (s *Server) ops() ops.Config {
	return ops.Config{Variant: s.cfg.Variant, SearchTime: s.cfg.SearchTime, Engines: s.cfg.Engines}
}

// analyse answers POST /api/analyse: ops.Analyse, at most
// Config.MaxSearches at once, under the request's context (cancelled when
// the page goes away).
func (s *Server) analyse(w http.ResponseWriter, r *http.Request) {
	var req AnalyseRequest
	if err := decode(w, r, s.cfg.MaxBody, &req); err != nil {
		answer(w, nil, err)
		return
	}
	if !s.acquire(w) {
		return
	}
	defer s.release()
	a, err := ops.Analyse(r.Context(), s.ops(), &req)
	if err != nil && r.Context().Err() != nil {
		return // the client has gone: nobody to answer
	}
	answer(w, a, err)
}

// ReviewRequest asks for the review of a game (ops.ReviewRequest).
type ReviewRequest = ops.ReviewRequest

// ReviewAnswer is the answer of POST /api/review.
type ReviewAnswer = ops.ReviewAnswer

// reviewGame answers POST /api/review: ops.Review, holding one of the
// Config.MaxSearches places, under the request's context (the review
// stops when the client goes away). A request that accepts
// application/x-ndjson (StreamType) gets the review as it goes
// (streamReview); any other, the answer once, at the end.
func (s *Server) reviewGame(w http.ResponseWriter, r *http.Request) {
	var req ReviewRequest
	if err := decode(w, r, s.cfg.MaxRecordBody, &req); err != nil {
		answer(w, nil, err)
		return
	}
	if !s.acquire(w) {
		return
	}
	defer s.release()
	if accepts(r, StreamType) {
		streamReview(w, r, s.ops(), &req)
		return
	}
	a, err := ops.Review(r.Context(), s.ops(), &req, nil)
	if err != nil && r.Context().Err() != nil {
		return // the client has gone
	}
	answer(w, a, err)
}

// StreamType is the media type of POST /api/review's streamed answer:
// JSON lines, each {"progress":<review.Progress>} as the review goes, then
// {"answer":<ReviewAnswer>} or {"error":"...","status":N}: the messages
// the page's Web Worker posts (ops.Reply), one per line.
const StreamType = "application/x-ndjson"

// accepts reports whether r's Accept header names the media type t.
func accepts(r *http.Request, t string) bool {
	for _, a := range strings.Split(r.Header.Get("Accept"), ",") {
		a, _, _ = strings.Cut(a, ";")
		if strings.EqualFold(strings.TrimSpace(a), t) {
			return true
		}
	}
	return false
}

// streamReview answers a review as StreamType, each line written at once.
// An error before the first step (a game that does not replay, a player
// refused) is an ordinary error answer with its status. When the client
// goes away (the page's Stop), the request's context ends, which ends the
// review at its next step or search, and its place is free again.
func streamReview(w http.ResponseWriter, r *http.Request, cfg ops.Config, req *ReviewRequest) {
	rc := http.NewResponseController(w)
	started := false
	line := func(v any) {
		if !started {
			started = true
			w.Header().Set("Content-Type", StreamType+"; charset=utf-8")
			w.WriteHeader(http.StatusOK)
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		if enc.Encode(v) == nil { // a failed write means the client has gone
			rc.Flush()
		}
	}
	a, err := ops.Review(r.Context(), cfg, req, func(p review.Progress) {
		line(struct {
			Progress review.Progress `json:"progress"`
		}{p})
	})
	switch {
	case r.Context().Err() != nil:
		// The client has gone: nobody to answer.
	case err != nil && !started:
		answer(w, nil, err)
	case err != nil:
		line(struct {
			Error  string `json:"error"`
			Status int    `json:"status"`
		}{err.Error(), ops.StatusOf(err)})
	default:
		line(struct {
			Answer *ReviewAnswer `json:"answer"`
		}{a})
	}
}

// acquire takes one of the Config.MaxSearches places of a search, or
// answers 503 (with Retry-After) and returns false when all are taken.
func (s *Server) acquire(w http.ResponseWriter) bool {
	select {
	case s.search <- struct{}{}:
		return true
	default:
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusServiceUnavailable, "busy: %d searches are running; try again in a moment", cap(s.search))
		return false
	}
}

// release frees the place that acquire took.
func (s *Server) release() { <-s.search }
