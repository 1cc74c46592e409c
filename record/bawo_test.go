package record_test

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/record"
)

// TestBawoRecords writes random games of Bawo (with and without the
// opening gambit) as records, reads them back and replays them: the same
// moves, the same final position and result, a gambit's text and a lone
// kichwa's loss ("~", BW9) included; then the same games as selfplay's
// JSON lines, and a game that starts after South's gambit (Start tag).
func TestBawoRecords(t *testing.T) {
	seen := map[string]bool{}
	for _, spec := range []string{"bawo", "bawo(gambit=on)", "bawo(gambit=capture)", "bawo(kuu=10,capmax=15)"} {
		v := bao.MustLookup(spec)
		rng := rand.New(rand.NewPCG(22, uint64(len(spec))))
		var text bytes.Buffer
		var lines []byte
		var games []*bao.Game
		for k := range 60 {
			g := bao.NewGame(v)
			for !g.Outcome().Over() && g.Ply() < 2000 {
				c, ok := bao.Sample(v, g.State(), rng)
				if !ok {
					t.Fatalf("%s: no move in a game not over", spec)
				}
				if err := g.Play(c.Move); err != nil {
					t.Fatal(err)
				}
			}
			games = append(games, g)
			r := record.FromGame(g, map[string]string{record.TagSouth: "random", record.TagNorth: "random"})
			for _, m := range r.Moves {
				switch {
				case strings.Contains(m, ","):
					seen["gambit"] = true
				case strings.HasSuffix(m, "~"):
					seen["~"] = true
				}
			}
			if err := r.Write(&text); err != nil {
				t.Fatal(err)
			}
			jr := &arena.Record{Line: record.Line{Game: k, Variant: v.Name(), South: "random", North: "random", Plies: g.Ply(),
				Final: bao.FormatState(v, g.State()), Winner: g.Outcome().WinnerText(), Reason: g.Outcome().Reason.String(), Moves: r.Moves}}
			lines = jr.AppendJSON(lines)
		}
		for _, in := range []struct {
			format string
			data   []byte
		}{{"record", text.Bytes()}, {"JSON lines", lines}} {
			rs, err := record.ReadAll(bytes.NewReader(in.data))
			if err != nil || len(rs) != len(games) {
				t.Fatalf("%s %s: %d records read, %v", spec, in.format, len(rs), err)
			}
			for i, r := range rs {
				g, err := r.Replay()
				if err != nil {
					t.Fatalf("%s %s, game %d: %v", spec, in.format, i, err)
				}
				if g.State() != games[i].State() || g.Ply() != games[i].Ply() || g.Variant().Name() != v.Name() {
					t.Fatalf("%s %s, game %d: replayed to %s after %d plies, want %s after %d", spec, in.format, i,
						bao.FormatState(v, g.State()), g.Ply(), bao.FormatState(v, games[i].State()), games[i].Ply())
				}
				if err := r.CheckResult(g.Outcome()); err != nil {
					t.Errorf("%s %s, game %d: %v", spec, in.format, i, err)
				}
			}
		}
	}
	for _, what := range []string{"gambit", "~"} {
		if !seen[what] {
			t.Errorf("no record with a %s move: the test lost its reach", what)
		}
	}

	// A game from the position after South's gambit: the Start tag holds
	// Bawo's two extra fields, and North's gambit is the first move.
	v := bao.MustLookup("bawo(gambit=on)")
	g := bao.NewGame(v)
	if _, err := g.PlayText("A1,A8,B4,B5,B5"); err != nil {
		t.Fatal(err)
	}
	from, err := bao.NewGameFrom(v, g.State())
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"a1,a1,a1,a1,a1", "A8<"} {
		if _, err := from.PlayText(text); err != nil {
			t.Fatal(err)
		}
	}
	r := record.FromGame(from, nil)
	s := r.String()
	for _, want := range []string{`[Start "0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/1,0,0,0,8,0,0,1/0,0,0,1,2,0,0,0 N 19,20 SN - - N"]`, "1... a1,a1,a1,a1,a1 2. A8<"} {
		if !strings.Contains(s, want) {
			t.Errorf("record does not contain %q:\n%s", want, s)
		}
	}
	back, err := record.Read(strings.NewReader(s))
	if err != nil {
		t.Fatal(err)
	}
	if rg, err := back.Replay(); err != nil || rg.State() != from.State() {
		t.Errorf("replay from the Start tag: %v", err)
	}
}
