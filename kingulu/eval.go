package kingulu

import (
	"encoding/binary"
	"math/bits"

	"github.com/bao-games/bao"
)

// Heuristic scores s for p, in hundredths of a seed (bao.Heuristic): the
// static value of s (a weighted sum of the features of the position, each
// p's count minus his opponent's; the weights are evalWeights), raised,
// when the side to move has moves that gain (a capture or seeds sown into
// his children that bank at least gainSeeds seeds, or a new child), by
// seven tenths of what the best of them adds to the static value, if it
// adds: the evaluation looks one ply on along the moves that gain, much
// as a quiescence search does (see the package documentation,
// "Evaluation"). It is the default evaluation of the searching players
// of package player. Before version 0.x it was the score difference of
// rule G10 (100 × (Score(s)[p] - Score(s)[p.Other()])), which misleads a
// shallow search (see the package documentation).
func (r *Rules) Heuristic(s bao.State, p bao.Player) int { return r.HeuristicAt(&s, p) }

// HeuristicAt is Heuristic of the position at s, which it reads in place
// (see EachChildInto).
func (r *Rules) HeuristicAt(s *bao.State, p bao.Player) int {
	e := r.evalQuiet(s)
	if p == bao.North {
		e = -e
	}
	return e
}

// gainSeeds is the least gain of a move, in seeds banked, that the
// evaluation looks past (a new child counts childGain seeds); it counts
// gainShare tenths of what the best such move adds to the static value.
const (
	gainSeeds = 2
	childGain = 6
	gainShare = 7
)

// evalQuiet is the evaluation for South: the static value of s for its
// side to move, raised by gainShare tenths of what the best static value
// for him after a move that gains adds to it, if it does. It plays the moves as EachChildInto does,
// with evalSouth; evalQuietPlain is its plain twin.
func (r *Rules) evalQuiet(s *bao.State) int {
	e := evalSouth(s)
	q := s.Side
	if q > bao.North {
		return e
	}
	sign := 1 - 2*int(q) // +1 for South, -1 for North
	best := sign * e
	var w pos
	det := detector{memo: &r.endless}
	load(s, &w)
	var t bao.State
	for m := candidates(&w, q); m != 0; m &= m - 1 {
		k := bits.TrailingZeros16(m)
		st, child, b, bank := play(&w, q, k, &det)
		if st != done {
			continue
		}
		t = *s
		store(&t, &w, b, bank, q, child)
		gain := int(t.Store[q]) - int(s.Store[q])
		if child >= 0 {
			gain += childGain
		}
		if gain >= gainSeeds {
			best = max(best, sign*evalSouth(&t))
		}
	}
	return sign * (sign*e + (best-sign*e)*gainShare/10)
}

// evalQuietPlain is evalQuiet through Children and evalPlain: the plain
// twin that TestEvalQuiet compares with it.
func (r *Rules) evalQuietPlain(s *bao.State) int {
	q := s.Side
	sign := 1
	if q == bao.North {
		sign = -1
	}
	best := sign * evalPlain(s)
	if q > bao.North {
		return evalPlain(s)
	}
	for _, c := range r.Children(*s, nil) {
		u := c.State
		gain := int(u.Store[q]) - int(s.Store[q])
		gain += childGain * (bits.OnesCount32(u.Reserved[q]) - bits.OnesCount32(s.Reserved[q]))
		if gain >= gainSeeds {
			best = max(best, sign*evalPlain(&u))
		}
	}
	stand := sign * evalPlain(s)
	return sign * (stand + (best-stand)*gainShare/10)
}

// The weights of the features (features.go), in hundredths of a seed,
// fitted by TestTuneEval (see the package documentation, "Evaluation").
const (
	wBank     = 100
	wRow      = 17
	wKidSeeds = 98
	wKids     = 593
	wEmpty    = -45
	wThrees   = 9
)

// evalWeights are the weights in the order of the features.
var evalWeights = [numFeatures]int{
	fBank: wBank, fRow: wRow, fKidSeeds: wKidSeeds, fKids: wKids, fEmpty: wEmpty, fThrees: wThrees,
}

// evalPlain is the evaluation for South, the weighted sum of the features
// read a pit at a time: the plain twin of evalSouth.
func evalPlain(s *bao.State) int {
	f := features(s)
	e := 0
	for i, w := range evalWeights {
		e += w * f[i]
	}
	return e
}

// evalSouth is the evaluation for South, computed a row at a time (as
// score is): the counts of a row's pits in 16-bit lanes, its empty pits
// and its threes by the zero-byte test of a word; the features are kept
// in registers, not in an array (which is returned in memory).
func evalSouth(s *bao.State) int {
	const low6 = 0xffff_ffff_ffff
	sp := binary.LittleEndian.Uint64(s.Pits[0:8]) & low6
	np := binary.LittleEndian.Uint64(s.Pits[16:24]) & low6
	bs := ringMask(s.Reserved[bao.South])
	bn := ringMask(s.Reserved[bao.North]) &^ bs
	all := bs | bn
	resS, resN := rowBytes[all&0x3f], rowBytes[all>>6&0x3f] // reserved pits of each row
	const pad = ^uint64(low6)                               // the two bytes beyond a row
	const threes = 0x0303_0303_0303
	bank := int(s.Store[bao.South]) - int(s.Store[bao.North])
	row := laneSum(lanes(sp&^resS)) - laneSum(lanes(np&^resN))
	e := wBank*bank + wRow*row
	if all != 0 {
		kidSeeds := laneSum(lanes(sp&rowBytes[bs&0x3f])+lanes(np&rowBytes[bs>>6&0x3f])) -
			laneSum(lanes(sp&rowBytes[bn&0x3f])+lanes(np&rowBytes[bn>>6&0x3f]))
		kids := bits.OnesCount16(bs) - bits.OnesCount16(bn)
		e += wKidSeeds*kidSeeds + wKids*kids
	}
	empty := nZero(sp|resS|pad) - nZero(np|resN|pad)
	three := nZero((np^threes)|resN|pad) - nZero((sp^threes)|resS|pad)
	return e + wEmpty*empty + wThrees*three
}

// nZero returns the number of zero bytes of x: the zero-byte test sets
// the high bit of each, and a multiply sums them into the top byte.
func nZero(x uint64) int {
	const m = 0x7f7f_7f7f_7f7f_7f7f
	t := ^((x&m + m) | x | m) >> 7
	return int(t * 0x0101_0101_0101_0101 >> 56)
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
