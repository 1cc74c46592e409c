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
