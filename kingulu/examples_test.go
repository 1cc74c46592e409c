package kingulu_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
)

// result is one legal move of an example and the position it leads to.
type result struct {
	move, position string
}

// example is a worked example of docs/kingulu.md, section 8.
type example struct {
	name     string
	position string
	moves    []result // complete, in canonical order
	// Set where the document gives them: the outcome of the position,
	// and scores after particular moves.
	over    bool
	winner  string // "S", "N", "draw", or "" while the game goes on
	score   [2]int // the position's G10 score, when scored is set
	scored  bool
	after   map[string][2]int // score after a move
	illegal map[string]string // move -> rule, for candidates the document rules out
}

var examples = []example{
	{
		name:     "KG1",
		position: "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0",
		moves: []result{
			{"A3", "1,0,6,6,0,1/6,6,2,7,0,6 N 7,0"},
			{"A4", "0,6,6,6,1,0/1,6,6,2,7,0 N 7,0"},
			{"A5", "6,6,6,1,6,1/0,1,6,6,2,7 N 0,0"},
			{"A6", "6,6,1,6,1,7/6,0,1,6,6,2 N 0,0"},
		},
		illegal: map[string]string{"A1": "G5c", "A2": "G5c"},
	},
	{
		name:     "KG2",
		position: "4,4,4,4,3,1/4,4,4,4,4,2 S 4,2",
		moves: []result{
			{"A3", "5,5,5,0,4,1/5,0,1,6,6,4 N 4,2"},
			{"A4", "4,4,4,4,5S,1/4,4,4,0,5,3 N 4,2"},
			{"A5", "6,6,1,2,6,1/6,1,6,0,2,5 N 4,2"},
			{"A6", "4,4,4,4,5S,1/4,4,4,4,4,0 N 4,2"},
		},
		after:   map[string][2]int{"A6": {29, 19}},
		illegal: map[string]string{"A1": "G5c", "A2": "G5c"},
	},
	{
		// The document lists A4 and A5 as legal but traces only A6 and A3;
		// the results of A4 and A5 were traced by hand for this test.
		name:     "KG3",
		position: "4,4,4,4,4,3/4,4,4,4,4,1 S 2,2",
		moves: []result{
			{"A3", "4,4,4,4,4,5S/4,4,0,5,5,1 N 2,2"},
			{"A4", "6,6,6,1,2,6/1,6,0,2,7,1 N 2,2"},
			{"A5", "1,10,3,5,2,4/9,4,0,1,2,3 N 2,2"},
			{"A6", "4,4,4,4,4,4S/4,4,4,4,4,0 N 2,2"},
		},
	},
	{
		name:     "KG4",
		position: "2,4,5S,3,3,1/2,3,4N,0,5,1 S 9,6",
		moves: []result{
			{"A1", "2,4,5S,3,3,1/0,4,4N,0,5,1 N 9,7"},
			{"A5", "2,4,5S,4,4,2/2,3,4N,0,0,2 N 10,6"},
			{"A6", "2,4,5S,5S,3,0/2,3,4N,0,5,0 N 9,6"},
		},
		after:   map[string][2]int{"A6": {29, 19}},
		illegal: map[string]string{"A2": "G5c", "A3": "G2", "A4": "G2"},
	},
	{
		name:     "KG5a",
		position: "6,6,6,6,6,0/3,3,3,3,1,0 S 2,3",
		moves: []result{
			{"A3", "6,6,6,6,6,0/3,3,0,4,2,1 N 2,3"},
			{"A4", "6,6,6,6,6,1/3,3,3,0,2,1 N 2,3"},
			{"A5", "6,6,6,6,6,0/3,3,3,3,0,1 N 2,3"},
		},
		illegal: map[string]string{"A1": "G5c", "A2": "G5c", "A6": "G2"},
	},
	{
		name:     "KG5b",
		position: "6,6,6,6,6,3/3,3,3,3,1,0 S 1,1",
		moves: []result{
			{"A3", "6,6,6,6,6,0/3,3,0,4,2,0 N 5,1"},
			{"A4", "6,6,6,6,6,5S/3,3,3,0,2,0 N 1,1"},
			{"A5", "6,6,6,6,6,0/3,3,3,3,0,0 N 5,1"},
		},
	},
	{
		name:     "KG6",
		position: "0,11,1,1,0,0/0,2,0,3,0,0 N 20,10",
		over:     true, winner: "S", score: [2]int{25, 23}, scored: true,
		illegal: map[string]string{"a3": "G5c", "a4": "G5c", "a5": "G5c", "a1": "G2"},
	},
	{
		name:     "KG7",
		position: "3,1,2,3,2,3/1,2,1,0,5,1 N 12,12",
		over:     true, winner: "N", score: [2]int{22, 26}, scored: true,
		illegal: map[string]string{"a1": "G5c", "a2": "G5c", "a3": "G5c", "a4": "G5c", "a5": "G5c", "a6": "G8"},
	},
}

