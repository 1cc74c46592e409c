package spiel_test

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/spiel"
	"pgregory.net/rapid"
)

// views returns a view of every registered variant.
func views(t *testing.T) []*spiel.View {
	t.Helper()
	var out []*spiel.View
	for _, name := range bao.Names() {
		v, err := bao.Lookup(name)
		if err != nil {
			t.Fatalf("Lookup(%q): %v", name, err)
		}
		w, err := spiel.New(v)
		if err != nil {
			t.Fatalf("New(%s): %v", name, err)
		}
		out = append(out, w)
	}
	if len(out) == 0 {
		t.Fatal("no variant registered")
	}
	return out
}

// mirror returns s with the roles of the players exchanged.
func mirror(s bao.State) bao.State {
	var t bao.State
	for i, c := range s.Pits {
		t.Pits[i^16] = c
	}
	t.Store = [2]uint8{s.Store[1], s.Store[0]}
	t.Side = s.Side.Other()
	t.House = [2]bool{s.House[1], s.House[0]}
	if s.Restricted != bao.NoPit {
		t.Restricted = bao.PitAt(s.Restricted.Index() ^ 16)
	}
	t.Reserved = [2]uint32{bits.RotateLeft32(s.Reserved[1], 16), bits.RotateLeft32(s.Reserved[0], 16)}
	t.Moved, t.Gambit = swapPlayers(s.Moved), swapPlayers(s.Gambit)
	return t
}

// swapPlayers returns ps with South and North exchanged.
func swapPlayers(ps bao.Players) bao.Players {
	var out bao.Players
	for _, p := range []bao.Player{bao.South, bao.North} {
		if ps.Has(p) {
			out |= bao.PlayerSet(p.Other())
		}
	}
	return out
}

func mirrorMove(m bao.Move) bao.Move {
	if m.IsGambit() {
		return bao.GambitMove(m.Gambit.Player().Other(), m.Gambit.Index())
	}
	m.Pit = bao.PitAt(m.Pit.Index() ^ 16)
	return m
}

