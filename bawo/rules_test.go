package bawo_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/bawo"
	"github.com/bao-games/bao/internal/testvec"
)

// A test per difference of docs/bawo.md (BW1-BW15), beside the worked
// examples (examples_test.go), which each rule test names where it uses one.

// TestBW1 checks the set-up of each kuu option and the start positions of
// section 5.
func TestBW1(t *testing.T) {
	for spec, text := range map[string]string{
		"bawo":            "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - -",
		"bawo(gambit=on)": "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - SN",
		"bawo(kuu=10)":    "0,0,0,0,0,0,0,0/0,2,2,10,0,0,0,0/0,0,0,0,10,2,2,0/0,0,0,0,0,0,0,0 S 18,18 SN - - -",
		"bawo(kuu=6)":     "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN - - -",
	} {
		w := v(t, spec)
		if got := bao.FormatState(w, w.Start()); got != text {
			t.Errorf("%s: start\n got %s\nwant %s", spec, got, text)
		}
		if s := testvec.Parse(t, w, text); s != w.Start() {
			t.Errorf("%s: %s reads as another position than Start", spec, text)
		}
	}
	t.Run("BW-1", TestExampleBW1)
}

// TestBW2 checks that an owned kuu holds at least K in every position of
// random games (so owned and functional are one), and that a position with
// an owned kuu of fewer is refused.
func TestBW2(t *testing.T) {
	for _, spec := range []string{"bawo", "bawo(kuu=10)", "bawo(kuu=6)", "bawo(kuutax=on)", "bawo(mtajikuu=lose,firstkuu=off)"} {
		w := v(t, spec)
		k := w.Start().Pits[4]
		rng := rand.New(rand.NewPCG(2, 2))
		for range 300 {
			s := w.Start()
			for ply := 0; ply < 300; ply++ {
				for p := bao.South; p <= bao.North; p++ {
					if s.House[p] && s.Pits[int(p)*16+4] < k {
						t.Fatalf("%s: %v owns a kuu of %d: %s", spec, p, s.Pits[int(p)*16+4], bao.FormatState(w, s))
					}
				}
				c, ok := bao.Sample(w, s, rng)
				if !ok {
					break
				}
				s = c.State
			}
		}
	}
	w := v(t, "bawo")
	_, err := bao.ParseState(w, "0,0,0,0,26,0,0,1/0,0,0,7,0,0,0,0/0,0,0,0,8,2,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -")
	if !errors.Is(err, bao.ErrInvalidPosition) || !strings.Contains(err.Error(), "BW2") {
		t.Errorf("North's owned kuu of 7: %v, want an invalid position naming BW2", err)
	}
}

// TestBW3 checks the namua takata starts: never the kuu (BW-3), singletons
// only when no other front pit holds two (BW-4), the lone kuu (BW-7, BW-8).
func TestBW3(t *testing.T) {
	t.Run("BW-3", TestExampleBW3)
	t.Run("BW-4", TestExampleBW4)
	t.Run("BW-8", TestExampleBW8)
	w := v(t, "bawo")
	testvec.Illegal(t, w, "0,0,0,0,26,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,2,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -", "A5<", "BW3")
	testvec.Illegal(t, w, "0,0,0,0,25,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,8,2,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -", "A1<", "BW3a")
	testvec.Illegal(t, w, "0,0,0,0,24,0,0,0/0,2,0,8,0,0,0,0/0,0,0,0,10,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -", "A5<", "BW3c")
	// Without a kuu the singletons give way to a pit of two (BW3a), under
	// both values of singleton.
	for _, spec := range []string{"bawo", "bawo(singleton=owned)"} {
		testvec.Expect(t, v(t, spec), "0,0,0,0,32,0,0,0/0,0,0,8,0,0,0,0/1,0,0,0,1,2,0,0/0,0,0,0,0,0,0,0 S 10,10 N - - -",
			mv{"A6<*", ""}, mv{"A6>*", ""})
	}
}

