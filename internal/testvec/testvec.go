package testvec

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/bao-games/bao"
)

// Vector is one line of a vector file.
type Vector struct {
	Example string `json:"example"`
	Variant string `json:"variant"`
	bao.Evaluation
}

// Dir returns the repository's testdata directory, found from the caller's
// working directory (a package directory one or two levels down).
func Dir() string {
	for _, d := range []string{"testdata", "../testdata", "../../testdata"} {
		if _, err := os.Stat(filepath.Join(d, "perft.json")); err == nil {
			return d
		}
	}
	return "testdata"
}

// Load reads a vector file of testdata, e.g. "kiswahili-random.jsonl".
func Load(name string) ([]Vector, error) {
	f, err := os.Open(filepath.Join(Dir(), name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Vector
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var v Vector
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, line, err)
		}
		out = append(out, v)
	}
	return out, sc.Err()
}

// MustLoad is Load for a test: an error fails t.
func MustLoad(t testing.TB, name string) []Vector {
	t.Helper()
	vs, err := Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return vs
}

// Lookup returns the variant vec is read with: the one its variant field
// names, or spec when it names none. An unknown name fails t.
func (vec Vector) Lookup(t testing.TB, spec string) bao.Variant {
	t.Helper()
	name := vec.Variant
	if name == "" {
		name = spec
	}
	v, err := bao.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Variant looks up a variant spec that must be known: an unknown one
// fails t.
func Variant(t testing.TB, spec string) bao.Variant {
	t.Helper()
	return Vector{}.Lookup(t, spec)
}

// Example returns the vector of the worked example whose title starts with
// prefix ("Example 9 ", "KE10 ").
func Example(file, prefix string) (Vector, error) {
	vs, err := Load(file)
	if err != nil {
		return Vector{}, err
	}
	for _, v := range vs {
		if strings.HasPrefix(v.Example, prefix) {
			return v, nil
		}
	}
	return Vector{}, fmt.Errorf("%s: no example %q", file, prefix)
}

// ExampleState returns the position of the worked example of file whose
// title starts with prefix, read as a position of v.
func ExampleState(v bao.Variant, file, prefix string) (bao.State, error) {
	vec, err := Example(file, prefix)
	if err != nil {
		return bao.State{}, err
	}
	return bao.ParseState(v, vec.Position)
}

// Playout plays one uniformly random game from s to its end (or maxPlies)
// with rng, using the variant's Children, and returns the number of plies.
// buf is reused between calls.
func Playout(v bao.Variant, s bao.State, rng *rand.Rand, buf *[]bao.Child, maxPlies int) int {
	for ply := 0; ply < maxPlies; ply++ {
		*buf = bao.Children(v, s, (*buf)[:0])
		if len(*buf) == 0 {
			return ply
		}
		s = (*buf)[rng.IntN(len(*buf))].State
	}
	return maxPlies
}

// PlayoutLegal is Playout with Legal and Apply, the way a program that
// knows only the Variant contract plays.
func PlayoutLegal(v bao.Variant, s bao.State, rng *rand.Rand, buf *[]bao.Move, maxPlies int) int {
	for ply := 0; ply < maxPlies; ply++ {
		*buf = v.Legal(s, (*buf)[:0])
		if len(*buf) == 0 {
			return ply
		}
		var err error
		if s, err = v.Apply(s, (*buf)[rng.IntN(len(*buf))]); err != nil {
			panic(err)
		}
	}
	return maxPlies
}

// RaceEnabled reports whether the race detector is on; allocation counts
// are meaningless under it.
var RaceEnabled = raceEnabled

// KeepAlive is a sink for benchmark results.
func KeepAlive(x any) { runtime.KeepAlive(x) }
