package record_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/record"
)

// A game recorded from a bao.Game and written out.
func ExampleFromGame() {
	v := bao.MustLookup("kiswahili")
	g := bao.NewGame(v)
	for _, m := range []string{"A7>", "a6<", "A6<", "a5<", "A2>"} {
		if _, err := g.PlayText(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	r := record.FromGame(g, map[string]string{
		"South": "Amina", "North": "Bakari", "Date": "2025-01-31", "Event": "Example 15",
		"Generator": "bao", // without it, bao.Version(): which build made the record
	})
	if err := r.Write(os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// [Variant "kiswahili"]
	// [Event "Example 15"]
	// [Date "2025-01-31"]
	// [South "Amina"]
	// [North "Bakari"]
	// [Seed "?"]
	// [Result "S"]
	// [Reason "front row empty"]
	// [Generator "bao"]
	//
	// 1. A7>* a6<* 2. A6< a5< 3. A2># S
}

// Reading a record and replaying it with every move checked.
func ExampleRecord_Replay() {
	text := `[Variant "kiswahili"]
[Result "*"]

1. A7>* a6<* 2. A6<* *
`
	r, err := record.Read(strings.NewReader(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	_, err = r.Replay()
	fmt.Println(err)
	// Output:
	// move 3 (A6<*): illegal move A6<: annotated "A6<*", but the move is "A6<"
}
