package arena

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kete"
	_ "github.com/bao-games/bao/kiswahili"
)

// nim is a toy variant for hand-checkable runs: a pile of seeds in South's
// pit A1; the player to move takes one seed ("A1<") or, if two is set, two
// ("A1>"), into his store; who takes the last seed wins. With pass set the
// only move takes nothing and the game never ends.
type nim struct {
	pile      int
	two, pass bool
}

func (n nim) Name() string { return "nim" }
func (n nim) Geometry() bao.Geometry {
	return bao.Geometry{Rows: 1, Cols: 1, Seeds: n.pile}
}
func (n nim) Start() bao.State {
	var s bao.State
	s.Pits[0] = uint8(n.pile)
	return s
}
func (n nim) Legal(s bao.State, buf []bao.Move) []bao.Move {
	if s.Pits[0] == 0 {
		return buf
	}
	buf = append(buf, bao.Move{Pit: bao.PitAt(0), Dir: bao.Left})
	if n.two && !n.pass && s.Pits[0] >= 2 {
		buf = append(buf, bao.Move{Pit: bao.PitAt(0), Dir: bao.Right})
	}
	return buf
}
func (n nim) Apply(s bao.State, m bao.Move) (bao.State, error) {
	if !bao.IsLegal(n, s, m) {
		return s, bao.Illegal(m, "", "not legal")
	}
	k := uint8(1)
	switch {
	case n.pass:
		k = 0
	case m.Dir == bao.Right:
		k = 2
	}
	s.Pits[0] -= k
	s.Store[s.Side] += k
	s.Side = s.Side.Other()
	return s, nil
}
func (n nim) Outcome(s bao.State) bao.Outcome {
	if s.Pits[0] == 0 {
		return bao.Outcome{Result: bao.Won, Winner: s.Side.Other(), Reason: bao.NoLegalMove}
	}
	return bao.Outcome{}
}

