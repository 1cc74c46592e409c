package record

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
)

// ReasonPlyLimit is the reason of a game a runner stopped at its ply cap
// (a limit of the runner, not a rule of the game), recorded as a draw.
const ReasonPlyLimit = "ply limit"

// ErrLine is matched (errors.Is) by the errors of Line.Replay for a line
// whose plies, opening, winner, reason or final position are not those of
// its game under the rules: ErrResult, the error of every record, in
// either format, whose ending does not agree with its game.
var ErrLine = ErrResult

// Line is one JSON line of bao selfplay and bao tournament (-o): the
// schema of docs/interfaces.md, section 5, with its fields in that order.
// Package record owns it: its fields, its decoder (ParseLine), its fast
// encoder (AppendJSON, and its parts AppendJSONStart, AppendJSONMoves and
// AppendJSONEnd) beside its encoding/json twin (AppendJSONPlain), and the
// one check of a line against the rules (Replay). Package arena's Record
// is a Line and what a run knows beside it: its game loop writes the line
// with these parts, its moves from a table of its own.
type Line struct {
	Game    int    `json:"game"`        // number of the game in the run, from 0
	Variant string `json:"variant"`     // the variant's Name, with rule options
	Seed    uint64 `json:"seed,string"` // the game's own seed, as a decimal string
	South   string `json:"south"`       // spec of the player sitting South, as the player names itself
	North   string `json:"north"`       // spec of the player sitting North, likewise
	// SouthEngine and NorthEngine are the names an outside engine sitting
	// there gave for itself, when it was asked to move in the game;
	// absent from the JSON when empty.
	SouthEngine string `json:"south_engine,omitempty"`
	NorthEngine string `json:"north_engine,omitempty"`
	// Opening is the number of uniformly random plies that opened the
	// game, the first moves of Moves; absent from the JSON when 0.
	Opening int `json:"opening,omitempty"`
	// Start is the position the game started from, in position text,
	// when it is not the variant's start position (a game opened by a
	// position of an openings file); absent from the JSON when empty.
	// Moves are played from it.
	Start  string   `json:"start,omitempty"`
	Moves  []string `json:"moves"`  // the moves in move text with annotations ("A6>*")
	Plies  int      `json:"plies"`  // the number of moves played
	Winner string   `json:"winner"` // "S", "N" or "draw"
	Reason string   `json:"reason"` // "front row empty", "no legal move", "ply limit", a forfeit's reason, ...
	Final  string   `json:"final"`  // the final position in position text
	// Match is the number of the match the game belongs to, in match mode
	// only (absent from the JSON otherwise).
	Match *int `json:"match,omitempty"`
}

// lineFields are the fields every line of a run holds (Complete).
var lineFields = []string{"game", "variant", "seed", "south", "north", "moves", "plies", "winner", "reason", "final"}

// wireLine is a Line as read, each field's presence told.
type wireLine struct {
	Game        *int            `json:"game"`
	Variant     *string         `json:"variant"`
	Seed        json.RawMessage `json:"seed"`
	South       *string         `json:"south"`
	North       *string         `json:"north"`
	SouthEngine string          `json:"south_engine"`
	NorthEngine string          `json:"north_engine"`
	Opening     *int            `json:"opening"`
	Moves       []string        `json:"moves"`
	Plies       *int            `json:"plies"`
	Winner      *string         `json:"winner"`
	Reason      *string         `json:"reason"`
	Final       *string         `json:"final"`
	Match       *int            `json:"match"`
	Start       *string         `json:"start"`
}

// A ParsedLine is a Line as ParseLine read it: the line and which of its
// fields were there, which Replay checks and Complete requires.
type ParsedLine struct {
	Line
	has map[string]bool
}

// Has reports whether the line held the field of that JSON name.
func (p *ParsedLine) Has(field string) bool { return p.has[field] }

