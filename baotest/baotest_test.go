package baotest_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/baotest"
	"github.com/bao-games/bao/kingulu"
	"github.com/bao-games/bao/kiswahili"
)

// The broken variants below wrap Bao la Kiswahili and break one part of the
// contract each. The suite must report every one of them.

func rules() *kiswahili.Rules { return kiswahili.New(kiswahili.Config{}) }

// dup lists its first legal move twice.
type dup struct{ *kiswahili.Rules }

func (v dup) Legal(s bao.State, buf []bao.Move) []bao.Move {
	n := len(buf)
	buf = v.Rules.Legal(s, buf)
	if len(buf) > n {
		buf = append(buf, buf[n])
	}
	return buf
}

// leak loses a seed in every move.
type leak struct{ *kiswahili.Rules }

func (v leak) Apply(s bao.State, m bao.Move) (bao.State, error) {
	t, err := v.Rules.Apply(s, m)
	if err == nil {
		for i := range t.Pits {
			if t.Pits[i] > 0 {
				t.Pits[i]--
				break
			}
		}
	}
	return t, err
}

// reversed lists its moves backwards.
type reversed struct{ *kiswahili.Rules }

func (v reversed) Legal(s bao.State, buf []bao.Move) []bao.Move {
	n := len(buf)
	buf = v.Rules.Legal(s, buf)
	slices.Reverse(buf[n:])
	return buf
}

func (v reversed) Children(s bao.State, buf []bao.Child) []bao.Child {
	n := len(buf)
	buf = v.Rules.Children(s, buf)
	slices.Reverse(buf[n:])
	return buf
}

func (v reversed) EachChild(s bao.State, yield func(bao.Child) bool) {
	for _, c := range v.Children(s, nil) {
		if !yield(c) {
			return
		}
	}
}

// lenient ignores the safari flag where no such choice arises, so it
// accepts moves it does not list.
type lenient struct{ *kiswahili.Rules }

func (v lenient) Apply(s bao.State, m bao.Move) (bao.State, error) {
	t, err := v.Rules.Apply(s, m)
	if err != nil && m.Safari {
		m.Safari = false
		return v.Rules.Apply(s, m)
	}
	return t, err
}

// plainErrors refuses illegal moves with an error that is not ErrIllegalMove.
type plainErrors struct{ *kiswahili.Rules }

func (v plainErrors) Apply(s bao.State, m bao.Move) (bao.State, error) {
	t, err := v.Rules.Apply(s, m)
	if err != nil {
		return s, errors.New("no")
	}
	return t, err
}

// panicky panics on a move without a direction.
type panicky struct{ *kiswahili.Rules }

func (v panicky) Apply(s bao.State, m bao.Move) (bao.State, error) {
	if m.Dir == bao.NoDir {
		var a []int
		_ = a[m.Pit]
	}
	return v.Rules.Apply(s, m)
}

// overEarly says every game is over, though it lists moves.
type overEarly struct{ *kiswahili.Rules }

func (v overEarly) Outcome(s bao.State) bao.Outcome {
	return bao.Outcome{Result: bao.Won, Winner: bao.South, Reason: bao.NoLegalMove}
}

// drawn ends games drawn that cannot draw.
type drawn struct{ *kiswahili.Rules }

func (v drawn) Outcome(s bao.State) bao.Outcome {
	o := v.Rules.Outcome(s)
	if o.Over() {
		o.Result = bao.Drawn
	}
	return o
}

// boasts annotates every move as a win.
type boasts struct{ *kiswahili.Rules }

func (v boasts) Annotate(before bao.State, m bao.Move, after bao.State) bao.Notes {
	return v.Rules.Annotate(before, m, after) | bao.Win
}

// takasiaOnly writes "**" annotations without the takasa flag, which no
// move text can carry.
type takasiaOnly struct{ *kiswahili.Rules }

func (v takasiaOnly) Annotate(before bao.State, m bao.Move, after bao.State) bao.Notes {
	n := v.Rules.Annotate(before, m, after)
	if n&bao.Takasa != 0 {
		n = n&^bao.Takasa | bao.Takasia
	}
	return n
}

