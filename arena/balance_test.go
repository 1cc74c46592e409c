package arena

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kujifunza"
	"github.com/bao-games/bao/rating"
	"github.com/bao-games/bao/solve"
)

// minimaxWin is a plain bounded minimax, independent of package solve:
// whether p can force a win from s within d plies.
func minimaxWin(v bao.Variant, s bao.State, p bao.Player, d int) bool {
	if o := v.Outcome(s); o.Over() {
		return o.Result == bao.Won && o.Winner == p
	}
	if d == 0 {
		return false
	}
	kids := bao.Children(v, s, nil)
	if len(kids) == 0 {
		return false
	}
	for _, k := range kids {
		w := minimaxWin(v, k.State, p, d-1)
		if s.Side == p && w {
			return true
		}
		if s.Side != p && !w {
			return false
		}
	}
	return s.Side != p
}

// The openings DrawOpenings keeps have no forced win within the horizon
// for either side, and those it rejects (with a budget that always
// suffices) have one, by a plain minimax; the kept ones are the first that
// pass, in the order of the candidates.
func TestDrawOpeningsMinimax(t *testing.T) {
	for _, tc := range []struct {
		variant         string
		openings, plies int
		n               int
	}{
		{"kingulu", 12, 6, 10},
		{"kujifunza", 4, 3, 12},
	} {
		v := bao.MustLookup(tc.variant)
		b := Balance{Plies: tc.plies, Nodes: 1 << 40}
		d, err := DrawOpenings(context.Background(), v, 7, tc.openings, b, tc.n, 2)
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Pairs) != tc.n || d.Drawn != tc.n+d.Rejected || d.Pairs[tc.n-1] != d.Drawn-1 || d.Unproven != 0 {
			t.Fatalf("%s: %+v", tc.variant, d)
		}
		t.Logf("%s: %d drawn, %d rejected", tc.variant, d.Drawn, d.Rejected)
		for k := range d.Drawn {
			s, live, err := OpeningState(v, tc.openings, OpeningSeed(7, k))
			if err != nil {
				t.Fatal(err)
			}
			balanced := live && !minimaxWin(v, s, bao.South, tc.plies) && !minimaxWin(v, s, bao.North, tc.plies)
			if kept := slices.Contains(d.Pairs, k); kept != balanced {
				t.Errorf("%s: candidate %d (%s, live %v): kept %v, minimax says balanced %v", tc.variant, k, bao.FormatState(v, s), live, kept, balanced)
			}
		}
		if d.Rejected == 0 {
			t.Errorf("%s: nothing rejected: the test checks no rejection", tc.variant)
		}
	}
}

// A proof that does not finish within the node budget rejects the opening;
// a bad horizon is an error.
func TestBalanceBudget(t *testing.T) {
	v := bao.MustLookup("kingulu")
	ok, r, err := Balance{Plies: 30, Nodes: 100}.Holds(context.Background(), v, v.Start())
	if err != nil || ok || !errors.Is(r.Err, solve.ErrNodes) {
		t.Errorf("start, 30 plies, 100 nodes: %v %v %v", ok, r.Err, err)
	}
	if r.Nodes > 100 {
		t.Errorf("100 nodes allowed, %d expanded", r.Nodes)
	}
	for _, p := range []int{-1, MaxBalancePlies + 1} {
		if _, _, err := (Balance{Plies: p}).Holds(context.Background(), v, v.Start()); err == nil {
			t.Errorf("%d plies: no error", p)
		}
	}
	if d, err := DrawOpenings(context.Background(), v, 1, 4, Balance{Plies: 30, Nodes: 10}, 1, 1); err == nil || d.Unproven < d.Drawn/2 || d.Rejected != d.Drawn || d.Drawn != 2*MaxDrawsPerOpening {
		t.Errorf("no opening can be proved: %v, %+v", err, d)
	}
	if _, err := DrawOpenings(context.Background(), v, 1, 0, Balance{Plies: 30, Nodes: 1000}, 5, 1); err == nil {
		t.Error("openings of 0 plies, the start not balanced: no error")
	}
	if d, err := DrawOpenings(context.Background(), v, 1, 0, Balance{Plies: 4}, 5, 1); err != nil || d.Drawn != 5 || d.Rejected != 0 || !slices.Equal(d.Pairs, []int{0, 1, 2, 3, 4}) {
		t.Errorf("openings of 0 plies, the start balanced: %+v, %v", d, err)
	}
	for _, c := range []Config{{Options: Options{Match: true, Balanced: Balance{Plies: 4}}}, {Options: Options{Balanced: Balance{Plies: -2}}}} {
		c.Variant, c.A, c.B, c.Games = v, "random", "random", 2
		if _, err := Run(context.Background(), c, nil); err == nil {
			t.Errorf("%+v: no error", c)
		}
	}
}

