package e2e

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/player"
	"github.com/bao-games/bao/record"
	"github.com/bao-games/bao/web"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

var docs = flag.Bool("docs", false, "write the screenshot of the README to ../docs/serve.png")

func TestMain(m *testing.M) {
	flag.Parse()
	exe := os.Getenv("BAO_CHROMIUM")
	if exe == "" {
		exe = "/usr/bin/chromium"
	}
	if _, err := os.Stat(exe); err != nil {
		if os.Getenv("BAO_E2E") == "1" {
			fmt.Fprintf(os.Stderr, "e2e: no Chromium at %s (set BAO_CHROMIUM): %v\n", exe, err)
			os.Exit(1)
		}
		fmt.Printf("e2e: no Chromium at %s: browser tests skipped\n", exe)
		os.Exit(0)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.NoSandbox, // needed as root, as in CI
		chromedp.DisableGPU,
		chromedp.WindowSize(1280, 900),
		chromedp.Flag("disable-dev-shm-usage", true),
	)
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	var cancelRoot context.CancelFunc
	root, cancelRoot = chromedp.NewContext(alloc)
	if err := chromedp.Do(root); err != nil { // starts the browser
		fmt.Fprintf(os.Stderr, "e2e: cannot start %s: %v\n", exe, err)
		os.Exit(1)
	}
	code := m.Run()
	cancelRoot()
	cancel()
	os.Exit(code)
}

// root is the first tab, opened without a time limit so that the browser
// lives as long as the tests.
var root context.Context

// page is one tab on a fresh server.
type page struct {
	t   *testing.T
	ctx context.Context
	url string
}

// open starts a server and a tab showing its page, bounded by timeout.
func open(t *testing.T, timeout time.Duration) *page {
	t.Helper()
	srv := httptest.NewServer(web.New(web.Config{AllowedHosts: web.LoopbackHosts}))
	t.Cleanup(srv.Close)
	tab, cancel := chromedp.NewContext(root)
	t.Cleanup(cancel)
	if err := chromedp.Do(tab); err != nil { // opens the tab
		t.Fatalf("browser: %v", err)
	}
	ctx, cancel2 := context.WithTimeout(tab, timeout)
	t.Cleanup(cancel2)
	p := &page{t: t, ctx: ctx, url: srv.URL}
	p.run(chromedp.Navigate(srv.URL), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
	return p
}

// run runs the actions in the tab; an error ends the test.
func (p *page) run(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		msg, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](`document.getElementById("message").textContent`))
		p.t.Fatalf("browser: %v (message on the page: %q)", err, msg)
	}
}

// eval evaluates a JavaScript expression.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("browser: %s: %v", expr, err)
	}
	return v
}

// poll waits until a JavaScript expression is true.
func (p *page) poll(expr string) {
	p.t.Helper()
	p.run(chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingInterval(5*time.Millisecond)))
}

func (p *page) text(sel string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`document.querySelector(%q).textContent`, sel))
}

func (p *page) value(sel string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`document.querySelector(%q).value`, sel))
}

func (p *page) click(sel string) {
	p.t.Helper()
	p.run(chromedp.Click(chromedp.CSS(sel)))
}

// waitTurn waits until it is a person's turn or the game is over, and
// returns which.
func (p *page) waitTurn() string {
	p.t.Helper()
	p.poll(`["person","over"].includes(document.body.dataset.turn)`)
	return eval[string](p, `document.body.dataset.turn`)
}

func (p *page) ply() int {
	p.t.Helper()
	return eval[int](p, `Number(document.body.dataset.ply)`)
}

// playClicks plays the person's moves by clicking the first legal pit
// (and, with choose, the first direction offered after it), each time
// waiting for the move, until the game is over or after most clicks; it
// returns the number of clicks.
func (p *page) playClicks(most int, choose bool) int {
	p.t.Helper()
	clicks := 0
	for ; clicks < most; clicks++ {
		if p.waitTurn() == "over" {
			break
		}
		before := p.ply()
		p.click(`#board g.pit.legal`)
		if choose && eval[int](p, `document.querySelectorAll("#choices button").length`) > 0 {
			p.click(`#choices button`)
		}
		p.poll(fmt.Sprintf(`Number(document.body.dataset.ply) > %d`, before))
	}
	return clicks
}