// sloppyName is registered as "kiswahili" but calls itself otherwise.
type sloppyName struct{ *kiswahili.Rules }

func (sloppyName) Name() string { return "kiswahili(takasia=on)" }

// stuck never changes its start position.
type badStart struct{ *kiswahili.Rules }

func (v badStart) Start() bao.State {
	s := v.Rules.Start()
	s.Store[bao.North]++
	return s
}

// recorder is a TB that keeps the errors.
// biased always draws the first legal move, with a state one seed short.
type biased struct{ *kiswahili.Rules }

func (v biased) Sample(s bao.State, rng *rand.Rand) (bao.Child, bool) {
	kids := v.Rules.Children(s, nil)
	if len(kids) == 0 {
		return bao.Child{}, false
	}
	c := kids[0]
	c.State.Store[0]--
	return c, true
}

// shortPlayout plays one move fewer than it is asked to.
type shortPlayout struct{ *kiswahili.Rules }

func (v shortPlayout) Playout(s bao.State, rng *rand.Rand, maxPlies int) (bao.State, int) {
	return v.Rules.Playout(s, rng, maxPlies-1)
}

// traceOff yields a last position one seed short.
type traceOff struct{ *kiswahili.Rules }

func (v traceOff) Trace(s bao.State, m bao.Move, yield func(bao.State) bool) error {
	t, err := v.Rules.Apply(s, m)
	if err != nil {
		return err
	}
	t.Store[0]--
	yield(t)
	return nil
}

// traceOn goes on yielding after its yield returns false.
type traceOn struct{ *kiswahili.Rules }

func (v traceOn) Trace(s bao.State, m bao.Move, yield func(bao.State) bool) error {
	t, err := v.Rules.Apply(s, m)
	if err != nil {
		return err
	}
	yield(s)
	yield(t)
	return nil
}

// alwaysCaptures says every position calls for a capture.
type alwaysCaptures struct{ *kiswahili.Rules }

func (alwaysCaptures) MustCapture(bao.State) bool { return true }

// sameSign scores a position the same for both players.
type sameSign struct{ *kiswahili.Rules }

func (v sameSign) Heuristic(s bao.State, p bao.Player) int {
	return 1 + v.Rules.Heuristic(s, bao.South)
}

// heavyLift says every move takes two seeds more from the store than the
// mover has.
type heavyLift struct{ *kiswahili.Rules }

func (v heavyLift) Lift(s bao.State, m bao.Move) (int, bool) {
	return int(s.Store[s.Side]) + 2, true
}

// endless hands out its children without stopping.
type endless struct{ *kiswahili.Rules }

func (v endless) EachChild(s bao.State, yield func(bao.Child) bool) {
	for _, c := range v.Rules.Children(s, nil) {
		yield(c)
	}
}

// neverOver says no game is ever over.
type neverOver struct{ *kiswahili.Rules }

func (neverOver) Over(bao.State) bool { return false }

// staleInto, overAtWrong and heurAtOff break kingulu's in-place
// interfaces: the first writes every child over the position it was given,
// the second answers the opposite of Over, the third is one off.
type staleInto struct{ *kingulu.Rules }

func (v staleInto) EachChildInto(s, t *bao.State, yield func(bao.Move) bool) {
	v.Rules.EachChildInto(s, t, func(m bao.Move) bool { *s = *t; return yield(m) })
}

type overAtWrong struct{ *kingulu.Rules }

func (v overAtWrong) OverAt(s *bao.State) bool { return !v.Rules.OverAt(s) }

type heurAtOff struct{ *kingulu.Rules }

func (v heurAtOff) HeuristicAt(s *bao.State, p bao.Player) int { return v.Rules.HeuristicAt(s, p) + 1 }

