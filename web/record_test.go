package web

import (
	"strings"
	"testing"

	"github.com/bao-games/bao/web/ops"
)

// TestRecordJSONChecked: a selfplay JSON line is read and checked by
// package record, as bao replay reads it: a final position or a result
// that the moves do not give is reported with the game, a length that is
// not the moves' refuses the line, and fields the line leaves out are not
// checked.
func TestRecordJSONChecked(t *testing.T) {
	const start = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -"
	for _, tc := range []struct{ line, msg string }{
		{`{"variant":"kiswahili","moves":["A6>*"]}`, ""},
		{`{"variant":"kiswahili","moves":["A6>*"],"plies":1,"final":"` + start + `"}`, "the final position"},
		{`{"variant":"kiswahili","moves":["A6>*"],"winner":"S"}`, `Result tag is "S", but the game is not over`},
		{`{"variant":"kiswahili","moves":["A6>*","A1<"]}`, "move 2 (A1<)"},
	} {
		ans, err := ops.LoadRecords(tc.line)
		if err != nil || len(ans.Games) != 1 || !strings.Contains(ans.Games[0].Error, tc.msg) || (tc.msg == "") != (ans.Games[0].Error == "") {
			t.Errorf("%s: %+v, %v; want %q", tc.line, ans, err, tc.msg)
		}
	}
	if _, err := ops.LoadRecords(`{"moves":[]}`); err == nil || !strings.Contains(err.Error(), `selfplay JSON line 1: record: line 1: no "variant" field`) {
		t.Errorf("no variant: %v", err)
	}
	if _, err := ops.LoadRecords(`{"variant":"kiswahili","moves":["A6>*"],"plies":2}`); err == nil || !strings.Contains(err.Error(), `"plies" is 2, but "moves" holds 1 move`) {
		t.Errorf("a length that is not the moves': %v", err)
	}
}
