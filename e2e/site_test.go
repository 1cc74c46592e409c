package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// baoBinary builds the bao command once, into a folder of this run.
var baoBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "bao-e2e-bin-")
	if err != nil {
		return "", err
	}
	exe := filepath.Join(dir, "bao")
	out, err := exec.Command("go", "build", "-o", exe, "../cmd/bao").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build ../cmd/bao: %v\n%s", err, out)
	}
	return exe, nil
})

// siteDir writes the static site once with `bao site -o DIR`, as a user
// does (the command builds the WebAssembly engine with the go command).
var siteDir = sync.OnceValues(func() (string, error) {
	exe, err := baoBinary()
	if err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp("", "bao-e2e-site-")
	if err != nil {
		return "", err
	}
	site := filepath.Join(dir, "site")
	out, err := exec.Command(exe, "site", "-o", site).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("bao site -o %s: %v\n%s", site, err, out)
	}
	return site, nil
})

// siteServer serves the static site with a plain file server (not bao
// serve): each server is another origin, with its own storage and
// service worker.
func siteServer(t *testing.T) *httptest.Server {
	t.Helper()
	dir, err := siteDir()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return srv
}

// openSite opens a tab on url (a site server's, with a fragment or not)
// and waits until the page is ready, bounded by timeout; opts run first
// (a viewport).
func openSite(t *testing.T, url string, timeout time.Duration, opts ...chromedp.Action[chromedp.Void]) *page {
	t.Helper()
	tab, cancel := chromedp.NewContext(root)
	t.Cleanup(cancel)
	if err := chromedp.Do(tab); err != nil {
		t.Fatalf("browser: %v", err)
	}
	ctx, cancel2 := context.WithTimeout(tab, timeout)
	t.Cleanup(cancel2)
	p := &page{t: t, ctx: ctx, url: url}
	p.run(opts...)
	p.run(chromedp.Navigate(url))
	p.waitReady()
	return p
}

// waitReady waits for window.bao.ready and the page's first game.
func (p *page) waitReady() {
	p.t.Helper()
	p.run(chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	if kind := eval[string](p, `document.body.dataset.engine`); kind != "worker" {
		p.t.Fatalf("the static site uses the %q engine, want the worker", kind)
	}
}

// await evaluates a JavaScript expression that gives a Promise and returns
// what it resolves to.
func await[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("browser: %s: %v", expr, err)
	}
	return v
}

// pageState is window.bao.state()'s answer (docs/interfaces.md).
type pageState struct {
	Variant  string   `json:"variant"`
	Position string   `json:"position"`
	Moves    []string `json:"moves"`
	Over     bool     `json:"over"`
	Winner   string   `json:"winner"`
}

func (p *page) state() pageState {
	p.t.Helper()
	return await[pageState](p, `window.bao.state()`)
}

// TestSiteWholeGame plays a whole game of kingulu on the static site,
// with clicks, against the "easy" computer level, which the worker plays.
func TestSiteWholeGame(t *testing.T) {
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 180*time.Second)
	levels := eval[string](p, `[...document.getElementById("level").options].map(o => o.value).join(" | ")`)
	t.Logf("levels offered: %s", levels)
	if !strings.Contains(levels, "greedy") || !strings.Contains(levels, "person") {
		t.Errorf("levels: %s", levels)
	}
	eval[bool](p, `(() => {
		const sel = document.getElementById("variant"); sel.value = "kingulu"; sel.dispatchEvent(new Event("change"));
		const lv = document.getElementById("level"); lv.selectedIndex = 1; lv.dispatchEvent(new Event("change"));
		const sp = document.getElementById("speed"); sp.value = "0"; sp.dispatchEvent(new Event("input"));
		return true; })()`)
	if n := p.value("#north"); !strings.HasPrefix(n, "alphabeta(depth=2") || p.value("#south") != "person" {
		t.Fatalf("the easy level set South %q, North %q", p.value("#south"), n)
	}
	p.click("#new")
	p.poll(`document.getElementById("message").textContent.startsWith("New game of kingulu")`)
	clicks := p.playClicks(400, false)
	if p.waitTurn() != "over" {
		t.Fatalf("not over after %d clicks", clicks)
	}
	st := p.state()
	t.Logf("kingulu against easy: %d clicks, %d plies, winner %q", clicks, len(st.Moves), st.Winner)
	if !st.Over || st.Winner == "" {
		t.Errorf("state at the end: %+v", st)
	}
	// The moves replay to the position shown.
	v := bao.MustLookup(st.Variant)
	g, err := bao.ReplayText(v, v.Start(), st.Moves)
	if err != nil {
		t.Fatal(err)
	}
	if got := bao.FormatState(v, g.State()); got != st.Position {
		t.Errorf("the moves reach %q, the page shows %q", got, st.Position)
	}
	checkRecord(t, p)
}

