package baotest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
)

// maxErrors bounds the errors one checker reports, so that a badly broken
// variant gives a readable report.
const maxErrors = 10

// checker checks positions of one variant and reports to t, saying how
// each position was reached.
type checker struct {
	t    TB
	v    bao.Variant
	g    bao.Geometry
	c    Config
	from string   // where the moves in path start
	path []string // the annotated moves played from there
	step string   // what is being checked, for the report of a panic
	errs int
	ok   bool
	// refusals counts the unlisted moves refused so far, to choose those
	// whose Trace is checked.
	refusals int
}

func newChecker(t TB, v bao.Variant, c Config, from string) *checker {
	return &checker{t: t, v: v, g: v.Geometry(), c: c, from: from, ok: true}
}

// fail reports an error that concerns the variant rather than a position.
func (k *checker) fail(format string, args ...any) {
	k.t.Helper()
	k.ok = false
	k.errs++
	switch {
	case k.errs < maxErrors:
		k.t.Errorf("%s: %s", k.v.Name(), fmt.Sprintf(format, args...))
	case k.errs == maxErrors:
		k.t.Errorf("%s: too many errors; the rest are not reported", k.v.Name())
	}
}

// errorf reports an error in position s, with the way s was reached.
func (k *checker) errorf(s bao.State, format string, args ...any) {
	k.t.Helper()
	k.ok = false
	k.errs++
	switch {
	case k.errs < maxErrors:
		k.t.Errorf("%s: %s\n\tposition: %s\n\treached: %s", k.v.Name(), fmt.Sprintf(format, args...), k.g.Format(s), k.reached())
	case k.errs == maxErrors:
		k.t.Errorf("%s: too many errors; the rest are not reported", k.v.Name())
	}
}

func (k *checker) reached() string {
	if len(k.path) == 0 {
		return k.from
	}
	return fmt.Sprintf("from %s by %d moves: %s", k.from, len(k.path), strings.Join(k.path, " "))
}

// protect turns a panic of the variant into an error report. It must be
// deferred.
func (k *checker) protect(s bao.State) {
	if r := recover(); r != nil {
		k.errorf(s, "panic in %s: %v\n%s", k.step, r, debug.Stack())
	}
}

// child is a legal move with its annotated text and the position after it.
type child struct {
	move  bao.Move
	text  string
	state bao.State
}

// sentinel is a move no variant lists, to check that Legal appends.
var sentinel = bao.Move{Pit: bao.Pit(200), Dir: bao.Dir(7), Safari: true}

// probes returns the moves whose refusal is checked when they are not
// listed: every pit slot of a State, each with every direction sign, with
// and without safari, and junk.
func probes(mover bao.Player) []bao.Move {
	var out []bao.Move
	for i := range bao.MaxPits {
		for _, d := range []bao.Dir{bao.NoDir, bao.Left, bao.Right} {
			out = append(out, bao.Move{Pit: bao.PitAt(i), Dir: d}, bao.Move{Pit: bao.PitAt(i), Dir: d, Safari: true})
		}
	}
	out = append(out,
		bao.Move{},
		bao.Move{Pit: bao.NoPit, Dir: bao.Left},
		bao.Move{Pit: bao.NoPit, Dir: bao.Right, Safari: true},
		bao.Move{Pit: bao.Pit(33), Dir: bao.Right},
		bao.Move{Pit: bao.Pit(40)},
		bao.Move{Pit: bao.Pit(40), Dir: bao.Left},
		bao.Move{Pit: bao.Pit(255), Dir: bao.Right, Safari: true},
	)
	for n := 1; n <= 8; n++ {
		for row := range 2 {
			x := bao.PitOf(mover, row, n)
			out = append(out, bao.Move{Pit: x, Dir: bao.Dir(5)}, bao.Move{Pit: x, Dir: bao.Dir(-3), Safari: true})
		}
	}
	return out
}

var probeMoves = [2][]bao.Move{probes(bao.South), probes(bao.North)}

