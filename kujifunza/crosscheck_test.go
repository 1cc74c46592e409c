package kujifunza_test

// Bao la Kujifunza is the mtaji stage of Bao la Kiswahili without houses,
// so on a position without store seeds or houses the two rule sets must
// agree on everything: legal moves, their order and annotations, the
// resulting positions and the outcomes. These tests check that against the
// vector files of both games (written independently of this module's
// engine) and on arbitrary positions.

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
	"github.com/bao-games/bao/kiswahili"
)

// twin returns the Bao la Kiswahili rules with the same takasia option as
// the Bao la Kujifunza rules named spec ("" for the default).
func twin(spec string) (kujifunza, kiswahili bao.Variant) {
	if strings.Contains(spec, "takasia=off") {
		return kjOff, swOff
	}
	return kj, sw
}

var (
	sw    bao.Variant = kiswahili.New(kiswahili.Config{})
	swOff bao.Variant = kiswahili.New(kiswahili.Config{NoTakasia: true})
)

// TestKiswahiliVectors evaluates, as Bao la Kujifunza, every position of
// the Bao la Kiswahili vector files that is also a position of Bao la
// Kujifunza, and expects what those files say.
func TestKiswahiliVectors(t *testing.T) {
	n := crossVectors(t, []string{"kiswahili-examples.jsonl", "kiswahili-random.jsonl"}, func(spec string) bao.Variant {
		v, _ := twin(spec)
		return v
	})
	t.Logf("%d positions of the Bao la Kiswahili vectors are positions of Bao la Kujifunza", n)
	if n < 50 {
		t.Errorf("only %d shared positions", n)
	}
}

// TestAsKiswahili evaluates every position of the Bao la Kujifunza vector
// files under the rules of Bao la Kiswahili, and expects what those files
// say.
func TestAsKiswahili(t *testing.T) {
	n := crossVectors(t, []string{"kujifunza-examples.jsonl", "kujifunza-random.jsonl"}, func(spec string) bao.Variant {
		_, v := twin(spec)
		return v
	})
	if n != 255 {
		t.Errorf("%d positions evaluated, want all 255", n)
	}
}

// crossVectors evaluates the vectors of files with the variant that pick
// returns for each vector's variant name, skipping the positions that are
// not positions of that variant, and compares the result with the vector.
// It returns the number of positions evaluated.
func crossVectors(t *testing.T, files []string, pick func(spec string) bao.Variant) int {
	t.Helper()
	n := 0
	for _, file := range files {
		vecs, err := testvec.Load(file)
		if err != nil {
			t.Fatal(err)
		}
		for i, vec := range vecs {
			v := pick(vec.Variant)
			got, err := bao.Evaluate(v, vec.Position)
			if errors.Is(err, bao.ErrInvalidPosition) {
				continue // namua, or a house is owned
			}
			if err != nil {
				t.Errorf("%s #%d: %v", file, i, err)
				continue
			}
			n++
			if diff := cmp.Diff(vec.Evaluation, got); diff != "" {
				t.Errorf("%s #%d %s, as %s\n%s\n(-vector +got):\n%s", file, i, vec.Example, v.Name(), vec.Position, diff)
			}
		}
	}
	return n
}

// TestSameAsKiswahili checks on arbitrary positions of Bao la Kujifunza
// that Bao la Kiswahili accepts them and evaluates them the same way, and
// that both refuse the same moves with the same rule.
func TestSameAsKiswahili(t *testing.T) {
	for _, spec := range []string{"", "takasia=off"} {
		kv, sv := twin(spec)
		t.Run(kv.Name(), rapid.MakeCheck(func(t *rapid.T) {
			s := positions(kv).Draw(t, "position")
			text := bao.FormatState(kv, s)
			want, err := bao.Evaluate(kv, text)
			if err != nil {
				t.Fatal(err)
			}
			got, err := bao.Evaluate(sv, text)
			if err != nil {
				t.Fatalf("%s: Bao la Kiswahili refuses %s: %v", sv.Name(), text, err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("%s\n(-kujifunza +kiswahili):\n%s", text, diff)
			}
			m := bao.Move{
				Pit:    rapid.SampledFrom(kv.Geometry().Pits(s.Side)).Draw(t, "pit"),
				Dir:    rapid.SampledFrom([]bao.Dir{bao.Left, bao.Right}).Draw(t, "dir"),
				Safari: rapid.Bool().Draw(t, "safari"),
			}
			a1, e1 := kv.Apply(s, m)
			a2, e2 := sv.Apply(s, m)
			if a1 != a2 || (e1 == nil) != (e2 == nil) || e1 != nil && e1.Error() != e2.Error() {
				t.Fatalf("%s: Apply(%v): kujifunza %v, %v; kiswahili %v, %v", text, m, a1, e1, a2, e2)
			}
		}))
	}
}

// TestPerftAsKiswahili counts perft from the start of Bao la Kujifunza
// under the rules of Bao la Kiswahili: the tables of docs/kujifunza.md, to
// depth 7 (a few hundredths of a second).
func TestPerftAsKiswahili(t *testing.T) {
	const depth = 7
	for _, c := range []struct {
		v    bao.Variant
		want []uint64
	}{{sw, perftOn}, {swOff, perftOff}} {
		for d := 1; d <= depth; d++ {
			if got := bao.Perft(c.v, kj.Start(), d); got != c.want[d-1] {
				t.Errorf("%s: perft(%d) of the kujifunza start = %d, want %d", c.v.Name(), d, got, c.want[d-1])
			}
		}
	}
}
