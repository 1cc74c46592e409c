// Command patfit (trial, not part of the library) fits a pattern evaluation (per-pit count tables) to self-play records
// by logistic regression (Newton, sparse), and compares it on held-out games
// with the 8-term linear model.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
)

const (
	nb     = 16
	nTab   = 2 * 2 * 16 * nb // phase, side, pit, bucket
	nHouse = 2 * 2 * nb      // phase, side, bucket of an owned house pit
	nLin   = 9
)

var tables = flag.Bool("tables", true, "use tables")
var eight = flag.Bool("eight", false, "the eight terms of fourrow.Features")
var pairs = flag.Bool("pairs", false, "front column pair features")

const nPair = 2 * 8 * 36

func nFeat() int {
	if *eight {
		return 8
	}
	if *tables && *pairs {
		return nTab + nHouse + nLin + nPair
	}
	if *tables {
		return nTab + nHouse + nLin
	}
	return nLin + 8
}

type sample struct {
	idx  []int32
	val  []float64
	y    float64
	hold bool
}

func bucket(c uint8) int { return min(int(c), nb-1) }

// features8 is fourrow.Features(s, s.Side).
func features8(s *bao.State) ([]int32, []float64) {
	p := s.Side & 1
	var f [8]int
	for k, q := range [2]bao.Player{p, p ^ 1} {
		sign := 1 - 2*k
		b, ob := 16*int(q), 16*int(q^1)
		occ, exposed := 0, 0
		for i := range 8 {
			c := int(s.Pits[b+i])
			f[0] += sign * c
			f[1] += sign * int(s.Pits[b+8+i])
			if c > 0 {
				occ++
				exposed += int(s.Pits[ob+7-i])
			}
		}
		f[2] += sign * int(s.Store[q])
		if s.House[q] && s.Pits[b+4] >= 6 {
			f[3] += sign
		}
		f[4] += sign * occ
		if occ <= 1 {
			f[5] -= sign
		}
		f[6] += sign * exposed
		if q == s.Side&1 {
			f[7] = sign * exposed
		}
	}
	var idx []int32
	var val []float64
	for j, x := range f {
		if x != 0 {
			idx = append(idx, int32(j))
			val = append(val, float64(x))
		}
	}
	return idx, val
}

func features(s *bao.State) ([]int32, []float64) {
	if *eight {
		return features8(s)
	}
	p := int(s.Side & 1)
	o := p ^ 1
	ph := 0
	if s.Store[0]+s.Store[1] > 0 {
		ph = 1
	}
	var idx []int32
	var val []float64
	occ := [2]int{}
	exp := [2]int{}
	sum := [2][2]int{}
	for k, q := range [2]int{p, o} {
		b := 16 * q
		ob := 16 * (q ^ 1)
		for i := range 16 {
			c := s.Pits[b+i]
			if *tables {
				idx = append(idx, int32(((ph*2+k)*16+i)*nb+bucket(c)))
			}
			sum[k][i/8] += int(c)
			if i < 8 && c > 0 {
				occ[k]++
				exp[k] += int(s.Pits[ob+7-i])
			}
		}
		if *tables && s.House[q] {
			idx = append(idx, int32(nTab+(ph*2+k)*nb+bucket(s.Pits[b+4])))
		}
	}
	if *tables && *pairs {
		for i := range 8 {
			cm := min(int(s.Pits[16*p+i]), 5)
			co := min(int(s.Pits[16*o+7-i]), 5)
			idx = append(idx, int32(nTab+nHouse+nLin+(ph*8+i)*36+cm*6+co))
		}
	}
	off := 0
	if *tables {
		off = nTab + nHouse
	}
	d := func(b bool) float64 {
		if b {
			return 1
		}
		return 0
	}
	lin := []float64{float64(s.Store[p]), float64(s.Store[o]), float64(exp[0]), float64(exp[1]), d(occ[0] <= 1), d(occ[1] <= 1), float64(occ[0]), float64(occ[1]), 1}
	if !*tables {
		lin = append(lin, float64(sum[0][0]), float64(sum[1][0]), float64(sum[0][1]), float64(sum[1][1]),
			d(s.House[p] && s.Pits[16*p+4] >= 6), d(s.House[o] && s.Pits[16*o+4] >= 6), 0, 0)
	}
	for j, x := range lin {
		if x != 0 {
			idx = append(idx, int32(off+j))
			val = append(val, x)
		}
	}
	return idx, val
}

