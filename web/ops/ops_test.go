package ops

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
)

// TestWhy: the reason no legal move starts at a pit is the rules
// engine's own, naming the rule; a legal start says so.
func TestWhy(t *testing.T) {
	for _, tc := range []struct{ variant, pit, want string }{
		{"kiswahili", "A1", "illegal move A1>: A1 is empty: a namua move starts from an occupied front pit (kiswahili.md rule N2)"},
		{"kiswahili", "B3", "in namua the store seed goes into a front pit, never a back pit (kiswahili.md rule 4.4)"},
		{"kiswahili", "a6", "a6 is not a pit of South, the player to move (kiswahili.md rule S1)"},
		{"kingulu", "A1", "rule G5c)"},
		{"kujifunza", "B3", "a capture is compulsory and available"},
	} {
		a, err := Why(&WhyRequest{Game: Game{Variant: tc.variant}, Pit: tc.pit})
		if err != nil || a.Legal || !strings.Contains(a.Reason, tc.want) {
			t.Errorf("%s %s: %+v, %v; want %q", tc.variant, tc.pit, a, err, tc.want)
		}
	}
	if a, err := Why(&WhyRequest{Game: Game{Variant: "kiswahili"}, Pit: "A6"}); err != nil || !a.Legal {
		t.Errorf("A6: %+v, %v", a, err)
	}
	if _, err := Why(&WhyRequest{Game: Game{Variant: "kiswahili"}, Pit: "Z9"}); StatusOf(err) != BadRequest {
		t.Errorf("Z9: %v", err)
	}
}

// TestReplay: a game's moves replayed, annotated, up to the first that is
// not legal.
func TestReplay(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	g, err := Replay(&ExportRequest{Variant: "kiswahili", Moves: []string{"A6>", "a6<", "B3>", "A7>"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Moves) != 2 || g.Moves[0] != "A6>*" || len(g.Positions) != 3 || !strings.Contains(g.Error, "move 3: illegal move B3>") {
		t.Errorf("%+v", g)
	}
	st, _ := bao.ParseState(v, g.Positions[2])
	if st.Side != bao.South {
		t.Errorf("after two moves: %s", g.Positions[2])
	}
	if _, err := Replay(&ExportRequest{Variant: "chess"}); err == nil {
		t.Error("an unknown variant replayed")
	}
}

// TestCall: the worker's entry point runs every operation by name on a
// JSON body, and answers errors with their status.
func TestCall(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct{ name, body, want string }{
		{"info", "", `"operations":["info",`},
		{"position", `{"variant":"kingulu"}`, `"variant":"kingulu"`},
		{"move", `{"variant":"kiswahili","move":"A6>"}`, `"move":"A6>*"`},
		{"why", `{"variant":"kiswahili","pit":"A1"}`, `rule N2)`},
		{"analyse", `{"variant":"kiswahili","player":"alphabeta(depth=2)","seed":1}`, `"depth":2`},
		{"record", `{"text":"[Variant \"kingulu\"]\n[Result \"*\"]\n\n1. A3 *\n"}`, `"format":"record"`},
		{"export", `{"variant":"kingulu","moves":["A3"]}`, `1. A3`},
		{"replay", `{"variant":"kingulu","moves":["A3"]}`, `"moves":["A3"]`},
		{"move", `{"variant":"kiswahili","move":"A1>"}`, `"status":422`},
		{"move", `{"variant":"kiswahili","mvoe":"A6>"}`, `"status":400`},
		{"move", `{"variant":"kiswahili"} {}`, `data after the object`},
		{"analyse", `{"variant":"kiswahili","player":"alphabeta(depth=30)"}`, `"status":400`},
		{"nosuch", `{}`, `no operation \"nosuch\"`},
	} {
		got := Reply(ctx, Config{}, tc.name, tc.body, nil)
		if !strings.Contains(got, tc.want) || !json.Valid([]byte(got)) {
			t.Errorf("%s %s: %s, want %s", tc.name, tc.body, got, tc.want)
		}
	}
}
