package fourrow_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
	_ "github.com/bao-games/bao/kete"
	_ "github.com/bao-games/bao/kiswahili"
	_ "github.com/bao-games/bao/kujifunza"
)

// These tests compare the naive reference (reference_test.go) with the
// registered four-row variants, position by position: the complete legal
// move list with annotations, every resulting position, and the outcome.

// refGame is a registered variant and the reference's rule set for it.
type refGame struct {
	spec  string
	rules refRules
	file  string // the vector files: testdata/<file>-examples.jsonl, -random.jsonl
}

// refGames is every four-row game with every value of its rule option.
var refGames = []refGame{
	{"kiswahili", refRules{takasia: true}, "kiswahili"},
	{"kiswahili(takasia=off)", refRules{}, "kiswahili"},
	{"kete", refRules{kete: true, takasia: true}, "kete"},
	{"kete(takasia=off)", refRules{kete: true}, "kete"},
	{"kujifunza", refRules{takasia: true}, "kujifunza"},
	{"kujifunza(takasia=off)", refRules{}, "kujifunza"},
}

// refEvaluate is the reference's answer for a position text, in the form
// of `bao eval` (bao.Evaluation).
func refEvaluate(r refRules, text string) (bao.Evaluation, error) {
	p, err := refParse(text)
	if err != nil {
		return bao.Evaluation{}, err
	}
	letter := []string{"S", "N"}
	ev := bao.Evaluation{Position: refFormat(p), Moves: []bao.Evaluated{}}
	for _, c := range r.legal(p) {
		e := bao.Evaluated{Move: c.text, Position: refFormat(c.after), Over: c.over}
		if c.over {
			e.Winner = letter[c.winner]
		}
		ev.Moves = append(ev.Moves, e)
	}
	// Section 5: over when the side to move has no legal move (the list
	// is empty when his front row is empty); he has lost, except in Bawo
	// when the other front row is empty (BW13).
	if len(ev.Moves) == 0 {
		ev.Over, ev.Winner = true, letter[1-p.side]
		if r.bawo != nil && p.frontRowEmpty(1-p.side) && !p.frontRowEmpty(p.side) {
			ev.Winner = letter[p.side]
		}
	}
	return ev, nil
}

// engineEvaluate is the engine's answer: bao.Evaluate (Children), checked
// against the answer of Legal, Apply, FormatMove and Outcome.
func engineEvaluate(t *testing.T, v bao.Variant, text string) bao.Evaluation {
	t.Helper()
	ev, err := bao.Evaluate(v, text)
	if err != nil {
		t.Fatalf("%s: %s: %v", v.Name(), text, err)
	}
	s, _ := bao.ParseState(v, text)
	var moves []bao.Evaluated
	for _, m := range v.Legal(s, nil) {
		after, err := v.Apply(s, m)
		if err != nil {
			t.Fatalf("%s: %s: legal move %s: %v", v.Name(), text, m, err)
		}
		mt, err := bao.FormatMove(v, s, m)
		if err != nil {
			t.Fatalf("%s: %s: %v", v.Name(), text, err)
		}
		o := v.Outcome(after)
		moves = append(moves, bao.Evaluated{Move: mt, Position: bao.FormatState(v, after), Over: o.Over(), Winner: o.WinnerText()})
	}
	if len(moves) == 0 {
		moves = []bao.Evaluated{}
	}
	if d := cmp.Diff(ev.Moves, moves); d != "" {
		t.Errorf("%s: %s: Children and Legal+Apply disagree (-Children +Legal):\n%s", v.Name(), text, d)
	}
	return ev
}

// compareWithReference evaluates text with the reference and the engine
// and reports any difference, counting what the position exercised in cov.
// It returns the reference's evaluation, and false on a difference.
func compareWithReference(t *testing.T, g refGame, v bao.Variant, text string, cov *refCoverage) (bao.Evaluation, bool) {
	t.Helper()
	want := engineEvaluate(t, v, text)
	r := g.rules
	r.dropped = map[string]int{}
	got, err := refEvaluate(r, text)
	if err != nil {
		t.Fatalf("%s: reference: %v", g.spec, err)
	}
	cov.add(r, text, got)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("%s: %s: engine and reference disagree (-engine +reference):\n%s", g.spec, text, d)
		return got, false
	}
	return got, true
}

