// Command instr is the workload of docs/bench/instr.sh, which counts its
// instructions under cachegrind at two versions of the library: random
// playouts by bao.Playout from the start (games k = 0..N-1 of seed S, each
// seeded as bao selfplay seeds its games), or alpha-beta's choice in the
// positions of a JSON-lines file (the "position" field of each line, those
// not over), or in positions of random games (game k played k%40 random
// plies from the start). It reads no clock, so that valgrind runs it to
// the end.
//
//	go run ./docs/bench/instr -variant kiswahili -games 10000
//	go run ./docs/bench/instr -mode ab -variant kete -games 250 -file testdata/kete-random.jsonl
//	go run ./docs/bench/instr -mode abplay -variant bawo -games 200
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/player"
)

func main() {
	mode := flag.String("mode", "playout", "playout, ab (positions of -file) or abplay (positions of random games)")
	variant := flag.String("variant", "kiswahili", "the variant")
	games := flag.Int("games", 10000, "the number of playouts, or of positions searched")
	seed := flag.Uint64("seed", 1, "the seed")
	spec := flag.String("player", "alphabeta(depth=8,nodes=0)", "the searching player")
	file := flag.String("file", "", "the positions of -mode ab (JSON lines)")
	flag.Parse()
	v, err := bao.Lookup(*variant)
	if err != nil {
		fail(err)
	}
	switch *mode {
	case "playout":
		plies := 0
		for k := range *games {
			rng := rand.New(rand.NewPCG(arena.GameSeed(*seed, k), 1))
			_, n := bao.Playout(v, v.Start(), rng, arena.DefaultMaxPlies)
			plies += n
		}
		fmt.Println("plies", plies)
	case "ab":
		f, err := os.Open(*file)
		if err != nil {
			fail(err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for n := 0; n < *games && sc.Scan(); {
			var line struct{ Position string }
			if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
				fail(err)
			}
			s, err := bao.ParseState(v, line.Position)
			if err != nil {
				fail(err)
			}
			if search(v, s, *spec, *seed) {
				n++
			}
		}
		if err := sc.Err(); err != nil {
			fail(err)
		}
	case "abplay":
		for k := range *games {
			rng := rand.New(rand.NewPCG(*seed, uint64(k)))
			s := v.Start()
			for range k % 40 {
				c, ok := bao.Sample(v, s, rng)
				if !ok {
					break
				}
				s = c.State
			}
			search(v, s, *spec, *seed)
		}
	default:
		fail(fmt.Errorf("unknown mode %q", *mode))
	}
}

// search prints the move a new player of spec chooses in s, and reports
// whether it searched (s not over).
func search(v bao.Variant, s bao.State, spec string, seed uint64) bool {
	if v.Outcome(s).Result != bao.Ongoing {
		return false
	}
	p, err := player.New(spec, seed)
	if err != nil {
		fail(err)
	}
	m, err := p.Choose(context.Background(), v, s)
	if err != nil {
		fail(err)
	}
	fmt.Println(m)
	return true
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "instr:", err)
	os.Exit(2)
}