// setGame chooses the variant and players and starts a new game, with the
// animation switched off unless keep is true.
func (p *page) setGame(variant, south, north string, animate bool) {
	p.t.Helper()
	speed := "0"
	if animate {
		speed = "300"
	}
	js := fmt.Sprintf(`(() => {
		const v = %q; const name = v.split("(")[0];
		const sel = document.getElementById("variant"); sel.value = name; sel.dispatchEvent(new Event("change"));
		const m = /\((.*)\)/.exec(v);
		if (m) for (const kv of m[1].split(",")) { const [k, x] = kv.split("="); document.querySelector('select[data-option="'+k+'"]').value = x; }
		document.getElementById("south").value = %q;
		document.getElementById("north").value = %q;
		const sp = document.getElementById("speed"); sp.value = %q; sp.dispatchEvent(new Event("input"));
		document.getElementById("message").textContent = "";
		return true;
	})()`, variant, south, north, speed)
	eval[bool](p, js)
	p.click("#new")
	p.poll(fmt.Sprintf(`document.getElementById("message").textContent.startsWith("New game of %s")`, strings.ReplaceAll(variant, `"`, ``)))
}

// shotDir returns the folder of the screenshots: BAO_E2E_OUT, else a new
// temporary folder of this run (two runs at once write apart).
var shotDir = sync.OnceValues(func() (string, error) {
	if dir := os.Getenv("BAO_E2E_OUT"); dir != "" {
		return dir, os.MkdirAll(dir, 0o755)
	}
	return os.MkdirTemp("", "bao-e2e-")
})

// shot saves a screenshot into the output folder (and returns it).
func (p *page) shot(name string) []byte {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatal(err)
	}
	dir, err := shotDir()
	if err != nil {
		p.t.Fatal(err)
	}
	file := filepath.Join(dir, name+".png")
	if err := os.WriteFile(file, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot %s", file)
	return png
}

