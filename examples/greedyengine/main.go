package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
)

func main() { run(os.Stdin, os.Stdout) }

// run answers the commands of in on out until quit or the end of in.
func run(in io.Reader, out io.Writer) {
	v := bao.MustLookup("kiswahili")
	s, ok := v.Start(), true // the position, and whether it was read
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		cmd, arg, _ := strings.Cut(strings.TrimSpace(sc.Text()), " ")
		arg = strings.TrimSpace(arg)
		switch cmd {
		case "bao":
			fmt.Fprintln(out, "id name greedyengine\nvariants kiswahili kete kujifunza kingulu\nbaook")
		case "isready":
			fmt.Fprintln(out, "readyok")
		case "newgame":
			if w, err := bao.Lookup(arg); err == nil {
				v = w
			} else {
				fmt.Fprintln(out, "info string error", err)
			}
		case "position":
			s, ok = position(v, arg)
		case "go":
			if m, found := best(v, s); ok && found {
				fmt.Fprintln(out, "bestmove", m)
			} else {
				fmt.Fprintln(out, "bestmove none")
			}
		case "quit":
			return
		}
	}
}

// position reads "start [moves m1 m2 ...]" or a position text.
func position(v bao.Variant, arg string) (bao.State, bool) {
	text, moves, _ := strings.Cut(arg, "moves")
	if strings.TrimSpace(text) == "start" {
		g, err := bao.ReplayText(v, v.Start(), strings.Fields(moves))
		return g.State(), err == nil
	}
	s, err := bao.ParseState(v, strings.Join(strings.Fields(text), " "))
	return s, err == nil
}

// best returns the legal move that leaves the mover the most seeds on his
// side of the board, store included; a move that wins is best of all.
func best(v bao.Variant, s bao.State) (bao.Move, bool) {
	var bestMove bao.Move
	bestScore, found := -1<<30, false
	for _, m := range v.Legal(s, nil) {
		t, err := v.Apply(s, m)
		if err != nil {
			continue
		}
		score := int(t.Store[s.Side]) - int(t.Store[s.Side.Other()])
		for i, n := range t.Pits {
			if bao.PitAt(i).Player() == s.Side {
				score += int(n)
			} else {
				score -= int(n)
			}
		}
		if o := v.Outcome(t); o.Result == bao.Won && o.Winner == s.Side {
			score += 1000
		}
		if !found || score > bestScore {
			bestMove, bestScore, found = m, score, true
		}
	}
	return bestMove, found
}
