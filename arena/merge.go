package arena

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/bao-games/bao/record"
)

// KeptRecords checks that the complete record lines data (a file being
// resumed, whose partial last line was dropped) are the first games of a
// run that plays games first, first+step, ... below total (a shard's),
// each accepted by check (which returns nil, or says how the record
// differs from the run's) and replayed (Record.Replay: its moves legal,
// its plies, result and final position theirs), and returns the number of
// the game after the last and the length of the lines to keep: all of
// them. A record of a game at or beyond total (a file of a longer run) is
// an error wrapping ErrBeyond, since a run resumed only appends. Its
// errors are *KeptError.
func KeptRecords(data []byte, first, step, total int, check func(r *Record) error) (from, keep int, err error) {
	if len(data) > 0 && data[len(data)-1] != '\n' { // a last line given without its newline
		data = append(data[:len(data):len(data)], '\n')
	}
	from, k, err := KeptRecordsFrom(bytes.NewReader(data), first, step, total, check)
	return from, int(k), err
}

// MaxKeptLine bounds the length of a line KeptRecordsFrom reads:
// record.MaxLine.
const MaxKeptLine = record.MaxLine

// KeptRecordsFrom is KeptRecords reading the lines from r one at a time
// (record.FileReader, the one reader of records files), so that its
// memory does not grow with the file: a partial last line (no newline: a
// run interrupted as it wrote) is left out of keep, and a line longer
// than MaxKeptLine is an error.
func KeptRecordsFrom(r io.Reader, first, step, total int, check func(r *Record) error) (from int, keep int64, err error) {
	return keptFrom(r, first, func(g int) int { return g + step }, total, check)
}

// KeptBlocksFrom is KeptRecordsFrom for the run c, a shard that plays
// blocks of games (Config.Block): the records must be its first games in
// order (BlockGame(0), BlockGame(1), ...), each accepted by check, and
// from, the number of the game after the last, is the Config.From that
// resumes it.
func (c *Config) KeptBlocksFrom(r io.Reader, check func(r *Record) error) (from int, keep int64, err error) {
	j := 0
	return keptFrom(r, c.BlockGame(0), func(int) int { j++; return c.BlockGame(j) }, c.Games, check)
}

// keptFrom is KeptRecordsFrom with the games first, next(first),
// next(next(first)), ...
func keptFrom(r io.Reader, first int, next func(int) int, total int, check func(r *Record) error) (from int, keep int64, err error) {
	fr := record.NewFileReader(r)
	want := first
	for {
		line, err := fr.Next()
		switch {
		case err == io.EOF || errors.Is(err, record.ErrPartialLine):
			return want, fr.Offset(), nil // the end, or a partial last line
		case err != nil && fr.Line() > 0:
			return 0, 0, &KeptError{Line: fr.Line(), Game: -1, Want: want, Err: err}
		case err != nil:
			return 0, 0, err
		}
		n := fr.Line()
		r, err := ParseRecord(line)
		if err != nil {
			return 0, 0, &KeptError{Line: n, Game: -1, Want: want, Err: err}
		}
		// The record's own validity first, as every reader of records
		// checks it (the same message), then the run's.
		if _, err := r.Replay(); err != nil {
			return 0, 0, &KeptError{Line: n, Game: r.Game, Want: want, Err: err}
		}
		if r.Game != want {
			return 0, 0, &KeptError{Line: n, Game: r.Game, Want: want}
		}
		if r.Game >= total {
			return 0, 0, &KeptError{Line: n, Game: r.Game, Want: want, Err: ErrBeyond}
		}
		if err := check(r); err != nil {
			if errors.Is(err, ErrTooFewBalanced) || errors.Is(err, ErrStopped) || errors.Is(err, context.Canceled) {
				return 0, 0, err // the run's own failure (its openings), not the line's
			}
			return 0, 0, &KeptError{Line: n, Game: r.Game, Want: want, Err: err}
		}
		want = next(want)
	}
}

// ErrBeyond is wrapped by the *KeptError of KeptRecords for a record of a
// game the run does not reach (a file of a run of more games).
var ErrBeyond = errors.New("a game beyond the run's last")

// KeptError says why the record lines given to KeptRecords are not the
// first games of the run.
type KeptError struct {
	Line int // the line, from 1
	Game int // the number of its game; -1 when it is not a record
	Want int // the number of the game the run has there
	// Err is the decoder's error for a line that is not a record, the
	// check's error for a record that is not the run's, and nil for a
	// record of another game (Game is not Want).
	Err error
}

