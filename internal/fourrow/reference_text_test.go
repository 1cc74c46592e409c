package fourrow_test

import (
	"fmt"
	"strconv"
	"strings"
)

// The position text of docs/interfaces.md section 2, read and written by
// the naive reference itself:
//
//	<b8..b1>/<a8..a1>/<A1..A8>/<B1..B8> <side> <storeS>,<storeN> <houses> <restricted>
//
// and Bawo's, which adds two fields (bawo.md section 5):
//
//	... <restricted> <moved> <gambit>
//
// The reader is for tests: it checks the form, not every point of validity.

// refPitLabel is the label of player's pit x: A/B for South, a/b for North.
func refPitLabel(player int, x refPit) string {
	letter := "A"
	if x.back {
		letter = "B"
	}
	if player == north {
		letter = strings.ToLower(letter)
	}
	return letter + strconv.Itoa(x.n)
}

// refRows says which player's row each of the four rows of the text is,
// and whether it is written from pit 8 down to pit 1.
var refRows = [4]struct {
	player int
	back   bool
	down   bool
}{
	{north, true, true},   // b8..b1
	{north, false, true},  // a8..a1
	{south, false, false}, // A1..A8
	{south, true, false},  // B1..B8
}

// refParse reads a position text.
func refParse(text string) (refPos, error) {
	var p refPos
	f := strings.Split(text, " ")
	if len(f) != 5 && len(f) != 7 {
		return p, fmt.Errorf("%q: %d fields, want 5 (7 for Bawo)", text, len(f))
	}
	if len(f) == 7 {
		p.bawo = true
		var err error
		if p.moved, err = refPlayers(f[5]); err != nil {
			return p, fmt.Errorf("%q: moved: %v", text, err)
		}
		if p.gambit, err = refPlayers(f[6]); err != nil {
			return p, fmt.Errorf("%q: gambit: %v", text, err)
		}
	}
	rows := strings.Split(f[0], "/")
	if len(rows) != 4 {
		return p, fmt.Errorf("%q: %d rows, want 4", text, len(rows))
	}
	for i, row := range rows {
		counts := strings.Split(row, ",")
		if len(counts) != 8 {
			return p, fmt.Errorf("%q: row %d has %d counts", text, i+1, len(counts))
		}
		for j, c := range counts {
			v, err := strconv.Atoi(c)
			if err != nil || v < 0 {
				return p, fmt.Errorf("%q: row %d: bad count %q", text, i+1, c)
			}
			n := j + 1
			if refRows[i].down {
				n = 8 - j
			}
			*p.count(refRows[i].player, refPit{back: refRows[i].back, n: n}) = v
		}
	}
	switch f[1] {
	case "S":
		p.side = south
	case "N":
		p.side = north
	default:
		return p, fmt.Errorf("%q: bad side %q", text, f[1])
	}
	stores := strings.Split(f[2], ",")
	if len(stores) != 2 {
		return p, fmt.Errorf("%q: bad stores %q", text, f[2])
	}
	for i, s := range stores {
		v, err := strconv.Atoi(s)
		if err != nil || v < 0 {
			return p, fmt.Errorf("%q: bad store %q", text, s)
		}
		p.store[i] = v
	}
	var err error
	if p.owns, err = refPlayers(f[3]); err != nil {
		return p, fmt.Errorf("%q: houses: %v", text, err)
	}
	if f[4] != "-" {
		r := f[4]
		if len(r) != 2 || r[1] < '1' || r[1] > '8' || (r[0] != 'A' && r[0] != 'a') {
			return p, fmt.Errorf("%q: bad restricted pit %q", text, r)
		}
		p.restricted = refRestricted{player: south, n: int(r[1] - '0')}
		if r[0] == 'a' {
			p.restricted.player = north
		}
	}
	return p, nil
}

// refFormat writes a position text.
func refFormat(p refPos) string {
	var b strings.Builder
	for i, row := range refRows {
		if i > 0 {
			b.WriteByte('/')
		}
		for j := range 8 {
			if j > 0 {
				b.WriteByte(',')
			}
			n := j + 1
			if row.down {
				n = 8 - j
			}
			b.WriteString(strconv.Itoa(*p.count(row.player, refPit{back: row.back, n: n})))
		}
	}
	b.WriteString([]string{" S ", " N "}[p.side])
	fmt.Fprintf(&b, "%d,%d ", p.store[south], p.store[north])
	b.WriteString(refPlayersText(p.owns))
	b.WriteByte(' ')
	if p.restricted.n == 0 {
		b.WriteString("-")
	} else {
		b.WriteString(refPitLabel(p.restricted.player, refPit{n: p.restricted.n}))
	}
	if p.bawo {
		b.WriteString(" " + refPlayersText(p.moved) + " " + refPlayersText(p.gambit))
	}
	return b.String()
}

// refPlayers reads a field that names players: "SN", "S", "N" or "-".
func refPlayers(field string) ([2]bool, error) {
	switch field {
	case "SN":
		return [2]bool{true, true}, nil
	case "S":
		return [2]bool{true, false}, nil
	case "N":
		return [2]bool{false, true}, nil
	case "-":
		return [2]bool{}, nil
	}
	return [2]bool{}, fmt.Errorf("bad players %q", field)
}

// refPlayersText writes a field that names players.
func refPlayersText(who [2]bool) string {
	switch {
	case who[south] && who[north]:
		return "SN"
	case who[south]:
		return "S"
	case who[north]:
		return "N"
	}
	return "-"
}
