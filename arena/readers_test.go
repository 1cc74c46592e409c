package arena

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/bao-games/bao/record"
)

// TestReadersAgree: the readers of a record line, that of runs (ParseRecord
// and Record.Replay: -resume, merge, tournament -from) and that of bao
// replay, bao show and the page (record.Reader and record.Record.Replay),
// accept and refuse the same lines, edited in every field that the moves
// decide; both refuse every edit that contradicts the rules. The one
// difference: a line whose "winner" is empty reads as a game not finished
// (Result "*") for bao replay, and is refused by the readers of a run,
// whose games have a winner.
func TestReadersAgree(t *testing.T) {
	edits := []struct {
		name string
		edit func(m map[string]any)
	}{
		{"none", func(m map[string]any) {}},
		{"reason resigned", func(m map[string]any) { m["reason"] = "resigned" }},
		{"reason front row empty", func(m map[string]any) { m["reason"] = "front row empty" }},
		{"reason ply limit", func(m map[string]any) { m["reason"] = "ply limit" }},
		{"reason no legal move", func(m map[string]any) { m["reason"] = "no legal move" }},
		{"winner S", func(m map[string]any) { m["winner"] = "S" }},
		{"winner N", func(m map[string]any) { m["winner"] = "N" }},
		{"winner draw", func(m map[string]any) { m["winner"] = "draw" }},
		{"winner x", func(m map[string]any) { m["winner"] = "x" }},
		{"winner S by time", func(m map[string]any) { m["winner"], m["reason"] = "S", "time" }},
		{"opening", func(m map[string]any) { m["opening"] = m["plies"].(float64) + 1 }},
		{"final", func(m map[string]any) { m["final"] = "0,0/0,0 S 0,0" }},
		{"plies", func(m map[string]any) { m["plies"] = m["plies"].(float64) + 1 }},
		{"last move dropped", func(m map[string]any) {
			mv := m["moves"].([]any)
			if len(mv) > 0 {
				m["moves"], m["plies"] = mv[:len(mv)-1], float64(len(mv)-1)
			}
		}},
		{"south unnamed", func(m map[string]any) { m["south"] = "" }},
		{"match -1", func(m map[string]any) { m["match"] = -1 }},
		{"game -1", func(m map[string]any) { m["game"] = -1 }},
		{"opening -1", func(m map[string]any) { m["opening"] = -1 }},
		{"winner empty", func(m map[string]any) { m["winner"] = "" }},
		{"reason empty", func(m map[string]any) { m["reason"] = "" }},
		{"final empty", func(m map[string]any) { m["final"] = "" }},
		{"seed a number", func(m map[string]any) { m["seed"] = 12345 }},
		{"seed not a number", func(m map[string]any) { m["seed"] = "x" }},
		{"moves annotation dropped", func(m map[string]any) {
			if mv := m["moves"].([]any); len(mv) > 0 {
				s := mv[0].(string)
				mv[0] = strings.TrimRight(s, "*#+")
			}
		}},
		{"extra field", func(m map[string]any) { m["comment"] = "x" }},
	}
	runs := lineRuns(t)
	counts := map[string][2]int{} // refusals and records, by edit
	for _, name := range []string{"kiswahili/cap", "kete/greedy/openings", "kingulu/random", "kujifunza/tournament", "kiswahili/match"} {
		k := 0
		if err := runs[name](func(r *Record) error {
			k++
			if k > 12 {
				return nil
			}
			for _, e := range edits {
				var m map[string]any
				if err := json.Unmarshal(r.AppendJSON(nil), &m); err != nil {
					t.Fatal(err)
				}
				e.edit(m)
				line, _ := json.Marshal(m)
				ok1 := arenaAccepts(line)
				ok2 := recordAccepts(line)
				// A line whose "winner" is empty is the record of a game
				// not finished for bao replay (a Result "*"), and not the
				// record of a run's game, which has a winner.
				if (ok1 == nil) != (ok2 == nil) && e.name != "winner empty" {
					t.Errorf("%s game %d, %s: the run's reader says %v, bao replay's %v\n%s", name, r.Game, e.name, ok1, ok2, line)
				}
				c := counts[e.name]
				if ok1 != nil {
					c[0]++
				}
				c[1]++
				counts[e.name] = c
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	for _, e := range []string{"winner x", "opening", "final", "plies", "south unnamed", "match -1", "game -1", "opening -1", "seed not a number", "winner empty"} {
		if c := counts[e]; c[0] != c[1] {
			t.Errorf("%s: %d of %d refused", e, c[0], c[1])
		}
	}
	if c := counts["none"]; c[0] != 0 {
		t.Errorf("records as played: %d of %d refused", c[0], c[1])
	}
}

// arenaAccepts reads line as the readers of runs do.
func arenaAccepts(line []byte) error {
	r, err := ParseRecord(line)
	if err != nil {
		return err
	}
	_, err = r.Replay()
	return err
}

// recordAccepts reads line as bao replay and the page do.
func recordAccepts(line []byte) error {
	r, err := record.Read(bytes.NewReader(line))
	if err != nil {
		return err
	}
	if _, err := r.Replay(); err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	return nil
}
