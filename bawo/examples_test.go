package bawo_test

import (
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/bawo"
	"github.com/bao-games/bao/internal/testvec"
)

// The worked examples of docs/bawo.md section 9, each with its complete
// legal move list in canonical order (annotated) and the resulting positions
// the document gives, under every option value it names.

type mv = testvec.Move

// v looks up an option set of Bawo (see testvec.Variant).
var v = testvec.Variant

const startText = "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - -"

func TestExampleBW1(t *testing.T) {
	testvec.Expect(t, v(t, "bawo"), startText,
		mv{"A6<*", "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,1,1,9,0,2,0/0,0,0,0,0,0,0,0 N 19,20 SN - - -"},
		mv{"A6>*", "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,0,3,1/0,0,0,0,0,0,0,1 N 19,20 SN - - -"},
		mv{"A7<*", "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,1,9,3,0,0/0,0,0,0,0,0,0,0 N 19,20 SN - - -"},
		mv{"A7>*", "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,0,1/0,0,0,0,0,0,1,1 N 19,20 SN - - -"})
}

func TestExampleBW2(t *testing.T) {
	const start = "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - SN"
	const afterS = "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 N 19,20 SN - - N"
	for _, spec := range []string{"bawo(gambit=on)", "bawo(gambit=capture)"} {
		g := v(t, spec)
		s := testvec.Parse(t, g, start)
		if s != g.Start() {
			t.Errorf("%s: the start position is not %s", spec, start)
		}
		moves := g.Legal(s, nil)
		if len(moves) != 15504 {
			t.Fatalf("%s: %d gambits, want 15,504", spec, len(moves))
		}
		if first, last := moves[0].String(), moves[len(moves)-1].String(); first != "A1,A1,A1,A1,A1" || last != "B8,B8,B8,B8,B8" || moves[1].String() != "A1,A1,A1,A1,A2" {
			t.Errorf("%s: gambits %s, %s, ..., %s", spec, first, moves[1], last)
		}
		for _, c := range [][2]string{
			{"A1,A8,B4,B5,B5", "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/1,0,0,0,8,0,0,1/0,0,0,1,2,0,0,0 N 19,20 SN - - N"},
			{"A6,A6,A7,A7,B8", "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,1 N 19,20 SN - - N"},
			{"A3,A5,A5,B1,B1", afterS},
		} {
			if got := testvec.Play(t, g, start, c[0]); got != c[1] {
				t.Errorf("%s: after %s:\n got %s\nwant %s", spec, c[0], got, c[1])
			}
		}
	}
	on := v(t, "bawo(gambit=on)")
	if n := len(on.Legal(testvec.Parse(t, on, afterS), nil)); n != 15504 {
		t.Errorf("gambit=on: North has %d gambits, want 15,504", n)
	}
	after := testvec.Play(t, on, afterS, "a1,a2,a3,a4,a4")
	const want = "0,0,0,0,0,0,0,0/0,0,0,8,2,1,1,1/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 S 19,19 SN - - -"
	if after != want {
		t.Fatalf("after a1,a2,a3,a4,a4:\n got %s\nwant %s", after, want)
	}
	testvec.Expect(t, on, want,
		mv{"A5<", "0,0,0,0,0,0,0,0/0,0,0,8,0,1,1,1/0,0,1,0,11,0,1,1/2,0,0,0,0,0,0,0 N 18,19 SN - S -"},
		mv{"A5>", "0,0,0,0,0,0,0,0/0,0,0,8,0,1,1,1/1,1,1,0,11,0,0,0/2,0,0,0,0,0,0,0 N 18,19 SN - S -"})
	testvec.Expect(t, v(t, "bawo(gambit=capture)"), afterS,
		mv{"a6<#", "0,0,0,0,0,0,0,0/1,2,3,8,0,0,0,0/0,0,0,0,10,0,0,0/2,0,0,0,0,0,0,0 S 19,19 SN - - -"},
		mv{"a6>#", ""})
	testvec.Over(t, v(t, "bawo(gambit=capture)"), "0,0,0,0,0,0,0,0/1,2,3,8,0,0,0,0/0,0,0,0,10,0,0,0/2,0,0,0,0,0,0,0 S 19,19 SN - - -", bao.North, bao.NoLegalMove)
}

func TestExampleBW3(t *testing.T) {
	testvec.Expect(t, v(t, "bawo"), "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,2,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -",
		mv{"A6<*", "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/0,0,1,1,9,0,0,0/0,0,0,0,0,0,0,0 N 9,10 SN - - -"},
		mv{"A6>*", "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,0,1,1/0,0,0,0,0,0,0,1 N 9,10 SN - - -"})
}

