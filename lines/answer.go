package lines

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

// MaxPosition is the longest line of bao eval and bao analyse, line ending
// excluded: a longer one is answered by Unreadable.
const MaxPosition = 1 << 20

// prefix is how many bytes of a line longer than MaxPosition Unreadable
// writes back.
const prefix = 64

// Unreadable returns the error object (a JSON line without its newline)
// of an input line of n bytes, of which line holds the first (Reader.Read),
// when it cannot be a position text: longer than MaxPosition, or not
// UTF-8. It returns nil for any other line.
func Unreadable(line []byte, n int) []byte {
	if n > MaxPosition {
		cut := line[:min(len(line), prefix)]
		for len(cut) > 0 && !utf8.Valid(cut) { // cut at a character boundary
			cut = cut[:len(cut)-1]
		}
		return marshal(struct {
			Position  string `json:"position"`
			Truncated bool   `json:"truncated"`
			Length    int    `json:"length"`
			Error     string `json:"error"`
		}{string(cut) + "...", true, n, fmt.Sprintf("a line of %d bytes, longer than the limit of %d bytes", n, MaxPosition)})
	}
	if utf8.Valid(line) {
		return nil
	}
	at := 0
	for at < len(line) {
		r, size := utf8.DecodeRune(line[at:])
		if r == utf8.RuneError && size <= 1 {
			break
		}
		at += size
	}
	return marshal(struct {
		Position string `json:"position"`
		Base64   string `json:"position_base64"`
		Error    string `json:"error"`
	}{strings.ToValidUTF8(string(line), "\uFFFD"), base64.StdEncoding.EncodeToString(line), "not UTF-8 at byte " + strconv.Itoa(at)})
}

// Eval returns the answer of bao eval to an input line of n bytes, of
// which line holds the first (Reader.Read), and whether it was a position
// of v: Unreadable's error object, else bao.EvalLine's answer.
func Eval(v bao.Variant, line []byte, n int) ([]byte, bool) {
	if out := Unreadable(line, n); out != nil {
		return out, false
	}
	return bao.EvalLine(v, string(line))
}

// analysis is the answer of Analyse for a position p analysed: the
// position as read and the player's report; fields a player cannot fill
// are left out.
type analysis struct {
	Position string `json:"position"`
	player.Report
}

// Analyse returns the answer of bao analyse to the position text of v
// (docs/interfaces.md, "Analysis, tournaments, solving"), and whether the
// position was read and analysed: p's report (player.NewReport of
// player.Analyse: its Analyse, or its move for a player that is not a
// player.Analyser, checked to be legal);
// {"position":..,"over":true,"winner":..} for a finished position; and
// {"position":..,"error":..} when the text is not a position or p fails
// (or chooses an illegal move).
func Analyse(ctx context.Context, v bao.Variant, p player.Player, text string) ([]byte, bool) {
	s, err := bao.ParseState(v, text)
	if err != nil {
		return errorLine(text, err), false
	}
	if o := v.Outcome(s); o.Over() {
		return marshal(struct {
			Position string `json:"position"`
			Over     bool   `json:"over"`
			Winner   string `json:"winner"`
		}{text, true, o.WinnerText()}), true
	}
	a, err := player.Analyse(ctx, p, v, s)
	if err != nil {
		return errorLine(text, err), false
	}
	return marshal(analysis{text, player.NewReport(v, s, a)}), true
}

// errorLine is the answer to the position text that gave err.
func errorLine(text string, err error) []byte {
	return marshal(struct {
		Position string `json:"position"`
		Error    string `json:"error"`
	}{text, err.Error()})
}

// marshal encodes x as one JSON line, without the newline and without
// HTML escaping (move texts keep their < and > signs). An x that does not
// encode (a report holding a NaN) gives {"error":...}.
func marshal(x any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(x); err != nil {
		return []byte(`{"error":` + fmt.Sprintf("%q", err.Error()) + `}`)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
