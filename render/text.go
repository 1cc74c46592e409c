package render

import (
	"slices"
	"strconv"
	"strings"

	"github.com/bao-games/bao"
)

// Text returns the text diagram of s under v, one line per row and a last
// line for the side to move and the fields beside the pits, each line ending
// in a newline. See the package documentation for the exact form.
//
// A nil v gives "".
func Text(v bao.Variant, s bao.State) string {
	if v == nil {
		return ""
	}
	return TextGeometry(v.Geometry(), s)
}

// TextGeometry is Text for a board described by g alone.
func TextGeometry(g bao.Geometry, s bao.State) string {
	return textFrom(g, s, bao.South, false)
}

// TextFrom is Text as the player seat sees the board from his side: for
// South it is Text; for North the diagram is turned round (North's rows at
// the bottom, his front row left to right a1..a8, South's rows on top). The
// last line is the same in both.
func TextFrom(v bao.Variant, s bao.State, seat bao.Player) string {
	if v == nil {
		return ""
	}
	return textFrom(v.Geometry(), s, seat, false)
}

func textFrom(g bao.Geometry, s bao.State, seat bao.Player, mark bool) string {
	rows := g.Display()
	if seat == bao.North {
		slices.Reverse(rows)
		for _, r := range rows {
			slices.Reverse(r)
		}
	}
	cells := make([][]string, len(rows))
	width := len(strconv.Itoa(g.Seeds))
	for i, row := range rows {
		for _, x := range row {
			c := cell(g, s, x, mark)
			width = max(width, len(c))
			cells[i] = append(cells[i], c)
		}
	}
	var b strings.Builder
	for i, row := range rows {
		b.WriteString(rowLabel(row))
		b.WriteByte(' ')
		for _, c := range cells[i] {
			b.WriteByte(' ')
			b.WriteString(strings.Repeat(" ", width-len(c)))
			b.WriteString(c)
		}
		b.WriteByte('\n')
	}
	b.WriteString(Status(g, s))
	b.WriteByte('\n')
	return b.String()
}

// Status returns the last line of the text diagram, without a newline:
// "South to move, stores 22/22, houses SN, restricted -" (Bawo adds
// ", moved -, gambit -").
func Status(g bao.Geometry, s bao.State) string {
	var b strings.Builder
	b.WriteString(s.Side.String())
	b.WriteString(" to move, ")
	b.WriteString(storeWord(g) + "s ")
	b.WriteString(strconv.Itoa(int(s.Store[bao.South])))
	b.WriteByte('/')
	b.WriteString(strconv.Itoa(int(s.Store[bao.North])))
	if g.House != 0 {
		b.WriteString(", houses ")
		b.WriteString(houses(s))
	}
	if g.Restricted {
		b.WriteString(", restricted ")
		b.WriteString(s.Restricted.String())
	}
	if g.Flags {
		b.WriteString(", moved ")
		b.WriteString(s.Moved.String())
		b.WriteString(", gambit ")
		b.WriteString(s.Gambit.String())
	}
	return b.String()
}

// cell returns the text of pit x: its count, with the reserver's letter
// when it is reserved, and with mark HouseMark when it is a house its owner
// still has.
func cell(g bao.Geometry, s bao.State, x bao.Pit, mark bool) string {
	c := strconv.Itoa(int(s.Pits[x.Index()]))
	if mark && isHouse(g, x) && s.House[x.Player()] {
		c += HouseMark
	}
	if g.Reserve {
		if p, ok := s.ReservedBy(x); ok {
			c += string(p.Letter())
		}
	}
	return c
}

// HouseMark follows the count of a house in the diagram of TextWith with
// MarkHouses while its owner still has it: "6H".
const HouseMark = "H"

// TextOptions say how TextWith draws a board.
type TextOptions struct {
	// Seat is the player from whose side the board is seen (TextFrom).
	Seat bao.Player
	// MarkHouses writes HouseMark after the count of each house that its
	// owner still has ("6H"), so that a reader sees where the houses are.
	// The rules documents' diagrams (Text) do not mark them.
	MarkHouses bool
}

// TextWith is TextFrom with options: the diagram as opt.Seat sees it,
// with the houses marked when opt.MarkHouses is set. A nil v gives "".
func TextWith(v bao.Variant, s bao.State, opt TextOptions) string {
	if v == nil {
		return ""
	}
	return textFrom(v.Geometry(), s, opt.Seat, opt.MarkHouses)
}

// rowLabel returns "a8..a1": the labels of the first and last pit of a
// display row.
func rowLabel(row []bao.Pit) string {
	return row[0].String() + ".." + row[len(row)-1].String()
}

// storeWord names the seeds a player holds off the board: "store" on a
// board where each player owns two rows (seeds still to be entered),
// "bank" on a board of two rows (seeds taken off for good).
func storeWord(g bao.Geometry) string {
	if g.Rows == 2 {
		return "store"
	}
	return "bank"
}

// houses returns the houses field of the position text: "SN", "S", "N", "-".
func houses(s bao.State) string {
	switch {
	case s.House[bao.South] && s.House[bao.North]:
		return "SN"
	case s.House[bao.South]:
		return "S"
	case s.House[bao.North]:
		return "N"
	}
	return "-"
}
