package fourrow_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/bawo"
	"github.com/bao-games/bao/internal/testvec"
)

// Bawo in the naive reference (docs/bawo.md, written from the document
// alone): its worked examples (section 9) and perft table (section 12),
// and, once a variant "bawo" is registered, the same comparisons with the
// engine as for the other four-row games.

// refBawoRules returns the reference's rule set for a Bawo spec such as
// "bawo" or "bawo(kuu=10,capmax=15)" (bawo.md section 4).
func refBawoRules(spec string) (refRules, error) {
	b := &refBawo{K: 8, guard: true, capmax: 14, firstkuu: true, gambit: "off"}
	r := refRules{takasia: true, bawo: b}
	opts, ok := strings.CutPrefix(spec, "bawo")
	if !ok {
		return r, fmt.Errorf("%q is not bawo", spec)
	}
	if opts == "" {
		return r, nil
	}
	if !strings.HasPrefix(opts, "(") || !strings.HasSuffix(opts, ")") {
		return r, fmt.Errorf("%q: bad options", spec)
	}
	for _, o := range strings.Split(opts[1:len(opts)-1], ",") {
		switch o {
		case "kuu=8", "singleton=strict", "kuutax=off", "guard=on", "capmax=14", "mtajikuu=keep",
			"firstkuu=on", "kichwa=lose", "endless=stop", "gambit=off", "takasia=on":
		case "kuu=10":
			b.K = 10
		case "kuu=6":
			b.K = 6
		case "singleton=owned":
			b.singletonOwned = true
		case "kuutax=on":
			b.kuutax = true
		case "guard=off":
			b.guard = false
		case "capmax=15":
			b.capmax = 15
		case "mtajikuu=lose":
			b.mtajikuuLose = true
		case "firstkuu=off":
			b.firstkuu = false
		case "kichwa=illegal":
			b.kichwaIllegal = true
		case "endless=illegal":
			b.endlessIllegal = true
		case "gambit=on":
			b.gambit = "on"
		case "gambit=capture":
			b.gambit = "capture"
		case "takasia=off":
			r.takasia = false
		default:
			return r, fmt.Errorf("%q: unknown option %q", spec, o)
		}
	}
	return r, nil
}

// refBawoStart is the start position of BW1 and section 5.
func refBawoStart(r refRules) string {
	K := r.bawo.K
	g := "-"
	if r.bawo.gambit != "off" {
		g = "SN"
	}
	return fmt.Sprintf("0,0,0,0,0,0,0,0/0,2,2,%d,0,0,0,0/0,0,0,0,%d,2,2,0/0,0,0,0,0,0,0,0 S %d,%d SN - - %s",
		K, K, 28-K, 28-K, g)
}

// refBawoCase is a worked example of bawo.md section 9: the complete
// legal move list (or only its length, for the gambits), and the results
// the document gives.
type refBawoCase struct {
	name, spec, pos string
	moves           []string          // nil: not checked
	count           int               // len(moves) when moves is nil
	after           map[string]string // move -> position
}

