package arena

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

func TestMasterSeed(t *testing.T) {
	for _, master := range []uint64{0, 1, 7, 1 << 63, 0xdeadbeefcafef00d} {
		for _, g := range []int{0, 1, 99} {
			if got := MasterSeed(GameSeed(master, g), g); got != master {
				t.Errorf("MasterSeed(GameSeed(%d, %d)) = %d", master, g, got)
			}
		}
	}
}

// TestTournamentOf: the configuration read from a tournament's records is
// the tournament's.
func TestTournamentOf(t *testing.T) {
	for _, c := range []TournamentConfig{
		{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy", "alphabeta(depth=1,nodes=200000)"}, Games: 4, Openings: 3, Seed: 9},
		{Variant: bao.MustLookup("kingulu"), Players: []string{"greedy", "random"}, Games: 2, Seed: 1 << 40, MaxPlies: 12},
	} {
		var data []byte
		if _, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error { data = r.AppendJSON(data); return nil }); err != nil {
			t.Fatal(err)
		}
		lines := bytes.SplitAfter(data, []byte("\n"))
		next := func() (*Record, error) {
			if len(lines) == 0 || len(lines[0]) == 0 {
				return nil, io.EOF
			}
			l := lines[0]
			lines = lines[1:]
			return ParseRecord(l)
		}
		got, err := TournamentOf(next)
		if err != nil {
			t.Fatal(err)
		}
		if got.Variant.Name() != c.Variant.Name() || !slices.Equal(got.Players, c.Players) || got.Games != c.Games || got.Openings != c.Openings || got.Seed != c.Seed || got.MaxPlies != c.MaxPlies {
			t.Errorf("%+v, want %+v", got, c)
		}
	}
}

// TestTournamentOfEditedPlayer: a player edited in one game of a pair is
// refused with a *MismatchError that names the second game of the pair,
// the field and both values, whichever game of the pair was edited; before,
// an edit in game 0 was read as another round robin ("20 games of 11
// players: not a round robin's").
func TestTournamentOfEditedPlayer(t *testing.T) {
	c := TournamentConfig{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy"}, Games: 4, Openings: 2, Seed: 3}
	recs := tournamentRecords(t, c)
	for _, tc := range []struct {
		game        int
		south       bool
		field, want string
	}{
		{0, true, "north", "alphabeta(depth=2), game 0's south"},
		{0, false, "south", "alphabeta(depth=2), game 0's north"},
		{1, true, "south", "greedy, game 0's north"},
		{3, false, "north", "random, game 2's south"},
	} {
		edited := make([]*Record, len(recs))
		for i, r := range recs {
			cp := *r
			edited[i] = &cp
		}
		if tc.south {
			edited[tc.game].South = "alphabeta(depth=2)"
		} else {
			edited[tc.game].North = "alphabeta(depth=2)"
		}
		_, err := TournamentOf(recordsNext(edited))
		var me *MismatchError
		if !errors.As(err, &me) || me.Game != tc.game|1 || me.Field != tc.field || !strings.HasPrefix(me.Want, tc.want) {
			t.Errorf("game %d edited (south %v): %v; want a mismatch of game %d, field %q", tc.game, tc.south, err, tc.game|1, tc.field)
		}
	}
}

// TestMergeSummaryOfTwoPlayers: Merge's summary is of two players, A and
// B; the records of a tournament of three are refused with a
// *MismatchError naming the first game of a third player, instead of
// counting its games as A's and B's; a tournament of two is summed up.
func TestMergeSummaryOfTwoPlayers(t *testing.T) {
	for _, players := range [][]string{{"random", "greedy", "alphabeta(depth=1,nodes=200000)"}, {"random", "greedy"}} {
		c := TournamentConfig{Variant: bao.MustLookup("kete"), Players: players, Games: 2, Seed: 3}
		var data []byte
		if _, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error { data = r.AppendJSON(data); return nil }); err != nil {
			t.Fatal(err)
		}
		_, s, _, err := merge(map[string][]byte{"t": data}, []string{"t"}, true)
		var me *MismatchError
		switch {
		case len(players) == 2 && (err != nil || s == nil || s.Games != 2):
			t.Errorf("%v: summary %+v, error %v", players, s, err)
		case len(players) == 3 && (!errors.As(err, &me) || me.Got != players[2] || !strings.Contains(err.Error(), "A = random and B = greedy")):
			t.Errorf("%v: summary %+v, error %v; want a mismatch naming %s", players, s, err, players[2])
		}
	}
}

// TestTooFewBalancedIsTheRuns: when a run's balanced openings cannot be
// drawn (a node budget too small), checking its records against it fails
// with the run's error (ErrTooFewBalanced), not with a *KeptError that
// blames the first line ("line 1 (game 0) was not written by this run"),
// in -resume (KeptFrom) and in -from (ReadTournament's reading).
func TestTooFewBalancedIsTheRuns(t *testing.T) {
	c := TournamentConfig{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy"}, Games: 4, Openings: 2, Seed: 3}
	var data []byte
	if _, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error { data = r.AppendJSON(data); return nil }); err != nil {
		t.Fatal(err)
	}
	c.Balanced = Balance{Plies: 30, Nodes: 1}
	st, err := NewStandings(c)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = c.KeptFrom(bytes.NewReader(data), st)
	var ke *KeptError
	if !errors.Is(err, ErrTooFewBalanced) || errors.As(err, &ke) || strings.Contains(err.Error(), "line 1") {
		t.Errorf("KeptFrom: %v; want ErrTooFewBalanced, not a *KeptError", err)
	}
	_, err = ReadEach(bytes.NewReader(data), func(r *Record) error { _, err := st.Add(r); return err })
	if !errors.Is(err, ErrTooFewBalanced) || strings.Contains(err.Error(), "line 1") {
		t.Errorf("ReadEach: %v; want ErrTooFewBalanced, without a line", err)
	}
}

// TestTournamentOfOpeningBeyondPlies: a record whose "opening" exceeds its
// plies is refused with a *MismatchError of that game and field, rather
// than read as the tournament's length of openings ("99 random plies").
func TestTournamentOfOpeningBeyondPlies(t *testing.T) {
	c := TournamentConfig{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy"}, Games: 2, Openings: 2, Seed: 3}
	recs := tournamentRecords(t, c)
	recs[1].Opening = recs[1].Plies + 90
	_, err := TournamentOf(recordsNext(recs))
	var me *MismatchError
	if !errors.As(err, &me) || me.Game != 1 || me.Field != "opening" {
		t.Errorf("%v; want a mismatch of game 1, field opening", err)
	}
}

// tournamentRecords plays the tournament c and returns its records, read
// back from their JSON lines.
func tournamentRecords(t *testing.T, c TournamentConfig) []*Record {
	t.Helper()
	var recs []*Record
	if _, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error {
		rec, err := ParseRecord(r.AppendJSON(nil))
		recs = append(recs, rec)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return recs
}

// recordsNext returns a next function for TournamentOf that gives recs in
// order, then io.EOF.
func recordsNext(recs []*Record) func() (*Record, error) {
	return func() (*Record, error) {
		if len(recs) == 0 {
			return nil, io.EOF
		}
		r := recs[0]
		recs = recs[1:]
		return r, nil
	}
}
