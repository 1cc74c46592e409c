package testvec

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bao-games/bao"
)

// The checks over random games that the rule tests of the four-row
// variants share: each plays games from the start with the caller's rng,
// so that every test keeps its own seeds.

// RandomPositions plays games random games of v from the start to their
// end, each move drawn from Legal with r, and calls visit with every
// position before the end and its legal moves.
func RandomPositions(v bao.Variant, r *rand.Rand, games int, visit func(s bao.State, moves []bao.Move)) {
	for range games {
		s := v.Start()
		for !v.Outcome(s).Over() {
			moves := v.Legal(s, nil)
			visit(s, moves)
			s, _ = v.Apply(s, moves[r.IntN(len(moves))])
		}
	}
}

// CheckTurns checks rule R2 from the start: South moves first, after each
// of his moves North moves, and after each of North's replies South.
func CheckTurns(t *testing.T, v bao.Variant) {
	t.Helper()
	s := v.Start()
	if s.Side != bao.South {
		t.Fatalf("South does not move first")
	}
	for _, m := range v.Legal(s, nil) {
		n, err := v.Apply(s, m)
		if err != nil {
			t.Fatal(err)
		}
		if n.Side != bao.North {
			t.Errorf("after %v the side to move is %v", m, n.Side)
		}
		for _, m2 := range v.Legal(n, nil) {
			n2, err := v.Apply(n, m2)
			if err != nil {
				t.Fatal(err)
			}
			if n2.Side != bao.South {
				t.Errorf("after %v %v the side to move is %v", m, m2, n2.Side)
			}
		}
	}
	if _, err := v.Apply(s, bao.Move{}); !errors.Is(err, bao.ErrIllegalMove) {
		t.Errorf("Apply of the zero move (a pass) = %v, want ErrIllegalMove", err)
	}
}

// CheckStoreStage checks over 40 random games (moves drawn with r) of a
// variant whose stores start with 22 seeds each that each player plays
// the first stage (namua, nemo) on his first 22 moves (South plies 1..43,
// North 2..44) and mtaji from ply 45 on: the mover's store goes down by
// exactly one on each of his first-stage moves.
func CheckStoreStage(t *testing.T, v bao.Variant, r *rand.Rand) {
	t.Helper()
	for game := 0; game < 40; game++ {
		s := v.Start()
		for ply := 1; ply <= 60; ply++ {
			moves := v.Legal(s, nil)
			if len(moves) == 0 {
				break
			}
			p := s.Side
			own := (ply + 1) / 2 // this is the mover's own move number
			if wantStore := 22 - (own - 1); ply <= 44 && int(s.Store[p]) != wantStore {
				t.Fatalf("game %d ply %d: %v's store %d, want %d", game, ply, p, s.Store[p], wantStore)
			}
			if ply > 44 && s.Store != [2]uint8{} {
				t.Fatalf("game %d ply %d: stores %v after ply 44", game, ply, s.Store)
			}
			n, err := v.Apply(s, moves[r.IntN(len(moves))])
			if err != nil {
				t.Fatal(err)
			}
			if v.Outcome(n).Over() {
				break // a winning capture puts the last seeds in a store
			}
			if ply <= 44 && n.Store[p] != s.Store[p]-1 {
				t.Fatalf("game %d ply %d: first-stage move took %d store seeds", game, ply, int(s.Store[p])-int(n.Store[p]))
			}
			s = n
		}
	}
}

// CheckUniqueMoves checks over games random games (moves drawn with r)
// that no legal list names a move twice.
func CheckUniqueMoves(t *testing.T, v bao.Variant, r *rand.Rand, games int) {
	t.Helper()
	RandomPositions(v, r, games, func(s bao.State, moves []bao.Move) {
		seen := map[bao.Move]bool{}
		for _, m := range moves {
			if seen[m] {
				t.Fatalf("%s: %v listed twice", bao.FormatState(v, s), m)
			}
			seen[m] = true
		}
	})
}

// CheckCanonicalOrder checks over games random games (moves drawn with r)
// that every legal list is in the canonical order of a four-row variant:
// front pits 1..8, then back pits 1..8; `<` before `>`; stop before
// safari.
func CheckCanonicalOrder(t *testing.T, v bao.Variant, r *rand.Rand, games int) {
	t.Helper()
	key := func(m bao.Move) int {
		k := m.Pit.Number()
		if m.Pit.Row() == 1 {
			k += 8
		}
		k *= 4
		if m.Dir == bao.Right {
			k += 2
		}
		if m.Safari {
			k++
		}
		return k
	}
	RandomPositions(v, r, games, func(s bao.State, moves []bao.Move) {
		if !slices.IsSortedFunc(moves, func(a, b bao.Move) int { return key(a) - key(b) }) {
			t.Fatalf("%s: moves %v not in canonical order", bao.FormatState(v, s), moves)
		}
	})
}

// MoveText is a case of CheckMoveTexts: its name, a position text and the
// annotated text of a legal move in it. It is an array, like Move, so that
// the tests of other packages can write it as {"safari", pos, "A3>+"}.
type MoveText [3]string

// CheckMoveTexts checks that bao.FormatMove writes the text of each case
// for its move (the text without annotations) and, with read, that
// bao.ReadMove reads the text back.
func CheckMoveTexts(t *testing.T, v bao.Variant, cases []MoveText, read bool) {
	t.Helper()
	for _, c := range cases {
		name, text := c[0], c[2]
		s := Parse(t, v, c[1])
		m, _, err := bao.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		got, err := bao.FormatMove(v, s, m)
		if err != nil || got != text {
			t.Errorf("%s: FormatMove(%v) = %q, %v; want %q", name, m, got, err, text)
		}
		if !read {
			continue
		}
		if _, _, err := bao.ReadMove(v, s, text); err != nil {
			t.Errorf("%s: ReadMove(%q): %v", name, text, err)
		}
	}
}

// Pit parses a pit label that must be valid.
func Pit(t *testing.T, label string) bao.Pit {
	t.Helper()
	x, err := bao.ParsePit(label)
	if err != nil {
		t.Fatal(err)
	}
	return x
}
