package bao_test

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/bao-games/bao"
	"pgregory.net/rapid"
)

// referenceAppendFormat is the plain reference of Geometry.AppendFormat: the
// rows of Geometry.Display walked pit by pit, a number per pit written as
// strconv would, the reserver's letter from State.ReservedBy.
func referenceAppendFormat(g bao.Geometry, b []byte, s bao.State) []byte {
	for i := range 2 * g.Rows {
		if i > 0 {
			b = append(b, '/')
		}
		p, row := bao.North, g.Rows-1-i
		if i >= g.Rows {
			p, row = bao.South, i-g.Rows
		}
		x, step := bao.PitOf(p, row, 1).Index(), 1
		if row == 1 {
			step = -1
		}
		if p == bao.North {
			x, step = x+step*(g.Cols-1), -step
		}
		for j := range g.Cols {
			if j > 0 {
				b = append(b, ',')
			}
			b = referenceAppendSeeds(b, s.Pits[x])
			if g.Reserve {
				if r, ok := s.ReservedBy(bao.PitAt(x)); ok {
					b = append(b, r.Letter())
				}
			}
			x += step
		}
	}
	b = append(b, ' ', s.Side.Letter(), ' ')
	b = referenceAppendSeeds(b, s.Store[bao.South])
	b = append(b, ',')
	b = referenceAppendSeeds(b, s.Store[bao.North])
	if g.House != 0 {
		b = append(b, ' ')
		switch {
		case s.House[bao.South] && s.House[bao.North]:
			b = append(b, "SN"...)
		case s.House[bao.South]:
			b = append(b, 'S')
		case s.House[bao.North]:
			b = append(b, 'N')
		default:
			b = append(b, '-')
		}
	}
	if g.Restricted {
		b = append(b, ' ')
		b = append(b, s.Restricted.String()...)
	}
	if g.Flags {
		for _, set := range []bao.Players{s.Moved, s.Gambit} {
			b = append(b, ' ')
			if set <= bao.Both {
				b = append(b, set.String()...)
			} else {
				b = append(b, "P("+strconv.Itoa(int(set))+")"...)
			}
		}
	}
	return b
}

func referenceAppendSeeds(b []byte, n uint8) []byte {
	switch {
	case n < 10:
		return append(b, '0'+n)
	case n < 100:
		return append(b, '0'+n/10, '0'+n%10)
	}
	return append(b, '0'+n/100, '0'+n/10%10, '0'+n%10)
}

// formatGeometries returns the geometries of every registered variant
// followed by one of every board shape Geometry.Check accepts, with every
// combination of the fields that the position text depends on.
func formatGeometries() []bao.Geometry {
	var gs []bao.Geometry
	for _, name := range bao.Names() {
		gs = append(gs, bao.MustLookup(name).Geometry())
	}
	for rows := 1; rows <= 2; rows++ {
		for cols := 1; cols <= 8; cols++ {
			for _, house := range []int{0, cols} {
				for flags := range 8 {
					gs = append(gs, bao.Geometry{Rows: rows, Cols: cols, Seeds: 255, House: house,
						Restricted: flags&1 != 0, Reserve: flags&2 != 0, Flags: flags&4 != 0})
				}
			}
		}
	}
	return gs
}

// anyState draws a State with any value in any field, meaningful or not:
// counts up to 255 in every slot, sides other than South and North,
// restricted pits off the board or not valid at all, pits reserved by both.
func anyState(t *rapid.T) bao.State {
	var s bao.State
	for i := range s.Pits {
		s.Pits[i] = rapid.Uint8().Draw(t, "pit")
	}
	s.Store = [2]uint8{rapid.Uint8().Draw(t, "storeS"), rapid.Uint8().Draw(t, "storeN")}
	s.Side = bao.Player(rapid.Uint8().Draw(t, "side"))
	s.House = [2]bool{rapid.Bool().Draw(t, "houseS"), rapid.Bool().Draw(t, "houseN")}
	s.Restricted = bao.Pit(rapid.Uint8().Draw(t, "restricted"))
	s.Reserved = [2]uint32{rapid.Uint32().Draw(t, "reservedS"), rapid.Uint32().Draw(t, "reservedN")}
	s.Moved = bao.Players(rapid.Uint8().Draw(t, "moved"))
	s.Gambit = bao.Players(rapid.Uint8().Draw(t, "gambit"))
	return s
}

