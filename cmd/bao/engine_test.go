package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestEngine drives bao engine in this process.
func TestEngine(t *testing.T) {
	in := "bao\nnewgame kingulu\nsetoption name seed value 3\nposition start moves A3\ngo depth 2\nisready\n"
	st, out, errs := runEngineHeld(t, in, "engine", "-player", "alphabeta")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if st != 0 || errs != "" || lines[0] != "id name bao alphabeta(depth=6,nodes=200000)" || !slices.Contains(lines, "baook") ||
		!strings.HasPrefix(lines[len(lines)-2], "bestmove a") || lines[len(lines)-1] != "readyok" {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", st, errs, out)
	}
	if st, _, errs := runCmd(t, "", "engine", "-player", "minimax"); st != 2 || !strings.Contains(errs, "unknown player") {
		t.Errorf("bad spec: exit %d, %q", st, errs)
	}
}

// TestEnginePlayers runs bao engine as an outside engine of the other
// commands, through engine(cmd=...): its games are those of the player it
// serves.
func TestEnginePlayers(t *testing.T) {
	bin := binary(t)
	eng := `engine(cmd="` + bin + `",args="engine -player alphabeta(depth=2)")`
	dir := t.TempDir()
	var moves [2][][]string
	for i, players := range []string{"alphabeta(depth=2)," + eng, "alphabeta(depth=2),alphabeta(depth=2)"} {
		o := filepath.Join(dir, "games"+strconv.Itoa(i)+".jsonl") // -o refuses a file that holds records
		st, _, errs := runCmd(t, "", "selfplay", "-players", players, "-games", "4", "-openings", "2", "-seed", "3", "-o", o, "-workers", "2")
		if st != 0 {
			t.Fatalf("selfplay %s: exit %d: %s", players, st, errs)
		}
		data, _ := os.ReadFile(o)
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			var r struct {
				Moves       []string
				North       string
				NorthEngine string `json:"north_engine"`
				SouthEngine string `json:"south_engine"`
			}
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				t.Fatal(err)
			}
			moves[i] = append(moves[i], r.Moves)
			if i == 0 && r.NorthEngine+r.SouthEngine != "bao alphabeta(depth=2,nodes=200000)" {
				t.Errorf("engine not named: %s", line)
			}
		}
	}
	if !slices.EqualFunc(moves[0], moves[1], slices.Equal) {
		t.Errorf("through bao engine:\n%q\nbuilt in:\n%q", moves[0], moves[1])
	}
	st, out, errs := runCmd(t, "", "tournament", "-players", "random,"+eng, "-games", "2", "-json")
	if st != 0 || !strings.Contains(out, `"name":"engine(cmd=`) {
		t.Errorf("tournament: exit %d, %s%s", st, out, errs)
	}
	st, out, errs = runCmd(t, "", "analyse", "-player", eng, "-position", "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0", "-variant", "kingulu")
	if st != 0 || !strings.Contains(out, `"depth":2`) || !strings.Contains(out, `"move":"A`) {
		t.Errorf("analyse: exit %d, %s%s", st, out, errs)
	}
}
