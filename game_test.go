package bao_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

const (
	// Example 10a of docs/kiswahili.md: A2>** and A7<** create a takasia.
	takasiaPos = "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - -"
	// Example 12: both captures win at once.
	winPos = "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -"
	// Example 1: namua captures, no annotations.
	capturePos = "0,0,0,0,0,0,0,0/3,1,0,6,0,2,0,0/1,0,2,0,6,1,0,0/0,0,0,0,0,0,0,0 S 21,21 SN -"
)

func move(t *testing.T, text string) bao.Move {
	t.Helper()
	m, _, err := bao.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestGamePlayUndo(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	g := bao.NewGame(v)
	if g.Variant() != v || g.Ply() != 0 || g.State() != v.Start() || g.Start() != v.Start() {
		t.Fatal("a new game is not at the start")
	}
	if m, ok := g.Undo(); ok || m != (bao.Move{}) {
		t.Errorf("Undo at the start = %v, %v", m, ok)
	}
	if want := v.Legal(v.Start(), nil); !slices.Equal(g.Legal(), want) {
		t.Errorf("Legal = %v, want %v", g.Legal(), want)
	}

	a6 := move(t, "A6<")
	if err := g.Play(a6); err != nil {
		t.Fatal(err)
	}
	after, _ := v.Apply(v.Start(), a6)
	if g.Ply() != 1 || g.State() != after || g.StateAt(0) != v.Start() || g.StateAt(1) != after {
		t.Fatal("Play does not record the move")
	}
	m, err := g.PlayText("a6<")
	if err != nil {
		t.Fatal(err)
	}
	if m != move(t, "a6<") || g.Ply() != 2 {
		t.Fatalf("PlayText = %v", m)
	}
	moves := g.Moves()
	moves[0] = bao.Move{}
	if g.Moves()[0] != a6 {
		t.Error("Moves does not return a copy")
	}

	// An illegal move changes nothing and names the rule.
	before := g.State()
	err = g.Play(move(t, "A1>"))
	var me *bao.MoveError
	if !errors.Is(err, bao.ErrIllegalMove) || !errors.As(err, &me) {
		t.Fatalf("Play of an illegal move: %v", err)
	}
	if me.Move != move(t, "A1>") || me.Reason == "" || !strings.Contains(err.Error(), "A1>") {
		t.Errorf("MoveError = %+v", me)
	}
	if g.Ply() != 2 || g.State() != before {
		t.Error("an illegal move changed the game")
	}
	for _, text := range []string{"A1>", "Z9", "A6<#", ""} {
		if _, err := g.PlayText(text); err == nil || g.Ply() != 2 || g.State() != before {
			t.Errorf("PlayText(%q): %v; the game is at ply %d", text, err, g.Ply())
		}
	}
	if _, err := g.PlayText("Z9"); !errors.Is(err, bao.ErrSyntax) {
		t.Errorf("PlayText(Z9): %v, want a syntax error", err)
	}

	if m, ok := g.Undo(); !ok || m != move(t, "a6<") || g.Ply() != 1 || g.State() != after {
		t.Errorf("Undo = %v, %v; ply %d", m, ok, g.Ply())
	}
	if m, ok := g.Undo(); !ok || m != a6 || g.State() != v.Start() {
		t.Errorf("Undo = %v, %v", m, ok)
	}
	if _, ok := g.Undo(); ok {
		t.Error("Undo past the start")
	}
}

func TestNewGameFrom(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	s, err := bao.ParseState(v, winPos)
	if err != nil {
		t.Fatal(err)
	}
	g, err := bao.NewGameFrom(v, s)
	if err != nil || g.Start() != s || g.Outcome().Over() {
		t.Fatalf("NewGameFrom: %v", err)
	}
	if _, err := g.PlayText("A2>#"); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.Result != bao.Won || o.Winner != bao.South || len(g.Legal()) != 0 {
		t.Errorf("after A2>#: %v, legal %v", o, g.Legal())
	}
	bad := s
	bad.Store[bao.North] = 1
	if g, err := bao.NewGameFrom(v, bad); !errors.Is(err, bao.ErrInvalidPosition) || g != nil {
		t.Errorf("NewGameFrom of an invalid position: %v, %v", g, err)
	}
}

func TestReplay(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	texts := []string{"A6<*", "a5<", "A3<", "a5<"}
	var moves []bao.Move
	for _, x := range texts {
		moves = append(moves, move(t, x))
	}
	g, err := bao.Replay(v, v.Start(), moves)
	if err != nil {
		t.Fatal(err)
	}
	h, err := bao.ReplayText(v, v.Start(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if g.Ply() != 4 || h.State() != g.State() || !slices.Equal(h.Moves(), moves) {
		t.Error("Replay and ReplayText disagree")
	}

	// The third move is illegal.
	bad := slices.Clone(moves)
	bad[2] = move(t, "A1<")
	g, err = bao.Replay(v, v.Start(), bad)
	var re *bao.ReplayError
	if !errors.As(err, &re) || re.Ply != 3 || re.Move != "A1<" || !errors.Is(err, bao.ErrIllegalMove) {
		t.Fatalf("Replay: %v", err)
	}
	if !strings.HasPrefix(err.Error(), "move 3 (A1<): ") {
		t.Errorf("message %q", err)
	}
	if g == nil || g.Ply() != 2 || !slices.Equal(g.Moves(), moves[:2]) {
		t.Errorf("Replay does not return the game up to the bad move")
	}

	// A wrong annotation at the second move, then a syntax error.
	for _, tt := range []struct {
		texts []string
		ply   int
		kind  error
	}{
		{[]string{"A6<*", "a5<**", "A3<"}, 2, bao.ErrIllegalMove},
		{[]string{"A6<*", "a5<", "A3<#"}, 3, bao.ErrIllegalMove},
		{[]string{"A6<*", "a5<", "A3<", "a5<", "x"}, 5, bao.ErrSyntax},
		{[]string{"A6<", "a5<", "A3<", "a5<", "A3>", "a5<"}, 6, bao.ErrIllegalMove},
		{[]string{"A6>+"}, 1, bao.ErrIllegalMove},
	} {
		g, err := bao.ReplayText(v, v.Start(), tt.texts)
		if !errors.As(err, &re) || re.Ply != tt.ply || re.Move != tt.texts[tt.ply-1] || !errors.Is(err, tt.kind) {
			t.Errorf("ReplayText(%q): %v, want an error at move %d matching %v", tt.texts, err, tt.ply, tt.kind)
			continue
		}
		if g.Ply() != tt.ply-1 {
			t.Errorf("ReplayText(%q) returns a game of %d moves", tt.texts, g.Ply())
		}
	}

	// An invalid start is refused before any move.
	start := v.Start()
	start.Side = 5
	if g, err := bao.Replay(v, start, moves); !errors.Is(err, bao.ErrInvalidPosition) || g != nil {
		t.Errorf("Replay from an invalid start: %v", err)
	}
	if g, err := bao.ReplayText(v, start, texts); !errors.Is(err, bao.ErrInvalidPosition) || g != nil {
		t.Errorf("ReplayText from an invalid start: %v", err)
	}
}

func TestReadMoveAnnotations(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	tests := []struct {
		pos  string
		good []string
		bad  []string
	}{
		{start4, []string{"A6<*", "A6<", "A7>*"}, []string{"A6<**", "A6<#", "A6<*#", "A6<**#"}},
		{capturePos, []string{"A1>", "A6<", "A6>"}, []string{"A1>*", "A6<**", "A6>#"}},
		{takasiaPos, []string{"A2>**", "A7<**", "A2<*", "A7>*", "A2>"}, []string{"A2>*", "A2<**", "A7<*", "A7<#", "A7<**#"}},
		{winPos, []string{"A2>#", "B3<#", "A2>"}, []string{"A2>*#", "A2>**#", "B3<*"}},
	}
	for _, tt := range tests {
		s, err := bao.ParseState(v, tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range tt.good {
			m, after, err := bao.ReadMove(v, s, text)
			if err != nil {
				t.Errorf("%s: ReadMove(%q): %v", tt.pos, text, err)
				continue
			}
			want, _ := v.Apply(s, m)
			if after != want {
				t.Errorf("%s: ReadMove(%q) gives another position than Apply", tt.pos, text)
			}
			if full, _ := bao.FormatMove(v, s, m); !strings.HasPrefix(full, text) {
				t.Errorf("%s: FormatMove(%v) = %q, read as %q", tt.pos, m, full, text)
			}
		}
		for _, text := range tt.bad {
			m, after, err := bao.ReadMove(v, s, text)
			if !errors.Is(err, bao.ErrIllegalMove) {
				t.Errorf("%s: ReadMove(%q) = %v, %v; want an illegal-move error", tt.pos, text, m, err)
				continue
			}
			if m != (bao.Move{}) || after != s {
				t.Errorf("%s: ReadMove(%q) returns %v and a new position with its error", tt.pos, text, m)
			}
			want, _ := bao.FormatMove(v, s, move(t, text))
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: ReadMove(%q): message %q does not give the right text %q", tt.pos, text, err, want)
			}
		}
	}
}