// TestAppendFormatReference compares Geometry.AppendFormat with the plain
// reference on any state, for the geometry of every registered variant and
// every board shape, appending to an empty and to a non-empty buffer.
func TestAppendFormatReference(t *testing.T) {
	gs := formatGeometries()
	rapid.Check(t, func(t *rapid.T) {
		s := anyState(t)
		prefix := []byte(rapid.StringMatching(`[a-z ]{0,5}`).Draw(t, "prefix"))
		for _, g := range gs {
			want := referenceAppendFormat(g, bytes.Clone(prefix), s)
			if got := g.AppendFormat(bytes.Clone(prefix), s); !bytes.Equal(got, want) {
				t.Fatalf("%+v AppendFormat(%q, %+v) =\n\t%q, want\n\t%q", g, prefix, s, got, want)
			}
			if got := g.Format(s); got != string(want[len(prefix):]) {
				t.Fatalf("%+v Format(%+v) =\n\t%q, want\n\t%q", g, s, got, want[len(prefix):])
			}
		}
	})
}

// TestAppendFormatParse checks that Geometry.Parse reads back what
// Geometry.AppendFormat writes, for states that hold the geometry's seeds
// and nothing off its board.
func TestAppendFormatParse(t *testing.T) {
	gs := formatGeometries()
	rapid.Check(t, func(t *rapid.T) {
		g := gs[rapid.IntRange(0, len(gs)-1).Draw(t, "geometry")]
		var s bao.State
		var pits []bao.Pit
		for i := range bao.MaxPits {
			if x := bao.PitAt(i); g.Contains(x) {
				pits = append(pits, x)
			}
		}
		left := 255
		for _, x := range pits {
			n := rapid.IntRange(0, left).Draw(t, "pit")
			s.Pits[x.Index()] = uint8(n)
			left -= n
		}
		for p := range s.Store {
			n := rapid.IntRange(0, left).Draw(t, "store")
			s.Store[p] = uint8(n)
			left -= n
		}
		g.Seeds = 255 - left
		s.Side = bao.Player(rapid.IntRange(0, 1).Draw(t, "side"))
		if g.House != 0 {
			s.House = [2]bool{rapid.Bool().Draw(t, "houseS"), rapid.Bool().Draw(t, "houseN")}
		}
		if g.Restricted && rapid.Bool().Draw(t, "restricts") {
			s.Restricted = rapid.SampledFrom(pits).Draw(t, "restricted")
		}
		if g.Reserve {
			for _, x := range pits {
				if r := rapid.IntRange(0, 2).Draw(t, "reserved"); r > 0 {
					s.Reserved[r-1] |= 1 << x.Index()
				}
			}
		}
		text := g.Format(s)
		got, err := g.Parse(text)
		if err != nil || got != s {
			t.Fatalf("%+v Parse(Format(%+v)) = %+v, %v from %q", g, s, got, err, text)
		}
	})
}

// TestAppendFormatAllocs checks that AppendFormat allocates nothing when the
// buffer has room, and Format only its string, for the start of every registered variant and the
// positions of BenchmarkAppendFormat (a restricted pit, reserved pits).
func TestAppendFormatAllocs(t *testing.T) {
	check := func(name string, g bao.Geometry, s bao.State) {
		t.Helper()
		buf := make([]byte, 0, 256)
		if n := testing.AllocsPerRun(100, func() { buf = g.AppendFormat(buf[:0], s) }); n != 0 {
			t.Errorf("%s: AppendFormat of %s allocates %v times a call", name, buf, n)
		}
		if n := testing.AllocsPerRun(100, func() { _ = g.Format(s) }); n > 1 {
			t.Errorf("%s: Format of %s allocates %v times a call, want at most once (the string)", name, buf, n)
		}
	}
	for _, name := range bao.Names() {
		v := bao.MustLookup(name)
		check(name, v.Geometry(), v.Start())
	}
	for _, tt := range formatBench {
		g := bao.MustLookup(tt.variant).Geometry()
		s, err := g.Parse(tt.text)
		if err != nil {
			t.Fatal(err)
		}
		check(tt.variant, g, s)
	}
}

