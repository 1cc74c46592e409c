package bao

import (
	"fmt"
	"strconv"
	"strings"
)

// Position text (see docs/interfaces.md):
//
//	four-row: <b8..b1>/<a8..a1>/<A1..A8>/<B1..B8> <side> <storeS>,<storeN> <houses> <restricted>
//	Bawo:     the four-row fields, then <moved> <gambit>
//	two-row:  <a6..a1>/<A1..A6> <side> <bankS>,<bankN>
//
// The rows are those of Geometry.Display; the houses field is present when
// the geometry has a house, the restricted field when it has one, and a pit
// count may carry a reserver letter ("5S") when pits can be reserved.

// ParseState reads a position in the position text of v and checks it for
// meaning: the generic checks of the geometry (see Geometry.Parse), then the
// variant's own when it implements Validator. Errors are *ParseError values
// that name the field at fault.
func ParseState(v Variant, text string) (State, error) {
	if v == nil {
		return State{}, errNoVariant
	}
	s, err := v.Geometry().Parse(text)
	if err != nil {
		return State{}, err
	}
	if err := Validate(v, s); err != nil {
		if pe, ok := err.(*ParseError); ok && pe.Text == "" {
			pe.Text = text
		}
		return State{}, err
	}
	return s, nil
}

// FormatState returns the canonical position text of s for variant v.
// A nil v gives "".
func FormatState(v Variant, s State) string {
	if v == nil {
		return ""
	}
	return v.Geometry().Format(s)
}

// Validate checks a state built by hand or read from text: the seed total and
// the fields of v's geometry, then the variant's own rules when v implements
// Validator. It returns nil or an error that matches ErrInvalidPosition.
func Validate(v Variant, s State) error {
	if v == nil {
		return errNoVariant
	}
	g := v.Geometry()
	if err := g.validate(&s); err != nil {
		return err
	}
	if val, ok := v.(Validator); ok {
		return val.Validate(s)
	}
	return nil
}

// validate makes the checks that every variant of geometry g shares.
func (g Geometry) validate(s *State) error {
	if s.Side > North {
		return Invalid("side", "player %d does not exist", s.Side)
	}
	for i, c := range s.Pits {
		x := PitAt(i)
		if !g.Contains(x) && c != 0 {
			return Invalid("pit slot "+strconv.Itoa(i), "%d seeds outside the board", c)
		}
	}
	if n := s.Seeds(); n != g.Seeds {
		return Invalid("seeds", "the position holds %d seeds, the variant %d", n, g.Seeds)
	}
	if g.House == 0 && (s.House[South] || s.House[North]) {
		return Invalid("houses", "the variant has no houses")
	}
	if !g.Restricted && s.Restricted != NoPit {
		return Invalid("restricted", "the variant has no restricted pit")
	}
	if s.Restricted != NoPit && !g.Contains(s.Restricted) {
		return Invalid("restricted", "%v is not a pit of this board", s.Restricted)
	}
	if s.Reserved[South]&s.Reserved[North] != 0 {
		return Invalid("reservations", "a pit is reserved by both players")
	}
	if !g.Flags && s.Moved != NoPlayers {
		return Invalid("moved", "the variant has no moved field")
	}
	if !g.Flags && s.Gambit != NoPlayers {
		return Invalid("gambit", "the variant has no gambit field")
	}
	if s.Moved > Both {
		return Invalid("moved", "%v is not a set of players", s.Moved)
	}
	if s.Gambit > Both {
		return Invalid("gambit", "%v is not a set of players", s.Gambit)
	}
	if !g.Reserve && s.Reserved != [2]uint32{} {
		return Invalid("reservations", "the variant has no reserved pits")
	}
	for p := South; p <= North; p++ {
		for i := range MaxPits {
			if s.Reserved[p]&(1<<i) != 0 && !g.Contains(PitAt(i)) {
				return Invalid("reservations", "slot %d is not a pit of this board", i)
			}
		}
	}
	return nil
}

// fields returns the number of space-separated fields of the position text.
func (g Geometry) fields() int {
	n := 3
	if g.House != 0 {
		n++
	}
	if g.Restricted {
		n++
	}
	if g.Flags {
		n += 2
	}
	return n
}

