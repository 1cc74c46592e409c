package arena

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/bao-games/bao"
)

// The files of testdata/d83907a-*.jsonl were written by bao at commit
// d83907a, whose canonical player specs left the defaults out
// ("alphabeta(depth=2)" for what is now "alphabeta(depth=2,nodes=200000)"):
//
//	bao selfplay -variant kiswahili -games 6 -seed 3 -players 'alphabeta(depth=2),greedy' -o d83907a-selfplay.jsonl
//	bao tournament -variant kiswahili -games 4 -seed 5 -players 'alphabeta(depth=2),greedy,mcts(iterations=50)' -o d83907a-tournament.jsonl

// oldRecords returns the lines and records of the file testdata/name.
func oldRecords(t *testing.T, name string) ([]byte, []*Record) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var rs []*Record
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		r, err := ParseRecord(sc.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, r)
	}
	return data, rs
}

// TestIdentityKeepsRecordsOfOlderSpecs: a run resumes (Identity.Kept) the
// file of an older version that named its players without their defaults,
// however the run spells them.
func TestIdentityKeepsRecordsOfOlderSpecs(t *testing.T) {
	data, rs := oldRecords(t, "d83907a-selfplay.jsonl")
	if rs[0].South != "alphabeta(depth=2)" {
		t.Fatalf("the old file names %q", rs[0].South)
	}
	for _, a := range []string{"alphabeta(depth=2)", "alphabeta(depth=2,nodes=200000)", "alphabeta(nodes=200000,depth=2)"} {
		c := Config{Variant: bao.MustLookup("kiswahili"), Games: 6, Seed: 3, A: a, B: "greedy"}
		id, err := c.Identity()
		if err != nil {
			t.Fatal(err)
		}
		from, keep, err := id.Kept(data)
		if err != nil || from != 6 || keep != len(data) {
			t.Errorf("A=%s: Kept = %d, %d, %v; want 6, %d, nil", a, from, keep, err, len(data))
		}
	}
	c := Config{Variant: bao.MustLookup("kiswahili"), Games: 6, Seed: 3, A: "alphabeta(depth=3)", B: "greedy"}
	id, err := c.Identity()
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := id.Kept(data); err == nil {
		t.Errorf("alphabeta(depth=3) keeps the records of alphabeta(depth=2)")
	}
}

// TestTournamentOfOlderSpecs: the records of a tournament of an older
// version give the players' canonical specs of this one, and their
// standings (Standings.Add) count every game.
func TestTournamentOfOlderSpecs(t *testing.T) {
	_, rs := oldRecords(t, "d83907a-tournament.jsonl")
	i := 0
	c, err := TournamentOf(func() (*Record, error) {
		if i == len(rs) {
			return nil, io.EOF
		}
		i++
		return rs[i-1], nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"alphabeta(depth=2,nodes=200000)", "greedy", "mcts(iterations=50)"}
	if len(c.Players) != 3 || c.Players[0] != want[0] || c.Players[1] != want[1] || c.Players[2] != want[2] {
		t.Fatalf("players %q, want %q", c.Players, want)
	}
	st := standingsOf(t, c, rs)
	if st.Missing().N != 0 {
		t.Errorf("games missing: %v", st.Missing())
	}
}

// TestMergeSummaryOfOlderSpecs: merge -summary names the players of an
// older version's records by their canonical specs.
func TestMergeSummaryOfOlderSpecs(t *testing.T) {
	data, _ := oldRecords(t, "d83907a-selfplay.jsonl")
	out, s, _, err := merge(map[string][]byte{"old": data}, []string{"old"}, true)
	if err != nil {
		t.Fatal(err)
	}
	if s == nil || s.Players[0] != "alphabeta(depth=2,nodes=200000)" || s.Players[1] != "greedy" {
		t.Errorf("summary %+v", s)
	}
	if !bytes.Equal(out, data) {
		t.Errorf("merge changed the records")
	}
}
