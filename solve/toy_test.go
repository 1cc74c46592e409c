package solve_test

import (
	"context"
	"errors"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/solve"
)

// toy is a small game through the Variant contract alone, to test what
// the bao games rarely show: draws, and play that can go on for ever.
//
// Pits[0] is a pile. A move takes one seed (move A1) or two (A2); taking
// the last seed ends the game and wins, except that emptying the pile
// with a two is a draw. With loop set, a player may also put a seed back
// (A3) while the pile holds 3 or 4 seeds, so play can cycle.
type toy struct{ loop bool }

func (g toy) Name() string { return "toy" }
func (g toy) Geometry() bao.Geometry {
	return bao.Geometry{Rows: 1, Cols: 3, Seeds: 0}
}
func (g toy) Start() bao.State {
	var s bao.State
	s.Pits[0] = 7
	return s
}
func (g toy) Legal(s bao.State, buf []bao.Move) []bao.Move {
	if g.Outcome(s).Over() {
		return buf
	}
	buf = append(buf, bao.Move{Pit: bao.PitAt(0)})
	if s.Pits[0] >= 2 {
		buf = append(buf, bao.Move{Pit: bao.PitAt(1)})
	}
	if g.loop && (s.Pits[0] == 3 || s.Pits[0] == 4) {
		buf = append(buf, bao.Move{Pit: bao.PitAt(2)})
	}
	return buf
}
func (g toy) Apply(s bao.State, m bao.Move) (bao.State, error) {
	if !bao.IsLegal(g, s, m) {
		return s, bao.ErrIllegalMove
	}
	switch m.Pit {
	case bao.PitAt(0):
		s.Pits[0]--
		s.Pits[1] = 0
	case bao.PitAt(1):
		s.Pits[0] -= 2
		s.Pits[1] = 1
	default:
		s.Pits[0]++
	}
	s.Side = s.Side.Other()
	return s, nil
}
func (g toy) Outcome(s bao.State) bao.Outcome {
	switch {
	case s.Pits[0] > 0:
		return bao.Outcome{}
	case s.Pits[1] == 1:
		return bao.Outcome{Result: bao.Drawn, Reason: bao.NoLegalMove}
	}
	return bao.Outcome{Result: bao.Won, Winner: s.Side.Other(), Reason: bao.NoLegalMove}
}

func pile(n uint8) bao.State {
	var s bao.State
	s.Pits[0] = n
	return s
}

// TestToyDraws: with draws at the end but no cycles, every value is
// proven, draws included, and agrees with the reference.
func TestToyDraws(t *testing.T) {
	g := toy{}
	seen := map[solve.Value]int{}
	for n := uint8(0); n <= 12; n++ {
		s := pile(n)
		want, plies := ref(g, s, 20)
		r := solve.Solve(context.Background(), g, s, solve.Options{Memory: 1 << 16, Workers: 2})
		if r.Value != want || (want != solve.Draw && r.Plies != plies) {
			t.Errorf("pile %d: %s in %d, reference %s in %d", n, r.Value, r.Plies, want, plies)
		}
		seen[want]++
		checkMoves(t, g, s, r, 20)
		all := solve.Solve(context.Background(), g, s, solve.Options{Memory: 1 << 16, Workers: 1, All: true})
		checkAll(t, g, s, all, 20)
	}
	if seen[solve.Draw] == 0 || seen[solve.Win] == 0 {
		t.Errorf("values seen %v: want draws and wins", seen)
	}
}

// TestToyCycle: where play can go on for ever nothing is ever claimed
// beyond what is proven: no draw, only "no win within n plies".
func TestToyCycle(t *testing.T) {
	g := toy{loop: true}
	s := pile(4)
	r := solve.Solve(context.Background(), g, s, solve.Options{Memory: 1 << 16, Workers: 1, MaxPlies: 30})
	if r.Value != solve.Unknown || !errors.Is(r.Err, solve.ErrDepth) {
		t.Fatalf("pile 4 with loops: %s (%v), want unknown at the ply limit", r.Value, r.Err)
	}
	if r.NoWin != [2]int{30, 30} {
		t.Errorf("proven %v, want no win within 30 for both", r.NoWin)
	}
	if got, want := r.Proven(), "no win for S within 30 plies, no win for N within 30 plies"; got != want {
		t.Errorf("Proven() = %q, want %q", got, want)
	}
	// A pile of 1 is still won at once, loops or not.
	if r := solve.Solve(context.Background(), g, pile(1), solve.Options{}); r.Value != solve.Win || r.Plies != 1 {
		t.Errorf("pile 1: %s in %d, want win in 1", r.Value, r.Plies)
	}
}
