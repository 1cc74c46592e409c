package review

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/solve"
)

// The verdicts of a move, worst first. A good move has the verdict "".
const (
	GaveAwayWin  = "gave away a win"  // a proven win before the move, a proven draw or loss after it
	GaveAwayDraw = "gave away a draw" // a proven draw before the move, a proven loss after it
	Blunder      = "blunder"          // lost at least BlunderMargin of winning chances against the best move
	Mistake      = "mistake"          // lost at least MistakeMargin
	Inaccuracy   = "inaccuracy"       // lost at least InaccuracyMargin
)

// The margins of the verdicts blunder, mistake and inaccuracy: the
// winning chances (see Chances) the move lost against the best move.
const (
	InaccuracyMargin = 0.1
	MistakeMargin    = 0.2
	BlunderMargin    = 0.3
)

// EvalScale converts an alpha-beta score (hundredths of a seed) into
// winning chances: tanh(score/EvalScale), the scale MCTS uses for the
// same purpose (player.EvalScale).
const EvalScale = player.EvalScale

// DefaultPlayer is the spec of the player that reviews when Options.Player
// is empty: an alpha-beta search of 200,000 nodes a ply, reproducible on
// every machine.
const DefaultPlayer = "alphabeta(depth=64,nodes=200000)"

// SolveNodesFor returns the solver's node budget per position when
// Options.SolveNodes is 0, for the game of v: 4,000,000 in Bao Kingulu and
// Bao la Kujifunza, enough for their starts (about two and three million
// positions), so that every position of their games is proven; 1,000,000
// in the other games, where only the last plies of a game are in reach and
// a failed solve costs its whole budget.
func SolveNodesFor(v bao.Variant) int64 {
	if v == nil {
		return 1_000_000
	}
	base, _, _ := strings.Cut(v.Name(), "(")
	if base == "kingulu" || base == "kujifunza" {
		return 4_000_000
	}
	return 1_000_000
}

// DefaultSolveMemory is the solver's table when Options.SolveMemory is 0.
const DefaultSolveMemory = 64 << 20

// GiveUp is the number of positions in a row that the solver, walking back
// from the end of the game, fails to solve within its budget before it
// stops trying the earlier ones (which are further from the end, so
// harder).
const GiveUp = 1

// Options tune a review. The zero Options are usable.
type Options struct {
	// Player is the spec of the player that analyses every position
	// (DefaultPlayer if empty); it must be able to analyse
	// (player.Analyser: alphabeta, mcts, solve, best).
	Player string
	// Seed seeds the player.
	Seed uint64
	// SolveNodes is the solver's node budget per position
	// (SolveNodesFor the game if 0, no solving at all if negative).
	SolveNodes int64
	// SolveMemory is the solver's table in bytes (DefaultSolveMemory if
	// 0), kept from position to position.
	SolveMemory int64
	// Progress, if not nil, is called after each step: each position
	// the solver tried (Stage "solve"), then each ply analysed (Stage
	// "analyse", with the ply's finished Ply).
	Progress func(Progress)
}

// Progress says how far a review has got.
type Progress struct {
	// Stage is "solve" while the solver walks back from the end of the
	// game, "analyse" while the player analyses the plies in order.
	Stage string
	// Done of Total steps of this stage are finished.
	Done, Total int
	// Ply is the ply just analysed (Stage "analyse"), nil otherwise.
	Ply *Ply
}

// Ply is the review of one move: the JSON line of `bao review`
// (docs/interfaces.md, "The page"). Scores are from the view of the player
// who moved, in the reviewing player's units (alpha-beta: hundredths of a
// seed, or ±(player.WinScore-n) for a game won or lost in n plies; mcts: a
// value in [-1, 1]).
type Ply struct {
	// Ply counts the moves of the game from 1.
	Ply int `json:"ply"`
	// Move is the move played, Best the best move found (the solver's,
	// where it proved the position; else the player's).
	Move string `json:"move"`
	Best string `json:"best"`
	// ScoreBefore is the score of the best move, ScoreAfter that of the
	// move played, both from the same search.
	ScoreBefore float64 `json:"score_before"`
	ScoreAfter  float64 `json:"score_after"`
	// Verdict is one of the verdicts above, "" for a good move.
	Verdict string `json:"verdict"`
	// WinIn, LossIn: the position before the move is proven won or lost
	// for the mover in that many plies of best play.
	WinIn  int `json:"win_in,omitempty"`
	LossIn int `json:"loss_in,omitempty"`
	// Side is the player who moved, "S" or "N".
	Side string `json:"side"`
	// ValueBefore and ValueAfter are the proven values, for the mover,
	// of the position before the move and of the move played ("win",
	// "draw" or "loss"), where the solver or the player's search proved
	// them.
	ValueBefore string `json:"value_before,omitempty"`
	ValueAfter  string `json:"value_after,omitempty"`
	// PliesAfter is, where ValueAfter is a win or a loss, the length of
	// the game from the position before the move under best play after
	// the move played, counting the move.
	PliesAfter int `json:"plies_after,omitempty"`
}

