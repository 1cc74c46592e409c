package arena

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// suiteOf returns the openings file of the random openings of recs, games
// of a run with Openings: "moves" and their first Opening moves, one line
// per game pair.
func suiteOf(recs []Record) string {
	var b strings.Builder
	for i := 0; i < len(recs); i += 2 {
		fmt.Fprintf(&b, "moves %s\n", strings.Join(recs[i].Moves[:recs[i].Opening], " "))
	}
	return b.String()
}

// A run from an openings file that holds the random openings of a run
// with Openings plays the same games: byte-identical records, whatever
// the shards; the records hold the openings' moves and are the run's
// (Identity.Check), and not those of a run with other openings.
func TestSuiteRun(t *testing.T) {
	v := bao.MustLookup("kingulu")
	c := Config{Variant: v, A: "greedy", B: "random", Games: 10, Seed: 3, Openings: 3, Workers: 2}
	want, _, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	text := suiteOf(want)
	s, err := ReadSuite(v, strings.NewReader("# the openings of a run\n\n"+strings.ReplaceAll(text, "\n", "\r\n")))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if _, err := s.WriteTo(&out); err != nil || out.String() != text {
		t.Errorf("WriteTo: %v\n%s\nwant\n%s", err, out.String(), text)
	}
	sc := c
	sc.Openings, sc.Suite = 0, s
	for _, n := range []int{1, 3} {
		sc.Shards = n
		for i := range n {
			sc.Shard = i
			got, _, err := Play(context.Background(), sc)
			if err != nil {
				t.Fatal(err)
			}
			id, err := sc.Identity()
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range got {
				if a, b := r.AppendJSON(nil), want[r.Game].AppendJSON(nil); !bytes.Equal(a, b) {
					t.Errorf("game %d from the suite:\n%s\nwant\n%s", r.Game, a, b)
				}
				if err := id.Check(&r); err != nil {
					t.Errorf("game %d: %v", r.Game, err)
				}
			}
		}
	}
	// A suite with the same openings in another order refuses the
	// records.
	ls := strings.SplitAfter(text, "\n")
	ls[0], ls[1] = ls[1], ls[0]
	oc := sc
	oc.Suite, oc.Shard, oc.Shards = mustSuite(t, v, strings.Join(ls, "")), 0, 1
	id, _ := oc.Identity()
	if err := id.Check(&want[0]); err == nil || !strings.Contains(err.Error(), "opening 0 of the openings file") {
		t.Errorf("a record of another suite: %v", err)
	}
	plain, _ := c.Identity()
	pos := Config{Variant: v, A: "greedy", B: "random", Games: 2, Seed: 3, Options: Options{Suite: mustSuite(t, v, "6,6,6,1,6,1/0,1,6,6,2,7 N 0,0\n")}}
	recs, _, err := Play(context.Background(), pos)
	if err != nil {
		t.Fatal(err)
	}
	if recs[0].Start != "6,6,6,1,6,1/0,1,6,6,2,7 N 0,0" || recs[0].Opening != 0 || !strings.Contains(string(recs[1].AppendJSON(nil)), `,"start":"6,6,6,1,6,1/0,1,6,6,2,7 N 0,0","moves":`) {
		t.Errorf("a game from a position: %s", recs[1].AppendJSON(nil))
	}
	for i := range recs {
		r, err := ParseRecord(recs[i].AppendJSON(nil))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Replay(); err != nil || r.Start != recs[i].Start {
			t.Errorf("game %d read back: %v, start %q", i, err, r.Start)
		}
		if plain.Check(r) == nil {
			t.Errorf("game %d from a position, checked by a run from the start: no error", i)
		}
	}
}