type recorder struct{ errs []string }

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// afterOne is the position after A6<*, from which North has a capture.
func afterOne(t *testing.T) bao.State {
	v := rules()
	s, err := v.Apply(v.Start(), bao.Move{Pit: bao.PitOf(bao.South, 0, 6), Dir: bao.Left})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// overPosition is a position where South's front row is empty: the game
// is over.
func overPosition(t *testing.T) bao.State {
	s, err := bao.ParseState(rules(), "0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/6,6,6,6,6,6,6,6 S 0,0 - -")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCheckStateReportsBrokenVariants(t *testing.T) {
	start := rules().Start()
	// kingulu's evaluation of its start, which heurAtOff puts one off.
	h0 := kingulu.New().Heuristic(kingulu.New().Start(), bao.South)
	tests := []struct {
		name string
		v    bao.Variant
		s    bao.State
		c    baotest.Config
		want string
	}{
		{"dup", dup{rules()}, start, baotest.Config{}, "twice"},
		{"leak", leak{rules()}, start, baotest.Config{}, "leads to a position of 63 seeds"},
		{"reversed", reversed{rules()}, start, baotest.Config{}, "not in canonical order"},
		{"lenient", lenient{rules()}, start, baotest.Config{}, "Apply accepts the unlisted move A6<+"},
		{"plainErrors", plainErrors{rules()}, start, baotest.Config{}, "does not match bao.ErrIllegalMove"},
		{"panicky", panicky{rules()}, start, baotest.Config{}, "panic in Apply of the unlisted move"},
		{"overEarly", overEarly{rules()}, start, baotest.Config{}, "Outcome says over=true"},
		{"boasts", boasts{rules()}, start, baotest.Config{}, "annotated as a win"},
		{"takasiaOnly", takasiaOnly{rules()}, start, baotest.Config{}, "parses as"},
		{"biased", biased{rules()}, start, baotest.Config{}, "Sample draws A6< -> "},
		{"shortPlayout", shortPlayout{rules()}, start, baotest.Config{}, "repeated Sample gives"},
		{"traceOff", traceOff{rules()}, start, baotest.Config{}, "the last position Trace of A6<* yields is"},
		{"traceOn", traceOn{rules()}, start, baotest.Config{}, "with a yield that returns false at position 1: 2 positions"},
		{"heavyLift", heavyLift{rules()}, start, baotest.Config{}, "Lift says the move takes 24 seeds from a store of 22"},
		{"sameSign", sameSign{rules()}, start, baotest.Config{}, "one player's score must be minus the other's"},
		{"alwaysCaptures", alwaysCaptures{rules()}, start, baotest.Config{}, "MustCapture is true, but the listed move"},
		{"endless", endless{rules()}, start, baotest.Config{}, "EachChild goes on after a yield that returns false"},
		{"neverOver", neverOver{rules()}, overPosition(t), baotest.Config{}, "Over gives false, but Outcome gives"},
		{"staleInto", staleInto{kingulu.New()}, kingulu.New().Start(), baotest.Config{}, "EachChildInto changed the position it was given"},
		{"overAtWrong", overAtWrong{kingulu.New()}, kingulu.New().Start(), baotest.Config{}, "OverAt gives true, but Outcome gives"},
		{"heurAtOff", heurAtOff{kingulu.New()}, kingulu.New().Start(), baotest.Config{}, fmt.Sprintf("HeuristicAt for South gives %d; Heuristic gives %d", h0+1, h0)},
		{"reversed is fine in its own order", reversed{rules()}, afterOne(t),
			baotest.Config{Compare: func(s bao.State, a, b bao.Move) int { return -baotest.CanonicalOrder(s.Side, a, b) }}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r recorder
			ok := baotest.CheckState(&r, tt.v, tt.s, tt.c)
			if tt.want == "" {
				if !ok || len(r.errs) > 0 {
					t.Errorf("CheckState = %v, errors:\n%s", ok, strings.Join(r.errs, "\n"))
				}
				return
			}
			if ok {
				t.Fatalf("CheckState = true, want false")
			}
			all := strings.Join(r.errs, "\n")
			if !strings.Contains(all, tt.want) {
				t.Errorf("no error mentions %q; errors:\n%s", tt.want, all)
			}
			if !strings.Contains(all, "position: ") || !strings.Contains(all, "reached: ") {
				t.Errorf("the report does not show the position and how it was reached:\n%s", all)
			}
		})
	}
}

func TestCheckStateDraws(t *testing.T) {
	// A position where South's front row is empty: the game is over.
	v := drawn{rules()}
	s, err := bao.ParseState(v, "0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/6,6,6,6,6,6,6,6 S 0,0 - -")
	if err != nil {
		t.Fatal(err)
	}
	var r recorder
	if baotest.CheckState(&r, v, s, baotest.Config{}) {
		t.Error("a draw in a variant without draws passes")
	}
	if r = (recorder{}); !baotest.CheckState(&r, v, s, baotest.Config{CanDraw: true}) {
		t.Errorf("a draw with CanDraw fails:\n%s", strings.Join(r.errs, "\n"))
	}
}

func TestCheckVariant(t *testing.T) {
	var r recorder
	if !baotest.CheckVariant(&r, rules(), baotest.Config{}) {
		t.Errorf("kiswahili fails:\n%s", strings.Join(r.errs, "\n"))
	}
	for _, tt := range []struct {
		v    bao.Variant
		want string
	}{
		{sloppyName{rules()}, "not canonical"},
		{badStart{rules()}, "bao.Validate refuses the start position"},
	} {
		r = recorder{}
		if baotest.CheckVariant(&r, tt.v, baotest.Config{}) {
			t.Errorf("%T passes", tt.v)
		} else if all := strings.Join(r.errs, "\n"); !strings.Contains(all, tt.want) {
			t.Errorf("%T: no error mentions %q:\n%s", tt.v, tt.want, all)
		}
	}
}

func TestCheckStateAcceptsKiswahili(t *testing.T) {
	v := rules()
	for _, s := range []bao.State{v.Start(), afterOne(t)} {
		var r recorder
		if !baotest.CheckState(&r, v, s, baotest.Config{}) {
			t.Errorf("%s:\n%s", bao.FormatState(v, s), strings.Join(r.errs, "\n"))
		}
	}
}

// fakeTB is a rapid.TB that records what rapid reports, so that a failing
// rapid.Check can be observed without failing the test.
type fakeTB struct {
	mu     sync.Mutex
	name   string
	failed bool
	out    strings.Builder
}

func (f *fakeTB) Helper()      {}
func (f *fakeTB) Name() string { return f.name }
func (f *fakeTB) Logf(format string, args ...any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	fmt.Fprintf(&f.out, format+"\n", args...)
}
func (f *fakeTB) Log(args ...any)                   { f.Logf("%s", fmt.Sprint(args...)) }
func (f *fakeTB) Skipf(format string, args ...any)  { f.SkipNow() }
func (f *fakeTB) Skip(args ...any)                  { f.SkipNow() }
func (f *fakeTB) SkipNow()                          { runtime.Goexit() }
func (f *fakeTB) Errorf(format string, args ...any) { f.Fail(); f.Logf(format, args...) }
func (f *fakeTB) Error(args ...any)                 { f.Fail(); f.Log(args...) }
func (f *fakeTB) Fatalf(format string, args ...any) { f.Errorf(format, args...); f.FailNow() }
func (f *fakeTB) Fatal(args ...any)                 { f.Error(args...); f.FailNow() }
func (f *fakeTB) FailNow()                          { f.Fail(); runtime.Goexit() }
func (f *fakeTB) Fail() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.failed = true
}
func (f *fakeTB) Failed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.failed
}

