package bao

import (
	"encoding/binary"
	"strconv"
)

// AppendFormat appends the canonical position text of s to b. A geometry
// whose board Check refuses (rows not 1..2 or pits per row not 1..8) is
// written with an empty board field.
//
// AppendFormat allocates only when b has to grow: it writes the text into
// a textBuf on the stack, the pits in the order of textOrders and each
// number from a table, and appends it to b at once.
func (g Geometry) AppendFormat(b []byte, s State) []byte {
	var t textBuf
	return append(b, t[:t.put(g, &s)]...)
}

// textBuf holds a position text: at most 32 pits of "255S,", then
// "S 255,255 SN Pit(255)", so that an index of type uint8 needs no bounds
// check, and room for the eight-byte writes of putText after the last.
type textBuf [256 + 8]byte

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
	return k
}

// putBoard writes the board field of s and the space after it at the start
// of t, and returns their length.
func (t *textBuf) putBoard(g Geometry, s *State) uint8 {
	t[0] = ' ' // the text of a board Check refuses, and no nil check below
	order := g.textOrder()
	// Only the reserved pits of the variants that reserve are written,
	// and a pit reserved by both players as South's, as State.ReservedBy
	// reports it.
	var reserved uint32
	if g.Reserve {
		reserved = s.Reserved[South] | s.Reserved[North]
	}
	pits := &s.Pits // no nil checks in the loop
	var k uint8
	for _, p := range order {
		x := p & (MaxPits - 1) // no bounds check, no shift of 32 or more
		k = t.putText(k, seedText[pits[x]])
		if reserved>>x&1 != 0 {
			// The letter goes before the ','.
			t[k-1] = 'N'
			if s.Reserved[South]>>x&1 != 0 {
				t[k-1] = 'S'
			}
			t[k] = ','
			k++
		}
		if p >= rowEnd {
			t[k-1] = '/'
		}
	}
	if k == 0 {
		return 1
	}
	t[k-1] = ' '
	return k
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

// textOrders[rows-1][cols-1] lists the pits of a board of rows and cols in
// the order of the position text, row after row of Geometry.Display, for
// every board that Geometry.Check accepts: the slot of the pit, plus rowEnd
// for the last of a row. It is built once, when the package is
// initialised, so that a Geometry stays a small value and formatting builds
// nothing.
var textOrders = func() (t [2][8][MaxPits]uint8) {
	for rows := 1; rows <= 2; rows++ {
		for cols := 1; cols <= 8; cols++ {
			k := 0
			for _, row := range (Geometry{Rows: rows, Cols: cols}).Display() {
				for _, x := range row {
					t[rows-1][cols-1][k] = uint8(x.Index())
					k++
				}
				t[rows-1][cols-1][k-1] |= rowEnd
			}
		}
	}
	return t
}()

// rowEnd marks the last pit of a row in textOrders.
const rowEnd = 0x80

// textOrder returns the pits of g in the order of the position text (see
// textOrders), or none if Check refuses its board.
func (g Geometry) textOrder() []uint8 {
	if uint(g.Rows-1) >= 2 || uint(g.Cols-1) >= 8 {
		return nil
	}
	return textOrders[g.Rows-1][g.Cols-1][:g.NumPits()]
}