// formatBench are the positions of BenchmarkAppendFormat: mid-game positions
// of the vectors, with a restricted pit (kete) and reserved pits (kingulu).
var formatBench = []struct{ variant, text string }{
	{"kiswahili", "2,1,0,1,4,0,0,1/0,0,0,1,0,0,0,1/1,3,2,15,0,11,6,1/0,1,3,0,6,0,1,3 S 0,0 - -"},
	{"kete", "3,1,3,3,1,1,2,0/0,0,0,0,0,0,0,1/0,3,4,11,0,6,1,1/3,0,2,1,5,5,1,6 S 0,0 - A8"},
	{"kingulu", "1,5S,0,3,1,3/0,5,1,1,2,1 S 13,12"},
}

// BenchmarkAppendFormat measures the position text of a four-row position
// (32 pits) and of a kingulu one, appended to a reused buffer; then, as
// final-<variant>, that of the end positions of random games, which self-play
// writes for every game.
func BenchmarkAppendFormat(b *testing.B) {
	for _, tt := range formatBench {
		b.Run(tt.variant, func(b *testing.B) {
			v := bao.MustLookup(tt.variant)
			g := v.Geometry()
			s, err := g.Parse(tt.text)
			if err != nil {
				b.Fatal(err)
			}
			buf := make([]byte, 0, 256)
			b.ReportAllocs()
			for b.Loop() {
				buf = g.AppendFormat(buf[:0], s)
			}
			if string(buf) != tt.text {
				b.Fatalf("AppendFormat = %q, want %q", buf, tt.text)
			}
		})
	}
	for _, name := range []string{"kiswahili", "kete", "kingulu"} {
		b.Run("final-"+name, func(b *testing.B) {
			v := bao.MustLookup(name)
			g := v.Geometry()
			rng := rand.New(rand.NewPCG(1, 2))
			var finals [64]bao.State
			for i := range finals {
				finals[i], _ = bao.Playout(v, v.Start(), rng, 1000)
			}
			buf := make([]byte, 0, 256)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				buf = g.AppendFormat(buf[:0], finals[i%len(finals)])
				i++
			}
		})
	}
}

// TestAppendFormatBadBoard checks that a geometry whose board Check refuses
// is written with an empty board field, without reading a pit: the zero
// Geometry as before, the others instead of a panic or pits off the board.
func TestAppendFormatBadBoard(t *testing.T) {
	s := bao.State{Side: bao.North, Store: [2]uint8{3, 4}, Restricted: bao.PitOf(bao.South, 1, 2)}
	for _, g := range []bao.Geometry{
		{},
		{Rows: 3, Cols: 8},
		{Rows: 2, Cols: 9, House: 5, Restricted: true},
		{Rows: 1, Cols: 0, Reserve: true},
		{Rows: -1, Cols: 8},
		{Rows: 2, Cols: -8},
	} {
		want := " N 3,4"
		if g.House != 0 {
			want += " -"
		}
		if g.Restricted {
			want += " B2"
		}
		if got := g.Format(s); got != want {
			t.Errorf("%+v: Format = %q, want %q", g, got, want)
		}
		if g.Rows == 0 {
			if ref := string(referenceAppendFormat(g, nil, s)); ref != want {
				t.Errorf("%+v: the reference writes %q", g, ref)
			}
		}
	}
}

// TestAppendFormatCounts compares Geometry.AppendFormat with the reference
// for every count in every slot, the other slots holding 0 or 9 (the
// largest count written as a digit), on every board shape: the edges of
// the row-at-once path.
func TestAppendFormatCounts(t *testing.T) {
	var gs []bao.Geometry
	for _, g := range formatGeometries() {
		if g.House == 0 && !g.Restricted && !g.Reserve || g.Seeds != 255 {
			gs = append(gs, g)
		}
	}
	var got, want []byte
	for _, fill := range []uint8{0, 9} {
		for slot := range bao.MaxPits {
			for n := range 256 {
				var s bao.State
				for i := range s.Pits {
					s.Pits[i] = fill
				}
				s.Pits[slot] = uint8(n)
				for _, g := range gs {
					got, want = g.AppendFormat(got[:0], s), referenceAppendFormat(g, want[:0], s)
					if !bytes.Equal(got, want) {
						t.Fatalf("%+v: AppendFormat(%+v) =\n\t%q, want\n\t%q", g, s, got, want)
					}
				}
			}
		}
	}
}