// TestPageLoad times the load of the page: from navigation to the first
// board drawn with its legal moves.
func TestPageLoad(t *testing.T) {
	p := open(t, 30*time.Second)
	var times []time.Duration
	for range 5 {
		t0 := time.Now()
		p.run(chromedp.Navigate(p.url), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="true"]`)))
		times = append(times, time.Since(t0))
	}
	t.Logf("page load (navigate to first board with legal moves), 5 loads: %v", times)
	n := eval[int](p, `document.querySelectorAll("#board g.pit.legal").length`)
	if n == 0 {
		t.Error("no legal pit marked at the start")
	}
	variants := eval[int](p, `document.getElementById("variant").options.length`)
	if variants != len(bao.Names()) {
		t.Errorf("%d variants offered, want %d", variants, len(bao.Names()))
	}
	if med := median(times); med > time.Second {
		t.Errorf("median page load %v, want well under a second", med)
	}
}

func median(d []time.Duration) time.Duration {
	s := append([]time.Duration(nil), d...)
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s[len(s)/2]
}

// TestWholeGame plays a whole game of kingulu as South by clicking the
// first legal pit, against the random player, until the game ends; and
// one of kiswahili, choosing a direction after each click, for at most 40
// of South's moves.
func TestWholeGame(t *testing.T) {
	p := open(t, 120*time.Second)
	p.setGame("kingulu", "person", "random", false)
	clicks := p.playClicks(400, false)
	if p.waitTurn() != "over" {
		t.Fatalf("kingulu: not over after %d clicks", clicks)
	}
	result := p.text("#result")
	moves := eval[int](p, `document.querySelectorAll("#record button").length`)
	t.Logf("kingulu: %d clicks, %d moves, %s", clicks, moves, result)
	if !strings.Contains(result, "wins") && !strings.Contains(result, "draw") {
		t.Errorf("result %q", result)
	}
	// The record on the page replays to the final position shown.
	checkRecord(t, p)

	p.setGame("kiswahili", "person", "greedy", false)
	p.playClicks(40, true)
	checkRecord(t, p)
}

// checkRecord exports the game of the page and replays it in Go: it must
// reach the position the page shows.
func checkRecord(t *testing.T, p *page) {
	t.Helper()
	p.run(chromedp.Click(chromedp.CSS("#export")), chromedp.WaitVisible(chromedp.CSS("#exportText")))
	text := p.value("#exportText")
	r, err := record.Read(strings.NewReader(text))
	if err != nil {
		t.Fatalf("exported record: %v\n%s", err, text)
	}
	g, err := r.Replay()
	if err != nil {
		t.Fatalf("exported record: %v\n%s", err, text)
	}
	if got, want := bao.FormatState(g.Variant(), g.State()), p.value("#positionText"); got != want {
		t.Errorf("the record reaches %q, the page shows %q", got, want)
	}
}

// TestIllegal clicks a pit where no move starts, and types an illegal move:
// each is refused with a message, and the game does not change.
func TestIllegal(t *testing.T) {
	p := open(t, 30*time.Second)
	p.setGame("kiswahili", "person", "random", false)
	start := p.value("#positionText")
	p.click(`#board g.pit[data-pit="A1"]`)
	msg := p.text("#message")
	isErr := eval[bool](p, `document.getElementById("message").classList.contains("error")`)
	if !strings.Contains(msg, "No legal move starts at A1") || !isErr {
		t.Errorf("illegal click: message %q (error style %v)", msg, isErr)
	}
	// The reason follows: the rule, in the rules engine's words.
	p.poll(`document.getElementById("message").textContent.includes("rule N2)")`)
	p.run(chromedp.SendKeys(chromedp.CSS("#moveInput"), "A6>#\r"))
	p.poll(`document.getElementById("message").textContent.includes("annotated")`)
	p.run(chromedp.SendKeys(chromedp.CSS("#moveInput"), "B3>\r"))
	p.poll(`document.getElementById("message").textContent.includes("illegal move B3>")`)
	if p.ply() != 0 || p.value("#positionText") != start {
		t.Errorf("an illegal move changed the game: ply %d", p.ply())
	}
	p.shot("illegal")
}

// TestUndoAndReply plays with the keyboard against alphabeta(depth=4),
// times the computer's replies, and takes a move back.
func TestUndoAndReply(t *testing.T) {
	p := open(t, 60*time.Second)
	p.setGame("kiswahili", "person", "alphabeta(depth=4)", false)
	start := p.value("#positionText")
	var replies []time.Duration
	for i := range 4 {
		p.waitTurn()
		// Keyboard: focus the first legal pit, Enter, then Enter on the
		// first direction offered.
		ok := eval[bool](p, `(() => { const g = document.querySelector("#board g.pit.legal"); g.focus(); return document.activeElement === g; })()`)
		if !ok {
			t.Fatal("a legal pit cannot take the focus")
		}
		t0 := time.Now()
		p.run(chromedp.KeyEvent("\r"))
		choices := eval[int](p, `document.querySelectorAll("#choices button").length`)
		if choices > 0 {
			focused := eval[bool](p, `document.activeElement.parentElement.id === "choices"`)
			if !focused {
				t.Fatal("the direction buttons do not take the focus")
			}
			p.run(chromedp.KeyEvent("\r"))
		}
		p.poll(fmt.Sprintf(`Number(document.body.dataset.ply) === %d && document.body.dataset.turn !== "busy"`, 2*(i+1)))
		replies = append(replies, time.Since(t0))
	}
	t.Logf("person's move and alphabeta(depth=4) reply, seen in the page, 4 turns: %v", replies)
	if med := median(replies); med > time.Second {
		t.Errorf("median reply %v, want well under a second", med)
	}
	// A move with its changes marked, for the README.
	png := p.shot("serve")
	if *docs {
		if err := os.WriteFile(filepath.Join("..", "docs", "serve.png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	deltas := eval[int](p, `document.querySelectorAll("#board .delta").length`)
	if deltas == 0 {
		t.Error("the last move's changes are not marked")
	}
	// Undo: the person's move and the computer's reply.
	p.click("#undo")
	p.poll(`document.body.dataset.ply === "6" && document.body.dataset.turn === "person"`)
	for range 3 {
		p.click("#undo")
	}
	p.poll(`document.body.dataset.ply === "0"`)
	if got := p.value("#positionText"); got != start {
		t.Errorf("after undoing every move: %q, want %q", got, start)
	}
}

// TestAnimation: with a speed set, a move shows its first frame (the start
// pit marked) before the position after it.
func TestAnimation(t *testing.T) {
	p := open(t, 30*time.Second)
	p.setGame("kiswahili", "person", "person", true)
	p.run(chromedp.Click(chromedp.CSS(`#board g.pit[data-pit="A6"]`)), chromedp.Click(chromedp.CSS(`#choices button`)))
	p.poll(`document.getElementById("message").textContent.startsWith("South plays A6")`)
	p.poll(`document.body.dataset.ply === "1" && document.body.dataset.turn === "person"`)
	if msg := p.text("#message"); !strings.HasPrefix(msg, "South played A6") {
		t.Errorf("after the animation: %q", msg)
	}
}

// TestAnimationLaps: a move of several laps shows the position after each
// lap (bao.Tracer) in turn, at the chosen speed: KG1's A3 in
// docs/kingulu.md sows five laps, of which the page shows the first four
// before the position after the move.
func TestAnimationLaps(t *testing.T) {
	p := open(t, 30*time.Second)
	p.setGame("kingulu", "person", "person", true)
	p.click(`#board g.pit[data-pit="A3"]`)
	p.poll(`document.getElementById("message").textContent === "South plays A3: lap 1 of 5"`)
	p.poll(`document.getElementById("message").textContent === "South plays A3: lap 4 of 5"`)
	p.poll(`document.body.dataset.ply === "1"`)
	if got, want := p.value("#positionText"), "1,0,6,6,0,1/6,6,2,7,0,6 N 7,0"; !strings.HasPrefix(got, want) {
		t.Errorf("after the move: %q, want %q...", got, want)
	}
}

// TestLoadRecord loads a record of a random game, in both formats, and
// steps through it.
func TestLoadRecord(t *testing.T) {
	v := bao.MustLookup("kete")
	g := bao.NewGame(v)
	rnd := player.NewRandom(5)
	for range 30 {
		if g.Outcome().Over() {
			break
		}
		m, _ := rnd.Choose(context.Background(), v, g.State())
		g.Play(m)
	}
	var b bytes.Buffer
	if err := record.FromGame(g, map[string]string{"South": "ann", "North": "bob"}).Write(&b); err != nil {
		t.Fatal(err)
	}
	p := open(t, 60*time.Second)
	p.run(chromedp.SetValue(chromedp.CSS("#recordText"), b.String()), chromedp.Click(chromedp.CSS(`#loadForm button[type="submit"]`)))
	p.poll(`document.getElementById("message").textContent.startsWith("Loaded a game of kete")`)
	moves := eval[int](p, `document.querySelectorAll("#record button").length`)
	if moves != g.Ply() || p.ply() != 0 {
		t.Fatalf("loaded %d moves at ply %d, want %d at 0", moves, p.ply(), g.Ply())
	}
	// The header and the board name the players alike: ann and bob are
	// persons, whose names the board shows.
	if s, n := p.value("#south"), p.value("#north"); s != "person" || n != "person" {
		t.Errorf("header: South %q, North %q, want person and person", s, n)
	}
	if svg := p.text("#board"); !strings.Contains(svg, "ann") || !strings.Contains(svg, "bob") {
		t.Errorf("board: %q", svg)
	}
	// Step with the keys: End, then back two.
	p.run(chromedp.Click(chromedp.CSS("body")), chromedp.KeyEvent(kb.End))
	p.poll(fmt.Sprintf(`document.body.dataset.ply === "%d"`, g.Ply()))
	if got, want := p.value("#positionText"), bao.FormatState(v, g.State()); got != want {
		t.Errorf("at the end: %q, want %q", got, want)
	}
	p.run(chromedp.KeyEvent(kb.ArrowLeft), chromedp.KeyEvent(kb.ArrowLeft))
	k := g.Ply() - 2
	p.poll(fmt.Sprintf(`document.body.dataset.ply === "%d"`, k))
	if got, want := p.value("#positionText"), bao.FormatState(v, g.StateAt(k)); got != want {
		t.Errorf("at ply %d: %q, want %q", k, got, want)
	}
	// Click a move of the record.
	p.click(`#record li:first-child button`)
	p.poll(`document.body.dataset.ply === "1"`)

	// The same game as a selfplay JSON line.
	var line strings.Builder
	line.WriteString(`{"game":0,"variant":"kete","seed":"5","south":"random","north":"random","moves":[`)
	for i, m := range g.Moves() {
		text, _ := bao.FormatMove(v, g.StateAt(i), m)
		if i > 0 {
			line.WriteString(",")
		}
		fmt.Fprintf(&line, "%q", text)
	}
	fmt.Fprintf(&line, `],"plies":%d,"winner":"draw","reason":"ply limit","final":%q}`+"\n", g.Ply(), bao.FormatState(v, g.State()))
	p.run(chromedp.SetValue(chromedp.CSS("#recordText"), line.String()), chromedp.Click(chromedp.CSS(`#loadForm button[type="submit"]`)))
	p.poll(`document.getElementById("message").textContent.startsWith("Loaded a game of kete")`)
	moves = eval[int](p, `document.querySelectorAll("#record button").length`)
	if moves != g.Ply() {
		t.Errorf("JSON line: %d moves, want %d", moves, g.Ply())
	}
	// Built-in players stay in the header, as the board shows them.
	if s, n := p.value("#south"), p.value("#north"); s != "random" || n != "random" {
		t.Errorf("header after the JSON line: South %q, North %q, want random and random", s, n)
	}
	p.shot("record")
}

// TestSetPosition sets up a kingulu position near the end and plays it out
// against the greedy player; a position that does not parse is refused.
func TestSetPosition(t *testing.T) {
	p := open(t, 30*time.Second)
	p.setGame("kingulu", "person", "greedy", false)
	p.run(chromedp.SetValue(chromedp.CSS("#positionText"), "nonsense"), chromedp.Click(chromedp.CSS(`#positionForm button`)))
	p.poll(`document.getElementById("message").classList.contains("error")`)
	if msg := p.text("#message"); !strings.Contains(msg, "fields") {
		t.Errorf("bad position: %q", msg)
	}
	pos := "0,0,0,0,1,0/0,0,1,0,0,0 S 23,23"
	v := bao.MustLookup("kingulu")
	if _, err := bao.ParseState(v, pos); err != nil {
		t.Fatal(err)
	}
	p.run(chromedp.SetValue(chromedp.CSS("#positionText"), pos), chromedp.Click(chromedp.CSS(`#positionForm button`)))
	p.poll(`document.getElementById("message").textContent === "Position set up."`)
	if got := p.value("#positionText"); got != pos {
		t.Errorf("position %q, want %q", got, pos)
	}
	p.playClicks(20, false)
	if p.waitTurn() != "over" {
		t.Error("the near-end position did not end in 20 moves")
	}
	checkRecord(t, p)
}

// TestAnalyse asks for a player's move in the position shown, and for a
// search beyond the server's limits.
func TestAnalyse(t *testing.T) {
	p := open(t, 30*time.Second)
	p.setGame("kiswahili(takasia=off)", "person", "person", false)
	p.run(chromedp.SetValue(chromedp.CSS("#analyseSpec"), "alphabeta(depth=4)"), chromedp.Click(chromedp.CSS(`#analyseForm button`)))
	p.poll(`document.getElementById("analysis").textContent.includes("ms)")`)
	got := p.text("#analysis")
	v := bao.MustLookup("kiswahili(takasia=off)")
	ok := false
	for _, m := range v.Legal(v.Start(), nil) {
		text, _ := bao.FormatMove(v, v.Start(), m)
		// The report, labelled with its position, and the canonical spec.
		ok = ok || strings.HasPrefix(got, "Analysis of the start position:\nalphabeta(depth=4,nodes=200000): "+text+" (")
	}
	if !ok || !strings.Contains(got, "depth 4") {
		t.Errorf("analysis %q", got)
	}
	p.run(chromedp.SetValue(chromedp.CSS("#analyseSpec"), "alphabeta(depth=30)"), chromedp.Click(chromedp.CSS(`#analyseForm button`)))
	p.poll(`document.getElementById("analysis").textContent.includes("allowed")`)
	if p.ply() != 0 {
		t.Error("analysing played a move")
	}
}

// TestReview reviews, under bao serve, the kingulu game whose first move
// throws away South's proven win: the server streams the review's steps,
// so the page counts the plies as they come (a determinate progress bar,
// "Reviewing move k of n"), as in the worker; Stop ends the request, and
// the next review runs at once.
func TestReview(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "review", "testdata", "kingulu-gave-away-win.txt"))
	if err != nil {
		t.Fatal(err)
	}
	p := open(t, 120*time.Second)
	p.run(chromedp.SetValue(chromedp.CSS("#recordText"), string(text)), chromedp.Click(chromedp.CSS(`#loadForm button[type="submit"]`)))
	p.poll(`document.getElementById("message").textContent.startsWith("Loaded a game of kingulu")`)
	// Every note and value of the progress bar while the review runs.
	eval[bool](p, `(() => {
		window.seen = [];
		const pr = document.getElementById("reviewProgress");
		new MutationObserver(() => window.seen.push([document.getElementById("reviewNote").textContent, pr.hasAttribute("value") ? pr.value : null, pr.max]))
			.observe(document.getElementById("reviewNote"), { childList: true, characterData: true, subtree: true });
		return true;
	})()`)
	p.click("#review")
	p.poll(`document.body.dataset.review === "done"`)
	seen := eval[[][]any](p, `window.seen`)
	n := eval[int](p, `document.querySelectorAll("#reviewList li").length`)
	// The steps come as the server reviews (several may be drawn at
	// once): "Reviewing move k of n" with the bar at n+k of 2n.
	counted, last := 0, 0.0
	for _, s := range seen {
		note, _ := s[0].(string)
		var k, of int
		if _, err := fmt.Sscanf(note, "Reviewing move %d of %d…", &k, &of); err != nil || k == 0 {
			continue
		}
		value, ok := s[1].(float64)
		if !ok || of != n || value != float64(n+k) || s[2] != float64(2*n) || value <= last {
			t.Errorf("%q with the bar at %v of %v", note, s[1], s[2])
		}
		counted, last = counted+1, value
	}
	if counted < 3 {
		t.Errorf("the page counted %d plies as they came, want at least 3: %v", counted, seen)
	}
	first := p.text("#reviewList li:first-child")
	if !strings.Contains(first, "A4??") || !strings.Contains(first, "gave away a win") || !strings.Contains(first, "best: A3") {
		t.Errorf("the first move's review: %q", first)
	}
	// Stop, then review again: the request ended, its place is free.
	p.click("#review")
	p.click("#reviewStop")
	p.poll(`document.body.dataset.review === "stopped"`)
	p.click("#review")
	p.poll(`document.body.dataset.review === "done"`)
	if got := eval[int](p, `document.querySelectorAll("#reviewList li").length`); got != n {
		t.Errorf("the review after a stop has %d plies, want %d", got, n)
	}
}
