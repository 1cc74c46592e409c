package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// goodRecords holds two records: Example 15 of docs/kiswahili.md, and a
// kingulu game resigned after two moves.
const goodRecords = `[Variant "kiswahili"]
[South "Amina"]
[North "Bakari"]
[Result "S"]
[Reason "front row empty"]

1. A7>* a6<* 2. A6< a5< 3. A2># S

[Variant "kingulu"]
[Result "N"]
[Reason "resigned"]

1. A3 a6 N
`

// badRecords holds a good record, one with an illegal third move, one whose
// result is wrong, and a syntax error.
const badRecords = `[Variant "kiswahili"]
[Result "*"]

1. A7>* a6<* *

[Variant "kiswahili"]
[Result "*"]

1. A7>* a6<* 2. A8< *

[Variant "kiswahili"]
[Result "N"]

1. A7>* a6<* 2. A6< a5< 3. A2># N

[Variant "kiswahili"]
[Result "*"]

1. A7>* a6<* 3. A6< *
`

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReplayGood(t *testing.T) {
	good := writeFile(t, "good.bao", goodRecords)
	st, stdout, stderr := runCmd(t, "", "replay", good)
	if st != 0 {
		t.Fatalf("exit %d: %s", st, stderr)
	}
	want := good + `: game 0: kiswahili, Amina vs Bakari, 5 plies (3 moves)
b8..b1   0  0  0  0  0  0  0  0
a8..a1   0  0  0  0  0  0  0  0
A1..A8   0  1  3  2 8H  0  1  0
B1..B8   0  0  0  0  0  0  1  1
North to move, stores 27/20, houses S, restricted -
Game over: South wins (front row empty)

` + good + `: game 1: kingulu, ? vs ?, 2 plies (1 move)
`
	if !strings.HasPrefix(stdout, want) {
		t.Errorf("stdout:\n%s\nwant it to begin with:\n%s", stdout, want)
	}
	wantContains(t, "stdout", stdout,
		"The game is not over; recorded result: North wins (resigned)\n",
		"2 records replayed, 0 with errors\n")
	if stderr != "" {
		t.Errorf("stderr: %s", stderr)
	}

	// Standard input, with the variant checked.
	st, stdout, stderr = runCmd(t, goodRecords[:strings.Index(goodRecords, "\n\n[")], "replay", "-variant", "kiswahili", "-")
	if st != 0 {
		t.Fatalf("exit %d: %s", st, stderr)
	}
	wantContains(t, "stdout", stdout, "-: game 0: kiswahili, Amina vs Bakari, 5 plies (3 moves)\n")
	if strings.Contains(stdout, "records replayed") {
		t.Errorf("summary line for a single record:\n%s", stdout)
	}
}

func TestReplayBad(t *testing.T) {
	bad := writeFile(t, "bad.bao", badRecords)
	good := writeFile(t, "good.bao", goodRecords)
	st, stdout, stderr := runCmd(t, "", "replay", bad, good, filepath.Join(t.TempDir(), "missing.bao"))
	if st != 1 {
		t.Errorf("exit %d, want 1", st)
	}
	wantContains(t, "stderr", stderr,
		bad+": game 1: ply 3, 2. A8<: illegal move A8<: ",
		bad+`: game 2: record: the result does not agree with the game: the Result tag is "N", but the game ends: South wins (front row empty)`,
		bad+`: line 19: move number "3.", want "2."`,
		"missing.bao: no such file",
	)
	if n := strings.Count(stderr, "\n"); n != 4 {
		t.Errorf("%d error lines, want 4:\n%s", n, stderr)
	}
	wantContains(t, "stdout", stdout, bad+": game 0: kiswahili, ? vs ?, 2 plies (1 move)\n", good+": game 1: kingulu", "5 records replayed, 4 with errors\n")

	// A record of another variant than -variant.
	st, _, stderr = runCmd(t, goodRecords, "replay", "-variant", "kete")
	if st != 1 {
		t.Errorf("exit %d, want 1", st)
	}
	wantContains(t, "stderr", stderr, "-: game 0: the record is of variant kiswahili, not kete\n")

	st, _, stderr = runCmd(t, "", "replay", "-variant", "nosuch")
	if st != 2 || !strings.Contains(stderr, `unknown variant "nosuch"`) {
		t.Errorf("exit %d: %s", st, stderr)
	}
}
