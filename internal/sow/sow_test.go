package sow

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/bao-games/bao"
)

// naiveSow is the reference: one seed at a time, with modular arithmetic
// written out, no shortcut for full rounds.
func naiveSow(pits *[bao.MaxPits]uint8, slots []int, first, n, dir int) int {
	k := first
	last := k
	for i := 0; i < n; i++ {
		pits[slots[k]]++
		last = k
		k = ((k+dir)%len(slots) + len(slots)) % len(slots)
	}
	return last
}

var testBoards = []*Board{
	NewBoard(bao.Geometry{Rows: 2, Cols: 8, Seeds: 64, House: 5, Restricted: true}),
	NewBoard(bao.Geometry{Rows: 1, Cols: 6, Seeds: 48, Reserve: true}),
	NewBoard(bao.Geometry{Rows: 2, Cols: 3, Seeds: 24}),
}

func ringsOf(b *Board) []*Ring {
	if b.Whole != nil {
		return []*Ring{b.Whole}
	}
	return []*Ring{b.Own[0], b.Own[1]}
}

func slotsOf(r *Ring) []int {
	s := make([]int, r.Len())
	for k := range s {
		s[k] = r.Slot(k)
	}
	return s
}

func TestSowMatchesNaive(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := rapid.SampledFrom(testBoards).Draw(t, "board")
		rings := ringsOf(b)
		r := rings[rapid.IntRange(0, len(rings)-1).Draw(t, "ring")]
		var pits [bao.MaxPits]uint8
		for k := 0; k < r.Len(); k++ {
			pits[r.Slot(k)] = uint8(rapid.IntRange(0, 20).Draw(t, "count"))
		}
		first := rapid.IntRange(0, r.Len()-1).Draw(t, "first")
		n := rapid.IntRange(1, 70).Draw(t, "n")
		dir := rapid.SampledFrom([]int{-1, 1}).Draw(t, "dir")
		want := pits
		wantLast := naiveSow(&want, slotsOf(r), first, n, dir)
		got := pits
		gotLast := Sow(&got, r, first, n, dir)
		if got != want || gotLast != wantLast {
			t.Fatalf("Sow(first=%d, n=%d, dir=%d): last %d, want %d\n got %v\nwant %v", first, n, dir, gotLast, wantLast, got, want)
		}
	})
}

func TestRingTables(t *testing.T) {
	b := testBoards[0]
	// South's ring: A1..A8, then B8..B1; clockwise from A8 is B8.
	if got := bao.PitAt(b.Own[bao.South].Slot(8)); got.String() != "B8" {
		t.Errorf("ring position 8 of South is %v, want B8", got)
	}
	if got := bao.PitAt(b.Own[bao.North].Slot(15)); got.String() != "b1" {
		t.Errorf("ring position 15 of North is %v, want b1", got)
	}
	if got := bao.PitAt(int(b.Opp[bao.PitOf(bao.South, 0, 1).Index()])); got.String() != "a8" {
		t.Errorf("A1 faces %v, want a8", got)
	}
	k := testBoards[1]
	for i, want := range []string{"A1", "A2", "A3", "A4", "A5", "A6", "a1", "a2", "a3", "a4", "a5", "a6"} {
		if got := bao.PitAt(k.Whole.Slot(i)).String(); got != want {
			t.Errorf("two-row ring position %d is %s, want %s", i, got, want)
		}
	}
	if got := bao.PitAt(int(k.Opp[bao.PitOf(bao.South, 0, 2).Index()])); got.String() != "a5" {
		t.Errorf("A2 faces %v, want a5", got)
	}
}

func TestSowAllocatesNothing(t *testing.T) {
	var pits [bao.MaxPits]uint8
	r := testBoards[0].Own[0]
	if n := testing.AllocsPerRun(100, func() { Sow(&pits, r, 3, 21, -1); pits = [bao.MaxPits]uint8{} }); n != 0 {
		t.Errorf("Sow allocates %v times per call", n)
	}
	var d Detector[[4]uint64]
	if n := testing.AllocsPerRun(100, func() {
		d.Reset(0)
		for i := uint64(0); i < 100; i++ {
			d.Step([4]uint64{i % 7})
		}
	}); n != 0 {
		t.Errorf("Detector allocates %v times per move", n)
	}
}

// sequence is a deterministic function with a tail and a cycle: x -> f(x).
func sequence(mu, lambda int) func(int) int {
	return func(x int) int {
		if x+1 < mu+lambda {
			return x + 1
		}
		return mu // back to the start of the cycle
	}
}

// drawLapCycle draws a lap sequence (see sequence) of up to 1000 laps and
// a budget that lets the detector past its warm-up.
func drawLapCycle(t *rapid.T) (f func(int) int, budget int) {
	mu := rapid.IntRange(0, 500).Draw(t, "mu")
	lambda := rapid.IntRange(1, 500).Draw(t, "lambda")
	return sequence(mu, lambda), rapid.IntRange(Warmup+1, 3000).Draw(t, "budget")
}