// rowName describes row i (0-based, in Display order) for error messages:
// "row 2 (a8..a1)".
func (g Geometry) rowName(i int, row []Pit) string {
	return "row " + strconv.Itoa(i+1) + " (" + row[0].String() + ".." + row[len(row)-1].String() + ")"
}

// Parse reads a position text of geometry g. Besides the syntax it checks
// what every variant shares: each count fits the seed total, the seeds add up
// to g.Seeds, the restricted pit is a pit of the board. Variant rules are
// checked by ParseState.
func (g Geometry) Parse(text string) (State, error) {
	var s State
	fail := func(kind error, field, format string, args ...any) (State, error) {
		pe := Invalid(field, format, args...).(*ParseError)
		pe.Text, pe.Err = text, kind
		return State{}, pe
	}
	if err := g.Check(); err != nil {
		return fail(ErrSyntax, "", "%v", err)
	}
	fields := strings.Split(text, " ")
	if len(fields) != g.fields() {
		return fail(ErrSyntax, "", "%d space-separated fields, want %d", len(fields), g.fields())
	}
	display := g.Display()
	rows := strings.Split(fields[0], "/")
	if len(rows) != len(display) {
		return fail(ErrSyntax, "board", "%d rows, want %d separated by '/'", len(rows), len(display))
	}
	for i, row := range rows {
		name := g.rowName(i, display[i])
		counts := strings.Split(row, ",")
		if len(counts) != g.Cols {
			return fail(ErrSyntax, name, "%d counts, want %d separated by ','", len(counts), g.Cols)
		}
		for j, c := range counts {
			x := display[i][j]
			field := name + ", pit " + x.String()
			if g.Reserve && len(c) > 1 {
				switch c[len(c)-1] {
				case 'S':
					s.Reserved[South] |= 1 << x.Index()
					c = c[:len(c)-1]
				case 'N':
					s.Reserved[North] |= 1 << x.Index()
					c = c[:len(c)-1]
				}
			}
			n, msg := count(c, g.Seeds)
			if msg != "" {
				return fail(ErrSyntax, field, "%s", msg)
			}
			s.Pits[x.Index()] = uint8(n)
		}
	}
	switch fields[1] {
	case "S":
		s.Side = South
	case "N":
		s.Side = North
	default:
		return fail(ErrSyntax, "side", "%q, want S or N", fields[1])
	}
	stores := strings.Split(fields[2], ",")
	if len(stores) != 2 {
		return fail(ErrSyntax, "stores", "%q, want two counts separated by ','", fields[2])
	}
	for p, c := range stores {
		n, msg := count(c, g.Seeds)
		if msg != "" {
			return fail(ErrSyntax, "stores", "%s store: %s", Player(p), msg)
		}
		s.Store[p] = uint8(n)
	}
	next := 3
	if g.House != 0 {
		switch fields[next] {
		case "SN":
			s.House = [2]bool{true, true}
		case "S":
			s.House = [2]bool{true, false}
		case "N":
			s.House = [2]bool{false, true}
		case "-":
		default:
			return fail(ErrSyntax, "houses", "%q, want SN, S, N or -", fields[next])
		}
		next++
	}
	if g.Restricted {
		if f := fields[next]; f != "-" {
			x, err := ParsePit(f)
			if err != nil || !g.Contains(x) {
				return fail(ErrSyntax, "restricted", "%q is not a pit label of this board (or -)", f)
			}
			s.Restricted = x
		}
		next++
	}
	if g.Flags {
		for i, name := range [2]string{"moved", "gambit"} {
			var set Players
			switch fields[next+i] {
			case "SN":
				set = Both
			case "S":
				set = OnlySouth
			case "N":
				set = OnlyNorth
			case "-":
			default:
				return fail(ErrSyntax, name, "%q, want SN, S, N or -", fields[next+i])
			}
			if i == 0 {
				s.Moved = set
			} else {
				s.Gambit = set
			}
		}
	}
	if n := s.Seeds(); n != g.Seeds {
		return fail(ErrInvalidPosition, "seeds", "the position holds %d seeds, want %d", n, g.Seeds)
	}
	return s, nil
}