func mustSuite(t *testing.T, v bao.Variant, text string) *Suite {
	t.Helper()
	s, err := ReadSuite(v, strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// ReadSuite's errors name the line and what is wrong with it.
func TestReadSuiteErrors(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	for _, c := range []struct{ text, want string }{
		{"", "no opening"},
		{"# nothing\n\n", "no opening"},
		{"moves A7>*\nmoves A7>* a9<\n", `line 2: move 2, "a9<"`},
		{"moves\nmoves A7<+\n", `line 2: move 1, "A7<+"`},
		{"moves A7>*\n\nmoves A7>**\n", `line 3: move 1, "A7>**"`},
		{"1,2,3\n", "line 1:"},
		{"movesA7>*\n", "line 1:"},
		{"0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,32 SN -\n", "line 1:"},
	} {
		_, err := ReadSuite(v, strings.NewReader(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.text, err, c.want)
		}
	}
	s := mustSuite(t, v, "moves A7>\n"+bao.FormatState(v, v.Start())+"\n")
	if s.Openings[0].String() != "moves A7>*" || s.Openings[1].String() != "moves" || s.Openings[1].Start != "" {
		t.Errorf("openings %q and %q", s.Openings[0].String(), s.Openings[1].String())
	}
	c := Config{Variant: v, A: "random", B: "random", Games: 5, Options: Options{Suite: s}}
	for _, bad := range []Config{c, {Variant: v, A: "random", B: "random", Games: 2, Options: Options{Suite: s}, Openings: 2}, {Variant: bao.MustLookup("kete"), A: "random", B: "random", Games: 2, Options: Options{Suite: s}}, {Variant: v, A: "random", B: "random", Games: 2, Options: Options{Suite: s}, MaxPlies: 1}} {
		if _, err := Run(context.Background(), bad, nil); err == nil {
			t.Errorf("%d games, %d random plies, %s, cap %d, with 2 openings: no error", bad.Games, bad.Openings, bad.Variant.Name(), bad.MaxPlies)
		}
	}
}

// A tournament from an openings file plays opening i in round i of every
// pairing, and its standings read back check the openings.
func TestSuiteTournament(t *testing.T) {
	v := bao.MustLookup("kingulu")
	s := mustSuite(t, v, "moves A5 a2\n6,6,6,1,6,1/0,1,6,6,2,7 N 0,0\n")
	c := TournamentConfig{Variant: v, Players: []string{"random", "greedy", "alphabeta(depth=1)"}, Games: 4, Seed: 1, Suite: s, Workers: 1}
	var lines bytes.Buffer
	if _, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error {
		o := &s.Openings[r.Round]
		if r.Start != o.Start || r.Opening != len(o.Moves) {
			t.Errorf("game %d, round %d: start %q, opening %d", r.Game, r.Round, r.Start, r.Opening)
		}
		lines.Write(r.AppendJSON(nil))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.ReadStandings(bytes.NewReader(lines.Bytes()), nil); err != nil {
		t.Errorf("read back: %v", err)
	}
	c.Suite = mustSuite(t, v, "moves A5 a4\n6,6,6,1,6,1/0,1,6,6,2,7 N 0,0\n")
	if _, err := c.ReadStandings(bytes.NewReader(lines.Bytes()), nil); err == nil || !strings.Contains(err.Error(), "line 1:") {
		t.Errorf("read back with another suite: %v", err)
	}
	c.Suite = nil
	if _, err := c.ReadStandings(bytes.NewReader(lines.Bytes()), nil); err == nil {
		t.Error("read back with no suite: no error")
	}
	c.Suite, c.Games = s, 6
	if _, err := c.Check(); err == nil {
		t.Error("6 games a pairing from 2 openings: no error")
	}
}

// A run from BalancedSuite plays the games of the run with the same
// seed, random plies and Balanced.
func TestBalancedSuite(t *testing.T) {
	v := bao.MustLookup("kingulu")
	b := Balance{Plies: 3, Nodes: 20000}
	c := Config{Variant: v, A: "greedy", B: "random", Games: 8, Seed: 9, Openings: 4, Options: Options{Balanced: b}, Workers: 2}
	want, _, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	s, d, err := BalancedSuite(context.Background(), v, c.Seed, c.Openings, b, 4, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Openings) != 4 || len(d.Pairs) != 4 {
		t.Fatalf("%d openings, draw %+v", len(s.Openings), d)
	}
	sc := c
	sc.Openings, sc.Balanced, sc.Suite = 0, Balance{}, s
	got, _, err := Play(context.Background(), sc)
	if err != nil {
		t.Fatal(err)
	}
	for i := range got {
		if a, b := got[i].AppendJSON(nil), want[i].AppendJSON(nil); !bytes.Equal(a, b) {
			t.Errorf("game %d from the suite:\n%s\nwant\n%s", i, a, b)
		}
	}
	if _, _, err := BalancedSuite(context.Background(), v, 1, 4, b, 0, 1); err == nil {
		t.Error("a suite of 0 openings: no error")
	}
}
