package main

import (
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	in := "bao\nisready\nnewgame kingulu\nposition start moves A3\ngo\n" +
		"newgame kiswahili\nposition 0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -\ngo\n" +
		"position start moves Z9\ngo\nquit\ngo\n"
	var out strings.Builder
	run(strings.NewReader(in), &out)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{"id name greedyengine", "variants kiswahili kete kujifunza kingulu", "baook", "readyok"}
	if len(lines) != 7 || strings.Join(lines[:4], "|") != strings.Join(want, "|") ||
		!strings.HasPrefix(lines[4], "bestmove a") || !strings.HasPrefix(lines[5], "bestmove A") || lines[6] != "bestmove none" {
		t.Errorf("output:\n%s", out.String())
	}
}
