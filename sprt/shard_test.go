package sprt

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/rating"
)

// shardLines plays every shard of c (c.Shards of them) and returns the
// record lines of each.
func shardLines(t *testing.T, c Config) [][]string {
	t.Helper()
	out := make([][]string, c.Shards)
	for i := range c.Shards {
		s := c
		s.Shard = i
		if _, err := RunShard(context.Background(), s, func(r *arena.Record) error {
			if (r.Game/2/c.batch())%c.Shards != i {
				t.Fatalf("shard %d/%d plays game %d, of batch %d", i, c.Shards, r.Game, r.Game/2/c.batch())
			}
			out[i] = append(out[i], string(r.AppendJSON(nil)))
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// tallyOf returns the result of a Tally of c over the lines of the files.
func tallyOf(t *testing.T, c Config, files ...[]string) *Result {
	t.Helper()
	tl, err := NewTally(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if partial, err := tl.Read(strings.NewReader(strings.Join(f, ""))); err != nil || partial {
			t.Fatal(err)
		}
	}
	return tl.Result()
}

// TestShardsVerdict: the shards of a test, their records read by a Tally
// in any order, give the verdict, counts and LLR of Run with the same
// Config and batches, whatever the number of shards; shards missing leave
// the Tally waiting for their first game.
func TestShardsVerdict(t *testing.T) {
	for _, batch := range []int{0, 1, 3} {
		c := Config{
			Test:    Test{Elo0: 0, Elo1: 150, Alpha: 0.05, Beta: 0.05},
			Variant: bao.MustLookup("kingulu"), A: "greedy", B: "random",
			Openings: 2, MaxGames: 200, Seed: 7, Workers: 2, Batch: batch,
		}
		one, lines, err := runLines(t, c)
		if err != nil {
			t.Fatal(err)
		}
		if one.Verdict == None || one.Games%(2*c.batch()) != 0 || (batch > 0) != strings.Contains(mustJSON(t, one), `"batches":`) {
			t.Fatalf("batch %d: Run: verdict %s after %d games; %s", batch, one.Verdict, one.Games, mustJSON(t, one))
		}
		if got := tallyOf(t, c, lines); !sameState(got, one) || got.Waiting {
			t.Errorf("batch %d: Tally of Run's records: %+v, want %+v", batch, got, one)
		}
		for _, n := range []int{1, 2, 3} {
			c.Shards = n
			files := shardLines(t, c)
			// Every shard played its share of all MaxGames games.
			total := 0
			for _, f := range files {
				total += len(f)
			}
			if total != c.MaxGames {
				t.Errorf("batch %d, %d shards: %d games, want %d", batch, n, total, c.MaxGames)
			}
			for k := range files { // any order
				j := (k + 1) % n
				files[k], files[j] = files[j], files[k]
			}
			got := tallyOf(t, c, files...)
			if !sameState(got, one) || got.Batch != c.batch() || got.Batches != one.Games/2/c.batch() {
				t.Errorf("batch %d, %d shards: %s\nwant Run's %s", batch, n, mustJSON(t, got), mustJSON(t, one))
			}
			if n > 1 {
				part := tallyOf(t, c, files[1:]...)
				if !part.Waiting || part.Verdict != None && part.Games >= one.Games {
					t.Errorf("batch %d, %d shards, one left out: %+v", batch, n, part)
				}
			}
		}
	}
}

func mustJSON(t *testing.T, res *Result) string {
	b, err := res.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// sameState reports whether a and b are the same state of a test.
func sameState(a, b *Result) bool {
	return a.Verdict == b.Verdict && a.Games == b.Games && a.Pairs.Pentanomial == b.Pairs.Pentanomial &&
		a.Pairs.Decided == b.Pairs.Decided && a.LLR == b.LLR && a.A == b.A && a.B == b.B
}

// A Tally refuses a record of another test, a game twice, and a game
// beyond the test; the errors name the line.
func TestTallyRefuses(t *testing.T) {
	c := Config{
		Test:    Test{Elo0: 0, Elo1: 150, Alpha: 0.05, Beta: 0.05},
		Variant: bao.MustLookup("kingulu"), A: "greedy", B: "random",
		Openings: 2, MaxGames: 8, Seed: 7, Workers: 1,
	}
	_, lines, err := runLines(t, Config{Test: c.Test, Variant: c.Variant, A: c.A, B: c.B, Openings: 2, MaxGames: 8, Seed: 7, Workers: 1, Batch: 4})
	if err != nil || len(lines) != 8 {
		t.Fatalf("%d lines, %v", len(lines), err)
	}
	_, foreign, err := runLines(t, Config{Test: c.Test, Variant: c.Variant, A: c.A, B: c.B, Openings: 2, MaxGames: 2, Seed: 8, Workers: 1, Batch: 4})
	if err != nil {
		t.Fatal(err)
	}
	// The same records again are left out.
	tl, err := NewTally(c)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tl.Read(strings.NewReader(strings.Join(append(lines[:4:4], lines...), ""))); err != nil {
		t.Errorf("records read twice: %v", err)
	}
	if got := tl.Result(); got.Games != 8 || got.Waiting {
		t.Errorf("records read twice: %+v", got)
	}
	// A partial last line is left out: its game is missing.
	tl, _ = NewTally(c)
	if partial, err := tl.Read(strings.NewReader(lines[0] + strings.TrimSuffix(lines[1], "\n"))); err != nil || !partial {
		t.Errorf("a partial last line: %v, partial %v", err, partial)
	}
	if got := tl.Result(); !got.Waiting || got.Missing != 1 {
		t.Errorf("a partial last line: %+v", got)
	}
	small := c
	small.MaxGames = 4
	for _, k := range []struct {
		c     Config
		lines []string
		want  string
	}{
		{c, []string{lines[0], lines[1], strings.Replace(lines[0], `"game":0`, `"game":0 `, 1), lines[1], strings.Replace(lines[1], `"plies"`, `"opening":0,"plies"`, 1)}, "line 5: game 1 again, with another record"},
		{c, []string{lines[1], foreign[0]}, "line 2: not a game of this test: game 0:"},
		{small, lines[:5], "line 5: game 4: the test has 4 games at most"},
		{c, []string{lines[0], "{\n"}, "line 2 is not a record"},
	} {
		tl, err := NewTally(k.c)
		if err != nil {
			t.Fatal(err)
		}
		_, err = tl.Read(strings.NewReader(strings.Join(k.lines, "")))
		if err == nil || !strings.Contains(err.Error(), k.want) {
			t.Errorf("error %v, want %q", err, k.want)
		}
	}
}

// simulateBatched runs the test c on pairs drawn from p, looking at the
// counts only at c's batch boundaries (Config.boundary, as Run and Tally
// do), without a limit, and returns the verdict and the pairs played.
func simulateBatched(c Config, p [5]float64, rng *rand.Rand) (Verdict, int) {
	var penta [5]int
	for n := 1; ; n++ {
		u := rng.Float64()
		k := 0
		for k < 4 && u >= p[k] {
			u -= p[k]
			k++
		}
		penta[k]++
		if c.boundary(n) {
			if v := c.Test.Verdict(c.Test.LLR(penta)); v != None {
				return v, n
			}
		}
	}
}

// TestBatchedErrorRates: a test that looks at its counts only at batch
// boundaries (that of shards, Tally) keeps its error rates near the
// nominal ones: with true Elo at Elo0 it accepts H1 with probability
// about alpha, at Elo1 H0 with probability about beta, with batches of 1,
// 4 and 10 pairs (the test's mean length is some 120 pairs: a batch is
// up to a twelfth of it). Looking less often only lowers them (the LLR
// overshoots the bounds more): each must be at most three standard errors
// above the nominal rate and at least 70% of it. Everyday 1500 runs per case; long (BAO_LONG=1) 8000.
func TestBatchedErrorRates(t *testing.T) {
	runs := 1500
	if os.Getenv("BAO_LONG") == "1" {
		runs = 8000
	}
	tt := Test{Elo0: 0, Elo1: 30, Alpha: 0.05, Beta: 0.1}
	base := [5]float64{0.05, 0.2, 0.5, 0.2, 0.05}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, batch := range []int{1, 4, 10} {
		c := Config{Test: tt, Batch: batch, MaxGames: arena.MaxGames}
		for _, k := range []struct {
			elo   float64
			wrong Verdict
			rate  float64
		}{{tt.Elo0, H1, tt.Alpha}, {tt.Elo1, H0, tt.Beta}} {
			p := tilted(base, rating.Expected(k.elo))
			got, mean := errorRate(c, p, k.wrong, runs, rng)
			se := math.Sqrt(k.rate * (1 - k.rate) / float64(runs))
			t.Logf("batch %d, true Elo %v: %s accepted in %.4f of %d runs (nominal %v), mean %.0f pairs", batch, k.elo, k.wrong, got, runs, k.rate, mean)
			if got > k.rate+3*se || got < 0.7*k.rate {
				t.Errorf("batch %d, true Elo %v: %s accepted in %.4f of the runs, want at most %v + %.4f and at least %v", batch, k.elo, k.wrong, got, k.rate, 3*se, 0.7*k.rate)
			}
		}
	}
}

// The batch boundaries: every Batch pairs, and the last pair of MaxGames
// games, in a short last batch; every pair without batches.
func TestBoundary(t *testing.T) {
	for _, k := range []struct {
		batch, maxGames int
		want            []int
	}{
		{4, 20, []int{4, 8, 10}},
		{0, 8, []int{1, 2, 3, 4}},
		{1, 6, []int{1, 2, 3}},
		{5, 6, []int{3}},
	} {
		c := Config{Batch: k.batch, MaxGames: k.maxGames}
		var got []int
		for p := 1; 2*p <= k.maxGames; p++ {
			if c.boundary(p) {
				got = append(got, p)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(k.want) {
			t.Errorf("batch %d, %d games: boundaries after pairs %v, want %v", k.batch, k.maxGames, got, k.want)
		}
	}
}

// A shard resumed from the first records of its file (Resume, RunShard
// from there) ends with the file of an uninterrupted shard; the file of
// another shard or test is refused.
func TestShardResume(t *testing.T) {
	c := Config{
		Test:    Test{Elo0: 0, Elo1: 150, Alpha: 0.05, Beta: 0.05},
		Variant: bao.MustLookup("kingulu"), A: "greedy", B: "random",
		Openings: 2, MaxGames: 30, Seed: 7, Workers: 2, Batch: 2, Shard: 1, Shards: 3,
	}
	full := shardLines(t, Config{Test: c.Test, Variant: c.Variant, A: c.A, B: c.B, Openings: 2, MaxGames: 30, Seed: 7, Workers: 2, Batch: 2, Shards: 3})
	whole := strings.Join(full[1], "")
	for _, k := range []int{0, 1, 3, 4, len(full[1])} {
		kept := strings.Join(full[1][:k], "")
		if k < len(full[1]) {
			kept += full[1][k][:10] // a partial last line
		}
		s := c
		from, keep, err := s.Resume(strings.NewReader(kept))
		if err != nil || keep != int64(len(strings.Join(full[1][:k], ""))) || s.From != from {
			t.Fatalf("%d kept: from %d, keep %d, %v", k, from, keep, err)
		}
		var rest strings.Builder
		if _, err := RunShard(context.Background(), s, func(r *arena.Record) error { return r.WriteJSON(&rest) }); err != nil {
			t.Fatal(err)
		}
		if got := kept[:keep] + rest.String(); got != whole {
			t.Errorf("%d kept, resumed from game %d:\n%s\nwant\n%s", k, from, got, whole)
		}
	}
	other := c
	if _, _, err := other.Resume(strings.NewReader(strings.Join(full[0], ""))); err == nil {
		t.Error("shard 0's file resumed as shard 1's: no error")
	}
	other.Seed = 8
	if _, _, err := other.Resume(strings.NewReader(whole)); err == nil {
		t.Error("a file of another seed resumed: no error")
	}
}