// ParseLine decodes one JSON line (the newline optional): the one decoder
// of the line, which every reader of records calls. The line must be one
// JSON object; its fields must have their types ("seed" a decimal string,
// or a number; "game", "opening", "plies" and "match" numbers from 0;
// "variant", "south" and "north" not empty; no string holding a control
// character), and "plies", when the line
// holds it and "moves", must be the number of moves; fields it does not
// know are ignored, and fields it lacks are told by Has (Complete, which
// every reader of records calls next, requires those of a record). The
// errors say what is wrong, without a line number.
func ParseLine(b []byte) (*ParsedLine, error) {
	var w wireLine
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&w); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case bytes.HasPrefix(bytes.TrimSpace(b), []byte("\ufeff")):
			return nil, errors.New("a byte order mark (U+FEFF) before the JSON object (a run's file has none)")
		case errors.Is(err, io.EOF) && len(bytes.TrimSpace(b)) == 0:
			return nil, errors.New("an empty line (a run's file has none)")
		case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
			return nil, errors.New("not a JSON object: the line ends inside it")
		case errors.As(err, &se):
			return nil, fmt.Errorf("not a JSON object: %v (at byte %d)", err, se.Offset)
		case errors.As(err, &te) && te.Field != "":
			return nil, fmt.Errorf("field %q: a JSON %s, want %s", te.Field, te.Value, jsonKind(te.Type.String()))
		}
		return nil, fmt.Errorf("not a game record: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("more than one JSON value on the line")
	}
	p := &ParsedLine{has: map[string]bool{}}
	l := &p.Line
	str := func(name string, s *string, dst *string) {
		if s != nil {
			p.has[name], *dst = true, *s
		}
	}
	num := func(name string, n *int, dst *int) {
		if n != nil {
			p.has[name], *dst = true, *n
		}
	}
	num("game", w.Game, &l.Game)
	str("variant", w.Variant, &l.Variant)
	str("south", w.South, &l.South)
	str("north", w.North, &l.North)
	num("opening", w.Opening, &l.Opening)
	num("plies", w.Plies, &l.Plies)
	str("winner", w.Winner, &l.Winner)
	str("reason", w.Reason, &l.Reason)
	str("final", w.Final, &l.Final)
	str("start", w.Start, &l.Start)
	l.SouthEngine, l.NorthEngine = w.SouthEngine, w.NorthEngine
	if w.Moves != nil {
		p.has["moves"], l.Moves = true, w.Moves
	}
	if w.Match != nil {
		p.has["match"], l.Match = true, w.Match
	}
	for _, f := range []struct {
		name string
		n    *int
	}{{"game", w.Game}, {"opening", w.Opening}, {"plies", w.Plies}, {"match", w.Match}} {
		if f.n != nil && *f.n < 0 {
			return nil, fmt.Errorf("field %q is %d: want a number from 0", f.name, *f.n)
		}
	}
	for _, f := range []struct {
		name string
		s    *string
	}{{"variant", w.Variant}, {"south", w.South}, {"north", w.North}} {
		if f.s != nil && *f.s == "" {
			return nil, fmt.Errorf("field %q is empty", f.name)
		}
	}
	for _, f := range []struct {
		name string
		s    *string
	}{{"variant", w.Variant}, {"south", w.South}, {"north", w.North}, {"south_engine", &w.SouthEngine}, {"north_engine", &w.NorthEngine},
		{"winner", w.Winner}, {"reason", w.Reason}, {"final", w.Final}, {"start", w.Start}} {
		if f.s == nil {
			continue
		}
		if msg := checkValue(*f.s); msg != "" {
			return nil, fmt.Errorf("field %q: %s in the value", f.name, msg)
		}
	}
	if w.Plies != nil && w.Moves != nil && *w.Plies != len(w.Moves) {
		return nil, fmt.Errorf(`"plies" is %d, but "moves" holds %s`, *w.Plies, countMoves(len(w.Moves)))
	}
	if len(w.Seed) > 0 && !bytes.Equal(w.Seed, []byte("null")) {
		s := string(w.Seed)
		if err := json.Unmarshal(w.Seed, &s); err != nil && w.Seed[0] == '"' {
			return nil, fmt.Errorf(`field "seed": %v`, err)
		}
		seed, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return nil, fmt.Errorf(`field "seed": %s: want a decimal number below 2^64`, clip(s))
		}
		p.has["seed"], l.Seed = true, seed
	}
	return p, nil
}

// countMoves says n moves in words: "1 move", "4 moves".
func countMoves(n int) string {
	if n == 1 {
		return "1 move"
	}
	return strconv.Itoa(n) + " moves"
}

// jsonKind names a Go type as JSON does, for a message.
func jsonKind(t string) string {
	switch {
	case strings.Contains(t, "int"):
		return "a number"
	case strings.Contains(t, "string") && strings.HasPrefix(t, "[]"):
		return "an array of strings"
	case strings.Contains(t, "string"):
		return "a string"
	}
	return t
}

