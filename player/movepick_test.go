package player

import (
	"cmp"
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/bao-games/bao"
)

// TestSortByKey compares the move picker's sort with a plain stable
// sort, descending by key, ties in the order of the children, on lists
// longer than 256 children too; up to 256 children it also gives the order
// of the keys that packed the child's index into their low byte (255
// minus the index), which the search used before.
func TestSortByKey(t *testing.T) {
	type pick struct {
		key int64
		i   int
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 700 {
		picks := make([]pick, n)
		keys, idx := make([]int64, n), make([]int, n)
		for i := range picks {
			// Few distinct keys, so that ties are common; the table's
			// and the killers' keys, and negative static keys.
			choice := []int64{0, keyTT, keyKiller0, keyKiller1, int64(rng.IntN(5)-2) << 24, -1 << 44, 1<<44 + 1<<20}
			picks[i] = pick{key: choice[rng.IntN(len(choice))], i: i}
			keys[i], idx[i] = picks[i].key, i
		}
		want := slices.Clone(picks)
		slices.SortStableFunc(want, func(x, y pick) int { return cmp.Compare(y.key, x.key) })
		sortByKey(keys, idx)
		for j, p := range want {
			if keys[j] != p.key || idx[j] != p.i {
				t.Fatalf("%d children: place %d holds child %d (key %d), want %d (key %d)", n, j, idx[j], keys[j], p.i, p.key)
			}
		}
		if n > 256 {
			continue
		}
		packed := make([]int64, n)
		for i, p := range picks {
			packed[i] = p.key<<8 | int64(255-i)
		}
		slices.SortFunc(packed, func(x, y int64) int { return cmp.Compare(y, x) })
		for j, k := range packed {
			if i := 255 - int(k&255); i != idx[j] {
				t.Fatalf("%d children: place %d holds child %d, packed keys %d", n, j, idx[j], i)
			}
		}
	}
}

// TestOrderManyChildren orders 600 children of a made-up node: order
// keeps every child, the table's move first, then the killers, then the
// others by static key, ties in the order of the list.
func TestOrderManyChildren(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	a := NewAlphaBeta(AlphaBetaConfig{}, 1)
	a.setup(context.Background(), v, time.Now())
	base := livePosition(v, 2, 12)
	kids := make([]bao.Child, 600)
	for i := range kids {
		kids[i] = bao.Child{Move: bao.Move{Pit: bao.Pit(i % 32), Dir: bao.Dir(i%3 - 1), Safari: i%7 == 0}, State: randomPosition(v, uint64(i%40), i%9)}
		kids[i].State.Side = base.Side.Other()
	}
	ttMove, k0 := kids[450].Move, kids[300].Move
	a.killers[3], a.hasKiller[3] = [2]bao.Move{k0, {}}, [2]bool{true, false}
	order := a.order(3, base.Side, kids, ttMove, true)
	keys := a.orderKeys[3]
	if len(order) != len(kids) || len(keys) != len(kids) {
		t.Fatalf("order returned %d children and %d keys for %d children", len(order), len(keys), len(kids))
	}
	seen := make([]bool, len(kids))
	for j, i := range order {
		if seen[i] {
			t.Fatalf("child %d picked twice", i)
		}
		seen[i] = true
		if j > 0 && (keys[j-1] < keys[j] || keys[j-1] == keys[j] && order[j-1] > i) {
			t.Fatalf("place %d: child %d (key %d) after child %d (key %d)", j, i, keys[j], order[j-1], keys[j-1])
		}
	}
	if m := kids[order[0]].Move; m != ttMove {
		t.Errorf("first child %v, want the table's move %v", m, ttMove)
	}
	for j, i := range order[1:] {
		m := kids[i].Move
		if m == k0 || m == ttMove {
			continue
		}
		if want := a.staticKey(&kids[i].State, base.Side) + int64(a.history[base.Side][moveIndex(m)]); keys[j+1] != want {
			t.Fatalf("place %d: key %d, want static key and history %d", j+1, keys[j+1], want)
		}
	}
}