var refBawoCases = []refBawoCase{
	{name: "BW-1", spec: "bawo", pos: "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - -",
		moves: []string{"A6<*", "A6>*", "A7<*", "A7>*"},
		after: map[string]string{
			"A6<*": "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,1,1,9,0,2,0/0,0,0,0,0,0,0,0 N 19,20 SN - - -",
			"A6>*": "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,0,3,1/0,0,0,0,0,0,0,1 N 19,20 SN - - -",
			"A7<*": "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,1,9,3,0,0/0,0,0,0,0,0,0,0 N 19,20 SN - - -",
			"A7>*": "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,0,1/0,0,0,0,0,0,1,1 N 19,20 SN - - -",
		}},
	{name: "BW-2 South's gambit", spec: "bawo(gambit=on)", pos: "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - SN",
		count: 15504,
		after: map[string]string{
			"A1,A8,B4,B5,B5": "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/1,0,0,0,8,0,0,1/0,0,0,1,2,0,0,0 N 19,20 SN - - N",
			"A6,A6,A7,A7,B8": "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,1 N 19,20 SN - - N",
			"A3,A5,A5,B1,B1": "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 N 19,20 SN - - N",
		}},
	{name: "BW-2 North's gambit", spec: "bawo(gambit=on)", pos: "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 N 19,20 SN - - N",
		count: 15504,
		after: map[string]string{
			"a1,a2,a3,a4,a4": "0,0,0,0,0,0,0,0/0,0,0,8,2,1,1,1/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 S 19,19 SN - - -",
		}},
	{name: "BW-2 after the gambits", spec: "bawo(gambit=on)", pos: "0,0,0,0,0,0,0,0/0,0,0,8,2,1,1,1/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 S 19,19 SN - - -",
		moves: []string{"A5<", "A5>"},
		after: map[string]string{
			"A5<": "0,0,0,0,0,0,0,0/0,0,0,8,0,1,1,1/0,0,1,0,11,0,1,1/2,0,0,0,0,0,0,0 N 18,19 SN - S -",
			"A5>": "0,0,0,0,0,0,0,0/0,0,0,8,0,1,1,1/1,1,1,0,11,0,0,0/2,0,0,0,0,0,0,0 N 18,19 SN - S -",
		}},
	{name: "BW-2 gambit=capture", spec: "bawo(gambit=capture)", pos: "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 N 19,20 SN - - N",
		moves: []string{"a6<#", "a6>#"},
		after: map[string]string{
			"a6<#": "0,0,0,0,0,0,0,0/1,2,3,8,0,0,0,0/0,0,0,0,10,0,0,0/2,0,0,0,0,0,0,0 S 19,19 SN - - -",
		}},
	{name: "BW-3", spec: "bawo", pos: "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,2,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A6<*", "A6>*"},
		after: map[string]string{
			"A6<*": "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/0,0,1,1,9,0,0,0/0,0,0,0,0,0,0,0 N 9,10 SN - - -",
			"A6>*": "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,0,1,1/0,0,0,0,0,0,0,1 N 9,10 SN - - -",
		}},
	{name: "BW-4a", spec: "bawo", pos: "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,8,1,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A1<*", "A1>*", "A6<*", "A6>*"}},
	{name: "BW-4a singleton=owned", spec: "bawo(singleton=owned)", pos: "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,8,1,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A1<*", "A1>*", "A6<*", "A6>*"}},
	{name: "BW-4b", spec: "bawo", pos: "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,8,2,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A6<*", "A6>*"},
		after: map[string]string{
			"A6<*": "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,1,1,9,0,0,0/0,0,0,0,0,0,0,0 N 9,10 SN - - -",
			"A6>*": "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,8,0,1,1/0,0,0,0,0,0,0,1 N 9,10 SN - - -",
		}},
	{name: "BW-4b singleton=owned", spec: "bawo(singleton=owned)", pos: "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,8,2,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A1<*", "A1>*", "A6<*", "A6>*"}},
	{name: "BW-5", spec: "bawo", pos: "0,0,0,0,25,0,0,0/0,0,0,8,1,0,0,0/0,0,0,2,8,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A5<", "A5>"},
		after: map[string]string{
			"A5<": "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/0,0,0,2,9,0,0,1/0,0,0,0,0,0,0,0 N 9,10 SN - S -",
			"A5>": "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,0,2,9,0,0,0/0,0,0,0,0,0,0,0 N 9,10 SN - S -",
		}},
	{name: "BW-5 guard=off", spec: "bawo(guard=off)", pos: "0,0,0,0,25,0,0,0/0,0,0,8,1,0,0,0/0,0,0,2,8,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A4<", "A4>", "A5<", "A5>"},
		after: map[string]string{
			"A4<": "0,0,0,0,25,0,0,0/0,0,0,0,1,0,0,0/1,1,1,4,9,1,1,1/0,0,0,0,0,0,0,0 N 9,10 S - - -",
			"A4>": "0,0,0,0,25,0,0,0/0,0,0,0,1,0,0,0/1,1,1,4,9,1,1,1/0,0,0,0,0,0,0,0 N 9,10 S - - -",
		}},
	{name: "BW-6", spec: "bawo", pos: "0,0,0,0,20,0,0,0/0,0,0,8,1,0,0,5/0,0,0,1,8,0,0,1/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A5<#", "A5>", "A8<"},
		after: map[string]string{
			"A8<":  "0,0,0,0,20,0,0,0/0,0,0,8,1,0,0,0/0,1,1,0,9,1,1,3/0,0,0,0,0,0,0,0 N 9,10 SN - - -",
			"A5<#": "0,0,0,0,20,0,0,0/0,0,0,0,0,0,0,0/0,0,0,2,10,1,1,3/0,0,0,0,0,0,0,0 N 17,10 S - S -",
			"A5>":  "0,0,0,0,20,0,0,0/0,0,0,8,0,0,0,5/1,0,0,1,9,0,0,1/0,0,0,0,0,0,0,0 N 9,10 SN - S -",
		}},
	{name: "BW-6 guard=off", spec: "bawo(guard=off)", pos: "0,0,0,0,20,0,0,0/0,0,0,8,1,0,0,5/0,0,0,1,8,0,0,1/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A4<", "A4>", "A5<#", "A5>", "A8<"}},
	{name: "BW-7", spec: "bawo", pos: "0,0,0,0,26,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,8,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A5<*", "A5>*"},
		after: map[string]string{
			"A5<*": "0,0,0,0,26,0,0,0/0,2,0,8,0,0,0,0/1,1,1,1,0,0,0,0/1,1,1,1,1,0,0,0 N 9,10 N - - -",
			"A5>*": "0,0,0,0,26,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,0,1,1,1/0,0,1,1,1,1,1,1 N 9,10 N - - -",
		}},
	{name: "BW-7 kuutax=on", spec: "bawo(kuutax=on)", pos: "0,0,0,0,26,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,8,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A5<*", "A5>*"}},
	{name: "BW-8", spec: "bawo", pos: "0,0,0,0,24,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,10,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{}},
	{name: "BW-8 kuutax=on", spec: "bawo(kuutax=on)", pos: "0,0,0,0,24,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,10,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		moves: []string{"A5<*", "A5>*"},
		after: map[string]string{
			"A5<*": "0,0,0,0,24,0,0,0/0,2,0,8,0,0,0,0/0,0,1,1,9,0,0,0/0,0,0,0,0,0,0,0 N 9,10 SN - S -",
			"A5>*": "0,0,0,0,24,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,9,1,1,0/0,0,0,0,0,0,0,0 N 9,10 SN - S -",
		}},
	{name: "BW-9", spec: "bawo", pos: "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/1,15,0,0,8,0,0,0/0,0,0,0,0,0,0,0 S 0,0 S - - -",
		moves: []string{"A5<*", "A5>*"},
		after: map[string]string{
			"A5<*": "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/2,16,1,1,0,0,0,0/1,1,1,1,0,0,0,0 N 0,0 - - - -",
			"A5>*": "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/1,15,0,0,0,1,1,1/0,0,0,1,1,1,1,1 N 0,0 - - - -",
		}},
	{name: "BW-9 capmax=15", spec: "bawo(capmax=15)", pos: "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/1,15,0,0,8,0,0,0/0,0,0,0,0,0,0,0 S 0,0 S - - -",
		moves: []string{"A2>"},
		after: map[string]string{
			"A2>": "0,0,0,37,0,0,0,0/0,0,0,0,1,0,0,0/3,1,1,1,9,1,1,1/1,1,1,1,1,1,1,1 N 0,0 S - - -",
		}},
	{name: "BW-9 capmax=15,mtajikuu=lose", spec: "bawo(capmax=15,mtajikuu=lose)", pos: "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/1,15,0,0,8,0,0,0/0,0,0,0,0,0,0,0 S 0,0 S - - -",
		moves: []string{"A2>"},
		after: map[string]string{
			"A2>": "0,0,0,37,0,0,0,0/0,0,0,0,1,0,0,0/3,1,1,1,9,1,1,1/1,1,1,1,1,1,1,1 N 0,0 - - - -",
		}},
	{name: "BW-9 firstkuu=off", spec: "bawo(firstkuu=off)", pos: "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/1,15,0,0,8,0,0,0/0,0,0,0,0,0,0,0 S 0,0 S - - -",
		moves: []string{"A2<*", "A2>*", "A5<*", "A5>*"}},
	{name: "BW-10a", spec: "bawo", pos: "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 SN - - -",
		moves: []string{"A5<*", "A5>*"},
		after: map[string]string{
			"A5<*": "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/1,1,1,1,0,3,0,0/1,1,1,1,0,0,0,0 N 0,0 N - - -",
			"A5>*": "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,0,4,1,1/0,0,0,1,1,1,1,1 N 0,0 N - - -",
		}},
	{name: "BW-10b", spec: "bawo", pos: "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 SN - S -",
		moves: []string{"A5<*", "A5>*", "A6<*", "A6>*"},
		after: map[string]string{
			"A5<*": "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/1,1,1,1,0,3,0,0/1,1,1,1,0,0,0,0 N 0,0 N - - -",
			"A5>*": "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,0,4,1,1/0,0,0,1,1,1,1,1 N 0,0 N - - -",
			"A6<*": "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,1,1,9,0,0,0/0,0,0,0,0,0,0,0 N 0,0 SN - S -",
			"A6>*": "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,0,1,1/0,0,0,0,0,0,0,1 N 0,0 SN - S -",
		}},
	{name: "BW-11", spec: "bawo", pos: "14,14,14,0,0,0,0,0/0,0,0,8,0,0,0,3/0,0,0,0,8,2,0,1/0,0,0,0,0,0,0,0 S 0,0 SN - - -",
		moves: []string{"A6>"},
		after: map[string]string{
			"A6>": "14,14,14,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,1,2,3/0,0,0,0,0,0,0,0 N 0,0 SN - - -",
		}},
	{name: "BW-11 mtajikuu=lose", spec: "bawo(mtajikuu=lose)", pos: "14,14,14,0,0,0,0,0/0,0,0,8,0,0,0,3/0,0,0,0,8,2,0,1/0,0,0,0,0,0,0,0 S 0,0 SN - - -",
		moves: []string{"A6>"},
		after: map[string]string{
			"A6>": "14,14,14,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,1,2,3/0,0,0,0,0,0,0,0 N 0,0 N - - -",
		}},
	{name: "BW-12", spec: "bawo", pos: "0,0,0,0,0,0,0,50/0,0,0,0,0,2,0,0/8,0,0,0,0,0,0,0/0,0,0,0,0,0,0,4 S 0,0 - - - -",
		moves: []string{"A1<*~", "A1>*"},
		after: map[string]string{
			"A1<*~": "0,0,0,0,0,0,0,50/0,0,0,0,0,2,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,4 N 8,0 - - - -",
			"A1>*":  "0,0,0,0,0,0,0,50/0,0,0,0,0,2,0,0/0,1,1,1,1,1,1,1/0,0,1,1,1,1,1,0 N 0,0 - - - -",
		}},
	{name: "BW-12 kichwa=illegal", spec: "bawo(kichwa=illegal)", pos: "0,0,0,0,0,0,0,50/0,0,0,0,0,2,0,0/8,0,0,0,0,0,0,0/0,0,0,0,0,0,0,4 S 0,0 - - - -",
		moves: []string{"A1>*"}},
	{name: "BW-12 namua", spec: "bawo", pos: "0,0,0,0,0,0,0,44/0,0,0,0,0,2,0,0/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 8,8 - - - -",
		moves: []string{"A1<*~", "A1>*"},
		after: map[string]string{
			"A1<*~": "0,0,0,0,0,0,0,44/0,0,0,0,0,2,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N 10,8 - - - -",
			"A1>*":  "0,0,0,0,0,0,0,44/0,0,0,0,0,2,0,0/0,1,1,1,0,0,0,0/0,0,0,0,0,0,0,0 N 7,8 - - - -",
		}},
	{name: "BW-13", spec: "bawo", pos: "1,4,5,6,0,1,11,6/0,9,4,1,2,3,2,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 N 0,0 - - - -",
		moves: []string{"a2<*", "a2>*", "a3<*", "a3>*", "a4<*", "a4>*", "a6<**", "a6>*", "a7<*", "a7>*"},
		after: map[string]string{
			"a2<*":  "12,0,8,2,1,0,1,0/5,2,4,1,2,3,13,1/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 S 0,0 - - - -",
			"a6<**": "4,0,1,9,1,2,1,10/3,12,3,5,1,0,3,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 S 0,0 - A4 - -",
		}},
	{name: "BW-13 endless=illegal", spec: "bawo(endless=illegal)", pos: "1,4,5,6,0,1,11,6/0,9,4,1,2,3,2,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 N 0,0 - - - -",
		moves: []string{"a2>*", "a3<*", "a3>*", "a4<*", "a4>*", "a6<**", "a6>*", "a7<*", "a7>*"}},
	{name: "BW-14", spec: "bawo", pos: "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - - - -",
		moves: []string{"A2<*", "A2>**", "A7<**", "A7>*"},
		after: map[string]string{
			"A7<**": "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,1,1,0,0/0,0,2,2,0,2,6,4 N 0,0 - a4 - -",
			"A2>**": "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,0,1,1,0,0,2,0/0,0,2,2,0,2,6,4 N 0,0 - a5 - -",
		}},
}

