package sow

import (
	"encoding/binary"

	"github.com/bao-games/bao"
)

// Ring16 is one player's own ring of sixteen pits (a four-row board) packed
// a byte per pit into two words: ring positions 0..7 (the front row) in
// W[0], 8..15 (the back row, pits 8..1) in W[1]. Sowing a lap is then two
// additions from a table, whatever the number of seeds, which keeps the
// long relays of never-ending moves cheap. Counts must stay below 256; with
// the 64 seeds of a valid position they always do.
type Ring16 struct {
	W [2]uint64
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
	return Ring16{W: [2]uint64{
		binary.LittleEndian.Uint64(pits[base&16:]),
		binary.LittleEndian.Uint64(pits[base&16+8:]),
	}}
}

// Store writes the ring back to the slots base..base+15.
func (r *Ring16) Store(pits *[bao.MaxPits]uint8, base int) {
	binary.LittleEndian.PutUint64(pits[base&16:], r.W[0])
	binary.LittleEndian.PutUint64(pits[base&16+8:], r.W[1])
}

// Get returns the seeds at ring position k (0..15).
func (r *Ring16) Get(k int) int { return int(r.W[k>>3&1] >> (8 * (k & 7)) & 0xff) }

// Lift empties position k and returns its seeds.
func (r *Ring16) Lift(k int) int {
	sh := 8 * (k & 7)
	n := r.W[k>>3&1] >> sh & 0xff
	r.W[k>>3&1] &^= 0xff << sh
	return int(n)
}

// Add adds n seeds to position k; n may be negative when the pit holds at
// least -n seeds.
func (r *Ring16) Add(k, n int) { r.W[k>>3&1] += uint64(n) << (8 * (k & 7)) }

// FrontEmpty reports whether positions 0..7 are all empty.
func (r *Ring16) FrontEmpty() bool { return r.W[0] == 0 }

// Sow drops n >= 1 seeds, the first into position first, moving dir (+1
// clockwise, -1 anticlockwise), and returns the position of the last seed.
// A lap of sixteen or more goes round and drops into every pit again.
func (r *Ring16) Sow(first, n, dir int) (last int) {
	add := &lapAdd[(dir+1)>>1&1][first&15][n&15]
	rounds := uint64(n>>4) * everyPit
	r.W[0] += rounds + add[0]
	r.W[1] += rounds + add[1]
	return (first + dir*(n-1)) & 15
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
func (r *Ring16) Occupied() uint32 {
	return gather(nonzero(r.W[0])) | gather(nonzero(r.W[1]))<<8
}

// Multi returns the positions that hold two or more seeds, as a bit set.
func (r *Ring16) Multi() uint32 {
	const notOne = 0xfefefefefefefefe
	return gather(nonzero(r.W[0]&notOne)) | gather(nonzero(r.W[1]&notOne))<<8
}

// AtLeast16 returns the positions that hold sixteen or more seeds, as a
// bit set.
func (r *Ring16) AtLeast16() uint32 {
	const high4 = 0xf0f0f0f0f0f0f0f0
	return gather(nonzero(r.W[0]&high4)) | gather(nonzero(r.W[1]&high4))<<8
}

// Facing returns, for a row word w holding the opponent's front positions
// 0..7, the bit set of the mover's front positions that face an occupied
// pit: front position f faces the opponent's position 7-f.
func Facing(w uint64) uint32 {
	return uint32((nonzero(w) >> 7) * 0x8040201008040201 >> 56)
}
