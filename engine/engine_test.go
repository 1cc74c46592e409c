package engine_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/engine"
	"github.com/bao-games/bao/player"
)

// fast are the spec parameters that keep the forfeit tests short: a
// misbehaving engine loses within a second. The timeout (also that of
// the handshake) stays long enough for a process to start on a busy
// machine; short is for the engines that are meant to time out.
const (
	fast  = "margin=50ms,timeout=10s"
	short = "margin=50ms,timeout=300ms"
)

// TestForfeits plays toy engines that misbehave against the random player:
// each loses every game it is asked to move in, for the right reason, the
// run goes on (the engine restarted for each game), and nothing stalls.
func TestForfeits(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	for _, tc := range []struct {
		kind, more, reason string
	}{
		{"crash", "", engine.ReasonCrashed},
		{"quit", "", engine.ReasonCrashed},
		{"hang", "movetime=100ms", engine.ReasonTime},
		{"hang", short, engine.ReasonTime}, // no time budget: the timeout
		{"late", "movetime=100ms", engine.ReasonTime},
		{"garbage", "movetime=100ms", engine.ReasonTime},
		{"flood", "movetime=100ms", engine.ReasonTime},
		{"nohandshake", short, engine.ReasonTime},
		{"illegal", "", "illegal move A9<"},
		{"unparsable", "", "illegal move @@"},
	} {
		t.Run(tc.kind+"/"+tc.more, func(t *testing.T) {
			t.Parallel()
			more := tc.more
			if !strings.Contains(more, "timeout=") {
				more = strings.Trim(more+","+fast, ",")
			}
			spec := toySpec(t, tc.kind, more)
			start := time.Now()
			recs, _, err := arena.Play(context.Background(), arena.Config{
				Variant: v, A: spec, B: "random", Games: 3, Seed: 7, Workers: 2,
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(recs) != 3 {
				t.Fatalf("%d records", len(recs))
			}
			for _, r := range recs {
				engineSide := r.A
				if r.Winner != r.A.Other().String()[:1] || r.Reason != tc.reason {
					t.Errorf("game %d: winner %s, reason %q; want %s wins, %q", r.Game, r.Winner, r.Reason, r.A.Other(), tc.reason)
				}
				name := r.SouthEngine
				if engineSide == bao.North {
					name = r.NorthEngine
				}
				want := "toy " + tc.kind
				if tc.kind == "nohandshake" {
					want = "" // no handshake, no name
				}
				// A machine too busy to finish the handshake in time
				// (short's timeout) loses the game on time all the same,
				// but the engine has no name.
				if name != want && !(tc.reason == engine.ReasonTime && name == "") {
					t.Errorf("game %d: engine name %q, want %q", r.Game, name, want)
				}
			}
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("the run took %v", d)
			}
		})
	}
}

// TestNoise: an engine that writes junk around its answers plays as any
// other: unknown lines are ignored.
func TestNoise(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	recs, _, err := arena.Play(context.Background(), arena.Config{
		Variant: v, A: toySpec(t, "noise", fast), B: "random", Games: 2, Seed: 3, Workers: 1,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if strings.Contains(r.Reason, "engine") || strings.Contains(r.Reason, "forfeit") || strings.Contains(r.Reason, "illegal") {
			t.Errorf("game %d: %s", r.Game, r.Reason)
		}
	}
}

// TestSameAsBuiltin: bao's own engine, driven through the protocol, plays
// the very games of the built-in player it serves (the seed option carries
// each game's seed), whatever the number of workers. (It plays the move of
// the player's analysis, which for alpha-beta under a node or time budget
// may differ from its Choose: the alpha-beta spec here has none.)
func TestSameAsBuiltin(t *testing.T) {
	for _, tc := range []struct{ variant, spec string }{
		{"kiswahili", "alphabeta(depth=4,nodes=0)"}, // canonical specs: the engine names itself by its player's
		{"kingulu", "mcts(iterations=150)"},
	} {
		v := bao.MustLookup(tc.variant)
		c := arena.Config{Variant: v, A: tc.spec, B: tc.spec, Games: 4, Openings: 2, Seed: 11, Workers: 1}
		want, _, err := arena.Play(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		// One seat an engine, then both: bao engine against bao engine.
		eng := toySpec(t, "serve:"+tc.spec, "")
		for _, seats := range [][2]string{{tc.spec, eng}, {eng, eng}} {
			c.A, c.B, c.Workers = seats[0], seats[1], 2
			got, _, err := arena.Play(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want {
				w, g := want[i], got[i]
				if !slices.Equal(w.Moves, g.Moves) || w.Winner != g.Winner || w.Reason != g.Reason {
					t.Errorf("%s game %d: through the protocol %v %s %s\nbuilt in %v %s %s", tc.spec, i, g.Moves, g.Winner, g.Reason, w.Moves, w.Winner, w.Reason)
				}
				names := g.SouthEngine + "|" + g.NorthEngine
				if seats[0] == tc.spec && names != "|bao "+tc.spec && names != "bao "+tc.spec+"|" ||
					seats[0] == eng && names != "bao "+tc.spec+"|bao "+tc.spec {
					t.Errorf("game %d: engine names %q", i, names)
				}
			}
		}
	}
}

// TestTournamentReproducible: a tournament of built-in players and
// deterministic engines with node budgets gives the same records whatever
// the number of workers.
func TestTournamentReproducible(t *testing.T) {
	c := arena.TournamentConfig{
		Variant: bao.MustLookup("kiswahili"),
		Players: []string{"greedy", toySpec(t, "first", ""), toySpec(t, "serve:alphabeta(nodes=400)", "")},
		Games:   2, Openings: 3, Seed: 5, JSON: true,
	}
	var runs [2][]byte
	for i, workers := range []int{1, 3} {
		c.Workers = workers
		_, err := arena.RunTournament(context.Background(), c, func(r *arena.TournamentRecord) error {
			runs[i] = append(runs[i], r.JSONLine()...)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(runs[0], runs[1]) {
		t.Errorf("1 worker:\n%s\n3 workers:\n%s", runs[0], runs[1])
	}
	if !bytes.Contains(runs[0], []byte(`"north_engine":"toy first"`)) {
		t.Errorf("no engine name in\n%s", runs[0])
	}
}

// TestSpecErrors: an engine that does not play the variant, or lacks an
// option the spec sets, stops the run with an error (the spec does not fit
// the engine) rather than losing games.
func TestSpecErrors(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	for _, tc := range []struct{ spec, want string }{
		{toySpec(t, "kingulu", fast), "does not play kiswahili"},
		{toySpec(t, "first", fast+",opt.hash=64"), `has no option "hash"`},
	} {
		_, _, err := arena.Play(context.Background(), arena.Config{Variant: v, A: tc.spec, B: "random", Games: 2, Workers: 1})
		var f *player.Forfeit
		if err == nil || !strings.Contains(err.Error(), tc.want) || errors.As(err, &f) {
			t.Errorf("%s: %v, want an error with %q", tc.spec, err, tc.want)
		}
	}
	if _, err := player.New("engine(cmd=/no/such/program)", 1); err == nil {
		t.Error("a program that does not exist is accepted")
	}
}

// TestDriverAnalyse: the driver reads the engine's info line into an
// Analysis, and a context that ends stops a search without a forfeit.
func TestDriverAnalyse(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	p, err := player.New(toySpec(t, "serve:alphabeta(nodes=3000)", ""), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer p.(io.Closer).Close()
	a, err := p.(player.Analyser).Analyse(context.Background(), v, v.Start())
	if err != nil {
		t.Fatal(err)
	}
	if a.Depth == 0 || a.Nodes == 0 || len(a.PV) == 0 || a.PV[0] != a.Move {
		t.Errorf("analysis %+v", a)
	}

	h, err := engine.New(toySpec(t, "hang", "margin=100ms"), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	// A deadline long enough for the process to start and name itself
	// even under the race detector on a loaded machine.
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	start := time.Now()
	_, err = h.Choose(ctx, v, v.Start())
	var f *player.Forfeit
	if !errors.Is(err, context.DeadlineExceeded) || errors.As(err, &f) {
		t.Errorf("hang with a deadline: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
	if name := h.EngineName(); name != "toy hang" {
		t.Errorf("EngineName %q", name)
	}
	h.Reseed(2)
	if name := h.EngineName(); name != "" {
		t.Errorf("EngineName after Reseed %q", name)
	}

	// A context that ends during the handshake ends the wait too.
	n, err := engine.New(toySpec(t, "nohandshake", ""), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	ctx, cancel = context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start = time.Now()
	if _, err := n.Choose(ctx, v, v.Start()); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("no handshake, with a deadline: %v", err)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("took %v", d)
	}
}

// TestSlowStart: the handshake may take its time (within timeout).
func TestSlowStart(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	p, err := engine.New(toySpec(t, "slowstart", ""), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if _, err := p.Choose(context.Background(), v, v.Start()); err != nil {
		t.Fatal(err)
	}
}

// TestTournamentOfMisfits: a round robin of engines that misbehave in
// different ways, and a built-in player, runs to its end; every game is
// lost by an engine, for its own reason.
func TestTournamentOfMisfits(t *testing.T) {
	reasons := map[string]string{
		toySpec(t, "crash", fast):                     engine.ReasonCrashed,
		toySpec(t, "illegal", fast):                   "illegal move A9<",
		toySpec(t, "hang", "movetime=100ms,"+fast):    engine.ReasonTime,
		toySpec(t, "quit", fast):                      engine.ReasonCrashed,
		toySpec(t, "unparsable", "movetime=1s,"+fast): "illegal move @@",
	}
	players := []string{"random"}
	canon := map[string]string{} // records name a player by its canonical spec
	for spec, reason := range reasons {
		players = append(players, spec)
		c, err := engine.ParseSpec(spec)
		if err != nil {
			t.Fatal(err)
		}
		canon[c.Spec()] = reason
	}
	slices.Sort(players[1:])
	c := arena.TournamentConfig{Variant: bao.MustLookup("kiswahili"), Players: players, Games: 2, Seed: 2, Workers: 2}
	n := 0
	_, err := arena.RunTournament(context.Background(), c, func(r *arena.TournamentRecord) error {
		n++
		loser := r.South
		if r.Winner == "S" {
			loser = r.North
		}
		if want, ok := canon[loser]; !ok || r.Reason != want {
			t.Errorf("game %d: %s lost by %q", r.Game, loser, r.Reason)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != 2*len(players)*(len(players)-1)/2 {
		t.Errorf("%d games", n)
	}
}
