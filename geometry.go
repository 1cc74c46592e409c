package bao

import "fmt"

// Geometry describes a variant's board and what its positions hold. The
// position text, pit labels and drawings of this module are all driven by
// it, so they work for every variant without special cases.
type Geometry struct {
	// Rows is the number of rows each player owns: 2 for the four-row
	// games, 1 for a two-row board.
	Rows int
	// Cols is the number of pits in a row, 1..8.
	Cols int
	// Seeds is the number of seeds in pits and stores in every state.
	Seeds int
	// House is the number (1..Cols) of the front pit that is each player's
	// house, or 0 if the variant has none. With a house the position text
	// has a houses field ("SN", "S", "N", "-").
	House int
	// Restricted reports whether the position text has a restricted-pit
	// field (takasia, hizi zetu).
	Restricted bool
	// Reserve reports whether pits can be reserved by a player, written as
	// the player's letter after the pit count ("5S").
	Reserve bool
	// Flags reports whether the position text ends with Bawo's moved and
	// gambit fields (State.Moved, State.Gambit: "SN", "S", "N", "-").
	Flags bool
}

// Check reports whether g describes a board this module can hold.
func (g Geometry) Check() error {
	switch {
	case g.Rows != 1 && g.Rows != 2:
		return fmt.Errorf("bao: geometry: %d rows per player, want 1 or 2", g.Rows)
	case g.Cols < 1 || g.Cols > 8:
		return fmt.Errorf("bao: geometry: %d pits per row, want 1..8", g.Cols)
	case g.Seeds < 0 || g.Seeds > 255:
		return fmt.Errorf("bao: geometry: %d seeds, want 0..255", g.Seeds)
	case g.House < 0 || g.House > g.Cols:
		return fmt.Errorf("bao: geometry: house at pit %d of %d", g.House, g.Cols)
	}
	return nil
}

// NumPits returns the number of pits on the board.
func (g Geometry) NumPits() int { return 2 * g.Rows * g.Cols }

// Contains reports whether x is a pit of this board.
func (g Geometry) Contains(x Pit) bool {
	return x.Valid() && x.Row() < g.Rows && x.Number() <= g.Cols
}

// Pits returns the pits of player p in canonical order: front row 1..Cols,
// then back row 1..Cols.
func (g Geometry) Pits(p Player) []Pit {
	out := make([]Pit, 0, g.Rows*g.Cols)
	for row := range g.Rows {
		for n := 1; n <= g.Cols; n++ {
			out = append(out, PitOf(p, row, n))
		}
	}
	return out
}

// Opposite returns the pit facing front pit x across the middle of the
// board (A1 faces a8 on a board of eight columns), or NoPit for a back pit.
func (g Geometry) Opposite(x Pit) Pit {
	if !g.Contains(x) || x.Row() != 0 {
		return NoPit
	}
	return PitOf(x.Player().Other(), 0, g.Cols+1-x.Number())
}

// Display returns the rows of the board as seen from South's seat, top to
// bottom: North's rows from back to front, then South's from front to back.
// Each row lists its pits left to right as South sees them. This is the
// order of the position text.
func (g Geometry) Display() [][]Pit {
	var rows [][]Pit
	for row := g.Rows - 1; row >= 0; row-- {
		r := make([]Pit, 0, g.Cols)
		for n := g.Cols; n >= 1; n-- {
			r = append(r, PitOf(North, row, n))
		}
		rows = append(rows, r)
	}
	for row := range g.Rows {
		r := make([]Pit, 0, g.Cols)
		for n := 1; n <= g.Cols; n++ {
			r = append(r, PitOf(South, row, n))
		}
		rows = append(rows, r)
	}
	return rows
}