// Error says which line is not the run's and why, without the file's
// name, which the caller adds.
func (e *KeptError) Error() string {
	switch {
	case e.Game < 0:
		return fmt.Sprintf("line %d is not a record: %v", e.Line, e.Err)
	case e.Err == nil:
		return fmt.Sprintf("line %d is game %d, want game %d: not written by this run", e.Line, e.Game, e.Want)
	case errors.Is(e.Err, ErrBeyond):
		return fmt.Sprintf("line %d is game %d, beyond the run's last game (%d)", e.Line, e.Game, e.Want-1)
	}
	return fmt.Sprintf("line %d (game %d) was not written by this run: %v", e.Line, e.Game, e.Err)
}

// Unwrap returns Err.
func (e *KeptError) Unwrap() error { return e.Err }

// Merge merges the record files of the shards of a run (Config.Shard),
// each in game order, by game number: it gives their lines in the order
// of one run's file, checking that no game is in two files, and counts
// the games missing between them (and, with Missing, after the last).
// Its errors name the file and the line.
type Merge struct {
	ins     []*mergeInput
	summary bool
	sum     *Summary
	last    *mergeInput // the input of the line Next gave last
	want    int         // the game after the last given
	miss    Gaps
	match   int // the match of the last game, and the game's number in it
	k       int
	run     *mergeRun // what the first record says of the run, which every other must share
	// Suite, when not nil, is the openings file of the run (Config.Suite):
	// the openings of the records are not all of one length, and each
	// must be one of the file's (its start and its first Opening moves).
	Suite   *Suite
	inSuite map[string]bool // the texts of Suite's openings
}

// mergeRun is what the records of one run share, as Merge finds it in its
// first record and checks in the others: the variant, the master seed
// (MasterSeed: the game seeds of one run), single games or matches, and
// the length of the openings; and the last record given, whose game pair
// the next may complete (games 2i and 2i+1: the same opening, the players
// in swapped seats).
type mergeRun struct {
	variant  string
	master   uint64
	matches  bool
	name     string // the file and line of the first record, for messages
	openings int    // the openings' plies, once a game longer than its opening says it (-1 before)
	shortest int    // the longest opening of a game that ended in it
	cap      int    // the ply cap, once a game stopped by it says it (-1 before)
	longest  int    // the longest game
	last     *Record
	lastAt   string // the file and line of last
}

// NewMerge returns a Merge without files; with summary it sums the games
// up as they come (Summary).
func NewMerge(summary bool) *Merge { return &Merge{summary: summary} }

// Add adds the file name, read from r, and reads its first record.
func (m *Merge) Add(name string, r io.Reader) error {
	in := &mergeInput{name: name, r: record.NewFileReader(r)}
	if err := in.next(); err != nil {
		return err
	}
	m.ins = append(m.ins, in)
	return nil
}

// Next returns the next record line in game order, newline included, or
// io.EOF after the last one. The line is valid until the next call.
func (m *Merge) Next() ([]byte, error) {
	if in := m.last; in != nil {
		m.last = nil
		if err := m.count(in); err != nil {
			return nil, err
		}
		if err := in.next(); err != nil {
			return nil, err
		}
	}
	// The input with the lowest game; a few shards, so a linear scan.
	var in *mergeInput
	for _, x := range m.ins {
		if !x.eof && (in == nil || x.game < in.game) {
			in = x
		} else if !x.eof && x.game == in.game {
			return nil, fmt.Errorf("game %d is in both %s (line %d) and %s (line %d)", x.game, in.name, in.n, x.name, x.n)
		}
	}
	if in == nil {
		return nil, io.EOF
	}
	if err := m.check(in); err != nil {
		return nil, err
	}
	if in.game > m.want {
		m.miss.Add(m.want, in.game-1)
	}
	m.want = in.game + 1
	m.last = in
	return in.line, nil
}

