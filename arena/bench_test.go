package arena

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/cputime"
	"github.com/bao-games/bao/player"
)

// reportGames reports games/s and games per CPU-second (the measure that a
// loaded machine disturbs least) of games games played since cpu0.
func reportGames(b *testing.B, games int, cpu0 time.Duration) {
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	if cpu := cputime.Process() - cpu0; cpu > 0 {
		b.ReportMetric(float64(games)/cpu.Seconds(), "games/cpu-s")
	}
}

// sampledLegal is a Config.LegalEvery of the benchmarks and tests: the
// legal moves counted in one position in 32, as bao selfplay counts them
// in a run of 8,192 to 16,383 random games (LegalEveryFor).
const sampledLegal = 32

// BenchmarkSelfplay compares self-play of random kiswahili players, records
// written as JSON lines included, with bao.Playout, which plays random
// games of the same kind and records nothing: "playout" is the bound
// self-play is measured against. Its games are not self-play's (one
// generator a game, not one a side), and the cost of a game varies a lot:
// about one game in a thousand meets a never-ending move, whose exact
// check can take as long as a thousand games. So the comparison goes
// through the engine's own recording loop (bao.Recorder), which can play
// both sets of games: "record/playout-games" plays exactly the games of
// "playout" (one generator for both sides), and "record/same-games"
// exactly those of self-play with workers=1 (each side's generator).
// Self-play's share of bao.Playout's speed is then
// (record/same-games / workers=1) × (playout / record/playout-games), each
// ratio taken on identical games. legal=K counts the legal moves in one
// position in K (Config.LegalEvery; bao selfplay's default with random
// players is LegalEveryFor(games): 32 for 8,192 games, 512 for 200,000;
// 1073741824: none). With two workers,
// games per CPU-second shows whether the second core is used as well as
// the first; run with -cpu 2.
func BenchmarkSelfplay(b *testing.B) {
	v := bao.MustLookup("kiswahili")
	const games = 200
	g := newSelfplayGames(v, games)
	for _, e := range []struct {
		name string
		play func(i int)
	}{
		{"playout", g.playout},
		{"record/playout-games", g.recordPlayoutGames},
		{"record/same-games", g.recordSameGames},
	} {
		b.Run(e.name, func(b *testing.B) {
			b.ReportAllocs()
			cpu0 := cputime.Process()
			for i := 0; i < b.N; i++ {
				e.play(i)
			}
			reportGames(b, games*b.N, cpu0)
		})
	}
	for _, w := range []int{1, 2} {
		for _, legal := range []int{1, sampledLegal, LegalEveryFor(200000), 1 << 30} {
			b.Run(fmt.Sprintf("workers=%d/legal=%d", w, legal), func(b *testing.B) {
				benchGames(b, games, func(i int, each func(*Record) error) error {
					return g.selfplay(i, w, legal, each)
				})
			})
		}
	}
	// One self-play run of 200×N games, as bao selfplay plays it (one
	// worker), and, from its callback after every 200 games, the next 200
	// played by bao.Playout, by the engine on Playout's games, and by the
	// engine on self-play's own games, in turn first: the CPU time of each
	// is taken within milliseconds of the others, which cancels most of
	// the drift of a shared machine's speed, and self-play's is the run's
	// less theirs. self/record is self-play's games per CPU-second over
	// the engine's on the same games, playout/record bao.Playout's over
	// the engine's on Playout's games, and self/playout the first over the
	// second: self-play's speed as a share of bao.Playout's. Self-play's
	// records are made as bao selfplay -workers 1 -o makes them (no
	// Moves, each JSON line appended to a buffer), and in interleaved/file written
	// to a file in batches of 512 KiB as it writes them, the kernel's
	// time included.
	for _, e := range []struct {
		legal  int
		toFile bool
	}{{sampledLegal, false}, {LegalEveryFor(100000), false}, {LegalEveryFor(200000), false}, {LegalEveryFor(200000), true}, {1 << 30, false}} {
		legal, name := e.legal, fmt.Sprintf("interleaved/legal=%d", e.legal)
		if e.toFile {
			name = fmt.Sprintf("interleaved/file/legal=%d", e.legal)
		}
		b.Run(name, func(b *testing.B) {
			const seed = 1
			var t [3]time.Duration // playout, record/playout-games, record/same-games
			var in time.Duration   // their part in the callback
			engine := func(k0 int) time.Duration {
				run := []func(){
					func() { g.playoutOf(seed, k0, k0+games) },
					func() { g.recordPlayoutGamesOf(seed, k0, k0+games) },
					func() { g.recordSameGamesOf(seed, k0, k0+games) },
				}
				var sum time.Duration
				for k := range run {
					j := (k + k0/games) % len(run)
					c0 := cputime.Process()
					run[j]()
					d := cputime.Process() - c0
					t[j] += d
					sum += d
				}
				return sum
			}
			engine(0) // the first games, before the run
			var f *os.File
			if e.toFile {
				var err error
				if f, err = os.Create(filepath.Join(b.TempDir(), "records.jsonl")); err != nil {
					b.Fatal(err)
				}
				defer f.Close()
			}
			var buf []byte
			n := 0
			each := func(r *Record) error {
				if f == nil {
					buf = r.AppendJSON(buf[:0])
				} else if buf = r.AppendJSON(buf); len(buf) >= 512<<10 {
					if _, err := f.Write(buf); err != nil {
						return err
					}
					buf = buf[:0]
				}
				if n++; n%games == 0 && n < games*b.N {
					in += engine(n)
				}
				return nil
			}
			c0 := cputime.Process()
			_, err := Run(context.Background(), Config{Variant: v, A: "random", B: "random", Games: games * b.N, Seed: seed, Workers: 1, Options: Options{LegalEvery: legal, NoMoves: true}}, each)
			if err == nil && f != nil {
				_, err = f.Write(buf)
			}
			if err != nil {
				b.Fatal(err)
			}
			selfT := cputime.Process() - c0 - in
			self, playout := float64(t[2])/float64(selfT), float64(t[1])/float64(t[0])
			b.ReportMetric(self, "self/record")
			b.ReportMetric(playout, "playout/record")
			b.ReportMetric(self/playout, "self/playout")
		})
	}
}

