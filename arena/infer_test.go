package arena

import (
	"bytes"
	"context"
	"io"
	"slices"
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
