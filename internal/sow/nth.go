package sow

import "math/bits"

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
