package arena

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/rating"
)

func tournamentConfig() TournamentConfig {
	return TournamentConfig{
		Variant:  bao.MustLookup("kiswahili"),
		Players:  []string{"greedy", "random", "alphabeta(depth=1)"},
		Games:    4,
		Openings: 3,
		Seed:     5,
	}
}

// playTournament runs c and returns its records, their JSON lines and the
// standings.
func playTournament(t *testing.T, c TournamentConfig) ([]TournamentRecord, []byte, *Standings) {
	t.Helper()
	var recs []TournamentRecord
	var out bytes.Buffer
	st, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error {
		recs = append(recs, *r.Clone())
		return r.WriteJSON(&out)
	})
	if err != nil {
		t.Fatal(err)
	}
	return recs, out.Bytes(), st
}

func TestTournamentReproducible(t *testing.T) {
	c := tournamentConfig()
	c.Workers = 1
	_, a, sa := playTournament(t, c)
	c.Workers = 2
	_, b, sb := playTournament(t, c)
	c.Workers = 5
	_, d, _ := playTournament(t, c)
	if !bytes.Equal(a, b) || !bytes.Equal(a, d) {
		t.Errorf("records differ between 1, 2 and 5 workers")
	}
	sa.Elapsed, sb.Elapsed = 0, 0
	if fmt.Sprint(sa) != fmt.Sprint(sb) {
		t.Errorf("standings differ: %+v\n%+v", sa, sb)
	}
	c.Seed++
	if _, e, _ := playTournament(t, c); bytes.Equal(a, e) {
		t.Errorf("seeds 5 and 6 give the same records")
	}
}

// Every pairing plays Games games: each opening twice, its first player
// South then North; the openings are the same for every pairing; the
// standings add up.
func TestTournamentDesign(t *testing.T) {
	c := tournamentConfig()
	c.Players = append(c.Players, "mcts(iterations=20)")
	recs, lines, st := playTournament(t, c)
	n := len(c.Players)
	if len(recs) != c.Total() || c.Total() != 6*4 || st.Played != len(recs) {
		t.Fatalf("%d records, %d played, want %d", len(recs), st.Played, c.Total())
	}
	if got := strings.Count(string(lines), "\n"); got != len(recs) {
		t.Errorf("%d lines for %d records", got, len(recs))
	}
	type key struct{ pairing, round int }
	seen := map[key][]TournamentRecord{}
	openings := map[int][]string{}
	for g, r := range recs {
		if r.Game != g || r.Opening != c.Openings || r.Plies < c.Openings || len(r.Moves) != r.Plies {
			t.Fatalf("record %d: game %d, opening %d, plies %d, %d moves", g, r.Game, r.Opening, r.Plies, len(r.Moves))
		}
		a, b := pairingPlayers(n, r.Pairing)
		pa, pb := st.Players[a], st.Players[b]
		want := [2]string{pa, pb}
		if r.A == bao.North {
			want = [2]string{pb, pa}
		}
		if [2]string{r.South, r.North} != want {
			t.Errorf("game %d: %s against %s, want %v", g, r.South, r.North, want)
		}
		k := key{r.Pairing, r.Round}
		seen[k] = append(seen[k], r)
		op := r.Moves[:r.Opening]
		if prev, ok := openings[r.Round]; ok && !slices.Equal(prev, op) {
			t.Errorf("game %d: opening %d is %v, elsewhere %v", g, r.Round, op, prev)
		}
		openings[r.Round] = op
		if r.Seed != GameSeed(c.Seed, g) {
			t.Errorf("game %d: seed %d", g, r.Seed)
		}
	}
	if len(openings) != c.Games/2 {
		t.Errorf("%d openings, want %d", len(openings), c.Games/2)
	}
	for k, rs := range seen {
		if len(rs) != 2 || rs[0].A != bao.South || rs[1].A != bao.North || rs[0].South != rs[1].North {
			t.Errorf("pairing %d, opening %d: %d games, seats %v %v", k.pairing, k.round, len(rs), rs[0].A, rs[len(rs)-1].A)
		}
	}
	for i, p := range st.Pairings {
		if a, b := pairingPlayers(n, i); p.A != a || p.B != b {
			t.Errorf("pairing %d: players %d, %d, want %d, %d", i, p.A, p.B, a, b)
		}
		if p.Games != c.Games || p.Wins+p.Draws+p.Losses != p.Games || len(p.Units) != c.Games/2 {
			t.Errorf("pairing %d: %+v", i, p)
		}
		var pts float64
		for _, r := range recs {
			if r.Pairing != i {
				continue
			}
			switch {
			case r.Winner == "draw":
				pts += 0.5
			case (r.Winner == "S") == (r.A == bao.South):
				pts++
			}
		}
		g, up := (&rating.Pairing{Units: p.Units}).Totals()
		if g != p.Games || up != pts || p.Score() != pts/float64(p.Games) {
			t.Errorf("pairing %d: units %d games %v points, score %v; records %v points", i, g, up, p.Score(), pts)
		}
	}
	var sum float64
	for i := range st.Players {
		s, g := st.Score(i)
		if g != (n-1)*c.Games {
			t.Errorf("player %d: %d games", i, g)
		}
		sum += s * float64(g)
	}
	if sum != float64(c.Total()) {
		t.Errorf("points add up to %v, want %d", sum, c.Total())
	}
}

