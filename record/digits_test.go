package record

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/bao-games/bao/internal/testvec"
)

// TestDigits8 checks digits8 against strconv: on every number below 10^5
// and of 8 digits in steps, at random, and (BAO_LONG=1) on every number
// below 10^8.
func TestDigits8(t *testing.T) {
	check := func(x uint32) {
		var got [8]byte
		binary.LittleEndian.PutUint64(got[:], digits8(x))
		want := strconv.AppendUint(make([]byte, 0, 8), uint64(x), 10)
		for len(want) < 8 {
			want = append([]byte{'0'}, want...)
		}
		if string(got[:]) != string(want) {
			t.Fatalf("digits8(%d) = %q, want %q", x, got, want)
		}
	}
	if testvec.Long() {
		// A cheaper reference: the digits counted up one by one.
		d := [8]byte{'0', '0', '0', '0', '0', '0', '0', '0'}
		for x := range uint32(1e8) {
			if got := digits8(x); got != binary.LittleEndian.Uint64(d[:]) {
				check(x)
			}
			for i := 7; i >= 0; i-- {
				if d[i] < '9' {
					d[i]++
					break
				}
				d[i] = '0'
			}
		}
		return
	}
	for x := range uint32(1e5) {
		check(x)
	}
	for x := uint32(1e5); x < 1e8; x += 9973 {
		check(x)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		check(rng.Uint32N(1e8))
	}
	check(1e8 - 1)
}

// TestAppendUint checks appendUint and appendInt against strconv, after
// bytes already in the buffer: at the powers of ten and around them, the
// bounds of the types, every number below 10^4, and at random of every
// length.
func TestAppendUint(t *testing.T) {
	check := func(u uint64) {
		prefix := []byte(`"seed":`)
		if got, want := appendUint(prefix[:len(prefix):len(prefix)], u), strconv.AppendUint(prefix, u, 10); string(got) != string(want) {
			t.Fatalf("appendUint(%d) = %q, want %q", u, got, want)
		}
		i := int(u)
		if got, want := appendInt(prefix[:len(prefix):len(prefix)], i), strconv.AppendInt(prefix, int64(i), 10); string(got) != string(want) {
			t.Fatalf("appendInt(%d) = %q, want %q", i, got, want)
		}
	}
	for p := uint64(1); ; p *= 10 {
		check(p - 1)
		check(p)
		check(p + 1)
		if p > math.MaxUint64/10 {
			break
		}
	}
	for _, u := range []uint64{math.MaxUint64, math.MaxUint64 - 1, math.MaxInt64, 1 << 63, math.MaxUint32, 1e16 + 1e8, 1e16 - 1e8} {
		check(u)
	}
	for u := range uint64(1e4) {
		check(u)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		check(rng.Uint64() >> rng.UintN(64))
	}
}
