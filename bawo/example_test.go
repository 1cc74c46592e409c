package bawo_test

import (
	"fmt"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/bawo"
)

// Bawo's start position, its legal moves, and the text of a variant with
// options.
func Example() {
	v, err := bawo.New(bawo.Config{Kuu: 10, CapMax15: true})
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Name())
	w := bao.MustLookup("bawo")
	s := w.Start()
	fmt.Println(bao.FormatState(w, s))
	for _, m := range w.Legal(s, nil) {
		text, _ := bao.FormatMove(w, s, m)
		fmt.Print(text, " ")
	}
	fmt.Println()
	// Output:
	// bawo(kuu=10,capmax=15)
	// 0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - -
	// A6<* A6>* A7<* A7>*
}

// The opening gambit (gambit=on): 15,504 placements of five seeds.
func Example_gambit() {
	w := bao.MustLookup("bawo(gambit=on)")
	s := w.Start()
	moves := w.Legal(s, nil)
	fmt.Println(len(moves), moves[0], moves[len(moves)-1])
	_, after, err := bao.ReadMove(w, s, "A3,A5,A5,B1,B1")
	if err != nil {
		panic(err)
	}
	fmt.Println(bao.FormatState(w, after))
	// Output:
	// 15504 A1,A1,A1,A1,A1 B8,B8,B8,B8,B8
	// 0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,1,0,10,0,0,0/2,0,0,0,0,0,0,0 N 19,20 SN - - N
}
