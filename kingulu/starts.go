package kingulu

// The start pits of a move (G2, G7): the eligible pits, the first laps
// that end a move, and the tables they are read from.

import (
	"github.com/bao-games/bao"
)

// startOf returns the ring position of move m's start pit, or an error
// that says why m cannot start a move (G2).
func startOf(s *bao.State, w *pos, m bao.Move) (int, error) {
	p := s.Side
	x := m.Pit
	if !geometry.Contains(x) {
		return -1, bao.IllegalIn("kingulu.md", m, "G2", "%v is not a pit of the Bao Kingulu board (A1..A6, a1..a6)", x)
	}
	if x.Player() != p {
		return -1, bao.IllegalIn("kingulu.md", m, "G2", "%v is in %v's row, but %v is to move: a move starts from a pit of the mover's own row", x, x.Player(), p)
	}
	k := 6*int(p) + x.Number() - 1
	if w.all>>k&1 != 0 {
		return -1, bao.IllegalIn("kingulu.md", m, "G2", "%v is %v's child (kuweka mtoto): a reserved pit never starts a move", x, w.owner(k))
	}
	if w.b.at(k) == 0 {
		return -1, bao.IllegalIn("kingulu.md", m, "G2", "%v is empty: a move starts from a pit with at least one seed", x)
	}
	return k, nil
}

// starts sorts player p's eligible start pits (G2) by their first lap,
// as sets of ring positions. A first lap of fewer than twelve seeds drops
// one seed into each pit it passes, so its last pit X held, before the
// last seed, what it holds now; the lap's end is then known without
// sowing: ends holds the pits whose first lap ends the move (G5a, G5b,
// G5d, G5e: the move is legal), relays those whose first lap relays (G6)
// or has twelve or more seeds, which must be played out to decide G8. The
// pits whose first lap ends as in G5c are in neither set. It works in the
// mover's own numbering (firstAt); no branch depends on the position.
func starts(w *pos, p bao.Player) (ends, relays uint16) {
	const low6 = 0xffff_ffff_ffff
	q := uint(p & 1)
	// The mover's row and the other, a byte a pit.
	own, other := w.b.lo, w.b.lo>>48|w.b.hi<<16
	d := (own ^ other) & -uint64(q)
	own, other = own^d&low6, other^d&low6
	all := w.all | w.all<<12 // either row from bit 0, by the shift
	e := ^zeroBytes(own) &^ (all >> (6 * q)) & 0x3f
	// A first lap that ends in the mover's row ends the move unless the
	// pit there is eligible (G5c); in the other row if the pit there is a
	// child, empty or holds three.
	stop := (all>>(6-6*q) | zeroBytes(other) | zeroBytes(other^3*ones)) & 0x3f
	// Bit j (0..11): a first lap ending in j ends the move; bit 16+j: j is
	// eligible (the lap ends as in G5c); bits 12 and 13, a lap of twelve
	// or more and an empty pit, are in neither.
	at := uint32(^e&0x3f) | uint32(stop)<<6 | uint32(e)<<16
	f := &firstAt
	both := at>>(f[0][uint8(own)]&15)&0x10001 |
		(at>>(f[1][uint8(own>>8)]&15)&0x10001)<<1 |
		(at>>(f[2][uint8(own>>16)]&15)&0x10001)<<2 |
		(at>>(f[3][uint8(own>>24)]&15)&0x10001)<<3 |
		(at>>(f[4][uint8(own>>32)]&15)&0x10001)<<4 |
		(at>>(f[5][uint8(own>>40)]&15)&0x10001)<<5
	end, g5c := e&uint16(both), e&uint16(both>>16)
	return end << (6 * q), (e &^ (end | g5c)) << (6 * q)
}

// endsAny reports whether ends of starts(w, p) is not empty, the short
// way (what Over needs, and almost always finds): whether the first lap of
// an eligible pit ends in a pit where it ends the move, one of the
// mover's row that is empty or a child, or one of the other row that is
// empty, holds three or is a child.
func endsAny(w *pos, p bao.Player) bool {
	const low6 = 0xffff_ffff_ffff
	q := uint(p & 1)
	own, other := w.b.lo, w.b.lo>>48|w.b.hi<<16
	d := (own ^ other) & -uint64(q)
	own, other = own^d&low6, other^d&low6
	all := w.all | w.all<<12
	mine, theirs := all>>(6*q)&0x3f, all>>(6-6*q)&0x3f
	own &^= masksOf[mine] // a child is never eligible: count it empty
	to := firstBit[0][uint8(own)] | firstBit[1][uint8(own>>8)] |
		firstBit[2][uint8(own>>16)] | firstBit[3][uint8(own>>24)] |
		firstBit[4][uint8(own>>32)] | firstBit[5][uint8(own>>40)]
	// Where a lap ends the move: in the mover's row a pit that is not
	// eligible, in the other a child, an empty pit or a three.
	stop := zeroBytes(own)&0x3f | (theirs|zeroBytes(other)|zeroBytes(other^3*ones))<<6
	return to&stop&0xfff != 0
}

// candidates returns ends | relays of starts(w, p), the start pits that
// must be played to know whether their move is legal, computed the short
// way for the move generators that play every candidate (Children,
// EachChild, draw). In the mover's own numbering (pit i = 0..5 at ring
// position 6p+i) the eligible pits e are also the pits where a first lap
// ends as in G5c, so pit i is a candidate unless firstTo[i][c] for its c
// seeds names an eligible pit. No branch depends on the
// position.
func candidates(w *pos, p bao.Player) uint16 {
	const low6 = 0xffff_ffff_ffff
	q := uint(p & 1)
	c := w.b.lo
	c ^= (c ^ (c>>48 | w.b.hi<<16)) & -uint64(q) // North's row if q is 1
	c &= low6
	e := ^zeroBytes(c) &^ (w.all >> (6 * q)) & 0x3f
	t := uint64(firstTo[0][uint8(c)]) |
		uint64(firstTo[1][uint8(c>>8)])<<8 |
		uint64(firstTo[2][uint8(c>>16)])<<16 |
		uint64(firstTo[3][uint8(c>>24)])<<24 |
		uint64(firstTo[4][uint8(c>>32)])<<32 |
		uint64(firstTo[5][uint8(c>>40)])<<40
	return (e & zeroBytes(t&(uint64(e)*ones))) << (6 * q)
}

// firstAt[i][c] is, in the mover's own numbering (his pits 0..5, then
// the opponent's 6..11 in sowing order), the pit where the first lap of c
// seeds from his pit i ends if it has fewer than twelve seeds; bigLap if
// it has twelve or more, emptyPit if it has none. firstBit[i][c] is that
// pit as a bit (1<<j for pit j), 0 for bigLap and emptyPit, and firstTo
// its low byte, the pit if it is in the mover's own row.
var firstAt, firstBit, firstTo = func() (at [6][256]uint8, bit [6][256]uint16, to [6][256]uint8) {
	for i := range 6 {
		at[i][0] = emptyPit
		for c := 1; c < len(at[i]); c++ {
			at[i][c] = bigLap
			if c < ringLen {
				at[i][c] = uint8((i + c) % ringLen)
				bit[i][c] = 1 << at[i][c]
				to[i][c] = uint8(bit[i][c])
			}
		}
	}
	return at, bit, to
}()

// moveAt returns the move starting at ring position k.
func moveAt(k int) bao.Move { return bao.Move{Pit: bao.PitAt(int(slotOf[k]))} }