// TestSiteReloadAndLink: a reload keeps the game (local storage and
// link), its players included; the link opens the same game on another
// origin, nobody playing; window.bao drives the page.
func TestSiteReloadAndLink(t *testing.T) {
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 120*time.Second)
	st := await[pageState](p, `window.bao.newGame("kiswahili")`)
	if st.Variant != "kiswahili" || len(st.Moves) != 0 {
		t.Fatalf("newGame: %+v", st)
	}
	for _, m := range []string{"A6>", "a6<"} {
		st = await[pageState](p, fmt.Sprintf(`window.bao.play(%q)`, m))
	}
	if len(st.Moves) != 2 || !strings.HasPrefix(st.Moves[0], "A6>") {
		t.Fatalf("after two moves: %+v", st)
	}
	// An illegal move is refused with the rules engine's reason.
	msg := await[string](p, `window.bao.play("B3>").then(() => "played", (e) => e.message)`)
	if !strings.Contains(msg, "illegal move B3>") || !strings.Contains(msg, "rule") {
		t.Errorf("an illegal move: %q", msg)
	}
	url := eval[string](p, `location.href`)
	if !strings.Contains(url, "#kiswahili:A6%3E") {
		t.Errorf("the link of the game: %q", url)
	}
	p.run(chromedp.Reload())
	p.waitReady()
	if got := p.state(); !reflect.DeepEqual(got, st) {
		t.Errorf("after a reload: %+v, want %+v", got, st)
	}
	// A reload without the fragment continues the same game.
	p.run(chromedp.Navigate(srv.URL + "/"))
	p.waitReady()
	if got := p.state(); !reflect.DeepEqual(got, st) {
		t.Errorf("opened again without the link: %+v, want %+v", got, st)
	}
	// The link on another origin (no storage there): the same game.
	srv2 := siteServer(t)
	link := srv2.URL + "/" + url[strings.Index(url, "#"):]
	q := openSite(t, link, 60*time.Second)
	if got := q.state(); !reflect.DeepEqual(got, st) {
		t.Errorf("the shared link %s opens %+v, want %+v", link, got, st)
	}
	if turn := eval[string](q, `document.body.dataset.turn`); turn != "person" {
		t.Errorf("a shared link: turn %q, want person (nobody plays)", turn)
	}
	// A link changed by hand in the same tab: the page follows it.
	v := bao.MustLookup("kingulu")
	g := bao.NewGame(v)
	for range 2 {
		g.Play(v.Legal(g.State(), nil)[0])
	}
	var moves []string
	for i, m := range g.Moves() {
		moves = append(moves, bao.MoveText(v, g.StateAt(i), m))
	}
	q.run(chromedp.Navigate(srv2.URL + "/#kingulu:" + strings.Join(moves, "_")))
	q.poll(`document.body.dataset.ply === "2" && document.getElementById("variant").value === "kingulu"`)
	if got := q.state(); got.Variant != "kingulu" || !reflect.DeepEqual(got.Moves, moves) || got.Position != bao.FormatState(v, g.State()) {
		t.Errorf("#kingulu:%s opens %+v", strings.Join(moves, "_"), got)
	}
}

