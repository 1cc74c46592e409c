package bao_test

import (
	"slices"
	"testing"

	"github.com/bao-games/bao"
)

var (
	southWins = bao.Outcome{Result: bao.Won, Winner: bao.South, Reason: bao.FrontRowEmpty}
	northWins = bao.Outcome{Result: bao.Won, Winner: bao.North, Reason: bao.NoLegalMove}
	draw      = bao.Outcome{Result: bao.Drawn, Reason: bao.NoLegalMove}
	ongoing   = bao.Outcome{}
)

func TestMatchBestOfThree(t *testing.T) {
	tests := []struct {
		name     string
		games    []bao.Outcome
		wins     [2]int
		winners  []int
		winner   int // -1: none
		overFrom int // the number of games after which the match is over
	}{
		// Competitor 0 sits South in games 0 and 2, competitor 1 in game 1.
		{"South wins every game", []bao.Outcome{southWins, southWins, southWins}, [2]int{2, 1}, []int{0, 1, 0}, 0, 3},
		{"North wins every game", []bao.Outcome{northWins, northWins, northWins}, [2]int{1, 2}, []int{1, 0, 1}, 1, 3},
		{"two straight", []bao.Outcome{southWins, northWins}, [2]int{2, 0}, []int{0, 0}, 0, 2},
		{"two straight for 1", []bao.Outcome{northWins, southWins}, [2]int{0, 2}, []int{1, 1}, 1, 2},
		{"draws count for no one", []bao.Outcome{draw, southWins, draw}, [2]int{0, 1}, []int{-1, 1, -1}, 1, 3},
		{"all drawn", []bao.Outcome{draw, draw, draw}, [2]int{0, 0}, []int{-1, -1, -1}, -1, 3},
		{"level", []bao.Outcome{southWins, draw, northWins}, [2]int{1, 1}, []int{0, -1, 1}, -1, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := bao.NewMatch(3)
			for i, o := range tt.games {
				if m.Over() {
					t.Fatalf("over after %d games", i)
				}
				if m.Next() != i {
					t.Errorf("Next = %d, want %d", m.Next(), i)
				}
				if err := m.Record(o); err != nil {
					t.Fatalf("Record of game %d: %v", i, err)
				}
				if over := m.Over(); over != (i+1 >= tt.overFrom) {
					t.Errorf("after %d games: Over = %v", i+1, over)
				}
			}
			if m.Wins != tt.wins || !slices.Equal(m.Winners, tt.winners) {
				t.Errorf("Wins %v, Winners %v; want %v, %v", m.Wins, m.Winners, tt.wins, tt.winners)
			}
			w, ok := m.Winner()
			if ok != (tt.winner >= 0) || ok && w != tt.winner {
				t.Errorf("Winner = %d, %v; want %d", w, ok, tt.winner)
			}
			if err := m.Record(southWins); err == nil {
				t.Error("Record after the match is over succeeds")
			}
		})
	}
}

func TestMatchSeats(t *testing.T) {
	m := bao.NewMatch(5)
	for game, want := range []int{0, 1, 0, 1, 0} {
		if got := m.South(game); got != want {
			t.Errorf("South(%d) = %d, want %d", game, got, want)
		}
	}
}

func TestMatchRecordErrors(t *testing.T) {
	m := bao.NewMatch(3)
	if err := m.Record(ongoing); err == nil {
		t.Error("Record of a game in progress succeeds")
	}
	if m.Next() != 0 || len(m.Winners) != 0 {
		t.Error("a refused Record changed the match")
	}
	if _, ok := m.Winner(); ok {
		t.Error("a match that has not begun has a winner")
	}
}

func TestMatchSingleGame(t *testing.T) {
	for _, n := range []int{-1, 0, 1} {
		m := bao.NewMatch(n)
		if m.Games != 1 {
			t.Errorf("NewMatch(%d).Games = %d", n, m.Games)
		}
		if err := m.Record(northWins); err != nil {
			t.Fatal(err)
		}
		if w, ok := m.Winner(); !m.Over() || !ok || w != 1 {
			t.Errorf("NewMatch(%d) after North's win: over %v, winner %d %v", n, m.Over(), w, ok)
		}
	}
	m := bao.NewMatch(1)
	if err := m.Record(draw); err != nil || !m.Over() {
		t.Fatal(err)
	}
	if _, ok := m.Winner(); ok {
		t.Error("a drawn single game has a winner")
	}
}

func TestMatchLength(t *testing.T) {
	for spec, want := range map[string]int{"kete": 3, "kete(takasia=off)": 3, "kiswahili": 1, "kingulu": 1} {
		v, err := bao.Lookup(spec)
		if err != nil {
			continue
		}
		if got := bao.MatchLength(v); got != want {
			t.Errorf("MatchLength(%s) = %d, want %d", spec, got, want)
		}
	}
}

// TestMatchOfGames plays a best of three between two players who always
// choose the first legal move, and checks the seat swaps against the
// outcomes.
func TestMatchOfGames(t *testing.T) {
	v := bao.MustLookup("kete")
	m := bao.NewMatch(bao.MatchLength(v))
	for !m.Over() {
		s := v.Start()
		for ply := 0; ply < 1000 && !v.Outcome(s).Over(); ply++ {
			s, _ = v.Apply(s, v.Legal(s, nil)[0])
		}
		o := v.Outcome(s)
		if !o.Over() {
			t.Skip("the game does not end in 1000 plies")
		}
		if err := m.Record(o); err != nil {
			t.Fatal(err)
		}
	}
	// Both players play the same way from the same start, so every game
	// has the same winning seat and the competitors take turns winning
	// until the third game decides.
	if len(m.Winners) != 3 || m.Winners[0] == m.Winners[1] || m.Winners[2] != m.Winners[0] {
		t.Errorf("Winners = %v", m.Winners)
	}
}
