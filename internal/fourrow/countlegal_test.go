package fourrow

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// ruleSets returns every rule set of the four-row games: Bao la
// Kiswahili, Bao la Kete and Bao la Kujifunza, each with takasia (hizi
// zetu) on and off.
func ruleSets() map[string]*Rules {
	out := map[string]*Rules{}
	for _, on := range []bool{true, false} {
		suffix := ""
		if !on {
			suffix = "(takasia=off)"
		}
		out["kiswahili"+suffix] = &Rules{Takasia: on}
		out["kete"+suffix] = &Rules{Takasia: on, KuuNeverBelowSix: true, KuuFirst: true, HiziZetu: on}
		out["kujifunza"+suffix] = &Rules{Takasia: on, MtajiOnly: true}
	}
	return out
}

// checkCount fails t unless CountLegal of s agrees with Legal, under the
// rules e named name, and counts the vouched candidates of s in *sure.
func checkCount(t interface {
	Helper()
	Fatalf(string, ...any)
}, name string, e *Rules, s bao.State, sure *int) {
	t.Helper()
	want := len(e.Legal(s, nil))
	if got := e.CountLegal(s); got != want {
		t.Fatalf("%s: %s: CountLegal = %d, Legal lists %d: %v", name, geometry.Format(s), got, want, e.Legal(s, nil))
	}
	if s.Side <= bao.North && frontWord(&s.Pits, s.Side) != 0 {
		set, k := e.tickets(&s)
		*sure += bits.OnesCount32(vouched(&s, set, k, false))
	}
}

// TestCountLegal holds CountLegal to the length of Legal, under every rule
// set, on the example and random corpora (of both rule sets, each read
// under every rule set) and on every position of random games from the
// start position; and checks that it vouches for candidates, rather than
// playing them all out, in many of them.
func TestCountLegal(t *testing.T) {
	var states []bao.State
	for _, c := range corpora(t) {
		states = append(states, c.states()...)
	}
	games := 100
	if testvec.Long() {
		games = 1000
	}
	for name, e := range ruleSets() {
		sure, n := 0, 0
		for _, s := range states {
			checkCount(t, name, e, s, &sure)
			n++
		}
		playRandom(e, rand.New(rand.NewPCG(5, 6)), games, 500, func(s bao.State) {
			checkCount(t, name, e, s, &sure)
			n++
		})
		if sure < n/4 {
			t.Errorf("%s: CountLegal vouched for %d candidates in %d positions, fewer than one in four", name, sure, n)
		}
		t.Logf("%s: %d positions, %d candidates vouched for", name, n, sure)
	}
}

// TestCountLegalRapid holds CountLegal to the length of Legal on arbitrary
// positions, valid or not, drawn by rapid: 64 seeds spread over the pits
// and stores, any side to move, house flags and restricted pit, under
// every rule set. (States with pits of any count, up to 255, are left to
// TestMalformedStatesDoNotPanic, which checks only that nothing panics.)
func TestCountLegalRapid(t *testing.T) {
	rules := ruleSets()
	rapid.Check(t, func(t *rapid.T) {
		var s bao.State
		stores := rapid.IntRange(0, 2).Draw(t, "stores")
		for i := range stores {
			s.Store[i] = uint8(rapid.IntRange(0, 22).Draw(t, "store"))
		}
		left := 64 - int(s.Store[0]) - int(s.Store[1])
		spread := rapid.IntRange(1, bao.MaxPits).Draw(t, "pits")
		for range left {
			s.Pits[rapid.IntRange(0, spread-1).Draw(t, "seed")]++
		}
		rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "shuffle"), 0)).Shuffle(bao.MaxPits, func(i, j int) {
			s.Pits[i], s.Pits[j] = s.Pits[j], s.Pits[i]
		})
		s.Side = bao.Player(rapid.IntRange(0, 1).Draw(t, "side"))
		s.House = [2]bool{rapid.Bool().Draw(t, "house S"), rapid.Bool().Draw(t, "house N")}
		if rapid.Bool().Draw(t, "restricted") {
			s.Restricted = bao.PitAt(rapid.IntRange(0, bao.MaxPits-1).Draw(t, "restricted pit"))
		}
		sure := 0
		for name, e := range rules {
			checkCount(t, name, e, s, &sure)
		}
	})
}

// BenchmarkCountLegal compares CountLegal ("count") with Legal ("list") on
// the positions of random Bao la Kiswahili games, every 32nd ply from an
// offset (as bao selfplay counts them in a run of 8,192 to 16,383 random
// games, arena.LegalEveryFor): ns per position.
func BenchmarkCountLegal(b *testing.B) {
	e := ruleSets()["kiswahili"]
	var states []bao.State
	rng := rand.New(rand.NewPCG(7, 8))
	for g := 0; len(states) < 1000; g++ {
		s := e.Start()
		for ply := 0; ; ply++ {
			if ply%32 == g%32 {
				states = append(states, s)
			}
			c, ok := e.Sample(s, rng)
			if !ok {
				break
			}
			s = c.State
		}
	}
	b.Run("list", func(b *testing.B) {
		buf := make([]bao.Move, 0, 64)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			buf = e.Legal(states[i%len(states)], buf[:0])
		}
	})
	b.Run("count", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			e.CountLegal(states[i%len(states)])
		}
	})
}
