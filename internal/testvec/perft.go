package testvec

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/bao-games/bao"
)

// CheckPerft checks perft from the start position of each variant: depths
// 1..len(doc) against doc, the table of a rules document, and the following
// depths against regression, values computed by this module's engine to
// guard against regressions (skipped under -short).
func CheckPerft(t *testing.T, vs []bao.Variant, doc, regression []uint64) {
	t.Helper()
	for _, v := range vs {
		if got := bao.Perft(v, v.Start(), 0); got != 1 {
			t.Errorf("%s: perft(0) = %d, want 1", v.Name(), got)
		}
		for d, want := range doc {
			if got := bao.Perft(v, v.Start(), d+1); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d (rules document)", v.Name(), d+1, got, want)
			}
		}
		if !Long() {
			continue
		}
		for i, want := range regression {
			d := len(doc) + i + 1
			if got := bao.Perft(v, v.Start(), d); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d (regression value)", v.Name(), d, got, want)
			}
		}
	}
}

// CheckDivide checks bao.PerftDivide of v on each position text, for depths
// 1..depth: the counts sum to bao.Perft, each move of depth 1 counts one
// node, and the moves are those of Legal, in its order.
func CheckDivide(t *testing.T, v bao.Variant, positions []string, depth int) {
	t.Helper()
	for _, pos := range positions {
		s := Parse(t, v, pos)
		legal := v.Legal(s, nil)
		for d := 1; d <= depth; d++ {
			div := bao.PerftDivide(v, s, d)
			var sum uint64
			var moves []bao.Move
			for _, x := range div {
				sum += x.Nodes
				moves = append(moves, x.Move)
				if d == 1 && x.Nodes != 1 {
					t.Errorf("%s: divide(1) gives %v %d nodes", pos, x.Move, x.Nodes)
				}
			}
			if want := bao.Perft(v, s, d); sum != want {
				t.Errorf("%s: divide(%d) sums to %d, perft %d", pos, d, sum, want)
			}
			if len(legal) != len(moves) {
				t.Errorf("%s: divide lists %d moves, Legal %d", pos, len(moves), len(legal))
				continue
			}
			for i := range legal {
				if legal[i] != moves[i] {
					t.Errorf("%s: divide move %d is %v, Legal says %v", pos, i, moves[i], legal[i])
				}
			}
		}
	}
}

// FourRowDividePositions are positions of Bao la Kiswahili that are also
// positions of Bao la Kete, for their PerftDivide checks: the start, a
// stop and a safari, a takasia, and Example 10a.
var FourRowDividePositions = []string{
	"0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -",
	"0,0,0,0,0,0,0,0/0,1,1,0,1,0,0,1/0,1,1,0,6,0,0,1/0,0,0,0,0,0,0,0 S 26,25 S -", // stop and safari
	"47,0,0,0,0,0,0,0/0,0,0,2,0,0,0,5/0,0,1,1,0,0,0,0/4,4,0,0,0,0,0,0 N 0,0 - a5", // takasia
	"0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - -", // Example 10a
}

// DivideDepth is the depth of the PerftDivide checks of the variant
// packages: 4 with the long checks on, 3 otherwise.
func DivideDepth() int {
	if Long() {
		return 4
	}
	return 3
}

// CheckPerftOver checks that perft does not extend the finished game pos.
func CheckPerftOver(t *testing.T, v bao.Variant, pos string) {
	t.Helper()
	if n := bao.Perft(v, Parse(t, v, pos), 2); n != 0 {
		t.Errorf("perft of a finished game = %d", n)
	}
}

// PerftTable reads testdata/perft.json, the perft counts from the start
// position that the rules documents give: variant name -> counts of depths
// 1, 2, ... (the entries that are not lists of counts, such as the
// definition, are left out).
func PerftTable(t testing.TB) map[string][]uint64 {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(Dir(), "perft.json"))
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	table := map[string][]uint64{}
	for name, r := range raw {
		var counts []uint64
		if json.Unmarshal(r, &counts) == nil {
			table[name] = counts
		}
	}
	return table
}