// checkPosition checks every property of the view in s.
func checkPosition(t rapid.TB, w *spiel.View, s bao.State) {
	v := w.Variant()
	n := w.NumDistinctActions()
	text := bao.FormatState(v, s)

	// The action space is a bijection onto the moves of its shape.
	for a := range n {
		m, err := w.Move(s, a)
		if err != nil {
			t.Fatalf("%s: Move(%d): %v", text, a, err)
		}
		back, err := w.Action(s, m)
		if err != nil || back != a {
			t.Fatalf("%s: action %d -> %v -> %d, %v", text, a, m, back, err)
		}
	}
	for _, a := range []int{-1, n} {
		if _, err := w.Move(s, a); !errors.Is(err, bao.ErrIllegalMove) {
			t.Fatalf("%s: Move(%d) = %v, want ErrIllegalMove", text, a, err)
		}
	}

	// Legal moves and legal actions agree.
	moves := v.Legal(s, nil)
	acts := w.LegalActions(s)
	if len(acts) != len(moves) {
		t.Fatalf("%s: %d legal actions for %d legal moves", text, len(acts), len(moves))
	}
	for i := 1; i < len(acts); i++ {
		if acts[i-1] >= acts[i] {
			t.Fatalf("%s: legal actions not strictly increasing: %v", text, acts)
		}
	}
	for _, m := range moves {
		a, err := w.Action(s, m)
		if err != nil {
			t.Fatalf("%s: Action(%v): %v", text, m, err)
		}
		if _, ok := slices.BinarySearch(acts, a); !ok {
			t.Fatalf("%s: action %d of %v not in LegalActions %v", text, a, m, acts)
		}
		if back, err := w.Move(s, a); err != nil || back != m {
			t.Fatalf("%s: Move(Action(%v)) = %v, %v", text, m, back, err)
		}
		// Relative to the mover: the mirrored move in the mirrored
		// position is the same action.
		if ma, err := w.Action(mirror(s), mirrorMove(m)); err != nil || ma != a {
			t.Fatalf("%s: mirrored %v gives action %d, %v; want %d", text, m, ma, err, a)
		}
		want, err := v.Apply(s, m)
		if err != nil {
			t.Fatalf("%s: Apply(%v): %v", text, m, err)
		}
		if got, err := w.ApplyAction(s, a); err != nil || got != want {
			t.Fatalf("%s: ApplyAction(%d) differs from Apply(%v): %v", text, a, m, err)
		}
	}

	// The mask agrees with LegalActions, and AppendMask keeps the prefix.
	mask := w.LegalActionsMask(s)
	if len(mask) != n {
		t.Fatalf("%s: mask of length %d, want %d", text, len(mask), n)
	}
	for a, ok := range mask {
		if _, in := slices.BinarySearch(acts, a); in != ok {
			t.Fatalf("%s: mask[%d] = %v, LegalActions %v", text, a, ok, acts)
		}
	}
	pre := w.AppendMask([]bool{true, false, true}, s)
	if !slices.Equal(pre[:3], []bool{true, false, true}) || !slices.Equal(pre[3:], mask) {
		t.Fatalf("%s: AppendMask with a prefix differs", text)
	}

	// Returns, rewards and the current player.
	o := v.Outcome(s)
	ret := w.Returns(s)
	if len(ret) != spiel.NumPlayers || ret[0]+ret[1] != 0 {
		t.Fatalf("%s: returns %v do not sum to zero", text, ret)
	}
	if !slices.Equal(w.Rewards(s), ret) {
		t.Fatalf("%s: rewards %v differ from returns %v", text, w.Rewards(s), ret)
	}
	switch {
	case !o.Over():
		if w.IsTerminal(s) || w.CurrentPlayer(s) != int(s.Side) || ret[0] != 0 || len(acts) == 0 {
			t.Fatalf("%s: ongoing, but terminal=%v player=%d returns=%v actions=%v", text, w.IsTerminal(s), w.CurrentPlayer(s), ret, acts)
		}
	case o.Result == bao.Won:
		if ret[o.Winner] != 1 || ret[o.Winner.Other()] != -1 {
			t.Fatalf("%s: %v, returns %v", text, o, ret)
		}
		fallthrough
	default:
		if !w.IsTerminal(s) || w.CurrentPlayer(s) != spiel.TerminalPlayer || len(acts) != 0 {
			t.Fatalf("%s: over, but terminal=%v player=%d actions=%v", text, w.IsTerminal(s), w.CurrentPlayer(s), acts)
		}
	}

	// Observations: the length of the shape, values in [0, 1], and the
	// views of the two players mirror images.
	size := w.ObservationTensorSize()
	if shape := w.ObservationTensorShape(); len(shape) != 1 || shape[0] != size {
		t.Fatalf("shape %v, size %d", shape, size)
	}
	south := w.ObservationTensor(s, bao.South)
	north := w.ObservationTensor(s, bao.North)
	if len(south) != size || len(north) != size {
		t.Fatalf("%s: observation lengths %d, %d, want %d", text, len(south), len(north), size)
	}
	for _, x := range south {
		if !(x >= 0 && x <= 1) {
			t.Fatalf("%s: observation value %v outside [0, 1]: %v", text, x, south)
		}
	}
	ms2 := mirror(s)
	if got := w.ObservationTensor(ms2, bao.North); !slices.Equal(got, south) {
		t.Fatalf("%s: South view\n%v\nNorth view of the mirror\n%v", text, south, got)
	}
	if got := w.ObservationTensor(ms2, bao.South); !slices.Equal(got, north) {
		t.Fatalf("%s: North view\n%v\nSouth view of the mirror\n%v", text, north, got)
	}
	if s.Side == bao.South && (south[size-1] != 1 || north[size-1] != 0) {
		t.Fatalf("%s: side-to-move entries %v, %v", text, south[size-1], north[size-1])
	}
}

// TestRandomPositions checks every property in the positions of random
// games of every registered variant: thousands of positions per variant.
func TestRandomPositions(t *testing.T) {
	for _, w := range views(t) {
		t.Run(w.Variant().Name(), func(t *testing.T) {
			positions := 0
			rapid.Check(t, func(t *rapid.T) {
				seed := rapid.Uint64().Draw(t, "seed")
				rng := rand.New(rand.NewPCG(seed, 1))
				v := w.Variant()
				s := v.Start()
				var buf []bao.Move
				for range 2000 { // a whole game: the variants end long before
					checkPosition(t, w, s)
					positions++
					buf = v.Legal(s, buf[:0])
					if len(buf) == 0 {
						break
					}
					var err error
					if s, err = v.Apply(s, buf[rng.IntN(len(buf))]); err != nil {
						t.Fatal(err)
					}
				}
				checkPosition(t, w, s)
				positions++
			})
			t.Logf("%d positions", positions)
		})
	}
}

