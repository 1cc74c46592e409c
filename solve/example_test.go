package solve_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/solve"
)

// Solve a kujifunza position where South wins at once (KJ1 of
// docs/kujifunza.md), then write and check its certificate.
func Example() {
	v := bao.MustLookup("kujifunza")
	s, _ := bao.ParseState(v, "2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -")
	sv := solve.New(v, solve.Options{Memory: 1 << 20, Workers: 1})
	r := sv.Solve(context.Background(), s)
	fmt.Println(r.Value, r.Plies, r.Proven())
	for _, m := range r.Moves {
		fmt.Println("first move", m.Move)
	}
	if err := sv.WriteCertificate(context.Background(), s, r, os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// win 1 South wins in 1 plies
	// first move A1>
	// {"variant":"kujifunza","position":"2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -","winner":"S","plies":1}
	// {"position":"2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -","move":"A1>#"}
}

// Stopped early, a solve says what it proved.
func ExampleResult_Proven() {
	v := bao.MustLookup("kiswahili")
	r := solve.Solve(context.Background(), v, v.Start(), solve.Options{Memory: 1 << 20, Workers: 1, MaxPlies: 3})
	fmt.Println(r.Value, r.Err)
	fmt.Println(r.Proven())
	// Output:
	// unknown solve: ply limit reached
	// no win for S within 3 plies, no win for N within 3 plies
}

// A node budget stops a solve at the same place on every machine (with one
// worker): what it proved is reported with ErrNodes.
func ExampleOptions_maxNodes() {
	v := bao.MustLookup("kingulu")
	r := solve.Solve(context.Background(), v, v.Start(), solve.Options{Memory: 1 << 20, Workers: 1, MaxNodes: 20000})
	fmt.Println(r.Value, r.Err, r.Nodes <= 20000)
	// Output:
	// unknown solve: node limit reached true
}

// A Report tells a Result as bao solve prints it, in text or JSON.
func ExampleReport() {
	v := bao.MustLookup("kujifunza")
	s, _ := bao.ParseState(v, "2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -")
	r := solve.New(v, solve.Options{Memory: 1 << 20, Workers: 1}).Solve(context.Background(), s)
	rep := solve.NewReport(v, s, &r)
	rep.Seconds, rep.CPU = 0, 0 // the times of a run differ
	fmt.Print(rep.Text())
	b, _ := json.Marshal(rep)
	fmt.Println(string(b))
	// Output:
	// value: win (South wins in 1 plies)
	// move A1>#: win in 1 plies
	// nodes: 1
	// time: 0.00s wall, 0.00s CPU
	// {"variant":"kujifunza","position":"2,2,2,2,2,2,2,2/1,1,1,3,0,2,3,5/5,0,2,4,0,4,1,0/2,2,2,2,2,2,2,2 S 0,0 - -","value":"win","winner":"S","plies":1,"moves":[{"move":"A1\u003e#","value":"win","plies":1}],"nodes":1,"seconds":0,"cpu_seconds":0}
}

// A solve in two shards (each could run on its own machine), merged into
// the answer of one run.
func ExampleMergeShards() {
	v := bao.MustLookup("kingulu")
	s, _ := bao.ParseState(v, "1,2,5S,0,1,5S/5N,1,4,0,3,3 S 10,8")
	sp, _ := solve.NewSplit(v, s, 2, 0)
	var shards []*solve.Shard
	for i := range sp.Shards {
		var file bytes.Buffer
		sv := solve.New(v, solve.Options{Workers: 1, Memory: 1 << 20})
		if _, err := sv.SolveShard(context.Background(), sp, i, &file); err != nil {
			fmt.Println(err)
		}
		sh, err := solve.ReadShard(&file)
		if err != nil {
			fmt.Println(err)
		}
		shards = append(shards, sh)
	}
	r, err := solve.MergeShards(sp, shards)
	fmt.Println(sp.Depth, len(sp.Frontier), r.Proven(), r.Moves[0].Move, err)
	// Output:
	// 2 10 South wins in 12 plies A3 <nil>
}
