package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/bao-games/bao/web"
	"github.com/bao-games/bao/web/ops"
)

// readerRun is a run whose records file the readers read: the command
// that writes it (its -o added) and the command that reads it back (the
// file's path put where FILE stands).
type readerRun struct {
	name  string
	write []string
	read  []string
}

// readersRuns are the runs of TestRecordReadersAgree, one per run reader.
var readersRuns = func() []readerRun {
	players := []string{"-variant", "kingulu", "-players", "alphabeta(depth=2),random", "-seed", "3", "-openings", "2"}
	with := func(a ...string) []string { return append(append([]string{}, a...), players...) }
	return []readerRun{
		{"selfplay -resume", with("selfplay", "-games", "2"), with("selfplay", "-games", "2", "-resume", "-o", "FILE")},
		{"merge", with("selfplay", "-games", "2"), []string{"merge", "FILE"}},
		{"tournament -from", with("tournament", "-games", "2"), with("tournament", "-games", "2", "-from", "FILE")},
		{"sprt -from", with("sprt", "-elo0", "0", "-elo1", "10", "-max-games", "4"), with("sprt", "-elo0", "0", "-elo1", "10", "-max-games", "4", "-from", "FILE")},
	}
}()

// lineEdit is one edit of a record line's JSON object.
type lineEdit struct {
	name string
	edit func(m map[string]any)
}

// lineEdits returns the edits of TestRecordReadersAgree for the record
// line m: each field deleted, given a wrong value of its type, given a
// value of a wrong type; and a field no record has added.
func lineEdits(m map[string]any) []lineEdit {
	var edits []lineEdit
	wrong := map[string]any{
		"game": 5.0, "variant": "kete", "seed": "12345", "south": "random", "north": "greedy",
		"opening": 3.0, "plies": m["plies"].(float64) + 1, "reason": "front row empty",
		"final": "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0",
		"moves": m["moves"].([]any)[:len(m["moves"].([]any))-1],
	}
	switch m["winner"] {
	case "S":
		wrong["winner"] = "N"
	default:
		wrong["winner"] = "S"
	}
	for f := range m {
		edits = append(edits, lineEdit{"no " + f, func(m map[string]any) { delete(m, f) }})
		if w, ok := wrong[f]; ok {
			edits = append(edits, lineEdit{f + " wrong", func(m map[string]any) { m[f] = w }})
		}
		var typ any = "x"
		switch m[f].(type) {
		case string:
			typ = 7.0
		case []any:
			typ = "A3"
		}
		edits = append(edits, lineEdit{f + " of a wrong type", func(m map[string]any) { m[f] = typ }})
	}
	edits = append(edits, lineEdit{"unknown field", func(m map[string]any) { m["zz"] = []any{1.0, "x"} }})
	edits = append(edits, lineEdit{"winner *", func(m map[string]any) { m["winner"] = "*" }})
	edits = append(edits, lineEdit{"reason empty", func(m map[string]any) { m["reason"] = "" }})
	edits = append(edits, lineEdit{"seed number", func(m map[string]any) { m["seed"] = 12.0 }})
	edits = append(edits, lineEdit{"match added", func(m map[string]any) { m["match"] = 0.0 }})
	edits = append(edits, lineEdit{"match negative", func(m map[string]any) { m["match"] = -1.0 }})
	edits = append(edits, lineEdit{"start added", func(m map[string]any) { m["start"] = "4,4,4,4,4,4/4,4,4,4,4,4 N 0,0" }})
	edits = append(edits, lineEdit{"start unreadable", func(m map[string]any) { m["start"] = "4,4 S" }})
	edits = append(edits, lineEdit{"south_engine added", func(m map[string]any) { m["south_engine"] = "bao x" }})
	edits = append(edits, lineEdit{"south_engine of a wrong type", func(m map[string]any) { m["south_engine"] = 3.0 }})
	edits = append(edits, lineEdit{"south with a control character", func(m map[string]any) { m["south"] = "a\u0001" }})
	return edits
}

// verdict is what a reader said of a file: "" (accepted) or its message.
type verdict struct{ reader, msg string }