// A run on balanced openings is the same whatever the number of workers
// and shards, and opening i is candidate Pairs[i]: the opening of games
// 2k and 2k+1 of the run without balancing.
func TestBalancedRunReproducible(t *testing.T) {
	v := bao.MustLookup("kingulu")
	c := Config{Variant: v, A: "random", B: "greedy", Games: 13, Seed: 7, Openings: 12, Workers: 1, Options: Options{Balanced: Balance{Plies: 6}}}
	whole, sum, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Balancing == nil || sum.Balancing.Drawn != 7+sum.Balancing.Rejected || sum.Balancing.Rejected == 0 {
		t.Fatalf("balancing %+v", sum.Balancing)
	}
	d, err := DrawOpenings(context.Background(), v, c.Seed, c.Openings, c.Balanced, 7, 1)
	if err != nil {
		t.Fatal(err)
	}
	free := c
	free.Balanced, free.Games = Balance{}, 2*d.Drawn
	plain, _, err := Play(context.Background(), free)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range whole {
		if want := plain[2*d.Pairs[r.Game/2]].Moves[:c.Openings]; !slices.Equal(r.Moves[:c.Openings], want) {
			t.Errorf("game %d: opening %v, want candidate %d's %v", r.Game, r.Moves[:c.Openings], d.Pairs[r.Game/2], want)
		}
	}
	c.Workers = 3
	many, sum3, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if *sum3.Balancing != *sum.Balancing || len(many) != len(whole) {
		t.Fatalf("3 workers: %+v, %d games", sum3.Balancing, len(many))
	}
	for i := range whole {
		if !bytes.Equal(whole[i].AppendJSON(nil), many[i].AppendJSON(nil)) {
			t.Errorf("game %d differs with 3 workers", i)
		}
	}
	for i := range 3 {
		s := c
		s.Shard, s.Shards, s.Workers = i, 3, 2
		recs, ss, err := Play(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		// A shard counts the candidates up to the last opening it played.
		last := recs[len(recs)-1].Game / 2
		if b := ss.Balancing; b.Drawn != d.Pairs[last]+1 || b.Rejected != b.Drawn-last-1 {
			t.Errorf("shard %d, last opening %d: %+v", i, last, ss.Balancing)
		}
		for _, r := range recs {
			if !bytes.Equal(r.AppendJSON(nil), whole[r.Game].AppendJSON(nil)) {
				t.Errorf("shard %d/3: game %d differs", i, r.Game)
			}
		}
	}
	r, err := Replay(context.Background(), c, 11)
	if err != nil || !bytes.Equal(r.AppendJSON(nil), whole[11].AppendJSON(nil)) {
		t.Errorf("Replay of game 11: %v", err)
	}
}

// A tournament on balanced openings: the same records whatever the
// workers, every pairing on the run's balanced openings.
func TestBalancedTournament(t *testing.T) {
	c := TournamentConfig{Variant: bao.MustLookup("kingulu"), Players: []string{"random", "greedy", "alphabeta(depth=1)"}, Games: 6, Openings: 12, Seed: 7, Balanced: Balance{Plies: 6}, Workers: 1}
	recs, a, st := playTournament(t, c)
	c.Workers = 2
	_, b, st2 := playTournament(t, c)
	if !bytes.Equal(a, b) || st.Balancing == nil || *st.Balancing != *st2.Balancing {
		t.Errorf("records or balancing differ between 1 and 2 workers: %+v %+v", st.Balancing, st2.Balancing)
	}
	run, _, err := Play(context.Background(), Config{Variant: c.Variant, A: "random", B: "random", Games: c.Games, Seed: c.Seed, Openings: c.Openings, Options: Options{Balanced: c.Balanced}})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if want := run[2*r.Round].Moves[:c.Openings]; !slices.Equal(r.Moves[:c.Openings], want) {
			t.Errorf("game %d: opening %v, Run's %v", r.Game, r.Moves[:c.Openings], want)
		}
	}
	rep, err := NewReport(st, rating.Config{Reps: 20, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains([]byte(rep.Text(false)), []byte(st.Balancing.String())) {
		t.Errorf("the report does not say how many openings were drawn:\n%s", rep.Text(false))
	}
}

// Closing the run's Stop stops the balanced openings' proofs at once,
// with ErrStopped: a proof is not a game in progress.
func TestBalanceStop(t *testing.T) {
	stop := make(chan struct{})
	c := Config{Variant: bao.MustLookup("kiswahili"), A: "random", B: "random", Games: 2, Openings: 4, Seed: 1, Workers: 1}
	c.Balanced, c.Stop = Balance{Plies: 30, Nodes: 30_000_000}, stop
	if err := c.setDrawer(); err != nil {
		t.Fatal(err)
	}
	time.AfterFunc(200*time.Millisecond, func() { close(stop) })
	start := time.Now()
	_, err := c.openingSeed(context.Background(), 0)
	if !errors.Is(err, ErrStopped) || time.Since(start) > 1200*time.Millisecond {
		t.Errorf("after %v: %v, want ErrStopped within a second of the stop", time.Since(start), err)
	}
}
