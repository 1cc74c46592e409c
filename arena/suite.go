package arena

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/lines"
)

// Limits of a Suite, which bound its memory.
const (
	// MaxSuiteOpenings bounds the openings of a Suite.
	MaxSuiteOpenings = 1 << 20
	// MaxSuiteLine bounds the length of a line of an openings file.
	MaxSuiteLine = 64 << 10
)

// A Suite is a list of openings that games are played from, in order
// (Config.Suite, TournamentConfig.Suite): opening i opens games 2i and
// 2i+1 of a run, whose players change seats, and round i of every
// pairing of a tournament. Its text form is the openings file of
// docs/interfaces.md ("Runs across machines"): one opening a line, read by
// ReadSuite and written by WriteTo.
type Suite struct {
	// Variant is the game of the openings.
	Variant bao.Variant
	// Openings are the openings, in the order games use them.
	Openings []Opening
}

// An Opening is where the players of a game take over: a position, or
// moves played from one. Its text is a position text (the position, the
// game's start: a record of it says so in its field "start"), or "moves"
// and the moves from the variant's start position (`moves A7>* a6<*`),
// which the game plays first and a record holds as its first Opening
// moves. Neither may end the game.
type Opening struct {
	// Start is the position the game starts from in position text, ""
	// for the variant's start position.
	Start string
	// Moves are the moves the game plays from Start before the players
	// take over, in move text with annotations as records write them
	// ("A7>*"); nil for an opening given as a position.
	Moves []string

	played []bao.Played // Moves as the game loop plays them
	start  bao.State    // Start's position
	end    bao.State    // the position after Moves
}

// String returns the opening's line: its position text, or "moves" and
// its moves.
func (o *Opening) String() string {
	if o.Start != "" {
		return o.Start
	}
	return strings.Join(append([]string{"moves"}, o.Moves...), " ")
}

// ParseOpening reads the text of an opening of v: a position text, or
// "moves" followed by move texts separated by spaces (annotations, where
// written, are checked, and the Opening holds them all). The error says
// what is wrong: a position or move that does not parse, an illegal
// move (by its number and text), a game over at the opening's end.
func ParseOpening(v bao.Variant, text string) (Opening, error) {
	if v == nil {
		return Opening{}, fmt.Errorf("arena: opening: no variant")
	}
	var o Opening
	if rest, ok := strings.CutPrefix(text, "moves"); ok && (rest == "" || rest[0] == ' ') {
		s := v.Start()
		o.start = s
		for i, m := range strings.Fields(rest) {
			if v.Outcome(s).Over() {
				return Opening{}, fmt.Errorf("move %d, %q: the game is over before it", i+1, m)
			}
			mv, t, err := bao.ReadMove(v, s, m)
			if err != nil {
				return Opening{}, fmt.Errorf("move %d, %q: %v", i+1, m, err)
			}
			notes := bao.Annotate(v, s, mv, t)
			o.played = append(o.played, bao.Played{Move: mv, Side: s.Side, Notes: notes})
			o.Moves = append(o.Moves, newText(mv, notes))
			s = t
		}
		o.end = s
	} else {
		s, err := bao.ParseState(v, text)
		if err != nil {
			return Opening{}, err
		}
		o.start, o.end = s, s
		if s != v.Start() {
			o.Start = bao.FormatState(v, s)
		}
	}
	if v.Outcome(o.end).Over() {
		return Opening{}, fmt.Errorf("the game is over at the opening's end")
	}
	if len(v.Legal(o.end, nil)) == 0 {
		return Opening{}, fmt.Errorf("no legal move at the opening's end")
	}
	return o, nil
}