func TestHandChecked(t *testing.T) {
	// A pile of three, one seed a move (written A1<, the pit of the
	// pile, whoever moves): every game lasts three plies and South takes
	// the last seed and wins.
	recs, sum, err := Play(context.Background(), Config{Variant: nim{pile: 3}, A: "random", B: "greedy", Games: 4, Seed: 1, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := Summary{
		Variant: "nim", Players: [2]string{"random", "greedy"}, Games: 4,
		Plies:     Stat{N: 4, Mean: 3, Min: 3, Max: 3},
		Positions: 12, LegalMoves: 12, LegalCounted: 12, LegalEvery: 1,
		SideWins: [2]int{4, 0}, PlayerWins: [2]int{2, 2}, MaxPlies: DefaultMaxPlies,
		Reasons: []ReasonCount{{"no legal move", 4}},
		// South wins every game: both pairs are split, decided by the colour.
		Pairs: GamePairs{Pentanomial: [5]int{0, 0, 2, 0, 0}, Decided: 2},
	}
	sum.Elapsed, sum.sum, sum.sumSq = 0, 0, 0
	if !equalSummary(*sum, want) {
		t.Errorf("summary\n%+v\nwant\n%+v", *sum, want)
	}
	for i, r := range recs {
		south, north := "random", "greedy"
		if i%2 == 1 {
			south, north = north, south
		}
		if r.Game != i || r.South != south || r.North != north || r.Plies != 3 || r.Winner != "S" ||
			strings.Join(r.Moves, " ") != "A1< A1< A1<" || r.Final != "0/0 N 2,1" || r.Seed != GameSeed(1, i) {
			t.Errorf("record %d: %+v", i, r)
		}
	}

	// Take one or two from five: check the statistics against the
	// records, and the length statistics by hand for this seed.
	recs, sum, err = Play(context.Background(), Config{Variant: nim{pile: 5, two: true}, A: "random", B: "random", Games: 5, Seed: 7, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	var lengths []float64
	legal, aWins, south := 0, 0, 0
	for _, r := range recs {
		lengths = append(lengths, float64(r.Plies))
		// Replay to count the legal moves independently.
		v := nim{pile: 5, two: true}
		s := v.Start()
		for _, text := range r.Moves {
			legal += len(v.Legal(s, nil))
			_, s, err = bao.ReadMove(v, s, text)
			if err != nil {
				t.Fatal(err)
			}
		}
		if got := v.Outcome(s).WinnerText(); got != r.Winner {
			t.Errorf("game %d: winner %s, replay says %s", r.Game, r.Winner, got)
		}
		if r.Winner == "S" {
			south++
		}
		if (r.Winner == "S") == (r.Game%2 == 0) {
			aWins++
		}
	}
	mean, sd := meanSD(lengths)
	// With this seed the games last 3, 4, 3, 4 and 4 plies: mean 3.6,
	// variance (2*0.36 + 3*0.16)/4 = 0.3.
	if got := strings.Trim(strings.Join(strings.Fields(fmtFloats(lengths)), " "), "[]"); got != "3 4 3 4 4" {
		t.Errorf("game lengths %s, want 3 4 3 4 4 (did the random generator change?)", got)
	} else if math.Abs(sum.Plies.Mean-3.6) > 1e-12 || math.Abs(sum.Plies.SD-math.Sqrt(0.3)) > 1e-12 {
		t.Errorf("plies %+v, want mean 3.6 and s.d. sqrt(0.3)", sum.Plies)
	}
	if math.Abs(sum.Plies.Mean-mean) > 1e-9 || math.Abs(sum.Plies.SD-sd) > 1e-9 ||
		math.Abs(sum.Plies.SE-sd/math.Sqrt(5)) > 1e-9 {
		t.Errorf("plies %+v, want mean %v s.d. %v", sum.Plies, mean, sd)
	}
	if sum.LegalMoves != legal || sum.SideWins[0] != south || sum.PlayerWins[0] != aWins || sum.PlayerWins[1] != 5-aWins {
		t.Errorf("summary %+v: want %d legal moves, %d South wins, %d A wins", sum, legal, south, aWins)
	}
}

func fmtFloats(xs []float64) string {
	var parts []string
	for _, x := range xs {
		parts = append(parts, strconv.FormatFloat(x, 'g', -1, 64))
	}
	return strings.Join(parts, " ")
}

func meanSD(xs []float64) (float64, float64) {
	var m float64
	for _, x := range xs {
		m += x
	}
	m /= float64(len(xs))
	var ss float64
	for _, x := range xs {
		ss += (x - m) * (x - m)
	}
	return m, math.Sqrt(ss / float64(len(xs)-1))
}

func equalSummary(a, b Summary) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}

func TestPlyCap(t *testing.T) {
	recs, sum, err := Play(context.Background(), Config{Variant: nim{pile: 1, pass: true}, A: "random", B: "random", Games: 3, MaxPlies: 10})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if r.Plies != 10 || r.Winner != "draw" || r.Reason != ReasonPlyLimit {
			t.Errorf("record %+v: want a draw by ply limit after 10 plies", r)
		}
	}
	if sum.Draws != 3 || sum.PlyLimit != 3 || sum.Plies.Mean != 10 {
		t.Errorf("summary %+v", sum)
	}
	if !strings.Contains(sum.Text(false), "draws              3  100.00% ± 0.00%  (3 stopped by the ply cap)") {
		t.Errorf("summary text:\n%s", sum.Text(false))
	}
}

// encode returns the JSON lines of a run.
func encode(t *testing.T, c Config) []byte {
	t.Helper()
	var buf bytes.Buffer
	_, err := Run(context.Background(), c, func(r *Record) error { return r.WriteJSON(&buf) })
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestWorkersDoNotMatter(t *testing.T) {
	for _, c := range []Config{
		{Variant: bao.MustLookup("kiswahili"), A: "random", B: "random", Games: 48, Seed: 1},
		{Variant: bao.MustLookup("kete"), A: "random", B: "greedy", Games: 12, Seed: 99, Options: Options{Match: true}},
		{Variant: bao.MustLookup("kiswahili"), A: "alphabeta(depth=2)", B: "mcts(iterations=20,plies=40)", Games: 6, Seed: 3},
	} {
		c.Workers = 1
		one := encode(t, c)
		c.Workers = 4
		four := encode(t, c)
		if !bytes.Equal(one, four) {
			t.Errorf("%s %s-%s: records differ between 1 and 4 workers", c.Variant.Name(), c.A, c.B)
		}
		c.Seed++
		if other := encode(t, c); bytes.Equal(one, other) {
			t.Errorf("%s: seeds %d and %d give the same records", c.Variant.Name(), c.Seed-1, c.Seed)
		}
	}
}

func TestRecords(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	recs, sum, err := Play(context.Background(), Config{Variant: v, A: "random", B: "greedy", Games: 20, Seed: 5, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Games != 20 || sum.SideWins[0]+sum.SideWins[1]+sum.Draws != 20 || sum.PlayerWins[0]+sum.PlayerWins[1]+sum.Draws != 20 {
		t.Errorf("summary does not add up: %+v", sum)
	}
	for i, r := range recs {
		// The record replays, and its seed reproduces it.
		g, err := bao.ReplayText(v, v.Start(), r.Moves)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if got := bao.FormatState(v, g.State()); got != r.Final || g.Outcome().WinnerText() != r.Winner || g.Outcome().Reason.String() != r.Reason {
			t.Errorf("game %d: replay ends %s (%v), record %s (%s %s)", i, got, g.Outcome(), r.Final, r.Winner, r.Reason)
		}
		again, err := PlayGame(context.Background(), v, r.South, r.North, r.Seed, 0)
		if err != nil {
			t.Fatal(err)
		}
		again.Game, again.A = r.Game, r.A
		if a, b := again.AppendJSON(nil), r.AppendJSON(nil); !bytes.Equal(a, b) {
			t.Errorf("game %d does not replay from its seed:\n%s%s", i, a, b)
		}
	}
	line := string(recs[0].AppendJSON(nil))
	for _, want := range []string{`{"game":0,"variant":"kiswahili","seed":"`, `","south":"random","north":"greedy","moves":["`, `<`, `"plies":`, `,"winner":"`, `","reason":"`, `","final":"`, "\"}\n"} {
		if !strings.Contains(line, want) {
			t.Errorf("record line lacks %q:\n%s", want, line)
		}
	}
	if strings.Contains(line, `\u003c`) || strings.Contains(line, `\u003e`) || strings.Contains(line, `"match"`) {
		t.Errorf("record line escapes < or > or has a match field:\n%s", line)
	}
}

func TestMatches(t *testing.T) {
	v := bao.MustLookup("kete")
	recs, sum, err := Play(context.Background(), Config{Variant: v, A: "greedy", B: "random", Games: 10, Seed: 2, Options: Options{Match: true}})
	if err != nil {
		t.Fatal(err)
	}
	if sum.MatchGames != 3 || sum.Matches != 10 || sum.MatchWins[0]+sum.MatchWins[1]+sum.MatchesLevel != 10 || sum.Games != len(recs) {
		t.Errorf("summary %+v", sum)
	}
	// Games are numbered through; within a match the seats change every
	// game, and A opens even matches as South.
	k := 0
	for i, r := range recs {
		if r.Game != i || r.Match == nil {
			t.Fatalf("record %d: %+v", i, r)
		}
		if i > 0 && *recs[i-1].Match != *r.Match {
			k = 0
		}
		wantA := bao.Player((*r.Match + k) % 2)
		if r.A != wantA {
			t.Errorf("game %d (match %d game %d): A sits %v, want %v", i, *r.Match, k, r.A, wantA)
		}
		if k > 2 {
			t.Errorf("match %d has more than 3 games", *r.Match)
		}
		k++
	}
	if !strings.Contains(string(recs[0].AppendJSON(nil)), `"final":"`) || !strings.HasSuffix(string(recs[0].AppendJSON(nil)), `,"match":0}`+"\n") {
		t.Errorf("match record: %s", recs[0].AppendJSON(nil))
	}
	// kiswahili has no match tradition: best of one unless told.
	_, sum, err = Play(context.Background(), Config{Variant: bao.MustLookup("kiswahili"), A: "random", B: "random", Games: 4, Options: Options{Match: true}})
	if err != nil || sum.MatchGames != 1 || sum.Games != 4 {
		t.Errorf("kiswahili matches: %+v, %v", sum, err)
	}
	_, sum, err = Play(context.Background(), Config{Variant: bao.MustLookup("kiswahili"), A: "random", B: "random", Games: 4, Options: Options{Match: true, MatchGames: 5}})
	if err != nil || sum.MatchGames != 5 || sum.Games < 12 {
		t.Errorf("kiswahili best of five: %+v, %v", sum, err)
	}
}

func TestErrors(t *testing.T) {
	v := bao.MustLookup("kiswahili")
	ctx := context.Background()
	if _, err := Run(ctx, Config{Variant: v, A: "random", B: "minimax", Games: 1}, nil); err == nil || !strings.Contains(err.Error(), "minimax") {
		t.Errorf("unknown player: %v", err)
	}
	if _, err := Run(ctx, Config{A: "random", B: "random", Games: 1}, nil); err == nil {
		t.Error("no variant: no error")
	}
	if _, err := Run(ctx, Config{Variant: v, A: "random", B: "random", Games: -1}, nil); err == nil {
		t.Error("negative games: no error")
	}
	stop := errors.New("stop")
	n := 0
	sum, err := Run(ctx, Config{Variant: v, A: "random", B: "random", Games: 100, Workers: 2}, func(*Record) error {
		n++
		if n == 3 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || n != 3 || sum.Games != 3 {
		t.Errorf("callback error: %v after %d records, summary of %d games", err, n, sum.Games)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Run(cctx, Config{Variant: v, A: "random", B: "random", Games: 100}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	sum, err = Run(ctx, Config{Variant: v, A: "random", B: "random"}, nil)
	if err != nil || sum.Games != 0 {
		t.Errorf("no games: %v, %+v", err, sum)
	}
}

func TestSeeds(t *testing.T) {
	seen := map[uint64]bool{}
	for i := range 1000 {
		s := GameSeed(1, i)
		if seen[s] {
			t.Fatalf("GameSeed(1, %d) repeats", i)
		}
		seen[s] = true
	}
	if GameSeed(1, 0) == GameSeed(2, 0) || PlayerSeed(5, bao.South) == PlayerSeed(5, bao.North) {
		t.Error("seeds collide")
	}
}

func TestProgress(t *testing.T) {
	var calls []int
	_, err := Run(context.Background(), Config{Variant: bao.MustLookup("kiswahili"), A: "random", B: "random", Games: 5, Workers: 3,
		Progress: func(done, total int) {
			if total != 5 {
				t.Errorf("total %d", total)
			}
			calls = append(calls, done)
		}}, nil)
	if err != nil || len(calls) != 5 || calls[4] != 5 {
		t.Errorf("progress calls %v, %v", calls, err)
	}
}

// TestLegalEveryFor checks bao selfplay's sampling of the legal moves of
// random games: all positions below 512 games, then one in the largest
// power of two at most games/256, up to MaxAutoLegalEvery.
func TestLegalEveryFor(t *testing.T) {
	for _, c := range []struct{ games, want int }{
		{0, 1}, {1, 1}, {511, 1}, {512, 2}, {1023, 2}, {1024, 4}, {100000, 256}, {200000, 512}, {1 << 18, 1024}, {1 << 40, MaxAutoLegalEvery},
	} {
		if got := LegalEveryFor(c.games); got != c.want {
			t.Errorf("LegalEveryFor(%d) = %d, want %d", c.games, got, c.want)
		}
	}
}