// selfplayGames plays the games of BenchmarkSelfplay: set i of games games
// of v, by bao.Playout, by the engine's recording loop, or by self-play.
type selfplayGames struct {
	v     bao.Variant
	rec   bao.Recorder
	games int
	ps    [2]*player.Random
	buf   []bao.Played
}

func newSelfplayGames(v bao.Variant, games int) *selfplayGames {
	g := &selfplayGames{v: v, rec: v.(bao.Recorder), games: games}
	for side := range g.ps {
		g.ps[side] = player.NewRandom(0)
	}
	return g
}

// playout plays set i by bao.Playout, one generator a game.
func (g *selfplayGames) playout(i int) { g.playoutOf(uint64(i), 0, g.games) }

// playoutOf plays games k0 to k1-1 of the run of seed by bao.Playout, one
// generator a game (seeded as the run's games are).
func (g *selfplayGames) playoutOf(seed uint64, k0, k1 int) {
	for k := k0; k < k1; k++ {
		rng := rand.New(rand.NewPCG(GameSeed(seed, k), 1))
		bao.Playout(g.v, g.v.Start(), rng, DefaultMaxPlies)
	}
}

// recordPlayoutGames plays the games of playout(i) by the engine's
// recording loop (one generator for both sides), the moves kept in a
// reused buffer.
func (g *selfplayGames) recordPlayoutGames(i int) { g.recordPlayoutGamesOf(uint64(i), 0, g.games) }

