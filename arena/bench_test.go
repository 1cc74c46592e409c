package arena

import (
	"context"
	"fmt"
	"math/rand/v2"
	"syscall"
	"testing"
	"time"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/player"
)

// cpuTime returns the CPU time (user and system) the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportGames reports games/s and games per CPU-second (the measure that a
// loaded machine disturbs least) of games games played since cpu0.
func reportGames(b *testing.B, games int, cpu0 time.Duration) {
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(games)/cpu.Seconds(), "games/cpu-s")
	}
}

// sampledLegal is a Config.LegalEvery of the benchmarks and tests: the
// legal moves counted in one position in 32, as bao selfplay counts them
// in a run of 32,768 to 65,535 random games (LegalEveryFor).
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
// players is LegalEveryFor(games): 32 for 32,768 games, 128 for 200,000;
// 1073741824: none). With two workers,
// games per CPU-second shows whether the second core is used as well as
// the first; run with -cpu 2.
func BenchmarkSelfplay(b *testing.B) {
	v := bao.MustLookup("kiswahili")
	rec := v.(bao.Recorder)
	const games = 200
	b.Run("playout", func(b *testing.B) {
		b.ReportAllocs()
		cpu0 := cpuTime()
		for i := 0; i < b.N; i++ {
			for k := range games {
				rng := rand.New(rand.NewPCG(GameSeed(uint64(i), k), 1))
				bao.Playout(v, v.Start(), rng, DefaultMaxPlies)
			}
		}
		reportGames(b, games*b.N, cpu0)
	})
	b.Run("record/playout-games", func(b *testing.B) {
		// The games of "playout", recorded in a reused buffer.
		b.ReportAllocs()
		var buf []bao.Played
		cpu0 := cpuTime()
		for i := 0; i < b.N; i++ {
			for k := range games {
				rng := rand.New(rand.NewPCG(GameSeed(uint64(i), k), 1))
				_, buf = rec.Record(v.Start(), &[2]*rand.Rand{rng, rng}, DefaultMaxPlies, buf[:0])
			}
		}
		reportGames(b, games*b.N, cpu0)
	})
	b.Run("record/same-games", func(b *testing.B) {
		// The games of workers=1 below, played by the engine alone
		// (bao.Recorder with the random players' generators, the moves
		// kept in a reused buffer): the same games, so that the rare long
		// never-ending-move checks fall alike on both sides.
		b.ReportAllocs()
		var ps [2]*player.Random
		for side := range ps {
			ps[side] = player.NewRandom(0)
		}
		var buf []bao.Played
		cpu0 := cpuTime()
		for i := 0; i < b.N; i++ {
			for k := range games {
				seed := GameSeed(uint64(i), k)
				var src [2]*rand.Rand
				for side, p := range ps {
					p.Reseed(PlayerSeed(seed, bao.Player(side)))
					src[side] = p.SampleSource()
				}
				_, buf = rec.Record(v.Start(), &src, DefaultMaxPlies, buf[:0])
			}
		}
		reportGames(b, games*b.N, cpu0)
	})
	for _, w := range []int{1, 2} {
		for _, legal := range []int{1, sampledLegal, LegalEveryFor(200000), 1 << 30} {
			b.Run(fmt.Sprintf("workers=%d/legal=%d", w, legal), func(b *testing.B) {
				benchGames(b, games, func(i int, each func(*Record) error) error {
					_, err := Run(context.Background(), Config{Variant: v, A: "random", B: "random", Games: games, Seed: uint64(i), Workers: w, LegalEvery: legal, JSON: true}, each)
					return err
				})
			})
		}
	}
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
	cpu0 := cpuTime()
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
				_, err := Run(context.Background(), Config{Variant: v, A: "random", B: "random", Games: games, Seed: uint64(i), Workers: w, Openings: 4, LegalEvery: 1 << 30, JSON: true}, each)
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
