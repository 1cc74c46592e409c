package arena_test

import (
	"bytes"
	"context"
	"io"
	"strconv"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/record"
)

// TestRecordView: package record reads arena's record lines (its view of
// them as tagged records, for bao replay and bao show) with the fields
// arena writes, and replays them, openings, matches and ply caps included.
func TestRecordView(t *testing.T) {
	for _, c := range []arena.Config{
		{Variant: bao.MustLookup("kiswahili"), A: "greedy", B: "random", Games: 6, Seed: 1, Openings: 3, MaxPlies: 20},
		{Variant: bao.MustLookup("kete"), A: "random", B: "random", Games: 2, Seed: 2, Options: arena.Options{Match: true}},
	} {
		recs, _, err := arena.Play(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		var lines []byte
		for i := range recs {
			lines = recs[i].AppendJSON(lines)
		}
		rd := record.NewReader(bytes.NewReader(lines))
		for i := range recs {
			a := &recs[i]
			r, err := rd.Read()
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]string{
				record.TagVariant: a.Variant, record.TagSeed: strconv.FormatUint(a.Seed, 10), record.TagSouth: a.South, record.TagNorth: a.North,
				record.TagResult: a.Winner, record.TagReason: a.Reason, record.TagFinal: a.Final, record.TagGame: strconv.Itoa(a.Game),
			}
			if a.Opening > 0 {
				want[record.TagOpening] = strconv.Itoa(a.Opening)
			}
			if a.Match != nil {
				want[record.TagMatch] = strconv.Itoa(*a.Match)
			}
			for tag, v := range want {
				if r.Tags[tag] != v {
					t.Errorf("%s game %d: tag %s %q, want %q", a.Variant, a.Game, tag, r.Tags[tag], v)
				}
			}
			if len(r.Tags) != len(want) || len(r.Moves) != len(a.Moves) {
				t.Errorf("%s game %d: tags %v, %d moves", a.Variant, a.Game, r.Tags, len(r.Moves))
			}
			if _, err := r.Replay(); err != nil {
				t.Errorf("%s game %d: %v", a.Variant, a.Game, err)
			}
		}
		if _, err := rd.Read(); err != io.EOF {
			t.Errorf("after the last record: %v", err)
		}
	}
}