func TestExampleBW4(t *testing.T) {
	const a = "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,8,1,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -"
	for _, spec := range []string{"bawo", "bawo(singleton=owned)"} {
		testvec.Expect(t, v(t, spec), a,
			mv{"A1<*", "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,1,0,0/1,1,0,0,0,0,0,0 N 9,10 SN - - -"},
			mv{"A1>*", ""}, mv{"A6<*", ""}, mv{"A6>*", ""})
	}
	const b = "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,8,2,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -"
	b1 := mv{"A6<*", "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,1,1,9,0,0,0/0,0,0,0,0,0,0,0 N 9,10 SN - - -"}
	b2 := mv{"A6>*", "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,8,0,1,1/0,0,0,0,0,0,0,1 N 9,10 SN - - -"}
	testvec.Expect(t, v(t, "bawo"), b, b1, b2)
	testvec.Expect(t, v(t, "bawo(singleton=owned)"), b, mv{"A1<*", ""}, mv{"A1>*", ""}, b1, b2)
}

func TestExampleBW5(t *testing.T) {
	const pos = "0,0,0,0,25,0,0,0/0,0,0,8,1,0,0,0/0,0,0,2,8,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -"
	a5l := mv{"A5<", "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/0,0,0,2,9,0,0,1/0,0,0,0,0,0,0,0 N 9,10 SN - S -"}
	a5r := mv{"A5>", "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,0,2,9,0,0,0/0,0,0,0,0,0,0,0 N 9,10 SN - S -"}
	testvec.Expect(t, v(t, "bawo"), pos, a5l, a5r)
	const a4 = "0,0,0,0,25,0,0,0/0,0,0,0,1,0,0,0/1,1,1,4,9,1,1,1/0,0,0,0,0,0,0,0 N 9,10 S - - -"
	testvec.Expect(t, v(t, "bawo(guard=off)"), pos, mv{"A4<", a4}, mv{"A4>", a4}, a5l, a5r)
}

func TestExampleBW6(t *testing.T) {
	const pos = "0,0,0,0,20,0,0,0/0,0,0,8,1,0,0,5/0,0,0,1,8,0,0,1/0,0,0,0,0,0,0,0 S 10,10 SN - - -"
	a5l := mv{"A5<#", "0,0,0,0,20,0,0,0/0,0,0,0,0,0,0,0/0,0,0,2,10,1,1,3/0,0,0,0,0,0,0,0 N 17,10 S - S -"}
	a5r := mv{"A5>", "0,0,0,0,20,0,0,0/0,0,0,8,0,0,0,5/1,0,0,1,9,0,0,1/0,0,0,0,0,0,0,0 N 9,10 SN - S -"}
	a8l := mv{"A8<", "0,0,0,0,20,0,0,0/0,0,0,8,1,0,0,0/0,1,1,0,9,1,1,3/0,0,0,0,0,0,0,0 N 9,10 SN - - -"}
	testvec.Expect(t, v(t, "bawo"), pos, a5l, a5r, a8l)
	testvec.Expect(t, v(t, "bawo(guard=off)"), pos, mv{"A4<", ""}, mv{"A4>", ""}, mv{"A5<#", ""}, mv{"A5>", ""}, mv{"A8<", ""})
}

func TestExampleBW7(t *testing.T) {
	const pos = "0,0,0,0,26,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,8,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -"
	for _, spec := range []string{"bawo", "bawo(kuutax=on)"} {
		testvec.Expect(t, v(t, spec), pos,
			mv{"A5<*", "0,0,0,0,26,0,0,0/0,2,0,8,0,0,0,0/1,1,1,1,0,0,0,0/1,1,1,1,1,0,0,0 N 9,10 N - - -"},
			mv{"A5>*", "0,0,0,0,26,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,0,1,1,1/0,0,1,1,1,1,1,1 N 9,10 N - - -"})
	}
}

func TestExampleBW8(t *testing.T) {
	const pos = "0,0,0,0,24,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,10,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -"
	testvec.Over(t, v(t, "bawo"), pos, bao.North, bao.NoLegalMove)
	testvec.Expect(t, v(t, "bawo(kuutax=on)"), pos,
		mv{"A5<*", "0,0,0,0,24,0,0,0/0,2,0,8,0,0,0,0/0,0,1,1,9,0,0,0/0,0,0,0,0,0,0,0 N 9,10 SN - S -"},
		mv{"A5>*", "0,0,0,0,24,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,9,1,1,0/0,0,0,0,0,0,0,0 N 9,10 SN - S -"})
}

func TestExampleBW9(t *testing.T) {
	const pos = "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/1,15,0,0,8,0,0,0/0,0,0,0,0,0,0,0 S 0,0 S - - -"
	a5l := mv{"A5<*", "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/2,16,1,1,0,0,0,0/1,1,1,1,0,0,0,0 N 0,0 - - - -"}
	a5r := mv{"A5>*", "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/1,15,0,0,0,1,1,1/0,0,0,1,1,1,1,1 N 0,0 - - - -"}
	testvec.Expect(t, v(t, "bawo"), pos, a5l, a5r)
	testvec.Expect(t, v(t, "bawo(capmax=15)"), pos,
		mv{"A2>", "0,0,0,37,0,0,0,0/0,0,0,0,1,0,0,0/3,1,1,1,9,1,1,1/1,1,1,1,1,1,1,1 N 0,0 S - - -"})
	testvec.Expect(t, v(t, "bawo(capmax=15,mtajikuu=lose)"), pos,
		mv{"A2>", "0,0,0,37,0,0,0,0/0,0,0,0,1,0,0,0/3,1,1,1,9,1,1,1/1,1,1,1,1,1,1,1 N 0,0 - - - -"})
	testvec.Expect(t, v(t, "bawo(firstkuu=off)"), pos, mv{"A2<*", ""}, mv{"A2>*", ""}, a5l, a5r)
}