// TestReferenceBawoExamples checks the reference's Bawo against the worked
// examples of bawo.md section 9.
func TestReferenceBawoExamples(t *testing.T) {
	for _, c := range refBawoCases {
		r, err := refBawoRules(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := refEvaluate(r, c.pos)
		if err != nil {
			t.Fatal(err)
		}
		if ev.Position != c.pos {
			t.Errorf("%s: position written back as %q", c.name, ev.Position)
		}
		got := map[string]string{}
		var texts []string
		for _, m := range ev.Moves {
			got[m.Move] = m.Position
			texts = append(texts, m.Move)
		}
		if c.moves != nil {
			if strings.Join(texts, " ") != strings.Join(c.moves, " ") {
				t.Errorf("%s (%s): moves %v, want %v", c.name, c.spec, texts, c.moves)
			}
		} else if len(texts) != c.count {
			t.Errorf("%s (%s): %d moves, want %d", c.name, c.spec, len(texts), c.count)
		}
		for m, want := range c.after {
			if got[m] != want {
				t.Errorf("%s (%s): %s gives %q, want %q", c.name, c.spec, m, got[m], want)
			}
		}
		if len(ev.Moves) == 0 && (!ev.Over || ev.Winner != "N") && c.name == "BW-8" {
			t.Errorf("%s: over %v, winner %q; want North's win", c.name, ev.Over, ev.Winner)
		}
	}
}

// refBawoPerft is bawo.md section 12: perft from the start position,
// depths 1 to 7 (0: not given).
var refBawoPerft = []struct {
	spec  string
	perft []uint64
}{
	{"bawo", []uint64{4, 14, 30, 84, 291, 992, 4127}},
	{"bawo(kuutax=on)", []uint64{4, 14, 30, 84, 291, 992}},
	{"bawo(singleton=owned)", []uint64{4, 14, 38, 126, 423, 1423}},
	{"bawo(guard=off)", []uint64{4, 14, 30, 86, 313, 1150, 5187}},
	{"bawo(kichwa=illegal)", []uint64{4, 14, 30, 84, 291, 992, 4127}},
	{"bawo(kuu=10)", []uint64{4, 14, 30, 84, 289, 975, 4076}},
	{"bawo(kuu=6)", []uint64{4, 14, 30, 80, 250, 846, 3242}},
	{"bawo(gambit=on)", []uint64{15504}},
}

// TestReferenceBawoPerft counts the reference's Bawo perft from the start
// and compares it with the table of bawo.md section 12 (depth 5 at
// everyday size; all depths with BAO_LONG=1).
func TestReferenceBawoPerft(t *testing.T) {
	depth := 5
	if testvec.Long() {
		depth = 7
	}
	for _, c := range refBawoPerft {
		r, err := refBawoRules(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		p, err := refParse(refBawoStart(r))
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= min(depth, len(c.perft)); d++ {
			if got := refPerft(r, p, d); got != c.perft[d-1] {
				t.Errorf("%s perft(%d) = %d, want %d", c.spec, d, got, c.perft[d-1])
			}
		}
	}
}

// refBawoSpecs is the option sets compared with the engine: the default,
// each option changed alone, and the presets of bawo.md section 4.
var refBawoSpecs = []string{
	"bawo",
	"bawo(kuu=10)", "bawo(kuu=6)", "bawo(singleton=owned)", "bawo(kuutax=on)", "bawo(guard=off)",
	"bawo(capmax=15)", "bawo(mtajikuu=lose)", "bawo(firstkuu=off)", "bawo(kichwa=illegal)",
	"bawo(endless=illegal)", "bawo(gambit=on)", "bawo(gambit=capture)", "bawo(takasia=off)",
	"bawo(singleton=owned,kuutax=on,guard=off,capmax=15,mtajikuu=lose,firstkuu=off,gambit=on)",
}

// TestReferenceBawoEngine compares the reference with the registered
// variant "bawo" under every option set of refBawoSpecs: the worked
// examples, perft, random games from the start and from the vector corpus
// testdata/bawo-random.jsonl if there is one, and the vector files
// testdata/bawo-{examples,random}.jsonl if they exist. It is skipped while
// no variant "bawo" is registered.
func TestReferenceBawoEngine(t *testing.T) {
	if _, err := bao.Lookup("bawo"); err != nil {
		t.Skipf("no variant bawo registered (%v): the comparison runs once it is", err)
	}
	games, depth := 6, 4
	if testvec.Long() {
		games, depth = 100, 6
	}
	for si, spec := range refBawoSpecs {
		v, err := bao.Lookup(spec)
		if err != nil {
			t.Errorf("%s: %v", spec, err)
			continue
		}
		r, err := refBawoRules(spec)
		if err != nil {
			t.Fatal(err)
		}
		g := refGame{spec: spec, rules: r}
		var cov refCoverage
		// The worked examples of this option set.
		for _, c := range refBawoCases {
			if c.spec == spec && c.count == 0 {
				compareWithReference(t, g, v, c.pos, &cov)
			}
		}
		// Perft (the gambit's 15,504 first moves: depth 1 only).
		p, err := refParse(bao.FormatState(v, v.Start()))
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= depth && (r.bawo.gambit == "off" || d == 1); d++ {
			if got, want := refPerft(r, p, d), bao.Perft(v, v.Start(), d); got != want {
				t.Errorf("%s perft(%d): reference %d, engine %d", spec, d, got, want)
			}
		}
		// Vector files, where they exist.
		starts := []bao.State{}
		for range games {
			starts = append(starts, v.Start())
		}
		for _, f := range []string{"bawo-examples.jsonl", "bawo-random.jsonl"} {
			if _, err := os.Stat(filepath.Join(testvec.Dir(), f)); err != nil {
				continue
			}
			vecs, err := testvec.Load(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, vec := range vecs {
				s, err := bao.ParseState(v, vec.Position)
				if err != nil {
					continue
				}
				compareWithReference(t, g, v, vec.Position, &cov)
				if f == "bawo-random.jsonl" && len(starts) < 4*games {
					starts = append(starts, s)
				}
			}
		}
		// Random games, seeded by the option set and the game.
		failures := 0
		for gi, s := range starts {
			rng := rand.New(rand.NewPCG(uint64(si), uint64(gi)))
			for ply := 0; ply < 400 && failures < 3; ply++ {
				text := bao.FormatState(v, s)
				q, err := refParse(text)
				if err != nil {
					t.Fatal(err)
				}
				// A gambit turn has 15,504 moves: compared in the first
				// game only.
				if gi == 0 || !r.gambitTurn(q) {
					if _, ok := compareWithReference(t, g, v, text, &cov); !ok {
						failures++
						t.Logf("%s: start %d (seed %d,%d), ply %d", spec, gi, si, gi, ply)
					}
				}
				kids := bao.Children(v, s, nil)
				if len(kids) == 0 {
					break
				}
				s = kids[rng.IntN(len(kids))].State
			}
		}
		// Arbitrary valid positions.
		rng := rand.New(rand.NewPCG(uint64(si), 99))
		for n := 0; n < 10*games && failures < 3; {
			text := refArbitrary(r, rng)
			if _, err := bao.ParseState(v, text); err != nil {
				continue
			}
			n++
			if _, ok := compareWithReference(t, g, v, text, &cov); !ok {
				failures++
			}
		}
		t.Logf("%s: %d games and %d arbitrary positions, %+v", spec, len(starts), 10*games, cov)
	}
}

// TestReferenceBawoAsKiswahili checks the reference's Bawo with every
// option set towards kiswahili against the kiswahili engine, on the vector
// positions where the two rule sets must agree: no house owned (so BW2-BW5,
// BW7 and BW8 have nothing to act on) and both front rows occupied (BW13).
// The remaining differences are switched off by the options (capmax=15,
// kichwa=illegal, endless=illegal, singleton=owned); positions and moves
// are compared with Bawo's two extra fields "- -" added.
func TestReferenceBawoAsKiswahili(t *testing.T) {
	r, err := refBawoRules("bawo(singleton=owned,kuutax=on,guard=off,capmax=15,mtajikuu=lose,firstkuu=off,kichwa=illegal,endless=illegal)")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range []string{"kiswahili-examples.jsonl", "kiswahili-random.jsonl", "kujifunza-random.jsonl"} {
		vecs, err := testvec.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, vec := range vecs {
			p, err := refParse(vec.Position)
			if err != nil {
				t.Fatal(err)
			}
			if p.owns != [2]bool{} || p.frontRowEmpty(south) || p.frontRowEmpty(north) ||
				vec.Variant != "" && vec.Variant != "kiswahili" && vec.Variant != "kujifunza" {
				continue
			}
			n++
			got, err := refEvaluate(r, vec.Position+" - -")
			if err != nil {
				t.Fatal(err)
			}
			want := vec.Evaluation
			want.Position += " - -"
			for i := range want.Moves {
				want.Moves[i].Position += " - -"
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%s: kiswahili vector and Bawo reference disagree (-vector +reference):\n%s", vec.Position, d)
			}
		}
	}
	if n < 300 {
		t.Errorf("only %d positions compared", n)
	}
	t.Logf("%d positions", n)
}