// TestSiteOffline: after one visit the service worker holds the site;
// with the server gone, a reload still loads the page and its engine, and
// the computer still answers.
func TestSiteOffline(t *testing.T) {
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 120*time.Second)
	p.poll(`navigator.serviceWorker.controller !== null`)
	await[bool](p, `navigator.serviceWorker.ready.then(() => caches.keys()).then((k) => k.some((x) => x.startsWith("bao-")))`)
	n := await[int](p, `caches.keys().then((k) => caches.open(k.find((x) => x.startsWith("bao-")))).then((c) => c.keys()).then((r) => r.length)`)
	t.Logf("the service worker stores %d files", n)
	// Chromium finds nothing that keeps the page from being installed.
	inst, err := chromedp.Run(p.ctx, chromedp.Action[cdppage.GetInstallabilityErrorsResult](func(ctx context.Context, tg *chromedp.Target) (cdppage.GetInstallabilityErrorsResult, error) {
		return cdp.Call(ctx, tg, cdppage.GetInstallabilityErrors, cdp.Empty{})
	}))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range inst.InstallabilityErrors {
		t.Errorf("not installable: %s %v", e.ErrorID, e.ErrorArguments)
	}
	srv.CloseClientConnections()
	srv.Close()
	p.run(chromedp.Reload())
	p.waitReady()
	eval[bool](p, `(() => {
		document.getElementById("south").value = "person";
		document.getElementById("north").value = "alphabeta(depth=3)";
		const sp = document.getElementById("speed"); sp.value = "0"; sp.dispatchEvent(new Event("input"));
		const sel = document.getElementById("variant"); sel.value = "kiswahili"; sel.dispatchEvent(new Event("change"));
		return true; })()`)
	p.click("#new")
	p.poll(`document.getElementById("message").textContent.startsWith("New game of kiswahili")`)
	p.playClicks(2, true)
	p.waitTurn()
	if st := p.state(); len(st.Moves) < 4 {
		t.Errorf("offline: %d plies after two moves and the computer's answers", len(st.Moves))
	}
	p.shot("site-offline")
}

// TestSiteTapTargets: at 360 CSS pixels wide, in every variant, the whole
// board fits without horizontal scrolling and every pit is a tap target
// of at least 44 x 44 CSS pixels.
func TestSiteTapTargets(t *testing.T) {
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 120*time.Second, chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait))
	for _, name := range bao.Names() {
		await[pageState](p, fmt.Sprintf(`window.bao.newGame(%q)`, name))
		type box struct {
			Pit            string
			W, H, X, Right float64
		}
		boxes := eval[[]box](p, `[...document.querySelectorAll("[data-pit]")].map((g) => { const r = g.getBoundingClientRect(); return {Pit: g.dataset.pit, W: r.width, H: r.height, X: r.left, Right: r.right}; })`)
		g := bao.MustLookup(name).Geometry()
		if want := len(g.Display()) * g.Cols; len(boxes) != want {
			t.Errorf("%s: %d pits with data-pit, want %d", name, len(boxes), want)
		}
		least := 1e9
		for _, b := range boxes {
			least = min(least, b.W, b.H)
			if b.W < 44 || b.H < 44 || b.X < 0 || b.Right > 360 {
				t.Errorf("%s: pit %s is %.1f x %.1f at x %.1f..%.1f", name, b.Pit, b.W, b.H, b.X, b.Right)
			}
		}
		if sw := eval[float64](p, `document.documentElement.scrollWidth`); sw > 360 {
			t.Errorf("%s: the page is %v px wide at 360", name, sw)
		}
		t.Logf("%s: %d pits, the least %.1f px", name, len(boxes), least)
	}
	await[pageState](p, `window.bao.newGame("kiswahili")`)
	p.shot("site-360")
}

