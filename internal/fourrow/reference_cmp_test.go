package fourrow_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
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
	ev := bao.Evaluation{Position: refFormat(p), Moves: []bao.Evaluated{}}
	ev.Winner, ev.Over = refWinner(r, p)
	for _, c := range r.legal(p) {
		e := bao.Evaluated{Move: c.text, Position: refFormat(c.after)}
		e.Winner, e.Over = refWinner(r, c.after)
		ev.Moves = append(ev.Moves, e)
	}
	return ev, nil
}

// refWinner is the outcome of p as the evaluation writes it.
func refWinner(r refRules, p refPos) (string, bool) {
	w, over := r.over(p)
	if !over {
		return "", false
	}
	return []string{"S", "N"}[w], true
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
// and reports any difference. It returns false on a difference.
func compareWithReference(t *testing.T, g refGame, v bao.Variant, text string) bool {
	t.Helper()
	want := engineEvaluate(t, v, text)
	got, err := refEvaluate(g.rules, text)
	if err != nil {
		t.Fatalf("%s: reference: %v", g.spec, err)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("%s: %s: engine and reference disagree (-engine +reference):\n%s", g.spec, text, d)
		return false
	}
	return true
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
// variant is the one compared.
func TestReferenceVectors(t *testing.T) {
	for _, g := range refGames {
		v := g.lookup(t)
		n := 0
		for _, f := range []string{"-examples.jsonl", "-random.jsonl"} {
			vecs, err := testvec.Load(g.file + f)
			if err != nil {
				t.Fatal(err)
			}
			for _, vec := range vecs {
				if _, err := bao.ParseState(v, vec.Position); err != nil {
					continue
				}
				n++
				if !compareWithReference(t, g, v, vec.Position) {
					continue
				}
				spec := vec.Variant
				if spec == "" {
					spec = g.file
				}
				if spec != g.spec {
					continue
				}
				got, _ := refEvaluate(g.rules, vec.Position)
				if d := cmp.Diff(vec.Evaluation, got); d != "" {
					t.Errorf("%s %s: vector and reference disagree (-vector +reference):\n%s", g.spec, vec.Position, d)
				}
			}
		}
		t.Logf("%s: %d positions", g.spec, n)
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

// TestReferenceRandom compares the reference with the engine on positions
// of random games of every game and option: games played from the start
// by the engine with a seeded generator, every position of each game
// compared (a few thousand in all; many more with BAO_LONG=1).
func TestReferenceRandom(t *testing.T) {
	games, maxPlies := 4, 400
	if testing.Short() {
		games = 1
	}
	if testvec.Long() {
		games = 60
	}
	for gi, g := range refGames {
		v := g.lookup(t)
		failures, positions := 0, 0
		for game := range games {
			seed := uint64(1000*gi + game)
			rng := rand.New(rand.NewPCG(seed, 21))
			s := v.Start()
			for ply := 0; ply < maxPlies && failures < 3; ply++ {
				text := bao.FormatState(v, s)
				positions++
				if !compareWithReference(t, g, v, text) {
					failures++
					t.Logf("%s: seed %d ply %d", g.spec, seed, ply)
				}
				kids := bao.Children(v, s, nil)
				if len(kids) == 0 {
					break
				}
				s = kids[rng.IntN(len(kids))].State
			}
		}
		t.Logf("%s: %d positions from %d games", g.spec, positions, games)
	}
}
