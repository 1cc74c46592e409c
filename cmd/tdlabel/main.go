// tdlabel (trial, not for main) labels the cached self-play positions of
// TestFitWeights2 with a depth-D search's score, for fitting an
// evaluation to search values.
package main

import (
	"context"
	"encoding/gob"
	"flag"
	"fmt"
	"os"
	"sync"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/player"
)

type cachedPosition struct {
	S    bao.State
	Y    float64
	Game int
}

// Labelled is one output record.
type Labelled struct {
	S     bao.State
	Y     float64
	Game  int
	Score int
	Depth int
}

func main() {
	in := flag.String("in", "", "gob cache")
	out := flag.String("o", "", "output gob")
	variant := flag.String("variant", "kete", "")
	spec := flag.String("player", "alphabeta(depth=8,nodes=0,eval=fitted,lmr=2)", "")
	every := flag.Int("every", 2, "")
	workers := flag.Int("workers", 1, "")
	flag.Parse()
	v := bao.MustLookup(*variant)
	f, err := os.Open(*in)
	if err != nil {
		panic(err)
	}
	var ps []cachedPosition
	if err := gob.NewDecoder(f).Decode(&ps); err != nil {
		panic(err)
	}
	f.Close()
	var keep []int
	for i := range ps {
		if i%*every == 0 {
			keep = append(keep, i)
		}
	}
	res := make([]Labelled, len(keep))
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			p, err := player.New(*spec, 1)
			if err != nil {
				panic(err)
			}
			ab := p.(*player.AlphaBeta)
			for k := w; k < len(keep); k += *workers {
				q := ps[keep[k]]
				if _, err := ab.Choose(context.Background(), v, q.S); err != nil {
					res[k] = Labelled{S: q.S, Y: q.Y, Game: q.Game, Depth: -1}
					continue
				}
				l := ab.Last()
				res[k] = Labelled{S: q.S, Y: q.Y, Game: q.Game, Score: l.Score, Depth: l.Depth}
				if k%20000 == w {
					fmt.Fprintf(os.Stderr, "%d/%d\n", k, len(keep))
				}
			}
		}(w)
	}
	wg.Wait()
	g, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	if err := gob.NewEncoder(g).Encode(res); err != nil {
		panic(err)
	}
	if err := g.Close(); err != nil {
		panic(err)
	}
}
