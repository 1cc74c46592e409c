package solve_test

import (
	"bytes"
	"context"
	"slices"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/solve"
)

// sameResult reports how two results of the same question differ, or "".
func sameResult(a, b solve.Result) string {
	switch {
	case a.Value != b.Value || a.Plies != b.Plies || a.Winner != b.Winner:
		return "values " + a.Proven() + " and " + b.Proven()
	case a.NoWin != b.NoWin:
		return "proven " + a.Proven() + " and " + b.Proven()
	case !slices.Equal(a.Moves, b.Moves):
		return "first moves differ"
	case (a.Err == nil) != (b.Err == nil):
		return "errors differ"
	}
	return ""
}

// TestTwin: the compact table answers exactly as its plain twin (the
// first table, keyed by the whole State) on endgames of every variant,
// with one worker and two, with -all, and with a table small enough to
// replace entries; and writes the same certificates, byte for byte.
func TestTwin(t *testing.T) {
	const depth = 6
	decided := 0
	for vi, v := range variants(t) {
		for i, s := range endgames(v, 6, uint64(100+vi)) {
			for _, o := range []solve.Options{
				{Memory: 1 << 20, Workers: 1, MaxPlies: depth},
				{Memory: 1 << 12, Workers: 2, MaxPlies: depth, All: i%4 == 0},
			} {
				a := solve.Solve(context.Background(), v, s, solve.Plain(o))
				b := solve.Solve(context.Background(), v, s, o)
				if d := sameResult(a, b); d != "" {
					t.Errorf("%s %s %+v: plain and compact: %s", v.Name(), bao.FormatState(v, s), o, d)
				}
				if a.Value == solve.Win || a.Value == solve.Loss {
					decided++
				}
			}
		}
	}
	if decided < 50 {
		t.Errorf("only %d results decided: the test checks too little", decided)
	}
	v := bao.MustLookup("kingulu")
	s, _ := bao.ParseState(v, "1,2,5S,0,1,5S/5N,1,4,0,3,3 S 10,8")
	var certs [2]bytes.Buffer
	for k, o := range []solve.Options{solve.Plain(solve.Options{Workers: 1, Memory: 1 << 20}), {Workers: 1, Memory: 1 << 20}} {
		sv := solve.New(v, o)
		r := sv.Solve(context.Background(), s)
		if r.Value != solve.Win || r.Plies != 12 {
			t.Fatalf("%s: %s", bao.FormatState(v, s), r.Proven())
		}
		if err := sv.WriteCertificate(context.Background(), s, r, &certs[k]); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(certs[0].Bytes(), certs[1].Bytes()) || certs[0].Len() == 0 {
		t.Errorf("certificates differ:\n%s\n%s", certs[0].String(), certs[1].String())
	}
}
