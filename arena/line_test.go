package arena

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/record"
)

// lineRuns returns runs of every kind, by name: each calls each with the
// records it delivers. Every variant and option of the registry, random,
// greedy and alpha-beta players, openings, ply caps (games stopped by
// them), matches, shards, tournaments, with the lines made by the workers
// (Config.JSON) or not, with Moves made or not (Config.NoMoves).
func lineRuns(t *testing.T) map[string]func(each func(*Record) error) error {
	runs := map[string]func(each func(*Record) error) error{}
	add := func(name string, c Config) {
		runs[name] = func(each func(*Record) error) error {
			_, err := Run(context.Background(), c, each)
			return err
		}
	}
	for _, name := range []string{"kiswahili", "kiswahili(takasia=off)", "kete", "kujifunza", "kingulu"} {
		v := bao.MustLookup(name)
		add(name+"/random", Config{Variant: v, A: "random", B: "random", Games: 30, Seed: 1, Workers: 1})
		add(name+"/random/json", Config{Variant: v, A: "random", B: "random", Games: 30, Seed: 1, Workers: 2, Options: Options{JSON: true, NoMoves: true}})
		add(name+"/greedy/openings", Config{Variant: v, A: "greedy", B: "random", Games: 12, Seed: 2, Openings: 3, Workers: 1, Options: Options{JSON: true}})
		add(name+"/alphabeta", Config{Variant: v, A: "alphabeta(depth=1)", B: "greedy", Games: 4, Seed: 3, Workers: 1})
		add(name+"/cap", Config{Variant: v, A: "random", B: "random", Games: 10, Seed: 4, MaxPlies: 7, Openings: 2, Workers: 2, Options: Options{JSON: true}})
		add(name+"/shard", Config{Variant: v, A: "random", B: "greedy", Games: 30, Seed: 5, Workers: 1, Options: Options{Shard: 2, Shards: 3, From: 4}})
		add(name+"/match", Config{Variant: v, A: "greedy", B: "random", Games: 4, Seed: 6, Workers: 2, Options: Options{Match: true, MatchGames: 3, JSON: true}})
		tc := TournamentConfig{Variant: v, Players: []string{"random", "greedy", "alphabeta(depth=1)"}, Games: 2, Openings: 2, Seed: 7, Workers: 2, JSON: true}
		runs[name+"/tournament"] = func(each func(*Record) error) error {
			_, err := RunTournament(context.Background(), tc, func(r *TournamentRecord) error { return each(&r.Record) })
			return err
		}
	}
	return runs
}