// count reads a seed count written in plain decimal, at most max.
func count(c string, max int) (int, string) {
	if c == "" {
		return 0, "empty count"
	}
	for i := 0; i < len(c); i++ {
		if c[i] < '0' || c[i] > '9' {
			return 0, strconv.Quote(c) + " is not a count (plain decimal digits)"
		}
	}
	if len(c) > 1 && c[0] == '0' {
		return 0, strconv.Quote(c) + " has a leading zero"
	}
	if len(c) > 3 {
		return 0, strconv.Quote(c) + " is more than the " + strconv.Itoa(max) + " seeds of the game"
	}
	n, _ := strconv.Atoi(c)
	if n > max {
		return 0, strconv.Quote(c) + " is more than the " + strconv.Itoa(max) + " seeds of the game"
	}
	return n, ""
}

// Format returns the canonical position text of s.
func (g Geometry) Format(s State) string {
	var t textBuf
	return string(t[:t.put(g, &s)])
}

// ParseMove reads a move text, "<pit>[<|>][+]" followed by optional
// annotations ("*", "**", "#" or "~"), or a Bawo gambit, five pit labels of
// one player separated by ',' in canonical pit order ("A1,A8,B4,B5,B5"),
// without reference to a position. Use ReadMove to check it against a
// position.
func ParseMove(text string) (Move, Notes, error) {
	bad := func(format string, args ...any) (Move, Notes, error) {
		return Move{}, 0, &ParseError{Text: text, Field: "move", Msg: fmt.Sprintf(format, args...), Err: ErrSyntax}
	}
	if strings.Contains(text, ",") {
		return parseGambit(text, bad)
	}
	if len(text) < 2 {
		return bad("want a pit label such as A6, then an optional direction < or >")
	}
	x, err := ParsePit(text[:2])
	if err != nil {
		return bad("want a pit label (A1..A8, B1..B8, a1..a8, b1..b8) at the start")
	}
	m := Move{Pit: x}
	rest := text[2:]
	if rest != "" && (rest[0] == '<' || rest[0] == '>') {
		m.Dir = Left
		if rest[0] == '>' {
			m.Dir = Right
		}
		rest = rest[1:]
		if rest != "" && rest[0] == '+' {
			m.Safari = true
			rest = rest[1:]
		}
	}
	var notes Notes
	switch {
	case strings.HasPrefix(rest, "**"):
		notes |= Takasa | Takasia
		rest = rest[2:]
	case strings.HasPrefix(rest, "*"):
		notes |= Takasa
		rest = rest[1:]
	}
	switch {
	case strings.HasPrefix(rest, "#"):
		notes |= Win
		rest = rest[1:]
	case strings.HasPrefix(rest, "~"):
		notes |= Loss
		rest = rest[1:]
	}
	if rest != "" {
		return bad("unexpected %q after %q: want [<|>][+][*|**][#|~]", rest, text[:len(text)-len(rest)])
	}
	return m, notes, nil
}

// parseGambit reads the text of a gambit (Bawo BW14): five pit labels of
// one player separated by ',', in canonical pit order (front 1..8, then
// back 1..8), a label repeated once per seed.
func parseGambit(text string, bad func(string, ...any) (Move, Notes, error)) (Move, Notes, error) {
	labels := strings.Split(text, ",")
	if len(labels) != GambitSeeds {
		return bad("a gambit names %d pits separated by ',', not %d", GambitSeeds, len(labels))
	}
	var r [GambitSeeds]int
	var p Player
	for i, l := range labels {
		x, err := ParsePit(l)
		if err != nil {
			return bad("gambit pit %d: %q is not a pit label (A1..A8, B1..B8, a1..a8, b1..b8)", i+1, l)
		}
		r[i] = PitRank(x)
		if i == 0 {
			p = x.Player()
			continue
		}
		prev, _ := ParsePit(labels[i-1])
		if x.Player() != p {
			return bad("a gambit places seeds on one side: %v and %v are not", prev, x)
		}
		if r[i] < r[i-1] {
			return bad("gambit pits are written in canonical order (front 1..8, then back 1..8): %v comes before %v", x, prev)
		}
	}
	return GambitMove(p, rankGambit(r)), 0, nil
}