// JSON returns the ply as one line of `bao review`, without its newline:
// the JSON of Ply, with "<", ">" and "&" written as they are (json.Marshal
// would write "A7\u003e*" for "A7>*").
func (p Ply) JSON() []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(p) // a Ply always encodes
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// proof is a proven value of a position for its side to move.
type proof struct {
	value solve.Value
	plies int
	best  bao.Move // a move that achieves the value (the fastest win, the slowest loss)
	moves bool     // best is set
}

// Game reviews every move of g with the options' player and solver, and
// returns one Ply per move, in order. It stops at ctx's end, returning the
// plies reviewed so far with ctx's error. Bad options (an unknown player
// spec, a player that cannot analyse) are errors before any work.
//
// The solver runs first, from the last position of the game back to the
// first, with one table for all of them (a position's later positions are
// in it, which makes the earlier ones cheaper), until GiveUp positions in a
// row are not solved within Options.SolveNodes each. Then every position
// is analysed by a fresh player made from Options.Player and
// Options.Seed, so that the analysis of each ply is that of `bao analyse
// -player SPEC -seed S` for the position before it.
func Game(ctx context.Context, g *bao.Game, opts Options) ([]Ply, error) {
	if g == nil || g.Variant() == nil {
		return nil, errors.New("review: no game")
	}
	spec := opts.Player
	if spec == "" {
		spec = DefaultPlayer
	}
	p, err := player.New(spec, opts.Seed)
	if err != nil {
		return nil, fmt.Errorf("review: %w", err)
	}
	if _, ok := p.(player.Analyser); !ok {
		return nil, fmt.Errorf("review: player %s cannot analyse (use alphabeta, mcts, solve or best)", p.Name())
	}
	v := g.Variant()
	moves := g.Moves()
	n := len(moves)
	proofs, err := solveBack(ctx, g, opts)
	if err != nil {
		return nil, err
	}
	out := make([]Ply, 0, n)
	for i, m := range moves {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		s := g.StateAt(i)
		pl, err := reviewPly(ctx, v, s, m, i+1, spec, opts.Seed, proofs[i], proofs[i+1])
		if err != nil {
			if ctx.Err() != nil {
				return out, ctx.Err()
			}
			return out, fmt.Errorf("review: ply %d: %w", i+1, err)
		}
		out = append(out, pl)
		if opts.Progress != nil {
			opts.Progress(Progress{Stage: "analyse", Done: i + 1, Total: n, Ply: &out[len(out)-1]})
		}
	}
	return out, nil
}

// solveBack returns the proven value of every position of g (n+1 of
// them, the last the final position), zero where not proven.
func solveBack(ctx context.Context, g *bao.Game, opts Options) ([]proof, error) {
	v := g.Variant()
	n := g.Ply()
	proofs := make([]proof, n+1)
	if opts.SolveNodes < 0 {
		return proofs, nil
	}
	nodes := opts.SolveNodes
	if nodes == 0 {
		nodes = SolveNodesFor(v)
	}
	mem := opts.SolveMemory
	if mem <= 0 {
		mem = DefaultSolveMemory
	}
	var sv *solve.Solver
	failed := 0
	for i := n; i >= 0 && failed < GiveUp; i-- {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		s := g.StateAt(i)
		if o := v.Outcome(s); o.Over() {
			proofs[i] = finished(o, s.Side)
		} else {
			if sv == nil {
				sv = solve.New(v, solve.Options{Memory: mem, Workers: 1, MaxNodes: nodes})
			}
			r := sv.Solve(ctx, s)
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if r.Value == solve.Unknown {
				failed++
			} else {
				failed = 0
				proofs[i] = proof{value: r.Value, plies: r.Plies}
				if mv, ok := bestOf(r); ok {
					proofs[i].best, proofs[i].moves = mv, true
				}
			}
		}
		if opts.Progress != nil {
			opts.Progress(Progress{Stage: "solve", Done: n + 1 - i, Total: n + 1})
		}
	}
	return proofs, nil
}

