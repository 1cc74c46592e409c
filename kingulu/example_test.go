package kingulu_test

import (
	"errors"
	"fmt"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/kingulu"
)

// Play the first move of example KG1 and look at the result.
func Example() {
	v := bao.MustLookup("kingulu")
	s := v.Start()
	fmt.Println(bao.FormatState(v, s))
	fmt.Println(v.Legal(s, nil))

	_, s, err := bao.ReadMove(v, s, "A3")
	if err != nil {
		panic(err)
	}
	fmt.Println(bao.FormatState(v, s))
	fmt.Println(v.Outcome(s).Score)
	// Output:
	// 4,4,4,4,4,4/4,4,4,4,4,4 S 0,0
	// [A3 A4 A5 A6]
	// 1,0,6,6,0,1/6,6,2,7,0,6 N 7,0
	// [34 14]
}

// Kuweka mtoto: the last seed of a lap turns North's three into four, and
// the lap's second-to-last seed is added to the new child (example KG2).
func Example_child() {
	v := bao.MustLookup("kingulu")
	s, err := bao.ParseState(v, "4,4,4,4,3,1/4,4,4,4,4,2 S 4,2")
	if err != nil {
		panic(err)
	}
	_, t, err := bao.ReadMove(v, s, "A6")
	if err != nil {
		panic(err)
	}
	fmt.Println(bao.FormatState(v, t))
	fmt.Println(t.ReservedBy(bao.PitOf(bao.North, 0, 2)))
	// Output:
	// 4,4,4,4,5S,1/4,4,4,4,4,0 N 4,2
	// South true
}

// A never-ending move is illegal (example KG7), and a player without a
// legal move has lost or won by the count.
func Example_neverEnding() {
	v := bao.MustLookup("kingulu")
	s, err := bao.ParseState(v, "3,1,2,3,2,3/1,2,1,0,5,1 N 12,12")
	if err != nil {
		panic(err)
	}
	_, err = v.Apply(s, bao.Move{Pit: bao.PitOf(bao.North, 0, 6)})
	var me *bao.MoveError
	if errors.As(err, &me) {
		fmt.Println("a6 is illegal by rule", me.Rule)
	}
	fmt.Println(v.Outcome(s))
	// Output:
	// a6 is illegal by rule G8
	// North wins 26-22 (no legal move)
}
