package kingulu_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kingulu"
)

type vector struct {
	Example string `json:"example"`
	Variant string `json:"variant"`
	bao.Evaluation
}

func readVectors(t testing.TB, name string) []vector {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []vector
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v vector
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("%s holds no vectors", name)
	}
	return out
}

func testVectors(t *testing.T, file string) {
	for i, vec := range readVectors(t, file) {
		spec := vec.Variant
		if spec == "" {
			spec = "kingulu"
		}
		v, err := bao.Lookup(spec)
		if err != nil {
			t.Fatal(err)
		}
		got, err := bao.Evaluate(v, vec.Position)
		if err != nil {
			t.Errorf("%s #%d %s: %v", file, i, vec.Example, err)
			continue
		}
		if diff := cmp.Diff(vec.Evaluation, got); diff != "" {
			t.Errorf("%s #%d %s\n%s\n(-want +got):\n%s", file, i, vec.Example, vec.Position, diff)
		}
	}
}

func TestExamples(t *testing.T) { testVectors(t, "kingulu-examples.jsonl") }
func TestRandom(t *testing.T)   { testVectors(t, "kingulu-random.jsonl") }
