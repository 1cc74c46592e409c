package fourrow_test

import (
	"context"
	"fmt"
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/arena"
	"github.com/bao-games/bao/internal/fourrow"
	"github.com/bao-games/bao/internal/logit"
	"github.com/bao-games/bao/player"

	_ "github.com/bao-games/bao/kete"
	_ "github.com/bao-games/bao/kiswahili"
	_ "github.com/bao-games/bao/kujifunza"
)

// fitConfig is how the self-play positions of TestFitWeights are made.
type fitConfig struct {
	variant string // the game, as bao.Lookup reads it
	spec    string // the player of both sides
	games   int    // the number of games
	seed    uint64 // game g opens with arena.OpeningSeed(seed, g)
	every   int    // one position in every plies is kept
}

// fitOpening is the number of uniformly random plies that open each game.
const fitOpening = 8

// fitMaxPlies caps a game; one stopped there is a draw.
const fitMaxPlies = 400

// selfPlay plays c.games games of c.spec against itself, each from a
// random opening of fitOpening plies, and returns the positions after the
// opening, one in c.every plies, each with its features for the side to
// move and the game's result for him (1 won, ½ drawn, 0 lost), and the
// number of the game it comes from.
func selfPlay(t testing.TB, c fitConfig) (data []logit.Sample, game []int) {
	for _, p := range selfPlayPositions(t, c) {
		f := fourrow.Features(&p.s, p.s.Side)
		x := make([]float64, len(f))
		for i, fi := range f {
			x[i] = float64(fi)
		}
		data = append(data, logit.Sample{X: x, Y: p.y})
		game = append(game, p.game)
	}
	return data, game
}

// fitPosition is a position of selfPlay with the result of its game for
// the side to move and the game's number.
type fitPosition struct {
	s    bao.State
	y    float64
	game int
}

// selfPlayPositions returns the positions of selfPlay.
func selfPlayPositions(t testing.TB, c fitConfig) (out []fitPosition) {
	v, err := bao.Lookup(c.variant)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for g := range c.games {
		s, goes, err := arena.OpeningState(v, fitOpening, arena.OpeningSeed(c.seed, g))
		if err != nil {
			t.Fatal(err)
		}
		if !goes {
			continue
		}
		p, err := player.New(c.spec, c.seed+uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		var seen []bao.State
		ply := 0
		for ; ply < fitMaxPlies && !v.Outcome(s).Over(); ply++ {
			if ply%c.every == 0 {
				seen = append(seen, s)
			}
			m, err := p.Choose(ctx, v, s)
			if err != nil {
				t.Fatal(err)
			}
			if s, err = v.Apply(s, m); err != nil {
				t.Fatal(err)
			}
		}
		o := v.Outcome(s)
		for _, st := range seen {
			y := 0.5
			if o.Result == bao.Won {
				y = 0
				if o.Winner == st.Side {
					y = 1
				}
			}
			out = append(out, fitPosition{s: st, y: y, game: g})
		}
	}
	return out
}

// fitEnv returns the integer environment variable name, or def.
func fitEnv(t *testing.T, name string, def int) int {
	if s := os.Getenv(name); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			t.Fatalf("%s=%q: want a positive integer", name, s)
		}
		return n
	}
	return def
}

// fitGames and fitSpec are the size and player of the fitting runs whose
// weights are in fitted.go.
const (
	fitGames = 3000
	fitSpec  = "alphabeta(depth=8)"
	fitEvery = 1
)

// TestFitWeights fits the weights of the evaluation "fitted"
// (fourrow.FittedKiswahili, FittedKete, FittedKujifunza) by logistic
// regression on self-play results, and checks that they are the ones in
// fitted.go (BAO_FIT=1; BAO_FIT_GAMES=n plays n games instead, for
// trials, and then only prints). For each game it plays fitGames games of
// fitSpec against itself from random openings of fitOpening plies (game g
// opens with arena.OpeningSeed(1, g)), keeps every position after the
// opening with the game's result for the side to move, and holds out the
// games g%5 == 4. The probability that the side to move wins is modelled
// as sigmoid(w·Features), with one w for the namua positions and one for
// the mtaji ones, each fitted on the other games by Newton's method
// (package logit); both are scaled by the one factor that makes a
// back-row seed of mtaji weigh 100, and rounded. It prints the held-out
// log-loss and accuracy of the fit, of one w for both stages, of
// DefaultWeights' six terms refitted, and of DefaultWeights with its
// best scale.
func TestFitWeights(t *testing.T) {
	if os.Getenv("BAO_FIT") != "1" {
		t.Skip("BAO_FIT=1 to fit the weights of the evaluation \"fitted\"")
	}
	games := fitEnv(t, "BAO_FIT_GAMES", fitGames)
	for _, c := range []struct {
		variant string
		want    fourrow.Phased
	}{
		{"kiswahili", fourrow.FittedKiswahili},
		{"kete", fourrow.FittedKete},
		{"kujifunza", fourrow.FittedKujifunza},
	} {
		t.Run(c.variant, func(t *testing.T) {
			got := fitWeights(t, fitConfig{variant: c.variant, spec: fitSpec, games: games, seed: 1, every: fitEvery})
			fmt.Printf("%s: fourrow.Phased{\n\tNamua: fourrow.Weights%+v,\n\tMtaji: fourrow.Weights%+v}\n", c.variant, got.Namua, got.Mtaji)
			if games == fitGames && got != c.want {
				t.Errorf("fitted %+v, fitted.go has %+v", got, c.want)
			}
		})
	}
}

