package spiel_test

import (
	"fmt"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/spiel"
)

func Example() {
	v := bao.MustLookup("kiswahili")
	sp, err := spiel.New(v)
	if err != nil {
		panic(err)
	}
	s := v.Start()
	fmt.Println("actions:", sp.NumDistinctActions(), "observation:", sp.ObservationTensorShape())
	fmt.Println("legal:", sp.LegalActions(s), "to move:", sp.CurrentPlayer(s))
	for _, a := range sp.LegalActions(s) {
		m, _ := sp.Move(s, a)
		fmt.Printf(" %d=%v", a, m)
	}
	fmt.Println()

	// North's answer a6< is the same action as South's A6<.
	s, _ = sp.ApplyAction(s, 20) // A6<
	m, _ := sp.Move(s, 20)
	fmt.Println("North's action 20:", m)
	fmt.Println("returns:", sp.Returns(s))
	// Output:
	// actions: 64 observation: [69]
	// legal: [20 22 24 26] to move: 0
	//  20=A6< 22=A6> 24=A7< 26=A7>
	// North's action 20: a6<
	// returns: [0 0]
}

func ExampleView_ObservationTensor() {
	v := bao.MustLookup("kiswahili")
	sp, err := spiel.New(v)
	if err != nil {
		panic(err)
	}
	s := v.Start()
	for _, o := range []bao.Player{bao.South, bao.North} {
		obs := sp.ObservationTensor(s, o)
		fmt.Printf("%v sees %d values\n", o, len(obs))
		// Own pits, then the opponent's: front 1..8, back 1..8, as seed
		// counts (the tensor holds count/64).
		for i := 0; i < 32; i += 8 {
			fmt.Print(" ", countsOf(obs[i:i+8]))
		}
		fmt.Println()
		fmt.Println(" stores", countsOf(obs[32:34]), "houses", obs[34:36], "to move", obs[len(obs)-1])
	}
	// Output:
	// South sees 69 values
	//  [0 0 0 0 6 2 2 0] [0 0 0 0 0 0 0 0] [0 0 0 0 6 2 2 0] [0 0 0 0 0 0 0 0]
	//  stores [22 22] houses [1 1] to move 1
	// North sees 69 values
	//  [0 0 0 0 6 2 2 0] [0 0 0 0 0 0 0 0] [0 0 0 0 6 2 2 0] [0 0 0 0 0 0 0 0]
	//  stores [22 22] houses [1 1] to move 0
}

// countsOf turns scaled counts back into seeds.
func countsOf(xs []float32) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = int(x*64 + 0.5)
	}
	return out
}
