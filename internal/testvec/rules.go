package testvec

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
)

// The helpers of the rule tests of the variant packages: each checks one
// position text against what a rules document says of it.

// Move is one legal move as a rule test expects it: its annotated move text
// as bao.FormatMove writes it, and the position text after it ("" when the
// test does not check it). It is an array so that the tests of other
// packages can write it as {"A6<*", "..."}.
type Move [2]string

// Parse reads a position text that must be valid and round-trip.
func Parse(t *testing.T, v bao.Variant, pos string) bao.State {
	t.Helper()
	s, err := bao.ParseState(v, pos)
	if err != nil {
		t.Fatalf("ParseState(%q): %v", pos, err)
	}
	if got := bao.FormatState(v, s); got != pos {
		t.Fatalf("position text does not round-trip:\n got %s\nwant %s", got, pos)
	}
	return s
}

// LegalTexts returns the annotated legal moves of s in the engine's order.
func LegalTexts(t *testing.T, v bao.Variant, s bao.State) []string {
	t.Helper()
	out := []string{}
	for _, m := range v.Legal(s, nil) {
		text, err := bao.FormatMove(v, s, m)
		if err != nil {
			t.Errorf("FormatMove(%v) of a legal move: %v", m, err)
			continue
		}
		out = append(out, text)
	}
	return out
}

// Expect checks the complete legal move list of pos (annotated, canonical
// order) and the position after every move that gives one. It also checks
// that bao.Children agrees with Legal followed by Apply.
func Expect(t *testing.T, v bao.Variant, pos string, want ...Move) {
	t.Helper()
	s := Parse(t, v, pos)
	wantTexts := []string{}
	for _, w := range want {
		wantTexts = append(wantTexts, w[0])
	}
	if diff := cmp.Diff(wantTexts, LegalTexts(t, v, s)); diff != "" {
		t.Errorf("%s\nlegal moves (-want +got):\n%s", pos, diff)
	}
	for _, w := range want {
		_, after, err := bao.ReadMove(v, s, w[0])
		if err != nil {
			t.Errorf("%s: ReadMove(%q): %v", pos, w[0], err)
			continue
		}
		if w[1] != "" {
			if got := bao.FormatState(v, after); got != w[1] {
				t.Errorf("%s\nafter %s:\n got %s\nwant %s", pos, w[0], got, w[1])
			}
		}
		if err := bao.Validate(v, after); err != nil {
			t.Errorf("%s: after %s: invalid position: %v", pos, w[0], err)
		}
	}
	var kids []string
	for _, c := range bao.Children(v, s, nil) {
		kids = append(kids, c.Move.String()+" "+bao.FormatState(v, c.State))
	}
	var applied []string
	for _, m := range v.Legal(s, nil) {
		after, err := v.Apply(s, m)
		if err != nil {
			t.Errorf("%s: Apply(%v) of a legal move: %v", pos, m, err)
			continue
		}
		applied = append(applied, m.String()+" "+bao.FormatState(v, after))
	}
	if diff := cmp.Diff(applied, kids); diff != "" {
		t.Errorf("%s: Children disagrees with Legal+Apply (-apply +children):\n%s", pos, diff)
	}
}

// Illegal checks that move text m (no annotations) is refused in pos with an
// error matching bao.ErrIllegalMove whose *bao.MoveError names one of rules.
func Illegal(t *testing.T, v bao.Variant, pos, m string, rules ...string) {
	t.Helper()
	s := Parse(t, v, pos)
	move, _, err := bao.ParseMove(m)
	if err != nil {
		t.Fatalf("ParseMove(%q): %v", m, err)
	}
	if bao.IsLegal(v, s, move) {
		t.Errorf("%s: %s is in the legal list", pos, m)
	}
	_, err = v.Apply(s, move)
	if !errors.Is(err, bao.ErrIllegalMove) {
		t.Errorf("%s: Apply(%s) = %v, want an error matching ErrIllegalMove", pos, m, err)
		return
	}
	var me *bao.MoveError
	if !errors.As(err, &me) {
		t.Errorf("%s: Apply(%s): %v is not a *bao.MoveError", pos, m, err)
		return
	}
	if !slices.Contains(rules, me.Rule) {
		t.Errorf("%s: Apply(%s): rule %q (%v), want one of %q", pos, m, me.Rule, err, rules)
	}
}

// Over checks the outcome of a position.
func Over(t *testing.T, v bao.Variant, pos string, winner bao.Player, reason bao.Reason) {
	t.Helper()
	s := Parse(t, v, pos)
	got := v.Outcome(s)
	want := bao.Outcome{Result: bao.Won, Winner: winner, Reason: reason}
	if got != want {
		t.Errorf("%s: Outcome = %v, want %v", pos, got, want)
	}
	if n := len(v.Legal(s, nil)); n != 0 {
		t.Errorf("%s: game over but %d legal moves", pos, n)
	}
}

// Ongoing checks that the game goes on in pos.
func Ongoing(t *testing.T, v bao.Variant, pos string) {
	t.Helper()
	s := Parse(t, v, pos)
	if o := v.Outcome(s); o.Over() {
		t.Errorf("%s: Outcome = %v, want the game to go on", pos, o)
	}
}

// Play replays annotated move texts from pos and returns the final position
// text.
func Play(t *testing.T, v bao.Variant, pos string, moves ...string) string {
	t.Helper()
	s := Parse(t, v, pos)
	g, err := bao.ReplayText(v, s, moves)
	if err != nil {
		t.Fatalf("%s: replay %q: %v", pos, moves, err)
	}
	return bao.FormatState(v, g.State())
}

// Case is a named position of a rule test with its complete legal move
// list, for RunCases.
type Case struct {
	Name string
	Pos  string
	Want []Move
}

// RunCases runs Expect on each case, as a subtest named after it.
func RunCases(t *testing.T, v bao.Variant, cases []Case) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) { Expect(t, v, c.Pos, c.Want...) })
	}
}

// CheckStart checks that the start position of v is the position text
// text, both ways (FormatState of Start, and ParseState of text), and
// returns it.
func CheckStart(t *testing.T, v bao.Variant, text string) bao.State {
	t.Helper()
	s := v.Start()
	if got := bao.FormatState(v, s); got != text {
		t.Errorf("%s: Start() = %s, want %s", v.Name(), got, text)
	}
	if p := Parse(t, v, text); p != s {
		t.Errorf("%s: ParseState(start) = %+v, want Start() %+v", v.Name(), p, s)
	}
	return s
}