// ReadSuite reads an openings file of v from r: one opening a line
// (ParseOpening), ending in "\n" or "\r\n"; empty lines and lines that
// start with "#" are left out. Its errors name the line: an opening that
// does not parse, a line longer than MaxSuiteLine, more than
// MaxSuiteOpenings openings, or none at all.
func ReadSuite(v bao.Variant, r io.Reader) (*Suite, error) {
	s := &Suite{Variant: v}
	rd := lines.NewReader(r, MaxSuiteLine)
	for n := 1; ; n++ {
		line, size, err := rd.Read()
		switch {
		case err == io.EOF && size == 0:
			if len(s.Openings) == 0 {
				return nil, fmt.Errorf("no opening")
			}
			return s, nil
		case err != nil && err != io.EOF:
			return nil, err
		case size > MaxSuiteLine:
			return nil, fmt.Errorf("line %d: %d bytes, more than an opening's %d", n, size, MaxSuiteLine)
		}
		text := strings.TrimSpace(string(line))
		if text == "" || text[0] == '#' {
			continue
		}
		if len(s.Openings) == MaxSuiteOpenings {
			return nil, fmt.Errorf("line %d: more than %d openings", n, MaxSuiteOpenings)
		}
		o, err := ParseOpening(v, text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, trimPrefix(err))
		}
		s.Openings = append(s.Openings, o)
	}
}

// WriteTo writes the openings file of s: one line per opening
// (Opening.String), each ending in "\n".
func (s *Suite) WriteTo(w io.Writer) (int64, error) {
	bw := bufio.NewWriter(w)
	var n int64
	for i := range s.Openings {
		k, err := fmt.Fprintln(bw, s.Openings[i].String())
		n += int64(k)
		if err != nil {
			return n, err
		}
	}
	return n, bw.Flush()
}

// Len returns the number of openings of s; 0 for a nil Suite.
func (s *Suite) Len() int {
	if s == nil {
		return 0
	}
	return len(s.Openings)
}

// opening returns opening i of s, or nil when s is nil.
func (s *Suite) opening(i int) *Opening {
	if s == nil {
		return nil
	}
	return &s.Openings[i]
}

// longest returns the number of moves of the longest opening of s.
func (s *Suite) longest() int {
	n := 0
	for i := range s.Len() {
		n = max(n, len(s.Openings[i].Moves))
	}
	return n
}

// check reports whether s can open the games of a run of v with games
// pairs of games (rounds of a tournament) and the ply cap maxPlies
// (negative: none).
func (s *Suite) check(v bao.Variant, pairs, maxPlies int) error {
	switch {
	case s.Variant == nil || v == nil || s.Variant.Name() != v.Name():
		return fmt.Errorf("arena: openings of %v for a run of %v", s.Variant, v)
	case len(s.Openings) == 0:
		return fmt.Errorf("arena: an openings file with no opening")
	case pairs > len(s.Openings):
		return fmt.Errorf("arena: %d openings for %d game pairs: each opening is played once per pair of seats", len(s.Openings), pairs)
	case maxPlies >= 0 && maxPlies <= s.longest():
		return fmt.Errorf("arena: a ply cap of %d with openings of up to %d moves", maxPlies, s.longest())
	}
	return nil
}

// BalancedSuite returns the first count balanced openings of a run of v
// with the master seed master, openings random plies and b (those of
// DrawOpenings, whose draw it returns too) as a Suite of openings given
// by their moves: a run from it (Config.Suite) with the same seed plays
// the games of the run with Openings and Balanced, byte for byte. The
// proofs are spread over workers goroutines as in DrawOpenings.
func BalancedSuite(ctx context.Context, v bao.Variant, master uint64, openings int, b Balance, count, workers int) (*Suite, *OpeningDraw, error) {
	if count < 1 || count > MaxSuiteOpenings {
		return nil, nil, fmt.Errorf("arena: a suite of %d openings (want 1 to %d)", count, MaxSuiteOpenings)
	}
	d, err := DrawOpenings(ctx, v, master, openings, b, count, workers)
	if err != nil {
		return nil, d, err
	}
	g, err := newGamerOf(v, []string{"random", "random"}, openings, openings, 0)
	if err != nil {
		return nil, d, err
	}
	s := &Suite{Variant: v}
	for _, k := range d.Pairs {
		var r Record
		if err := g.play(ctx, [2]int{0, 1}, bao.South, 0, OpeningSeed(master, k), nil, &r); err != nil {
			return nil, d, err
		}
		r.makeMoves(nil)
		o, err := ParseOpening(v, strings.Join(append([]string{"moves"}, r.Moves...), " "))
		if err != nil {
			return nil, d, fmt.Errorf("arena: balanced opening %d: %w", len(s.Openings), err)
		}
		s.Openings = append(s.Openings, o)
	}
	return s, d, nil
}