func TestExampleBW10(t *testing.T) {
	a5l := mv{"A5<*", "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/1,1,1,1,0,3,0,0/1,1,1,1,0,0,0,0 N 0,0 N - - -"}
	a5r := mv{"A5>*", "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,0,4,1,1/0,0,0,1,1,1,1,1 N 0,0 N - - -"}
	testvec.Expect(t, v(t, "bawo"), "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 SN - - -", a5l, a5r)
	testvec.Expect(t, v(t, "bawo"), "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 SN - S -", a5l, a5r,
		mv{"A6<*", "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,1,1,9,0,0,0/0,0,0,0,0,0,0,0 N 0,0 SN - S -"},
		mv{"A6>*", "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,0,1,1/0,0,0,0,0,0,0,1 N 0,0 SN - S -"})
}

func TestExampleBW11(t *testing.T) {
	const pos = "14,14,14,0,0,0,0,0/0,0,0,8,0,0,0,3/0,0,0,0,8,2,0,1/0,0,0,0,0,0,0,0 S 0,0 SN - - -"
	testvec.Expect(t, v(t, "bawo"), pos, mv{"A6>", "14,14,14,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,1,2,3/0,0,0,0,0,0,0,0 N 0,0 SN - - -"})
	testvec.Expect(t, v(t, "bawo(mtajikuu=lose)"), pos, mv{"A6>", "14,14,14,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,1,2,3/0,0,0,0,0,0,0,0 N 0,0 N - - -"})
}

func TestExampleBW12(t *testing.T) {
	const pos = "0,0,0,0,0,0,0,50/0,0,0,0,0,2,0,0/8,0,0,0,0,0,0,0/0,0,0,0,0,0,0,4 S 0,0 - - - -"
	a1l := mv{"A1<*~", "0,0,0,0,0,0,0,50/0,0,0,0,0,2,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,4 N 8,0 - - - -"}
	a1r := mv{"A1>*", "0,0,0,0,0,0,0,50/0,0,0,0,0,2,0,0/0,1,1,1,1,1,1,1/0,0,1,1,1,1,1,0 N 0,0 - - - -"}
	testvec.Expect(t, v(t, "bawo"), pos, a1l, a1r)
	testvec.Expect(t, v(t, "bawo(kichwa=illegal)"), pos, a1r)
	testvec.Over(t, v(t, "bawo"), a1l[1], bao.North, bao.FrontRowEmpty)
	const namua = "0,0,0,0,0,0,0,44/0,0,0,0,0,2,0,0/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S 8,8 - - - -"
	testvec.Expect(t, v(t, "bawo"), namua,
		mv{"A1<*~", "0,0,0,0,0,0,0,44/0,0,0,0,0,2,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 N 10,8 - - - -"},
		mv{"A1>*", "0,0,0,0,0,0,0,44/0,0,0,0,0,2,0,0/0,1,1,1,0,0,0,0/0,0,0,0,0,0,0,0 N 7,8 - - - -"})
}

func TestExampleBW13(t *testing.T) {
	if testing.Short() {
		t.Skip("a2<* plays a million laps")
	}
	const pos = "1,4,5,6,0,1,11,6/0,9,4,1,2,3,2,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 N 0,0 - - - -"
	stopped := mv{"a2<*", "12,0,8,2,1,0,1,0/5,2,4,1,2,3,13,1/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 S 0,0 - - - -"}
	rest := []mv{{"a2>*", ""}, {"a3<*", ""}, {"a3>*", ""}, {"a4<*", ""}, {"a4>*", ""}, {"a6<**", ""}, {"a6>*", ""}, {"a7<*", ""}, {"a7>*", ""}}
	testvec.Expect(t, v(t, "bawo"), pos, append([]mv{stopped}, rest...)...)
	testvec.Expect(t, v(t, "bawo(endless=illegal)"), pos, rest...)
}

func TestExampleBW14(t *testing.T) {
	const pos = "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - - - -"
	a7l := mv{"A7<**", "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,1,1,0,0/0,0,2,2,0,2,6,4 N 0,0 - a4 - -"}
	a2r := mv{"A2>**", "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,0,1,1,0,0,2,0/0,0,2,2,0,2,6,4 N 0,0 - a5 - -"}
	testvec.Expect(t, v(t, "bawo"), pos, mv{"A2<*", ""}, a2r, a7l, mv{"A7>*", ""})
}
