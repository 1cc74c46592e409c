package kingulu

// The position as the move generators hold it: the ring of section 2,
// the pits packed in two words, pos (pits, banks, children) and its
// conversion from and to bao.State.

import (
	"encoding/binary"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/sow"
)

// geometry is the board: one row of six pits per player, 48 seeds, pits
// that a player can reserve.
var geometry = bao.Geometry{Rows: 1, Cols: 6, Seeds: 48, Reserve: true}

// The whole-board ring of section 2: ring position k (0..11) is A1..A6 for
// k = 0..5 and a1..a6 for k = 6..11; sowing goes from k to k+1 (mod 12),
// player p's pit i (0..5) is 6p+i, and the pit opposite k is 11-k.
const ringLen = 12

// Tables, built once from the ring of internal/sow.
var (
	ring = sow.NewBoard(geometry)
	// slotOf[k] is the State.Pits slot of ring position k.
	slotOf [ringLen]uint8
	// bytesOf[m] has byte i equal to 1 for each bit i of m.
	bytesOf [256]uint64
	// laps[c][h] is the lap of h < 12 seeds from ring position c (indexes
	// are masked to four bits, which needs no bounds check).
	laps [16][16]lapStep
)

// Positions outside the ring that firstAt uses as markers: an empty start
// pit, and a first lap of twelve seeds or more.
const (
	emptyPit = 14
	bigLap   = 13
)

func init() {
	for k := range ringLen {
		slotOf[k] = uint8(ring.Whole.Slot(k))
	}
	// The fast conversions of load and store, the row sets and the owner
	// computation k/6 rely on the layout of section 2.
	for k := range ringLen {
		want := k
		if k >= 6 {
			want = k + 10
		}
		if int(slotOf[k]) != want || ring.Whole.Pos(int(ring.Opp[want])) != ringLen-1-k {
			panic("kingulu: unexpected ring layout")
		}
	}
	for m := range bytesOf {
		for i := range 8 {
			if m>>i&1 != 0 {
				bytesOf[m] |= 1 << (8 * i)
			}
		}
	}
	for c := range ringLen {
		var seeds pits // one in each of the n pits after c
		for n := range ringLen {
			x := ring.Whole.Step(c, n)
			if n > 0 {
				seeds = seeds.spread(1<<x, 1)
			}
			laps[c][n] = lapStep{seeds, byteMask(1 << x), uint8(8 * (x & 7)), uint8(2 * x), uint8(x)}
		}
	}
}

// pits is the twelve pit counts of a position, a byte per pit in ring
// order: ring positions 0..7 in the bytes of lo, 8..11 in the low four
// bytes of hi. Sowing a lap is then two additions, whatever its length.
// The counts of a valid position never exceed 48, so an addition never
// carries from one pit into the next. The methods that take a ring
// position k (0..11) choose the word with a conditional move, not a
// branch.
type pits struct{ lo, hi uint64 }

// at returns the count of ring position k.
func (b pits) at(k int) uint8 {
	w := b.lo
	if k >= 8 {
		w = b.hi
	}
	return uint8(w >> (uint(k) * 8 & 63))
}

// in returns the pits with d in the byte of ring position k, 0 elsewhere.
func in(k int, d uint64) pits {
	d <<= uint(k) * 8 & 63
	hi := -uint64(k >> 3 & 1) // all ones for k >= 8
	return pits{d &^ hi, d & hi}
}

// add adds one seed to ring position k.
func (b pits) add(k int) pits {
	d := in(k, 1)
	return pits{b.lo + d.lo, b.hi + d.hi}
}

// take removes one seed from ring position k, which holds at least one.
func (b pits) take(k int) pits {
	d := in(k, 1)
	return pits{b.lo - d.lo, b.hi - d.hi}
}

// clear empties ring position k.
func (b pits) clear(k int) pits {
	d := in(k, 0xff)
	return pits{b.lo &^ d.lo, b.hi &^ d.hi}
}

// spread adds q seeds to each ring position of the set m.
func (b pits) spread(m uint16, q uint64) pits {
	return pits{b.lo + q*bytesOf[m&0xff], b.hi + q*bytesOf[m>>8&0x0f]}
}

