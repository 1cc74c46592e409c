package bao_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
)

// TestIllegalMovesCiteTheirDocument: every illegal move of the built-in
// variants that names a rule names the document that numbers it
// ("kiswahili.md rule N1"), and that document, in docs/, has the rule:
// tried on every pit, direction and safari mark of the positions of
// random games of each variant (and bawo's and kujifunza's options).
func TestIllegalMovesCiteTheirDocument(t *testing.T) {
	seen := map[string]bool{}
	for _, name := range []string{"kiswahili", "kiswahili(takasia=off)", "kete", "kujifunza", "bawo", "bawo(gambit=on)", "bawo(kichwa=illegal)", "kingulu"} {
		v, err := bao.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(1, 2))
		for range 30 {
			s := v.Start()
			for ply := 0; ply < 200 && !v.Outcome(s).Over(); ply++ {
				for _, x := range v.Geometry().Pits(bao.South) {
					for _, x := range []bao.Pit{x, v.Geometry().Opposite(x)} {
						for _, d := range []bao.Dir{bao.Left, bao.Right, bao.NoDir} {
							for _, safari := range []bool{false, true} {
								m := bao.Move{Pit: x, Dir: d, Safari: safari}
								_, err := v.Apply(s, m)
								var me *bao.MoveError
								if !errors.As(err, &me) || me.Rule == "" || seen[me.Doc+" "+me.Rule] {
									continue
								}
								seen[me.Doc+" "+me.Rule] = true
								checkCitation(t, name, me)
							}
						}
					}
				}
				legal := v.Legal(s, nil)
				if len(legal) == 0 {
					break
				}
				s, err = v.Apply(s, legal[rng.IntN(len(legal))])
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if len(seen) < 10 {
		t.Errorf("only %d rules cited: %v", len(seen), seen)
	}
}

// checkCitation fails t unless me names a document of docs/ that has its
// rule: "**N1." (or "**N1 ") in a list, "### BW14 " as a heading, a
// numbered section "## 6." / "### 4.4", or a case "**c.**" of rule G5
// for G5c.
func checkCitation(t *testing.T, variant string, me *bao.MoveError) {
	t.Helper()
	if me.Doc == "" {
		t.Errorf("%s: %v: rule %s cites no document", variant, me, me.Rule)
		return
	}
	if !strings.Contains(me.Error(), "("+me.Doc+" rule "+me.Rule+")") {
		t.Errorf("%s: %q does not cite %q", variant, me.Error(), me.Doc+" rule "+me.Rule)
	}
	b, err := os.ReadFile("docs/" + me.Doc)
	if err != nil {
		t.Errorf("%s: %v: %v", variant, me, err)
		return
	}
	has := func(rule string) bool {
		q := regexp.QuoteMeta(rule)
		return regexp.MustCompile(`(?m)\*\*` + q + `[. ]|^#+ ` + q + `[. ]|^#+ ` + q + `$`).Match(b)
	}
	// A case of a rule, G5c, is "* **c.**" under "**G5.".
	main, sub := me.Rule[:len(me.Rule)-1], me.Rule[len(me.Rule)-1:]
	if !has(me.Rule) && !(sub >= "a" && sub <= "z" && has(main) && strings.Contains(string(b), "**"+sub+".**")) {
		t.Errorf("%s: %v: docs/%s has no rule %s", variant, me, me.Doc, me.Rule)
	}
}
