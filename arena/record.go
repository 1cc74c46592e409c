package arena

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/bao-games/bao"
)

// ReasonPlyLimit is the reason recorded for a game stopped by the ply cap
// of the runner (not a rule of the game).
const ReasonPlyLimit = "ply limit"

// Record is the record of one game, the JSON object of docs/interfaces.md
// (section 5), with its fields in that order. It carries no wall-clock
// time, so a run's records do not depend on the machine or the number of
// workers.
type Record struct {
	Game    int      `json:"game"`        // number of the game in the run, from 0
	Variant string   `json:"variant"`     // the variant's Name, with rule options
	Seed    uint64   `json:"seed,string"` // the game's own seed, as a decimal string (see GameSeed)
	South   string   `json:"south"`       // spec of the player sitting South, as the player names itself
	North   string   `json:"north"`       // spec of the player sitting North, likewise
	Moves   []string `json:"moves"`       // the moves in move text with annotations ("A6>*")
	Plies   int      `json:"plies"`       // the number of moves played
	Winner  string   `json:"winner"`      // "S", "N" or "draw"
	Reason  string   `json:"reason"`      // "front row empty", "no legal move", "ply limit", ...
	Final   string   `json:"final"`       // the final position in position text
	// Match is the number of the match the game belongs to, in match mode
	// only (absent from the JSON otherwise).
	Match *int `json:"match,omitempty"`

	// A is the seat of player A in this game. Not part of the JSON.
	A bao.Player `json:"-"`
	// Legal is the total number of legal moves over the positions where a
	// move was chosen (Plies of them). Not part of the JSON.
	Legal int `json:"-"`
}

// WriteJSON writes r as one line of JSON (a single object and a newline),
// without HTML escaping, so that "<" and ">" of move texts stay as they are.
func (r *Record) WriteJSON(w io.Writer) error {
	_, err := w.Write(r.AppendJSON(nil))
	return err
}

// AppendJSON appends the JSON line of r, newline included, to b.
func (r *Record) AppendJSON(b []byte) []byte {
	buf := bytes.NewBuffer(b)
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		panic("arena: encoding a record: " + err.Error()) // cannot happen: plain fields only
	}
	return buf.Bytes()
}

// outcome returns the result of the game as a bao.Outcome: a win for S or
// N, or a draw (a game stopped at the ply cap included).
func (r *Record) outcome() bao.Outcome {
	switch r.Winner {
	case "S":
		return bao.Outcome{Result: bao.Won, Winner: bao.South}
	case "N":
		return bao.Outcome{Result: bao.Won, Winner: bao.North}
	}
	return bao.Outcome{Result: bao.Drawn}
}
