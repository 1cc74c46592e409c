package bawo_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/bao-games/bao"
)

// TestBW10Stops checks never-ending takata moves met in random games:
// each is legal with endless=stop and not with endless=illegal, and the
// position Apply gives (which skips whole periods of a move found to
// repeat) is the one its trace reaches, lap by lap, after lap 1,000,000.
func TestBW10Stops(t *testing.T) {
	if testing.Short() {
		t.Skip("plays never-ending moves lap by lap")
	}
	stop, illegal := v(t, "bawo"), v(t, "bawo(endless=illegal)")
	rng := rand.New(rand.NewPCG(10, 10))
	found := 0
	for game := 0; game < 3000 && found < 4; game++ {
		s := stop.Start()
		for ply := 0; ply < 200; ply++ {
			all, some := stop.Legal(s, nil), illegal.Legal(s, nil)
			if len(all) != len(some) {
				for _, m := range all {
					if bao.IsLegal(illegal, s, m) {
						continue
					}
					found++
					start := time.Now()
					after, err := stop.Apply(s, m)
					t.Logf("%s %v: Apply %v", bao.FormatState(stop, s), m, time.Since(start))
					if err != nil {
						t.Fatal(err)
					}
					var last bao.State
					n := 0
					if err := stop.(bao.Tracer).Trace(s, m, func(f bao.State) bool { last = f; n++; return true }); err != nil {
						t.Fatal(err)
					}
					if n != 1_000_000 || last != after {
						t.Errorf("%s %v: %d laps traced, Apply %s, trace %s", bao.FormatState(stop, s), m, n, bao.FormatState(stop, after), bao.FormatState(stop, last))
					}
				}
			}
			c, ok := bao.Sample(stop, s, rng)
			if !ok {
				break
			}
			s = c.State
		}
	}
	t.Logf("%d never-ending takata moves checked", found)
	if found == 0 {
		t.Errorf("no never-ending takata in 3000 random games")
	}
}
