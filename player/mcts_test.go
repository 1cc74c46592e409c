package player

import (
	"context"
	"testing"
	"time"
	"unsafe"

	"github.com/bao-games/bao"
)

// checkTree checks the invariants of an MCTS tree: children point back to
// their parent, lie within the tree, and a node's visits are at least the
// sum of its children's.
func checkTree(t *testing.T, m *MCTS) {
	t.Helper()
	if m.node(0).parent != -1 {
		t.Fatalf("root has parent %d", m.node(0).parent)
	}
	for i := int32(0); i < m.n; i++ {
		nd := m.node(i)
		if nd.first < 0 {
			continue
		}
		var sum uint32
		for c := nd.first; c < nd.first+int32(nd.nkids); c++ {
			if c <= i || c >= m.n {
				t.Fatalf("node %d: child %d out of order or range (n=%d)", i, c, m.n)
			}
			if m.node(c).parent != i {
				t.Fatalf("node %d: child %d has parent %d", i, c, m.node(c).parent)
			}
			if m.node(c).mover != nd.state.Side {
				t.Fatalf("node %d: child %d mover %v, want %v", i, c, m.node(c).mover, nd.state.Side)
			}
			sum += m.node(c).visits
		}
		if sum > nd.visits {
			t.Fatalf("node %d: %d visits, its children %d", i, nd.visits, sum)
		}
	}
}

// TestMCTSMemoryBound: a tree bounded to 1 MiB fills up and stops growing;
// the memory it holds (node blocks and the re-rooting table) never exceeds
// the bound, and the search goes on.
func TestMCTSMemoryBound(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	m := NewMCTS(MCTSConfig{Iterations: 20000, Memory: 1 << 20}, 1)
	s := livePosition(v, 4, 12)
	for range 3 {
		if len(bao.Children(v, s, nil)) < 2 {
			break // a forced move: no search
		}
		an, err := m.Analyse(context.Background(), v, s)
		if err != nil {
			t.Fatal(err)
		}
		held := int64(len(m.blocks))*blockSize*int64(unsafe.Sizeof(mctsNode{})) + int64(cap(m.remap))*4
		if held > 1<<20 {
			t.Fatalf("the tree holds %d bytes, bound 1MiB", held)
		}
		if !m.TreeFull() {
			t.Errorf("a tree of 1MiB did not fill in 20000 iterations (%d nodes)", m.n)
		}
		if an.Nodes != 20000 && an.WinIn == 0 && an.LossIn == 0 {
			t.Errorf("the search stopped after %d iterations, want 20000 (it goes on with a full tree)", an.Nodes)
		}
		checkTree(t, m)
		u, _ := v.Apply(s, an.Move)
		if v.Outcome(u).Over() {
			break
		}
		r, _ := NewRandom(3).Choose(context.Background(), v, u)
		s, _ = v.Apply(u, r)
	}
	if got := NewMCTS(MCTSConfig{}, 1).Config().Memory; got != DefaultMCTSMemory {
		t.Errorf("default memory %d, want %d", got, DefaultMCTSMemory)
	}
}

// TestMCTSReuse: after a move and a reply, the new position's subtree
// becomes the root with its statistics; an unrelated position starts a
// fresh tree; the compacted tree keeps its invariants.
func TestMCTSReuse(t *testing.T) {
	for _, name := range []string{"kiswahili", "kingulu"} {
		v := bao.MustLookup(name)
		m := NewMCTS(MCTSConfig{Iterations: 3000}, 2)
		s := livePosition(v, 8, 6)
		a, err := m.Choose(context.Background(), v, s)
		if err != nil {
			t.Fatal(err)
		}
		// The reply the tree knows best: the most visited child of a.
		var child *mctsNode
		for i := m.node(0).first; i < m.node(0).first+int32(m.node(0).nkids); i++ {
			if m.node(i).move == a {
				child = m.node(i)
			}
		}
		if child == nil || child.first < 0 {
			t.Fatalf("%s: the chosen move's node is not expanded", name)
		}
		w := m.node(child.first).state
		wantVisits := m.node(child.first).visits
		before := m.n
		if !m.reuse(v, w) {
			t.Fatalf("%s: the position two plies down was not found", name)
		}
		if m.node(0).state != w || m.node(0).visits != wantVisits {
			t.Fatalf("%s: new root %v with %d visits, want %d", name, m.node(0).state, m.node(0).visits, wantVisits)
		}
		if m.n >= before {
			t.Errorf("%s: compaction kept %d of %d nodes", name, m.n, before)
		}
		checkTree(t, m)
		// The search goes on from the kept tree and stays legal.
		if v.Outcome(w).Over() {
			continue
		}
		an, err := m.Analyse(context.Background(), v, w)
		if err != nil || !bao.IsLegal(v, w, an.Move) {
			t.Fatalf("%s: after reuse: %v, %v", name, an.Move, err)
		}
		if root := m.node(0); root.visits < wantVisits {
			t.Errorf("%s: root visits %d after the search, fewer than the %d kept", name, root.visits, wantVisits)
		}
		checkTree(t, m)
		// An unrelated position: a fresh tree.
		if m.reuse(v, v.Start()) && w != v.Start() {
			t.Errorf("%s: the start position was found below %v", name, w)
		}
	}
}