// TestBW4 checks the nine-seed lift of a lone kuu of exactly K (BW-7),
// also with K = 10 (eleven seeds).
func TestBW4(t *testing.T) {
	t.Run("BW-7", TestExampleBW7)
	testvec.Expect(t, v(t, "bawo(kuu=10)"), "0,0,0,0,24,0,0,0/0,2,0,10,0,0,0,0/0,0,0,0,10,0,0,0/0,0,0,0,0,0,0,0 S 9,9 SN - - -",
		mv{"A5<*", "0,0,0,0,24,0,0,0/0,2,0,10,0,0,0,0/1,1,1,1,0,0,0,0/1,1,1,1,1,1,1,0 N 8,9 N - - -"},
		mv{"A5>*", "0,0,0,0,24,0,0,0/0,2,0,10,0,0,0,0/0,0,0,0,0,1,1,1/1,1,1,1,1,1,1,1 N 8,9 N - - -"})
}

// TestBW5 checks the kuu capture guard: in namua (BW-5), during a move
// (BW-6), and among the mtaji capture candidates.
func TestBW5(t *testing.T) {
	t.Run("BW-5", TestExampleBW5)
	t.Run("BW-6", TestExampleBW6)
	testvec.Illegal(t, v(t, "bawo"), "0,0,0,0,25,0,0,0/0,0,0,8,1,0,0,0/0,0,0,2,8,0,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -", "A4<", "BW5")
	// Mtaji: A2> would end on A4 facing North's owned kuu while a4
	// threatens South's: not a capture, so South plays a takata (M2, the
	// kuu being moved).
	const mtaji = "0,0,0,0,0,0,0,44/0,0,0,8,1,0,0,0/0,2,0,1,8,0,0,0/0,0,0,0,0,0,0,0 S 0,0 SN - S -"
	testvec.Expect(t, v(t, "bawo"), mtaji,
		mv{"A2<*", "0,0,0,0,0,0,0,44/0,0,0,8,1,0,0,0/1,0,0,1,8,0,0,0/1,0,0,0,0,0,0,0 N 0,0 SN - S -"},
		mv{"A2>*", "0,0,0,0,0,0,0,44/0,0,0,8,1,0,0,0/0,0,1,0,9,1,0,0/0,0,0,0,0,0,0,0 N 0,0 SN - S -"},
		mv{"A5<*", "0,0,0,0,0,0,0,44/0,0,0,8,1,0,0,0/1,3,1,2,0,0,0,0/1,1,1,1,0,0,0,0 N 0,0 N - - -"},
		mv{"A5>*", "0,0,0,0,0,0,0,44/0,0,0,8,1,0,0,0/0,2,0,1,0,1,1,1/0,0,0,1,1,1,1,1 N 0,0 N - - -"})
	testvec.Expect(t, v(t, "bawo(guard=off)"), mtaji,
		mv{"A2>", "0,0,0,0,0,0,0,44/0,0,0,0,1,0,0,0/1,1,2,3,9,1,1,1/0,0,0,0,0,0,0,0 N 0,0 S - S -"})
}

// TestBW6 checks the capture limit: 15 seeds never capture with capmax=14,
// and do with capmax=15 (BW-9).
func TestBW6(t *testing.T) {
	t.Run("BW-9", TestExampleBW9)
	testvec.Illegal(t, v(t, "bawo(firstkuu=off)"), "0,0,0,37,0,0,0,0/2,0,0,0,1,0,0,0/1,15,0,0,8,0,0,0/0,0,0,0,0,0,0,0 S 0,0 S - - -", "A2>+", "L3")
}

// TestBW7 checks that a mtaji capture keeps the mover's kuu (BW-11) and
// that mtajikuu=lose ends it.
func TestBW7(t *testing.T) {
	t.Run("BW-11", TestExampleBW11)
}

// TestBW8 checks the moved flag and the first mtaji takata: set by a namua
// capture from the kuu that leaves it standing (BW-5, BW-2) and by the tax
// (BW-8), cleared when the kuu is lost (BW-7), not set by a capture from
// another pit (BW-6 A8<) nor by the gambit (BW-2); the unmoved kuu starts
// the first mtaji takata, a moved one does not (BW-10).
func TestBW8(t *testing.T) {
	t.Run("BW-10", TestExampleBW10)
	t.Run("flags", func(t *testing.T) {
		TestExampleBW5(t)
		TestExampleBW6(t)
		TestExampleBW7(t)
		TestExampleBW8(t)
	})
	testvec.Illegal(t, v(t, "bawo"), "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 SN - - -", "A6<", "BW8")
	testvec.Expect(t, v(t, "bawo(firstkuu=off)"), "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 SN - - -",
		mv{"A5<*", ""}, mv{"A5>*", ""}, mv{"A6<*", ""}, mv{"A6>*", ""})
	_, err := bao.ParseState(v(t, "bawo"), "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 N - S -")
	if !errors.Is(err, bao.ErrInvalidPosition) || !strings.Contains(err.Error(), "moved") {
		t.Errorf("a moved kuu that is not owned: %v, want an invalid moved field", err)
	}
}