// Complete reports whether p holds every field of a record line (game,
// variant, seed, south, north, moves, plies, winner, reason, final: the
// fields docs/interfaces.md, section 5, lists), and names the first it
// lacks: a line that lacks one is not the record of a game (`{"game":0}`
// is not); its winner must be S, N or draw. Every reader of JSON lines
// calls it after ParseLine: bao replay, show and review and the page
// (NewReader) as the readers of a run's records (-resume, merge,
// tournament -from, sprt -from), so that they refuse the same lines with
// the same message, `no "final" field: not the record of a game`.
func (p *ParsedLine) Complete() error {
	for _, f := range lineFields {
		if !p.has[f] {
			return fmt.Errorf("no %q field: not the record of a game", f)
		}
	}
	if !ValidResult(p.Winner) || p.Winner == ResultUnfinished {
		return fmt.Errorf(`field "winner" is %q: want S, N or draw`, clip(p.Winner))
	}
	return nil
}

// Replay replays the game of l under the rules of its variant, looked up
// by l.Variant (the variant's package must be imported): ReplayVariant.
func (l *Line) Replay() (*bao.Game, error) {
	v, err := bao.Lookup(l.Variant)
	if err != nil {
		return nil, err
	}
	return l.ReplayVariant(v)
}

// ReplayVariant is the one check of a line against the rules, whoever
// reads it (bao replay and show, the page, -resume, merge, tournament
// -from): from the start position (Start, or v's) it plays every move with its
// annotations checked (bao.ReplayText), and checks every other field
// that depends on them: Plies is the number of moves, Opening at most
// that and not negative, Winner "S", "N" or "draw" and with Reason the
// outcome of the final position (a game the rules call over: its winner
// and reason; a game not over: a draw by ReasonPlyLimit, a draw by "no
// legal move" where v lists no move, or a win decided off the board, by
// a reason that is none of the rules' (a forfeit: "time", "crashed")),
// Final that position, the players named, and Match not negative. The
// fields of every record (Complete) are checked whatever their value (a
// "reason" or "final" left empty is wrong); the optional ones ("opening",
// "start", "match") when they are not their zero value. It returns the
// game as far as its moves are legal, and the first disagreement: a
// *bao.ReplayError for an illegal move, else an error wrapping ErrLine.
// A nil game means that the start position does not read.
func (l *Line) ReplayVariant(v bao.Variant) (*bao.Game, error) {
	return l.replayFrom(v, nil)
}

// ReplayVariant is Line.ReplayVariant, the optional fields checked when
// the line held them.
func (p *ParsedLine) ReplayVariant(v bao.Variant) (*bao.Game, error) {
	return p.Line.replayFrom(v, p.has)
}

// replayFrom is replay from the line's Start, or v's start position.
func (l *Line) replayFrom(v bao.Variant, has map[string]bool) (*bao.Game, error) {
	start := v.Start()
	if l.Start != "" {
		s, err := bao.ParseState(v, l.Start)
		if err != nil {
			return nil, fmt.Errorf(`record: field "start": %w`, err)
		}
		start = s
	}
	return l.replay(v, start, has)
}

// Replay is ReplayVariant under the variant the line names.
func (p *ParsedLine) Replay() (*bao.Game, error) {
	v, err := bao.Lookup(p.Variant)
	if err != nil {
		return nil, err
	}
	return p.ReplayVariant(v)
}

// replay is ReplayVariant from start; has says which fields the line held
// (nil: those of every record, and the optional ones that are not their
// zero value).
func (l *Line) replay(v bao.Variant, start bao.State, has map[string]bool) (*bao.Game, error) {
	there := func(field string, zero bool) bool {
		if has != nil {
			return has[field]
		}
		return !zero || slices.Contains(lineFields, field)
	}
	g, err := bao.ReplayText(v, start, l.Moves)
	if err != nil {
		return g, err
	}
	switch {
	case there("match", l.Match == nil) && l.Match != nil && *l.Match < 0:
		return g, &lineError{fmt.Sprintf(`"match" is %d`, *l.Match)}
	}
	if msg := checkValue(l.South + l.North); msg != "" {
		return g, &lineError{fmt.Sprintf("a player's name holds a %s", msg)}
	}
	e := ending{
		result: l.Winner, reason: l.Reason, final: l.Final, opening: l.Opening, plies: l.Plies,
		hasReason: there("reason", l.Reason == ""), hasFinal: there("final", l.Final == ""),
		hasOpening: there("opening", l.Opening == 0), hasPlies: there("plies", l.Plies == 0),
		json: true,
	}
	if !there("winner", l.Winner == "") {
		e.result = ""
	}
	return g, e.check(v, g)
}

