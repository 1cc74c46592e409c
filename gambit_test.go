package bao_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// TestGambitOrder: the gambits of each player are the multisets of five of
// his sixteen pits, each once, in the canonical order of docs/bawo.md BW14
// (lexicographic on the pits in canonical pit order), and their text reads
// back.
func TestGambitOrder(t *testing.T) {
	for _, p := range []bao.Player{bao.South, bao.North} {
		var prev []int
		for i := range bao.NumGambits {
			m := bao.GambitMove(p, i)
			if !m.IsGambit() || m.Gambit.Index() != i || m.Gambit.Player() != p {
				t.Fatalf("%v gambit %d: %#v", p, i, m)
			}
			var ranks []int
			for _, x := range m.Gambit.Pits() {
				if !x.Valid() || x.Player() != p {
					t.Fatalf("%v gambit %d: pit %v", p, i, x)
				}
				ranks = append(ranks, bao.PitRank(x))
			}
			if !slices.IsSorted(ranks) || prev != nil && slices.Compare(prev, ranks) >= 0 {
				t.Fatalf("%v gambit %d %v after %v", p, i, ranks, prev)
			}
			prev = ranks
			text := m.String()
			back, notes, err := bao.ParseMove(text)
			if err != nil || back != m || notes != 0 {
				t.Fatalf("ParseMove(%q) = %#v, %v, %v", text, back, notes, err)
			}
		}
		if first, last := bao.GambitMove(p, 0).String(), bao.GambitMove(p, bao.NumGambits-1).String(); !strings.HasSuffix(first, "1,"+first[:2]) || last[1] != '8' {
			t.Errorf("%v: first %s, last %s", p, first, last)
		}
	}
	if m := bao.GambitMove(bao.South, bao.NumGambits); m != (bao.Move{}) {
		t.Errorf("GambitMove out of range = %#v", m)
	}
}

// A Bawo gambit names five pits of one player in canonical order.
func ExampleGambitMove() {
	m := bao.GambitMove(bao.North, 9)
	fmt.Println(m, m.Gambit.Index(), m.Gambit.Player(), m.Gambit.Pits())
	back, _, err := bao.ParseMove("A1,A8,B4,B5,B5")
	fmt.Println(back.Gambit.Index(), err)
	// Output:
	// a1,a1,a1,a1,b2 9 North [a1 a1 a1 a1 b2]
	// 3516 <nil>
}

// The moved and gambit fields of a Bawo position are sets of players.
func ExamplePlayers() {
	fmt.Println(bao.Both, bao.OnlySouth, bao.NoPlayers, bao.Both.Has(bao.North), bao.PlayerSet(bao.North))
	// Output:
	// SN S - true N
}