// TestMCTSScoresFinishedPlayouts: a playout that ends the game is scored
// by its result (the old code counted every finished playout as a North
// win): from a position where South wins at once by any move that ends the
// game, and loses otherwise, MCTS gives South's winning moves value 1.
func TestMCTSScoresFinishedPlayouts(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	s, _ := bao.ParseState(v, example12)
	m := NewMCTS(MCTSConfig{Iterations: 2000}, 1)
	an, err := m.Analyse(context.Background(), v, s)
	if err != nil {
		t.Fatal(err)
	}
	if an.WinIn != 1 || an.Score != 1 {
		t.Errorf("win in one: WinIn %d, Score %v; want 1 and 1", an.WinIn, an.Score)
	}
	for _, ma := range an.Moves {
		if ma.WinIn == 1 && ma.Value != 1 {
			t.Errorf("winning move %v has value %v", ma.Move, ma.Value)
		}
	}
	// South to move in a lost position: every value is -1 or the search
	// proves the loss.
	if an.Nodes > int64(len(an.Moves)) {
		t.Errorf("the proven win took %d iterations, want at most one per root move (%d)", an.Nodes, len(an.Moves))
	}
}

// TestAlphaBetaTimeOnly: a time budget alone sets no depth or node cap,
// and the search goes deeper than the untimed default depth when time
// allows.
func TestAlphaBetaTimeOnly(t *testing.T) {
	p, err := New("alphabeta(time=300ms)", 1)
	if err != nil {
		t.Fatal(err)
	}
	ab := p.(*AlphaBeta)
	if c := ab.Config(); c.Depth != maxPly || c.Nodes != 0 || c.Time != 300*time.Millisecond {
		t.Fatalf("alphabeta(time=300ms): config %+v, want depth 64, no node budget", c)
	}
	if c := NewAlphaBeta(AlphaBetaConfig{Time: time.Second}, 1).Config(); c.Depth != maxPly {
		t.Errorf("NewAlphaBeta with only a time budget: depth %d, want %d", c.Depth, maxPly)
	}
	// Bao Kingulu has at most six moves a position: 300ms reach beyond
	// depth 6 even on a loaded machine.
	v := bao.MustLookup("kingulu")
	s := livePosition(v, 1, 4)
	if _, err := ab.Choose(context.Background(), v, s); err != nil {
		t.Fatal(err)
	}
	if l := ab.Last(); l.Depth <= 6 && !isWinScore(l.Score) {
		t.Errorf("alphabeta(time=300ms) stopped at depth %d after %v and %d nodes", l.Depth, l.Elapsed, l.Nodes)
	}
}

// TestMaterialKingulu: Material is the score difference of rule G10 in Bao
// Kingulu (the old one counted a child for the owner of the row it lies
// in), and the evaluation "material" is 100 times it (the default is
// kingulu's own, tested in package kingulu).
func TestMaterialKingulu(t *testing.T) {
	v := bao.MustLookup("kingulu")
	mat := bindEval(v, "material", nil)
	children := 0
	for seed := range uint64(300) {
		s := livePosition(v, seed, int(seed%60))
		sc := v.Outcome(s).Score
		if s.Reserved != [2]uint32{} {
			children++
		}
		for _, p := range []bao.Player{bao.South, bao.North} {
			want := sc[p] - sc[p.Other()]
			if got := Material(v, s, p); got != want {
				t.Fatalf("Material(%s, %v) = %d, want %d (G10)", bao.FormatState(v, s), p, got, want)
			}
			if mat(s, p) != 100*want {
				t.Fatalf("material %d, want %d", mat(s, p), 100*want)
			}
		}
	}
	if children < 50 {
		t.Errorf("only %d positions with children", children)
	}
}

// TestMCTSChooseIsAnalyseMove checks that Choose, which skips building the
// analysis, returns the move Analyse does, for equal players asked the
// same questions, in every variant (with and without a cap that ends
// playouts in games that go on, where the search skips Outcome).
func TestMCTSChooseIsAnalyseMove(t *testing.T) {
	for _, name := range []string{"kiswahili", "kete", "kingulu"} {
		v := bao.MustLookup(name)
		for _, spec := range []string{"mcts(iterations=150)", "mcts(iterations=150,plies=300)"} {
			a, _ := New(spec, 3)
			b, _ := New(spec, 3)
			for seed := range uint64(8) {
				s := livePosition(v, seed, int(seed*3))
				m, err := a.Choose(context.Background(), v, s)
				if err != nil {
					t.Fatal(err)
				}
				an, err := b.(Analyser).Analyse(context.Background(), v, s)
				if err != nil {
					t.Fatal(err)
				}
				if m != an.Move {
					t.Fatalf("%s %s, %s: Choose %v, Analyse %v", name, spec, bao.FormatState(v, s), m, an.Move)
				}
			}
		}
	}
}