// state checks every property of s and returns its legal moves with their
// texts and positions (nil if s is broken beyond use).
func (k *checker) state(s bao.State) (kids []child) {
	k.t.Helper()
	v, g := k.v, k.g
	defer k.protect(s)

	k.step = "State.Seeds and bao.Validate"
	if n := s.Seeds(); n != g.Seeds {
		k.errorf(s, "the position holds %d seeds; the geometry says %d", n, g.Seeds)
	} else if err := bao.Validate(v, s); err != nil {
		k.errorf(s, "bao.Validate refuses a position: %v", err)
	}
	k.step = "bao.FormatState and bao.ParseState"
	text := bao.FormatState(v, s)
	if back, err := bao.ParseState(v, text); err != nil {
		k.errorf(s, "bao.ParseState does not read the position's own text: %v", err)
	} else if back != s {
		k.errorf(s, "bao.ParseState(bao.FormatState(s)) != s (-s +read):\n%s", cmp.Diff(s, back))
	}

	k.step = "Outcome"
	o := v.Outcome(s)
	if o2 := v.Outcome(s); o2 != o {
		k.errorf(s, "Outcome changes when asked twice: %+v, then %+v", o, o2)
	}
	switch o.Result {
	case bao.Ongoing:
		if o.Reason != bao.NotOver {
			k.errorf(s, "Outcome of a game in progress gives a reason: %+v", o)
		}
	case bao.Won:
		if o.Winner != bao.South && o.Winner != bao.North {
			k.errorf(s, "Outcome: the game is won by %v, not by South or North", o.Winner)
		}
		if o.Reason == bao.NotOver {
			k.errorf(s, "Outcome of a won game gives no reason: %+v", o)
		}
	case bao.Drawn:
		if !k.c.CanDraw {
			k.errorf(s, "Outcome is a draw, but the variant has no draws (Config.CanDraw is false)")
		}
		if o.Reason == bao.NotOver {
			k.errorf(s, "Outcome of a drawn game gives no reason: %+v", o)
		}
	default:
		k.errorf(s, "Outcome has an unknown result %d", o.Result)
	}

	k.step = "Legal"
	legal := v.Legal(s, nil)
	if again := v.Legal(s, make([]bao.Move, 0, 64)); !slices.Equal(legal, again) {
		k.errorf(s, "Legal gives %v, then %v", legal, again)
	}
	if pre := v.Legal(s, []bao.Move{sentinel}); len(pre) == 0 || pre[0] != sentinel || !slices.Equal(pre[1:], legal) {
		k.errorf(s, "Legal does not append to its buffer: after a first move %v it gives %v, want that move then %v", sentinel, pre, legal)
	}
	if lc, ok := v.(bao.LegalCounter); ok {
		k.step = "CountLegal"
		if n := lc.CountLegal(s); n != len(legal) {
			k.errorf(s, "CountLegal gives %d, but Legal lists %d moves: %v", n, len(legal), legal)
		}
	}
	k.step = "Legal"
	listed := make(map[bao.Move]bool, len(legal))
	for i, m := range legal {
		if listed[m] {
			k.errorf(s, "Legal lists %v (%#v) twice: %v", m, m, legal)
		}
		listed[m] = true
		if i > 0 && legal[i-1] != m && k.c.Compare(s, legal[i-1], m) >= 0 {
			k.errorf(s, "Legal is not in canonical order: %v before %v in %v", legal[i-1], m, legal)
		}
	}
	if over := o.Over(); over != (len(legal) == 0) {
		k.errorf(s, "Outcome says over=%v (%v), but Legal lists %d moves: %v", over, o, len(legal), legal)
	}

	for _, m := range legal {
		if c, ok := k.move(s, m); ok {
			kids = append(kids, c)
		}
	}

	k.step = "bao.Children"
	children := bao.Children(v, s, []bao.Child{{Move: sentinel}})
	if len(children) == 0 || children[0].Move != sentinel {
		k.errorf(s, "bao.Children does not append to its buffer")
	} else if len(kids) == len(legal) {
		children = children[1:]
		same := len(children) == len(kids)
		for i := 0; same && i < len(kids); i++ {
			same = children[i].Move == kids[i].move && children[i].State == kids[i].state
		}
		if !same {
			var want, got []string
			for _, c := range kids {
				want = append(want, c.move.String()+" -> "+g.Format(c.state))
			}
			for _, c := range children {
				got = append(got, c.Move.String()+" -> "+g.Format(c.State))
			}
			k.errorf(s, "bao.Children disagrees with Legal and Apply:\n\tChildren:\n\t\t%s\n\tLegal and Apply:\n\t\t%s",
				strings.Join(got, "\n\t\t"), strings.Join(want, "\n\t\t"))
		}
	}

	if sm, ok := v.(bao.Sampler); ok && len(kids) == len(legal) {
		k.step = "Sample"
		k.sample(s, sm, kids)
	}
	if len(kids) == len(legal) {
		k.optional(s, o, kids)
	}

	k.step = "Apply of moves that are not listed"
	tr, _ := v.(bao.Tracer)
	type refusal struct {
		m   bao.Move
		err error
	}
	var refused []refusal // checked with Trace after Apply
	for _, m := range probeMoves[s.Side&1] {
		if listed[m] {
			continue
		}
		k.step = "Apply of the unlisted move " + fmt.Sprintf("%#v", m)
		before := s
		t, err := v.Apply(s, m)
		switch {
		case err == nil:
			k.errorf(s, "Apply accepts the unlisted move %v (%#v), giving %s", m, m, g.Format(t))
		case !errors.Is(err, bao.ErrIllegalMove):
			k.errorf(s, "Apply of the unlisted move %v (%#v): error %q does not match bao.ErrIllegalMove", m, m, err)
		}
		if s != before {
			k.errorf(before, "Apply of the unlisted move %v changed its input", m)
		}
		// Trace is checked on every eighth refusal, a different eighth
		// in each position of a game: refusing costs Apply most of its
		// time here.
		if k.refusals++; tr != nil && err != nil && k.refusals%8 == 0 {
			refused = append(refused, refusal{m, err})
		}
	}
	for _, r := range refused {
		k.step = "Trace of the unlisted move " + fmt.Sprintf("%#v", r.m)
		k.traceIllegal(s, tr, r.m, r.err)
	}
	if !k.ok {
		return nil
	}
	return kids
}

