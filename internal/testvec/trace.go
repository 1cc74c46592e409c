package testvec

import (
	"errors"
	"strconv"
	"testing"

	"github.com/bao-games/bao"
)

// CheckTrace checks the bao.Tracer of a variant on every position of a
// vector file and every legal move of it: the last state Trace yields is
// Apply's result, every state is a valid position (bao.Validate) with the
// seed total of the position before the move, the intermediate states keep
// the mover as side to move and the restricted pit and reservations of the
// position before, a yield that returns false stops Trace at once, and a
// move that is not legal gives Apply's error and no state. When laps is
// not nil it returns the number of laps of a legal move by another count,
// which the number of states must equal.
func CheckTrace(t *testing.T, file, spec string, laps func(s bao.State, m bao.Move) int) {
	t.Helper()
	moves := 0
	for i, vec := range MustLoad(t, file) {
		v := vec.Lookup(t, spec)
		tr, ok := v.(bao.Tracer)
		if !ok {
			t.Fatalf("%s is not a bao.Tracer", v.Name())
		}
		s, err := bao.ParseState(v, vec.Position)
		if err != nil {
			t.Fatalf("%s #%d: %v", file, i, err)
		}
		for _, m := range v.Legal(s, nil) {
			moves++
			where := func() string { return file + " #" + strconv.Itoa(i) + " " + vec.Position + " " + m.String() }
			want, err := v.Apply(s, m)
			if err != nil {
				t.Fatalf("%s: %v", where(), err)
			}
			var got []bao.State
			err = tr.Trace(s, m, func(f bao.State) bool { got = append(got, f); return true })
			if err != nil {
				t.Errorf("%s: Trace: %v", where(), err)
				continue
			}
			if len(got) == 0 || got[len(got)-1] != want {
				t.Errorf("%s: the last of %d traced states is not Apply's result", where(), len(got))
				continue
			}
			for k, f := range got {
				if err := bao.Validate(v, f); err != nil {
					t.Errorf("%s: state %d of %d: %v", where(), k+1, len(got), err)
				}
				if f.Seeds() != s.Seeds() {
					t.Errorf("%s: state %d of %d holds %d seeds, not %d", where(), k+1, len(got), f.Seeds(), s.Seeds())
				}
				if k < len(got)-1 && (f.Side != s.Side || f.Restricted != s.Restricted || f.Reserved != s.Reserved) {
					t.Errorf("%s: intermediate state %d of %d: side, restricted pit or reservations changed", where(), k+1, len(got))
				}
			}
			if laps != nil {
				if n := laps(s, m); n != len(got) {
					t.Errorf("%s: %d traced states, %d laps", where(), len(got), n)
				}
			}
			calls := 0
			err = tr.Trace(s, m, func(bao.State) bool { calls++; return false })
			if err != nil || calls != 1 {
				t.Errorf("%s: a yield that returns false: %d calls, error %v; want 1 call, no error", where(), calls, err)
			}
		}
		// Moves that are not legal: every pit of the side to move, each
		// way, not in the list.
		legal := map[bao.Move]bool{}
		for _, m := range v.Legal(s, nil) {
			legal[m] = true
		}
		for x := bao.PitAt(0); x.Valid(); x++ {
			for _, d := range []bao.Dir{bao.NoDir, bao.Left, bao.Right} {
				m := bao.Move{Pit: x, Dir: d}
				if legal[m] {
					continue
				}
				_, aerr := v.Apply(s, m)
				calls := 0
				terr := tr.Trace(s, m, func(bao.State) bool { calls++; return true })
				if aerr == nil || terr == nil || terr.Error() != aerr.Error() || !errors.Is(terr, bao.ErrIllegalMove) || calls != 0 {
					t.Errorf("%s #%d %s: Trace error %v after %d states, Apply error %v", file, i, m, terr, calls, aerr)
				}
			}
		}
	}
	if moves == 0 {
		t.Fatalf("%s: no legal move traced", file)
	}
}
