package sow

import (
	"encoding/binary"

	"github.com/bao-games/bao"
)

// Ring16 is one player's own ring of sixteen pits (a four-row board) packed
// a byte per pit into two words: ring positions 0..7 (the front row) in
// Front, 8..15 (the back row, pits 8..1) in Back, position k in the byte at
// bit 8(k mod 8). Sowing a lap is then two additions from a table, whatever
// the number of seeds, which keeps the long relays of never-ending moves
// cheap. Counts must stay below 256; with the 64 seeds of a valid position
// they always do.
//
// A Ring16 is a value: the methods that change it return the new ring, so a
// ring held in a local variable stays in registers through a move.
type Ring16 struct {
	Front, Back uint64
}

// lapAdd[d][first][n] is the increment of a lap of n (0..15) seeds whose
// first seed falls in position first, moving clockwise (d=1) or
// anticlockwise (d=0).
var lapAdd = func() (t [2][16][16][2]uint64) {
	for d := 0; d < 2; d++ {
		step := 2*d - 1
		for first := 0; first < 16; first++ {
			for n := 0; n < 16; n++ {
				var w [2]uint64
				k := first
				for i := 0; i < n; i++ {
					w[k>>3] += 1 << (8 * (k & 7))
					k = (k + step) & 15
				}
				t[d][first][n] = w
			}
		}
	}
	return t
}()

// everyPit adds one seed to each of eight pits.
const everyPit = 0x0101010101010101

// LoadRing16 reads the ring of the sixteen slots base..base+15.
func LoadRing16(pits *[bao.MaxPits]uint8, base int) Ring16 {
	return Ring16{
		binary.LittleEndian.Uint64(pits[base&16:]),
		binary.LittleEndian.Uint64(pits[base&16+8:]),
	}
}

// Store writes the ring back to the slots base..base+15.
func (r Ring16) Store(pits *[bao.MaxPits]uint8, base int) {
	binary.LittleEndian.PutUint64(pits[base&16:], r.Front)
	binary.LittleEndian.PutUint64(pits[base&16+8:], r.Back)
}

// The methods that take a position k reach the right word without a
// branch (which the unpredictable alternation of front and back pits in a
// relay would mispredict): they cut a word of their own by an all-ones or
// all-zeros word, back(k), to reach the right one of Front and Back. The shifts are by 8(k mod 8), under 64, which the compiler can see,
// so none of them needs the test that Go's shift by 64 or more calls for.

// back returns all ones if position k is in the back row (8..15), else 0.
func back(k int) uint64 { return -uint64(k >> 3 & 1) }

// Get returns the seeds at ring position k (0..15).
func (r Ring16) Get(k int) int {
	b := back(k)
	return int((r.Front&^b | r.Back&b) >> (8 * uint(k&7)) & 0xff)
}

// Clear returns the ring with position k emptied.
func (r Ring16) Clear(k int) Ring16 {
	m, b := uint64(0xff)<<(8*uint(k&7)), back(k)
	return Ring16{r.Front &^ (m &^ b), r.Back &^ (m & b)}
}

// Lift returns the ring with position k emptied, and the seeds it held.
func (r Ring16) Lift(k int) (Ring16, int) { return r.Clear(k), r.Get(k) }

// Add returns the ring with n seeds added to position k; n may be negative
// when the pit holds at least -n seeds.
func (r Ring16) Add(k, n int) Ring16 {
	a, b := uint64(n)<<(8*uint(k&7)), back(k)
	return Ring16{r.Front + a&^b, r.Back + a&b}
}

// FrontEmpty reports whether positions 0..7 are all empty.
func (r Ring16) FrontEmpty() bool { return r.Front == 0 }

// Sow drops n >= 1 seeds, the first into position first, moving dir (+1
// clockwise, -1 anticlockwise), and returns the new ring and the position
// of the last seed. A lap of sixteen or more goes round and drops into
// every pit again.
func (r Ring16) Sow(first, n, dir int) (_ Ring16, last int) {
	add := &lapAdd[(dir+1)>>1&1][first&15][n&15]
	rounds := uint64(n>>4) * everyPit
	return Ring16{r.Front + rounds + add[0], r.Back + rounds + add[1]}, (first + dir*(n-1)) & 15
}

const (
	low7  = 0x7f7f7f7f7f7f7f7f
	high1 = 0x8080808080808080
)

// nonzero returns the high bit of every nonzero byte of w.
func nonzero(w uint64) uint64 { return (w | (w&low7 + low7)) & high1 }

// gather packs the high bits of the bytes of h into a byte: byte i to bit i.
func gather(h uint64) uint32 { return uint32((h >> 7) * 0x0102040810204080 >> 56) }

// Occupied returns the positions that hold at least one seed, as a bit set
// (bit k for position k).
func (r Ring16) Occupied() uint32 {
	return gather(nonzero(r.Front)) | gather(nonzero(r.Back))<<8
}

// FrontOccupied returns the front positions 0..7 that hold at least one
// seed: Occupied()&0xff, without the back row's share of the work, which
// the compiler does not drop by itself.
func (r Ring16) FrontOccupied() uint32 { return gather(nonzero(r.Front)) }

// Multi returns the positions that hold two or more seeds, as a bit set.
func (r Ring16) Multi() uint32 {
	const notOne = 0xfefefefefefefefe
	return gather(nonzero(r.Front&notOne)) | gather(nonzero(r.Back&notOne))<<8
}

// FrontMulti returns the front positions 0..7 that hold two or more seeds:
// Multi()&0xff, without the back row's share of the work.
func (r Ring16) FrontMulti() uint32 {
	const notOne = 0xfefefefefefefefe
	return gather(nonzero(r.Front & notOne))
}

// AtLeast16 returns the positions that hold sixteen or more seeds, as a
// bit set.
func (r Ring16) AtLeast16() uint32 {
	const high4 = 0xf0f0f0f0f0f0f0f0
	return gather(nonzero(r.Front&high4)) | gather(nonzero(r.Back&high4))<<8
}

// Facing returns, for a row word w holding the opponent's front positions
// 0..7, the bit set of the mover's front positions that face an occupied
// pit: front position f faces the opponent's position 7-f.
func Facing(w uint64) uint32 {
	return uint32((nonzero(w) >> 7) * 0x8040201008040201 >> 56)
}