// finished is the value of a finished position for side.
func finished(o bao.Outcome, side bao.Player) proof {
	switch {
	case o.Result == bao.Drawn:
		return proof{value: solve.Draw}
	case o.Winner == side:
		return proof{value: solve.Win}
	}
	return proof{value: solve.Loss}
}

// bestOf returns the move of r that achieves its value best: the fastest
// win, the slowest loss, the first draw.
func bestOf(r solve.Result) (bao.Move, bool) {
	best := -1
	for i, mv := range r.Moves {
		if mv.Value != r.Value {
			continue
		}
		switch {
		case best < 0,
			r.Value == solve.Win && mv.Plies < r.Moves[best].Plies,
			r.Value == solve.Loss && mv.Plies > r.Moves[best].Plies:
			best = i
		}
	}
	if best < 0 {
		return bao.Move{}, false
	}
	return r.Moves[best].Move, true
}

// reviewPly reviews move m (ply number k) of position s, with before and
// after the proven values of s and of the position after m.
func reviewPly(ctx context.Context, v bao.Variant, s bao.State, m bao.Move, k int, spec string, seed uint64, before, after proof) (Ply, error) {
	p, err := player.New(spec, seed)
	if err != nil {
		return Ply{}, err
	}
	a, err := player.Analyse(ctx, p, v, s)
	if err != nil {
		return Ply{}, err
	}
	pl := Ply{Ply: k, Move: bao.MoveText(v, s, m), Best: bao.MoveText(v, s, a.Move), Side: string(s.Side.Letter()), ScoreBefore: a.Score}
	units := unitsOf(a)
	if a.Move == m {
		pl.ScoreAfter = a.Score
	} else if sc, ok := moveScore(a, m, units); ok {
		pl.ScoreAfter = sc
	} else {
		sc, err := childScore(ctx, v, s, m, spec, seed, units)
		if err != nil {
			return Ply{}, err
		}
		pl.ScoreAfter = sc
	}
	// The proven values, for the mover: the position's (vb, in pb plies)
	// and the move's (va, in pa plies counting the move: the negation of
	// the value of the position after it), from the solver, else from the
	// player's own search where it proved them.
	vb, pb := before.value, before.plies
	if vb != solve.Unknown {
		if before.moves {
			pl.Best = bao.MoveText(v, s, before.best)
		}
	} else {
		vb, pb = playerValue(a.Score, units, a.WinIn, a.LossIn, a.Draw && a.Fallback == "")
	}
	va, pa := negate(after.value), after.plies+1
	if va == solve.Unknown {
		ma := moveAnalysis(a, m)
		va, pa = playerValue(pl.ScoreAfter, units, ma.WinIn, ma.LossIn, ma.Draw && a.Fallback == "")
	}
	switch vb {
	case solve.Win:
		pl.WinIn = pb
	case solve.Loss:
		pl.LossIn = pb
	}
	if vb != solve.Unknown {
		pl.ValueBefore = vb.String()
		pl.ScoreBefore = provenScoreOf(vb, pb, units)
	}
	if va != solve.Unknown {
		pl.ValueAfter = va.String()
		if va != solve.Draw {
			pl.PliesAfter = pa
		}
		pl.ScoreAfter = provenScoreOf(va, pa, units)
	}
	pl.Verdict = verdict(vb, va, Chances(pl.ScoreBefore, units)-Chances(pl.ScoreAfter, units))
	return pl, nil
}

// verdict returns the verdict of a move: from the proven values where both
// are known or the move made a proven value worse, else from the winning
// chances lost.
func verdict(before, after solve.Value, lost float64) string {
	switch {
	case before == solve.Win && (after == solve.Draw || after == solve.Loss):
		return GaveAwayWin
	case before == solve.Draw && after == solve.Loss:
		return GaveAwayDraw
	case before != solve.Unknown && after != solve.Unknown:
		return "" // the move kept the proven value
	case before == solve.Loss:
		return "" // nothing left to lose
	case lost >= BlunderMargin:
		return Blunder
	case lost >= MistakeMargin:
		return Mistake
	case lost >= InaccuracyMargin:
		return Inaccuracy
	}
	return ""
}