func TestPairingPlayers(t *testing.T) {
	var got [][2]int
	for k := range 6 {
		a, b := pairingPlayers(4, k)
		got = append(got, [2]int{a, b})
	}
	want := [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}
	if !slices.Equal(got, want) {
		t.Errorf("pairings %v, want %v", got, want)
	}
}

// One way to draw an opening: opening i of a tournament is that of games
// 2i and 2i+1 of Run with the same seed and Openings, for every pairing.
func TestTournamentOpeningsAreRunOpenings(t *testing.T) {
	c := tournamentConfig()
	c.Openings = 6
	recs, _, _ := playTournament(t, c)
	runRecs, _, err := Play(context.Background(), Config{Variant: c.Variant, A: "random", B: "random", Games: c.Games, Seed: c.Seed, Openings: c.Openings})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		want := runRecs[2*r.Round].Moves[:c.Openings]
		if r.Opening != c.Openings || !slices.Equal(r.Moves[:r.Opening], want) {
			t.Errorf("game %d (pairing %d, opening %d): opening %v, Run's %v", r.Game, r.Pairing, r.Round, r.Moves[:r.Opening], want)
		}
	}
}

func TestTournamentCheck(t *testing.T) {
	for _, f := range []func(*TournamentConfig){
		func(c *TournamentConfig) { c.Variant = nil },
		func(c *TournamentConfig) { c.Players = c.Players[:1] },
		func(c *TournamentConfig) { c.Players = []string{"random", "random"} },
		func(c *TournamentConfig) { c.Players = []string{"alphabeta(depth=6)", "alphabeta"} },
		func(c *TournamentConfig) { c.Players = []string{"random", "nobody"} },
		func(c *TournamentConfig) { c.Players = slices.Repeat([]string{"random"}, MaxTournamentPlayers+1) },
		func(c *TournamentConfig) { c.Games = 3 },
		func(c *TournamentConfig) { c.Games = 0 },
		func(c *TournamentConfig) { c.Games = MaxTournamentGames },
		func(c *TournamentConfig) { c.Openings = -1 },
		func(c *TournamentConfig) { c.Openings = MaxOpenings + 1 },
		func(c *TournamentConfig) { c.Workers = MaxWorkers + 1 },
		func(c *TournamentConfig) { c.MaxPlies = 3 },
		func(c *TournamentConfig) { c.Workers = -1 },
	} {
		c := tournamentConfig()
		f(&c)
		if _, err := RunTournament(context.Background(), c, nil); !errors.Is(err, ErrTournamentConfig) {
			t.Errorf("%+v: %v, want ErrTournamentConfig", c, err)
		}
	}
	c := tournamentConfig()
	c.MaxPlies = 4
	if _, err := c.Check(); err != nil {
		t.Errorf("ply cap above the openings: %v", err)
	}
}

