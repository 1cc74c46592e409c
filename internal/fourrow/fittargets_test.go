package fourrow_test

import (
	"encoding/gob"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/fourrow"
	"github.com/bao-games/bao/internal/logit"
)

// fit2Games and fit2Spec are the size and player of the fitting runs whose
// weights are in fittedtargets.go: deeper play than fitSpec's, by the search
// with the evaluation "fitted" it is to replace.
const (
	fit2Games = 6000
	fit2Spec  = "alphabeta(depth=10,eval=fitted,lmr=on)"
)

// cachedPosition is a position of selfPlayPositions as a cache file holds
// it (encoding/gob).
type cachedPosition struct {
	S    bao.State
	Y    float64
	Game int
}

// cachedSelfPlay returns selfPlayPositions(c), read from the file
// dir/VARIANT-GAMES.gob when dir is not "" and the file is there, else
// played (and then written there when dir is not ""): refitting another
// set of terms then takes seconds, not minutes.
func cachedSelfPlay(t *testing.T, c fitConfig, dir string) []fitPosition {
	var path string
	if dir != "" {
		path = filepath.Join(dir, fmt.Sprintf("%s-%d.gob", c.variant, c.games))
		f, err := os.Open(path)
		if err == nil {
			defer f.Close()
			var in []cachedPosition
			if err := gob.NewDecoder(f).Decode(&in); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			out := make([]fitPosition, len(in))
			for i, p := range in {
				out[i] = fitPosition{s: p.S, y: p.Y, game: p.Game}
			}
			return out
		}
		if !errors.Is(err, fs.ErrNotExist) {
			t.Fatal(err)
		}
	}
	out := selfPlayPositions(t, c)
	if path != "" {
		in := make([]cachedPosition, len(out))
		for i, p := range out {
			in[i] = cachedPosition{S: p.s, Y: p.y, Game: p.game}
		}
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := gob.NewEncoder(f).Encode(in); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestFitWeights2 fits the weights of the evaluation "fitted2"
// (fourrow.Fitted2Kiswahili, Fitted2Kete) by TestFitWeights's method on
// Features2, and checks they are the ones in fittedtargets.go (BAO_FIT=1;
// BAO_FIT_GAMES=n plays n games instead, and then only prints;
// BAO_FIT_CACHE=dir keeps the positions played in dir). The games are
// fit2Games of fit2Spec against itself, game g from arena.OpeningSeed(1,
// g), the games g%5 == 4 held out. It prints the held-out log-loss and
// accuracy of the fit, of Features' eight terms refitted on the same
// games, and of "fitted" (FittedKiswahili, FittedKete) at its best scale.
func TestFitWeights2(t *testing.T) {
	if os.Getenv("BAO_FIT") != "1" {
		t.Skip("BAO_FIT=1 to fit the weights of the evaluation \"fitted2\"")
	}
	games := fitEnv(t, "BAO_FIT_GAMES", fit2Games)
	for _, c := range []struct {
		variant string
		want    *fourrow.Weights2
		fitted  fourrow.Weights
	}{
		{"kiswahili", &fourrow.Fitted2Kiswahili, fourrow.FittedKiswahili},
		{"kete", &fourrow.Fitted2Kete, fourrow.FittedKete},
	} {
		t.Run(c.variant, func(t *testing.T) {
			cfg := fitConfig{variant: c.variant, spec: fit2Spec, games: games, seed: 1, every: 1}
			ps := cachedSelfPlay(t, cfg, os.Getenv("BAO_FIT_CACHE"))
			var train, test []logit.Sample
			for _, p := range ps {
				f := fourrow.Features2(&p.s, p.s.Side)
				d := logit.Sample{X: float64s(f[:]), Y: p.y}
				if p.game%5 == 4 {
					test = append(test, d)
				} else {
					train = append(train, d)
				}
			}
			cols := func(data []logit.Sample, n int) []logit.Sample {
				out := make([]logit.Sample, len(data))
				for i, d := range data {
					out[i] = logit.Sample{X: d.X[:n], Y: d.Y}
				}
				return out
			}
			w, err := logit.Fit(train, 0, 50)
			if err != nil {
				t.Fatal(err)
			}
			w8, err := logit.Fit(cols(train, fourrow.NumFeatures), 0, 50)
			if err != nil {
				t.Fatal(err)
			}
			fv := c.fitted.Vector()
			one := func(data []logit.Sample) []logit.Sample { return asOneTerm(data, fv[:]) }
			scale, err := logit.Fit(one(train), 0, 50)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Printf("%s: %d games of %s, positions train %d, test %d\n", c.variant, games, fit2Spec, len(train), len(test))
			fmt.Printf("  held-out log-loss / accuracy: fitted2 %.4f / %.3f, eight terms refitted %.4f / %.3f, fitted×%.4f %.4f / %.3f\n",
				logit.LogLoss(test, w), logit.Accuracy(test, w),
				logit.LogLoss(cols(test, fourrow.NumFeatures), w8), logit.Accuracy(cols(test, fourrow.NumFeatures), w8),
				scale[0], logit.LogLoss(one(test), scale), logit.Accuracy(one(test), scale))
			var v [fourrow.NumFeatures2]int
			for i := range v {
				v[i] = int(math.Round(100 * w[i] / w[1]))
			}
			got := fourrow.Weights2Of(v)
			fmt.Printf("%s: fourrow.Weights2%+v\n", c.variant, got)
			if games == fit2Games && got != *c.want {
				t.Errorf("fitted %+v, fittedtargets.go has %+v", got, *c.want)
			}
		})
	}
}

// TestCachedSelfPlay plays two short games of the fitting's self-play
// through the cache, and checks that the positions read back from it are
// the ones played.
func TestCachedSelfPlay(t *testing.T) {
	c := fitConfig{variant: "kete", spec: "alphabeta(depth=1)", games: 2, seed: 1, every: 1}
	dir := t.TempDir()
	played := cachedSelfPlay(t, c, dir)
	read := cachedSelfPlay(t, c, dir)
	if len(played) == 0 || len(read) != len(played) {
		t.Fatalf("%d positions played, %d read back", len(played), len(read))
	}
	for i := range played {
		if played[i] != read[i] {
			t.Fatalf("position %d: played %+v, read back %+v", i, played[i], read[i])
		}
	}
}
