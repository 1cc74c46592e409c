package web

import (
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/web/ops"
)

// TestRecordJSONChecked: a selfplay JSON line is read and checked by
// package record, as bao replay and the readers of a run's records read
// it: a final position or a result that the moves do not give is reported
// with the game, a length that is not the moves' refuses the line, and so
// does a line that lacks a field of every record.
func TestRecordJSONChecked(t *testing.T) {
	const start = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -"
	v := bao.MustLookup("kiswahili")
	g, _ := bao.ReplayText(v, v.Start(), []string{"A6>*"})
	final := bao.FormatState(v, g.State())
	const head = `{"game":0,"variant":"kiswahili","seed":"1","south":"a","north":"b",`
	for _, tc := range []struct{ line, msg string }{
		{head + `"moves":["A6>*"],"plies":1,"winner":"draw","reason":"ply limit","final":"` + final + `"}`, ""},
		{head + `"moves":["A6>*"],"plies":1,"winner":"draw","reason":"ply limit","final":"` + start + `"}`, "the final position"},
		{head + `"moves":["A6>*"],"plies":1,"winner":"S","reason":"ply limit","final":"` + final + `"}`, `winner "S", but the game is not over`},
		{head + `"moves":["A6>*","A1<"],"plies":2,"winner":"draw","reason":"ply limit","final":"` + final + `"}`, "move 2 (A1<)"},
	} {
		ans, err := ops.LoadRecords(tc.line)
		if err != nil || len(ans.Games) != 1 || !strings.Contains(ans.Games[0].Error, tc.msg) || (tc.msg == "") != (ans.Games[0].Error == "") {
			t.Errorf("%s: %+v, %v; want %q", tc.line, ans, err, tc.msg)
		}
	}
	if _, err := ops.LoadRecords(`{"game":0,"seed":"1","south":"a","north":"b","moves":[],"plies":0,"winner":"draw","reason":"ply limit","final":""}`); err == nil || !strings.Contains(err.Error(), `selfplay JSON line 1: record: line 1: no "variant" field: not the record of a game`) {
		t.Errorf("no variant: %v", err)
	}
	if _, err := ops.LoadRecords(head + `"moves":["A6>*"],"plies":1,"winner":"draw","reason":"ply limit"}`); err == nil || !strings.Contains(err.Error(), `no "final" field: not the record of a game`) {
		t.Errorf("no final: %v", err)
	}
	if _, err := ops.LoadRecords(head + `"moves":["A6>*"],"plies":2,"winner":"draw","reason":"ply limit","final":""}`); err == nil || !strings.Contains(err.Error(), `"plies" is 2, but "moves" holds 1 move`) {
		t.Errorf("a length that is not the moves': %v", err)
	}
}