// recordPlayoutGamesOf is recordPlayoutGames of the games of playoutOf.
func (g *selfplayGames) recordPlayoutGamesOf(seed uint64, k0, k1 int) {
	for k := k0; k < k1; k++ {
		rng := rand.New(rand.NewPCG(GameSeed(seed, k), 1))
		_, g.buf = g.rec.Record(g.v.Start(), &[2]*rand.Rand{rng, rng}, DefaultMaxPlies, g.buf[:0])
	}
}

// recordSameGames plays the games of selfplay(i, ...) by the engine's
// recording loop, with the random players' generators (each side's own):
// the same games, so that the rare long never-ending-move checks fall
// alike on both sides.
func (g *selfplayGames) recordSameGames(i int) { g.recordSameGamesOf(uint64(i), 0, g.games) }

// recordSameGamesOf plays games k0 to k1-1 of the self-play run of seed
// by the engine's recording loop (see recordSameGames).
func (g *selfplayGames) recordSameGamesOf(runSeed uint64, k0, k1 int) {
	for k := k0; k < k1; k++ {
		seed := GameSeed(runSeed, k)
		var src [2]*rand.Rand
		for side, p := range g.ps {
			p.Reseed(PlayerSeed(seed, bao.Player(side)))
			src[side] = p.SampleSource()
		}
		_, g.buf = g.rec.Record(g.v.Start(), &src, DefaultMaxPlies, g.buf[:0])
	}
}

// selfplay plays set i by Run, random players, with workers workers and
// the legal moves counted in one position in legal, records written as
// JSON lines by the workers, and hands each record to each.
func (g *selfplayGames) selfplay(i, workers, legal int, each func(*Record) error) error {
	_, err := Run(context.Background(), Config{Variant: g.v, A: "random", B: "random", Games: g.games, Seed: uint64(i), Workers: workers, Options: Options{LegalEvery: legal, JSON: true}}, each)
	return err
}

// benchGames runs b.N times play(i, each), which plays games games and
// hands each record to each, where it is written as a JSON line.
func benchGames(b *testing.B, games int, play func(i int, each func(*Record) error) error) {
	b.ReportAllocs()
	var buf []byte
	each := func(r *Record) error {
		// As bao selfplay writes a record: the line the game loop made
		// (Config.JSON), copied to the output's buffer.
		line := r.JSONLine()
		if line == nil {
			line = r.AppendJSON(nil)
		}
		buf = append(buf[:0], line...)
		return nil
	}
	cpu0 := cputime.Process()
	for i := 0; i < b.N; i++ {
		if err := play(i, each); err != nil {
			b.Fatal(err)
		}
	}
	reportGames(b, games*b.N, cpu0)
}

// BenchmarkTournament compares a tournament pairing of two random players
// (Check refuses two players of one name, so the run is started after it)
// with self-play of the same players, both through the same game loop:
// per game, records written as JSON lines, the legal moves never counted
// (a tournament does not count them). Games per CPU-second should be the
// same, at one worker and at two (run with -cpu 2).
func BenchmarkTournament(b *testing.B) {
	v := bao.MustLookup("kiswahili")
	const games = 200
	for _, w := range []int{1, 2} {
		b.Run(fmt.Sprintf("selfplay/workers=%d", w), func(b *testing.B) {
			benchGames(b, games, func(i int, each func(*Record) error) error {
				_, err := Run(context.Background(), Config{Variant: v, A: "random", B: "random", Games: games, Seed: uint64(i), Workers: w, Openings: 4, Options: Options{LegalEvery: 1 << 30, JSON: true}}, each)
				return err
			})
		})
		b.Run(fmt.Sprintf("tournament/workers=%d", w), func(b *testing.B) {
			benchGames(b, games, func(i int, each func(*Record) error) error {
				c := TournamentConfig{Variant: v, Players: []string{"random", "random"}, Games: games, Openings: 4, Seed: uint64(i), Workers: w, JSON: true}
				_, err := runTournament(context.Background(), &c, c.Players, func(r *TournamentRecord) error { return each(&r.Record) })
				return err
			})
		})
	}
}
