package bao_test

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
)

// stepwise plays what bao.Record must give, the plain way: Sample with the
// generator of the side to move, then Annotate, move by move.
func stepwise(v bao.Variant, s bao.State, rng *[2]*rand.Rand, maxPlies int) (bao.State, []bao.Played) {
	var out []bao.Played
	for len(out) < maxPlies && s.Side <= bao.North {
		c, ok := bao.Sample(v, s, rng[s.Side])
		if !ok {
			break
		}
		out = append(out, bao.Played{Move: c.Move, Side: s.Side, Notes: bao.Annotate(v, s, c.Move, c.State) &^ bao.Win})
		s = c.State
	}
	return s, out
}

// TestRecord checks every variant's Recorder, and bao.Record's own loop
// (on the bare Variant), against Sample and Annotate step by step: the
// same moves, notes and states over many seeds, with two generators,
// whole games and stretches.
func TestRecord(t *testing.T) {
	type hidden struct{ bao.Variant } // Variant alone: bao.Record's own loop
	for _, name := range []string{"kiswahili", "kete", "kete(takasia=off)", "kiswahili(takasia=off)", "kingulu", "kujifunza"} {
		for _, v := range []bao.Variant{bao.MustLookup(name), hidden{bao.MustLookup(name)}} {
			_, isRec := v.(bao.Recorder)
			if _, ok := v.(hidden); !ok && !isRec {
				t.Errorf("%s is not a bao.Recorder", name)
			}
			testRecord(t, name, v, isRec)
		}
	}
}

// testRecord is TestRecord for one variant.
func testRecord(t *testing.T, name string, v bao.Variant, isRec bool) {
	t.Run(name, func(t *testing.T) {
		for seed := range uint64(300) {
			mk := func() *[2]*rand.Rand {
				return &[2]*rand.Rand{rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 2))}
			}
			ra, rb := mk(), mk()
			sa, sb := v.Start(), v.Start()
			var got []bao.Played
			// Stretches of 1 to 40 plies, as a game runner asks for them.
			for stretch := 0; stretch < 40; stretch++ {
				n := 1 + int(seed+uint64(stretch)*7)%40
				k := len(got)
				sa, got = bao.Record(v, sa, ra, n, got)
				var want []bao.Played
				sb, want = stepwise(v, sb, rb, n)
				if sa != sb || len(got)-k != len(want) {
					t.Fatalf("seed %d stretch %d (Recorder %v): Record gives %d plies to %s, stepwise %d to %s", seed, stretch, isRec, len(got)-k, bao.FormatState(v, sa), len(want), bao.FormatState(v, sb))
				}
				for i, w := range want {
					if got[k+i] != w {
						t.Fatalf("seed %d ply %d: Record gives %+v, stepwise %+v", seed, k+i, got[k+i], w)
					}
				}
				if len(want) < n {
					break
				}
			}
		}
	})
}
