package arena

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"strings"

	"github.com/bao-games/bao/record"
)

// MaxRecordLine bounds the length of a record line that ReadRecords and
// TournamentFrom read: record.MaxLine.
const MaxRecordLine = record.MaxLine

// ErrStoppedReading is the error of ReadRecords stopped by its stop
// channel.
var ErrStoppedReading = errors.New("stopped")

// ReadRecords reads the records of every game of the tournament of s (a
// Standings of NewStandings) from r, one JSON line each, in game order
// (the -o file of RunTournament, or the merged files of its shards): it
// adds each to s (Add), replays it (Record.Replay: its result is its
// moves'), and after the last checks that no game is missing. Its errors
// name the line, not the file, which the caller adds: a partial last line,
// a line longer than MaxRecordLine, a line that is not a record, a record
// that Add or Replay refuses, and missing games (the first of them
// listed). It stops early, with ErrStoppedReading, when stop is closed.
func (s *Standings) ReadRecords(r io.Reader, stop <-chan struct{}) error {
	ctx, cancel := stopContext(stop)
	defer cancel()
	rr := newRecordReader(r)
	next := func() (*Record, error) {
		select {
		case <-stop:
			return nil, ErrStoppedReading
		default:
			return rr.next()
		}
	}
	for rec, err := range untilEOF(next) {
		if err != nil {
			return err
		}
		// The record's own validity first, as every reader of records
		// checks it (the same message), then the tournament's.
		if _, err := rec.Replay(); err != nil { // its result is its moves'
			return fmt.Errorf("line %d: game %d: %v", rr.n, rec.Game, trimPrefix(err))
		}
		if _, err := s.AddContext(ctx, rec); err != nil {
			if ctx.Err() != nil {
				return ErrStoppedReading
			}
			if errors.Is(err, ErrTooFewBalanced) {
				return err // the tournament's own failure (its openings), not the line's
			}
			return fmt.Errorf("line %d: %v", rr.n, trimPrefix(err))
		}
	}
	if miss := s.Missing(); miss.N > 0 {
		return fmt.Errorf("%d of the %d games missing: %s", miss.N, s.c.Total(), miss)
	}
	return nil
}

// ReadStandings returns the standings of the tournament c read back from
// r, the records of all its games in game order (NewStandings, then
// Standings.ReadRecords, whose errors it returns), with, when c.Balanced
// is set, the Balancing of its openings drawn again (DrawOpenings over
// c.Workers goroutines), as RunTournament reports them. It stops early,
// with ErrStoppedReading, when stop is closed.
func (c TournamentConfig) ReadStandings(r io.Reader, stop <-chan struct{}) (*Standings, error) {
	st, err := NewStandings(c)
	if err != nil {
		return nil, err
	}
	if err := st.ReadRecords(r, stop); err != nil {
		return nil, err
	}
	if d := st.identity().drawer; d != nil { // the openings the records were played from, drawn as Add checked them
		ctx, cancel := stopContext(stop)
		defer cancel()
		if _, err := d.pair(ctx, c.Games/2-1); err != nil {
			if ctx.Err() != nil {
				return nil, ErrStoppedReading
			}
			return nil, err
		}
		st.Balancing = NewBalancing(c.Balanced, d.draw(c.Games/2))
	}
	return st, nil
}

// stopContext returns a context cancelled when stop is closed (never
// when it is nil), and its cancel function, to be called when done.
func stopContext(stop <-chan struct{}) (context.Context, context.CancelFunc) {
	return withStop(context.Background(), stop)
}

// TournamentFrom is TournamentOf reading the records from r, one JSON line
// each, in game order. Its errors are TournamentOf's and those of the
// lines (a partial last line, a line longer than MaxRecordLine, a line
// that is not a record), which name the line.
func TournamentFrom(r io.Reader) (TournamentConfig, error) {
	return TournamentOf(newRecordReader(r).next)
}

// untilEOF returns the values of next, called until it returns io.EOF
// (which ends the sequence unseen); another error is yielded with its
// value and ends the sequence too. It is the reading loop of the record
// readers of this package.
func untilEOF[T any](next func() (T, error)) iter.Seq2[T, error] {
	return func(yield func(T, error) bool) {
		for {
			x, err := next()
			if err == io.EOF || !yield(x, err) || err != nil {
				return
			}
		}
	}
}

// recordReader reads record lines one at a time (record.FileReader), so
// that its memory does not grow with the file.
type recordReader struct {
	r *record.FileReader
	n int // the number of the line read last, from 1
	// lenient leaves out a partial last line (io.EOF), which then sets
	// partial, instead of calling it an error.
	lenient, partial bool
}