func TestShapes(t *testing.T) {
	want := map[string][2]int{ // actions, observation size
		"kiswahili": {64, 69},
		"kete":      {64, 69},
		"kingulu":   {6, 39},
		"bawo":      {64, 73},
	}
	for _, w := range views(t) {
		name := w.Variant().Name()
		if sz, ok := want[name]; ok {
			if got := [2]int{w.NumDistinctActions(), w.ObservationTensorSize()}; got != sz {
				t.Errorf("%s: actions, observation size = %v, want %v", name, got, sz)
			}
		}
	}
}

func TestConfig(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	if _, err := spiel.NewWithConfig(v, spiel.Config{}); err == nil {
		t.Error("kiswahili without directions: New gave no error")
	}
	w, err := spiel.NewWithConfig(v, spiel.Config{Directions: true, Safari: true, OpponentPits: true})
	if err != nil {
		t.Fatal(err)
	}
	if w.NumDistinctActions() != 128 {
		t.Errorf("with OpponentPits: %d actions, want 128", w.NumDistinctActions())
	}
	s := v.Start()
	m, err := w.Move(s, (16+5)*4+2) // a6> for South: opponent's pit 6, ">", no safari
	if err != nil || m != (bao.Move{Pit: bao.PitOf(bao.North, 0, 6), Dir: bao.Right}) {
		t.Errorf("Move(86) = %v, %v; want a6>", m, err)
	}
	checkPosition(t, w, s)

	d, err := spiel.New(v)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []bao.Move{
		{Pit: bao.PitOf(bao.North, 0, 6), Dir: bao.Left}, // not the mover's
		{Pit: bao.PitOf(bao.South, 0, 6)},                // no direction
		{Pit: bao.NoPit, Dir: bao.Left},                  // no pit
		{Pit: bao.Pit(200), Dir: bao.Left},               // invalid pit
		{Pit: bao.PitOf(bao.South, 0, 6), Dir: 5},        // invalid direction
	} {
		if a, err := d.Action(s, m); !errors.Is(err, bao.ErrIllegalMove) {
			t.Errorf("Action(%v) = %d, %v; want ErrIllegalMove", m, a, err)
		}
	}
	k := bao.MustLookup("kingulu")
	kw, err := spiel.New(k)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []bao.Move{
		{Pit: bao.PitOf(bao.South, 0, 1), Dir: bao.Left},
		{Pit: bao.PitOf(bao.South, 0, 1), Safari: true},
		{Pit: bao.PitOf(bao.South, 1, 1)}, // a back pit on a two-row board
	} {
		if a, err := kw.Action(k.Start(), m); !errors.Is(err, bao.ErrIllegalMove) {
			t.Errorf("kingulu: Action(%v) = %d, %v; want ErrIllegalMove", m, a, err)
		}
	}
	if _, err := d.ApplyAction(s, 0); !errors.Is(err, bao.ErrIllegalMove) {
		t.Errorf("ApplyAction of an illegal action: %v", err)
	}
	bad := s
	bad.Side = 7
	if _, err := d.Action(bad, bao.Move{Pit: bao.PitOf(bao.South, 0, 6), Dir: bao.Left}); err == nil {
		t.Error("Action with side 7: no error")
	}
	if _, err := d.Move(bad, 0); err == nil {
		t.Error("Move with side 7: no error")
	}
}

// actionSpaceVariant is kingulu with an ActionSpace that widens its
// actions to every pit of the board.
type actionSpaceVariant struct{ bao.Variant }

func (actionSpaceVariant) ActionConfig() spiel.Config { return spiel.Config{OpponentPits: true} }

func TestActionSpaceInterface(t *testing.T) {
	w, err := spiel.New(actionSpaceVariant{bao.MustLookup("kingulu")})
	if err != nil {
		t.Fatal(err)
	}
	if w.NumDistinctActions() != 12 || w.Config() != (spiel.Config{OpponentPits: true}) {
		t.Errorf("ActionSpace ignored: %d actions, %+v", w.NumDistinctActions(), w.Config())
	}
}

func TestNoAllocs(t *testing.T) {
	if testvec.RaceEnabled {
		t.Skip("sync.Pool drops buffers under the race detector")
	}
	for _, w := range views(t) {
		s := w.Variant().Start()
		mask := make([]bool, 0, w.NumDistinctActions())
		acts := make([]int, 0, w.NumDistinctActions())
		obs := make([]float32, 0, w.ObservationTensorSize())
		w.AppendMask(mask, s) // warm the pool
		for name, f := range map[string]func(){
			"AppendMask":              func() { mask = w.AppendMask(mask[:0], s) },
			"AppendLegalActions":      func() { acts = w.AppendLegalActions(acts[:0], s) },
			"AppendObservationTensor": func() { obs = w.AppendObservationTensor(obs[:0], s, bao.North) },
			"Return":                  func() { _ = w.Return(s, bao.South) + float64(w.CurrentPlayer(s)) },
		} {
			if n := testing.AllocsPerRun(100, f); n != 0 {
				t.Errorf("%s: %s allocates %v times", w.Variant().Name(), name, n)
			}
		}
	}
}

