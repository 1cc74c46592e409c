package record_test

import (
	"fmt"
	"strings"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/record"
)

// Each reads the records of a stream one after the other, or only the nth.
func ExampleEach() {
	text := "[Variant \"kiswahili\"]\n[South \"ann\"]\n[Result \"*\"]\n\n*\n\n" +
		"[Variant \"kete\"]\n[South \"bob\"]\n[Result \"*\"]\n\n*\n"
	show := func(i int, r *record.Record) bool {
		fmt.Println(i, r.Tags[record.TagSouth])
		return true
	}
	fmt.Println(record.Each(strings.NewReader(text), 0, show))
	fmt.Println(record.Each(strings.NewReader(text), 2, show))
	fmt.Println(record.Each(strings.NewReader(text), 3, show))
	// Output:
	// 1 ann
	// 2 bob
	// <nil>
	// 2 bob
	// <nil>
	// 2 records, no game 3
}

// A record checked for a person: its variant against the one wanted, an
// illegal move named by its number in the record, and how the game ended.
func ExampleRecord_MoveError() {
	r, err := record.Read(strings.NewReader("[Variant \"kiswahili\"]\n[Result \"S\"]\n[Reason \"resigned\"]\n\n1. A6> A1< S\n"))
	if err != nil {
		panic(err)
	}
	_, err = r.VariantWant(bao.MustLookup("kete"))
	fmt.Println(err)
	v, _ := r.VariantWant(nil)
	g, err := r.ReplayVariant(v)
	fmt.Println(r.MoveError(v, err))
	fmt.Println(r.Ending(g.Outcome()))
	// Output:
	// the record is of variant kiswahili, not kete
	// ply 2, 1... A1<: illegal move A1<: A1 is not a pit of North, the player to move (kiswahili.md rule S1)
	// The game is not over; recorded result: South wins (resigned)
}

// ResultText says a Result tag's value in words.
func ExampleResultText() {
	for _, res := range []string{record.ResultSouth, record.ResultNorth, record.ResultDraw, record.ResultUnfinished} {
		fmt.Println(record.ResultText(res))
	}
	// Output:
	// South wins
	// North wins
	// draw
	// *
}
