package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

func init() {
	register(&command{
		name:  "analyse",
		usage: "[-variant V] -player SPEC [-seed S] [-position P]",
		short: "ask a built-in player for its move in each position (stdin, one per line, or -position) and print its analysis as JSON lines",
		run:   runAnalyse,
	})
}

// analyseLine is the JSON line of one analysed position (docs/interfaces.md,
// "Analysis, tournaments, solving"). Fields a player cannot fill are left
// out.
type analyseLine struct {
	Position string         `json:"position"`
	Player   string         `json:"player"`
	Move     string         `json:"move"`
	Score    *float64       `json:"score,omitempty"`
	WinIn    int            `json:"win_in,omitempty"`
	LossIn   int            `json:"loss_in,omitempty"`
	Depth    int            `json:"depth,omitempty"`
	Nodes    int64          `json:"nodes,omitempty"`
	PV       []string       `json:"pv,omitempty"`
	Moves    []analysedMove `json:"moves,omitempty"`
}

type analysedMove struct {
	Move   string   `json:"move"`
	Score  *int     `json:"score,omitempty"`
	Visits *int64   `json:"visits,omitempty"`
	Value  *float64 `json:"value,omitempty"`
	WinIn  int      `json:"win_in,omitempty"`
	LossIn int      `json:"loss_in,omitempty"`
}

func runAnalyse(e *env, args []string) int {
	c := commands["analyse"]
	fs, variant := c.flags(e)
	spec := fs.String("player", "alphabeta", "player `spec`, one of "+strings.Join(player.Names(), ", ")+`, e.g. "alphabeta(depth=8)" or "mcts(iterations=5000)"`)
	seed := fs.Uint64("seed", 1, "the player's `seed`")
	pos := fs.String("position", "", "analyse this position `text` instead of reading positions from stdin")
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: bao analyse %s\n\n%s\n\n", c.usage, c.short)
		fmt.Fprintln(e.stderr, "Each output line: position, player, move, and what the player found:\nscore, win_in/loss_in (plies), depth, nodes, pv, and per root move score\n(alpha-beta) or visits and value (MCTS). A finished position gives\n{\"position\":..,\"over\":true,\"winner\":..}; an unreadable one {\"position\":..,\"error\":..}.")
		fmt.Fprintln(e.stderr, "\nExit status: 0 success; 1 a position could not be read or a write failed\n(the other lines are still analysed); 2 bad usage (unknown flag, variant or player spec).\n\nflags:")
		fs.PrintDefaults()
	}
	if st := parse(fs, args); st >= 0 {
		return st
	}
	p, err := player.New(*spec, *seed)
	if err != nil {
		fmt.Fprintln(e.stderr, "bao analyse:", err)
		return 2
	}
	v, err := bao.Lookup(*variant)
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return 2
	}
	w := bufio.NewWriter(e.stdout)
	status := 0
	analyse := func(text string) error {
		line, ok := analyseText(context.Background(), v, p, text)
		if !ok {
			status = 1
		}
		w.Write(line)
		return w.WriteByte('\n') // a bufio.Writer keeps its first error
	}
	var werr error
	if flagGiven(fs, "position") {
		werr = analyse(*pos)
	} else {
		sc := bufio.NewScanner(e.stdin)
		sc.Buffer(make([]byte, 0, 4096), 1<<20)
		for sc.Scan() && werr == nil {
			werr = analyse(sc.Text())
		}
		if err := sc.Err(); err != nil && werr == nil {
			w.Flush()
			fmt.Fprintln(e.stderr, "bao analyse:", err)
			return 1
		}
	}
	if err := w.Flush(); err != nil || werr != nil {
		fmt.Fprintln(e.stderr, "bao analyse:", errors.Join(werr, err))
		return 1
	}
	return status
}

// flagGiven reports whether the flag name was given on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	found := false
	fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

// analyseText analyses one position text and returns its JSON line and
// whether the position was read.
func analyseText(ctx context.Context, v bao.Variant, p player.Player, text string) ([]byte, bool) {
	s, err := bao.ParseState(v, text)
	if err != nil {
		return jsonLine(struct {
			Position string `json:"position"`
			Error    string `json:"error"`
		}{text, err.Error()}), false
	}
	if o := v.Outcome(s); o.Over() {
		return jsonLine(struct {
			Position string `json:"position"`
			Over     bool   `json:"over"`
			Winner   string `json:"winner"`
		}{text, true, o.WinnerText()}), true
	}
	out := analyseLine{Position: text, Player: p.Name()}
	an, ok := p.(player.Analyser)
	if !ok {
		m, err := p.Choose(ctx, v, s)
		if err != nil {
			return errorLine(text, err), false
		}
		out.Move = moveText(v, s, m)
		return jsonLine(out), true
	}
	a, err := an.Analyse(ctx, v, s)
	if err != nil {
		return errorLine(text, err), false
	}
	out.Move = moveText(v, s, a.Move)
	if a.Nodes > 0 || a.WinIn > 0 || a.LossIn > 0 {
		score := a.Score
		out.Score = &score
	}
	out.WinIn, out.LossIn, out.Depth, out.Nodes = a.WinIn, a.LossIn, a.Depth, a.Nodes
	t := s
	for _, m := range a.PV {
		u, err := v.Apply(t, m)
		if err != nil {
			break
		}
		out.PV = append(out.PV, m.String()+bao.Annotate(v, t, m, u).String())
		t = u
	}
	for _, ma := range a.Moves {
		am := analysedMove{Move: moveText(v, s, ma.Move), WinIn: ma.WinIn, LossIn: ma.LossIn}
		switch {
		case ma.Scored:
			sc := ma.Score
			am.Score = &sc
		case ma.Visits > 0 || ma.WinIn > 0 || ma.LossIn > 0:
			visits, value := ma.Visits, ma.Value
			am.Visits, am.Value = &visits, &value
		default:
			continue // not scored by the search
		}
		out.Moves = append(out.Moves, am)
	}
	return jsonLine(out), true
}

func errorLine(text string, err error) []byte {
	return jsonLine(struct {
		Position string `json:"position"`
		Error    string `json:"error"`
	}{text, err.Error()})
}

// moveText is the annotated move text of m in s.
func moveText(v bao.Variant, s bao.State, m bao.Move) string {
	t, err := bao.FormatMove(v, s, m)
	if err != nil {
		return m.String()
	}
	return t
}

// jsonLine encodes x without HTML escaping (move texts keep < and >) and
// without the trailing newline.
func jsonLine(x any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(x); err != nil {
		return []byte(`{"error":` + fmt.Sprintf("%q", err.Error()) + `}`)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}