func TestDetectorFindsEveryCycle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		mu := rapid.IntRange(0, 3000).Draw(t, "mu")
		lambda := rapid.IntRange(1, 3000).Draw(t, "lambda")
		f := sequence(mu, lambda)
		var d Detector[int]
		d.Reset(0)
		x := 0
		for lap := 1; ; lap++ {
			switch d.Step(x) {
			case Cycle:
				// A repeat was really seen, and not before the first one.
				if lap <= mu+lambda {
					t.Fatalf("cycle reported at lap %d, first repeat is at lap %d", lap, mu+lambda+1)
				}
				if lap > max(mu, Warmup)+2*lambda+2*max(mu, lambda)+2 {
					t.Fatalf("cycle (mu=%d, lambda=%d) found only at lap %d", mu, lambda, lap)
				}
				return
			case OverBudget:
				t.Fatalf("budget exhausted on a short cycle")
			}
			x = f(x)
		}
	})
}

func TestDetectorBudget(t *testing.T) {
	var d Detector[int]
	d.Reset(10)
	for i := 1; i <= 10; i++ {
		if v := d.Step(i); v != Continue {
			t.Fatalf("lap %d: %v, want Continue (the budget allows 10 laps)", i, v)
		}
	}
	if v := d.Step(11); v != OverBudget {
		t.Fatalf("lap 11: %v, want OverBudget", v)
	}
}

func TestDetectorNoFalseRepeat(t *testing.T) {
	var d Detector[int]
	d.Reset(0)
	for i := 0; i < 100000; i++ {
		if v := d.Step(i); v != Continue {
			t.Fatalf("state %d: %v on a sequence without repeats", i, v)
		}
	}
}

func TestRing16MatchesSow(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var pits [bao.MaxPits]uint8
		for i := range pits {
			pits[i] = uint8(rapid.IntRange(0, 9).Draw(t, "count"))
		}
		p := rapid.IntRange(0, 1).Draw(t, "player")
		first := rapid.IntRange(0, 15).Draw(t, "first")
		n := rapid.IntRange(1, 64).Draw(t, "n")
		dir := rapid.SampledFrom([]int{-1, 1}).Draw(t, "dir")
		want := pits
		wantLast := Sow(&want, testBoards[0].Own[p], first, n, dir)
		r, gotLast := LoadRing16(&pits, 16*p).Sow(first, n, dir)
		got := pits
		r.Store(&got, 16*p)
		if got != want || gotLast != wantLast {
			t.Fatalf("Ring16.Sow(%d, %d, %d): last %d want %d\n got %v\nwant %v", first, n, dir, gotLast, wantLast, got, want)
		}
		k := rapid.IntRange(0, 15).Draw(t, "k")
		if r.Get(k) != int(got[16*p+k]) {
			t.Fatalf("Get(%d) = %d, want %d", k, r.Get(k), got[16*p+k])
		}
		if r, n := r.Lift(k); n != int(got[16*p+k]) || r.Get(k) != 0 {
			t.Fatalf("Lift(%d) = %d, want %d and an empty pit", k, n, got[16*p+k])
		}
	})
}

func TestRing16Masks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var pits [bao.MaxPits]uint8
		for i := range pits {
			pits[i] = uint8(rapid.SampledFrom([]int{0, 0, 1, 1, 2, 3, 15, 16, 64, 255}).Draw(t, "count"))
		}
		r := LoadRing16(&pits, 0)
		var occ, multi, facing, big uint32
		for k := 0; k < 16; k++ {
			if pits[k] >= 16 {
				big |= 1 << k
			}
			if pits[k] > 0 {
				occ |= 1 << k
			}
			if pits[k] > 1 {
				multi |= 1 << k
			}
		}
		for f := 0; f < 8; f++ {
			if pits[16+7-f] > 0 {
				facing |= 1 << f
			}
		}
		opp := LoadRing16(&pits, 16).Front
		if r.AtLeast16() != big {
			t.Fatalf("AtLeast16 %016b, want %016b", r.AtLeast16(), big)
		}
		if r.FrontOccupied() != occ&0xff || r.FrontMulti() != multi&0xff {
			t.Fatalf("front masks %08b %08b, want %08b %08b", r.FrontOccupied(), r.FrontMulti(), occ&0xff, multi&0xff)
		}
		if r.Occupied() != occ || r.Multi() != multi || Facing(opp) != facing {
			t.Fatalf("masks %016b %016b %08b, want %016b %016b %08b", r.Occupied(), r.Multi(), Facing(opp), occ, multi, facing)
		}
	})
}

// TestNthBit checks NthBit against a plain scan on every rank of random
// words of up to 32 bits.
func TestNthBit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := rapid.Uint64Range(0, 1<<32-1).Draw(t, "w")
		n := 0
		for k := 0; k < 32; k++ {
			if w>>k&1 != 0 {
				if got := NthBit(w, n); got != k {
					t.Fatalf("NthBit(%#x, %d) = %d, want %d", w, n, got, k)
				}
				n++
			}
		}
	})
}

