package bao_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all" // registers every variant
)

// Looking up a variant by name, with and without rule options.
func ExampleLookup() {
	fmt.Println(bao.Names())

	v, err := bao.Lookup("kiswahili(takasia=off)")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v.Name())

	// Options at their default are dropped from the canonical name.
	v, _ = bao.Lookup("kiswahili(takasia=on)")
	fmt.Println(v.Name())

	_, err = bao.Lookup("kiswahili(takasia=maybe)")
	fmt.Println(errors.Is(err, bao.ErrUnknownOption), err)
	// Output:
	// [bawo kete kingulu kiswahili kujifunza]
	// kiswahili(takasia=off)
	// kiswahili
	// true bao: option takasia of kiswahili: value "maybe" is not one of on, off
}

// Playing a few moves, and listing the legal moves with their annotated
// text.
func ExampleGame() {
	v := bao.MustLookup("kiswahili")
	g := bao.NewGame(v)
	for _, text := range []string{"A6<*", "a5<", "A3<"} {
		if _, err := g.PlayText(text); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(bao.FormatState(v, g.State()))
	var moves []string
	for _, m := range g.Legal() {
		text, _ := bao.FormatMove(v, g.State(), m)
		moves = append(moves, text)
	}
	fmt.Println(strings.Join(moves, " "))

	_, err := g.PlayText("a1>")
	fmt.Println(err)
	// Output:
	// 0,0,0,0,0,0,0,0/1,2,0,7,0,0,0,0/0,0,2,1,8,1,0,1/0,0,0,0,0,0,0,0 N 20,21 SN -
	// a5< a5>
	// illegal move a1>: a capture is compulsory and available: a5<, a5> (kiswahili.md rule N1)
}

// Reading a position, looking at it, and writing it back.
func ExampleParseState() {
	v := bao.MustLookup("kiswahili")
	s, err := bao.ParseState(v, "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - -")
	if err != nil {
		fmt.Println(err)
		return
	}
	a7, _ := bao.ParsePit("A7")
	fmt.Println(s.Side, s.Seeds(), s.Pits[a7.Index()], v.Outcome(s))
	var moves []string
	for _, m := range v.Legal(s, nil) {
		text, _ := bao.FormatMove(v, s, m)
		moves = append(moves, text)
	}
	fmt.Println(strings.Join(moves, " "))
	t, _ := v.Apply(s, v.Legal(s, nil)[2]) // A7<**, which restricts a4
	fmt.Println(bao.FormatState(v, t))

	_, err = bao.ParseState(v, "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - A9")
	fmt.Println(err)
	// Output:
	// South 64 2 game in progress
	// A2<* A2>** A7<** A7>*
	// 0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,1,1,0,0/0,0,2,2,0,2,6,4 N 0,0 - a4
	// syntax error in "0,1,2,1,4,8,2,2/10,0,0,10,2,1,0,1/0,2,0,0,0,0,2,0/0,0,2,2,0,2,6,4 S 0,0 - A9": restricted: "A9" is not a pit label of this board (or -)
}

// Reading move text with its annotations.
func ExampleParseMove() {
	for _, text := range []string{"A6>", "A7<**", "a4>+", "A2>**#", "A3", "A6>>"} {
		m, notes, err := bao.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: pit %v, dir %q, safari %v, notes %q\n", text, m.Pit, m.Dir, m.Safari, notes)
	}
	// Output:
	// A6>: pit A6, dir ">", safari false, notes ""
	// A7<**: pit A7, dir "<", safari false, notes "**"
	// a4>+: pit a4, dir ">", safari true, notes ""
	// A2>**#: pit A2, dir ">", safari false, notes "**#"
	// A3: pit A3, dir "", safari false, notes ""
	// syntax error in "A6>>": move: unexpected ">" after "A6>": want [<|>][+][*|**][#|~]
}

// Counting move sequences from the start position.
func ExamplePerft() {
	v := bao.MustLookup("kiswahili")
	for depth := 1; depth <= 5; depth++ {
		fmt.Println(depth, bao.Perft(v, v.Start(), depth))
	}
	// Output:
	// 1 4
	// 2 14
	// 3 38
	// 4 124
	// 5 405
}

// Finding where two move generators disagree.
func ExamplePerftDivide() {
	v := bao.MustLookup("kiswahili")
	for _, d := range bao.PerftDivide(v, v.Start(), 3) {
		fmt.Println(d.Move, d.Nodes)
	}
	// Output:
	// A6< 8
	// A6> 12
	// A7< 4
	// A7> 14
}

// Replaying a game record; the error names the first bad move.
func ExampleReplayText() {
	v := bao.MustLookup("kiswahili")
	g, err := bao.ReplayText(v, v.Start(), []string{"A6<*", "a5<", "A3<#"})
	fmt.Println(g.Ply(), err)
	var re *bao.ReplayError
	fmt.Println(errors.As(err, &re), re.Ply, errors.Is(err, bao.ErrIllegalMove))
	// Output:
	// 2 move 3 (A3<#): illegal move A3<: annotated "A3<#", but the move is "A3<"
	// true 3 true
}

// The legal moves of the start position with their annotations, and a
// move that cannot be played there in its plain text.
func ExampleMoveText() {
	v := bao.MustLookup("kiswahili")
	s := v.Start()
	var texts []string
	for _, m := range v.Legal(s, nil) {
		texts = append(texts, bao.MoveText(v, s, m))
	}
	fmt.Println(strings.Join(texts, " "))
	m, _, _ := bao.ParseMove("B1>")
	fmt.Println(bao.MoveText(v, s, m))
	// Output:
	// A6<* A6>* A7<* A7>*
	// B1>
}

// The registered variants as a list shows them, and one of them in JSON.
func ExampleListings() {
	for _, l := range bao.Listings() {
		if l.Name == "kete" {
			b, _ := json.Marshal(l)
			fmt.Println(string(b))
		}
	}
	// Output:
	// {"name":"kete","title":"Bao la Kete","doc":"Bao la Kete (Lamu): Bao la Kiswahili with the Lamu kuu rules and hizi zetu","options":[{"name":"takasia","values":["on","off"],"default":"on","doc":"hizi zetu: after a takata in mtaji, one threatened pit of the opponent is reserved: he may not play it, and it must then be captured"}]}
}

// Version names the build of this module that a program runs, as the
// Generator tag of a game record (package record) does.
func ExampleVersion() {
	v := bao.Version()
	fmt.Println(strings.HasPrefix(v, "bao "))
	// Output: true
}

// The rule an illegal move breaks, cited as its message cites it.
func ExampleMoveError_Citation() {
	v := bao.MustLookup("kiswahili")
	_, err := bao.NewGame(v).PlayText("A1>")
	var me *bao.MoveError
	if errors.As(err, &me) {
		fmt.Println(me.Citation())
	}
	// Output:
	// (kiswahili.md rule N2)
}
