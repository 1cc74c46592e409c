package e2e

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/web/ops"
)

// speedCase is one search of the speed benchmark: a fixed-depth
// alpha-beta (with a node budget) from the position after plies moves of
// alphabeta(depth=2) on both sides, the same nodes in the worker and
// natively.
type speedCase struct {
	variant string
	plies   int
	spec    string
}

var speedCases = []speedCase{
	{"kujifunza", 0, "alphabeta(depth=12,nodes=400000)"},
	{"kiswahili", 20, "alphabeta(depth=12,nodes=400000)"},
	{"kiswahili", 40, "alphabeta(depth=12,nodes=400000)"},
	{"kete", 30, "alphabeta(depth=12,nodes=400000)"},
}

// position returns the position text of the case.
func (c speedCase) position() string {
	v := bao.MustLookup(c.variant)
	s := v.Start()
	p, _ := player.New("alphabeta(depth=2)", 7)
	for range c.plies {
		m, _ := p.Choose(context.Background(), v, s)
		t, _ := v.Apply(s, m)
		if v.Outcome(t).Over() {
			break
		}
		s = t
	}
	return bao.FormatState(v, s)
}

// TestWasmSpeed measures the worker's alpha-beta against the same search
// natively (package ops in this process), side by side in one run: every
// search runs natively then in the worker, and a round is all the
// searches; each side's speed in a round is (all nodes)/(all search
// time), and the figure is the median over the rounds of the worker's
// speed over native's in the same round (the machine's load changes
// between rounds, much less within one). The floor is a quarter
// of native; docs/page.md gives the figures.
func TestWasmSpeed(t *testing.T) {
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 300*time.Second)
	rounds := 7
	if testing.Short() {
		rounds = 1
	}
	var nat, wasm, ratio []float64
	for r := range rounds + 1 { // round 0 warms both up and is not counted
		var nn, nms, wn, wms float64
		for _, c := range speedCases {
			pos := c.position()
			a, err := ops.Analyse(context.Background(), ops.Config{}, &ops.AnalyseRequest{Game: ops.Game{Variant: c.variant, Position: pos}, Player: c.spec, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			nn += float64(a.Nodes)
			nms += a.ElapsedMS
			type rep struct {
				Nodes     int64   `json:"nodes"`
				ElapsedMS float64 `json:"elapsed_ms"`
			}
			w := await[rep](p, fmt.Sprintf(`window.bao.newGame(%q).then(() => Engine.call("analyse", {variant: %q, position: %q, player: %q, seed: 1}))`, c.variant, c.variant, pos, c.spec))
			if w.Nodes != a.Nodes {
				t.Errorf("%s %s: %d nodes in the worker, %d natively", c.variant, c.spec, w.Nodes, a.Nodes)
			}
			wn += float64(w.Nodes)
			wms += w.ElapsedMS
		}
		if r == 0 {
			continue
		}
		nat = append(nat, nn/nms*1000)
		wasm = append(wasm, wn/wms*1000)
		ratio = append(ratio, (wn/wms)/(nn/nms))
		t.Logf("round %d: native %.0f nodes/s, worker %.0f nodes/s (%.0f nodes a side)", r, nn/nms*1000, wn/wms*1000, nn)
	}
	slices.Sort(nat)
	slices.Sort(wasm)
	slices.Sort(ratio)
	mn, mw, mr := nat[len(nat)/2], wasm[len(wasm)/2], ratio[len(ratio)/2]
	t.Logf("medians over %d rounds: native %.0f nodes/s, worker %.0f nodes/s; the worker at %.2f of native (rounds from %.2f to %.2f) (%s/%s, %d CPUs, %s, %s)",
		rounds, mn, mw, mr, ratio[0], ratio[len(ratio)-1], runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), browserVersion(p))
	if mr < 0.25 {
		t.Errorf("the worker's alpha-beta runs at %.2f of native, want at least 0.25", mr)
	}
}

// browserVersion returns the browser's name and version.
func browserVersion(p *page) string {
	return eval[string](p, `navigator.userAgent.match(/(HeadlessChrome|Chrome)\/[0-9.]+/)?.[0] || navigator.userAgent`)
}

// TestSiteLevelTimes: at every strength level the worker's move keeps the
// level's time (player.Level.Limit), in positions of every game.
func TestSiteLevelTimes(t *testing.T) {
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 300*time.Second)
	type level struct {
		Name    string `json:"name"`
		Spec    string `json:"spec"`
		LimitMS int64  `json:"limit_ms"`
	}
	levels := await[[]level](p, `Engine.call("info", {}).then((i) => i.levels)`)
	if len(levels) < 5 {
		t.Fatalf("%d levels, want at least 5", len(levels))
	}
	for _, c := range []speedCase{{"kiswahili", 0, ""}, {"kiswahili", 40, ""}, {"kete", 30, ""}, {"kujifunza", 0, ""}, {"kingulu", 0, ""}, {"bawo", 0, ""}} {
		pos := c.position()
		for _, l := range levels {
			t0 := time.Now()
			ms := await[float64](p, fmt.Sprintf(`Engine.call("analyse", {variant: %q, position: %q, player: %q, seed: 1}).then((a) => a.elapsed_ms)`, c.variant, pos, l.Spec))
			wall := time.Since(t0)
			if ms > float64(l.LimitMS) {
				t.Errorf("%s after %d plies, %s (%s): %.0f ms in the worker, limit %d ms", c.variant, c.plies, l.Name, l.Spec, ms, l.LimitMS)
			}
			t.Logf("%s after %d plies, %-9s: %6.0f ms in the worker (%v seen by the test)", c.variant, c.plies, l.Name, ms, wall.Round(time.Millisecond))
		}
	}
}