// fitSet is a training and a test set.
type fitSet struct{ train, test []logit.Sample }

// add adds x and y to the test set when test, else to the training set.
func (f *fitSet) add(x []float64, y float64, test bool) {
	if test {
		f.test = append(f.test, logit.Sample{X: x, Y: y})
	} else {
		f.train = append(f.train, logit.Sample{X: x, Y: y})
	}
}

// fit fits the columns cols of f's samples that are not 0 in every
// training sample (kujifunza's Store and House: no store seeds, no house),
// and returns the weights of all the columns (those left out 0, and all
// 0 when f has no training samples).
func (f *fitSet) fit(t *testing.T, cols []int) []float64 {
	w := make([]float64, len(f.train[0].X))
	var used []int
	for _, j := range cols {
		for _, d := range f.train {
			if d.X[j] != 0 {
				used = append(used, j)
				break
			}
		}
	}
	var data []logit.Sample
	for _, d := range f.train {
		x := make([]float64, len(used))
		for k, j := range used {
			x[k] = d.X[j]
		}
		data = append(data, logit.Sample{X: x, Y: d.Y})
	}
	wu, err := logit.Fit(data, 0, 50)
	if err != nil {
		t.Fatal(err)
	}
	for k, j := range used {
		w[j] = wu[k]
	}
	return w
}

// score returns the log-loss and accuracy of w on the test sets of
// sets, w[i] on sets[i], over all of them.
func score(sets []*fitSet, w [][]float64) (loss, acc float64) {
	n, decided := 0, 0
	for i, f := range sets {
		loss += logit.LogLoss(f.test, w[i]) * float64(len(f.test))
		d := 0
		for _, s := range f.test {
			if s.Y != 0.5 {
				d++
			}
		}
		acc += logit.Accuracy(f.test, w[i]) * float64(d)
		n += len(f.test)
		decided += d
	}
	return loss / float64(n), acc / float64(decided)
}

// fitWeights plays the games of c, fits the weights and prints the
// comparison of TestFitWeights.
func fitWeights(t *testing.T, c fitConfig) fourrow.Phased {
	// Samples of both stages together (all), of each stage (namua,
	// mtaji), and of DefaultWeights·Features/100 (def).
	var all, namua, mtaji, def fitSet
	dw := fourrow.DefaultWeights.Vector()
	ps := selfPlayPositions(t, c)
	for _, p := range ps {
		f := fourrow.Features(&p.s, p.s.Side)
		x := float64s(f[:])
		test := p.game%5 == 4
		all.add(x, p.y, test)
		if p.s.Store[0]|p.s.Store[1] != 0 {
			namua.add(x, p.y, test)
		} else {
			mtaji.add(x, p.y, test)
		}
		def.add([]float64{logit.Dot(float64s(dw[:]), x) / 100}, p.y, test)
	}
	every := []int{0, 1, 2, 3, 4, 5, 6, 7}
	var wn []float64
	if len(namua.train) > 0 {
		wn = namua.fit(t, every)
	}
	wm := mtaji.fit(t, every)
	w := all.fit(t, every)
	w6 := all.fit(t, every[:6])
	scale := def.fit(t, []int{0})
	fmt.Printf("%s: %d games of %s, %d positions (train %d: namua %d, mtaji %d; test %d: namua %d, mtaji %d)\n", c.variant, c.games, c.spec, len(ps),
		len(all.train), len(namua.train), len(mtaji.train), len(all.test), len(namua.test), len(mtaji.test))
	line := func(name string, sets []*fitSet, w ...[]float64) {
		loss, acc := score(sets, w)
		fmt.Printf("  held-out log-loss %.4f, accuracy %.3f: %s\n", loss, acc, name)
	}
	if wn != nil {
		line("fitted per stage", []*fitSet{&namua, &mtaji}, wn, wm)
	}
	line("fitted, both stages alike", []*fitSet{&all}, w)
	line("DefaultWeights' six terms refitted", []*fitSet{&all}, w6)
	line(fmt.Sprintf("DefaultWeights × %.4f/100", scale[0]), []*fitSet{&def}, scale)
	line("½ everywhere", []*fitSet{&def}, []float64{0})
	fmt.Printf("  raw weights: namua %.5f\n               mtaji %.5f\n", wn, wm)
	round := func(w []float64) fourrow.Weights {
		var v [fourrow.NumFeatures]int
		for i := range v {
			v[i] = int(math.Round(100 * w[i] / wm[1]))
		}
		return fourrow.WeightsOf(v)
	}
	out := fourrow.Phased{Mtaji: round(wm)}
	out.Namua = out.Mtaji // kujifunza: no namua, the mtaji weights
	if wn != nil {
		out.Namua = round(wn)
	}
	return out
}

// float64s converts ints to float64s.
func float64s(v []int) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

// TestSelfPlaySmoke plays two short games of the fitting's self-play, so
// that the everyday tests cover it: every position has NumFeatures
// features and an outcome.
func TestSelfPlaySmoke(t *testing.T) {
	data, game := selfPlay(t, fitConfig{variant: "kiswahili", spec: "alphabeta(depth=1)", games: 2, seed: 1, every: 8})
	if len(data) == 0 || len(game) != len(data) {
		t.Fatalf("%d positions, %d game numbers", len(data), len(game))
	}
	for _, d := range data {
		if len(d.X) != fourrow.NumFeatures || (d.Y != 0 && d.Y != 0.5 && d.Y != 1) {
			t.Fatalf("sample %+v", d)
		}
	}
}
