package render

import (
	"strconv"

	"github.com/bao-games/bao"
)

// Frame is one picture of a move's animation, with a line saying what it
// shows.
type Frame struct {
	Position string `json:"position"` // the position text
	SVG      string `json:"svg"`      // its picture
	Note     string `json:"note"`
}

// Frames returns the pictures of the move e, as the page of package web
// animates it: the first shows the position before the move with the start
// pit marked ("South plays A7<**"), then come the positions after each lap
// but the last, when the move was traced ("…: lap 2 of 5"), and the last
// frame shows the position after the move, with Summary as its note. There
// are at most max frames (max ≥ 2; Describe should trace at most max-1
// laps, so that a cut is told apart from a move of exactly max-2 laps): a
// move of more laps shows the first max-2 ("lap 198 of more than 198 (the
// rest not shown)"). Every picture is drawn with opt (the pit labels and
// the players' names, for example) and the start pit highlighted, and
// the notes are in the language of opt.Words.
func Frames(v bao.Variant, e *Effect, opt Options, max int) []Frame {
	opt.Highlight = e.Move.Pit
	mover := opt.side(e.Mover)
	first := opt
	first.HighlightNote = opt.Word("board.plays", "side", mover, "move", e.Text)
	frames := []Frame{{
		Position: bao.FormatState(v, e.Before),
		SVG:      SVG(v, e.Before, first),
		Note:     opt.Word("move.plays", "side", mover, "move", e.Text),
	}}
	// The laps but the last, which is the position after the move, at
	// most max-2 of them.
	laps := e.Laps[:min(len(e.Laps), max-2)]
	lap, of := "move.lapmore", len(laps)
	if !e.MoreLaps && len(laps) > 0 {
		laps = e.Laps[:len(e.Laps)-1]
		lap, of = "move.lap", len(e.Laps)
	}
	for k, mid := range laps {
		frames = append(frames, Frame{
			Position: bao.FormatState(v, mid),
			SVG:      SVG(v, mid, opt),
			Note:     opt.Word(lap, "side", mover, "move", e.Text, "k", strconv.Itoa(k+1), "n", strconv.Itoa(of)),
		})
	}
	return append(frames, Frame{Position: bao.FormatState(v, e.After), SVG: SVG(v, e.After, opt), Note: opt.Summary(e)})
}
