package player_test

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kiswahili"
	"github.com/bao-games/bao/player"
)

// An alpha-beta player finds the winning capture of Example 12 of the Bao
// la Kiswahili rules.
func ExampleNew() {
	v := bao.MustLookup("kiswahili")
	s, err := bao.ParseState(v, "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -")
	if err != nil {
		panic(err)
	}
	p, err := player.New("alphabeta(depth=4)", 1)
	if err != nil {
		panic(err)
	}
	m, err := p.Choose(context.Background(), v, s)
	if err != nil {
		panic(err)
	}
	text, _ := bao.FormatMove(v, s, m)
	fmt.Println(p.Name(), "plays", text)
	// Output: alphabeta(depth=4,nodes=200000) plays A2>#
}

// Two seeded players play a game; the same seeds always give the same
// game.
func ExamplePlayer() {
	v := bao.MustLookup("kiswahili")
	south, _ := player.New("greedy", 1)
	north, _ := player.New("random", 2)
	s := v.Start()
	plies := 0
	for !v.Outcome(s).Over() {
		p := south
		if s.Side == bao.North {
			p = north
		}
		m, err := p.Choose(context.Background(), v, s)
		if err != nil {
			panic(err)
		}
		s, _ = v.Apply(s, m)
		plies++
	}
	fmt.Println(v.Outcome(s), "after", plies, "plies")
	// Output: South wins (front row empty) after 59 plies
}

// Material counts the seeds on each player's side of the board, stores
// included.
func ExampleMaterial() {
	v := bao.MustLookup("kiswahili")
	s, _ := bao.ParseState(v, "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -")
	fmt.Println(player.Material(v, s, bao.South), player.Material(v, s, bao.North))
	// Output: 50 -50
}

// The last search of an alpha-beta player can be inspected: a score near
// WinScore announces a forced win.
func ExampleAlphaBeta_Last() {
	v := bao.MustLookup("kiswahili")
	s, _ := bao.ParseState(v, "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -")
	ab := player.NewAlphaBeta(player.AlphaBetaConfig{Depth: 6}, 1)
	if _, err := ab.Choose(context.Background(), v, s); err != nil {
		panic(err)
	}
	info := ab.Last()
	fmt.Println("win in", player.WinScore-info.Score, "ply; searched to depth", info.Depth)
	// Output: win in 1 ply; searched to depth 1
}

// A searching player explains its choice: the score, a proven win, the
// principal variation and every root move's score.
func ExampleAnalyser() {
	v := bao.MustLookup("kiswahili")
	s, _ := bao.ParseState(v, "0,0,0,3,1,1,1,0/0,0,0,1,0,0,0,0/0,2,0,5,5,10,1,1/13,3,6,3,3,4,1,0 S 0,0 - -")
	p, _ := player.New("alphabeta(depth=4)", 1)
	an, err := p.(player.Analyser).Analyse(context.Background(), v, s)
	if err != nil {
		panic(err)
	}
	fmt.Println(an.Move, "wins in", an.WinIn, "ply; pv", an.PV)
	for _, m := range an.Moves {
		fmt.Println(m.Move, m.WinIn)
	}
	// Output:
	// A2> wins in 1 ply; pv [A2>]
	// A2> 1
	// B3< 1
}

// A server refuses the player specs whose searches would cost more than
// it allows, whatever the kind of player.
func ExampleLimited() {
	limits := player.Limits{Depth: 12, Nodes: 2_000_000, Iterations: 20_000}
	for _, spec := range []string{"greedy", "alphabeta(depth=8)", "alphabeta(depth=20)", "mcts(iterations=50000)"} {
		p, _ := player.New(spec, 1)
		if err := p.(player.Limited).Within(limits); err != nil {
			fmt.Printf("%s: %v\n", spec, err)
			continue
		}
		fmt.Printf("%s: ok\n", spec)
	}
	// Output:
	// greedy: ok
	// alphabeta(depth=8): ok
	// alphabeta(depth=20): depth 20 is more than the 12 allowed
	// mcts(iterations=50000): iterations 50000 is more than the 20000 allowed
}

// Register adds a kind of player that New builds from its spec: here a
// player that always plays the last legal move. (Package engine registers
// "engine(cmd=...)" this way.)
func ExampleRegister() {
	registerLast.Do(func() {
		player.Register("last", func(spec string, seed uint64) (player.Player, error) {
			if spec != "last" {
				return nil, fmt.Errorf("last takes no parameters: %q", spec)
			}
			return lastPlayer{}, nil
		})
	})
	v := bao.MustLookup("kiswahili")
	p, err := player.New("last", 1)
	if err != nil {
		panic(err)
	}
	m, _ := p.Choose(context.Background(), v, v.Start())
	fmt.Println(p.Name(), "plays", m)
	// Output: last plays A7>
}

var registerLast sync.Once

// lastPlayer plays the last legal move.
type lastPlayer struct{}

func (lastPlayer) Name() string { return "last" }
func (lastPlayer) Choose(ctx context.Context, v bao.Variant, s bao.State) (bao.Move, error) {
	legal := v.Legal(s, nil)
	if len(legal) == 0 {
		return bao.Move{}, player.ErrNoMove
	}
	return legal[len(legal)-1], nil
}

// Limits in words, for a page that offers player specs.
func ExampleLimits_String() {
	l := player.Limits{Depth: 12, Nodes: 2_000_000, TableSize: 1 << 20, Iterations: 20_000, PlayoutPlies: 1000, Time: 5 * time.Second}
	fmt.Println(l)
	// Output:
	// alphabeta: depth ≤ 12, nodes 1..2000000, tt ≤ 1048576, time ≤ 5s; mcts: iterations ≤ 20000, plies ≤ 1000, time ≤ 5s; solve and best: time ≤ 5s
}
