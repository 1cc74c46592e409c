package ops

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/web/static"
)

// over is a finished game of Bao la Kiswahili: North, to move, has an
// empty front row.
var over = Game{Variant: "kiswahili", Position: "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,1,3,2,8,0,1,0/0,0,0,0,0,0,1,1 N 27,20 S -"}

// TestOutcomeLanguage: the outcome of a finished game, and what why and
// move answer on it, are in the request's language; in English they are
// bao.Outcome.String's words, as before.
func TestOutcomeLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, outcome, why, move string }{
		{"", "South wins (front row empty)", "the game is over (South wins (front row empty))", "illegal move A1>: the game is over (South wins (front row empty))"},
		{"en", "South wins (front row empty)", "the game is over (South wins (front row empty))", "illegal move A1>: the game is over (South wins (front row empty))"},
		{"sw", "Kusini ameshinda (safu ya mbele tupu)", "mchezo umekwisha (Kusini ameshinda (safu ya mbele tupu))", "hatua A1> hairuhusiwi: mchezo umekwisha (Kusini ameshinda (safu ya mbele tupu))"},
	} {
		g := over
		g.Lang = tc.lang
		vw, err := Position(&g)
		if err != nil || !vw.Over || vw.Outcome != tc.outcome {
			t.Errorf("%q: outcome %+v, %v; want %q", tc.lang, vw, err, tc.outcome)
		}
		if a, err := Why(&WhyRequest{Game: g, Pit: "A1"}); err != nil || a.Reason != tc.why {
			t.Errorf("%q: why %+v, %v; want %q", tc.lang, a, err, tc.why)
		}
		if _, err := Play(&MoveRequest{Game: g, Move: "A1>"}); err == nil || err.Error() != tc.move || StatusOf(err) != Unprocessable {
			t.Errorf("%q: move %v; want %q", tc.lang, err, tc.move)
		}
	}
	g := Game{Variant: "kingulu", Position: "0,0,0,0,0,0/0,0,0,0,0,0 N 25,23", Lang: "sw"}
	if vw, err := Position(&g); err != nil || vw.Outcome != "Kusini ameshinda 25-23 (hakuna hatua halali)" {
		t.Errorf("kingulu in sw: %+v, %v", vw, err)
	}
}

// TestIllegalLanguage: the reason of an illegal start in Kiswahili is a
// Kiswahili sentence with the rule's citation as the engine writes it,
// from why and from move alike; English is the engine's message.
func TestIllegalLanguage(t *testing.T) {
	for _, tc := range []struct{ variant, pit, want string }{
		{"kiswahili", "A1", "hatua A1> hairuhusiwi: katika namua hatua isiyokula huanzia shimo lenye mbegu la safu ya mbele linaloruhusiwa kuianzisha (kiswahili.md rule N2)"},
		{"kiswahili", "a6", "hatua a6> hairuhusiwi: hatua huanzia shimo la mchezaji mwenye zamu (kiswahili.md rule S1)"},
		{"kingulu", "A1", "hatua A1 hairuhusiwi: mzunguko wake wa kwanza unaishia kwenye shimo lenye mbegu la safu ya mchezaji mwenyewe, jambo ambalo sheria G7 inakataza (kingulu.md rule G5c)"},
		{"kujifunza", "B3", "kula ni lazima, na kuna hatua ya kula"},
	} {
		a, err := Why(&WhyRequest{Game: Game{Variant: tc.variant, Lang: "sw"}, Pit: tc.pit})
		if err != nil || a.Legal || !strings.Contains(a.Reason, tc.want) {
			t.Errorf("%s %s: %+v, %v; want %q", tc.variant, tc.pit, a, err, tc.want)
		}
	}
	_, err := Play(&MoveRequest{Game: Game{Variant: "kiswahili", Lang: "sw"}, Move: "A1>"})
	if err == nil || StatusOf(err) != Unprocessable || !errors.Is(err, bao.ErrIllegalMove) || !strings.HasPrefix(err.Error(), "hatua A1> hairuhusiwi: katika namua") || !strings.HasSuffix(err.Error(), " (kiswahili.md rule N2)") {
		t.Errorf("move A1> in sw: %v", err)
	}
	_, err = Play(&MoveRequest{Game: Game{Variant: "kiswahili", Lang: "en"}, Move: "A1>"})
	if err == nil || err.Error() != "illegal move A1>: A1 is empty: a namua move starts from an occupied front pit (kiswahili.md rule N2)" {
		t.Errorf("move A1> in en: %v", err)
	}
	if a, err := Why(&WhyRequest{Game: Game{Variant: "kiswahili", Lang: "sw"}, Pit: "A6"}); err != nil || !a.Legal || a.Reason != "A6 ni mwanzo halali" {
		t.Errorf("A6 in sw: %+v, %v", a, err)
	}
	// A move error that cites no rule: the engine's English words inside
	// the language's sentence.
	g := Game{Lang: "sw"}
	if got := g.illegal(bao.Illegal(bao.Move{}, "", "no reason")); !strings.HasPrefix(got, "hatua ") || !strings.HasSuffix(got, " hairuhusiwi: no reason") {
		t.Errorf("no rule: %q", got)
	}
	if got := g.illegal(errors.New("odd")); got != "hatua hairuhusiwi (kwa maneno ya Kiingereza ya injini): odd" {
		t.Errorf("not a move error: %q", got)
	}
}

