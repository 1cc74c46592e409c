package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBawoGambit plays the opening gambits of bawo(gambit=on) on the page:
// the variant's eleven rule options are offered, a click on a pit at the
// gambit turn says that the moves are gambits and how to type one, South's
// gambit is typed in the Move box, and the computer answers with its own.
func TestBawoGambit(t *testing.T) {
	p := open(t, 60*time.Second)
	p.setGame("bawo(gambit=on)", "person", "random", false)
	if n := eval[int](p, `document.querySelectorAll("#options select").length`); n != 11 {
		t.Errorf("bawo: %d option menus, want 11", n)
	}
	if p.waitTurn() != "person" || !strings.HasSuffix(p.value("#positionText"), " SN - - SN") {
		t.Fatalf("the start of bawo(gambit=on): %q", p.value("#positionText"))
	}
	p.click(`#board g.pit[data-pit="A1"]`)
	if msg := p.text("#message"); !strings.Contains(msg, "the 15504 legal moves are gambits") || !strings.Contains(msg, "like A1,A1,A1,A1,A1") {
		t.Errorf("a click at the gambit turn: %q", msg)
	}
	p.run(chromedp.SendKeys(chromedp.CSS("#moveInput"), "A1,A8,B4,B5,B5\r"))
	p.poll(`Number(document.body.dataset.ply) >= 2`)
	if p.waitTurn() != "person" {
		t.Fatal("the game ended after the gambits")
	}
	if pos := p.value("#positionText"); !strings.HasSuffix(pos, " -") {
		t.Errorf("after both gambits, a gambit is still pending: %q", pos)
	}
	checkRecord(t, p)
}