// TestRecordReadersAgree: the readers of records (bao replay, show and
// review, the page's record loader) and the readers of a run's records
// (-resume, merge, tournament -from, sprt -from) accept and refuse the
// same edited lines alike, with the same message naming the field: each
// field of a run's first line deleted, given a wrong value of its type or
// a value of a wrong type, and a field no record has added. A run reader
// refuses a record the record readers refuse with their message (it
// checks the record before the run's identity), and may refuse besides a
// record they accept for the run's identity (a game of another run:
// identityRefusal), but not for the record's own validity.
func TestRecordReadersAgree(t *testing.T) {
	dir := t.TempDir()
	for _, run := range readersRuns {
		orig := filepath.Join(dir, strings.ReplaceAll(run.name, " ", "")+".jsonl")
		mustRun(t, "", append(run.write, "-o", orig)...)
		data, err := os.ReadFile(orig)
		if err != nil {
			t.Fatal(err)
		}
		first, rest, _ := bytes.Cut(data, []byte("\n"))
		var m map[string]any
		if err := json.Unmarshal(first, &m); err != nil {
			t.Fatal(err)
		}
		for _, e := range lineEdits(m) {
			var c map[string]any
			json.Unmarshal(first, &c)
			e.edit(c)
			line, _ := json.Marshal(c)
			text := string(line) + "\n" + string(rest)
			file := filepath.Join(dir, "edited.jsonl")
			os.Remove(file)
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			what := run.name + ": " + e.name
			vs := recordReaders(t, file, text)
			ref := vs[0]
			for _, v := range vs[1:] {
				if (v.msg == "") != (ref.msg == "") || ref.msg != "" && !strings.Contains(v.msg, ref.msg) {
					t.Errorf("%s: %s says %q, %s %q", what, ref.reader, ref.msg, v.reader, v.msg)
				}
			}
			args := make([]string, len(run.read))
			for i, a := range run.read {
				args[i] = strings.ReplaceAll(a, "FILE", file)
			}
			st, _, errs := runCmd(t, "", args...)
			switch {
			case ref.msg != "" && (st != 1 || !strings.Contains(errs, ref.msg)):
				t.Errorf("%s: %s exit %d %q; the record readers refuse it: %q", what, run.name, st, errs, ref.msg)
			case ref.msg == "" && st != 0 && !identityRefusal.MatchString(errs):
				t.Errorf("%s: %s exit %d %q; the record readers accept it", what, run.name, st, errs)
			}
			if testing.Verbose() {
				t.Logf("%-40s %-14q %d %s", what, ref.msg, st, strings.TrimSpace(errs))
			}
		}
	}
}

// identityRefusal matches the messages of a run reader that refuses a
// record for the identity of its run (arena.Identity), not its validity.
var identityRefusal = regexp.MustCompile(`the run's is|is game \d+, want game \d+|not a shard of the same run|not in game order|the test has \d+ games at most`)

// recordReaders runs the readers of records on file (whose content is
// text): bao replay -q, bao show -record, bao review, and the page's
// record loader (web/ops, LoadRecords: a refusal, or a game loaded with
// an error), the same over HTTP (POST /api/record), and returns what each said: the message from "line 1: " or
// "game 0: " on.
func recordReaders(t *testing.T, file, text string) []verdict {
	t.Helper()
	var vs []verdict
	core := func(msg string) string {
		msg = strings.TrimSpace(msg)
		at := -1
		for _, cut := range []string{"line 1: ", "game 0: "} {
			if i := strings.LastIndex(msg, cut); i >= 0 && i+len(cut) > at {
				at = i + len(cut)
			}
		}
		msg = msg[max(at, 0):]
		if i := strings.Index(msg, "illegal move "); i >= 0 {
			msg = msg[i:] // "move 2 (A1<): " on the page, "ply 2, 1... A1<: " in the commands
		}
		return msg
	}
	ans, err := ops.LoadRecords(text)
	switch {
	case err != nil:
		vs = append(vs, verdict{"page", core(err.Error())})
	case ans.Games[0].Error != "":
		vs = append(vs, verdict{"page", core(ans.Games[0].Error)})
	default:
		vs = append(vs, verdict{"page", ""})
	}
	// The same operation over HTTP (bao serve's /api/record).
	body, _ := json.Marshal(ops.RecordRequest{Text: text})
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodPost, "/api/record", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	web.New(web.Config{}).ServeHTTP(rec, req)
	var got struct {
		Error string
		Games []ops.LoadedGame
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatalf("/api/record: %d %s", rec.Code, rec.Body)
	}
	api := verdict{reader: "/api/record"}
	switch {
	case rec.Code != http.StatusOK:
		api.msg = core(got.Error)
	case len(got.Games) == 0:
		api.msg = "no game"
	default:
		api.msg = core(got.Games[0].Error)
	}
	vs = append(vs, api)
	for _, args := range [][]string{
		{"replay", "-q", file},
		{"show", "-record", file},
		{"review", "-player", "alphabeta(depth=1)", "-solve-nodes", "-1", file},
	} {
		st, _, errs := runCmd(t, "", args...)
		v := verdict{reader: args[0]}
		if st != 0 {
			v.msg = core(errs)
			if v.msg == "" {
				v.msg = fmt.Sprintf("exit %d", st)
			}
		}
		vs = append(vs, v)
	}
	return vs
}
