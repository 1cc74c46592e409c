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
func (r *Rules) Heuristic(s bao.State, p bao.Player) int { return r.HeuristicAt(&s, p) }

// HeuristicAt is Heuristic of the position at s, which it reads in place
// (see EachChildInto).
func (*Rules) HeuristicAt(s *bao.State, p bao.Player) int {
	south, north := score(s)
	d := south - north
	if p == bao.North {
		d = -d
	}
	return 100 * d
}

// score returns Score(*s), South's and North's, computed a row at a time:
// the counts of each row are summed in 16-bit lanes, exactly whatever they
// are. Two results, not a [2]int, which is returned in memory: reading it
// back as one 16-byte load right after its two 8-byte stores stalls on the
// store forwarding (5% of an alpha-beta search's time, pprof).
func score(s *bao.State) (south, north int) {
	const low6 = 0xffff_ffff_ffff
	sp := binary.LittleEndian.Uint64(s.Pits[0:8]) & low6
	np := binary.LittleEndian.Uint64(s.Pits[16:24]) & low6
	by := ringMask(s.Reserved[bao.South])
	byNorth := ringMask(s.Reserved[bao.North]) &^ by
	m1 := rowBytes[byNorth&0x3f] // South's row, North's children
	m2 := rowBytes[by>>6&0x3f]   // North's row, South's children
	mine := laneSum(lanes(sp&^m1) + lanes(np&m2))
	all := laneSum(lanes(sp) + lanes(np))
	return int(s.Store[bao.South]) + mine, int(s.Store[bao.North]) + all - mine
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
