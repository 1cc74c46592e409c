package solve

import (
	"fmt"
	"strings"

	"github.com/bao-games/bao"
)

// Report is a Result told for people and programs: the answer of bao
// solve, whose -json prints it as JSON (docs/interfaces.md, section 5)
// and whose text is Text. The fields the caller knows of (CPU, Cert) are
// its to fill.
type Report struct {
	Variant  string `json:"variant"`          // the variant's Name
	Position string `json:"position"`         // the position solved, as bao.FormatState writes it
	Value    string `json:"value"`            // Value's String
	Winner   string `json:"winner,omitempty"` // the winner's letter, for a win or a loss
	Plies    *int   `json:"plies,omitempty"`  // Result.Plies, for a win or a loss
	// Proven is Result.Proven, for an unknown value.
	Proven string       `json:"proven,omitempty"`
	Moves  []MoveReport `json:"moves"` // Result.Moves, never null
	Nodes  int64        `json:"nodes"`
	// Seconds is the wall-clock time of the solve, CPU the CPU time of
	// the process that the caller measured.
	Seconds float64 `json:"seconds"`
	CPU     float64 `json:"cpu_seconds"`
	// Cert is the file the certificate was written to, if any.
	Cert string `json:"certificate,omitempty"`

	r *Result // for Text
}

// MoveReport is one first move of a Report.
type MoveReport struct {
	Move  string `json:"move"`            // its text (bao.FormatMove)
	Value string `json:"value"`           // its value
	Plies *int   `json:"plies,omitempty"` // its game's length, for a win or a loss
}

// NewReport returns the report of r, the result of solving s under v.
func NewReport(v bao.Variant, s bao.State, r *Result) *Report {
	rep := &Report{
		Variant:  v.Name(),
		Position: bao.FormatState(v, s),
		Value:    r.Value.String(),
		Nodes:    r.Nodes,
		Seconds:  r.Elapsed.Seconds(),
		Moves:    []MoveReport{},
		r:        r,
	}
	if r.Value == Win || r.Value == Loss {
		rep.Winner = string(r.Winner.Letter())
		rep.Plies = &r.Plies
	}
	if r.Value == Unknown {
		rep.Proven = r.Proven()
	}
	for _, m := range r.Moves {
		mr := MoveReport{Value: m.Value.String()}
		mr.Move, _ = bao.FormatMove(v, s, m.Move)
		if m.Value == Win || m.Value == Loss {
			mr.Plies = &m.Plies
		}
		rep.Moves = append(rep.Moves, mr)
	}
	return rep
}

// Text returns the report as bao solve prints it: the value, each first
// move, the nodes and times, and the certificate's file.
func (rep *Report) Text() string {
	var b strings.Builder
	r := rep.r
	switch r.Value {
	case Win, Loss:
		fmt.Fprintf(&b, "value: %s (%s wins in %d plies)\n", rep.Value, r.Winner, r.Plies)
	case Draw:
		fmt.Fprintf(&b, "value: draw (neither side can force a win)\n")
	default:
		fmt.Fprintf(&b, "value: unknown (stopped: %v)\nproven: %s\n", r.Err, rep.Proven)
	}
	for _, m := range rep.Moves {
		if m.Plies != nil {
			fmt.Fprintf(&b, "move %s: %s in %d plies\n", m.Move, m.Value, *m.Plies)
		} else {
			fmt.Fprintf(&b, "move %s: %s\n", m.Move, m.Value)
		}
	}
	fmt.Fprintf(&b, "nodes: %d\ntime: %.2fs wall, %.2fs CPU\n", rep.Nodes, rep.Seconds, rep.CPU)
	if rep.Cert != "" {
		fmt.Fprintf(&b, "certificate: %s\n", rep.Cert)
	}
	return b.String()
}
