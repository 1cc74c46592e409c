package arena

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/bao-games/bao"
)

// TestBlockShards checks that shards taking blocks of games (Config.Block)
// play exactly the games of the whole run between them, each in its
// blocks, in game order.
func TestBlockShards(t *testing.T) {
	c := Config{Variant: bao.MustLookup("kingulu"), A: "random", B: "greedy", Games: 23, Seed: 5, Openings: 2, Workers: 2}
	whole, _, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range []int{2, 4, 6, 30} {
		for _, n := range []int{1, 2, 3, 5} {
			got := make([]*Record, c.Games)
			for i := range n {
				s := c
				s.Shard, s.Shards, s.Block = i, n, b
				recs, _, err := Play(context.Background(), s)
				if err != nil {
					t.Fatal(err)
				}
				if len(recs) != s.Units() {
					t.Errorf("block %d, shard %d/%d: %d records, %d units", b, i, n, len(recs), s.Units())
				}
				last := -1
				for _, r := range recs {
					if (r.Game/b)%n != i || got[r.Game] != nil || r.Game <= last {
						t.Fatalf("block %d, shard %d/%d delivers game %d (after %d)", b, i, n, r.Game, last)
					}
					last = r.Game
					got[r.Game] = &r
				}
			}
			for g, r := range got {
				if r == nil || !bytes.Equal(r.AppendJSON(nil), whole[g].AppendJSON(nil)) {
					t.Errorf("block %d, %d shards: game %d differs from the whole run's", b, n, g)
				}
			}
		}
	}
	// From skips the games below it: a shard resumed plays the rest of
	// its games.
	for _, from := range []int{0, 1, 5, 8, 13, 22, 23, 30} {
		for i := range 3 {
			s := c
			s.Shard, s.Shards, s.Block, s.From = i, 3, 4, from
			recs, _, err := Play(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			var want []int
			for g := from; g < c.Games; g++ {
				if (g/4)%3 == i {
					want = append(want, g)
				}
			}
			var got []int
			for _, r := range recs {
				got = append(got, r.Game)
			}
			if fmt.Sprint(got) != fmt.Sprint(want) || s.Units() != len(want) {
				t.Errorf("block 4, shard %d/3, from %d: games %v (%d units), want %v", i, from, got, s.Units(), want)
			}
		}
	}
}
