package arena

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// TestAllocsPerGame checks that the game loop of Run and RunTournament
// allocates nothing per game but the text of the final position
// (Record.Final), records written as JSON lines included: the allocations
// of a run of 3n games less those of a run of n games, per game, the cost
// of setting up a run cancelled. With random players, the legal moves
// counted in every position, one in sampledLegal, or none, on one
// worker and on two (whose pool of records grows with how far the workers
// get ahead, hence the margin).
func TestAllocsPerGame(t *testing.T) {
	testvec.SkipAllocsUnderRace(t)
	var line, out []byte
	write := func(r *Record) error {
		if l := r.JSONLine(); l != nil { // made by the worker (Config.JSON)
			out = append(out[:0], l...)
			return nil
		}
		line = r.AppendJSON(line[:0])
		return nil
	}
	type run func(games int) error
	selfplayJSON := func(v bao.Variant, workers, legal int, json bool) run {
		return func(games int) error {
			_, err := Run(context.Background(), Config{Variant: v, A: "random", B: "random", Games: games, Seed: 3, Workers: workers, Options: Options{LegalEvery: legal, JSON: json}}, write)
			return err
		}
	}
	selfplay := func(v bao.Variant, workers, legal int) run { return selfplayJSON(v, workers, legal, false) }
	tournament := func(v bao.Variant, workers int, json bool) run {
		return func(games int) error {
			// Two random players, which Check refuses (two players of
			// one name), as in BenchmarkTournament.
			c := TournamentConfig{Variant: v, Players: []string{"random", "random"}, Games: games, Openings: 4, Seed: 3, Workers: workers, JSON: json}
			_, err := runTournament(context.Background(), &c, c.Players, func(r *TournamentRecord) error { return write(&r.Record) })
			return err
		}
	}
	type check struct {
		name string
		run  run
		max  float64 // allocations per game
		n    int     // games of the shorter run (0: 1000)
	}
	checks := []check{
		{"kiswahili/workers=1/legal=1", selfplay(bao.MustLookup("kiswahili"), 1, 1), 1.02, 0},
		// Two workers fill a pool of up to WindowPerWorker records each
		// once, over as many games as it takes a worker to get that far
		// ahead: runs long enough to make that small a game.
		{"kiswahili/workers=2/legal=32", selfplay(bao.MustLookup("kiswahili"), 2, sampledLegal), 1.25, 20000},
		{"kiswahili/tournament/workers=1", tournament(bao.MustLookup("kiswahili"), 1, false), 1.02, 0},
		{"kiswahili/tournament/workers=2", tournament(bao.MustLookup("kiswahili"), 2, false), 1.25, 20000},
		// The JSON lines made by the workers (Config.JSON) are buffers of
		// the records, reused as they are.
		{"kiswahili/workers=1/legal=32/json", selfplayJSON(bao.MustLookup("kiswahili"), 1, sampledLegal, true), 1.02, 0},
		{"kiswahili/workers=2/legal=32/json", selfplayJSON(bao.MustLookup("kiswahili"), 2, sampledLegal, true), 1.25, 20000},
		{"kiswahili/tournament/workers=2/json", tournament(bao.MustLookup("kiswahili"), 2, true), 1.25, 20000},
	}
	for _, name := range []string{"kiswahili", "kete", "kingulu"} {
		for _, legal := range []int{sampledLegal, 1 << 30} {
			checks = append(checks, check{fmt.Sprintf("%s/workers=1/legal=%d", name, legal), selfplay(bao.MustLookup(name), 1, legal), 1.02, 0})
		}
	}
	for _, c := range checks {
		n := c.n
		if n == 0 {
			n = 1000
		}
		allocs := func(games int) float64 {
			var err error
			a := testing.AllocsPerRun(1, func() { err = c.run(games) })
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			return a
		}
		per := (allocs(3*n) - allocs(n)) / float64(2*n)
		t.Logf("%s: %.3f allocations per game", c.name, per)
		if per > c.max {
			t.Errorf("%s: %.3f allocations per game, want at most %v (the final position's text)", c.name, per, c.max)
		}
	}
}