// TestNthBit8 checks NthBit8 against a plain scan on every rank of every
// byte.
func TestNthBit8(t *testing.T) {
	for b := range 256 {
		n := 0
		for k := range 8 {
			if b>>k&1 != 0 {
				if got := NthBit8(uint8(b), n); got != k {
					t.Fatalf("NthBit8(%#x, %d) = %d, want %d", b, n, got, k)
				}
				n++
			}
		}
	}
}

// TestIntN checks that IntN draws what rand.Rand.IntN draws, from two
// generators of the same seed, on every n it takes, and on the values of
// a generator that make rand.Rand reject its first draw.
func TestIntN(t *testing.T) {
	a := rand.New(rand.NewPCG(5, 6))
	b := rand.New(rand.NewPCG(5, 6))
	for i := range 100_000 {
		n := 1 + i%64
		if got, want := IntN(a, n), b.IntN(n); got != want {
			t.Fatalf("draw %d: IntN(%d) = %d, rand gives %d", i, n, got, want)
		}
	}
	// With x = 0 the low word of x*n is 0, below 2^64 mod n for every n
	// that is not a power of two: rand.Rand draws again.
	for n := 1; n <= 64; n++ {
		vals := []uint64{0, 0, 1 << 63, 12345, 1<<64 - 1}
		src := &fixed{vals: vals}
		ref := &fixed{vals: vals}
		got, want := IntN(rand.New(src), n), rand.New(ref).IntN(n)
		if got != want || src.i != ref.i {
			t.Fatalf("IntN(%d) on %v: %d after %d values, rand: %d after %d", n, vals, got, src.i, want, ref.i)
		}
	}
}

// fixed is a rand.Source that returns vals in turn.
type fixed struct {
	vals []uint64
	i    int
}

func (f *fixed) Uint64() uint64 {
	v := f.vals[f.i%len(f.vals)]
	f.i++
	return v
}

// TestRing16Add checks Add and Clear against the bytes they stand for.
func TestRing16Add(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var pits [bao.MaxPits]uint8
		for i := 0; i < 16; i++ {
			pits[i] = uint8(rapid.IntRange(1, 9).Draw(t, "count"))
		}
		k := rapid.IntRange(0, 15).Draw(t, "k")
		n := rapid.IntRange(-1, 5).Draw(t, "n")
		r := LoadRing16(&pits, 0)
		want := pits
		want[k] = uint8(int(want[k]) + n)
		var got [bao.MaxPits]uint8
		r.Add(k, n).Store(&got, 0)
		if got != want {
			t.Fatalf("Add(%d, %d): %v, want %v", k, n, got[:16], want[:16])
		}
		want[k] = 0
		r.Add(k, n).Clear(k).Store(&got, 0)
		if got != want {
			t.Fatalf("Clear(%d): %v, want %v", k, got[:16], want[:16])
		}
	})
}

// TestDetectorLapAt checks that a caller that counts its laps and starts
// the detector after the warm-up (LapAt) gets the verdicts of Step.
func TestDetectorLapAt(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		f, budget := drawLapCycle(t)
		var a, b Detector[int]
		a.Reset(budget)
		x := 0
		for lap := 1; ; lap++ {
			want := a.Step(x)
			got := Continue
			if lap > Warmup {
				if lap == Warmup+1 {
					b.Reset(budget)
				}
				got = b.LapAt(lap, x)
			}
			if got != want {
				t.Fatalf("lap %d: LapAt %v, Step %v", lap, got, want)
			}
			if want != Continue {
				return
			}
			x = f(x)
		}
	})
}

// TestDetectorQuiet checks that a caller that compares the laps Quiet
// allows with Saved itself, counts them with Skip, and shows LapAt only the
// other laps gets the verdicts of Step, at the same laps.
func TestDetectorQuiet(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		f, budget := drawLapCycle(t)
		var a, b Detector[int]
		a.Reset(budget)
		x, quiet, skipped, shown := 0, 0, 0, 0
		for lap := 1; ; lap++ {
			want := a.Step(x)
			got := Continue
			switch {
			case lap == Warmup+1:
				b.Reset(budget)
				fallthrough
			case lap > Warmup && (quiet == 0 || x == b.Saved()):
				b.Skip(skipped)
				got, quiet, skipped = b.LapAt(lap, x), b.Quiet(), 0
				shown++
			case lap > Warmup:
				quiet--
				skipped++
			}
			if got != want {
				t.Fatalf("lap %d: %v, Step %v", lap, got, want)
			}
			if want != Continue {
				if lap > 2*Warmup+40 && shown > lap/2 {
					t.Fatalf("%d laps shown of %d", shown, lap)
				}
				return
			}
			x = f(x)
		}
	})
}