// ending is what a record says of how its game ended, and of its length:
// the one thing both formats say that the moves decide, checked by one
// function (check) whichever format the record came in.
type ending struct {
	result             string // "S", "N", "draw", "*" (not finished), or "" (not said)
	reason, final      string
	score              string
	opening, plies     int
	hasReason          bool
	hasFinal, hasScore bool
	hasOpening         bool
	hasPlies           bool
	json               bool // of a JSON line (its fields' names), else of tags
}

// name returns the name of a field of the record in its format, for a
// message: "winner" (a JSON line's field) or "the Result tag is".
func (e *ending) name(field string) string {
	if e.json {
		if field == "result" {
			field = "winner"
		}
		return field
	}
	return "the " + strings.ToUpper(field[:1]) + field[1:] + " tag is"
}

// check is the one check of how a record's game ended, against g, its
// game replayed under v: the length (plies) and the opening's within it;
// the result (a game the rules call over: its winner, and its reason and
// score when given; a game not over: not finished, a draw by
// ReasonPlyLimit or "agreement", a draw by "no legal move" where v lists
// no move, or a win decided off the board by a reason that is none of the
// rules' nor ReasonPlyLimit: "resigned", "time", a forfeit's); and the
// final position. Its errors match ErrLine and ErrResult.
func (e *ending) check(v bao.Variant, g *bao.Game) error {
	bad := func(format string, a ...any) error { return &lineError{fmt.Sprintf(format, a...)} }
	s, n := g.State(), g.Ply()
	o := v.Outcome(s)
	switch {
	case e.hasPlies && e.plies != n:
		return bad(`%d plies, but %d moves`, e.plies, n)
	case e.hasOpening && (e.opening < 0 || e.opening > n):
		return bad(`%s %d, in a game of %s`, e.name("opening"), e.opening, Plies(n))
	case e.result != "" && e.result != ResultUnfinished && !ValidResult(e.result):
		return bad(`%s %q: want S, N or draw`, e.name("result"), clip(e.result))
	}
	if o.Over() {
		switch {
		case e.result != "" && e.result != o.WinnerText():
			return bad("%s %q, but the game ends: %v, after %s", e.name("result"), e.result, o, Plies(n))
		case e.hasReason && e.reason != o.Reason.String():
			return bad("%s %q, but the game ends: %v, after %s", e.name("reason"), e.reason, o, Plies(n))
		case e.hasScore && o.Scored && e.score != score(o):
			return bad("%s %q, but the game ends %s", e.name("score"), e.score, score(o))
		}
	} else {
		noMove := len(v.Legal(s, nil)) == 0
		switch {
		case e.result == "" || e.result == ResultUnfinished:
			if e.hasReason && !offBoard(e.reason) && !(noMove && e.reason == bao.NoLegalMove.String()) {
				return bad("%s %q, a rule's, but the game is not over after %s", e.name("reason"), e.reason, Plies(n))
			}
		case e.result == ResultDraw:
			if e.hasReason && e.reason != ReasonPlyLimit && e.reason != "agreement" && !(noMove && e.reason == bao.NoLegalMove.String()) {
				return bad(`%s %q, but the game is not over after %s, and %s %q: a draw in a game not over is one by %q (a runner's ply cap) or by "agreement"`, e.name("result"), e.result, Plies(n), e.name("reason"), e.reason, ReasonPlyLimit)
			}
		default: // a win
			if !e.hasReason || !offBoard(e.reason) || e.reason == ReasonPlyLimit {
				why := "no reason"
				if e.hasReason {
					why = strconv.Quote(e.reason)
				}
				return bad(`%s %q, but the game is not over after %s, and the reason is %s: a win in a game not over is one decided off the board, with its reason ("resigned", "time", a forfeit's), none of the rules' reasons nor %q`, e.name("result"), e.result, Plies(n), why, ReasonPlyLimit)
			}
		}
	}
	if e.hasFinal {
		if final := bao.FormatState(v, s); e.final != final {
			return bad(`%s %q, but the final position of the moves is %q`, e.name("final"), clip(e.final), final)
		}
	}
	return nil
}

// lineError is an error of Line.ReplayVariant: it matches ErrLine, and
// ErrResult, the error of a record that does not agree with its game.
type lineError struct{ msg string }

func (e *lineError) Error() string { return ErrResult.Error() + ": " + e.msg }

func (e *lineError) Is(target error) bool { return target == ErrResult }
