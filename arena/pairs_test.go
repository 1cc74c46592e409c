package arena

import (
	"context"
	"testing"

	"github.com/bao-games/bao"
)

// pairsOf counts the game pairs of recs, games 2i and 2i+1 of one run, by
// hand: A's points from the seats of the seat rule.
func pairsOf(recs []*Record) (penta [5]int, decided int) {
	byGame := map[int]*Record{}
	for _, r := range recs {
		byGame[r.Game] = r
	}
	half := func(r *Record) int {
		a := "S"
		if SeatOfA(r.Game) == bao.North {
			a = "N"
		}
		switch r.Winner {
		case "draw":
			return 1
		case a:
			return 2
		}
		return 0
	}
	for _, r := range recs {
		s, ok := byGame[r.Game+1]
		if r.Game%2 != 0 || !ok {
			continue
		}
		penta[half(r)+half(s)]++
		if r.Winner != "draw" && r.Winner == s.Winner {
			decided++
		}
	}
	return penta, decided
}

// The summary of a run counts its game pairs, and a shard or an
// interrupted run counts only the pairs it holds whole.
func TestSummaryPairs(t *testing.T) {
	v := bao.MustLookup("kingulu")
	c := Config{Variant: v, A: "greedy", B: "random", Games: 41, Seed: 3, Openings: 2, Workers: 2}
	recs, sum, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	var ps []*Record
	for i := range recs {
		ps = append(ps, &recs[i])
	}
	penta, decided := pairsOf(ps)
	if sum.Pairs.Pentanomial != penta || sum.Pairs.Decided != decided || sum.Pairs.Pairs() != 20 {
		t.Errorf("pairs %v decided %d, want %v %d (20 pairs)", sum.Pairs.Pentanomial, sum.Pairs.Decided, penta, decided)
	}
	if decided == 0 || decided > penta[2] {
		t.Errorf("decided %d of %v: want some, and only split pairs", decided, penta)
	}
	// Shard 1 of 3 holds games 1, 4, 7, ...: of pair (k, k+1) only when
	// k is 3j+1 and even, never both.
	c.Shard, c.Shards = 1, 3
	_, sum, err = Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Pairs.Pairs() != 0 {
		t.Errorf("shard 1/3: %v pairs, want none", sum.Pairs.Pentanomial)
	}
	// Match mode has no pairs.
	_, sum, err = Play(context.Background(), Config{Variant: bao.MustLookup("kete"), A: "greedy", B: "random", Games: 4, Seed: 1, Options: Options{Match: true}})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Pairs.Pairs() != 0 {
		t.Errorf("match mode: %v pairs", sum.Pairs.Pentanomial)
	}
}

// Every pairing of a tournament counts its pairs, those of its games by
// hand, and the units rating.Estimate resamples carry the opening.
func TestTournamentPairs(t *testing.T) {
	c := TournamentConfig{Variant: bao.MustLookup("kingulu"), Players: []string{"random", "greedy", "alphabeta(depth=1)"}, Games: 12, Openings: 3, Seed: 5, Workers: 2}
	byPairing := map[int][]*Record{}
	st, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error {
		byPairing[r.Pairing] = append(byPairing[r.Pairing], &r.Clone().Record)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for k, p := range st.Pairings {
		penta, decided := pairsOf(byPairing[k])
		if p.Pairs.Pentanomial != penta || p.Pairs.Decided != decided || p.Pairs.Pairs() != 6 {
			t.Errorf("pairing %d: %v decided %d, want %v %d", k, p.Pairs.Pentanomial, p.Pairs.Decided, penta, decided)
		}
		for i, u := range p.Units {
			if u.Opening != i+1 || u.Games != 2 {
				t.Errorf("pairing %d: unit %d is %+v, want opening %d, 2 games", k, i, u, i+1)
			}
		}
	}
}