// TestBW9 checks the lone kichwa sown towards the back row: listed with
// "~", the mover loses, his seeds in his store (BW-12); illegal with
// kichwa=illegal.
func TestBW9(t *testing.T) {
	t.Run("BW-12", TestExampleBW12)
	const pos = "0,0,0,0,0,0,0,50/0,0,0,0,0,2,0,0/8,0,0,0,0,0,0,0/0,0,0,0,0,0,0,4 S 0,0 - - - -"
	testvec.Illegal(t, v(t, "bawo(kichwa=illegal)"), pos, "A1<", "BW9")
	w := v(t, "bawo")
	s := testvec.Parse(t, w, pos)
	m, notes, err := bao.ParseMove("A1<*~")
	if err != nil || notes != bao.Takasa|bao.Loss || notes.String() != "*~" {
		t.Fatalf("ParseMove(A1<*~) = %v, %v, %v", m, notes, err)
	}
	if _, _, err := bao.ReadMove(w, s, "A1<*"); err == nil {
		t.Errorf("A1<* without its ~ was read")
	}
	if _, _, err := bao.ReadMove(w, s, "A1>*~"); err == nil {
		t.Errorf("A1>*~ was read, but A1> does not lose")
	}
	// Record writes the note too.
	rec := w.(bao.Recorder)
	for seed := range uint64(200) {
		rngs := &[2]*rand.Rand{rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 2))}
		after, played := rec.Record(s, rngs, 1, nil)
		if want := map[bool]string{true: "A1<*~", false: "A1>*"}[played[0].Move.String() == "A1<"]; played[0].Move.String()+played[0].Notes.String() != want {
			t.Fatalf("Record wrote %v%v, want %s", played[0].Move, played[0].Notes, want)
		}
		if got, err := w.Apply(s, played[0].Move); err != nil || got != after {
			t.Fatalf("Record's position after %v differs from Apply's", played[0].Move)
		}
	}
}

// TestBW10 checks the stopped takata of BW-13 and that capture moves stay
// under F2.
func TestBW10(t *testing.T) {
	t.Run("BW-13", TestExampleBW13)
	// Kiswahili Example 16 with the takata a2<* made illegal.
	testvec.Illegal(t, v(t, "bawo(endless=illegal)"), "1,4,5,6,0,1,11,6/0,9,4,1,2,3,2,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 N 0,0 - - - -", "a2<", "F2")
}

// TestBW10Trace checks the trace of the stopped takata: one position per
// lap, 1,000,000 of them, the last that of Apply, the lap-1,000,000 end
// pit a7 not lifted.
func TestBW10Trace(t *testing.T) {
	if testing.Short() {
		t.Skip("a million laps")
	}
	w := v(t, "bawo")
	s := testvec.Parse(t, w, "1,4,5,6,0,1,11,6/0,9,4,1,2,3,2,0/0,0,0,1,0,0,0,1/0,0,2,0,0,2,2,1 N 0,0 - - - -")
	m, _, _ := bao.ParseMove("a2<")
	after, err := w.Apply(s, m)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	var last bao.State
	if err := w.(bao.Tracer).Trace(s, m, func(f bao.State) bool { n++; last = f; return true }); err != nil {
		t.Fatal(err)
	}
	if n != 1_000_000 || last != after {
		t.Errorf("%d states, last %s; want 1,000,000, the last %s", n, bao.FormatState(w, last), bao.FormatState(w, after))
	}
}