// byteMask returns 0xff in the byte of each ring position of m.
func byteMask(m uint16) pits { return pits{}.spread(m, 0xff) }

// ones has a 1 in every byte.
const ones = 0x0101010101010101

// zeroBytes returns a bit for each byte of v that is zero (bit i for byte i).
func zeroBytes(v uint64) uint16 {
	t := (v & (0x7f * ones)) + 0x7f*ones
	t = ^(t | v | 0x7f*ones) // the high bit of each zero byte
	return uint16(t * 0x0002040810204081 >> 56)
}

// lapKey is the lap-start state of G8: the twelve counts, then the seeds
// in hand, the current pit and the first-lap flag in bytes 4, 5 and 6 of
// the second word.
type lapKey = [2]uint64

// key returns the lap-start state of b with h seeds in hand at ring
// position c.
func (b pits) key(h, c int, first bool) lapKey {
	k := b.hi | uint64(uint8(h))<<32 | uint64(c)<<40
	if first {
		k |= 1 << 48
	}
	return lapKey{b.lo, k}
}

// pos is a position between moves as the engine reads it: the pit counts,
// the banks (South's in the low byte of bank, North's in the high byte)
// and the reservation marks as sets of ring positions, by[p] the children
// of player p and all their union.
//
// The engine sows into children as into any pit (a lap is then two
// additions), and keeps the seeds that fell there in the children's pits
// until it writes a State, when storePits moves them to the reservers'
// banks: the counts of b in the children's pits are those of kids, the
// children's counts in the State, plus those seeds. They never decide a
// move (a lap ending in a child ends the move whatever it holds, and a
// child is never lifted or captured), and the lap-start states of G8 repeat
// with them exactly when they repeat without them, since the banks only
// grow during a move.
type pos struct {
	b    pits
	bank uint16
	by   [2]uint16
	all  uint16
	// res has 0xff in the byte of every child, resS in those of South's.
	res, resS pits
	// kids is the count of each child in the State, 0 elsewhere.
	kids pits
	// kind[p] has two bits per ring position k, at bit 2k, for a move of
	// p: 0 in the opponent's row, 1 in p's own row, 2 or 3 reserved.
	kind [2]uint32
}

// owner returns the reserver of reserved ring position k.
func (w *pos) owner(k int) bao.Player {
	if w.by[bao.South]>>k&1 != 0 {
		return bao.South
	}
	return bao.North
}

// ringMask converts a State.Reserved word to a set of ring positions;
// marks outside the board are dropped.
func ringMask(m uint32) uint16 { return uint16(m&0x3f) | uint16(m>>16&0x3f)<<6 }

// load reads s. A pit that a malformed state marks as reserved by both
// players counts as South's, as bao.State.ReservedBy reads it.
func load(s *bao.State, w *pos) {
	south := binary.LittleEndian.Uint64(s.Pits[0:8])
	north := binary.LittleEndian.Uint64(s.Pits[16:24])
	w.b = pits{south&0xffff_ffff_ffff | north<<48, north >> 16 & 0xffff_ffff}
	w.bank = uint16(s.Store[bao.South]) | uint16(s.Store[bao.North])<<8
	w.by[bao.South] = ringMask(s.Reserved[bao.South])
	w.by[bao.North] = ringMask(s.Reserved[bao.North]) &^ w.by[bao.South]
	w.all = w.by[bao.South] | w.by[bao.North]
	w.marked()
	w.kids = pits{w.b.lo & w.res.lo, w.b.hi & w.res.hi}
}

// loadPits reads the pits and reservations of s into w, but not what play
// needs besides: for starts and candidates, and load when a move must be
// played after all.
func loadPits(s *bao.State, w *pos) {
	south := binary.LittleEndian.Uint64(s.Pits[0:8])
	north := binary.LittleEndian.Uint64(s.Pits[16:24])
	w.b = pits{south&0xffff_ffff_ffff | north<<48, north >> 16 & 0xffff_ffff}
	by := ringMask(s.Reserved[bao.South])
	w.all = by | ringMask(s.Reserved[bao.North])
}

