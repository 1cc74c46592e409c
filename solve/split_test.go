package solve_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/cert"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/solve"
)

// shards solves s in n shards with opts and reads the files back.
func shards(t *testing.T, v bao.Variant, s bao.State, n int, opts solve.Options) (*solve.Split, []*solve.Shard, [][]byte) {
	t.Helper()
	sp, err := solve.NewSplit(v, s, n, opts.MaxPlies)
	if err != nil {
		t.Fatal(err)
	}
	var out []*solve.Shard
	var files [][]byte
	for i := range n {
		var buf bytes.Buffer
		if _, err := solve.New(v, opts).SolveShard(context.Background(), sp, i, &buf); err != nil {
			t.Fatalf("shard %d: %v", i, err)
		}
		sh, err := solve.ReadShard(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("shard %d: %v\n%s", i, err, buf.String())
		}
		out = append(out, sh)
		files = append(files, buf.Bytes())
	}
	return sp, out, files
}

// TestSplit: a solve in 1, 2 or 3 shards, merged, answers as one run
// (value, plies, what is proven, first moves), on endgames of every
// variant bounded in plies, on the toy game's draws, and on the kingulu
// start; a merged win's certificate is checked by package cert.
func TestSplit(t *testing.T) {
	type cas struct {
		v     bao.Variant
		s     bao.State
		plies int
	}
	var cases []cas
	for vi, v := range variants(t) {
		for i, s := range endgames(v, 3, uint64(200+vi)) {
			if i%2 == 0 {
				cases = append(cases, cas{v, s, 8})
			}
		}
	}
	for n := uint8(3); n <= 9; n += 3 {
		cases = append(cases, cas{toy{}, pile(n), 0})
	}
	kingulu := bao.MustLookup("kingulu")
	mid, _ := bao.ParseState(kingulu, "1,2,5S,0,1,5S/5N,1,4,0,3,3 S 10,8")
	cases = append(cases, cas{kingulu, mid, 0})
	if testvec.Long() {
		cases = append(cases, cas{kingulu, kingulu.Start(), 0})
	}
	certs := 0
	for ci, c := range cases {
		opts := solve.Options{Workers: 1, Memory: 64 << 20, MaxPlies: c.plies}
		want := solve.Solve(context.Background(), c.v, c.s, opts)
		for n := 1; n <= 3; n++ {
			sp, shs, _ := shards(t, c.v, c.s, n, opts)
			got, err := solve.MergeShards(sp, shs)
			where := c.v.Name() + " " + bao.FormatState(c.v, c.s)
			if err != nil {
				t.Fatalf("%s, %d shards: %v", where, n, err)
			}
			if d := sameResult(want, got); d != "" {
				t.Errorf("%d %s, %d shards (depth %d, %d positions): one run and merged: %s (%v / %v)", ci, where, n, sp.Depth, len(sp.Frontier), d, want.Moves, got.Moves)
			}
			if got.Value == solve.Win || got.Value == solve.Loss {
				var buf bytes.Buffer
				if err := solve.WriteMergedCertificate(sp, shs, got, &buf); err != nil {
					t.Fatalf("%s, %d shards: %v", where, n, err)
				}
				if _, err := cert.Check(c.v, &buf); err != nil {
					t.Errorf("%s: %v", where, err)
				}
				certs++
			}
		}
	}
	if certs < 10 {
		t.Errorf("only %d merged certificates: the test checks too little", certs)
	}
}

// TestSplitRefused: a shard missing, given twice, of another solve, or cut
// short is refused with an error matching ErrShards.
func TestSplitRefused(t *testing.T) {
	v := bao.MustLookup("kingulu")
	s, _ := bao.ParseState(v, "1,2,5S,0,1,5S/5N,1,4,0,3,3 S 10,8")
	opts := solve.Options{Workers: 1, Memory: 1 << 20}
	sp, shs, files := shards(t, v, s, 3, opts)
	if _, err := solve.MergeShards(sp, shs); err != nil {
		t.Fatal(err)
	}
	_, other, _ := shards(t, v, v.Start(), 3, solve.Options{Workers: 1, Memory: 1 << 20, MaxPlies: 9})
	_, four, _ := shards(t, v, s, 4, opts)
	for name, set := range map[string][]*solve.Shard{
		"missing":  shs[:2],
		"repeated": {shs[0], shs[1], shs[1]},
		"foreign":  {shs[0], shs[1], other[2]},
		"other N":  {shs[0], shs[1], four[2]},
		"none":     nil,
	} {
		if _, err := solve.MergeShards(sp, set); !errors.Is(err, solve.ErrShards) {
			t.Errorf("%s: %v, want ErrShards", name, err)
		}
	}
	for _, cut := range []int{0, 10, len(files[0]) - 3} {
		if _, err := solve.ReadShard(bytes.NewReader(files[0][:cut])); !errors.Is(err, solve.ErrShards) {
			t.Errorf("cut at %d: %v, want ErrShards", cut, err)
		}
	}
}