// move checks listed move m of s and returns it with its text and result.
func (k *checker) move(s bao.State, m bao.Move) (child, bool) {
	k.t.Helper()
	v, g := k.v, k.g
	k.step = "Apply of the listed move " + m.String()
	before := s
	t, err := v.Apply(s, m)
	if s != before {
		k.errorf(before, "Apply of %v changed its input", m)
	}
	if err != nil {
		k.errorf(s, "Apply refuses the listed move %v: %v", m, err)
		return child{}, false
	}
	if t2, err := v.Apply(s, m); err != nil || t2 != t {
		k.errorf(s, "Apply of %v is not deterministic: %s, then %s (%v)", m, g.Format(t), g.Format(t2), err)
	}
	if n := t.Seeds(); n != g.Seeds {
		k.errorf(s, "%v leads to a position of %d seeds, not %d: %s", m, n, g.Seeds, g.Format(t))
	} else if err := bao.Validate(v, t); err != nil {
		k.errorf(s, "%v leads to a position that bao.Validate refuses: %v", m, err)
	}

	k.step = "bao.FormatMove of " + m.String()
	notes := bao.Annotate(v, s, m, t)
	text, err := bao.FormatMove(v, s, m)
	if err != nil {
		k.errorf(s, "bao.FormatMove(%v): %v", m, err)
		return child{}, false
	}
	if want := m.String() + notes.String(); text != want {
		k.errorf(s, "bao.FormatMove(%v) = %q, want %q", m, text, want)
	}
	if pm, pn, err := bao.ParseMove(text); err != nil {
		k.errorf(s, "the text %q of the listed move %#v does not parse: %v", text, m, err)
	} else if pm != m || pn != notes {
		k.errorf(s, "the text %q of the listed move %#v (annotations %#x) parses as %#v (annotations %#x)", text, m, notes, pm, pn)
	}
	k.step = "bao.ReadMove of " + text
	for _, in := range []string{text, m.String()} {
		if rm, rt, err := bao.ReadMove(v, s, in); err != nil {
			k.errorf(s, "bao.ReadMove refuses %q, the text of the listed move %v: %v", in, m, err)
		} else if rm != m || rt != t {
			k.errorf(s, "bao.ReadMove(%q) gives %v leading to %s; Apply gives %s", in, rm, g.Format(rt), g.Format(t))
		}
	}
	if notes&bao.Win != 0 {
		k.step = "Outcome after " + text
		if o := v.Outcome(t); o.Result != bao.Won || o.Winner != s.Side {
			k.errorf(s, "%q is annotated as a win for %v, but the outcome after it is %v", text, s.Side, o)
		}
	}
	return child{move: m, text: text, state: t}, true
}

