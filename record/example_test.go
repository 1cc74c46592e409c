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

// A record shown partway: the position after its first three plies, and
// the number the record writes before the third.
func ExampleRecord_ReplayTo() {
	r, err := record.Read(strings.NewReader(`[Variant "kiswahili"]
[South "Amina"]
[North "?"]
[Result "S"]

1. A7>* a6<* 2. A6< a5< 3. A2># S
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	v, _ := r.Variant()
	g, err := r.ReplayTo(v, 3)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Ply(), record.MoveNumber(g.Start().Side, 2), r.Moves[2])
	fmt.Printf("%q %q\n", r.Known(record.TagSouth), r.Known(record.TagNorth))
	// Output:
	// 3 2. A6<
	// "Amina" ""
}

// The numbers before each ply of a game that South starts and of one that
// North starts.
func ExampleMoveNumber() {
	for _, first := range []bao.Player{bao.South, bao.North} {
		var nums []string
		for i := range 4 {
			nums = append(nums, record.MoveNumber(first, i))
		}
		fmt.Println(strings.Join(nums, " "))
	}
	// Output:
	// 1. 1... 2. 2...
	// 1... 2. 2... 3.
}

// The length of a game in words, in plies and in moves as a record
// numbers them.
func ExamplePlies() {
	for _, n := range []int{0, 1, 2, 3, 58} {
		fmt.Println(record.Plies(n))
	}
	// Output:
	// 0 plies
	// 1 ply
	// 2 plies (1 move)
	// 3 plies (2 moves)
	// 58 plies (29 moves)
}

// A Reader reads game records and self-play JSON lines alike (JSON tells
// which), and Replay checks each game with every move, in either format.
func ExampleReader_JSON() {
	for _, text := range []string{
		"[Variant \"kiswahili\"]\n[South \"ann\"]\n[North \"bob\"]\n[Result \"*\"]\n\n1. A6> *\n",
		`{"game":0,"variant":"kiswahili","seed":"7","south":"random","north":"greedy","moves":["A6>","A1<"],"plies":2,"winner":"draw","reason":"ply limit","final":"?"}` + "\n",
	} {
		rd := record.NewReader(strings.NewReader(text))
		r, err := rd.Read()
		if err != nil {
			panic(err)
		}
		g, err := r.Replay()
		fmt.Printf("JSON %v, %s vs %s: %d plies, error: %v\n", rd.JSON(), r.Tags["South"], r.Tags["North"], g.Ply(), err)
	}
	// Output:
	// JSON false, ann vs bob: 1 plies, error: <nil>
	// JSON true, random vs greedy: 1 plies, error: move 2 (A1<): illegal move A1<: A1 is not a pit of North, the player to move (kiswahili.md rule S1)
}
