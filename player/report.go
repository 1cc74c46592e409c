package player

import "github.com/bao-games/bao"

// Report is an Analysis in the JSON form of `bao analyse`
// (docs/interfaces.md, "Analysis, tournaments, solving"): moves as
// annotated move texts, and only the fields the player filled. The command
// and the web page both print it, so the two never differ.
type Report struct {
	Player string   `json:"player"`
	Move   string   `json:"move"`
	Score  *float64 `json:"score,omitempty"`
	WinIn  int      `json:"win_in,omitempty"`
	LossIn int      `json:"loss_in,omitempty"`
	// WinWithin and LossWithin: proven won or lost within so many plies,
	// the exact distance not known (Analysis.WinWithin).
	WinWithin  int   `json:"win_within,omitempty"`
	LossWithin int   `json:"loss_within,omitempty"`
	Depth      int   `json:"depth,omitempty"`
	Nodes      int64 `json:"nodes,omitempty"`
	// ProofNodes is Analysis.ProofNodes: package solve's positions, which
	// settled a proven result, beside the search's Nodes.
	ProofNodes int64        `json:"proof_nodes,omitempty"`
	PV         []string     `json:"pv,omitempty"`
	Moves      []MoveReport `json:"moves,omitempty"`
	// Fallback is Analysis.Fallback: the exact player's solve did not
	// finish, and this is the player whose move it gives.
	Fallback string `json:"fallback,omitempty"`
}

// MoveReport is one root move of a Report: a score (alpha-beta) or visits
// and a mean value in [-1, 1] (MCTS), with win_in or loss_in where proven.
type MoveReport struct {
	Move  string `json:"move"`
	Score *int   `json:"score,omitempty"`
	// Depth is the depth the score was found at (MoveAnalysis.Depth).
	Depth  int      `json:"depth,omitempty"`
	Visits *int64   `json:"visits,omitempty"`
	Value  *float64 `json:"value,omitempty"`
	WinIn  int      `json:"win_in,omitempty"`
	LossIn int      `json:"loss_in,omitempty"`
	// WinWithin, LossWithin: proven within so many plies, the exact
	// distance not known.
	WinWithin  int `json:"win_within,omitempty"`
	LossWithin int `json:"loss_within,omitempty"`
}

// NewReport writes a, the analysis of position s under v, as a Report.
// The principal variation stops at its first move that is not legal (it
// never has one for the players of this package).
func NewReport(v bao.Variant, s bao.State, a Analysis) Report {
	if v == nil {
		return Report{Player: a.Player}
	}
	r := Report{Player: a.Player, Move: bao.MoveText(v, s, a.Move)}
	if a.Nodes > 0 || a.WinIn > 0 || a.LossIn > 0 || a.WinWithin > 0 || a.LossWithin > 0 {
		score := a.Score
		r.Score = &score
	}
	r.WinIn, r.LossIn, r.Depth, r.Nodes, r.ProofNodes = a.WinIn, a.LossIn, a.Depth, a.Nodes, a.ProofNodes
	r.WinWithin, r.LossWithin = a.WinWithin, a.LossWithin
	r.Fallback = a.Fallback
	t := s
	for _, m := range a.PV {
		u, err := v.Apply(t, m)
		if err != nil {
			break
		}
		r.PV = append(r.PV, m.String()+bao.Annotate(v, t, m, u).String())
		t = u
	}
	for _, ma := range a.Moves {
		mr := MoveReport{Move: bao.MoveText(v, s, ma.Move), WinIn: ma.WinIn, LossIn: ma.LossIn, WinWithin: ma.WinWithin, LossWithin: ma.LossWithin}
		switch {
		case ma.Scored:
			sc := ma.Score
			mr.Score, mr.Depth = &sc, ma.Depth
		case ma.Visits > 0 || ma.WinIn > 0 || ma.LossIn > 0 || ma.WinWithin > 0 || ma.LossWithin > 0:
			visits, value := ma.Visits, ma.Value
			mr.Visits, mr.Value = &visits, &value
		default:
			continue // not scored by the search
		}
		r.Moves = append(r.Moves, mr)
	}
	return r
}