// A run stopped by its callback or its context reports the games delivered
// before, and the context's error.
func TestTournamentStop(t *testing.T) {
	c := tournamentConfig()
	c.Workers = 2
	stop := errors.New("stop")
	st, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error {
		if r.Game == 4 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || st.Played != 5 {
		t.Errorf("callback stop: %v, %d played", err, st.Played)
	}
	ctx, cancel := context.WithCancel(context.Background())
	st, err = RunTournament(ctx, c, func(r *TournamentRecord) error {
		if r.Game == 2 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) || st.Played != 3 {
		t.Errorf("cancelled: %v, %d played", err, st.Played)
	}
	// The last opening of a pairing may be half played.
	var games int
	for _, p := range st.Pairings {
		g, _ := (&rating.Pairing{Units: p.Units}).Totals()
		if g != p.Games {
			t.Errorf("units count %d games, pairing %d", g, p.Games)
		}
		games += g
	}
	if games != st.Played {
		t.Errorf("%d games in pairings, %d played", games, st.Played)
	}
}

// A ply cap counts the opening, and stops games as draws.
func TestTournamentPlyCap(t *testing.T) {
	c := tournamentConfig()
	c.Variant = nim{pile: 1, pass: true}
	c.Openings = 2
	c.MaxPlies = 5
	recs, _, st := playTournament(t, c)
	for _, r := range recs {
		if r.Plies != 5 || r.Winner != "draw" || r.Reason != ReasonPlyLimit {
			t.Errorf("game %d: %d plies, %s by %s", r.Game, r.Plies, r.Winner, r.Reason)
		}
	}
	if p := st.Pairings[0]; p.Draws != c.Games || p.PlyLimit != c.Games {
		t.Errorf("pairing 0: %+v", p)
	}
}

// Stop closed: no game is started, and the run says so.
func TestTournamentStopChannel(t *testing.T) {
	c := tournamentConfig()
	for _, w := range []int{1, 2} {
		stop := make(chan struct{})
		close(stop)
		c.Stop, c.Workers = stop, w
		st, err := RunTournament(context.Background(), c, nil)
		if !errors.Is(err, ErrStopped) || st.Played != 0 {
			t.Errorf("workers %d: %v, %d played; want ErrStopped, 0", w, err, st.Played)
		}
	}
}

// The shards of a tournament play its games, each once; the records of all
// of them, added in game order, give the standings of the single run, and
// Add refuses a record of another tournament.
func TestTournamentShardsAndAdd(t *testing.T) {
	c := tournamentConfig()
	whole, lines, st := playTournament(t, c)
	byGame := map[int]TournamentRecord{}
	for i := range 3 {
		s := c
		s.Shard, s.Shards, s.Workers = i, 3, 2
		recs, _, sst := playTournament(t, s)
		if len(recs) != s.Units() || sst.Played != len(recs) {
			t.Errorf("shard %d: %d records, %d played, Units %d", i, len(recs), sst.Played, s.Units())
		}
		for _, r := range recs {
			if r.Game%3 != i {
				t.Errorf("shard %d played game %d", i, r.Game)
			}
			byGame[r.Game] = r
		}
	}
	add, err := NewStandings(c)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	for g := range c.Total() {
		r, ok := byGame[g]
		if !ok {
			t.Fatalf("game %d is in no shard", g)
		}
		r.WriteJSON(&out)
		tr, err := add.Add(&r.Record)
		if err != nil {
			t.Fatal(err)
		}
		if tr.Pairing != whole[g].Pairing || tr.Round != whole[g].Round || tr.A != whole[g].A {
			t.Errorf("game %d: Add places it at %d/%d/%v, the run at %d/%d/%v", g, tr.Pairing, tr.Round, tr.A, whole[g].Pairing, whole[g].Round, whole[g].A)
		}
	}
	if !bytes.Equal(out.Bytes(), lines) {
		t.Error("the shards' records differ from the single run's")
	}
	st.Elapsed = 0
	if fmt.Sprintf("%v %v %v", st.Played, st.Pairings, st.Players) != fmt.Sprintf("%v %v %v", add.Played, add.Pairings, add.Players) {
		t.Errorf("standings from Add:\n%+v\nfrom the run:\n%+v", add, st)
	}
	for name, f := range map[string]func(r *Record){
		"order":   func(r *Record) { r.Game = 0 },
		"range":   func(r *Record) { r.Game = c.Total() },
		"variant": func(r *Record) { r.Variant = "kete" },
		"seed":    func(r *Record) { r.Seed++ },
		"seats":   func(r *Record) { r.South, r.North = r.North, r.South },
		"opening": func(r *Record) { r.Opening-- },
		"moves":   func(r *Record) { r.Moves = r.Moves[1:] },
		"winner":  func(r *Record) { r.Winner = "?" },
		"cap":     func(r *Record) { r.Reason = ReasonPlyLimit },
		"match":   func(r *Record) { r.Match = new(int) },
	} {
		s, _ := NewStandings(c)
		if _, err := s.Add(&whole[0].Record); err != nil {
			t.Fatal(err)
		}
		r := whole[1].Record
		r.Moves = slices.Clone(r.Moves)
		f(&r)
		if _, err := s.Add(&r); !errors.Is(err, ErrRecord) {
			t.Errorf("%s: %v, want ErrRecord", name, err)
		}
	}
	c.Shard, c.Shards = 3, 3
	if _, err := NewStandings(c); !errors.Is(err, ErrTournamentConfig) {
		t.Errorf("shard 3 of 3: %v", err)
	}
}

// From skips the games below it, in a shard too.
func TestTournamentFrom(t *testing.T) {
	c := tournamentConfig()
	c.From, c.Shard, c.Shards = 5, 1, 2
	recs, _, _ := playTournament(t, c)
	var games []int
	for _, r := range recs {
		games = append(games, r.Game)
	}
	if want := []int{5, 7, 9, 11}; !slices.Equal(games, want) || c.Units() != len(want) {
		t.Errorf("games %v, Units %d; want %v", games, c.Units(), want)
	}
	c.From = -1
	if _, err := c.Check(); !errors.Is(err, ErrTournamentConfig) {
		t.Errorf("From -1: %v", err)
	}
}

// ReadRecords and TournamentFrom read back the -o file of a tournament:
// the configuration it was played with, and its standings; a damaged file
// gives an error that names its line.
func TestReadRecords(t *testing.T) {
	c := TournamentConfig{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy", "alphabeta(depth=1)"}, Games: 4, Openings: 3, Seed: 9}
	var data []byte
	played, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error { data = r.AppendJSON(data); return nil })
	if err != nil {
		t.Fatal(err)
	}
	got, err := TournamentFrom(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	// The records name the players canonically, every budget given.
	canonical := []string{"random", "greedy", "alphabeta(depth=1,nodes=200000)"}
	if got.Variant.Name() != "kete" || !slices.Equal(got.Players, canonical) || got.Games != 4 || got.Openings != 3 || got.Seed != 9 {
		t.Errorf("TournamentFrom: %+v, want %+v", got, c)
	}
	st, err := NewStandings(c)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.ReadRecords(bytes.NewReader(data), nil); err != nil {
		t.Fatal(err)
	}
	if st.Played != played.Played || fmt.Sprint(st.Pairings) != fmt.Sprint(played.Pairings) {
		t.Errorf("read %+v, played %+v", st.Pairings, played.Pairings)
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	for _, tc := range []struct {
		name string
		data []byte
		msg  string
	}{
		{"empty", nil, "12 of the 12 games missing: 0-11"},
		{"partial", data[:len(data)-1], "line 12: partial last line"},
		{"garbage", append(bytes.Join(lines[:3], nil), "{\"game\":3,\n"...), "line 4 is not a record"},
		{"twice", append(bytes.Join(lines[:3], nil), lines[2]...), "line 4: record not of this tournament: game 2: after game 2: not in game order"},
	} {
		st, _ := NewStandings(c)
		if err := st.ReadRecords(bytes.NewReader(tc.data), nil); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.msg)
		}
		if _, err := TournamentFrom(bytes.NewReader(tc.data)); err == nil && tc.name != "twice" {
			t.Errorf("%s: TournamentFrom gives no error", tc.name)
		}
	}
	stop := make(chan struct{})
	close(stop)
	if err := st.ReadRecords(bytes.NewReader(data), stop); !errors.Is(err, ErrStoppedReading) {
		t.Errorf("stopped: %v", err)
	}
}

// KeptFrom keeps the first games of a tournament's file, adding them to
// the standings, and refuses a file of another tournament.
func TestTournamentKeptFrom(t *testing.T) {
	c := TournamentConfig{Variant: bao.MustLookup("kete"), Players: []string{"random", "greedy"}, Games: 6, Openings: 2, Seed: 3}
	var data []byte
	if _, err := RunTournament(context.Background(), c, func(r *TournamentRecord) error { data = r.AppendJSON(data); return nil }); err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	kept := bytes.Join(lines[:4], nil)
	st, _ := NewStandings(c)
	from, keep, err := c.KeptFrom(bytes.NewReader(append(kept, `{"game":4`...)), st)
	if err != nil || from != 4 || keep != int64(len(kept)) || st.Played != 4 {
		t.Errorf("from %d, keep %d, played %d, %v; want 4, %d, 4", from, keep, st.Played, err, len(kept))
	}
	other := c
	other.Seed = 4
	st, _ = NewStandings(other)
	var ke *KeptError
	if _, _, err := other.KeptFrom(bytes.NewReader(kept), st); !errors.As(err, &ke) || ke.Line != 1 || strings.HasPrefix(ke.Err.Error(), "arena: ") {
		t.Errorf("another tournament's file: %v", err)
	}
}

// Resume keeps the first games of a tournament's file, and RunTournament
// then returns the standings of the whole run: those of an uninterrupted
// one. ReadStandings reads them back from the whole file, the balanced
// openings' counts included, and stops when told to.
func TestTournamentResumeAndReadStandings(t *testing.T) {
	c := TournamentConfig{Variant: bao.MustLookup("kujifunza"), Players: []string{"random", "greedy", "alphabeta(depth=1)"}, Games: 4, Openings: 2, Seed: 3, Balanced: Balance{Plies: 4}}
	_, data, whole := playTournament(t, c)
	st, err := c.ReadStandings(bytes.NewReader(data), nil)
	if err != nil || whole.Balancing == nil || !reflect.DeepEqual(st.Balancing, whole.Balancing) || !reflect.DeepEqual(st.Pairings, whole.Pairings) {
		t.Fatalf("ReadStandings: %v, %+v, want %+v", err, st, whole)
	}
	stop := make(chan struct{})
	close(stop)
	if _, err := c.ReadStandings(bytes.NewReader(data), stop); !errors.Is(err, ErrStoppedReading) {
		t.Errorf("stopped: %v, want ErrStoppedReading", err)
	}
	kept := bytes.Join(bytes.SplitAfter(data, []byte("\n"))[:5], nil)
	from, keep, err := c.Resume(bytes.NewReader(kept))
	if err != nil || from != 5 || c.From != 5 || keep != int64(len(kept)) || c.Kept == nil || c.Kept.Played != 5 {
		t.Fatalf("Resume: from %d (c.From %d), keep %d, %v", from, c.From, keep, err)
	}
	if st, err = RunTournament(context.Background(), c, nil); err != nil {
		t.Fatal(err)
	}
	if st != c.Kept || st.Played != whole.Played || !reflect.DeepEqual(st.Pairings, whole.Pairings) {
		t.Errorf("resumed standings: %+v\nwant %+v", st.Pairings, whole.Pairings)
	}
	// The resumed report says what the whole run's says of its balanced
	// openings (it said nothing before: the kept standings had none).
	if !reflect.DeepEqual(st.Balancing, whole.Balancing) {
		t.Errorf("resumed Balancing %+v, want the whole run's %+v", st.Balancing, whole.Balancing)
	}
	other := TournamentConfig{Variant: c.Variant, Players: c.Players, Games: c.Games, Openings: c.Openings, Seed: 6}
	if _, _, err := other.Resume(bytes.NewReader(kept)); err == nil || other.Kept != nil || other.From != 0 {
		t.Errorf("another tournament's file: %v, Kept %v, From %d", err, other.Kept, other.From)
	}
}
