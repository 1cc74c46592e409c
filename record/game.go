package record

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/bao-games/bao"
)

// ErrResult is matched (errors.Is) by the error of Replay when the Result or
// Score tag does not agree with the game.
var ErrResult = errors.New("record: the result does not agree with the game")

// Unknown is the value FromGame gives the South, North and Seed tags when
// tags does not set them. A caller that does not know a game's day sets
// the Date tag to Unknown.
const Unknown = "?"

// DateLayout is the layout (package time) of the Date tag: YYYY-MM-DD.
const DateLayout = "2006-01-02"

// FromGame returns the record of g: its moves in annotated move text and
// the given tags (copied; tags may be nil), completed from the game. The
// Variant tag is set to the name of g's variant, the Start tag to g's start
// position when it is not the variant's (and removed otherwise), and South,
// North and Seed are set to "?" when tags does not give them (nothing in a
// Game says who played it or with which seed). A Date that tags does not
// give is the day FromGame is called, in UTC: a record made as its game is
// played (bao play -o, the page's export) gets the day it was played; a
// program that records a game of another day gives that day, or Unknown.
// A Generator that tags does not give is bao.Version(): the version of
// this module that made the record. When g is
// over, Result, Reason and (for a variant that counts seeds) Score come from
// its outcome. When g is not over, Result is "*", unless tags gives a decided
// Result together with a Reason other than those of bao.Reason (a game
// resigned or lost on time).
//
// A nil g, or a Game with no variant (the zero Game), gives a record of no
// moves with the Variant tag "?" and Result "*".
func FromGame(g *bao.Game, tags map[string]string) *Record {
	r := &Record{Tags: make(map[string]string, len(tags)+8)}
	for k, val := range tags {
		r.Tags[k] = val
	}
	if g == nil || g.Variant() == nil {
		r.Tags[TagVariant], r.Tags[TagResult] = Unknown, ResultUnfinished
		return r
	}
	v := g.Variant()
	r.Tags[TagVariant] = v.Name()
	if start := g.Start(); start != v.Start() {
		r.Tags[TagStart] = bao.FormatState(v, start)
	} else {
		delete(r.Tags, TagStart)
	}
	for _, name := range []string{TagSouth, TagNorth, TagSeed} {
		if r.Tags[name] == "" {
			r.Tags[name] = Unknown
		}
	}
	if r.Tags[TagDate] == "" {
		r.Tags[TagDate] = time.Now().UTC().Format(DateLayout)
	}
	if r.Tags[TagGenerator] == "" {
		r.Tags[TagGenerator] = bao.Version()
	}
	delete(r.Tags, TagScore)
	if o := g.Outcome(); o.Over() {
		r.Tags[TagResult] = o.WinnerText()
		if o.Reason != bao.NotOver {
			r.Tags[TagReason] = o.Reason.String()
		} else {
			delete(r.Tags, TagReason)
		}
		if o.Scored {
			r.Tags[TagScore] = score(o)
		}
	} else if res := r.Tags[TagResult]; res == ResultUnfinished || !ValidResult(res) || !offBoard(r.Tags[TagReason]) {
		r.Tags[TagResult] = ResultUnfinished
		if !offBoard(r.Tags[TagReason]) {
			delete(r.Tags, TagReason)
		}
	}
	for i, m := range g.Moves() {
		r.Moves = append(r.Moves, bao.MoveText(v, g.StateAt(i), m))
	}
	return r
}

// score returns the Score tag of an outcome: "25-23".
func score(o bao.Outcome) string {
	return strconv.Itoa(o.Score[bao.South]) + "-" + strconv.Itoa(o.Score[bao.North])
}

// Variant looks up the variant named by the Variant tag. Its package must
// be imported (github.com/bao-games/bao/all imports them all).
func (r *Record) Variant() (bao.Variant, error) {
	name, ok := r.Tags[TagVariant]
	if !ok || name == "" {
		return nil, errors.New("record: no Variant tag")
	}
	v, err := bao.Lookup(name)
	if err != nil {
		return nil, fmt.Errorf("record: Variant tag: %w", err)
	}
	return v, nil
}

// StartState returns the position the game of r starts from under v: the
// Start tag, or v's start position.
func (r *Record) StartState(v bao.Variant) (bao.State, error) {
	text, ok := r.Tags[TagStart]
	if !ok {
		return v.Start(), nil
	}
	s, err := bao.ParseState(v, text)
	if err != nil {
		return bao.State{}, fmt.Errorf("record: Start tag: %w", err)
	}
	return s, nil
}

// Replay plays the game of r: it looks up the variant, starts from the
// start position, plays every move with its annotations checked, and checks
// the Result tag (and the Score tag, if any) against the outcome of the
// final position, and the Final tag (if any) against that position. At the first illegal move it returns the game up to that
// move and a *bao.ReplayError with the move's number; when the result does
// not agree it returns the whole game and an error matching ErrResult.
func (r *Record) Replay() (*bao.Game, error) {
	v, err := r.Variant()
	if err != nil {
		return nil, err
	}
	return r.ReplayVariant(v)
}

