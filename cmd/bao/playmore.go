package main

// bao play's -continue, and its own commands at the prompt: hint,
// analyse and help rules.

import (
	"flag"
	"fmt"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
)

// saved is the game that bao play -continue goes on with.
type saved struct {
	v      bao.Variant
	g      *bao.Game        // the game replayed, every move checked
	game   *record.Record   // its record, whose tags the game keeps
	before []*record.Record // the records of the file before it (a match's finished games)
}

// loadSaved reads the file of -continue: its last record is the game to
// go on with, unfinished, of the -variant when that flag was given.
func loadSaved(e *env, fs *flag.FlagSet, variant, file string) (*saved, error) {
	want, ok := variantFlag(e, fs, variant)
	if !ok { // cannot happen: parse checked -variant
		return nil, fmt.Errorf("-variant %q", variant)
	}
	in, err := openInput(e, file)
	if err != nil {
		return nil, err
	}
	defer in.Close()
	var recs []*record.Record
	num := 0
	if err := eachGame(in, -1, func(n int, r *record.Record) bool { recs, num = append(recs, r), n; return true }); err != nil {
		return nil, fmt.Errorf("%s: %s", file, recordError(err))
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("%s: no game to continue", file)
	}
	r := recs[len(recs)-1]
	sv := &saved{game: r, before: recs[:len(recs)-1]}
	if sv.v, err = r.VariantWant(want); err == nil {
		sv.g, err = r.ReplayVariant(sv.v)
		err = r.MoveError(sv.v, err)
	}
	if err == nil && sv.g.Outcome().Over() {
		err = fmt.Errorf("the game is over (%v): nothing to continue", sv.g.Outcome())
	}
	if err != nil {
		return nil, fmt.Errorf("%s: game %d: %w", file, num, err)
	}
	return sv, nil
}

// extra answers bao play's own commands at the prompt (player.Terminal's
// Extra): hint, analyse (or analyze), and help rules (or rules). A player
// that fails is reported and the prompt comes back.
func (ss *session) extra(line string, s bao.State) (bool, error) {
	w := ss.w
	switch strings.Join(strings.Fields(strings.ToLower(line)), " ") {
	case "help rules", "rules":
		w.Print(rulesHelp(ss.v))
	case "hint":
		if a, ok := ss.advise(s); ok {
			w.Printf("Hint (%s): %s\n", a.Player, bao.MoveText(ss.v, s, a.Move))
		}
	case "analyse", "analyze":
		if a, ok := ss.advise(s); ok {
			w.Print(describeAnalysis(ss.v, s, a))
		}
	default:
		return false, nil
	}
	return true, w.Err()
}

// advise asks the -hint player for its analysis of s, saying that it is
// thinking; it reports a failure and returns false.
func (ss *session) advise(s bao.State) (player.Analysis, bool) {
	if ss.adviser == nil {
		p, err := player.New(ss.hint, ss.hintSeed) // the spec was checked
		if err != nil {
			ss.w.Printf("No hint: %v\n", err)
			return player.Analysis{}, false
		}
		ss.adviser = p
	}
	ss.w.Printf("(%s is thinking...)\n", ss.adviser.Name())
	ss.w.Flush()
	a, err := player.Analyse(ss.ctx, ss.adviser, ss.v, s)
	if err != nil {
		ss.w.Printf("No hint: %v\n", err)
		return player.Analysis{}, false
	}
	return a, true
}

// describeAnalysis says in a few lines what the analysis a of s found,
// from its report (player.NewReport, what bao analyse prints as JSON):
// the move, how deep, the score or proof, the line expected, and the
// score of every move the player scored.
func describeAnalysis(v bao.Variant, s bao.State, a player.Analysis) string {
	r := player.NewReport(v, s, a)
	var b strings.Builder
	fmt.Fprintf(&b, "Analysis by %s: %s", r.Player, r.Move)
	if r.Depth > 0 || r.Nodes > 0 {
		fmt.Fprintf(&b, " (depth %d, %d nodes, %.1f s)", r.Depth, r.Nodes, a.Elapsed.Seconds())
	}
	b.WriteString("\n")
	switch {
	case r.WinIn > 0:
		fmt.Fprintf(&b, "  %v wins in %s\n", s.Side, record.Plies(r.WinIn))
	case r.LossIn > 0:
		fmt.Fprintf(&b, "  %v loses in %s\n", s.Side, record.Plies(r.LossIn))
	case r.WinWithin > 0:
		fmt.Fprintf(&b, "  %v wins within %s\n", s.Side, record.Plies(r.WinWithin))
	case r.LossWithin > 0:
		fmt.Fprintf(&b, "  %v loses within %s\n", s.Side, record.Plies(r.LossWithin))
	case r.Score != nil && len(r.Moves) > 0 && r.Moves[0].Score != nil:
		fmt.Fprintf(&b, "  score %+.0f for %v (hundredths of a seed)\n", *r.Score, s.Side)
	case r.Score != nil:
		fmt.Fprintf(&b, "  value %+.2f for %v (-1 a loss, +1 a win)\n", *r.Score, s.Side)
	}
	if len(r.PV) > 1 {
		fmt.Fprintf(&b, "  expected line: %s\n", strings.Join(r.PV, " "))
	}
	if len(r.Moves) > 0 {
		var ms []string
		for _, m := range r.Moves {
			t := m.Move
			switch {
			case m.WinIn > 0:
				t += fmt.Sprintf(" wins in %d", m.WinIn)
			case m.LossIn > 0:
				t += fmt.Sprintf(" loses in %d", m.LossIn)
			case m.Score != nil:
				t += fmt.Sprintf(" %+d", *m.Score)
			case m.Visits != nil:
				t += fmt.Sprintf(" %d visits %+.2f", *m.Visits, *m.Value)
			}
			ms = append(ms, t)
		}
		fmt.Fprintf(&b, "  moves: %s\n", strings.Join(ms, ", "))
	}
	return b.String()
}