func newRecordReader(r io.Reader) *recordReader {
	return &recordReader{r: record.NewFileReader(r)}
}

// next returns the record of the next line, or io.EOF after the last.
func (rr *recordReader) next() (*Record, error) {
	line, err := rr.r.Next()
	rr.n = rr.r.Line()
	switch {
	case errors.Is(err, record.ErrPartialLine) && rr.lenient:
		rr.partial = true
		return nil, io.EOF
	case err == io.EOF:
		return nil, io.EOF
	case err != nil && rr.n > 0:
		return nil, fmt.Errorf("line %d: %v", rr.n, err)
	case err != nil:
		return nil, err
	}
	rec, err := ParseRecord(line)
	if err != nil {
		return nil, fmt.Errorf("line %d is not a record: %v", rr.n, err)
	}
	return rec, nil
}

// trimPrefix returns err with its leading "arena: " dropped, for a message
// that names the line of a file.
func trimPrefix(err error) error {
	if !strings.HasPrefix(err.Error(), "arena: ") {
		return err
	}
	return &trimmedError{strings.TrimPrefix(err.Error(), "arena: "), err}
}

// trimmedError is an error whose message lost its "arena: " (trimPrefix):
// it still matches what the error matched (errors.Is, errors.As).
type trimmedError struct {
	msg string
	err error
}

func (e *trimmedError) Error() string { return e.msg }
func (e *trimmedError) Unwrap() error { return e.err }

// CountRecords reads record lines from r (record.FileReader) and returns
// the number of its complete lines (a partial last line, without its
// newline, is not one) and the game number of the last of them, -1 if it
// does not read as a record; for a message about a file, such as a file
// of more games than a run resumed has.
func CountRecords(r io.Reader) (n, last int) {
	last = -1
	fr := record.NewFileReader(r)
	for {
		line, err := fr.Next()
		if err != nil {
			return n, last
		}
		n++
		last = -1
		if p, err := record.ParseLine(line); err == nil && p.Has("game") {
			last = p.Game
		}
	}
}

// Resume reads the -o file of the tournament c being resumed from r as
// KeptFrom does, into new standings of c that it sets as c.Kept, so that
// RunTournament returns the standings of the whole run, and sets c.From to
// the number of the first game left to play. It returns that number and
// the length of the lines to keep; its errors are NewStandings' and
// KeptFrom's.
func (c *TournamentConfig) Resume(r io.Reader) (from int, keep int64, err error) {
	st, err := NewStandings(*c)
	if err != nil {
		return 0, 0, err
	}
	if from, keep, err = c.KeptFrom(r, st); err != nil {
		return 0, 0, err
	}
	c.Kept, c.From = st, from
	return from, keep, nil
}

// KeptFrom checks the complete records of the -o file of the tournament
// c being resumed, read from r a line at a time (KeptRecordsFrom): they
// must be the first games of c (of its shard, c.Shard of c.Shards), in
// order, each added to st (Standings.Add; its errors lose their
// "arena: ") and replayed. It returns the number of the first game left to
// play and the length of the lines to keep; its errors are *KeptError.
func (c *TournamentConfig) KeptFrom(r io.Reader, st *Standings) (from int, keep int64, err error) {
	return KeptRecordsFrom(r, c.Shard, max(c.Shards, 1), c.Total(), func(rec *Record) error {
		if _, err := st.Add(rec); err != nil {
			return trimPrefix(err)
		}
		return nil
	})
}

// ReadEach reads the records of r, one JSON line each (a run's -o file,
// or one of its shards'), and calls each with every record in the order
// of the lines, until the last or an error; the record belongs to each.
// A partial last line (no newline: a file still being written, or whose
// writer was killed as it wrote) is left out, and partial says so. Its
// errors name the line (not the file, which the caller adds): a line
// longer than MaxRecordLine, a line that is not a record, and each's
// errors.
func ReadEach(r io.Reader, each func(*Record) error) (partial bool, err error) {
	rr := newRecordReader(r)
	rr.lenient = true
	for rec, err := range untilEOF(rr.next) {
		if err != nil {
			return false, err
		}
		if err := each(rec); err != nil {
			if errors.Is(err, ErrTooFewBalanced) {
				return false, err // the run's own failure (its openings), not the line's
			}
			return false, fmt.Errorf("line %d: %v", rr.n, trimPrefix(err))
		}
	}
	return rr.partial, nil
}
