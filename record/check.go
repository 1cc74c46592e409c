package record

import (
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/words"
)

// Each reads the records of r in turn and calls f with each and its
// number, counting from 1; with n > 0, only with the nth, after which it
// reads no further. It stops when f returns false. Its error is the
// Reader's (a *SyntaxError for a record that does not follow the format),
// or, with n > 0, one saying how many records a stream that holds fewer
// than n has: "3 records, no game 9".
func Each(r io.Reader, n int, f func(i int, rec *Record) bool) error {
	rd := NewReader(r)
	for i := 1; ; i++ {
		rec, err := rd.Read()
		if err == io.EOF {
			if n >= i {
				return fmt.Errorf("%s, no game %d", words.Count(i-1, "record"), n)
			}
			return nil
		}
		if err != nil {
			return err
		}
		if n > 0 && i != n {
			continue
		}
		if !f(i, rec) || n > 0 {
			return nil
		}
	}
}

// Number returns the number of the game r holds, counted as the records
// of bao selfplay count games, from 0: its Game tag (the "game" field of a
// JSON line) when it holds a number, else index, the record's place in its
// stream counting from 0. The bao command's -game N picks the game Number
// returns N for.
func (r *Record) Number(index int) int {
	if n, err := strconv.Atoi(r.Tags[TagGame]); err == nil && n >= 0 {
		return n
	}
	return index
}

// Plies returns the length of a game of n plies in words, in plies and,
// from two plies on, in moves as a record numbers them (MoveNumber: a move
// is a pair of plies, South's and North's): "1 ply", "2 plies (1 move)",
// "58 plies (29 moves)".
func Plies(n int) string {
	s := strconv.Itoa(n) + " plies"
	if n == 1 {
		s = "1 ply"
	}
	if n >= 2 {
		s += " (" + words.Count((n+1)/2, "move") + ")"
	}
	return s
}

// VariantWant returns the variant r names (Variant), and an error when
// want is not nil and r is of another variant: "the record is of variant
// kete, not kiswahili".
func (r *Record) VariantWant(want bao.Variant) (bao.Variant, error) {
	v, err := r.Variant()
	if err == nil && want != nil && v.Name() != want.Name() {
		return nil, fmt.Errorf("the record is of variant %s, not %s", v.Name(), want.Name())
	}
	return v, err
}

// MoveError returns err, an error of replaying r under v (Replay,
// ReplayVariant, ReplayTo), with an illegal move named by its ply and its
// number in the record, "ply 3, 2. A8<: illegal move ...", for a person
// reading the record; it wraps the move's own error (errors.Is finds
// bao.ErrIllegalMove). Other errors are returned as they are.
func (r *Record) MoveError(v bao.Variant, err error) error {
	var re *bao.ReplayError
	if !errors.As(err, &re) {
		return err
	}
	first := bao.South
	if start, err := r.StartState(v); err == nil {
		first = start.Side
	}
	return fmt.Errorf("ply %d, %s %s: %w", re.Ply, MoveNumber(first, re.Ply-1), re.Move, re.Err)
}

// Ending says in words how the game of r ended, given the outcome o of
// its final position: "Game over: " and the outcome when it is over, else
// that it is not, with the recorded result and reason if any: "The game is
// not over; recorded result: South wins (resigned)".
func (r *Record) Ending(o bao.Outcome) string {
	if o.Over() {
		return "Game over: " + o.String()
	}
	res := r.Tags[TagResult]
	if res == "" || res == ResultUnfinished {
		return "The game is not over."
	}
	s := "The game is not over; recorded result: " + ResultText(res)
	if reason := r.Tags[TagReason]; reason != "" {
		s += " (" + reason + ")"
	}
	return s
}

// ResultText returns a value of the Result tag in words: "South wins",
// "North wins", "draw"; any other value as it is.
func ResultText(res string) string {
	switch res {
	case ResultSouth:
		return "South wins"
	case ResultNorth:
		return "North wins"
	case ResultDraw:
		return "draw"
	}
	return res
}
