package solve

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kiswahili"
)

// clockOnly is a context with a deadline whose Done never closes: the
// context of a search that no timer can interrupt (js/wasm, one thread).
type clockOnly struct {
	context.Context
	dl time.Time
}

func (c clockOnly) Deadline() (time.Time, bool) { return c.dl, true }

// TestDeadlineFromClock: a solve stops at its context's deadline read
// from the clock, even when the context's timer never fires, and says
// why.
func TestDeadlineFromClock(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	ctx := clockOnly{context.Background(), time.Now().Add(100 * time.Millisecond)}
	t0 := time.Now()
	r := Solve(ctx, v, v.Start(), Options{Workers: 1, Memory: 16 << 20})
	if d := time.Since(t0); d > 2*time.Second {
		t.Errorf("a solve with 100ms took %v", d)
	}
	if r.Value != Unknown || !errors.Is(r.Err, context.DeadlineExceeded) {
		t.Errorf("value %v, err %v; want unknown, %v", r.Value, r.Err, context.DeadlineExceeded)
	}
}
