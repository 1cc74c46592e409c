package main

// Issue 36's edges: output files locked, stopped runs that stop, and the
// messages of item 7 that are not about records.

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/bao-games/bao/engine"
	"github.com/bao-games/bao/internal/interrupt"
	"github.com/bao-games/bao/player"
)

// sprt -o of a file that holds bytes is refused without pointing at a
// -resume that a whole test does not have (only a shard's file is
// continued).
func TestSprtExistingOutputMessage(t *testing.T) {
	out := filepath.Join(t.TempDir(), "s.jsonl")
	os.WriteFile(out, []byte("{}\n"), 0o644)
	st, _, errs := runCmd(t, "", append(append([]string{}, sprtArgs...), "-o", out)...)
	if st != exitUsage || strings.Contains(errs, "-resume continues it") || !strings.Contains(errs, "bao sprt: -o "+out+" exists and holds 3 bytes: a whole test is not continued (-resume continues a shard's file, with -shard)") {
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

// runEngineHeld runs bao engine (args) in this process with the commands
// in, its input ending only once a bestmove is written (the end of the
// input would stop the search), and returns the exit status, stdout and
// stderr.
func runEngineHeld(t *testing.T, in string, args ...string) (int, string, string) {
	t.Helper()
	out := &watchWriter{seen: make(chan struct{}), word: "bestmove"}
	var errb strings.Builder
	st := run(&env{stdin: io.MultiReader(strings.NewReader(in), waitReader(out.seen)), stdout: out, stderr: &errb}, args)
	return st, out.String(), errb.String()
}

// watchWriter keeps what is written and closes seen once word is in it.
type watchWriter struct {
	mu   sync.Mutex
	b    strings.Builder
	word string
	seen chan struct{}
}

func (w *watchWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.b.Write(p)
	if w.seen != nil && strings.Contains(w.b.String(), w.word) {
		close(w.seen)
		w.seen = nil
	}
	return len(p), nil
}

func (w *watchWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

// waitReader is an input that ends when its channel is closed.
type waitReader chan struct{}

func (r waitReader) Read([]byte) (int, error) {
	<-r
	return 0, io.EOF
}

// One grammar for every spec: an engine's spec that quotes a parenthesis
// is a fallback of solve as it is a player alone, and New returns a nil
// Player with every error.
func TestNestedQuotedSpec(t *testing.T) {
	eng := `engine(cmd=/bin/true,args="-x (a")`
	for _, s := range []string{eng, `solve(time=1s,fallback=` + eng + `)`, `mcts(time=1s,fallback=solve(time=1s,fallback=` + eng + `))`} {
		p, err := player.New(s, 0)
		if err != nil {
			if strings.HasPrefix(s, "mcts") && strings.Contains(err.Error(), "no parameter") {
				continue // mcts has no fallback: refused by its parameters, not the grammar
			}
			t.Errorf("New(%q): %v", s, err)
			continue
		}
		if p.Name() != s {
			t.Errorf("New(%q).Name() = %q", s, p.Name())
		}
		if c, ok := p.(io.Closer); ok {
			c.Close()
		}
	}
	for _, s := range []string{"solve", "greedy(eval=nope)", `engine(cmd=/bin/true,args=-x (a)`, `solve(time=1s,fallback=engine(cmd=/bin/true,args="-x (a")`} {
		if p, err := player.New(s, 0); err == nil || p != nil {
			t.Errorf("New(%q) = %#v, %v; want nil and an error", s, p, err)
		}
	}
}

// bao engine describes its search as bao analyse does: depth, score,
// nodes and the whole principal variation, for alphabeta and best too.
func TestEngineInfoAsAnalyse(t *testing.T) {
	for _, spec := range []string{"alphabeta(depth=4)", "best(time=200ms)", "mcts(iterations=300)"} {
		st, out, errs := runEngineHeld(t, "bao\nnewgame kingulu\nposition start\ngo\n", "engine", "-player", spec)
		var info string
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, "info depth") {
				info = l
			}
		}
		in, err := engine.ParseInfo(info)
		if st != 0 || err != nil || in.Depth == 0 || !in.HasScore || in.Nodes == 0 || len(in.PV) < 2 {
			t.Errorf("%s: exit %d %s, info %q (%v):\n%s", spec, st, errs, info, err, out)
			continue
		}
		if spec != "alphabeta(depth=4)" {
			continue // a time budget: another search, another result
		}
		an := mustRun(t, "", "analyse", "-variant", "kingulu", "-player", spec, "-position", "4,4,4,4,4,4/4,4,4,4,4,4 S 0,0")
		var rep struct {
			Score float64
			Depth int
			PV    []string
		}
		if err := json.Unmarshal([]byte(an), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Depth != in.Depth || rep.Score != in.Score || len(rep.PV) != len(in.PV) {
			t.Errorf("%s: engine %q, analyse %s", spec, info, an)
		}
	}
}