// marked sets res, resS and kind from the reservations.
func (w *pos) marked() {
	if w.all == 0 {
		w.res, w.resS, w.kind = pits{}, pits{}, kindFree
		return
	}
	w.res = pits{masksOf[w.all&0xff], masksOf[w.all>>8&0x0f]}
	w.resS = pits{masksOf[w.by[bao.South]&0xff], masksOf[w.by[bao.South]>>8&0x0f]}
	lo, hi := w.all&0x3f, w.all>>6&0x3f
	w.kind = [2]uint32{
		uint32(kindOwn[lo]) | uint32(kindOther[hi])<<12,
		uint32(kindOther[lo]) | uint32(kindOwn[hi])<<12,
	}
}

// kindFree is pos.kind with no children; kindOwn[m] and kindOther[m] are
// the twelve bits of pos.kind for the pits of the mover's row and of the
// other row with the reserved pits m (six bits).
var (
	kindFree           = [2]uint32{0x555, 0x555 << 12}
	kindOwn, kindOther = func() (own, other [64]uint16) {
		for m := range 64 {
			for i := range 6 {
				k := uint16(0) // the opponent's row
				if m>>i&1 != 0 {
					k = 2 // reserved
				}
				other[m] |= k << (2 * i)
				if k == 0 {
					k = 1 // the mover's row
				}
				own[m] |= k << (2 * i)
			}
		}
		return own, other
	}()
	// masksOf[m] has byte i equal to 0xff for each bit i of m.
	masksOf = func() (t [256]uint64) {
		for m := range t {
			for i := range 8 {
				if m>>i&1 != 0 {
					t[m] |= 0xff << (8 * i)
				}
			}
		}
		return t
	}()
)

// store writes the pits b and banks of a move by p that made child (a
// ring position, or -1), in the form of w, the position before the move,
// into t, which holds that position. The slots of State.Pits outside the
// board keep what they hold.
func store(t *bao.State, w *pos, b pits, bank uint16, p bao.Player, child int) {
	storePits(t, w, b, bank)
	if child >= 0 {
		t.Reserved[p] |= 1 << slotOf[child]
	}
	t.Side = p.Other()
}

// storePits writes the pits b and the banks, in the form of w (see pos),
// into t: the seeds sown into the children since w's State go to their
// reservers' banks (G4). A child never loses seeds (kuweka mtoto takes
// back from it a seed that the same lap sowed), so they are a byte-wise
// difference without borrows.
func storePits(t *bao.State, w *pos, b pits, bank uint16) {
	if w.all != 0 {
		d := pits{b.lo&w.res.lo - w.kids.lo, b.hi&w.res.hi - w.kids.hi}
		all := (d.lo + d.hi) * ones >> 56
		s := (d.lo&w.resS.lo + d.hi&w.resS.hi) * ones >> 56
		bank += uint16(s + (all-s)<<8)
		b = pits{b.lo&^w.res.lo | w.kids.lo, b.hi&^w.res.hi | w.kids.hi}
	}
	south := binary.LittleEndian.Uint64(t.Pits[0:8])
	north := binary.LittleEndian.Uint64(t.Pits[16:24])
	const low6 = 0xffff_ffff_ffff
	binary.LittleEndian.PutUint64(t.Pits[0:8], south&^low6|b.lo&low6)
	binary.LittleEndian.PutUint64(t.Pits[16:24], north&^low6|b.lo>>48|b.hi<<16&low6)
	t.Store = [2]uint8{uint8(bank), uint8(bank >> 8)}
}

// slotMask converts a set of ring positions to a State.Reserved word (the
// inverse of ringMask).
func slotMask(m uint16) uint32 { return uint32(m&0x3f) | uint32(m>>6&0x3f)<<16 }

// reserve marks ring position k as a child of p in w, keeping its count.
func (w *pos) reserve(p bao.Player, k int) {
	w.by[p&1] |= 1 << k
	w.all |= 1 << k
	w.marked()
	m := byteMask(1 << k)
	w.kids = pits{w.kids.lo | w.b.lo&m.lo, w.kids.hi | w.b.hi&m.hi}
}
