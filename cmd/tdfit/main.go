// tdfit (trial, not for main) fits the evaluation's weights to a mix of
// game results and search scores (tdlabel's output).
package main

import (
	"encoding/gob"
	"flag"
	"fmt"
	"math"
	"os"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/fourrow"
	"github.com/bao-games/bao/internal/logit"
	"github.com/bao-games/bao/player"
)

type Labelled struct {
	S     bao.State
	Y     float64
	Game  int
	Score int
	Depth int
}

func main() {
	in := flag.String("in", "", "")
	lambda := flag.Float64("lambda", 0.5, "weight of the game result in the target")
	n8 := flag.Bool("eight", false, "Features' eight terms only")
	minDepth := flag.Int("mindepth", 2, "")
	flag.Parse()
	f, err := os.Open(*in)
	if err != nil {
		panic(err)
	}
	var ls []Labelled
	if err := gob.NewDecoder(f).Decode(&ls); err != nil {
		panic(err)
	}
	// Calibrate: the result against score/100 (non-win scores).
	var cal []logit.Sample
	for _, l := range ls {
		if l.Depth >= *minDepth && !win(l.Score) && l.Game%5 != 4 {
			cal = append(cal, logit.Sample{X: []float64{float64(l.Score) / 100}, Y: l.Y})
		}
	}
	c, err := logit.Fit(cal, 0, 50)
	if err != nil {
		panic(err)
	}
	fmt.Printf("calibration: %d samples, logit per 100 units %.4f\n", len(cal), c[0])
	prob := func(sc int) float64 {
		switch {
		case sc >= player.WinScore-1000:
			return 1
		case sc <= -(player.WinScore - 1000):
			return 0
		}
		return logit.Sigmoid(c[0] * float64(sc) / 100)
	}
	var train, test, testSearch []logit.Sample
	for _, l := range ls {
		if l.Depth < *minDepth {
			continue
		}
		var x []float64
		if *n8 {
			v := fourrow.Features(&l.S, l.S.Side)
			x = fl(v[:])
		} else {
			v := fourrow.Features2(&l.S, l.S.Side)
			x = fl(v[:])
		}
		t := *lambda*l.Y + (1-*lambda)*prob(l.Score)
		if l.Game%5 == 4 {
			test = append(test, logit.Sample{X: x, Y: l.Y})
			testSearch = append(testSearch, logit.Sample{X: x, Y: prob(l.Score)})
		} else {
			train = append(train, logit.Sample{X: x, Y: t})
		}
	}
	w, err := logit.Fit(train, 0, 50)
	if err != nil {
		panic(err)
	}
	// The search score's own held-out log-loss on results.
	sl := 0.0
	n := 0
	for _, l := range ls {
		if l.Depth >= *minDepth && l.Game%5 == 4 {
			p := math.Min(math.Max(prob(l.Score), 1e-6), 1-1e-6)
			sl -= l.Y*math.Log(p) + (1-l.Y)*math.Log(1-p)
			n++
		}
	}
	fmt.Printf("lambda %.2f: train %d test %d; held-out log-loss on results %.4f (acc %.3f), against search probs %.4f; the search itself %.4f\n",
		*lambda, len(train), len(test), logit.LogLoss(test, w), logit.Accuracy(test, w), logit.LogLoss(testSearch, w), sl/float64(n))
	fmt.Printf("scaled (back = 100):")
	for _, x := range w {
		fmt.Printf(" %d", int(math.Round(100*x/w[1])))
	}
	fmt.Printf("   back logit %.4f\n", w[1])
}

func win(sc int) bool { return sc >= player.WinScore-1000 || sc <= -(player.WinScore-1000) }

func fl(v []int) []float64 {
	x := make([]float64, len(v))
	for i, a := range v {
		x[i] = float64(a)
	}
	return x
}
