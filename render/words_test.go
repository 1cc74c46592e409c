package render

import (
	"testing"

	"github.com/bao-games/bao"
)

// TestOutcomeEnglish: Options.Outcome without Words is bao.Outcome.String,
// byte for byte, for every kind of outcome; with Words it asks for the
// words of the winner, the draw and the reason.
func TestOutcomeEnglish(t *testing.T) {
	outcomes := []bao.Outcome{
		{},
		{Result: bao.Won, Winner: bao.South, Reason: bao.FrontRowEmpty},
		{Result: bao.Won, Winner: bao.North, Reason: bao.NoLegalMove},
		{Result: bao.Won, Winner: bao.North, Reason: bao.NoLegalMove, Scored: true, Score: [2]int{22, 26}},
		{Result: bao.Won, Winner: bao.South, Reason: bao.FrontRowEmpty, Scored: true, Score: [2]int{30, 2}},
		{Result: bao.Drawn, Scored: true, Score: [2]int{24, 24}},
		{Result: bao.Drawn, Reason: bao.NoLegalMove},
		{Result: bao.Won, Winner: bao.South, Reason: bao.Reason(9)},
		{Result: bao.Result(7)},
	}
	for _, o := range outcomes {
		if got, want := (Options{}).Outcome(o), o.String(); got != want {
			t.Errorf("%+v: %q, want %q", o, got, want)
		}
	}
	upper := Options{Words: func(id string) string {
		return map[string]string{"north": "N", "board.wins": "{side} WINS", "board.reason.nolegal": "STUCK", "board.inprogress": "ON"}[id]
	}}
	if got := upper.Outcome(outcomes[3]); got != "N WINS 26-22 (STUCK)" {
		t.Errorf("with words: %q", got)
	}
	if got := upper.Outcome(outcomes[0]); got != "ON" {
		t.Errorf("with words, ongoing: %q", got)
	}
}