// TestLineTwin compares the fast JSON line of a record (AppendJSON, and
// the line the workers made, JSONLine) with its plain twin,
// appendJSONPlain (encoding/json), on the records of runs of every kind,
// on the same records read back (ParseRecord), and after odd strings and
// values were put in each field.
func TestLineTwin(t *testing.T) {
	m := 7
	odd := []func(r *Record){
		func(r *Record) { r.Variant = `odd "quoted" \ name` + "\n\t\u2028é\xff<>&" },
		func(r *Record) { r.South, r.North = "<script>", "a\x00b" },
		func(r *Record) { r.Winner, r.Reason = "\u2029", `"` },
		func(r *Record) { r.Final = "\x7f\u00e9" },
		func(r *Record) { r.Moves = append(r.Moves, `A1"`, "\\", "") },
		func(r *Record) { r.Moves = nil },
		func(r *Record) { r.Game, r.Seed, r.Plies, r.Opening = -1, 1<<64-1, -5, 1<<62 },
		func(r *Record) { r.Match = &m },
	}
	check := func(what string, r *Record, got []byte) {
		t.Helper()
		if want := r.appendJSONPlain(nil); !bytes.Equal(got, want) {
			t.Fatalf("%s: game %d:\nfast  %s\nplain %s", what, r.Game, got, want)
		}
	}
	n, wins, capped := 0, 0, 0
	for name, run := range lineRuns(t) {
		if err := run(func(r *Record) error {
			n++
			if r.Reason == ReasonPlyLimit {
				capped++
			}
			if line := r.JSONLine(); line != nil {
				check(name+" JSONLine", r, line)
			}
			line := r.AppendJSON(nil)
			check(name, r, line)
			if bytes.Contains(line, []byte(`#"`)) {
				wins++
			}
			back, err := ParseRecord(line)
			if err != nil {
				t.Fatalf("%s: game %d: %v", name, r.Game, err)
			}
			check(name+" read back", back, back.AppendJSON(nil))
			if !bytes.Equal(back.AppendJSON(nil), line) {
				t.Fatalf("%s: game %d: read back and written again:\n%s\nwas\n%s", name, r.Game, back.AppendJSON(nil), line)
			}
			c := r.Clone()
			odd[n%len(odd)](c)
			check(name+" odd", c, c.AppendJSON(nil))
			return nil
		}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if n < 500 || wins == 0 || capped == 0 {
		t.Errorf("%d records, %d with a win note, %d stopped by the ply cap", n, wins, capped)
	}
}

// TestReplayRecord: the records of runs of every kind replay (their moves,
// length, opening, result and final position agree with the rules), and
// records changed in any of those fields do not.
func TestReplayRecord(t *testing.T) {
	changes := []struct {
		name   string
		change func(r *Record)
	}{
		{"plies", func(r *Record) { r.Plies++ }},
		{"opening", func(r *Record) { r.Opening = r.Plies + 1 }},
		{"winner", func(r *Record) { r.Winner = map[string]string{"S": "N", "N": "draw", "draw": "S"}[r.Winner] }},
		{"reason", func(r *Record) { r.Reason = "resigned" }},
		{"final", func(r *Record) {
			r.Final = bao.FormatState(bao.MustLookup(r.Variant), bao.MustLookup(r.Variant).Start())
		}},
	}
	for name, run := range lineRuns(t) {
		k := 0
		if err := run(func(r *Record) error {
			back, err := ParseRecord(r.AppendJSON(nil))
			if err != nil {
				t.Fatal(err)
			}
			g, err := back.Replay()
			if err != nil || g.Ply() != r.Plies {
				t.Fatalf("%s: game %d does not replay: %v", name, r.Game, err)
			}
			ch := changes[k%len(changes)]
			k++
			ch.change(back)
			if ch.name == "final" && r.Plies == 0 {
				return nil
			}
			if _, err := back.Replay(); !errors.Is(err, ErrReplay) {
				t.Fatalf("%s: game %d with another %s: %v", name, r.Game, ch.name, err)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	r := &Record{Line: record.Line{Variant: "kiswahili", Moves: []string{"A6>", "A1<"}}}
	if g, err := r.Replay(); g == nil || g.Ply() != 1 || !strings.Contains(err.Error(), "move 2 (A1<)") {
		t.Errorf("an illegal move: %v after %v", err, g)
	}
	r = &Record{Line: record.Line{Variant: "chess"}}
	if g, err := r.Replay(); g != nil || err == nil {
		t.Errorf("an unknown variant: %v, %v", g, err)
	}
	// The optional fields left out (opening, start, match) are not
	// checked; those of every record are, whatever their value.
	v := bao.MustLookup("kiswahili")
	after, _ := bao.ReplayText(v, v.Start(), []string{"A6>*"})
	r = &Record{Line: record.Line{Variant: "kiswahili", Moves: []string{"A6>*"}, Plies: 1, Winner: "draw", Reason: record.ReasonPlyLimit, Final: bao.FormatState(v, after.State())}}
	if _, err := r.Replay(); err != nil {
		t.Errorf("a game not finished: %v", err)
	}
	r.Final = ""
	if _, err := r.Replay(); !errors.Is(err, ErrReplay) || !strings.Contains(err.Error(), `final ""`) {
		t.Errorf("an empty final: %v", err)
	}
}

// TestDecoder reads records from a stream of JSON objects.
func TestDecoder(t *testing.T) {
	recs, _, err := Play(context.Background(), Config{Variant: bao.MustLookup("kete"), A: "random", B: "greedy", Games: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var in []byte
	for i := range recs {
		in = recs[i].AppendJSON(in)
		in = append(in, " \n\t"...)
	}
	d := NewDecoder(bytes.NewReader(in))
	for i := range recs {
		r, err := d.Decode()
		if err != nil || !bytes.Equal(r.AppendJSON(nil), recs[i].AppendJSON(nil)) {
			t.Fatalf("record %d: %v", i, err)
		}
	}
	if _, err := d.Decode(); err != io.EOF {
		t.Errorf("at the end: %v", err)
	}
	if _, err := ParseRecord([]byte(`{"game":"x"}`)); err == nil {
		t.Error("a game number that is a string: no error")
	}
}

// TestSeatRule: player A sits South in even games and North in odd ones;
// in match mode, South in game k of match m when m+k is even. The records
// of runs say so.
func TestSeatRule(t *testing.T) {
	for g, want := range []bao.Player{bao.South, bao.North, bao.South, bao.North} {
		if got := SeatOfA(g); got != want {
			t.Errorf("SeatOfA(%d) = %v", g, got)
		}
	}
	if MatchSeatOfA(1, 0) != bao.North || MatchSeatOfA(1, 1) != bao.South || MatchSeatOfA(2, 0) != bao.South {
		t.Error("MatchSeatOfA")
	}
	v := bao.MustLookup("kete")
	recs, _, err := Play(context.Background(), Config{Variant: v, A: "greedy", B: "random", Games: 6, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if r.A != SeatOfA(r.Game) || (r.South == "greedy") != (r.A == bao.South) {
			t.Errorf("game %d: A at %v, South %s", r.Game, r.A, r.South)
		}
	}
	recs, _, err = Play(context.Background(), Config{Variant: v, A: "greedy", B: "random", Games: 4, Seed: 3, Options: Options{Match: true}})
	if err != nil {
		t.Fatal(err)
	}
	k := 0
	for i, r := range recs {
		if i > 0 && *r.Match != *recs[i-1].Match {
			k = 0
		}
		if r.A != MatchSeatOfA(*r.Match, k) {
			t.Errorf("match %d game %d: A at %v", *r.Match, k, r.A)
		}
		k++
	}
	c := TournamentConfig{Players: []string{"a", "b", "c"}}
	for g := range 12 {
		if _, _, a := c.Place(g); a != SeatOfA(g) {
			t.Errorf("tournament game %d: A at %v", g, a)
		}
	}
}

// TestIdentity: the records of a run, of every shard, belong to its
// identity, and not to that of runs that differ in variant, seed,
// players, seats or openings.
func TestIdentity(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	c := Config{Variant: v, A: "greedy", B: "random", Games: 20, Seed: 8, Openings: 2, Options: Options{Shard: 1, Shards: 3}}
	id, err := c.Identity()
	if err != nil {
		t.Fatal(err)
	}
	recs, _, err := Play(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	var held []int
	for g := range 25 {
		if id.Holds(g) {
			held = append(held, g)
		}
	}
	if len(held) != len(recs) {
		t.Fatalf("holds %v, the run played %d games", held, len(recs))
	}
	for i := range recs {
		r := &recs[i]
		if r.Game != held[i] || id.Check(r) != nil || id.GameSeed(r.Game) != r.Seed {
			t.Errorf("game %d (held %d): %v", r.Game, held[i], id.Check(r))
		}
	}
	for _, other := range []Config{
		{Variant: bao.MustLookup("kete"), A: "greedy", B: "random", Openings: 2},
		{Variant: v, A: "greedy", B: "random", Openings: 2, Seed: 9},
		{Variant: v, A: "random", B: "greedy", Openings: 2},
		{Variant: v, A: "greedy", B: "greedy", Openings: 2},
		{Variant: v, A: "greedy", B: "random", Openings: 3},
	} {
		other.Games = 20
		if other.Seed == 0 {
			other.Seed = 8
		}
		oid, err := other.Identity()
		if err != nil {
			t.Fatal(err)
		}
		if oid.Check(&recs[0]) == nil && oid.Check(&recs[1]) == nil {
			t.Errorf("%+v: the records of another run belong to it", other)
		}
	}
	if _, err := (&Config{Variant: v, A: "random", B: "random", Options: Options{Match: true}}).Identity(); err == nil {
		t.Error("matches have an identity")
	}
	if _, err := (&Config{Variant: v, A: "nobody", B: "random"}).Identity(); err == nil {
		t.Error("an unknown player has an identity")
	}
}

// TestKept: KeptRecords keeps the complete records of the beginning of a
// run, up to its number of games, and says why it refuses others.
func TestKept(t *testing.T) {
	c := Config{Variant: bao.MustLookup("kete"), A: "greedy", B: "random", Games: 12, Seed: 4, Options: Options{Shard: 1, Shards: 2}}
	data := runLines(t, c)
	id, err := c.Identity()
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	for n := 0; n <= 6; n++ {
		kept := bytes.Join(lines[:n], nil)
		from, keep, err := id.Kept(kept)
		if err != nil || from != 1+2*n || keep != len(kept) {
			t.Errorf("%d lines: from %d, keep %d, %v", n, from, keep, err)
		}
	}
	// A run of more games wrote more: refused, as a resumed run only
	// appends.
	id.Games = 7
	var ke *KeptError
	if _, _, err := id.Kept(data); !errors.As(err, &ke) || !errors.Is(err, ErrBeyond) || ke.Line != 4 || ke.Game != 7 {
		t.Errorf("a run of fewer games: %v", err)
	}
	id.Games = 12
	for _, tc := range []struct {
		data       []byte
		line, game int
		check      bool
	}{
		{append(bytes.Join(lines[:2], nil), "junk\n"...), 3, -1, true},
		{bytes.Join(lines[1:3], nil), 1, 3, false},
		{bytes.Replace(data, []byte(`"greedy"`), []byte(`"random"`), 1), 1, 1, true},
		{flipWinner(t, lines, 2), 3, 5, true}, // replayed: the result is the moves'
	} {
		_, _, err := id.Kept(tc.data)
		var ke *KeptError
		if !errors.As(err, &ke) || ke.Line != tc.line || ke.Game != tc.game || (ke.Err != nil) != tc.check {
			t.Errorf("%.40q: %#v", tc.data, err)
		}
	}
}

// flipWinner returns lines joined with the winner of line k (from 0)
// changed to another result.
func flipWinner(t *testing.T, lines [][]byte, k int) []byte {
	t.Helper()
	out := make([][]byte, len(lines))
	copy(out, lines)
	r, err := ParseRecord(lines[k])
	if err != nil {
		t.Fatal(err)
	}
	r.Winner = map[string]string{"S": "N", "N": "S", "draw": "S"}[r.Winner]
	out[k] = r.AppendJSON(nil)
	return bytes.Join(out, nil)
}

// runLines returns the record lines of the run c.
func runLines(t *testing.T, c Config) []byte {
	t.Helper()
	var b []byte
	if _, err := Run(context.Background(), c, func(r *Record) error { b = r.AppendJSON(b); return nil }); err != nil {
		t.Fatal(err)
	}
	return b
}

// merge merges files with Merge, and returns the lines and the summary.
func merge(files map[string][]byte, order []string, summary bool) ([]byte, *Summary, Gaps, error) {
	m := NewMerge(summary)
	for _, name := range order {
		if err := m.Add(name, bytes.NewReader(files[name])); err != nil {
			return nil, nil, Gaps{}, err
		}
	}
	var out []byte
	for line, err := range untilEOF(m.Next) {
		if err != nil {
			return nil, nil, Gaps{}, err
		}
		out = append(out, line...)
	}
	return out, m.Summary(), m.Missing(0), nil
}

// TestMergeShards: the shards of a run, merged, are byte for byte the
// file of the run, and their summary is the run's (but for what records do
// not carry: the legal moves and the ply cap), single games and matches.
func TestMergeShards(t *testing.T) {
	for _, c := range []Config{
		{Variant: bao.MustLookup("kiswahili"), A: "greedy", B: "random", Games: 50, Seed: 9, Openings: 2},
		{Variant: bao.MustLookup("kingulu"), A: "random", B: "alphabeta(depth=1)", Games: 20, Seed: 1, MaxPlies: 30},
		{Variant: bao.MustLookup("kete"), A: "greedy", B: "random", Games: 9, Seed: 2, Options: Options{Match: true}},
	} {
		var whole []byte
		want, err := Run(context.Background(), c, func(r *Record) error { whole = r.AppendJSON(whole); return nil })
		if err != nil {
			t.Fatal(err)
		}
		files := map[string][]byte{}
		order := []string{"s2", "s0", "s1"}
		if c.Match {
			files["s0"], order = whole, []string{"s0"}
		} else {
			for i := range 3 {
				s := c
				s.Shard, s.Shards = i, 3
				files[fmt.Sprintf("s%d", i)] = runLines(t, s)
			}
		}
		got, sum, miss, err := merge(files, order, true)
		if err != nil || !bytes.Equal(got, whole) || miss.N != 0 {
			t.Fatalf("%s: merged %d bytes of %d, %d missing: %v", c.Variant.Name(), len(got), len(whole), miss.N, err)
		}
		// The legal moves and the ply cap are not in the records, and the
		// merged summary counts games, not matches.
		view := func(s *Summary) Summary {
			return Summary{Variant: s.Variant, Players: s.Players, Games: s.Games, Plies: s.Plies, Positions: s.Positions,
				SideWins: s.SideWins, PlayerWins: s.PlayerWins, Draws: s.Draws, PlyLimit: s.PlyLimit, Reasons: s.Reasons}
		}
		if diff := cmp.Diff(view(want), view(sum), cmpopts.IgnoreUnexported(Summary{}, GamePairs{})); diff != "" || sum.LegalCounted != 0 {
			t.Errorf("%s: summary (-run +merged):\n%s", c.Variant.Name(), diff)
		}
	}
}

// TestMergeErrors: a game in two files, a file out of order, a partial
// line, a line that is not a record, and missing games.
func TestMergeErrors(t *testing.T) {
	c := Config{Variant: bao.MustLookup("kete"), A: "random", B: "random", Games: 10, Seed: 3, Options: Options{Shards: 2}}
	s0 := runLines(t, c)
	c.Shard = 1
	s1 := runLines(t, c)
	lines := bytes.SplitAfter(s0, []byte("\n"))
	for _, tc := range []struct {
		files map[string][]byte
		msg   string
	}{
		{map[string][]byte{"a": s0, "b": s0}, "game 0 is in both a (line 1) and b (line 1)"},
		{map[string][]byte{"a": append(append([]byte{}, lines[1]...), lines[0]...)}, "a: line 2: game 0 after game 2: not in game order"},
		{map[string][]byte{"a": s0[:len(s0)-1]}, "a: line 5: partial last line"},
		{map[string][]byte{"a": []byte("{}\n")}, "a: line 1 is not a selfplay record"},
	} {
		var names []string
		for name := range tc.files {
			names = append(names, name)
		}
		if len(names) == 2 {
			names = []string{"a", "b"}
		}
		if _, _, _, err := merge(tc.files, names, false); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%v, want %q", err, tc.msg)
		}
	}
	_, _, miss, err := merge(map[string][]byte{"a": s0}, []string{"a"}, false)
	if err != nil || miss.N != 4 || miss.String() != "1, 3, 5, 7" {
		t.Errorf("missing %d: %s, %v", miss.N, miss, err)
	}
	m := NewMerge(false)
	if err := m.Add("b", bytes.NewReader(s1)); err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := m.Next(); err != nil {
			break
		}
	}
	if miss := m.Missing(12); miss.N != 7 || miss.String() != "0, 2, 4, 6, 8, ..." {
		t.Errorf("missing of 12: %d: %s", miss.N, miss)
	}
}

// TestMergeWriteAll: WriteAll writes the merged file, says which games
// are missing, and tells a failed write from an input's error.
func TestMergeWriteAll(t *testing.T) {
	c := Config{Variant: bao.MustLookup("kete"), A: "random", B: "greedy", Games: 10, Seed: 3}
	whole := runLines(t, c)
	shards := make([][]byte, 2)
	for i := range shards {
		s := c
		s.Shard, s.Shards = i, 2
		shards[i] = runLines(t, s)
	}
	m := NewMerge(false)
	for i, data := range shards {
		if err := m.Add(fmt.Sprint(i), bytes.NewReader(data)); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if err := m.WriteAll(&out, 10); err != nil || !bytes.Equal(out.Bytes(), whole) {
		t.Errorf("merged %d bytes of %d: %v", out.Len(), len(whole), err)
	}
	m = NewMerge(false)
	m.Add("0", bytes.NewReader(shards[0]))
	if err := m.WriteAll(io.Discard, 12); err == nil || err.Error() != "7 games missing: 1, 3, 5, 7, 9-11, ..." {
		t.Errorf("one shard: %v", err)
	}
	m = NewMerge(false)
	m.Add("0", bytes.NewReader(shards[0]))
	var we *WriteError
	if err := m.WriteAll(errWriter{}, 0); !errors.As(err, &we) || err.Error() != "disk full" {
		t.Errorf("a failed write: %#v", err)
	}
}

// standingsOf returns the standings of tournament c with recs added.
func standingsOf(t *testing.T, c TournamentConfig, recs []*Record) *Standings {
	t.Helper()
	st, err := NewStandings(c)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if _, err := st.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// TestStandingsMissing: the standings of a shard's records miss the other
// shards' games; those of every shard's miss none.
func TestStandingsMissing(t *testing.T) {
	c := TournamentConfig{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy"}, Games: 6, Seed: 2, Shard: 1, Shards: 4}
	var recs []*Record
	if _, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error { recs = append(recs, r.Record.Clone()); return nil }); err != nil {
		t.Fatal(err)
	}
	st := standingsOf(t, c, recs)
	if miss := st.Missing(); miss.N != 4 || miss.String() != "0, 2-4" || st.Missing().String() != "0, 2-4" {
		t.Errorf("a shard's standings miss %d: %s", miss.N, miss)
	}
	c.Shard, c.Shards = 0, 1
	all, err := RunTournament(context.Background(), c, nil)
	if err != nil {
		t.Fatal(err)
	}
	if miss := all.Missing(); miss.N != 0 {
		t.Errorf("a whole run misses %d: %s", miss.N, miss)
	}
}
