package testvec

import (
	"math/rand/v2"
	"testing"

	"github.com/bao-games/bao"
)

// SkipAllocsUnderRace skips t under the race detector, whose
// instrumentation allocates: allocation counts mean nothing there.
func SkipAllocsUnderRace(t testing.TB) {
	t.Helper()
	if RaceEnabled {
		t.Skip("allocation counts are not meaningful under -race")
	}
}

// CheckNoAllocs asserts that Legal (with a caller's buffer), Apply of each
// legal move, Outcome, and the optional Children, Sample, Record (with a
// caller's buffer) and CountLegal allocate nothing on the given states. It
// is skipped under the race detector, whose instrumentation allocates.
func CheckNoAllocs(t *testing.T, v bao.Variant, states []bao.State) {
	t.Helper()
	SkipAllocsUnderRace(t)
	moves := make([]bao.Move, 0, 64)
	kids := make([]bao.Child, 0, 64)
	rng := rand.New(rand.NewPCG(1, 1))
	exp, hasExp := v.(bao.Expander)
	smp, hasSmp := v.(bao.Sampler)
	rec, hasRec := v.(bao.Recorder)
	cnt, hasCnt := v.(bao.LegalCounter)
	played := make([]bao.Played, 0, 64)
	rngs := &[2]*rand.Rand{rng, rng}
	for _, s := range states {
		check := func(what string, f func()) {
			t.Helper()
			if n := testing.AllocsPerRun(20, f); n != 0 {
				t.Errorf("%s allocates %v times per call on %s", what, n, bao.FormatState(v, s))
			}
		}
		check("Legal", func() { moves = v.Legal(s, moves[:0]) })
		check("Outcome", func() { _ = v.Outcome(s) })
		for _, m := range v.Legal(s, nil) {
			check("Apply "+m.String(), func() {
				if _, err := v.Apply(s, m); err != nil {
					t.Fatal(err)
				}
			})
		}
		if hasExp {
			check("Children", func() { kids = exp.Children(s, kids[:0]) })
		}
		if hasSmp {
			check("Sample", func() { smp.Sample(s, rng) })
		}
		if hasRec {
			check("Record", func() { _, played = rec.Record(s, rngs, 64, played[:0]) })
		}
		if hasCnt {
			check("CountLegal", func() { _ = cnt.CountLegal(s) })
		}
	}
}

// States parses the positions of a vector file, every step-th one.
func States(t testing.TB, v bao.Variant, file string, step int) []bao.State {
	t.Helper()
	vs := MustLoad(t, file)
	var out []bao.State
	for i := 0; i < len(vs); i += step {
		s, err := bao.ParseState(v, vs[i].Position)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// CheckVectorAllocs is CheckNoAllocs on the start position, the worked
// examples of corpus+"-examples.jsonl" and every tenth position of
// corpus+"-random.jsonl".
func CheckVectorAllocs(t *testing.T, v bao.Variant, corpus string) {
	t.Helper()
	states := append(States(t, v, corpus+"-examples.jsonl", 1), States(t, v, corpus+"-random.jsonl", 10)...)
	CheckNoAllocs(t, v, append(states, v.Start()))
}