// TestSiteAnalyse: the worker's analysis of fixed-depth specs is the line
// that `bao analyse` prints for the same position, field for field.
func TestSiteAnalyse(t *testing.T) {
	exe, err := baoBinary()
	if err != nil {
		t.Fatal(err)
	}
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 180*time.Second)
	// Each position: plies moves from the start, each the last legal one.
	cases := []struct {
		variant string
		plies   int
		spec    string
	}{
		{"kiswahili", 0, "alphabeta(depth=4)"},
		{"kiswahili", 3, "alphabeta(depth=5)"},
		{"kingulu", 1, "alphabeta(depth=6)"},
		{"kete", 0, "alphabeta(depth=4)"},
		{"kujifunza", 1, "alphabeta(depth=4)"},
		{"bawo", 0, "alphabeta(depth=3)"},
		{"kiswahili(takasia=off)", 2, "greedy"},
		{"kete", 2, "mcts(iterations=300)"},
		{"kingulu", 3, "solve(nodes=100000)"},
	}
	for _, c := range cases {
		await[pageState](p, fmt.Sprintf(`window.bao.newGame(%q)`, c.variant))
		v := bao.MustLookup(c.variant)
		s := v.Start()
		for range c.plies {
			legal := v.Legal(s, nil)
			m := legal[len(legal)-1]
			await[pageState](p, fmt.Sprintf(`window.bao.play(%q)`, bao.MoveText(v, s, m)))
			s, _ = v.Apply(s, m)
		}
		st := p.state()
		if st.Position != bao.FormatState(v, s) {
			t.Fatalf("%s: the page shows %q, want %q", c.variant, st.Position, bao.FormatState(v, s))
		}
		got := await[map[string]any](p, fmt.Sprintf(`window.bao.analyse(%q)`, c.spec))
		out, err := exec.Command(exe, "analyse", "-variant", c.variant, "-player", c.spec, "-position", st.Position).Output()
		if err != nil {
			t.Fatalf("bao analyse: %v", err)
		}
		var want map[string]any
		if err := json.Unmarshal(out, &want); err != nil {
			t.Fatalf("bao analyse: %v: %s", err, out)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s after %d plies, %s:\npage        %v\nbao analyse %v", c.variant, c.plies, c.spec, got, want)
		}
	}
	// The analysis on screen is of the position shown: labelled with it,
	// and gone when the position changes (a move, a new game).
	await[pageState](p, `window.bao.newGame("kiswahili")`)
	await[map[string]any](p, `window.bao.analyse("alphabeta(depth=3)")`)
	if got := p.text("#analysis"); !strings.HasPrefix(got, "Analysis of the start position:") {
		t.Errorf("the analysis says %q", got)
	}
	await[pageState](p, `window.bao.play("A6>")`)
	if got := p.text("#analysis"); got != "" {
		t.Errorf("after a move the old analysis stays: %q", got)
	}
	await[map[string]any](p, `window.bao.analyse("alphabeta(depth=3)")`)
	if got := p.text("#analysis"); !strings.HasPrefix(got, "Analysis of the position after move 1:") {
		t.Errorf("the analysis says %q", got)
	}
	await[pageState](p, `window.bao.newGame("kingulu")`)
	if got := p.text("#analysis"); got != "" {
		t.Errorf("after a new game the old analysis stays: %q", got)
	}
	// An illegal click in the worker says the rule that forbids it.
	await[pageState](p, `window.bao.newGame("kiswahili")`)
	p.click(`#board g.pit[data-pit="B3"]`)
	p.poll(`document.getElementById("message").textContent.includes("rule 4.4)")`)
	if !eval[bool](p, `document.getElementById("message").classList.contains("error")`) {
		t.Error("the illegal click's message is not shown as an error")
	}
}