// ReplayVariant is Replay under the variant v, whatever the Variant tag
// says.
//
// Whatever the format the record was read from, its ending is checked by
// the one check of a record's ending, which Line.Replay (a JSON line of a
// run) calls too: Result, Reason (a game over: the rules' reason; a game
// not over: see Line.ReplayVariant), Score, Opening and Final. Its errors
// match ErrResult and ErrLine.
//
// A record read from a JSON line (NewReader) is checked first as that
// line (ParsedLine.ReplayVariant), with the line's field names in the
// messages, as every reader of a run's records checks it; then its tags
// as above, which a program may have changed since.
func (r *Record) ReplayVariant(v bao.Variant) (*bao.Game, error) {
	if r.line != nil {
		if g, err := r.line.ReplayVariant(v); err != nil {
			return g, err
		}
	}
	start, err := r.StartState(v)
	if err != nil {
		return nil, err
	}
	g, err := bao.ReplayText(v, start, r.Moves)
	if err != nil {
		return g, err
	}
	return g, r.ending().check(v, g)
}

// ending returns what the tags of r say of how its game ended, for the
// one check of a record's ending (ending.check), that of JSON lines too:
// the Result, Reason, Score and Final tags, and those a JSON line gives,
// Opening (and its length, checked when it was read).
func (r *Record) ending() *ending {
	e := &ending{result: r.Tags[TagResult]}
	tag := func(name string, dst *string) bool {
		v, ok := r.Tags[name]
		*dst = v
		return ok
	}
	e.hasReason = tag(TagReason, &e.reason)
	e.hasFinal = tag(TagFinal, &e.final)
	e.hasScore = tag(TagScore, &e.score)
	if op, ok := r.Tags[TagOpening]; ok {
		n, err := strconv.Atoi(op)
		if err != nil {
			n = -1
		}
		e.opening, e.hasOpening = n, true
	}
	if e.result == "" {
		e.result = ResultUnfinished
	}
	return e
}

// CheckResult checks the Result tag, and the Score tag when there is one,
// against the outcome o of the final position, alone (Replay checks all
// the tags, with the one check of a record's ending). A decided Result for a game
// that is not over is accepted only with a Reason tag that is not one of
// the reasons of bao.Reason ("resigned", "time"); the error matches
// ErrResult.
func (r *Record) CheckResult(o bao.Outcome) error {
	res := r.Tags[TagResult]
	if !ValidResult(res) {
		return fmt.Errorf("%w: Result tag %q: want S, N, draw or *", ErrResult, res)
	}
	if o.Over() {
		if res != o.WinnerText() {
			return fmt.Errorf("%w: the Result tag is %q, but the game ends: %v", ErrResult, res, o)
		}
		if sc, ok := r.Tags[TagScore]; ok && o.Scored && sc != score(o) {
			return fmt.Errorf("%w: the Score tag is %q, but the game ends %s", ErrResult, sc, score(o))
		}
		return nil
	}
	if res != ResultUnfinished && !offBoard(r.Tags[TagReason]) {
		return fmt.Errorf("%w: the Result tag is %q, but the game is not over (a game decided off the board needs a Reason tag, such as \"resigned\")", ErrResult, res)
	}
	return nil
}

// offBoard reports whether reason explains a result decided off the board:
// it is not empty and not one of the reasons of bao.Reason.
func offBoard(reason string) bool {
	if reason == "" {
		return false
	}
	for r := bao.NotOver + 1; r < 255; r++ {
		text := r.String()
		if strings.HasPrefix(text, "Reason(") {
			break
		}
		if text == reason {
			return false
		}
	}
	return true
}

// MoveNumber returns the number a record writes before ply i (from 0) of a
// game whose first ply is first's: "3." before South's ply of move 3,
// "3..." before North's. Plies alternate, so a move is South's ply and
// North's; a game that North starts begins with "1...".
func MoveNumber(first bao.Player, i int) string {
	n := strconv.Itoa((int(first)+i)/2 + 1)
	if (int(first)+i)%2 == 0 {
		return n + "."
	}
	return n + "..."
}

// ReplayTo plays the first n moves of r (all of them when n is negative)
// under v from the record's start position (StartState), each checked
// with its annotations, and returns the game: a record shown partway. It
// does not check the result, which is the final position's, and fails if
// r has fewer than n moves. Its errors are those of StartState and
// bao.ReplayText (a *bao.ReplayError for an illegal move, with the game up
// to it).
func (r *Record) ReplayTo(v bao.Variant, n int) (*bao.Game, error) {
	moves := r.Moves
	if n > len(moves) {
		return nil, fmt.Errorf("record: %d moves asked for, but the record has %d", n, len(moves))
	}
	if n >= 0 {
		moves = moves[:n]
	}
	start, err := r.StartState(v)
	if err != nil {
		return nil, err
	}
	return bao.ReplayText(v, start, moves)
}

// Known returns the value of the tag name, or "" when r lacks it or it is
// Unknown ("?").
func (r *Record) Known(name string) string {
	if v := r.Tags[name]; v != Unknown {
		return v
	}
	return ""
}