// TestBW11 checks the gambit: its moves and results (BW-2), what is
// refused, and North's forfeit under gambit=capture.
func TestBW11(t *testing.T) {
	t.Run("BW-2", TestExampleBW2)
	on := v(t, "bawo(gambit=on)")
	const start = "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - SN"
	testvec.Illegal(t, on, start, "A6<", "BW11")
	testvec.Illegal(t, on, start, "a1,a1,a1,a1,a1", "BW14")
	testvec.Illegal(t, v(t, "bawo"), startText, "A1,A1,A1,A1,A1", "BW11")
	for _, bad := range []string{"A1,A1,A1,A1", "A2,A1,A1,A1,A1", "A1,A1,A1,A1,a1", "A1,A1,A1,A1,A9", "B1,A8,A8,A8,A8"} {
		if _, _, err := bao.ParseMove(bad); !errors.Is(err, bao.ErrSyntax) {
			t.Errorf("ParseMove(%q) = %v, want a syntax error", bad, err)
		}
	}
	m, notes, err := bao.ParseMove("A1,A8,B4,B5,B5")
	if err != nil || notes != 0 || !m.IsGambit() || m.String() != "A1,A8,B4,B5,B5" {
		t.Errorf("ParseMove(A1,A8,B4,B5,B5) = %v, %v, %v", m, notes, err)
	}
	// A gambit has no annotation, not even when it wins: after South's
	// A5,A5,A5,A5,A5 his only front seeds are a kuu of 13 (BW3c), so
	// North's gambit leaves him without a move.
	north := testvec.Play(t, on, start, "A5,A5,A5,A5,A5")
	s := testvec.Parse(t, on, north)
	m, _, _ = bao.ParseMove("a1,a1,a1,a1,a1")
	if text, err := bao.FormatMove(on, s, m); err != nil || text != "a1,a1,a1,a1,a1" {
		t.Errorf("FormatMove of a winning gambit = %q, %v", text, err)
	}
	if after, _ := on.Apply(s, m); on.Outcome(after) != (bao.Outcome{Result: bao.Won, Winner: bao.North, Reason: bao.NoLegalMove}) {
		t.Errorf("after North's gambit: %v", on.Outcome(after))
	}
	// The gambit is the same in the Mancala World preset, and no gambit
	// is pending after it.
	mw := v(t, "bawo(singleton=owned,kuutax=on,guard=off,capmax=15,mtajikuu=lose,firstkuu=off,gambit=on)")
	got := testvec.Play(t, mw, start, "A3,A5,A5,B1,B1", "a1,a2,a3,a4,a4")
	if want := "0,0,0,0,0,0,0,0/0,0,0,8,2,1,1,1/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 S 19,19 SN - - -"; got != want {
		t.Errorf("the Mancala World preset after two gambits:\n got %s\nwant %s", got, want)
	}
}

// TestBW12 checks that takasia is kept (BW-14) and dropped by
// takasia=off.
func TestBW12(t *testing.T) {
	t.Run("BW-14", TestExampleBW14)
	// North's reply with a4 frozen is kiswahili Example 10b, with the two
	// extra fields.
	vec, err := testvec.Example("kiswahili-examples.jsonl", "Example 10b ")
	if err != nil {
		t.Fatal(err)
	}
	var want []mv
	for _, m := range vec.Moves {
		want = append(want, mv{m.Move, m.Position + " - -"})
	}
	testvec.Expect(t, v(t, "bawo"), vec.Position+" - -", want...)
	testvec.Expect(t, v(t, "bawo(takasia=off)"), "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - - - -",
		mv{"A2<*", ""}, mv{"A2>*", "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,0,1,1,0,0,2,0/0,0,2,2,0,2,6,4 N 0,0 - - - -"}, mv{"A7<*", ""}, mv{"A7>*", ""})
}

// TestBW13 checks that a game is over when either front row is empty.
func TestBW13(t *testing.T) {
	w := v(t, "bawo")
	testvec.Over(t, w, "0,0,0,0,0,0,0,50/0,0,0,0,0,2,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,4 N 8,0 - - - -", bao.North, bao.FrontRowEmpty)
	testvec.Over(t, w, "0,0,0,0,20,0,0,0/0,0,0,0,0,0,0,0/0,0,0,2,10,1,1,3/0,0,0,0,0,0,0,0 N 17,10 S - S -", bao.South, bao.FrontRowEmpty)
}