// TestSiteReview reviews, in the worker, a game of kingulu whose first
// move throws away South's proven win (package review's fixture): the
// move is marked with the best move beside it, the evaluation graph is
// drawn; a second review stopped at once leaves the page working.
func TestSiteReview(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "review", "testdata", "kingulu-gave-away-win.txt"))
	if err != nil {
		t.Fatal(err)
	}
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 300*time.Second)
	p.run(chromedp.SetValue(chromedp.CSS("#recordText"), string(text)), chromedp.Click(chromedp.CSS(`#loadForm button[type="submit"]`)))
	p.poll(`document.getElementById("message").textContent.startsWith("Loaded a game of kingulu")`)
	if players := p.text("#players"); !strings.Contains(players, "A4, then solve") || !strings.Contains(players, "North: solve(nodes=4000000)") {
		t.Errorf("the header names %q", players)
	}
	t0 := time.Now()
	p.click("#review")
	p.poll(`document.body.dataset.review === "done"`)
	t.Logf("review of %d plies in the worker: %v", eval[int](p, `document.querySelectorAll("#reviewList li").length`), time.Since(t0).Round(time.Millisecond))
	first := p.text("#reviewList li:first-child")
	if !strings.Contains(first, "A4??") || !strings.Contains(first, "gave away a win") || !strings.Contains(first, "best: A3") {
		t.Errorf("the first move's review: %q", first)
	}
	if n := eval[int](p, `document.querySelectorAll("#graph svg polyline").length`); n != 1 {
		t.Errorf("%d evaluation graphs", n)
	}
	p.shot("site-review")
	// Stop: the worker is ended and comes back for the next operation.
	p.click("#review")
	p.click("#reviewStop")
	p.poll(`document.body.dataset.review === "stopped"`)
	if st := await[pageState](p, `window.bao.newGame("kete")`); st.Variant != "kete" {
		t.Errorf("after a stopped review: %+v", st)
	}
}

// TestSiteSize: the WebAssembly engine that bao site writes is at most
// 1.5 MB gzipped (gzip's default level, as a web server compresses it).
func TestSiteSize(t *testing.T) {
	dir, err := siteDir()
	if err != nil {
		t.Fatal(err)
	}
	wasm, err := os.ReadFile(filepath.Join(dir, "bao.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write(wasm)
	zw.Close()
	total := 0
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if fi, err := d.Info(); err == nil {
				total += int(fi.Size())
			}
		}
		return err
	})
	gz, err := os.Stat(filepath.Join(dir, "bao.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("bao.wasm: %d bytes, %d gzipped; bao.wasm.gz, which the worker fetches: %d bytes; the whole site %d bytes", len(wasm), b.Len(), gz.Size(), total)
	if gz.Size() > 1_500_000 {
		t.Errorf("bao.wasm.gz is %d bytes, want at most 1,500,000", gz.Size())
	}
	if b.Len() > 1_500_000 {
		t.Errorf("bao.wasm is %d bytes gzipped, want at most 1,500,000", b.Len())
	}
}

// TestSitePhone uses the site as a phone does, 360 x 740 CSS pixels with
// touch: a game against the default level, in Kiswahili, kept over a
// reload and with the server gone; nothing to scroll sideways at any
// step. Its screenshots (site-phone-*.png) are for looking at.
func TestSitePhone(t *testing.T) {
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 180*time.Second, chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait))
	wide := func(when string) {
		t.Helper()
		if sw := eval[float64](p, `document.documentElement.scrollWidth`); sw > 360 {
			t.Errorf("%s: the page is %v px wide at 360", when, sw)
		}
	}
	// A first visit: the default level as North, the person South.
	if s, n := p.value("#south"), p.value("#north"); s != "person" || n != "alphabeta(depth=4,nodes=200000)" {
		t.Errorf("a first visit plays South %q, North %q; want person against medium", s, n)
	}
	wide("first visit")
	p.shot("site-phone-start")
	eval[bool](p, `(() => { const sp = document.getElementById("speed"); sp.value = "0"; sp.dispatchEvent(new Event("input")); return true; })()`)
	p.run(chromedp.Click(chromedp.CSS(`#board g.pit.legal`)))
	if eval[int](p, `document.querySelectorAll("#choices button").length`) > 0 {
		p.click(`#choices button`)
	}
	p.poll(`Number(document.body.dataset.ply) >= 2 && document.body.dataset.turn === "person"`)
	wide("after a move")
	p.run(chromedp.SetValue(chromedp.CSS("#lang"), "sw"))
	eval[bool](p, `document.getElementById("lang").dispatchEvent(new Event("change"))`)
	if got := p.text("#new"); got != "Mchezo mpya" {
		t.Errorf("in Kiswahili the New game button says %q", got)
	}
	wide("in Kiswahili")
	if got := p.text("#message"); got != "" {
		t.Errorf("after the switch to Kiswahili the message line still says %q", got)
	}
	p.shot("site-phone-sw")
	st := p.state()
	p.run(chromedp.Reload())
	p.waitReady()
	if got := p.state(); !reflect.DeepEqual(got, st) || p.text("#new") != "Mchezo mpya" {
		t.Errorf("after a reload: %+v (button %q), want %+v", got, p.text("#new"), st)
	}
	p.shot("site-phone-reload")
	p.poll(`navigator.serviceWorker.controller !== null`)
	srv.CloseClientConnections()
	srv.Close()
	p.run(chromedp.Reload())
	p.waitReady()
	if got := p.state(); !reflect.DeepEqual(got, st) {
		t.Errorf("offline: %+v, want %+v", got, st)
	}
	wide("offline")
	p.shot("site-phone-offline")
}