// count adds the game of in's line to the summary, when asked for.
func (m *Merge) count(in *mergeInput) error {
	if !m.summary {
		return nil
	}
	r := in.rec
	if r.Match != nil {
		if *r.Match != m.match {
			m.match, m.k = *r.Match, 0
		}
		r.A = MatchSeatOfA(*r.Match, m.k)
		m.k++
	} else {
		r.A = SeatOfA(r.Game)
	}
	if m.sum == nil {
		a, b := recordedName(r.South), recordedName(r.North)
		if r.A != SeatOfA(0) {
			a, b = b, a
		}
		m.sum = NewSummary(r.Variant, a, b)
	}
	// The summary is of two players, A and B: a record of another (a
	// tournament's third player) would be counted as theirs.
	p := m.sum.Players
	south, north := p[0], p[1] // the names r's seats should hold
	if r.A != SeatOfA(0) {
		south, north = north, south
	}
	seat, got, want := "south", r.South, south
	if recordedName(r.South) == south {
		seat, got, want = "north", r.North, north
	}
	if recordedName(r.North) != north || seat == "south" {
		return fmt.Errorf("%s line %d: %w: -summary sums up the games of two players, A = %s and B = %s (a tournament of more: bao tournament -from reports it)",
			in.name, in.n, &MismatchError{Game: r.Game, Field: seat, Got: got, Want: want}, p[0], p[1])
	}
	m.sum.Add(r)
	return nil
}

// check checks the record of in, the next in game order, against the run
// of the records before it (mergeRun): a record of another run (another
// variant, master seed, kind of game, length of openings, or a game pair
// whose games do not share their opening and swap their players) is an
// error naming both records, the field and both values.
func (m *Merge) check(in *mergeInput) error {
	r, at := in.rec, fmt.Sprintf("%s line %d", in.name, in.n)
	bad := func(field string, got, want any, where string) error {
		return fmt.Errorf("%s: %w (%s): not a shard of the same run", at, &MismatchError{Game: r.Game, Field: field, Got: fmt.Sprint(got), Want: fmt.Sprint(want)}, where)
	}
	run := m.run
	if run == nil {
		run = &mergeRun{variant: r.Variant, master: MasterSeed(r.Seed, r.Game), matches: r.Match != nil, name: at, openings: -1, cap: -1}
		m.run = run
	}
	from := "from " + run.name
	switch {
	case r.Variant != run.variant:
		return bad("variant", r.Variant, run.variant, from)
	case (r.Match != nil) != run.matches:
		return bad("match", r.Match != nil, run.matches, from)
	case !run.matches && MasterSeed(r.Seed, r.Game) != run.master:
		return bad("seed", fmt.Sprintf("%d (master seed %d)", r.Seed, MasterSeed(r.Seed, r.Game)), fmt.Sprintf("%d (master seed %d)", GameSeed(run.master, r.Game), run.master), from)
	}
	if r.Reason == ReasonPlyLimit { // the game says the ply cap
		if run.cap >= 0 && r.Plies != run.cap || run.longest > r.Plies {
			return bad("plies", fmt.Sprintf("%d, stopped by the ply cap", r.Plies), fmt.Sprintf("a ply cap of %d", max(run.cap, run.longest)), from)
		}
		run.cap = r.Plies
	} else if run.cap >= 0 && r.Plies > run.cap {
		return bad("plies", r.Plies, fmt.Sprintf("at most the ply cap of %d", run.cap), from)
	}
	run.longest = max(run.longest, r.Plies)
	if m.Suite != nil {
		if m.inSuite == nil {
			m.inSuite = map[string]bool{}
			for i := range m.Suite.Openings {
				m.inSuite[m.Suite.Openings[i].String()] = true
			}
		}
		text := r.Start
		if text == "" {
			text = strings.Join(append([]string{"moves"}, r.Moves[:r.Opening]...), " ")
		} else if r.Opening != 0 {
			text += " (with an opening of moves)"
		}
		if !m.inSuite[text] {
			return bad("opening moves", text, "one of the openings file's", "its openings")
		}
	} else if r.Opening < r.Plies { // the game outlived its opening: its length is the run's
		if run.openings >= 0 && r.Opening != run.openings || run.shortest > r.Opening {
			return bad("opening", r.Opening, max(run.openings, run.shortest), from)
		}
		run.openings = r.Opening
	} else if run.openings >= 0 && r.Opening > run.openings {
		return bad("opening", r.Opening, run.openings, from)
	} else {
		run.shortest = max(run.shortest, r.Opening)
	}
	if p := run.last; !run.matches && p != nil && p.Game%2 == 0 && r.Game == p.Game+1 {
		of := "game " + fmt.Sprint(p.Game) + " of the pair, " + run.lastAt
		switch {
		case !samePlayer(r.South, recordedName(p.North)):
			return bad("south", r.South, p.North+", game "+fmt.Sprint(p.Game)+"'s north", of)
		case !samePlayer(r.North, recordedName(p.South)):
			return bad("north", r.North, p.South+", game "+fmt.Sprint(p.Game)+"'s south", of)
		case r.Start != p.Start:
			return bad("start", fmt.Sprintf("%q", r.Start), fmt.Sprintf("%q", p.Start), of)
		case r.Opening != p.Opening:
			return bad("opening", r.Opening, p.Opening, of)
		case !slices.Equal(r.Moves[:r.Opening], p.Moves[:p.Opening]):
			return bad("opening moves", strings.Join(r.Moves[:r.Opening], " "), strings.Join(p.Moves[:p.Opening], " "), of)
		}
	}
	run.last, run.lastAt = r, at
	return nil
}

