package main

// The fault-injection suite's class "a mismatch of every identity field"
// (issue 36): a run's records continued (-resume), combined (merge) or read
// back (tournament -from) under flags that differ from the run's in one
// field of its identity are refused with exit 1, a message naming the
// game, the field and both values, and the files unchanged.

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// identityBase are the flags of the runs whose records the cases below
// continue under other flags: balanced openings whose proofs often run out
// of their small node budget, so that the balanced horizon, the budget and
// balancing or not each change the openings played.
var identityBase = []string{"-openings", "6", "-seed", "5", "-balanced", "9", "-balanced-nodes", "400", "-max-plies", "60", "-workers", "1"}

// identityChanges are changes of one field of the identity each: flags
// that replace those of identityBase, and the field the refusal names
// (one of several, separated by "|").
var identityChanges = []struct {
	flags []string
	field string
}{
	{[]string{"-variant", "kete"}, `"variant"`},
	{[]string{"-seed", "6"}, `"seed"`},
	{[]string{"-openings", "4"}, `"opening`},
	{[]string{"-balanced", "0"}, `"opening moves"`},
	{[]string{"-balanced", "7"}, `"opening moves"`},
	{[]string{"-balanced-nodes", "100000"}, `"opening moves"`},
	{[]string{"-max-plies", "20"}, `"plies"`},
}

// withFlags returns base, a command and its flags (each with its value),
// with the flags of change replacing theirs.
func withFlags(base, change []string) []string {
	out := append([]string{}, base...)
	for i := 0; i < len(change); i += 2 {
		found := false
		for j := 1; j+1 < len(out); j += 2 {
			if out[j] == change[i] {
				out[j+1], found = change[i+1], true
			}
		}
		if !found {
			out = append(out, change[i], change[i+1])
		}
	}
	return out
}

// gameField matches a message that names a game and a field with both
// values: `game 3: "seed" is X, the run's is Y`.
var gameField = regexp.MustCompile(`game \d+: "[a-z ]+" is .+, the run's is .+`)

func TestFaultIdentityMismatch(t *testing.T) {
	dir := t.TempDir()
	selfplay := append([]string{"selfplay", "-games", "12", "-players", "greedy,random"}, identityBase...)
	tournament := append([]string{"tournament", "-players", "greedy,random,alphabeta(depth=1)", "-games", "4", "-reps", "50"}, identityBase...)
	players := []struct {
		flags []string
		field string
	}{{[]string{"-players", "greedy,greedy"}, `"north"|"south"`}}
	cases := 0
	for _, base := range [][]string{selfplay, tournament} {
		cmd := base[0]
		file := filepath.Join(dir, cmd+".jsonl")
		if st, _, errs := runCmd(t, "", append(append([]string{}, base...), "-o", file)...); st != 0 {
			t.Fatalf("%v: exit %d: %s", base, st, errs)
		}
		data, _ := os.ReadFile(file)
		shards := [2]string{filepath.Join(dir, cmd+"0.jsonl"), filepath.Join(dir, cmd+"1.jsonl")}
		os.Remove(shards[0])
		if st, _, errs := runCmd(t, "", append(append([]string{}, base...), "-shard", "0/2", "-o", shards[0])...); st != 0 {
			t.Fatalf("%v: exit %d: %s", base, st, errs)
		}
		changes := append(append([]struct {
			flags []string
			field string
		}{}, identityChanges...), players...)
		if cmd == "tournament" {
			changes[len(changes)-1].flags = []string{"-players", "greedy,random,alphabeta(depth=2)"}
		}
		if cmd == "tournament" { // the game count: -from only (-resume with fewer games is bad usage, exit 2)
			fewer := []string{"-games", "2"}
			st, out, errs := runCmd(t, "", append(withFlags(base[:len(base)-2], fewer), "-from", file)...)
			cases++
			if st != exitFail || out != "" || !strings.Contains(errs, `"game" is 6, the run's is one of games 0 to 5`) || !gameField.MatchString(errs) {
				t.Errorf("-games 2: tournament -from: exit %d, %q", st, errs)
			}
		}
		for _, c := range changes {
			args := withFlags(base, c.flags)
			check := func(what string, st int, errs, file string, want []byte) {
				t.Helper()
				cases++
				named := false
				for _, f := range strings.Split(c.field, "|") {
					named = named || strings.Contains(errs, f)
				}
				if st != exitFail || !named || !gameField.MatchString(errs) {
					t.Errorf("%s: exit %d, %q; want exit 1 naming the game, the field %s and both values", what, st, errs, c.field)
				}
				oneMessage(t, what, errs)
				if want != nil {
					wantFile(t, what, file, want)
				}
			}
			// -resume of the run's file.
			resumed := filepath.Join(dir, "resumed.jsonl")
			os.WriteFile(resumed, data, 0o644)
			st, _, errs := runCmd(t, "", append(append([]string{}, args...), "-resume", "-o", resumed)...)
			check(strings.Join(c.flags, " ")+": "+cmd+" -resume", st, errs, resumed, data)
			// merge of shard 0 of the run and shard 1 of the other.
			os.Remove(shards[1])
			if st, _, errs := runCmd(t, "", append(append([]string{}, args...), "-shard", "1/2", "-o", shards[1])...); st != 0 {
				t.Fatalf("%v: exit %d: %s", args, st, errs)
			}
			merged := filepath.Join(dir, "merged.jsonl")
			os.Remove(merged)
			st, _, errs = runCmd(t, "", "merge", "-o", merged, shards[0], shards[1])
			check(strings.Join(c.flags, " ")+": merge of "+cmd+" shards", st, errs, "", nil)
			if _, err := os.Stat(merged); err == nil {
				t.Errorf("%v: merge of the shards of two runs wrote %s", c.flags, merged)
			}
			// tournament -from, under the other flags.
			if cmd == "tournament" && c.field != "" {
				st, out, errs := runCmd(t, "", append(withFlags(base[:len(base)-2], c.flags), "-from", file)...)
				check(strings.Join(c.flags, " ")+": tournament -from", st, errs, "", nil)
				if out != "" {
					t.Errorf("%v: tournament -from printed a report of records of another run", c.flags)
				}
			}
		}
	}
	t.Logf("%d cases", cases)
}
