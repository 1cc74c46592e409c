package arena_test

import (
	"bytes"
	"context"
	"fmt"
	"io"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
)

// Player A sits South in even games, North in odd ones.
func ExampleSeatOfA() {
	for g := range 3 {
		fmt.Printf("game %d: A sits %v\n", g, arena.SeatOfA(g))
	}
	// Output:
	// game 0: A sits South
	// game 1: A sits North
	// game 2: A sits South
}

// A record line read back, checked against the run that wrote it, and
// replayed under the rules.
func ExampleParseRecord() {
	c := arena.Config{Variant: bao.MustLookup("kiswahili"), A: "greedy", B: "random", Games: 2, Seed: 1}
	var lines []byte
	if _, err := arena.Run(context.Background(), c, func(r *arena.Record) error {
		lines = r.AppendJSON(lines)
		return nil
	}); err != nil {
		panic(err)
	}
	id, err := c.Identity()
	if err != nil {
		panic(err)
	}
	for _, line := range bytes.SplitAfter(lines, []byte("\n"))[:2] {
		r, err := arena.ParseRecord(line)
		if err != nil {
			panic(err)
		}
		g, err := r.Replay()
		fmt.Printf("game %d: %s against %s, of the run: %v, %d plies replayed: %v\n", r.Game, r.South, r.North, id.Check(r) == nil, g.Ply(), err)
	}
	// Output:
	// game 0: greedy against random, of the run: true, 23 plies replayed: <nil>
	// game 1: random against greedy, of the run: true, 26 plies replayed: <nil>
}

// The record files of the shards of a run, merged, are the file of the
// whole run.
func ExampleMerge() {
	c := arena.Config{Variant: bao.MustLookup("kete"), A: "random", B: "random", Games: 5, Seed: 2, Options: arena.Options{Shards: 2}}
	m := arena.NewMerge(true)
	for i := range 2 {
		c.Shard = i
		var b []byte
		if _, err := arena.Run(context.Background(), c, func(r *arena.Record) error { b = r.AppendJSON(b); return nil }); err != nil {
			panic(err)
		}
		if err := m.Add(fmt.Sprintf("shard%d", i), bytes.NewReader(b)); err != nil {
			panic(err)
		}
	}
	for {
		line, err := m.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			panic(err)
		}
		r, _ := arena.ParseRecord(line)
		fmt.Println("game", r.Game)
	}
	fmt.Println(m.Summary().Games, "games,", m.Missing(6).N, "of 6 missing:", m.Missing(6))
	// Output:
	// game 0
	// game 1
	// game 2
	// game 3
	// game 4
	// 5 games, 1 of 6 missing: 5
}