// Summary returns the summary of the games merged (Summary.Finish done),
// or nil when it was not asked for or no game was merged. Records carry no
// count of legal moves (it says "not counted") nor the ply cap, and it
// counts games, not matches.
func (m *Merge) Summary() *Summary {
	if m.sum != nil {
		m.sum.Finish(0)
	}
	return m.sum
}

// Missing returns the games missing from the files merged so far: those
// between the games found, and those after the last below games (0: the
// run's number of games is not known).
func (m *Merge) Missing(games int) Gaps {
	miss := m.miss
	miss.first = miss.first[:len(miss.first):len(miss.first)] // an Add to the copy leaves m's alone
	if games > m.want {
		miss.Add(m.want, games-1)
	}
	return miss
}

// WriteAll writes every merged line to w in game order (Next), through a
// buffer, and then checks that no game is missing (Missing(games)): w then
// holds the file of the single run. An error of writing to w is returned
// as a *WriteError; the others are those of Next, or say which games are
// missing.
func (m *Merge) WriteAll(w io.Writer, games int) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	for line, err := range untilEOF(m.Next) {
		if err != nil {
			return err
		}
		if _, err := bw.Write(line); err != nil {
			return &WriteError{err}
		}
	}
	if err := bw.Flush(); err != nil {
		return &WriteError{err}
	}
	if miss := m.Missing(games); miss.N > 0 {
		return fmt.Errorf("%d games missing: %s", miss.N, miss)
	}
	return nil
}

// WriteError is the error of writing the output of Merge.WriteAll, told
// apart from the errors of its inputs.
type WriteError struct{ Err error }

// Error returns the writer's error's text.
func (e *WriteError) Error() string { return e.Err.Error() }

// Unwrap returns Err.
func (e *WriteError) Unwrap() error { return e.Err }

// mergeInput is one file being merged: its next record line and game.
type mergeInput struct {
	name string
	r    *record.FileReader
	line []byte
	rec  *Record // of line
	game int
	n    int // line number of line
	eof  bool
}

// next reads the next record line; eof is set at the end of the file.
func (in *mergeInput) next() error {
	prev := in.game
	line, err := in.r.Next()
	in.n = in.r.Line()
	switch {
	case err == io.EOF:
		in.eof = true
		return nil
	case errors.Is(err, record.ErrPartialLine):
		return fmt.Errorf("%s: line %d: partial last line (an interrupted run: resume it with selfplay -resume)", in.name, in.n)
	case err != nil && in.n > 0:
		return fmt.Errorf("%s: line %d: %w", in.name, in.n, err)
	case err != nil:
		return fmt.Errorf("%s: %w", in.name, err)
	}
	r, err := ParseRecord(line)
	if err != nil {
		return fmt.Errorf("%s: line %d is not a selfplay record: %v", in.name, in.n, err)
	}
	if in.n > 1 && r.Game <= prev {
		return fmt.Errorf("%s: line %d: game %d after game %d: not in game order", in.name, in.n, r.Game, prev)
	}
	if _, err := r.Replay(); err != nil {
		return fmt.Errorf("%s: line %d: game %d: %v", in.name, in.n, r.Game, err)
	}
	in.line, in.game, in.rec = line, r.Game, r
	return nil
}

// Gaps counts missing games and lists the first five ranges of them.
type Gaps struct {
	N     int // games missing
	first []string
}

// Add counts games a to b missing.
func (g *Gaps) Add(a, b int) {
	g.N += b - a + 1
	if len(g.first) < 5 {
		g.first = append(g.first, gameRange(a, b))
	}
}

// String lists the first ranges: "3, 7-9, ...".
func (g Gaps) String() string {
	list := strings.Join(g.first, ", ")
	if len(g.first) == 5 {
		list += ", ..."
	}
	return list
}

// gameRange returns "a" or "a-b".
func gameRange(a, b int) string {
	if a == b {
		return fmt.Sprint(a)
	}
	return fmt.Sprintf("%d-%d", a, b)
}
