package baotest

import (
	"cmp"
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
)

// TB is the part of testing.TB that the checks report to. *testing.T,
// *testing.B and *rapid.T implement it.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
}

// Config tunes the suite. The zero Config is a sensible default.
type Config struct {
	// Games is the number of random games from the start position played
	// in each rapid check (default 1). The number of checks is rapid's:
	// -rapid.checks, 100 by default, a fifth of it with -short.
	Games int
	// Plies caps the length of every random game (default 150, 50 with
	// -short). A game that ends earlier is checked to its end.
	Plies int
	// States, if not nil, draws arbitrary valid positions of the variant
	// (they must pass bao.Validate). Each check of FromStates draws one and
	// plays a random game from it; GameMachine starts some of its games
	// from one.
	States *rapid.Generator[bao.State]
	// Compare, if not nil, replaces CanonicalOrder as the order that Legal
	// must follow: it returns a negative number when a must come before b
	// in the legal move list of s, and 0 only for equal moves.
	Compare func(s bao.State, a, b bao.Move) int
	// CanDraw reports that the variant has drawn games. Without it a
	// Drawn outcome is an error.
	CanDraw bool
}

// withDefaults fills in the defaults of the zero fields.
func (c Config) withDefaults() Config {
	if c.Games <= 0 {
		c.Games = 1
	}
	if c.Plies <= 0 {
		c.Plies = 150
		if testing.Short() {
			c.Plies = 50
		}
	}
	if c.Compare == nil {
		c.Compare = func(s bao.State, a, b bao.Move) int { return CanonicalOrder(s.Side, a, b) }
	}
	return c
}

// CanonicalOrder is the default order of legal move lists, that of every
// variant of this module: by start pit in the mover's own numbering (front
// row 1..8, then back row 1..8; a pit that is not the mover's comes after
// all of his), then "<" before ">" (NoDir alone comes first), then the stop
// move before the safari move. It returns -1, 0 or +1 as a comes before, is
// the same as, or comes after b when side is to move.
func CanonicalOrder(side bao.Player, a, b bao.Move) int {
	if c := cmp.Compare(pitRank(side, a.Pit), pitRank(side, b.Pit)); c != 0 {
		return c
	}
	if c := cmp.Compare(dirRank(a.Dir), dirRank(b.Dir)); c != 0 {
		return c
	}
	return cmp.Compare(safariRank(a.Safari), safariRank(b.Safari))
}

func pitRank(side bao.Player, x bao.Pit) int {
	if x.Valid() && x.Player() == side {
		return x.Row()*8 + x.Number()
	}
	return 100 + int(x)
}

func dirRank(d bao.Dir) int {
	switch d {
	case bao.NoDir:
		return 0
	case bao.Left:
		return 1
	case bao.Right:
		return 2
	}
	return 3 + int(uint8(d))
}

func safariRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Run runs the whole suite on v as subtests of t: CheckVariant, then the
// rapid properties FromStart, FromStates (when c.States is set) and
// GameMachine.
func Run(t *testing.T, v bao.Variant, c Config) {
	t.Helper()
	t.Run("Variant", func(t *testing.T) { CheckVariant(t, v, c) })
	t.Run("FromStart", rapid.MakeCheck(FromStart(v, c)))
	if c.States != nil {
		t.Run("FromStates", rapid.MakeCheck(FromStates(v, c)))
	}
	t.Run("Game", rapid.MakeCheck(GameMachine(v, c)))
}

// CheckVariant checks what does not depend on a position: the geometry is
// one this module can hold, the start position is valid, the same at every
// call and reads back from its text, and a registered variant's Name is
// canonical: bao.Lookup of it gives a variant of the same name, geometry and
// start position. It reports whether every check passed.
func CheckVariant(t TB, v bao.Variant, c Config) bool {
	t.Helper()
	c = c.withDefaults()
	k := newChecker(t, v, c, "the start position")
	defer k.protect(v.Start())
	g := v.Geometry()
	if err := g.Check(); err != nil {
		k.fail("Geometry: %v", err)
		return false // nothing else can work
	}
	s := v.Start()
	if s2 := v.Start(); s2 != s {
		k.errorf(s, "Start is not the same at every call: then %s", g.Format(s2))
	}
	if err := bao.Validate(v, s); err != nil {
		k.errorf(s, "bao.Validate refuses the start position: %v", err)
	}
	if back, err := bao.ParseState(v, bao.FormatState(v, s)); err != nil || back != s {
		k.errorf(s, "the start position does not read back from its text: %v", err)
	}
	if v.Name() == "" {
		k.fail("Name is empty")
	}
	if _, ok := v.(bao.InPlaceHeuristic); ok {
		if _, ok := v.(bao.Heuristic); !ok {
			k.fail("the variant implements bao.InPlaceHeuristic but not bao.Heuristic")
		}
	}
	w, err := bao.Lookup(v.Name())
	switch {
	case errors.Is(err, bao.ErrUnknownVariant):
		// Not registered: nothing to compare.
	case err != nil:
		k.fail("bao.Lookup(%q) of the variant's own Name: %v", v.Name(), err)
	case w.Name() != v.Name():
		k.fail("Name %q is not canonical: bao.Lookup of it gives %q", v.Name(), w.Name())
	case w.Geometry() != g:
		k.fail("bao.Lookup(%q) gives a variant of another geometry: %+v, want %+v", v.Name(), w.Geometry(), g)
	case w.Start() != s:
		k.fail("bao.Lookup(%q) gives a variant of another start position: %s", v.Name(), g.Format(w.Start()))
	}
	return k.ok
}

// CheckState checks every property of a single position s of v (see the
// package documentation) and reports whether they all hold. s is expected
// to pass bao.Validate; that is one of the checks.
func CheckState(t TB, v bao.Variant, s bao.State, c Config) bool {
	t.Helper()
	k := newChecker(t, v, c.withDefaults(), "a given position")
	k.state(s)
	return k.ok
}

// FromStart returns a rapid property that plays c.Games random games of at
// most c.Plies plies from the start position of v and checks every position
// on the way with CheckState. A failure shows the moves that lead to the
// position at fault.
func FromStart(v bao.Variant, c Config) func(*rapid.T) {
	c = c.withDefaults()
	return func(t *rapid.T) {
		for range c.Games {
			k := newChecker(t, v, c, "the start position")
			if !k.playout(t, v.Start()) {
				return
			}
		}
	}
}

// FromStates returns a rapid property that draws a position from c.States
// and plays a random game of at most c.Plies plies from it, checking every
// position on the way with CheckState. It panics if c.States is nil.
func FromStates(v bao.Variant, c Config) func(*rapid.T) {
	c = c.withDefaults()
	if c.States == nil {
		panic("baotest.FromStates: Config.States is nil")
	}
	return func(t *rapid.T) {
		s := c.States.Draw(t, "position")
		if err := bao.Validate(v, s); err != nil {
			t.Fatalf("Config.States drew a position that bao.Validate refuses: %v\n\tposition: %s", err, v.Geometry().Format(s))
		}
		k := newChecker(t, v, c, "the generated position "+v.Geometry().Format(s))
		k.playout(t, s)
	}
}

// playout checks s and the positions of a random game from it, and reports
// whether every check passed.
func (k *checker) playout(t *rapid.T, s bao.State) bool {
	for ply := 0; ; ply++ {
		kids := k.state(s)
		if !k.ok {
			return false
		}
		if len(kids) == 0 || ply >= k.c.Plies {
			return true
		}
		i := rapid.IntRange(0, len(kids)-1).Draw(t, "move")
		k.path = append(k.path, kids[i].text)
		s = kids[i].state
	}
}