func load(file string) []sample {
	f, err := os.Open(file)
	if err != nil {
		panic(err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var out []sample
	for sc.Scan() {
		var r struct {
			Game    int
			Variant string
			Opening int
			Moves   []string
			Winner  string
		}
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			panic(err)
		}
		v := bao.MustLookup(r.Variant)
		s := v.Start()
		for i, m := range r.Moves {
			if i >= r.Opening {
				y := 0.5
				switch {
				case r.Winner == "S" && s.Side == bao.South, r.Winner == "N" && s.Side == bao.North:
					y = 1
				case r.Winner == "S" || r.Winner == "N":
					y = 0
				}
				idx, val := features(&s)
				out = append(out, sample{idx: idx, val: val, y: y, hold: (r.Game/2)%5 == 4})
			}
			_, t, err := bao.ReadMove(v, s, m)
			if err != nil {
				panic(err)
			}
			s = t
		}
	}
	return out
}

// x value of entry j of sample: val for linear features (listed last), 1 for table ones.
func (sm *sample) each(f func(j int32, x float64)) {
	nv := len(sm.val)
	ni := len(sm.idx) - nv
	for _, j := range sm.idx[:ni] {
		f(j, 1)
	}
	for k, j := range sm.idx[ni:] {
		f(j, sm.val[k])
	}
}

func dot(w []float64, sm *sample) float64 {
	z := 0.0
	sm.each(func(j int32, x float64) { z += w[j] * x })
	return z
}

func sig(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

func fit(data []sample, n int, ridge float64, iters int) []float64 {
	w := make([]float64, n)
	for it := 0; it < iters; it++ {
		g := make([]float64, n)
		h := make([]float64, n*n)
		for i := range data {
			sm := &data[i]
			if sm.hold {
				continue
			}
			pz := sig(dot(w, sm))
			r := pz - sm.y
			c := pz * (1 - pz)
			nv := len(sm.val)
			ni := len(sm.idx) - nv
			xs := make([]float64, len(sm.idx))
			for k := range xs {
				if k < ni {
					xs[k] = 1
				} else {
					xs[k] = sm.val[k-ni]
				}
			}
			for a, ja := range sm.idx {
				g[ja] += r * xs[a]
				row := h[int(ja)*n:]
				for b, jb := range sm.idx {
					row[jb] += c * xs[a] * xs[b]
				}
			}
		}
		for j := range n {
			g[j] += ridge * w[j]
			h[j*n+j] += ridge
		}
		d := cholSolve(h, g, n)
		gn := 0.0
		for j := range n {
			w[j] -= d[j]
			gn += g[j] * g[j]
		}
		fmt.Fprintf(os.Stderr, "iter %d |g| %.4g train %.5f hold %.5f\n", it, math.Sqrt(gn), loss(data, w, false), loss(data, w, true))
	}
	return w
}

func loss(data []sample, w []float64, hold bool) float64 {
	t, n := 0.0, 0
	for i := range data {
		sm := &data[i]
		if sm.hold != hold {
			continue
		}
		z := dot(w, sm)
		// -y log p - (1-y) log (1-p)
		t += sm.y*softplus(-z) + (1-sm.y)*softplus(z)
		n++
	}
	return t / float64(n)
}

func softplus(z float64) float64 {
	if z > 30 {
		return z
	}
	return math.Log1p(math.Exp(z))
}

func cholSolve(a []float64, b []float64, n int) []float64 {
	l := make([]float64, n*n)
	for i := range n {
		for j := 0; j <= i; j++ {
			s := a[i*n+j]
			li, lj := l[i*n:i*n+j], l[j*n:j*n+j]
			for k := range li {
				s -= li[k] * lj[k]
			}
			if i == j {
				l[i*n+i] = math.Sqrt(s)
			} else {
				l[i*n+j] = s / l[j*n+j]
			}
		}
	}
	y := make([]float64, n)
	for i := range n {
		s := b[i]
		for k := 0; k < i; k++ {
			s -= l[i*n+k] * y[k]
		}
		y[i] = s / l[i*n+i]
	}
	x := make([]float64, n)
	for i := n - 1; i >= 0; i-- {
		s := y[i]
		for k := i + 1; k < n; k++ {
			s -= l[k*n+i] * x[k]
		}
		x[i] = s / l[i*n+i]
	}
	return x
}

func main() {
	ridge := flag.Float64("ridge", 1, "")
	iters := flag.Int("iters", 8, "")
	out := flag.String("o", "", "weights file")
	emit := flag.String("emit", "", "write Go source of the variable NAME to stdout (table model), scaled by the linear model's back seed")
	flag.Parse()
	if *emit != "" {
		*tables = false
		lin := fit(load(flag.Arg(0)), nFeat(), *ridge, *iters)
		scale := 100 / lin[nLin+2]
		fmt.Fprintf(os.Stderr, "linear model: back-seed logit %.5f, scale %.2f; weights %.4f\n", lin[nLin+2], scale, lin)
		*tables = true
		w := fit(load(flag.Arg(0)), nFeat(), *ridge, *iters)
		var tab [2][2][16][16]int32
		var house [2][2][16]int32
		var l [9]int32
		r := func(x float64) int32 { return int32(math.Round(x * scale)) }
		for ph := range 2 {
			for k := range 2 {
				for i := range 16 {
					for b := range nb {
						tab[ph][k][i][b] = r(w[((ph*2+k)*16+i)*nb+b])
					}
				}
				for b := range nb {
					house[ph][k][b] = r(w[nTab+(ph*2+k)*nb+b])
				}
			}
		}
		for j := range nLin {
			l[j] = r(w[nTab+nHouse+j])
		}
		fmt.Printf("package fourrow\n\n// %s is generated by /work/probe/pat (trial), ridge %g.\nvar %s = Pattern{Tab: %#v, House: %#v, Lin: %#v}\n", *emit, *ridge, *emit, tab, house, l)
		return
	}
	data := load(flag.Arg(0))
	nh := 0
	for i := range data {
		if data[i].hold {
			nh++
		}
	}
	fmt.Fprintf(os.Stderr, "%d samples, %d held out, %d features\n", len(data), nh, nFeat())
	w := fit(data, nFeat(), *ridge, *iters)
	if *eight {
		fmt.Printf("scaled (back = 100):")
		for _, x := range w {
			fmt.Printf(" %.0f", x*100/w[1])
		}
		fmt.Println()
	}
	if *out != "" {
		f, _ := os.Create(*out)
		json.NewEncoder(f).Encode(w)
		f.Close()
	}
}
