package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// -balanced on tournament and selfplay: the report says how many openings
// were drawn and rejected, the records do not depend on -workers, and
// tournament -from gives the same report.
func TestBalancedFlag(t *testing.T) {
	bal := []string{"-variant", "kingulu", "-openings", "12", "-seed", "7", "-balanced", "6"}
	dir := t.TempDir()
	var recs [2][]byte
	for i, w := range []string{"1", "2"} {
		file := filepath.Join(dir, "t"+w)
		st, out, errs := runCmd(t, "", append([]string{"tournament", "-players", "random,greedy", "-games", "6", "-reps", "20", "-json", "-workers", w, "-o", file}, bal...)...)
		if st != 0 {
			t.Fatalf("tournament: exit %d: %s", st, errs)
		}
		var rep struct{ Balanced, Drawn, Rejected int }
		if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Balanced != 6 || rep.Drawn != 3+rep.Rejected || rep.Rejected == 0 {
			t.Errorf("tournament -json: %v %+v\n%s", err, rep, out)
		}
		recs[i], _ = os.ReadFile(file)
		if i == 1 {
			st, from, errs := runCmd(t, "", append([]string{"tournament", "-players", "random,greedy", "-games", "6", "-reps", "20", "-json", "-from", file}, bal...)...)
			if st != 0 || from != out {
				t.Errorf("-from: exit %d %s\n%s\nwant\n%s", st, errs, from, out)
			}
		}
	}
	if string(recs[0]) != string(recs[1]) {
		t.Error("tournament -balanced: records differ between 1 and 2 workers")
	}
	for i, w := range []string{"1", "2"} {
		file := filepath.Join(dir, "s"+w)
		st, out, errs := runCmd(t, "", append([]string{"selfplay", "-players", "random,greedy", "-games", "5", "-workers", w, "-o", file}, bal...)...)
		if st != 0 || !strings.Contains(out, ": 4 drawn, 1 rejected (0 not proved") {
			t.Errorf("selfplay: exit %d %s\n%s", st, errs, out)
		}
		recs[i], _ = os.ReadFile(file)
	}
	if string(recs[0]) != string(recs[1]) {
		t.Error("selfplay -balanced: records differ between 1 and 2 workers")
	}
	var sprtOut [2]string
	for i, w := range []string{"1", "2"} {
		st, out, errs := runCmd(t, "", append([]string{"sprt", "-players", "alphabeta(depth=2),greedy", "-elo0", "0", "-elo1", "50", "-max-games", "40", "-json", "-workers", w}, bal...)...)
		var res struct{ Balanced, Drawn, Rejected, Games int }
		if err := json.Unmarshal([]byte(out), &res); st != 0 || err != nil || res.Balanced != 6 || res.Drawn != res.Games/2+res.Rejected {
			t.Errorf("sprt: exit %d %s %v %+v\n%s", st, errs, err, res, out)
		}
		sprtOut[i] = out
	}
	if sprtOut[0] != sprtOut[1] {
		t.Errorf("sprt -balanced differs between 1 and 2 workers:\n%s%s", sprtOut[0], sprtOut[1])
	}
	for _, bad := range [][]string{
		{"sprt", "-players", "random,greedy", "-elo0", "0", "-elo1", "5", "-balanced", "-3"},
		{"selfplay", "-balanced", "-1"},
		{"selfplay", "-balanced", "3", "-match"},
		{"tournament", "-players", "random,greedy", "-balanced", "1000"},
		{"tournament", "-players", "random,greedy", "-balanced", "3", "-balanced-nodes", "-5"},
	} {
		if st, _, _ := runCmd(t, "", bad...); st != exitUsage {
			t.Errorf("%v: exit %d, want %d", bad, st, exitUsage)
		}
	}
}