func TestWorkedExamples(t *testing.T) {
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			s, err := bao.ParseState(rules, ex.position)
			if err != nil {
				t.Fatal(err)
			}
			if got := bao.FormatState(rules, s); got != ex.position {
				t.Errorf("format(parse(x)) = %q", got)
			}
			var got []result
			for _, c := range rules.Children(s, nil) {
				got = append(got, result{c.Move.String(), bao.FormatState(rules, c.State)})
			}
			var legal []result
			for _, m := range rules.Legal(s, nil) {
				u, err := rules.Apply(s, m)
				if err != nil {
					t.Errorf("Apply(%v): %v", m, err)
					continue
				}
				legal = append(legal, result{m.String(), bao.FormatState(rules, u)})
			}
			if diff := cmp.Diff(ex.moves, got, cmp.AllowUnexported(result{})); diff != "" {
				t.Errorf("Children (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(ex.moves, legal, cmp.AllowUnexported(result{})); diff != "" {
				t.Errorf("Legal and Apply (-want +got):\n%s", diff)
			}
			o := rules.Outcome(s)
			if o.Over() != ex.over || o.WinnerText() != ex.winner {
				t.Errorf("Outcome = %v, want over=%v winner=%q", o, ex.over, ex.winner)
			}
			if ex.over && o.Reason != bao.NoLegalMove {
				t.Errorf("Outcome reason = %v, want %v", o.Reason, bao.NoLegalMove)
			}
			if ex.scored && (o.Score != ex.score || !o.Scored) {
				t.Errorf("score = %v, want %v", o.Score, ex.score)
			}
			for mv, want := range ex.after {
				m, u, err := bao.ReadMove(rules, s, mv)
				if err != nil {
					t.Fatal(err)
				}
				if sc := rules.Outcome(u).Score; sc != want {
					t.Errorf("score after %v = %v, want %v", m, sc, want)
				}
			}
			for mv, rule := range ex.illegal {
				_, _, err := bao.ReadMove(rules, s, mv)
				var me *bao.MoveError
				if !errors.As(err, &me) || me.Rule != rule {
					t.Errorf("%s: error %v, want an illegal move by rule %s", mv, err, rule)
				}
			}
		})
	}
}

// TestKG7Period checks the claim of example KG7 with the reference
// implementation: the lap-start state of a6's second lap (A1..A6 = 2 3 0 0
// 5 1, a1..a6 = 3 2 3 2 1 0, two seeds in hand at A3) comes back at the
// start of lap 44 and every 42 laps after that, and at no lap in between.
func TestKG7Period(t *testing.T) {
	s, err := bao.ParseState(rules, "3,1,2,3,2,3/1,2,1,0,5,1 N 12,12")
	if err != nil {
		t.Fatal(err)
	}
	laps := refLapStarts(refFromState(s), 6, 200)
	if len(laps) != 200 {
		t.Fatalf("the move ended after %d laps", len(laps))
	}
	second := laps[1]
	want := refLapState{board: [12]int{2, 3, 0, 0, 5, 1, 3, 2, 3, 2, 1, 0}, bank: [2]int{12, 12}, hand: 2, cur: 2}
	if second != want {
		t.Fatalf("second lap starts with %+v, want %+v", second, want)
	}
	for i, st := range laps {
		lap := i + 1
		repeat := lap >= 2 && (lap-2)%42 == 0
		if (st == second) != repeat {
			t.Errorf("lap %d: equal to lap 2 is %v, want %v", lap, st == second, repeat)
		}
	}
	for i := 0; i < 43; i++ { // no earlier repeat of any state either
		for j := i + 1; j < 43; j++ {
			if laps[i] == laps[j] {
				t.Errorf("laps %d and %d start alike", i+1, j+1)
			}
		}
	}
}