// check runs rapid.Check(prop) on a fakeTB and returns whether it failed
// and what it reported. rapid writes a fail file on failure, so the test
// runs in a temporary directory.
func check(t *testing.T, prop func(*rapid.T)) (bool, string) {
	t.Chdir(t.TempDir())
	f := &fakeTB{name: t.Name()}
	done := make(chan struct{})
	go func() {
		defer close(done)
		rapid.Check(f, prop)
	}()
	<-done
	return f.Failed(), f.out.String()
}

// laterLeak loses a seed from North's third move on, so that random games
// must go on for a while to find it. (A bug found deep in a game makes
// rapid spend up to its -rapid.shrinktime minimizing the game.)
type laterLeak struct{ *kiswahili.Rules }

func (v laterLeak) Apply(s bao.State, m bao.Move) (bao.State, error) {
	t, err := v.Rules.Apply(s, m)
	if err == nil && t.Store[bao.North] <= 19 && t.Pits[0] > 0 {
		t.Pits[0]--
	}
	return t, err
}

func (v laterLeak) Children(s bao.State, buf []bao.Child) []bao.Child {
	for _, m := range v.Legal(s, nil) {
		t, _ := v.Apply(s, m)
		buf = append(buf, bao.Child{Move: m, State: t})
	}
	return buf
}

