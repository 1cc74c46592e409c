package arena

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kingulu"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
)

// TestShards checks that the shards of a run, and a run resumed with From,
// together deliver exactly the records of the whole run.
func TestShards(t *testing.T) {
	c := Config{Variant: bao.MustLookup("kiswahili"), A: "random", B: "greedy", Games: 23, Seed: 11, Openings: 2, Workers: 2}
	whole, _, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{2, 3, 5} {
		got := make([]*Record, c.Games)
		for i := range n {
			s := c
			s.Shard, s.Shards = i, n
			if s.Units() != (c.Games-i+n-1)/n {
				t.Errorf("shard %d/%d: %d units", i, n, s.Units())
			}
			recs, sum, err := Play(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Games != len(recs) {
				t.Errorf("shard %d/%d: summary of %d games, %d records", i, n, sum.Games, len(recs))
			}
			for _, r := range recs {
				if r.Game%n != i || got[r.Game] != nil {
					t.Fatalf("shard %d/%d delivers game %d", i, n, r.Game)
				}
				got[r.Game] = &r
			}
		}
		for g, r := range got {
			if r == nil || !bytes.Equal(r.AppendJSON(nil), whole[g].AppendJSON(nil)) {
				t.Errorf("%d shards: game %d differs from the whole run's", n, g)
			}
		}
	}
	s := c
	s.From, s.Shard, s.Shards = 17, 1, 2
	recs, _, err := Play(context.Background(), s)
	if err != nil || len(recs) != 3 || recs[0].Game != 17 || recs[2].Game != 21 {
		t.Fatalf("From 17, shard 1/2: %d records, %v", len(recs), err)
	}
	for _, bad := range []Config{
		{Options: Options{Shard: 2, Shards: 2}}, {Options: Options{Shard: -1}}, {Options: Options{Shard: 1}}, {Options: Options{From: -1}},
		{Options: Options{Match: true, Shards: 2}}, {Options: Options{Match: true, From: 1}},
		{Workers: MaxWorkers + 1}, {Options: Options{MatchGames: MaxMatchGames + 1}}, {Openings: MaxOpenings + 1},
		{MaxPlies: MaxPliesLimit + 1}, {Options: Options{LegalEvery: -1}},
	} {
		bad.Variant, bad.A, bad.B, bad.Games = c.Variant, "random", "random", 4
		if _, err := Run(context.Background(), bad, nil); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

// TestOpenings checks the random openings: recorded, shared by games 2i
// and 2i+1, the same with any number of workers, and cut short by the end
// of the game.
func TestOpenings(t *testing.T) {
	c := Config{Variant: bao.MustLookup("kiswahili"), A: "greedy", B: "alphabeta(depth=1)", Games: 8, Seed: 5, Openings: 6, Workers: 1}
	recs, _, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < len(recs); i += 2 {
		a, b := recs[i], recs[i+1]
		if a.Opening != 6 || b.Opening != 6 || strings.Join(a.Moves[:6], " ") != strings.Join(b.Moves[:6], " ") {
			t.Errorf("games %d and %d: openings %d %v and %d %v", i, i+1, a.Opening, a.Moves[:6], b.Opening, b.Moves[:6])
		}
		if i > 0 && strings.Join(a.Moves[:6], " ") == strings.Join(recs[i-2].Moves[:6], " ") {
			t.Errorf("games %d and %d have the same opening", i-2, i)
		}
		if line := string(a.AppendJSON(nil)); !strings.Contains(line, `"north":"alphabeta(depth=1,nodes=200000)","opening":6,"moves":[`) {
			t.Errorf("record: %s", line)
		}
	}
	c.Workers = 3
	if a, b := encode(t, c), encodeRecs(recs); !bytes.Equal(a, b) {
		t.Error("openings differ between 1 and 3 workers")
	}
	// Greedy players do not draw the moves of the opening: without it
	// the games are others.
	c.Openings = 0
	if other, _, _ := Play(context.Background(), c); strings.Join(other[0].Moves, " ") == strings.Join(recs[0].Moves, " ") {
		t.Error("the opening changed nothing")
	}
	// An opening longer than the game: every move is random.
	recs, _, err = Play(context.Background(), Config{Variant: nim{pile: 5, two: true}, A: "greedy", B: "greedy", Games: 4, Openings: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if r.Opening != r.Plies {
			t.Errorf("game %d: opening %d of %d plies", r.Game, r.Opening, r.Plies)
		}
	}
}

func encodeRecs(recs []Record) []byte {
	var b []byte
	for _, r := range recs {
		b = r.AppendJSON(b)
	}
	return b
}

// TestLegalEvery checks that counting the legal moves in some positions
// only changes nothing but the count, and that the count is a fair sample.
func TestLegalEvery(t *testing.T) {
	c := Config{Variant: bao.MustLookup("kiswahili"), A: "random", B: "random", Games: 300, Seed: 2, Workers: 2}
	all, sumAll, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	c.LegalEvery = 8
	some, sum, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(encodeRecs(all), encodeRecs(some)) {
		t.Fatal("LegalEvery changed the games")
	}
	if sumAll.LegalCounted != sumAll.Positions || sumAll.LegalSE() != 0 {
		t.Errorf("every position: %d counted of %d", sumAll.LegalCounted, sumAll.Positions)
	}
	// About one position in 8 is counted, and the mean is within four
	// standard errors of the exact one.
	if n, want := sum.LegalCounted, sum.Positions/8; n < want*9/10 || n > want*11/10 {
		t.Errorf("%d positions counted of %d", n, sum.Positions)
	}
	if d := sum.MeanLegal() - sumAll.MeanLegal(); d*d > 16*sum.LegalSE()*sum.LegalSE() || sum.LegalSE() == 0 {
		t.Errorf("sampled mean %.3f ± %.3f, exact %.3f", sum.MeanLegal(), sum.LegalSE(), sumAll.MeanLegal())
	}
	if !strings.Contains(sum.Text(false), "per position (counted in 1 position in 8, ") {
		t.Errorf("summary:\n%s", sum.Text(false))
	}
}

// TestStop checks that closing Config.Stop delivers every game started, in
// order, and returns ErrStopped.
func TestStop(t *testing.T) {
	for _, w := range []int{1, 3} {
		stop := make(chan struct{})
		n := 0
		c := Config{Variant: bao.MustLookup("kiswahili"), A: "random", B: "random", Games: 100000, Workers: w, Stop: stop}
		sum, err := Run(context.Background(), c, func(r *Record) error {
			if r.Game != n {
				t.Fatalf("record %d is game %d", n, r.Game)
			}
			if n++; n == 10 {
				close(stop)
			}
			return nil
		})
		if !errors.Is(err, ErrStopped) || n < 10 || n > 10+WindowPerWorker*w || sum.Games != n {
			t.Errorf("%d workers: %v after %d games (summary %d)", w, err, n, sum.Games)
		}
	}
}

// TestReplay checks that Replay gives the record of a game of a run.
func TestReplay(t *testing.T) {
	c := Config{Variant: bao.MustLookup("kete"), A: "random", B: "greedy", Games: 6, Seed: 8, Openings: 3}
	recs, _, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []int{0, 3, 5} {
		r, err := Replay(context.Background(), c, g)
		if err != nil || !bytes.Equal(r.AppendJSON(nil), recs[g].AppendJSON(nil)) {
			t.Errorf("game %d does not replay: %v", g, err)
		}
	}
}

// TestAppendJSON checks the hand-written JSON against encoding/json.
func TestAppendJSON(t *testing.T) {
	m := 3
	for _, r := range []Record{
		{Line: record.Line{Game: 12, Variant: "kiswahili(takasia=off)", Seed: 1<<64 - 1, South: "alphabeta(depth=4)", North: "random", Moves: []string{"A6>*", "a6<**", "A2>#"}, Plies: 3, Winner: "S", Reason: "front row empty", Final: "1,2/3 N 0,0 - -"}},
		{Line: record.Line{Variant: `odd "quoted" \ name` + "\n\t\u2028é\xff<>&", Moves: []string{}, Opening: 4, Match: &m}},
		{Line: record.Line{Moves: nil}},
	} {
		if got, want := r.AppendJSON(nil), r.appendJSONPlain(nil); !bytes.Equal(got, want) {
			t.Errorf("AppendJSON:\n%s\nencoding/json:\n%s", got, want)
		}
	}
}

// TestChildChooser checks that the random player's ChooseChild draws the
// move Choose draws with the same seed, with the state Apply gives, and
// that AnnotateOutcome given the outcome is Annotate, on random games of
// every kind of variant.
func TestChildChooser(t *testing.T) {
	ctx := context.Background()
	for _, v := range []bao.Variant{bao.MustLookup("kiswahili"), bao.MustLookup("kete"), bao.MustLookup("kingulu"), nim{pile: 9, two: true}} {
		for seed := range uint64(20) {
			a, b := player.NewRandom(seed), player.NewRandom(0)
			b.Reseed(seed)
			s := v.Start()
			for ply := 0; ply < 300; ply++ {
				m, err1 := a.Choose(ctx, v, s)
				c, err2 := b.ChooseChild(ctx, v, s)
				if err1 != nil || err2 != nil {
					if !errors.Is(err1, player.ErrNoMove) || !errors.Is(err2, player.ErrNoMove) || !v.Outcome(s).Over() {
						t.Fatalf("%s: %v, %v at the end", v.Name(), err1, err2)
					}
					break
				}
				want, err := v.Apply(s, m)
				if err != nil || c.Move != m || c.State != want {
					t.Fatalf("%s seed %d ply %d: Choose %v, ChooseChild %v", v.Name(), seed, ply, m, c.Move)
				}
				if n, o := bao.Annotate(v, s, m, want), bao.AnnotateOutcome(v, s, m, want, v.Outcome(want)); n != o {
					t.Fatalf("%s: %v annotated %q, %q given the outcome", v.Name(), m, n, o)
				}
				s = want
			}
		}
	}
}
