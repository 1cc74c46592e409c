package kingulu

import (
	"encoding/binary"

	"github.com/bao-games/bao"
)

// Heuristic scores s for p by the score difference of rule G10, the count
// that decides the game when it ends: p's bank, the unreserved seeds of his
// own row and the seeds of his children, minus the same for his opponent,
// in hundredths of a seed (bao.Heuristic). It is the default evaluation of
// the searching players of package player, and equals
// 100 × (Score(s)[p] - Score(s)[p.Other()]), computed a row at a time.
func (*Rules) Heuristic(s bao.State, p bao.Player) int {
	const low6 = 0xffff_ffff_ffff
	south := binary.LittleEndian.Uint64(s.Pits[0:8]) & low6
	north := binary.LittleEndian.Uint64(s.Pits[16:24]) & low6
	by := ringMask(s.Reserved[bao.South])
	byNorth := ringMask(s.Reserved[bao.North]) &^ by
	m1 := rowBytes[byNorth&0x3f] // South's row, North's children
	m2 := rowBytes[by>>6&0x3f]   // North's row, South's children
	sc := int(s.Store[bao.South]) + byteSum(south&^m1) + byteSum(north&m2) -
		int(s.Store[bao.North]) - byteSum(north&^m2) - byteSum(south&m1)
	if p == bao.North {
		sc = -sc
	}
	return 100 * sc
}

// rowBytes[m] has byte i set to 0xff for each bit i of the six-bit mask m.
var rowBytes = func() (t [64]uint64) {
	for m := range t {
		for i := range 6 {
			if m>>i&1 != 0 {
				t[m] |= 0xff << (8 * i)
			}
		}
	}
	return t
}()

// byteSum returns the sum of the bytes of x.
func byteSum(x uint64) int {
	x = x&0x00ff00ff00ff00ff + x>>8&0x00ff00ff00ff00ff
	x = x&0x0000ffff0000ffff + x>>16&0x0000ffff0000ffff
	return int(x&0xffffffff + x>>32)
}
