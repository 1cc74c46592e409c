package main

// The defects of issue 36 that concern the readers of records, each
// reproduced: records of another run under -resume, -from and merge,
// lines that are not records, and the messages of item 7 about them.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
)

// editLine returns the JSON line with the fields of edit set.
func editLine(t *testing.T, line []byte, edit map[string]any) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(line, &m); err != nil {
		t.Fatal(err)
	}
	for k, v := range edit {
		m[k] = v
	}
	out, _ := json.Marshal(m)
	return append(out, '\n')
}

func TestIssue36Readers(t *testing.T) {
	dir := t.TempDir()
	// A game copied into another game's slot: refused by tournament -from.
	tu := filepath.Join(dir, "tu.jsonl")
	if st, _, errs := runCmd(t, "", "tournament", "-players", "greedy,random,alphabeta(depth=1)", "-games", "4", "-openings", "4", "-seed", "3", "-reps", "50", "-o", tu); st != 0 {
		t.Fatalf("tournament: %d %s", st, errs)
	}
	data, _ := os.ReadFile(tu)
	lines := bytes.SplitAfter(data, []byte("\n"))
	copied := append([]byte{}, bytes.Join(lines[:2], nil)...)
	copied = append(copied, editLine(t, lines[8], map[string]any{"game": 2})...)
	copied = append(copied, bytes.Join(lines[3:], nil)...)
	cp := filepath.Join(dir, "copied.jsonl")
	os.WriteFile(cp, copied, 0o644)
	st, out, errs := runCmd(t, "", "tournament", "-from", cp)
	if st != exitFail || out != "" || !strings.Contains(errs, `line 3: game 2: "seed" is`) {
		t.Errorf("a game in another's slot: exit %d, %q", st, errs)
	}

	// Records that form no tournament: exit 1 (bad data), saying what a
	// tournament file holds; the same records with -players given as
	// the flag: bad usage, exit 2.
	rr, _ := writeRun(t, dir, "rr.jsonl", "-games", "4", "-seed", "1")
	st, _, errs = runCmd(t, "", "tournament", "-from", rr)
	if st != exitFail || !strings.Contains(errs, "these records do not form a tournament: players 1 and 2 are both random") || !strings.Contains(errs, "a tournament file holds the records of every game of one round robin") {
		t.Errorf("random against random: exit %d, %q", st, errs)
	}
	oneMessage(t, "random against random", errs)
	if st, _, _ := runCmd(t, "", "tournament", "-players", "random,random", "-from", rr); st != exitUsage {
		t.Errorf("-players random,random -from: exit %d, want 2", st)
	}

	// merge: {"game":0} and other lines that are not records.
	for _, line := range []string{`{"game":0}`, `{"game":0,"variant":"kiswahili","seed":"1","south":"random","north":"random","moves":[],"plies":0,"winner":"draw","reason":"ply limit","final":"x"}`} {
		z := filepath.Join(dir, "z.jsonl")
		os.WriteFile(z, []byte(line+"\n"), 0o644)
		st, out, errs := runCmd(t, "", "merge", "-summary", z)
		if st != exitFail || out != "" || !strings.Contains(errs, "z.jsonl") {
			t.Errorf("merge of %s: exit %d, %q, %q", line, st, out, errs)
		}
	}

	// A forfeit's record (a win decided off the board, its game not
	// over) replays; edited, it is refused by bao replay, the page's
	// reader and -resume alike, and never called a draw by ply limit.
	capped, capData := writeRun(t, dir, "capped.jsonl", "-games", "2", "-seed", "4", "-max-plies", "10")
	first := bytes.SplitAfter(capData, []byte("\n"))[0]
	forfeit := editLine(t, first, map[string]any{"winner": "N", "reason": "time"})
	os.WriteFile(capped, forfeit, 0o644)
	if st, _, errs := runCmd(t, "", "replay", "-q", capped); st != exitOK {
		t.Errorf("a forfeit's record: exit %d, %q", st, errs)
	}
	edited := editLine(t, first, map[string]any{"winner": "N", "reason": "front row empty"})
	os.WriteFile(capped, edited, 0o644)
	st, _, errs = runCmd(t, "", "replay", "-q", capped)
	if st != exitFail || !strings.Contains(errs, `winner "N", but the game is not over after 10 plies`) || strings.Contains(errs, `"draw" by "ply limit"`) {
		t.Errorf("an edited forfeit's record: exit %d, %q", st, errs)
	}
	st, _, errs = runCmd(t, "", "selfplay", "-games", "2", "-seed", "4", "-max-plies", "10", "-resume", "-o", capped)
	if st != exitFail || !strings.Contains(errs, `winner "N", but the game is not over after 10 plies`) {
		t.Errorf("-resume of an edited forfeit's record: exit %d, %q", st, errs)
	}
	wantFile(t, "-resume of an edited forfeit's record", capped, edited)
}

// TestRunBounds: the bounds of a run's settings are arena's, checked once
// (arena.Config.Check, TournamentConfig.Check: a *arena.LimitError), and
// selfplay, tournament and sprt name them under their flags.
func TestRunBounds(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"selfplay", "-openings", "1001"}, fmt.Sprintf("-openings must be 0 to %d", arena.MaxOpenings)},
		{[]string{"selfplay", "-balanced", "-1"}, fmt.Sprintf("-balanced must be 0 (every opening) to %d", arena.MaxBalancePlies)},
		{[]string{"selfplay", "-balanced-nodes", "-3"}, "-balanced-nodes must be 0 (the default) or more"},
		{[]string{"selfplay", "-legal-every", "-1"}, "-legal-every must be 0 (automatic) or more"},
		{[]string{"selfplay", "-match", "-match-games", "1000"}, fmt.Sprintf("-match-games must be 0 (the variant's length) to %d", arena.MaxMatchGames)},
		{[]string{"tournament", "-players", "random,greedy", "-openings", "2000"}, fmt.Sprintf("-openings must be 0 to %d", arena.MaxOpenings)},
		{[]string{"tournament", "-players", "random,greedy", "-balanced", "300"}, fmt.Sprintf("-balanced must be 0 (every opening) to %d", arena.MaxBalancePlies)},
		{[]string{"tournament", "-players", "random,greedy", "-balanced-nodes", "-1"}, "-balanced-nodes must be 0 (the default) or more"},
		{[]string{"sprt", "-players", "random,greedy", "-elo0", "0", "-elo1", "10", "-openings", "1001"}, fmt.Sprintf("-openings must be 0 to %d", arena.MaxOpenings)},
		{[]string{"sprt", "-players", "random,greedy", "-elo0", "0", "-elo1", "10", "-balanced", "-2"}, fmt.Sprintf("-balanced must be 0 (every opening) to %d", arena.MaxBalancePlies)},
	} {
		st, out, errs := runCmd(t, "", c.args...)
		if st != exitUsage || out != "" || !strings.Contains(errs, c.msg) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, st, errs, c.msg)
		}
	}
	var le *arena.LimitError
	if err := (&arena.Config{Variant: bao.MustLookup("kete"), A: "random", B: "random", Openings: -1}).Check(); !errors.As(err, &le) || le.Setting != "Openings" || le.Max != arena.MaxOpenings {
		t.Errorf("arena's check of -1 openings: %v", err)
	}
}