// TestRuleWords: every rule the rules engines cite for an illegal move,
// met at every pit, in every direction, along random games of every
// game, has a row why.rule.<rule> of the words table; those rows and the
// other rows why.* fill in only their English braces, {pit} at most for
// a rule.
func TestRuleWords(t *testing.T) {
	words := static.Table()
	braces := regexp.MustCompile(`\{[a-z]+\}`)
	rules := map[string]string{} // rule -> an example
	rng := rand.New(rand.NewPCG(1, 2))
	for _, name := range []string{"kiswahili", "kete", "kingulu", "kujifunza", "bawo"} {
		v := bao.MustLookup(name)
		for game := 0; game < 20; game++ {
			st := v.Start()
			for ply := 0; ply < 200 && !v.Outcome(st).Over(); ply++ {
				for _, row := range v.Geometry().Display() {
					for _, x := range row {
						for _, suffix := range []string{"", ">", "<", ">+", "<+"} {
							_, _, err := bao.ReadMove(v, st, x.String()+suffix)
							var me *bao.MoveError
							if errors.As(err, &me) && me.Rule != "" {
								rules[me.Rule] = name + ": " + err.Error()
							}
						}
					}
				}
				cs := bao.Children(v, st, nil)
				st = cs[rng.IntN(len(cs))].State
			}
		}
	}
	if len(rules) < 15 {
		t.Errorf("only %d rules met: %v", len(rules), rules)
	}
	for rule, example := range rules {
		if words.Word("sw", "why.rule."+rule) == "" {
			t.Errorf("no row why.rule.%s (%s)", rule, example)
		}
	}
	for _, id := range []string{"why.over", "why.legal", "why.nostart", "move.over", "why.english", "why.illegal"} {
		en := words.Word("en", id)
		for _, l := range words.Languages() {
			got, want := braces.FindAllString(words.Word(l, id), -1), braces.FindAllString(en, -1)
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) || len(want) == 0 {
				t.Errorf("%s in %s fills in %v, the English %v", id, l, got, want)
			}
		}
	}
	for _, rule := range []string{"S1", "6", "E1", "N1", "M1", "Z5", "C4", "4.4", "N2", "N2a", "N2b", "M2a", "M3", "M2", "T4", "Z4", "L3", "BW9", "F1", "F2", "BW11", "BW14", "BW5", "BW3", "BW3c", "BW3a", "BW8", "G2", "G5c", "G8"} {
		for _, l := range words.Languages() {
			text := words.Word(l, "why.rule."+rule)
			if text == "" {
				t.Errorf("why.rule.%s has no %s", rule, l)
			}
			for _, b := range braces.FindAllString(text, -1) {
				if b != "{pit}" {
					t.Errorf("why.rule.%s in %s fills in %s", rule, l, b)
				}
			}
		}
	}
}

// TestMoveLanguage: a move's summary and its frames' notes are in the
// request's language; in English as before.
func TestMoveLanguage(t *testing.T) {
	want := map[string][]string{
		"en": {"South plays A3", "South plays A3: lap 1 of 5", "South plays A3: lap 4 of 5",
			"South played A3: 14 seeds taken from North's pits a1 (3), a2 (4), a5 (4), a6 (3); South's bank 0 → 7"},
		"sw": {"Kusini anacheza A3", "Kusini anacheza A3: mzunguko 1 kati ya 5", "Kusini anacheza A3: mzunguko 4 kati ya 5",
			"Kusini alicheza A3: mbegu 14 zimechukuliwa kutoka mashimo ya Kaskazini a1 (3), a2 (4), a5 (4), a6 (3); akiba ya Kusini 0 → 7"},
	}
	for lang, w := range want {
		a, err := Play(&MoveRequest{Game: Game{Variant: "kingulu", Lang: lang}, Move: "A3"})
		if err != nil {
			t.Fatal(err)
		}
		n := len(a.Frames)
		got := []string{a.Frames[0].Note, a.Frames[1].Note, a.Frames[n-2].Note, a.Frames[n-1].Note}
		if !slices.Equal(got, w) || a.Summary != w[3] {
			t.Errorf("%s: notes %q, summary %q; want %q", lang, got, a.Summary, w)
		}
	}
}
