package sow

import (
	"math/bits"
	"math/rand/v2"
)

// NthBit returns the position of the n-th (0-based) set bit of w, which
// has more than n bits set, all below bit 32: the draw of a sampler that
// keeps its candidate moves as a bit set in canonical order. It has no
// branch: the rank n is random, and a loop of n steps would be mispredicted
// about once a move.
func NthBit(w uint64, n int) int {
	c := bits.OnesCount64(w & 0xffff)
	m := (c - 1 - n) >> 63 // -1 when the bit is beyond the low half
	n -= c & m
	sh := 16 & m
	c = bits.OnesCount64(w >> sh & 0xff)
	m = (c - 1 - n) >> 63
	n -= c & m
	sh += 8 & m
	return sh + int(select8[w>>sh&0xff][n&7])
}

// NthBit8 is NthBit for a set of at most eight candidates, the bits of
// b: one table look-up (a sampler whose candidates are one row of six
// pits uses it on the row).
func NthBit8(b uint8, n int) int { return int(select8[b][n&7]) }

// select8[b][n] is the position of the n-th set bit of the byte b.
var select8 = func() (t [256][8]uint8) {
	for b := range t {
		n := 0
		for k := range 8 {
			if b>>k&1 != 0 {
				t[b][n] = uint8(k)
				n++
			}
		}
	}
	return t
}()

// IntN returns rng.IntN(n) for 0 < n <= 64: the same number, drawn from the
// same values of the generator, so that a sampler that calls it draws what
// one that calls rng.IntN draws. It differs in speed alone: rand.Rand's
// test of whether n is a power of two is a branch, which mispredicts about
// once in three draws when n is a sampler's count of candidates; here the
// two results are computed and one is picked. On a 32-bit platform, where
// rand.Rand draws differently, it calls rng.IntN.
func IntN(rng *rand.Rand, n int) int {
	if is32bit {
		return rng.IntN(n)
	}
	u := uint64(n)
	x := rng.Uint64()
	hi, lo := bits.Mul64(x, u)
	pow2 := u&(u-1) == 0
	if lo < u && !pow2 {
		// Lemire's rejection, as rand.Rand does it (almost never).
		thresh := -u % u
		for lo < thresh {
			hi, lo = bits.Mul64(rng.Uint64(), u)
		}
	}
	if pow2 {
		hi = x & (u - 1)
	}
	return int(hi)
}

// is32bit tells a platform whose int has 32 bits.
const is32bit = ^uint(0)>>32 == 0
