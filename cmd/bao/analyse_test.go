package main

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const (
	analyseEx12 = "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -"
	// finishedPos: South to move with an empty front row (E1), from a
	// random game.
	finishedPos = "4,3,3,2,1,1,1,1/0,5,0,1,2,1,4,1/0,0,0,0,0,0,0,0/0,0,0,0,1,1,0,2 S 10,20 - -"
	startPos    = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -"
)

func TestAnalyseAlphaBeta(t *testing.T) {
	out := mustRun(t, analyseEx12+"\n", "analyse", "-player", "alphabeta(depth=4)")
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if got["position"] != analyseEx12 || got["player"] != "alphabeta(depth=4,nodes=200000)" || got["win_in"] != 1.0 || got["depth"] != 1.0 {
		t.Errorf("unexpected line %s", out)
	}
	if m := got["move"]; m != "A2>#" && m != "B3<#" {
		t.Errorf("move %v, want a winning move annotated #", m)
	}
	moves := got["moves"].([]any)
	if len(moves) != 2 {
		t.Fatalf("moves %v, want both winning moves", moves)
	}
	for _, m := range moves {
		mm := m.(map[string]any)
		if mm["win_in"] != 1.0 || mm["score"] == nil || mm["visits"] != nil {
			t.Errorf("root move %v: want score and win_in 1, no visits", mm)
		}
	}
	// From the start: a score, no proof, a PV as long as the depth.
	out = mustRun(t, "", "analyse", "-player", "alphabeta(depth=3)", "-position", startPos)
	if want := []string{"position", "player", "move", "score", "depth", "nodes", "pv", "moves"}; !cmp.Equal(jsonKeys(t, out), want) {
		t.Errorf("keys %v, want %v", jsonKeys(t, out), want)
	}
}

func TestAnalyseMCTS(t *testing.T) {
	out := mustRun(t, startPos+"\n", "analyse", "-player", "mcts(iterations=300)", "-seed", "5")
	var got struct {
		Player string
		Nodes  int
		Score  *float64
		Moves  []map[string]any
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Player != "mcts(iterations=300)" || got.Nodes != 300 || got.Score == nil || *got.Score < -1 || *got.Score > 1 || len(got.Moves) == 0 {
		t.Errorf("unexpected line %s", out)
	}
	for _, m := range got.Moves {
		if m["visits"] == nil || m["value"] == nil || m["score"] != nil {
			t.Errorf("root move %v: want visits and value, no score", m)
		}
	}
	// The same seed gives the same line.
	_, again, _ := runCmd(t, startPos+"\n", "analyse", "-player", "mcts(iterations=300)", "-seed", "5")
	if again != out {
		t.Errorf("not reproducible:\n%s\n%s", out, again)
	}
}

func TestAnalyseOtherPlayers(t *testing.T) {
	st, out, _ := runCmd(t, startPos+"\n", "analyse", "-player", "random")
	if st != 0 {
		t.Fatalf("exit %d", st)
	}
	if want := []string{"position", "player", "move"}; !cmp.Equal(jsonKeys(t, out), want) {
		t.Errorf("random: keys %v, want %v (fields it cannot fill left out)", jsonKeys(t, out), want)
	}
}

// TestAnalyseBadLines: a finishedPos position and lines that do not parse
// are answered as the contract says, the next lines are still analysed,
// and the exit status is 1.
func TestAnalyseBadLines(t *testing.T) {
	in := strings.Join([]string{"garbage", finishedPos, analyseEx12, "", startPos}, "\n") + "\n"
	st, out, _ := runCmd(t, in, "analyse", "-player", "alphabeta(depth=2)")
	if st != 1 {
		t.Errorf("exit %d, want 1", st)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d lines, want 5:\n%s", len(lines), out)
	}
	if k := jsonKeys(t, lines[0]); !cmp.Equal(k, []string{"position", "error"}) {
		t.Errorf("garbage: %s", lines[0])
	}
	if want := `{"position":"` + finishedPos + `","over":true,"winner":"N"}`; lines[1] != want {
		t.Errorf("finishedPos:\n got %s\nwant %s", lines[1], want)
	}
	if !strings.Contains(lines[2], `"win_in":1`) || !strings.Contains(lines[4], `"pv":[`) {
		t.Errorf("good lines not analysed:\n%s\n%s", lines[2], lines[4])
	}
	if k := jsonKeys(t, lines[3]); !cmp.Equal(k, []string{"position", "error"}) {
		t.Errorf("empty line: %s", lines[3])
	}
	// A finishedPos position alone exits 0.
	if st, _, _ := runCmd(t, "", "analyse", "-position", finishedPos); st != 0 {
		t.Errorf("finishedPos -position: exit %d, want 0", st)
	}
}

func TestAnalyseUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"analyse", "-player", "minimax"}, "unknown player"},
		{[]string{"analyse", "-player", "alphabeta(eval=foo)"}, "known: default, fitted, fitted2, material, zero"},
		{[]string{"analyse", "-player", "mcts(c=-1)"}, "bad value"},
		{[]string{"analyse", "-variant", "nope"}, "unknown variant"},
		{[]string{"analyse", "-bogus"}, "flag provided but not defined"},
		{[]string{"analyse", "extra"}, "unexpected argument"},
	} {
		st, _, errs := runCmd(t, startPos+"\n", tc.args...)
		if st != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, st, errs, tc.want)
		}
	}
	if st, errs, _ := runCmd(t, "", "analyse", "-h"); st != 0 || !strings.Contains(errs, "Exit status") {
		t.Errorf("-h: exit %d, %q", st, errs)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestAnalyseWriteFails(t *testing.T) {
	var errb strings.Builder
	st := run(&env{stdin: strings.NewReader(startPos + "\n"), stdout: failWriter{}, stderr: &errb}, []string{"analyse", "-player", "random"})
	if st != 1 || !strings.Contains(errb.String(), "disk full") {
		t.Errorf("exit %d, stderr %q; want 1 and the write error", st, errb.String())
	}
}