// TestBW14 checks the position text: round trips, and each validity rule
// of section 5 with an error that names its field.
func TestBW14(t *testing.T) {
	w := v(t, "bawo")
	g := v(t, "bawo(gambit=on)")
	north := "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 N 19,20 SN - - N"
	testvec.Parse(t, g, north)
	for _, c := range []struct {
		v     bao.Variant
		text  string
		field string
	}{
		{w, "0,0,0,0,26,0,0,1/0,0,0,7,0,0,0,0/0,0,0,0,8,2,0,0/0,0,0,0,0,0,0,0 S 10,10 SN - - -", "houses"},      // BW2
		{w, "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 N - S -", "moved"},        // moved, not owned
		{w, "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 SN A5 - -", "restricted"}, // the owned kuu
		{w, "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 SN a6 - -", "restricted"}, // not the side to move
		{v(t, "bawo(takasia=off)"), "15,15,15,0,0,0,0,0/0,0,0,8,0,0,0,0/0,0,0,0,8,3,0,0/0,0,0,0,0,0,0,0 S 0,0 SN A6 - -", "restricted"},
		{w, startText[:len(startText)-1] + "SN", "gambit"},                                             // gambit off
		{g, startText[:len(startText)-1] + "N", "gambit"},                                              // N with South to move
		{g, startText[:len(startText)-1] + "S", "gambit"},                                              // S never
		{g, strings.Replace(startText, " S 20,20", " N 20,20", 1)[:len(startText)-1] + "SN", "gambit"}, // SN not the start
		{g, strings.Replace(north, "19,20", "20,19", 1), "gambit"},                                     // North's nemo
		{g, strings.Replace(north, "0,2,2,8,0,0,0,0/", "0,2,2,9,0,0,0,0/", 1)[:0] + strings.Replace(north, "/2,0,0,0", "/1,0,0,0", 1), "seeds"},
		{g, strings.Replace(strings.Replace(north, "0,2,2,8,0", "1,2,1,8,0", 1), " - - N", " - - N", 1), "gambit"}, // North's pits
		{g, strings.Replace(north, "SN - - N", "SN - N N", 1), "gambit"},                                           // moved
		{w, startText[:len(startText)-1] + "X", "gambit"},
		{w, strings.Replace(startText, "SN - - -", "SN - SX -", 1), "moved"},
		{w, startText + " -", ""},
	} {
		_, err := bao.ParseState(c.v, c.text)
		var pe *bao.ParseError
		if !errors.As(err, &pe) || pe.Field != c.field {
			t.Errorf("%s %s: %v, want an error in field %q", c.v.Name(), c.text, err, c.field)
		}
	}
}

// TestBW15 checks the stage lengths: namua for plies 1 to 2(28-K), mtaji
// after, with and without the gambit.
func TestBW15(t *testing.T) {
	for spec, namua := range map[string]int{"bawo": 40, "bawo(kuu=10)": 36, "bawo(kuu=6)": 44, "bawo(gambit=on)": 40} {
		w := v(t, spec)
		rng := rand.New(rand.NewPCG(15, 15))
		for range 100 {
			s := w.Start()
			for ply := 1; ; ply++ {
				if inNamua := s.Store[s.Side] > 0; inNamua != (ply <= namua) {
					t.Fatalf("%s: ply %d is namua: %v, want %v", spec, ply, inNamua, ply <= namua)
				}
				c, ok := bao.Sample(w, s, rng)
				if !ok || ply > namua+2 {
					break
				}
				s = c.State
			}
		}
	}
}

// TestConfig checks New against the registry's names.
func TestConfig(t *testing.T) {
	for _, c := range []struct {
		c    bawo.Config
		name string
	}{
		{bawo.Config{}, "bawo"},
		{bawo.Config{Kuu: 10, CapMax15: true}, "bawo(kuu=10,capmax=15)"},
		{bawo.Config{Gambit: "capture", NoTakasia: true}, "bawo(gambit=capture,takasia=off)"},
		{bawo.Config{SingletonOwned: true, KuuTax: true, NoGuard: true, CapMax15: true, KuuLost: true, NoFirstKuu: true, KichwaIllegal: true, EndlessIllegal: true, Kuu: 6},
			"bawo(kuu=6,singleton=owned,kuutax=on,guard=off,capmax=15,mtajikuu=lose,firstkuu=off,kichwa=illegal,endless=illegal)"},
	} {
		r, err := bawo.New(c.c)
		if err != nil || r.Name() != c.name {
			t.Errorf("New(%+v) = %v, %v; want %s", c.c, r, err, c.name)
			continue
		}
		if w := v(t, c.name); w.Name() != c.name || w.Start() != r.Start() {
			t.Errorf("Lookup(%s) differs from New", c.name)
		}
	}
	for _, c := range []bawo.Config{{Kuu: 7}, {Gambit: "maybe"}} {
		if _, err := bawo.New(c); err == nil {
			t.Errorf("New(%+v) accepted", c)
		}
	}
}
