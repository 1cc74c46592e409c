package bao

import (
	"bytes"
	"encoding/json"
)

// Evaluation is the description of one position that `bao eval` prints as
// a JSON line: the position, its outcome, and every legal move in canonical
// order with its annotated move text and the position it leads to.
type Evaluation struct {
	Position string      `json:"position"`
	Over     bool        `json:"over"`
	Winner   string      `json:"winner"`
	Moves    []Evaluated `json:"moves"`
}

// Evaluated is one move of an Evaluation.
type Evaluated struct {
	Move     string `json:"move"`
	Position string `json:"position"`
	Over     bool   `json:"over"`
	Winner   string `json:"winner"`
}

// Evaluate reads a position text of v and describes it. It is the code path
// of `bao eval`; its error is that of ParseState.
func Evaluate(v Variant, text string) (Evaluation, error) {
	s, err := ParseState(v, text)
	if err != nil {
		return Evaluation{}, err
	}
	o := v.Outcome(s)
	ev := Evaluation{Position: text, Over: o.Over(), Winner: o.WinnerText(), Moves: []Evaluated{}}
	for _, c := range Children(v, s, nil) {
		oc := v.Outcome(c.State)
		ev.Moves = append(ev.Moves, Evaluated{
			Move:     c.Move.String() + Annotate(v, s, c.Move, c.State).String(),
			Position: FormatState(v, c.State),
			Over:     oc.Over(),
			Winner:   oc.WinnerText(),
		})
	}
	return ev, nil
}

// EvalLine evaluates one line of `bao eval` input and returns its JSON output
// line (without the newline) and whether the position was read. A position
// that cannot be read gives {"position":...,"error":...}.
func EvalLine(v Variant, text string) ([]byte, bool) {
	ev, err := Evaluate(v, text)
	if err != nil {
		return marshal(struct {
			Position string `json:"position"`
			Error    string `json:"error"`
		}{text, err.Error()}), false
	}
	return marshal(ev), true
}

// marshal encodes v as JSON without HTML escaping, so that move texts keep
// their < and > signs.
func marshal(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // the types above always encode
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
