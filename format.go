package bao

import (
	"encoding/binary"
	"math/bits"
	"strconv"
)

// AppendFormat appends the canonical position text of s to b. A geometry
// whose board Check refuses (rows not 1..2 or pits per row not 1..8) is
// written with an empty board field.
//
// AppendFormat allocates only when b has to grow (or to write a
// restricted pit that is not a valid Pit): it writes the text into a
// textBuf on the stack, row by row as textBoards describes them, and
// appends it to b at once.
func (g Geometry) AppendFormat(b []byte, s State) []byte {
	var t textBuf
	return append(b, t[:t.put(g, &s)]...)
}

// textBuf holds a position text: at most 32 pits of "255S,", then
// "S 255,255 SN Pit(255) SN SN", so that an index of type uint8 needs no bounds
// check, and room for the writes of putText and putDigits after the last.
type textBuf [256 + 16]byte

// put writes the position text of s at the start of t and returns its
// length.
func (t *textBuf) put(g Geometry, s *State) uint8 {
	k := t.putBoard(g, s)
	t[k], t[k+1] = s.Side.Letter(), ' '
	k = t.putText(k+2, seedText[s.Store[South]])   // with its ','
	k = t.putText(k, seedText[s.Store[North]]) - 1 // without
	if g.House != 0 {
		h := 0
		if s.House[South] {
			h |= 1
		}
		if s.House[North] {
			h |= 2
		}
		k = t.putText(k, houseText[h])
	}
	if g.Restricted {
		t[k] = ' '
		k++
		switch x := s.Restricted; {
		case x == NoPit:
			t[k] = '-'
			k++
		case x.Valid():
			k += uint8(len(x.AppendText(t[k:k]))) // in place: t has room
		default:
			k += uint8(copy(t[k:], x.String()))
		}
	}
	if g.Flags {
		k = t.putText(k, playersText(s.Moved))
		k = t.putText(k, playersText(s.Gambit))
	}
	return k
}

// playersText returns the entry for putText of a moved or gambit field and
// the space before it.
func playersText(s Players) uint64 {
	if s <= Both {
		return houseText[s]
	}
	return textEntry(" P(" + strconv.Itoa(int(s)) + ")")
}

// putBoard writes the board field of s and the space after it at the start
// of t, and returns their length.
func (t *textBuf) putBoard(g Geometry, s *State) uint8 {
	t[0] = ' ' // the text of a board Check refuses, and no nil check below
	board := g.textBoard()
	if board == nil {
		return 1
	}
	// Only the reserved pits of the variants that reserve are written,
	// and a pit reserved by both players as South's, as State.ReservedBy
	// reports it.
	var reserved uint32
	if g.Reserve {
		reserved = s.Reserved[South] | s.Reserved[North]
	}
	var k uint8
	for i := range 2 * g.Rows {
		r := &board.rows[i&3]
		// The counts of the row, first pit in the low byte (see
		// textRow; &24 spares a bounds check).
		v := binary.LittleEndian.Uint64(s.Pits[r.block&24:])
		if r.reverse {
			v = bits.ReverseBytes64(v)
		}
		v = v >> (r.shift & 63) & board.keep
		// A byte b above 9 sets its top bit in b or in b+0x76 (a carry
		// out of a byte above 137 can only set more).
		if reserved&r.slots == 0 && (v+0x7676767676767676|v)&0x8080808080808080 == 0 {
			// No pit reserved and no count above 9, the usual row: all
			// the pits at once.
			k = t.putDigits(k, v, uint8(g.Cols))
		} else if reserved&r.slots == 0 {
			// No pit reserved: pit by pit from v.
			for range g.Cols {
				k = t.putText(k, seedText[uint8(v)])
				v >>= 8
			}
		} else {
			// Some pit reserved (Bao Kingulu): pit by pit by slot.
			for _, x := range r.pits[:g.Cols] {
				x &= MaxPits - 1 // no bounds check, no shift of 32 or more
				k = t.putText(k, seedText[s.Pits[x]])
				if reserved>>x&1 != 0 {
					// The letter goes before the ','.
					t[k-1] = 'N'
					if s.Reserved[South]>>x&1 != 0 {
						t[k-1] = 'S'
					}
					t[k] = ','
					k++
				}
			}
		}
		t[k-1] = '/'
	}
	t[k-1] = ' '
	return k
}