// TestSiteBoardLanguage switches the page to Kiswahili: the board is
// drawn again with the words table's Kiswahili (the sides, the status
// line, the stores, the legend, the players' names that are words of the
// table: "mtu" for a person), also after a move and after a reload, and
// back in English when switched back.
func TestSiteBoardLanguage(t *testing.T) {
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 120*time.Second)
	await[pageState](p, `window.bao.newGame("kiswahili")`) // nobody playing
	// The words the board shows: its <text> and <title> elements.
	board := func() string {
		return eval[string](p, `[...document.querySelectorAll("#board svg text, #board svg title")].map((e) => e.textContent).join("\n")`)
	}
	english := []string{"South", "North", "to move", "store", "house", "last move", "Bao position", "person"}
	swahili := func(when string) {
		t.Helper()
		p.poll(`[...document.querySelectorAll("#board svg text")].some((e) => e.textContent.startsWith("Zamu ya"))`)
		b := board()
		for _, w := range []string{"Kusini: mtu", "Kaskazini: mtu", "Zamu ya", "ghala", "nyumba"} {
			if !strings.Contains(b, w) {
				t.Errorf("%s: the board does not say %q:\n%s", when, w, b)
			}
		}
		for _, w := range english {
			if strings.Contains(b, w) {
				t.Errorf("%s: the board in Kiswahili says %q:\n%s", when, w, b)
			}
		}
	}
	if b := board(); !strings.Contains(b, "South to move") {
		t.Fatalf("in English the board does not say South to move:\n%s", b)
	}
	p.run(chromedp.SetValue(chromedp.CSS("#lang"), "sw"))
	eval[bool](p, `document.getElementById("lang").dispatchEvent(new Event("change"))`)
	swahili("switched to Kiswahili")
	// The reason of an illegal click, in Kiswahili with the rule's
	// citation as the rules engine writes it.
	p.click(`#board g.pit[data-pit="A1"]`)
	p.poll(`document.getElementById("message").textContent.includes("hairuhusiwi")`)
	if msg := p.text("#message"); !strings.Contains(msg, "hatua A1> hairuhusiwi: katika namua") || !strings.HasSuffix(msg, "(kiswahili.md rule N2)") {
		t.Errorf("an illegal click in Kiswahili says %q", msg)
	}
	await[pageState](p, `window.bao.play("A6>")`)
	swahili("after a move")
	if msg := p.text("#message"); !strings.HasPrefix(msg, "Kusini alicheza A6>*: takasa (hakuna kula)") {
		t.Errorf("after A6> in Kiswahili the message says %q", msg)
	}
	if b := board(); !strings.Contains(b, "hatua ya mwisho ilianzia A6") {
		t.Errorf("after A6> the legend does not say where the last move started:\n%s", b)
	}
	p.run(chromedp.Reload())
	p.waitReady()
	swahili("after a reload")
	p.run(chromedp.SetValue(chromedp.CSS("#lang"), "en"))
	eval[bool](p, `document.getElementById("lang").dispatchEvent(new Event("change"))`)
	p.poll(`[...document.querySelectorAll("#board svg text")].some((e) => e.textContent === "North to move")`)
	if b := board(); strings.Contains(b, "Kusini") || !strings.Contains(b, "South: person") {
		t.Errorf("back in English the board says Kusini:\n%s", b)
	}
	// A finished game: its outcome under the board in English, then in
	// Kiswahili.
	eval[bool](p, `document.getElementById("positionText").value = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,1,3,2,8,0,1,0/0,0,0,0,0,0,1,1 N 27,20 S -"; document.getElementById("positionForm").requestSubmit(); true`)
	p.poll(`document.getElementById("result").textContent === "South wins (front row empty)"`)
	p.run(chromedp.SetValue(chromedp.CSS("#lang"), "sw"))
	eval[bool](p, `document.getElementById("lang").dispatchEvent(new Event("change"))`)
	p.poll(`document.getElementById("result").textContent === "Kusini ameshinda (safu ya mbele tupu)"`)
}