// TestRecordsReused checks the contract of Run's records: those delivered
// are reused, so Play and a caller that keeps them keep clones
// (Record.Clone), which own their moves and match number.
func TestRecordsReused(t *testing.T) {
	for _, c := range []Config{
		{Variant: bao.MustLookup("kiswahili"), A: "random", B: "greedy", Games: 40, Seed: 6, Workers: 1},
		{Variant: bao.MustLookup("kete"), A: "random", B: "random", Games: 30, Seed: 6, Workers: 2},
		{Variant: bao.MustLookup("kete"), A: "greedy", B: "random", Games: 6, Seed: 6, Workers: 2, Options: Options{Match: true}},
	} {
		var lines []byte
		var kept, clones []*Record
		if _, err := Run(context.Background(), c, func(r *Record) error {
			lines = r.AppendJSON(lines)
			kept = append(kept, r)
			clones = append(clones, r.Clone())
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if c.Workers == 1 && !c.Match && len(slices.Compact(kept)) != 1 {
			t.Errorf("%s: one worker delivers its games in more than one record", c.Variant.Name())
		}
		var got []byte
		for _, r := range clones {
			got = r.AppendJSON(got)
		}
		if !bytes.Equal(got, lines) {
			t.Errorf("%s: the clones of the records are not the records delivered", c.Variant.Name())
		}
		recs, _, err := Play(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		got = got[:0]
		for _, r := range recs {
			got = r.AppendJSON(got)
		}
		if !bytes.Equal(got, lines) {
			t.Errorf("%s: the records of Play are not those Run delivered", c.Variant.Name())
		}
		// A clone owns its slices and match number.
		r := clones[0]
		moves, match := slices.Clone(r.Moves), r.Match
		c := r.Clone()
		c.Moves[0] = "x"
		if c.Match != nil {
			*c.Match = -1
		}
		if !slices.Equal(r.Moves, moves) || r.Match != match || match != nil && *match == -1 {
			t.Errorf("%s: a clone shares its moves or match number", c.Variant)
		}
	}
}

// TestJSONLine checks Config.JSON and TournamentConfig.JSON: every record
// delivered carries its JSON line (Record.JSONLine), equal to AppendJSON
// of the record as delivered, single games and matches, on one worker and
// on two; a clone keeps it; it does not follow a later change to the
// record; a run that does not ask for it gives none.
func TestJSONLine(t *testing.T) {
	kiswahili, kete := bao.MustLookup("kiswahili"), bao.MustLookup("kete")
	runs := map[string]func(json bool, each func(*Record) error) error{}
	for _, w := range []int{1, 2} {
		for _, c := range []Config{
			{Variant: kiswahili, A: "random", B: "greedy", Games: 40, Seed: 6, Openings: 2},
			{Variant: kete, A: "random", B: "random", Games: 300, Seed: 7, Options: Options{Shard: 1, Shards: 3, From: 20}},
			{Variant: kete, A: "greedy", B: "random", Games: 5, Seed: 6, Options: Options{Match: true}},
		} {
			c.Workers = w
			runs[fmt.Sprintf("%s/match=%v/workers=%d", c.Variant.Name(), c.Match, w)] = func(json bool, each func(*Record) error) error {
				c.JSON = json
				_, err := Run(context.Background(), c, each)
				return err
			}
		}
		c := TournamentConfig{Variant: kiswahili, Players: []string{"random", "greedy", "alphabeta(depth=1)"}, Games: 10, Openings: 4, Seed: 3, Workers: w}
		runs[fmt.Sprintf("tournament/workers=%d", w)] = func(json bool, each func(*Record) error) error {
			c.JSON = json
			_, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error { return each(&r.Record) })
			return err
		}
	}
	for name, run := range runs {
		var without, with []byte
		if err := run(false, func(r *Record) error {
			if r.JSONLine() != nil {
				t.Fatalf("%s: game %d has a JSON line unasked", name, r.Game)
			}
			without = r.AppendJSON(without)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		var clones []*Record
		if err := run(true, func(r *Record) error {
			line := r.JSONLine()
			if want := r.AppendJSON(nil); !bytes.Equal(line, want) {
				t.Fatalf("%s: game %d: JSONLine\n%s\nAppendJSON\n%s", name, r.Game, line, want)
			}
			with = append(with, line...)
			c := r.Clone()
			clones = append(clones, c)
			c.Winner, c.Moves = "none", nil // not followed by the line
			r.Plies = -1
			if !bytes.Equal(r.JSONLine(), line) || !bytes.Equal(c.JSONLine(), line) {
				t.Fatalf("%s: game %d: the line followed a change to the record", name, r.Game)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(with, without) {
			t.Errorf("%s: the JSON lines are not the records' of a run without them", name)
		}
		var got []byte
		for _, c := range clones {
			got = append(got, c.JSONLine()...)
		}
		if !bytes.Equal(got, with) {
			t.Errorf("%s: the clones do not keep their lines", name)
		}
	}
}

// TestAppendJSONOfRuns checks the JSON of the records of runs of every
// kind of variant, written from the keys of their moves, against
// encoding/json, and again after a caller changed, shortened or replaced
// their moves or their final position (then written from the texts):
// AppendJSON's fast path against its plain twin, appendJSONPlain.
func TestAppendJSONOfRuns(t *testing.T) {
	changes := []func(r *Record){
		func(r *Record) {},
		func(r *Record) { r.Moves[len(r.Moves)-1] = `x"y` },
		func(r *Record) { r.Moves[0] = strings.Clone(r.Moves[0]) },
		func(r *Record) { r.Moves = r.Moves[:len(r.Moves)/2] },
		func(r *Record) { r.Moves = append([]string{"A1<"}, r.Moves...) },
		func(r *Record) { r.Moves = []string{} },
		func(r *Record) { r.Moves = nil },
		func(r *Record) { r.Final = `1,"2` },
		// The fields of jsonHead and jsonTail: changed, or equal in
		// another string.
		func(r *Record) { r.Variant = `kis"wahili` },
		func(r *Record) { r.Variant = strings.Clone(r.Variant) },
		func(r *Record) { r.South = `ran\dom` },
		func(r *Record) { r.North = "greedy" },
		func(r *Record) { r.South, r.North = r.North, r.South },
		func(r *Record) { r.Winner = "\x01" },
		func(r *Record) { r.Winner = strings.Clone(r.Winner) },
		func(r *Record) { r.Reason = "" },
		func(r *Record) { r.Reason = strings.Clone(r.Reason) + "<>" },
	}
	for _, v := range []bao.Variant{bao.MustLookup("kiswahili"), bao.MustLookup("kete"), bao.MustLookup("kingulu"), nim{pile: 9, two: true}} {
		for _, players := range [][2]string{{"random", "random"}, {"greedy", "random"}} {
			c := Config{Variant: v, A: players[0], B: players[1], Games: 2 * len(changes), Seed: 2, Openings: 2, Workers: 1}
			n := 0
			if _, err := Run(context.Background(), c, func(r *Record) error {
				change := changes[n%len(changes)]
				n++
				if len(r.Moves) == 0 {
					change = changes[0]
				}
				change(r)
				if got, want := r.AppendJSON(nil), r.appendJSONPlain(nil); !bytes.Equal(got, want) {
					t.Errorf("%s game %d: AppendJSON\n%s\nencoding/json\n%s", v.Name(), r.Game, got, want)
				}
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestTails checks gamer.tail: one jsonTail per outcome, of the very
// strings, with appendOutcome's text; none beyond maxTails outcomes, whose
// records AppendJSON writes field by field.
func TestTails(t *testing.T) {
	var g gamer
	for i := range maxTails + 4 {
		reason := fmt.Sprintf("reason %d", i)
		tl := g.tail("draw", reason)
		if i >= maxTails {
			if tl != nil {
				t.Fatalf("outcome %d: a jsonTail beyond %d", i, maxTails)
			}
			continue
		}
		if tl == nil || !sameString(tl.winner, "draw") || !sameString(tl.reason, reason) || tl.text != string(appendOutcome(nil, "draw", reason)) {
			t.Fatalf("outcome %d: %+v", i, tl)
		}
		if again := g.tail("draw", reason); again != tl {
			t.Fatalf("outcome %d: a second jsonTail", i)
		}
	}
	if tl := g.tail("draw", strings.Clone(g.tails[0].reason)); tl != nil { // not the same string
		t.Fatalf("outcome 0 in another string: a jsonTail beyond %d", maxTails)
	}
	if len(g.tails) != maxTails {
		t.Fatalf("%d jsonTails, want %d", len(g.tails), maxTails)
	}
}