// negate returns the value for the mover of a position whose value for
// its side to move (the mover's opponent) is x.
func negate(x solve.Value) solve.Value {
	switch x {
	case solve.Win:
		return solve.Loss
	case solve.Loss:
		return solve.Win
	}
	return x
}

// Units are the units of a player's scores.
type Units int

// The units of scores.
const (
	Points Units = iota // alpha-beta's: hundredths of a seed, ±(player.WinScore-n) for a proven result
	Values              // MCTS's: a mean result in [-1, 1]
)

// unitsOf tells the units of an analysis's scores: MCTS's moves carry
// visits, the others scores.
func unitsOf(a player.Analysis) Units {
	for _, ma := range a.Moves {
		if ma.Scored {
			return Points
		}
		if ma.Visits > 0 {
			return Values
		}
	}
	return Points
}

// provenScore is the least magnitude of a score that announces a proven
// result in Points.
const provenScore = player.WinScore - 1<<12

// Chances returns the winning chances of a score in [-1, 1] (1: a sure
// win for the player whose score it is, -1 a sure loss): a proven result
// counts ±1; other Points scores tanh(score/EvalScale); Values are
// chances already.
func Chances(score float64, u Units) float64 {
	if u == Values {
		return math.Max(-1, math.Min(1, score))
	}
	switch {
	case score >= provenScore:
		return 1
	case score <= -provenScore:
		return -1
	}
	return math.Tanh(score / EvalScale)
}

// provenScoreOf returns the score, in units u, of a proven value x for
// the mover, won or lost in plies: ±(player.WinScore-plies) in Points
// (alpha-beta's score of such a result), ±1 in Values, 0 for a draw.
func provenScoreOf(x solve.Value, plies int, u Units) float64 {
	sign := 0.0
	switch x {
	case solve.Win:
		sign = 1
	case solve.Loss:
		sign = -1
	}
	if u == Values {
		return sign
	}
	return sign * float64(player.WinScore-plies)
}

// playerValue returns the value, for its side to move, that a player's
// search proved, and its distance in plies: a proven alpha-beta score
// (Points), or the win, loss or draw the analysis reports.
func playerValue(score float64, u Units, winIn, lossIn int, draw bool) (solve.Value, int) {
	switch {
	case u == Points && score >= provenScore:
		return solve.Win, int(player.WinScore - score)
	case u == Points && score <= -provenScore:
		return solve.Loss, int(player.WinScore + score)
	case winIn > 0:
		return solve.Win, winIn
	case lossIn > 0:
		return solve.Loss, lossIn
	case draw:
		return solve.Draw, 0
	}
	return solve.Unknown, 0
}

// moveAnalysis returns what a's search found about root move m (the zero
// MoveAnalysis if it did not score it).
func moveAnalysis(a player.Analysis, m bao.Move) player.MoveAnalysis {
	for _, ma := range a.Moves {
		if ma.Move == m {
			return ma
		}
	}
	return player.MoveAnalysis{}
}

// moveScore returns the score of m among a's root moves.
func moveScore(a player.Analysis, m bao.Move, u Units) (float64, bool) {
	for _, ma := range a.Moves {
		if ma.Move != m {
			continue
		}
		switch {
		case ma.Scored && u == Points:
			return float64(ma.Score), true
		case ma.Visits > 0 && u == Values:
			return ma.Value, true
		}
	}
	return 0, false
}

// childScore returns the score of m for the mover by analysing the
// position after it with a fresh player and negating its score (a proven
// result one ply further away).
func childScore(ctx context.Context, v bao.Variant, s bao.State, m bao.Move, spec string, seed uint64, u Units) (float64, error) {
	t, err := v.Apply(s, m)
	if err != nil {
		return 0, err
	}
	if o := v.Outcome(t); o.Over() {
		switch {
		case o.Result == bao.Drawn:
			return 0, nil
		case o.Winner == s.Side && u == Values:
			return 1, nil
		case o.Winner == s.Side:
			return player.WinScore - 1, nil
		case u == Values:
			return -1, nil
		}
		return -(player.WinScore - 1), nil
	}
	p, err := player.New(spec, seed)
	if err != nil {
		return 0, err
	}
	a, err := player.Analyse(ctx, p, v, t)
	if err != nil {
		return 0, err
	}
	sc := -a.Score
	switch {
	case u == Points && sc >= provenScore:
		sc-- // a win one ply further from the mover
	case u == Points && sc <= -provenScore:
		sc++
	}
	return sc, nil
}
