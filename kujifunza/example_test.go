package kujifunza_test

import (
	"errors"
	"fmt"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/kujifunza"
)

// The start position and South's sixteen first moves, all captures; then
// the first one.
func Example() {
	v := bao.MustLookup("kujifunza")
	s := v.Start()
	fmt.Println(bao.FormatState(v, s))
	fmt.Println(v.Legal(s, nil))

	_, s, err := bao.ReadMove(v, s, "A1>")
	if err != nil {
		panic(err)
	}
	fmt.Println(bao.FormatState(v, s))
	// Output:
	// 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S 0,0 - -
	// [A1> A2> A3< A3> A4< A4> A5< A5> A6< A6> A7< A8< B1< B2< B7> B8>]
	// 2,2,2,2,2,2,2,2/2,0,0,2,2,2,0,0/3,1,0,4,4,4,1,5/3,3,0,3,3,0,3,3 N 0,0 - -
}

// A position of Bao la Kiswahili with store seeds or an owned house is not
// one of Bao la Kujifunza.
func ExampleRules_Validate() {
	v := kujifunza.New(kujifunza.Config{})
	_, err := bao.ParseState(v, "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -")
	fmt.Println(errors.Is(err, bao.ErrInvalidPosition))
	fmt.Println(err)
	// Output:
	// true
	// invalid position in "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -": houses: South owns a house, but Bao la Kujifunza has no house (kujifunza.md rule K3): the houses field is always -
}