// putDigits writes the n counts, 0..9, of the bytes of v, lowest first, at
// t[k], each as a digit and a ',', and returns the index after them. It
// writes sixteen bytes: those after the text are overwritten next or not
// part of the result.
func (t *textBuf) putDigits(k uint8, v uint64, n uint8) uint8 {
	const digits = 0x2c302c302c302c30 // "0,0,0,0,"
	binary.LittleEndian.PutUint64(t[k:], spread(uint32(v))+digits)
	binary.LittleEndian.PutUint64(t[k+8:], spread(uint32(v>>32))+digits)
	return k + 2*n
}

// spread returns the four bytes of x, each in the low byte of its own
// 16-bit lane.
func spread(x uint32) uint64 {
	v := uint64(x)
	v = (v | v<<16) & 0x0000ffff0000ffff
	return (v | v<<8) & 0x00ff00ff00ff00ff
}

// putText writes the text of a table entry d of seedText or houseText at
// t[k] and returns the index after it. It writes eight bytes: those after
// the text are overwritten next or not part of the result.
func (t *textBuf) putText(k uint8, d uint64) uint8 {
	binary.LittleEndian.PutUint64(t[k:], d)
	return k + uint8(d>>56)
}

// textEntry packs a text of at most seven bytes for putText: the text in
// the low bytes, first byte lowest, and its length in the high byte.
func textEntry(text string) uint64 {
	var d uint64
	for i := len(text) - 1; i >= 0; i-- {
		d = d<<8 | uint64(text[i])
	}
	return d | uint64(len(text))<<56
}

// seedText[n] is the entry for putText of n in decimal followed by a ',':
// a position text writes a number per pit.
var seedText = func() (t [256]uint64) {
	for n := range t {
		t[n] = textEntry(strconv.Itoa(n) + ",")
	}
	return t
}()

// houseText[h] is the entry for putText of the houses field and the space
// before it, h holding 1 when South has his house and 2 when North has.
var houseText = [4]uint64{textEntry(" -"), textEntry(" S"), textEntry(" N"), textEntry(" SN")}

// textRow is a row of the board field of the position text. The pits of a
// row are a run of slots in one block of eight slots of State.Pits, upwards
// or downwards, so the block read as a little-endian number, byte-reversed
// when the slots run downwards and shifted right by shift bits, holds the
// counts of the row in the order they are written, first lowest.
type textRow struct {
	pits    [8]uint8 // the slots of the pits, in the order written
	slots   uint32   // a bit per slot of the row, as in State.Reserved
	block   uint8    // the first slot of the block
	shift   uint8    // the shift, a multiple of 8
	reverse bool     // whether the slots run downwards
}

// textBoard is the board field of the position text of a board shape.
type textBoard struct {
	rows [4]textRow // the rows of Geometry.Display, top to bottom
	keep uint64     // a byte 0xff for each pit of a row, lowest first
}

// textBoards[rows-1][cols-1] describes the board field of a board of rows
// and cols, for every board that Geometry.Check accepts. It is built once,
// when the package is initialised, so that a Geometry stays a small value
// and formatting builds nothing.
var textBoards = func() (t [2][8]textBoard) {
	for rows := 1; rows <= 2; rows++ {
		for cols := 1; cols <= 8; cols++ {
			board := &t[rows-1][cols-1]
			board.keep = ^uint64(0) >> (64 - 8*cols)
			for i, row := range (Geometry{Rows: rows, Cols: cols}).Display() {
				r := &board.rows[i]
				first, last := row[0].Index(), row[len(row)-1].Index()
				r.block = uint8(first &^ 7)
				r.reverse = last < first
				step := 1
				r.shift = uint8(8 * (first & 7))
				if r.reverse {
					step, r.shift = -1, uint8(8*(7-first&7))
				}
				for j, x := range row {
					if x.Index()&^7 != int(r.block) || x.Index() != first+j*step {
						panic("bao: a row of the position text is not a run of slots in a block of eight")
					}
					r.pits[j] = uint8(x.Index())
					r.slots |= 1 << x.Index()
				}
			}
		}
	}
	return t
}()

// textBoard returns the description of the board field of g, or nil if
// Check refuses its board.
func (g Geometry) textBoard() *textBoard {
	if uint(g.Rows-1) >= 2 || uint(g.Cols-1) >= 8 {
		return nil
	}
	return &textBoards[g.Rows-1][g.Cols-1]
}
