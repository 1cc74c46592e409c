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
	sc := score(&s)
	d := sc[bao.South] - sc[bao.North]
	if p == bao.North {
		d = -d
	}
	return 100 * d
}

// score returns Score(*s), computed a row at a time: the counts of each
// row are summed in 16-bit lanes, exactly whatever they are.
func score(s *bao.State) [2]int {
	const low6 = 0xffff_ffff_ffff
	south := binary.LittleEndian.Uint64(s.Pits[0:8]) & low6
	north := binary.LittleEndian.Uint64(s.Pits[16:24]) & low6
	by := ringMask(s.Reserved[bao.South])
	byNorth := ringMask(s.Reserved[bao.North]) &^ by
	m1 := rowBytes[byNorth&0x3f] // South's row, North's children
	m2 := rowBytes[by>>6&0x3f]   // North's row, South's children
	mine := laneSum(lanes(south&^m1) + lanes(north&m2))
	all := laneSum(lanes(south) + lanes(north))
	return [2]int{int(s.Store[bao.South]) + mine, int(s.Store[bao.North]) + all - mine}
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

// lanes returns the sums of the byte pairs of x, in four 16-bit lanes.
func lanes(x uint64) uint64 {
	const m = 0x00ff_00ff_00ff_00ff
	return x&m + x>>8&m
}

// laneSum returns the sum of the 16-bit lanes of x, which is below 65536.
func laneSum(x uint64) int { return int(x * 0x0001_0001_0001_0001 >> 48) }