func TestFromStartFindsLateBug(t *testing.T) {
	failed, out := check(t, baotest.FromStart(laterLeak{rules()}, baotest.Config{}))
	if !failed {
		t.Fatal("FromStart passes a variant that loses seeds")
	}
	if !strings.Contains(out, "seeds") || !strings.Contains(out, "reached: from the start position by") {
		t.Errorf("the report does not say what and where:\n%s", out)
	}
}

func TestFromStatesFindsBug(t *testing.T) {
	// Every position of this generator is valid; the variant breaks in it.
	states := rapid.Just(afterOne(t))
	failed, out := check(t, baotest.FromStates(dup{rules()}, baotest.Config{States: states}))
	if !failed || !strings.Contains(out, "twice") || !strings.Contains(out, "the generated position") {
		t.Errorf("FromStates: failed=%v, report:\n%s", failed, out)
	}
	// A generator of invalid positions is reported as such.
	bad := afterOne(t)
	bad.Store[bao.South]++
	failed, out = check(t, baotest.FromStates(rules(), baotest.Config{States: rapid.Just(bad)}))
	if !failed || !strings.Contains(out, "bao.Validate refuses") {
		t.Errorf("FromStates with an invalid generator: failed=%v, report:\n%s", failed, out)
	}
}

// flaky gives a different result for the same move now and then: every
// third call of Apply hands the move back to the mover.
type flaky struct {
	*kiswahili.Rules
	calls *atomic.Int64
}

func (v flaky) Apply(s bao.State, m bao.Move) (bao.State, error) {
	t, err := v.Rules.Apply(s, m)
	if err == nil && v.calls.Add(1)%3 == 0 {
		t.Side = s.Side
	}
	return t, err
}

func TestGameMachineFindsBug(t *testing.T) {
	failed, out := check(t, baotest.GameMachine(flaky{rules(), new(atomic.Int64)}, baotest.Config{}))
	if !failed {
		t.Fatal("GameMachine passes a variant whose Apply is not deterministic")
	}
	t.Log(out)
}

func TestGameMachinePasses(t *testing.T) {
	failed, out := check(t, baotest.GameMachine(rules(), baotest.Config{}))
	if failed {
		t.Errorf("GameMachine fails on kiswahili:\n%s", out)
	}
}

func TestCanonicalOrder(t *testing.T) {
	a := func(label string, d bao.Dir, safari bool) bao.Move {
		x, err := bao.ParsePit(label)
		if err != nil {
			t.Fatal(err)
		}
		return bao.Move{Pit: x, Dir: d, Safari: safari}
	}
	// South's canonical order.
	south := []bao.Move{
		a("A1", bao.NoDir, false), a("A1", bao.Left, false), a("A1", bao.Right, false), a("A1", bao.Right, true),
		a("A2", bao.Left, false), a("A8", bao.Right, true), a("B1", bao.Left, false), a("B8", bao.Right, false),
		a("a1", bao.Left, false), // not South's: after all of his
	}
	for i := range south {
		for j := range south {
			want := 0
			switch {
			case i < j:
				want = -1
			case i > j:
				want = 1
			}
			if got := baotest.CanonicalOrder(bao.South, south[i], south[j]); got != want {
				t.Errorf("CanonicalOrder(South, %v, %v) = %d, want %d", south[i], south[j], got, want)
			}
		}
	}
	if baotest.CanonicalOrder(bao.North, a("a2", bao.Left, false), a("A1", bao.Left, false)) >= 0 {
		t.Error("for North, a2 does not come before A1")
	}
	if baotest.CanonicalOrder(bao.North, a("b1", bao.Left, false), a("a8", bao.Right, true)) <= 0 {
		t.Error("for North, b1 does not come after a8")
	}
}
