package record

import (
	"errors"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// TestEach checks that Each stops when its function says so, before a
// record that does not follow the format, and returns the SyntaxError of
// that record otherwise; and that MoveError leaves other errors as they
// are.
func TestEach(t *testing.T) {
	text := "[Variant \"kiswahili\"]\n[Result \"*\"]\n\n*\n\n[Variant kiswahili]\n"
	calls := 0
	if err := Each(strings.NewReader(text), 0, func(int, *Record) bool { calls++; return false }); err != nil || calls != 1 {
		t.Errorf("stopped: %d calls, %v", calls, err)
	}
	var se *SyntaxError
	if err := Each(strings.NewReader(text), 0, func(int, *Record) bool { return true }); !errors.As(err, &se) || se.Line != 6 {
		t.Errorf("syntax error: %v", err)
	}
	if err := Each(strings.NewReader(text), 1, func(int, *Record) bool { return true }); err != nil {
		t.Errorf("first record only: %v", err)
	}
	other := errors.New("other")
	if err := (&Record{}).MoveError(bao.MustLookup("kiswahili"), other); err != other {
		t.Errorf("MoveError changed %v", err)
	}
}

// A record's number is its Game tag (a selfplay line's "game"), else its
// place in the stream counting from 0.
func TestNumber(t *testing.T) {
	for _, tc := range []struct {
		tag   string
		index int
		want  int
	}{{"", 0, 0}, {"", 4, 4}, {"17", 0, 17}, {"0", 3, 0}, {"x", 2, 2}, {"-1", 2, 2}} {
		r := &Record{Tags: map[string]string{}}
		if tc.tag != "" {
			r.Tags[TagGame] = tc.tag
		}
		if got := r.Number(tc.index); got != tc.want {
			t.Errorf("Game %q, index %d: Number = %d, want %d", tc.tag, tc.index, got, tc.want)
		}
	}
}