// lookup returns the registered variant of g.
func (g refGame) lookup(t *testing.T) bao.Variant {
	t.Helper()
	v, err := bao.Lookup(g.spec)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestReferenceText checks the reference's reader and writer of position
// text against the engine's on the start positions and the vector corpora.
func TestReferenceText(t *testing.T) {
	for _, g := range refGames {
		v := g.lookup(t)
		texts := []string{bao.FormatState(v, v.Start())}
		for _, f := range []string{"-examples.jsonl", "-random.jsonl"} {
			vecs, err := testvec.Load(g.file + f)
			if err != nil {
				t.Fatal(err)
			}
			for _, vec := range vecs {
				texts = append(texts, vec.Position)
				for _, m := range vec.Moves {
					texts = append(texts, m.Position)
				}
			}
		}
		for _, text := range texts {
			p, err := refParse(text)
			if err != nil {
				t.Fatal(err)
			}
			if got := refFormat(p); got != text {
				t.Errorf("refFormat(refParse(%q)) = %q", text, got)
			}
		}
	}
}

// TestReferenceVectors compares the reference with the engine on every
// position of the vector corpora, under every option of its game (a
// position that the option makes invalid, such as a restricted pit with
// takasia=off, is skipped), and with the vector itself where the vector's
// variant is the one compared. With BAO_LONG=1 each game also takes the
// other games' vector positions that it accepts.
func TestReferenceVectors(t *testing.T) {
	for _, g := range refGames {
		v := g.lookup(t)
		n := 0
		var cov refCoverage
		files := []string{g.file + "-examples.jsonl", g.file + "-random.jsonl"}
		if testvec.Long() {
			files = nil
			for _, game := range []string{"kiswahili", "kete", "kujifunza"} {
				files = append(files, game+"-examples.jsonl", game+"-random.jsonl")
			}
		}
		for _, f := range files {
			vecs, err := testvec.Load(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, vec := range vecs {
				if _, err := bao.ParseState(v, vec.Position); err != nil {
					continue
				}
				n++
				got, ok := compareWithReference(t, g, v, vec.Position, &cov)
				spec := vec.Variant
				if spec == "" {
					spec = strings.TrimSuffix(f, "-random.jsonl")
				}
				if !ok || spec != g.spec {
					continue
				}
				if d := cmp.Diff(vec.Evaluation, got); d != "" {
					t.Errorf("%s %s: vector and reference disagree (-vector +reference):\n%s", g.spec, vec.Position, d)
				}
			}
		}
		t.Logf("%s: %d positions, %+v", g.spec, n, cov)
		if n < 200 {
			t.Errorf("%s: only %d positions compared", g.spec, n)
		}
	}
}

// refPerft counts the move sequences of depth plies from p with the
// reference alone.
func refPerft(r refRules, p refPos, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, c := range r.legal(p) {
		n += refPerft(r, c.after, depth-1)
	}
	return n
}

// TestReferencePerft counts perft from the start position with the
// reference and compares with the engine and with testdata/perft.json (the
// tables of the rules documents).
func TestReferencePerft(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(testvec.Dir(), "perft.json"))
	if err != nil {
		t.Fatal(err)
	}
	var table map[string]any
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	depth := 3
	if testvec.Long() {
		depth = 5
	}
	for _, g := range refGames {
		v := g.lookup(t)
		p, err := refParse(bao.FormatState(v, v.Start()))
		if err != nil {
			t.Fatal(err)
		}
		doc, _ := table[g.spec].([]any)
		for d := 1; d <= depth; d++ {
			got := refPerft(g.rules, p, d)
			if want := bao.Perft(v, v.Start(), d); got != want {
				t.Errorf("%s perft(%d): reference %d, engine %d", g.spec, d, got, want)
			}
			if d <= len(doc) {
				if want, _ := doc[d-1].(float64); got != uint64(want) {
					t.Errorf("%s perft(%d): reference %d, perft.json %v", g.spec, d, got, want)
				}
			}
		}
	}
}

// refCoverage counts what the compared positions exercised.
type refCoverage struct {
	positions, mtaji, restricted, over int
	takasia, safari, wins, f1, f2      int
}

// add counts position text, from the reference's evaluation ev and the
// candidates that its legal dropped (r.dropped).
func (c *refCoverage) add(r refRules, text string, ev bao.Evaluation) {
	p, err := refParse(text)
	if err != nil {
		return
	}
	c.positions++
	c.f1 += r.dropped["F1"]
	c.f2 += r.dropped["F2"]
	if p.store[p.side] == 0 {
		c.mtaji++
	}
	if p.restricted != refNone {
		c.restricted++
	}
	if ev.Over {
		c.over++
	}
	for _, m := range ev.Moves {
		switch {
		case strings.Contains(m.Move, "**"):
			c.takasia++
		case strings.Contains(m.Move, "+"):
			c.safari++
		}
		if strings.HasSuffix(m.Move, "#") {
			c.wins++
		}
	}
}

// TestReferenceRandom compares the reference with the engine on positions
// of random games of every game and option, played by the engine with a
// seeded generator (seed: the game's index and the start's), from the
// start position and from positions of the game's random corpus (which
// reach every stage and special rule); every position of each game is
// compared. A few thousand positions in all; every corpus position and
// more games with BAO_LONG=1.
func TestReferenceRandom(t *testing.T) {
	fromStart, step, maxPlies := 8, 10, 400
	if testvec.Long() {
		fromStart, step = 200, 1
	}
	for gi, g := range refGames {
		v := g.lookup(t)
		starts := []bao.State{}
		for range fromStart {
			starts = append(starts, v.Start())
		}
		vecs, err := testvec.Load(g.file + "-random.jsonl")
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(vecs); i += step {
			if s, err := bao.ParseState(v, vecs[i].Position); err == nil {
				starts = append(starts, s)
			}
		}
		var cov refCoverage
		failures := 0
		for si, s := range starts {
			rng := rand.New(rand.NewPCG(uint64(gi), uint64(si)))
			for ply := 0; ply < maxPlies && failures < 3; ply++ {
				text := bao.FormatState(v, s)
				if _, ok := compareWithReference(t, g, v, text, &cov); !ok {
					failures++
					t.Logf("%s: start %d (seed %d,%d), ply %d", g.spec, si, gi, si, ply)
				}
				kids := bao.Children(v, s, nil)
				if len(kids) == 0 {
					break
				}
				s = kids[rng.IntN(len(kids))].State
			}
		}
		t.Logf("%s: %d games, %+v", g.spec, len(starts), cov)
	}
}

// refArbitrary returns a random position text for rule set r: 64 seeds
// scattered over a random subset of the pits and the stores, random houses
// (and for Bawo moved flags) and a random restricted pit. Many are
// invalid for the game (a kujifunza position with seeds in store, say);
// the caller keeps those that the variant's ParseState accepts.
func refArbitrary(r refRules, rng *rand.Rand) string {
	var p refPos
	total := 64
	if rng.IntN(3) == 0 { // a namua position
		for i := range 2 {
			p.store[i] = rng.IntN(12)
		}
		total -= p.store[0] + p.store[1]
	}
	pits := allPits()
	type place struct {
		player int
		x      refPit
	}
	var used []place
	for range 1 + rng.IntN(32) {
		used = append(used, place{rng.IntN(2), pits[rng.IntN(16)]})
	}
	for range total {
		u := used[rng.IntN(len(used))]
		*p.count(u.player, u.x)++
	}
	p.side = rng.IntN(2)
	least := 1 // an owned house holds some seeds; a kuu six (kete) or K (Bawo)
	if r.kete {
		least = 6
	}
	if r.bawo != nil {
		least = r.bawo.K
		p.bawo = true
	}
	for i := range 2 {
		p.owns[i] = rng.IntN(2) == 0 && *p.count(i, refHouse) >= least
		p.moved[i] = r.bawo != nil && p.owns[i] && rng.IntN(2) == 0
	}
	if r.takasia && p.store == [2]int{} && rng.IntN(2) == 0 {
		p.restricted = refRestricted{player: p.side, n: 1 + rng.IntN(8)}
		if r.kete && rng.IntN(2) == 0 {
			p.restricted.player = 1 - p.side
		}
	}
	return refFormat(p)
}

// TestReferenceArbitrary compares the reference with the engine on random
// valid positions that no game need reach (random piles, houses,
// restricted pits): corners the random games rarely visit, such as moves
// that never end (F2) and restricted pits of either phase.
func TestReferenceArbitrary(t *testing.T) {
	n := 150
	if testvec.Long() {
		n = 5000
	}
	for gi, g := range refGames {
		v := g.lookup(t)
		rng := rand.New(rand.NewPCG(uint64(gi), 99))
		var cov refCoverage
		failures, phase2 := 0, 0
		for cov.positions < n && failures < 3 {
			text := refArbitrary(g.rules, rng)
			if _, err := bao.ParseState(v, text); err != nil {
				continue
			}
			if p, _ := refParse(text); g.rules.emptyPhase2(p) {
				phase2++ // see TestReferenceEmptyPhase2
			}
			if _, ok := compareWithReference(t, g, v, text, &cov); !ok {
				failures++
			}
		}
		t.Logf("%s: %+v; %d positions of an empty phase 2", g.spec, cov, phase2)
	}
}

// emptyPhase2 says whether p is a Bao la Kete position in phase 2 of hizi
// zetu (Z5: the field names a pit t of the opponent of the side to move)
// in which t is empty or the mover's pit facing t is empty, so that no
// capture candidate can take t and the phase-2 limit does nothing. No game
// reaches such a position (Z2 makes t and the pit facing it occupied; the
// opponent's phase-1 takata cannot change the mover's pits, and cannot
// leave t empty: only a first lap of sixteen or more from his kuu may lift
// it, L4, and every later lap of the same direction that ends in a lifted
// pit passes t first), but the position text is valid, and there the
// engine and the reference disagree: see TestReferenceEmptyPhase2.
func (r refRules) emptyPhase2(p refPos) bool {
	t := p.restricted
	if !r.kete || t.n == 0 || t.player == p.side {
		return false
	}
	return p.seeds[t.player][0][t.n] == 0 || p.seeds[p.side][0][opposite(t.n)] == 0
}

// TestReferenceEmptyPhase2 holds the one disagreement the reference found
// with the engine, in positions no game reaches (see emptyPhase2), now
// fixed in the engine. In the first position, Bao la Kete, South to move in mtaji,
// a7 is reserved for phase 2 but empty. By Z5 ("if none has [t as its
// target], the phase-2 limit does nothing") South's only capture
// candidate, B8> (4 seeds to A5, facing a4), is his only move, as the
// reference says. The engine's phase-2 limit used to keep the laps that
// end on A2, the pit facing a7, without asking whether A2 and a7 are
// occupied (engine.go, tickets: captureLaps(..., 1<<(7-t.Slot())) where
// the capture pits "ends" belonged), so its only move was B6< (7 seeds to
// A2), played as a capture move that captures nothing. The second
// position is the other half: a7 is occupied but A2 is empty, and the
// engine again played B6< alone (it ends in the empty A2 at once).
func TestReferenceEmptyPhase2(t *testing.T) {
	g := refGames[2] // kete
	v := g.lookup(t)
	positions := []string{
		"0,0,4,2,0,2,4,0/2,0,0,0,3,7,0,8/0,7,0,0,1,0,1,1/1,1,1,1,0,7,7,4 S 0,0 - a7",
		"0,0,4,2,0,2,4,0/2,7,0,0,3,7,0,8/0,0,0,0,1,0,1,1/1,1,1,1,0,7,7,4 S 0,0 - a7",
	}
	disagree := 0
	for _, text := range positions {
		p, err := refParse(text)
		if err != nil || !g.rules.emptyPhase2(p) {
			t.Fatalf("%s: not an empty phase 2 (%v)", text, err)
		}
		want, _ := refEvaluate(g.rules, text)
		got := engineEvaluate(t, v, text)
		if d := cmp.Diff(got, want); d != "" {
			disagree++
			t.Logf("%s (-engine +reference):\n%s", text, d)
		}
	}
	if disagree > 0 {
		t.Errorf("the engine and the reference disagree in %d positions: the Z5 phase-2 limit must ask whether the reserved pit can be captured", disagree)
	}
}

// TestReferenceKeteMatch plays Bao la Kete matches with the reference
// alone (random moves from its own legal lists) and scores them by
// kete.md section 5, written plainly: best of three, over as soon as one
// player has won two games, every game from the start position with South
// to move, seats swapped after every game. bao.Match, fed with the
// engine's outcome of each final position, must agree; and only Bao la
// Kete is played in matches (bao.MatchLength).
func TestReferenceKeteMatch(t *testing.T) {
	for _, g := range refGames {
		want := 1
		if g.rules.kete {
			want = 3
		}
		if got := bao.MatchLength(g.lookup(t)); got != want {
			t.Errorf("MatchLength(%s) = %d, want %d", g.spec, got, want)
		}
	}
	g := refGames[2] // kete
	v := g.lookup(t)
	rng := rand.New(rand.NewPCG(3, 5))
	for match := range 4 {
		m := bao.NewMatch(bao.MatchLength(v))
		var wins [2]int // games won by competitor 0 and 1
		for game := 0; ; game++ {
			south := game % 2 // competitor 0 sits South in the first game
			p, err := refParse(bao.FormatState(v, v.Start()))
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ; ply++ {
				kids := g.rules.legal(p)
				if len(kids) == 0 || ply == 1000 {
					break
				}
				p = kids[rng.IntN(len(kids))].after
			}
			ev, err := refEvaluate(g.rules, refFormat(p))
			if err != nil || !ev.Over {
				t.Fatalf("match %d game %d: not over after 1000 plies (%v)", match, game, err)
			}
			winner := south // the competitor who won
			if ev.Winner == "N" {
				winner = 1 - south
			}
			wins[winner]++
			s, err := bao.ParseState(v, refFormat(p))
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Record(v.Outcome(s)); err != nil {
				t.Fatal(err)
			}
			over := wins[0] == 2 || wins[1] == 2
			if m.Over() != over || m.Wins != wins {
				t.Fatalf("match %d after game %d: bao.Match over %v wins %v, want over %v wins %v", match, game, m.Over(), m.Wins, over, wins)
			}
			if over {
				if w, ok := m.Winner(); !ok || wins[w] != 2 {
					t.Errorf("match %d: winner %d (%v), wins %v", match, w, ok, wins)
				}
				break
			}
		}
	}
}
