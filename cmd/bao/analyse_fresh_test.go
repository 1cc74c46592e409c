package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// randomPositions returns n position texts of v from random games: every
// third position of each game, the finished ones included.
func randomPositions(v bao.Variant, n int, seed uint64) []string {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []string
	for len(out) < n {
		s := v.Start()
		for ply := 0; len(out) < n && ply < 200; ply++ {
			if ply%3 == rng.IntN(3) {
				out = append(out, bao.FormatState(v, s))
			}
			if v.Outcome(s).Over() {
				break
			}
			c, ok := bao.Sample(v, s, rng)
			if !ok {
				break
			}
			s = c.State
		}
	}
	return out
}

// analyseFreshPlayers are the players of TestAnalyseFresh: one of each
// kind, with small budgets.
var analyseFreshPlayers = []string{"random", "greedy", "alphabeta(depth=5,nodes=20000)", "mcts(iterations=200)"}

// Without -keep, bao analyse answers every line as it answers the line
// alone: the lines one at a time, shuffled, and together in a file give
// the same output lines (200 positions per variant, every kind of player).
func TestAnalyseFresh(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 40
	}
	dir := t.TempDir()
	for _, name := range bao.Names() {
		v := bao.MustLookup(name)
		pos := randomPositions(v, n, 3)
		for _, spec := range analyseFreshPlayers {
			args := []string{"analyse", "-variant", name, "-player", spec, "-seed", "5"}
			file := filepath.Join(dir, "positions")
			if err := os.WriteFile(file, []byte(strings.Join(pos, "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			var out, errb strings.Builder
			st := run(&env{stdin: f, stdout: &out, stderr: &errb}, args)
			f.Close()
			if st != 0 {
				t.Fatalf("%s %s: exit %d: %s", name, spec, st, errb.String())
			}
			together := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if len(together) != len(pos) {
				t.Fatalf("%s %s: %d lines for %d positions", name, spec, len(together), len(pos))
			}
			alone := make([]string, len(pos))
			for i, p := range pos {
				_, o, _ := runCmd(t, p+"\n", args...)
				alone[i] = strings.TrimSuffix(o, "\n")
				if alone[i] != together[i] {
					t.Errorf("%s %s: line %d alone:\n%s\nin the file:\n%s", name, spec, i, alone[i], together[i])
				}
			}
			perm := rand.New(rand.NewPCG(uint64(len(name)), 9)).Perm(len(pos))
			var shuffled []string
			for _, i := range perm {
				shuffled = append(shuffled, pos[i])
			}
			_, o, _ := runCmd(t, strings.Join(shuffled, "\n")+"\n", args...)
			lines := strings.Split(strings.TrimSuffix(o, "\n"), "\n")
			for k, i := range perm {
				if k >= len(lines) || lines[k] != alone[i] {
					t.Errorf("%s %s: line %d shuffled to %d differs from the line alone", name, spec, i, k)
					break
				}
			}
		}
	}
}

// The reproduction of issue 23: a position analysed after another one
// gets the score of its own search (200, its depth-5 minimax value), not
// one left in the table (600); -keep carries the table over. The issue's
// figures are those of the score-difference evaluation, kingulu's default
// then and eval=material now.
func TestAnalyseKeep(t *testing.T) {
	in := "2,1,7,7,2,1/0,8,7,5N,0,1 S 7,0\n0,6,6,6,1,0/1,6,6,2,7,0 N 7,0\n"
	args := []string{"analyse", "-variant", "kingulu", "-player", "alphabeta(depth=5,eval=material)"}
	_, fresh, _ := runCmd(t, in, args...)
	_, alone, _ := runCmd(t, "", append(args, "-position", "0,6,6,6,1,0/1,6,6,2,7,0 N 7,0")...)
	lines := strings.Split(fresh, "\n")
	if len(lines) < 2 || lines[1]+"\n" != alone || !strings.Contains(alone, `"score":200,`) {
		t.Errorf("second line:\n%s\nalone:\n%s", lines[1], alone)
	}
	st, kept, errs := runCmd(t, in, append(args, "-keep")...)
	if st != 0 || !strings.Contains(kept, `"score":600,`) {
		t.Errorf("-keep: exit %d %s\n%s", st, errs, kept)
	}
}