// TestSiteOfflineEmulated takes the page offline as DevTools does (the
// network emulated offline for the page and its service worker), right
// after window.bao.ready, then reloads it: it loads and plays.
func TestSiteOfflineEmulated(t *testing.T) {
	srv := siteServer(t)
	p := openSite(t, srv.URL+"/", 120*time.Second)
	st := await[pageState](p, `window.bao.newGame("kujifunza").then(() => window.bao.play("A1>"))`)
	yes := true
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, tg, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			EmulateOfflineServiceWorker: &yes,
			MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
		})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	if online := eval[bool](p, `navigator.onLine`); online {
		t.Error("navigator.onLine after the network is emulated offline")
	}
	p.run(chromedp.Reload())
	p.waitReady()
	if got := p.state(); !reflect.DeepEqual(got, st) {
		t.Errorf("offline, after a reload: %+v, want %+v", got, st)
	}
	a := await[map[string]any](p, `window.bao.analyse("alphabeta(depth=3)")`)
	if a["move"] == nil {
		t.Errorf("offline analysis: %v", a)
	}
}

// TestSiteEngineFiles: the worker fetches the compressed engine, and
// without it (a host that refuses .gz files) the plain one.
func TestSiteEngineFiles(t *testing.T) {
	dir, err := siteDir()
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	fetched := map[string]bool{}
	files := http.FileServer(http.Dir(dir))
	refuseGz := false
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		fetched[r.URL.Path] = true
		refuse := refuseGz
		mu.Unlock()
		if refuse && strings.HasSuffix(r.URL.Path, ".gz") {
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	openSite(t, srv.URL+"/", 60*time.Second)
	mu.Lock()
	if !fetched["/bao.wasm.gz"] {
		t.Errorf("the worker did not fetch bao.wasm.gz: %v", fetched)
	}
	refuseGz = true
	mu.Unlock()
	srv2 := httptest.NewServer(srv.Config.Handler)
	t.Cleanup(srv2.Close)
	p := openSite(t, srv2.URL+"/", 60*time.Second)
	if st := await[pageState](p, `window.bao.newGame("kingulu").then(() => window.bao.play("A3"))`); len(st.Moves) != 1 {
		t.Errorf("with the plain engine: %+v", st)
	}
	mu.Lock()
	defer mu.Unlock()
	if !fetched["/bao.wasm"] {
		t.Errorf("without bao.wasm.gz the worker did not fetch bao.wasm: %v", fetched)
	}
}
