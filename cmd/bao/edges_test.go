package main

// Issue 36's edges: output files locked, stopped runs that stop, and the
// messages of item 7 that are not about records.

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bao-games/bao/internal/interrupt"
)

// sprt -o of a file that holds bytes is refused without pointing at a
// -resume that sprt does not have.
func TestSprtExistingOutputMessage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "s.jsonl")
	os.WriteFile(out, []byte("{}\n"), 0o644)
	st, _, errs := runCmd(t, "", append(append([]string{}, sprtArgs...), "-o", out)...)
	if st != exitUsage || strings.Contains(errs, "-resume") || !strings.Contains(errs, "bao sprt: -o "+out+" exists and holds 3 bytes: bao sprt does not continue a file") {
		t.Errorf("exit %d, %q", st, errs)
	}
}

// A second signal while the ratings of a stopped run are computed says
// what happened: the first stopped the games, the second the ratings.
func TestSecondSignalDuringRatings(t *testing.T) {
	defer func(f func(chan<- os.Signal), h func()) { interrupt.Notify, ratingHook = f, h }(interrupt.Notify, ratingHook)
	var ch chan<- os.Signal
	interrupt.Notify = func(c chan<- os.Signal) { ch = c; c <- syscall.SIGINT } // before the first game
	ratingHook = func() {
		ch <- syscall.SIGINT
		time.Sleep(2 * time.Second) // the wait ends on the signal, not on the ratings
	}
	st, _, errs, _ := tournamentRun(t)
	want := "bao tournament: stopped by SIGINT after 0 games, then by a second signal while computing the ratings; no report printed\n"
	if st != 130 || errs != want {
		t.Errorf("exit %d, %q; want 130, %q", st, errs, want)
	}
	// One signal, during the ratings: the games were all played.
	interrupt.Notify = func(c chan<- os.Signal) { ch = c }
	ratingHook = func() { ch <- syscall.SIGINT; time.Sleep(2 * time.Second) }
	st, _, errs, _ = tournamentRun(t)
	if want := "bao tournament: stopped by SIGINT while computing the ratings of 12 games; no report printed\n"; st != 130 || errs != want {
		t.Errorf("exit %d, %q; want 130, %q", st, errs, want)
	}
}

// A bad -position or -variant is reported with the command and the flag.
func TestPositionAndVariantMessages(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "-position", "zz"}, `bao solve: -position: syntax error in "zz"`},
		{[]string{"perft", "-depth", "1", "-position", "zz"}, `bao perft: -position: syntax error in "zz"`},
		{[]string{"show", "-position", "zz"}, `bao show: -position: syntax error in "zz"`},
		{[]string{"play", "-position", "zz"}, `bao play: -position: syntax error in "zz"`},
		{[]string{"solve", "-variant", "kete("}, `bao solve: -variant: bad variant spec "kete("`},
		{[]string{"selfplay", "-variant", "nope"}, `bao selfplay: -variant: unknown variant "nope"`},
	} {
		st, _, errs := runCmd(t, "", c.args...)
		if st != exitUsage || !strings.HasPrefix(errs, c.want) || strings.Contains(errs, "bao: ") {
			t.Errorf("%v: exit %d, %q; want 2, %q", c.args, st, errs, c.want)
		}
	}
}

// sprt takes -balanced, as docs/interfaces.md says.
func TestSprtBalanced(t *testing.T) {
	st, out, errs := runCmd(t, "", "sprt", "-variant", "kete", "-players", "greedy,random", "-elo0", "0", "-elo1", "50", "-max-games", "4", "-openings", "2", "-balanced", "2", "-workers", "1", "-json")
	if st != 0 || !strings.Contains(out, `"games":4`) {
		t.Errorf("exit %d: %s %s", st, out, errs)
	}
	doc, err := os.ReadFile("../../docs/interfaces.md")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(doc), "`-balanced` is not accepted") {
		t.Error("docs/interfaces.md says sprt does not take -balanced")
	}
}