// TestEveryConfigChecked: for every variant and every Config,
// NewWithConfig either refuses the Config or gives a view under which every
// legal move of 3,000-odd random positions (drawn from another seed than
// NewWithConfig's own exploration) has an action that decodes back to it,
// so that LegalActions loses no move. A safari move under a Config without
// the safari slot made LegalActions panic in about 4% of kiswahili
// positions before NewWithConfig checked the move grammar.
func TestEveryConfigChecked(t *testing.T) {
	for _, name := range bao.Names() {
		v := bao.MustLookup(name)
		var states []bao.State
		rng := rand.New(rand.NewPCG(99, 7))
		for range 30 {
			s := v.Start()
			for range 100 {
				states = append(states, s)
				c, ok := bao.Sample(v, s, rng)
				if !ok {
					break
				}
				s = c.State
			}
		}
		accepted := 0
		for _, cfg := range []spiel.Config{
			{}, {Directions: true}, {Safari: true}, {OpponentPits: true},
			{Directions: true, Safari: true}, {Directions: true, OpponentPits: true},
			{Safari: true, OpponentPits: true}, {Directions: true, Safari: true, OpponentPits: true},
		} {
			w, err := spiel.NewWithConfig(v, cfg)
			if err != nil {
				continue
			}
			accepted++
			for _, s := range states {
				legal := v.Legal(s, nil)
				acts := w.LegalActions(s)
				if len(acts) != len(legal) {
					t.Fatalf("%s %+v: %d actions for %d legal moves in %q", name, cfg, len(acts), len(legal), bao.FormatState(v, s))
				}
				for _, m := range legal {
					a, err := w.Action(s, m)
					if err != nil {
						t.Fatalf("%s %+v: accepted, but move %v of %q has no action: %v", name, cfg, m, bao.FormatState(v, s), err)
					}
					if back, err := w.Move(s, a); err != nil || back != m {
						t.Fatalf("%s %+v: action %d of %v decodes to %v, %v", name, cfg, a, m, back, err)
					}
				}
			}
		}
		if accepted == 0 {
			t.Errorf("%s: no Config accepted", name)
		}
	}
	// The Config of the report: directions without the safari slot.
	for _, name := range []string{"kiswahili", "kete"} {
		if _, err := spiel.NewWithConfig(bao.MustLookup(name), spiel.Config{Directions: true}); err == nil {
			t.Errorf("%s without the safari slot: accepted", name)
		}
	}
}

// TestLegalActionsNoPlayer: a state whose side to move is not a player has
// no legal action, and LegalActions does not panic on it.
func TestLegalActionsNoPlayer(t *testing.T) {
	for _, w := range views(t) {
		s := w.Variant().Start()
		s.Side = 7
		if a := w.LegalActions(s); len(a) != 0 {
			t.Errorf("%s: side 7: actions %v", w.Variant().Name(), a)
		}
		if m := w.LegalActionsMask(s); slices.Contains(m, true) {
			t.Errorf("%s: side 7: a legal action in the mask", w.Variant().Name())
		}
	}
}

// noHouse is kiswahili whose Geometry hides the house, so that only the
// exploration of NewWithConfig, not the move grammar, can find its safari
// moves.
type noHouse struct{ bao.Variant }

func (n noHouse) Geometry() bao.Geometry {
	g := n.Variant.Geometry()
	g.House = 0
	return g
}

func TestExplorationFindsSafari(t *testing.T) {
	_, err := spiel.NewWithConfig(noHouse{bao.MustLookup("kiswahili")}, spiel.Config{Directions: true})
	if !errors.Is(err, bao.ErrIllegalMove) {
		t.Errorf("a safari move without the safari slot: %v; want an error matching ErrIllegalMove", err)
	}
}

// BenchmarkNew measures New, whose cost is the check of the Config.
func BenchmarkNew(b *testing.B) {
	v := bao.MustLookup("kiswahili")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := spiel.New(v); err != nil {
			b.Fatal(err)
		}
	}
}
