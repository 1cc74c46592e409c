package kingulu_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/internal/testvec"
)

// goldenPerft is the table of docs/kingulu.md, section 9 (also in
// testdata/perft.json): depths 1 to 5 from the start position.
var goldenPerft = []uint64{4, 15, 50, 130, 336}

// deepPerft continues it. These are regression values computed by this
// implementation (depths 6 to 11 are also checked against the naive
// reference of reference_test.go by TestPerftReference), not values from
// the rules document.
var deepPerft = []uint64{840, 2114, 5408, 13141, 32473, 77452, 183926, 423089, 968721}

func TestPerft(t *testing.T) {
	for i, want := range goldenPerft {
		if got := bao.Perft(rules, rules.Start(), i+1); got != want {
			t.Errorf("perft(%d) = %d, want %d", i+1, got, want)
		}
	}
}

func TestPerftFile(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "perft.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file map[string]any
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	list, _ := file["kingulu"].([]any)
	if len(list) != len(goldenPerft) {
		t.Fatalf("testdata/perft.json has %d kingulu counts, want %d", len(list), len(goldenPerft))
	}
	for i, v := range list {
		if n, _ := v.(float64); uint64(n) != goldenPerft[i] {
			t.Errorf("testdata/perft.json: depth %d: %v, the document says %d", i+1, v, goldenPerft[i])
		}
	}
}

func TestPerftDeep(t *testing.T) {
	if !testvec.Long() {
		t.Skip("deep perft in -short mode")
	}
	for i, want := range deepPerft {
		d := len(goldenPerft) + i + 1
		if got := bao.Perft(rules, rules.Start(), d); got != want {
			t.Errorf("perft(%d) = %d, want %d (regression value)", d, got, want)
		}
	}
}

// refPerft counts with the reference implementation.
func refPerft(p refPos, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, c := range refLegal(p) {
		n += refPerft(refFromState(c.State), depth-1)
	}
	return n
}

func TestPerftReference(t *testing.T) {
	depth := 11
	if !testvec.Long() {
		depth = 5
	}
	all := append(append([]uint64{}, goldenPerft...), deepPerft...)
	for d := 1; d <= depth; d++ {
		if got := refPerft(refFromState(rules.Start()), d); got != all[d-1] {
			t.Errorf("reference perft(%d) = %d, want %d", d, got, all[d-1])
		}
	}
}

func TestPerftDivide(t *testing.T) {
	var sum uint64
	for _, d := range bao.PerftDivide(rules, rules.Start(), 5) {
		sum += d.Nodes
	}
	if sum != goldenPerft[4] {
		t.Errorf("divide at depth 5 sums to %d, want %d", sum, goldenPerft[4])
	}
	// The start, and KG7, whose never-ending a6 is not a move.
	testvec.CheckDivide(t, rules, []string{bao.FormatState(rules, rules.Start()), "3,1,2,3,2,3/1,2,1,0,5,1 N 12,12"}, 6)
}
