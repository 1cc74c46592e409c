package arena

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// identityEdits are the edits of a record that make it another run's,
// each with the field its MismatchError names.
var identityEdits = []struct {
	field string
	edit  func(r *Record)
}{
	{"variant", func(r *Record) { r.Variant = "kete" }},
	{"seed", func(r *Record) { r.Seed++ }},
	{"south", func(r *Record) { r.South = "mcts(iterations=7)" }},
	{"north", func(r *Record) { r.North = "mcts" }},
	{"opening", func(r *Record) { r.Opening-- }},
	{"opening moves", func(r *Record) { r.Moves = append([]string{r.Moves[1], r.Moves[0]}, r.Moves[2:]...) }},
	{"match", func(r *Record) { m := 0; r.Match = &m }},
	{"plies", func(r *Record) { r.Plies++ }},
	{"game", func(r *Record) { r.Game = 1 << 30 }},
	{"start", func(r *Record) {
		r.Start = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -"
	}},
}

// TestIdentityFields: every field of a run's identity, edited in a record,
// is refused by Identity.Check with a *MismatchError naming the game and
// the field, for a run and for a tournament; the records as played pass.
func TestIdentityFields(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	run := Config{Variant: v, A: "greedy", B: "random", Games: 6, Seed: 3, Openings: 4}
	tour := TournamentConfig{Variant: v, Players: []string{"greedy", "random", "alphabeta(depth=1)"}, Games: 2, Seed: 3, Openings: 4}
	rid, err := run.Identity()
	if err != nil {
		t.Fatal(err)
	}
	tid, err := tour.Identity()
	if err != nil {
		t.Fatal(err)
	}
	recs, _, err := Play(context.Background(), run)
	if err != nil {
		t.Fatal(err)
	}
	var trecs []Record
	if _, err := RunTournament(context.Background(), tour, func(r *TournamentRecord) error {
		trecs = append(trecs, *r.Record.Clone())
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		id   *Identity
		recs []Record
	}{{"run", rid, recs}, {"tournament", tid, trecs}} {
		for i := range c.recs {
			if err := c.id.Check(&c.recs[i]); err != nil {
				t.Fatalf("%s: game %d as played: %v", c.name, i, err)
			}
		}
		for _, e := range identityEdits {
			r := c.recs[3].Clone()
			e.edit(r)
			err := c.id.Check(r)
			var me *MismatchError
			if !errors.As(err, &me) || me.Field != e.field || me.Game != r.Game || !errors.Is(err, ErrMismatch) {
				t.Errorf("%s: %s edited: %v, want a mismatch of %q in game %d", c.name, e.field, err, e.field, r.Game)
			}
		}
	}
	// The shard and the ply cap.
	shard := run
	shard.Shard, shard.Shards = 1, 2
	sid, _ := shard.Identity()
	var me *MismatchError
	if err := sid.Check(&recs[2]); !errors.As(err, &me) || me.Field != "game" {
		t.Errorf("a game of shard 0/2 in shard 1/2: %v", err)
	}
	capped := run
	capped.MaxPlies = 10
	cid, _ := capped.Identity()
	if err := cid.Check(&recs[0]); !errors.As(err, &me) || me.Field != "plies" {
		t.Errorf("a game of %d plies under a cap of 10: %v", recs[0].Plies, err)
	}
}

// TestIdentityBalanced: the records of a run without balanced openings are
// not those of the same run with them, nor the reverse: the opening
// moves differ where a candidate was rejected.
func TestIdentityBalanced(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	plain := Config{Variant: v, A: "greedy", B: "random", Games: 8, Seed: 5, Openings: 6, Workers: 1}
	bal := plain
	bal.Balanced = Balance{Plies: 9, Nodes: 400}
	precs, _, err := Play(context.Background(), plain)
	if err != nil {
		t.Fatal(err)
	}
	brecs, sum, err := Play(context.Background(), bal)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Balancing == nil || sum.Balancing.Rejected == 0 {
		t.Skipf("no candidate rejected (%v): the runs are the same", sum.Balancing)
	}
	pid, _ := plain.Identity()
	bid, _ := bal.Identity()
	refused := func(id *Identity, recs []Record) bool {
		for i := range recs {
			var me *MismatchError
			if err := id.Check(&recs[i]); errors.As(err, &me) && me.Field == "opening moves" {
				return true
			} else if err != nil {
				t.Fatalf("game %d: %v", i, err)
			}
		}
		return false
	}
	if !refused(bid, precs) || !refused(pid, brecs) {
		t.Error("balanced and unbalanced records pass for each other")
	}
	for i := range brecs {
		if err := bid.Check(&brecs[i]); err != nil {
			t.Errorf("balanced game %d as played: %v", i, err)
		}
	}
}

// TestMergeRefusesOtherRuns: Merge refuses a shard of another run, by
// every field of the identity that records tell (variant, master seed,
// players, openings' length, opening moves: balanced or not), and lines
// that are not records; the shards of one run merge.
func TestMergeRefusesOtherRuns(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	base := Config{Variant: v, A: "greedy", B: "random", Games: 12, Seed: 7, Openings: 4, Workers: 1, Options: Options{Shards: 2}}
	s0 := runLines(t, base)
	shard1 := func(change func(c *Config)) []byte {
		c := base
		c.Shard = 1
		change(&c)
		return runLines(t, c)
	}
	if _, _, _, err := merge(map[string][]byte{"a": s0, "b": shard1(func(*Config) {})}, []string{"a", "b"}, true); err != nil {
		t.Fatalf("the shards of one run: %v", err)
	}
	for _, tc := range []struct {
		name, field string
		change      func(c *Config)
	}{
		{"variant", "variant", func(c *Config) { c.Variant = bao.MustLookup("kete") }},
		{"seed", "seed", func(c *Config) { c.Seed = 8 }},
		{"players", "north", func(c *Config) { c.A = "alphabeta(depth=1)" }},
		{"openings", "opening", func(c *Config) { c.Openings = 3 }},
		{"balanced", "opening moves", func(c *Config) { c.Balanced = Balance{Plies: 9, Nodes: 400} }},
	} {
		_, _, _, err := merge(map[string][]byte{"a": s0, "b": shard1(tc.change)}, []string{"a", "b"}, true)
		var me *MismatchError
		if !errors.As(err, &me) || me.Field != tc.field || !strings.Contains(err.Error(), "not a shard of the same run") {
			t.Errorf("%s: %v, want a mismatch of %q", tc.name, err, tc.field)
		}
	}
	for _, line := range []string{`{"game":0}`, `{"game":0,"variant":"kiswahili"}`, "[Variant \"kiswahili\"]"} {
		if _, _, _, err := merge(map[string][]byte{"a": []byte(line + "\n")}, []string{"a"}, true); err == nil || !strings.Contains(err.Error(), "not a selfplay record") {
			t.Errorf("%s: %v", line, err)
		}
	}
}

// TestIdentityEveryVariant: the records of runs and tournaments of every
// variant and rule option, with openings that end some games and ply caps
// that stop others, pass their identity's check, opening moves included.
func TestIdentityEveryVariant(t *testing.T) {
	for _, name := range []string{"kiswahili", "kiswahili(takasia=off)", "kete", "kujifunza", "kingulu", "bawo"} {
		v, err := bao.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []Config{
			{Variant: v, A: "random", B: "greedy", Games: 16, Seed: 9, Openings: 7, Workers: 2},
			{Variant: v, A: "random", B: "random", Games: 16, Seed: 10, Openings: 4, MaxPlies: 6, Options: Options{Shard: 1, Shards: 3}},
		} {
			id, err := c.Identity()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Run(context.Background(), c, func(r *Record) error { return id.Check(r) }); err != nil {
				t.Errorf("%s, %d openings, cap %d: %v", name, c.Openings, c.MaxPlies, err)
			}
		}
		tc := TournamentConfig{Variant: v, Players: []string{"random", "greedy", "alphabeta(depth=1)"}, Games: 4, Openings: 5, Seed: 11, Workers: 2}
		tid, err := tc.Identity()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := RunTournament(context.Background(), tc, func(r *TournamentRecord) error { return tid.Check(&r.Record) }); err != nil {
			t.Errorf("%s tournament: %v", name, err)
		}
	}
}