// sample checks the variant's Sampler on s: every draw is a legal move with
// the state Apply gives, ok is false exactly when there is none, and a
// Playouter plays the moves that Sample draws.
func (k *checker) sample(s bao.State, sm bao.Sampler, kids []child) {
	g := k.v.Geometry()
	seed := uint64(s.Pits[0]) | uint64(s.Seeds())<<8
	rng := rand.New(rand.NewPCG(seed, 1))
	for range 2 * len(kids) {
		c, ok := sm.Sample(s, rng)
		if !ok {
			k.errorf(s, "Sample finds no move, but Legal lists %d", len(kids))
			return
		}
		found := false
		for _, kid := range kids {
			found = found || kid.move == c.Move && kid.state == c.State
		}
		if !found {
			k.errorf(s, "Sample draws %v -> %s, which is not a legal move with its result", c.Move, g.Format(c.State))
			return
		}
	}
	if len(kids) == 0 {
		if c, ok := sm.Sample(s, rng); ok {
			k.errorf(s, "Sample draws %v in a position without legal moves", c.Move)
		}
	}
	if p, ok := k.v.(bao.Playouter); ok {
		k.step = "Playout"
		const plies = 12
		got, gn := p.Playout(s, rand.New(rand.NewPCG(seed, 2)), plies)
		want, wn := s, plies
		rng := rand.New(rand.NewPCG(seed, 2))
		for i := range plies {
			c, ok := sm.Sample(want, rng)
			if !ok {
				wn = i
				break
			}
			want = c.State
		}
		if got != want || gn != wn {
			k.errorf(s, "Playout gives %s after %d moves; repeated Sample gives %s after %d", g.Format(got), gn, g.Format(want), wn)
		}
	}
	if r, ok := k.v.(bao.Recorder); ok {
		k.step = "Record"
		k.record(s, r, sm, seed)
	}
}

// record checks the variant's Recorder on s: it appends to its buffer the
// moves that repeated calls of Sample draw, with each side's generator,
// and ends in the state they reach. Their notes are not compared: on some
// generated positions that play does not reach, a Recorder's notes (the
// engine's kind of move) and Annotate's (what the move changed) may
// differ; from the start, bao's own tests check them too.
func (k *checker) record(s bao.State, r bao.Recorder, sm bao.Sampler, seed uint64) {
	const plies = 12
	rngs := func() *[2]*rand.Rand {
		return &[2]*rand.Rand{rand.New(rand.NewPCG(seed, 3)), rand.New(rand.NewPCG(seed, 4))}
	}
	sentinel := bao.Played{Move: bao.Move{Pit: 63, Dir: bao.Right, Safari: true}, Side: bao.North, Notes: 7}
	got, played := r.Record(s, rngs(), plies, []bao.Played{sentinel})
	want, ref := s, rngs()
	var wantPlayed []bao.Played
	for len(wantPlayed) < plies && want.Side <= bao.North {
		c, ok := sm.Sample(want, ref[want.Side])
		if !ok {
			break
		}
		wantPlayed = append(wantPlayed, bao.Played{Move: c.Move, Side: want.Side})
		want = c.State
	}
	g := k.v.Geometry()
	switch {
	case len(played) == 0 || played[0] != sentinel:
		k.errorf(s, "Record does not append to its buffer")
	case got != want || !slices.EqualFunc(played[1:], wantPlayed, func(a, b bao.Played) bool { return a.Move == b.Move && a.Side == b.Side }):
		k.errorf(s, "Record gives %d moves %v to %s; Sample move by move gives %d %v to %s", len(played)-1, played[1:], g.Format(got), len(wantPlayed), wantPlayed, g.Format(want))
	}
}
