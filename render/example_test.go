package render_test

import (
	"fmt"
	"strings"

	"github.com/bao-games/bao"
	_ "github.com/bao-games/bao/all"
	"github.com/bao-games/bao/render"
)

// The start positions as the rules documents draw them.
func ExampleText() {
	for _, name := range []string{"kiswahili", "kingulu"} {
		v := bao.MustLookup(name)
		fmt.Print(render.Text(v, v.Start()))
	}
	// Output:
	// b8..b1   0  0  0  0  0  0  0  0
	// a8..a1   0  2  2  6  0  0  0  0
	// A1..A8   0  0  0  0  6  2  2  0
	// B1..B8   0  0  0  0  0  0  0  0
	// South to move, stores 22/22, houses SN, restricted -
	// a6..a1   4  4  4  4  4  4
	// A1..A6   4  4  4  4  4  4
	// South to move, banks 0/0
}

// A picture of a position, with pit labels and the start of the last move
// highlighted.
func ExampleSVG() {
	v := bao.MustLookup("kiswahili")
	g := bao.NewGame(v)
	m, err := g.PlayText("A6<*")
	if err != nil {
		fmt.Println(err)
		return
	}
	svg := render.SVG(v, g.State(), render.Options{
		Title:     "After A6<*",
		Labels:    true,
		Highlight: m.Pit,
	})
	fmt.Println(strings.SplitN(svg, "\n", 2)[0])
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" width="680" height="440" viewBox="0 0 680 440" font-family="Helvetica, Arial, sans-serif" fill="#3b2a1a">
}

// What a move did, in the words of bao play and of the page of package
// web: the first move of Bao la Kiswahili, and KG1's A3 in
// docs/kingulu.md, a move of five laps.
func ExampleDescribe() {
	v := bao.MustLookup("kiswahili")
	m, _, _ := bao.ParseMove("A6<")
	e, err := render.Describe(v, v.Start(), m, -1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(e.Explanation())
	fmt.Println(e.Summary())

	v = bao.MustLookup("kingulu")
	m, _, _ = bao.ParseMove("A3")
	if e, err = render.Describe(v, v.Start(), m, -1); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(e.Explanation())
	fmt.Println(e.Summary())
	fmt.Println(len(e.Laps), e.Banked())
	// Output:
	// 1 lap; enters a seed from the store (21 left); captures nothing (takasa)
	// South played A6<*: takasa (no capture); South's store 22 → 21
	// 5 laps; sows 4 seeds from A3; banks 7 seeds
	// South played A3: 14 seeds taken from North's pits a1 (3), a2 (4), a5 (4), a6 (3); South's bank 0 → 7
	// 5 7
}

// The frames of a move's animation: KG1's A3 in docs/kingulu.md, a move of
// five laps.
func ExampleFrames() {
	v := bao.MustLookup("kingulu")
	m, _, _ := bao.ReadMove(v, v.Start(), "A3")
	e, _ := render.Describe(v, v.Start(), m, 199)
	for _, f := range render.Frames(v, e, render.Options{Labels: true}, 200) {
		fmt.Printf("%s | %s\n", f.Position, f.Note)
	}
	// Output:
	// 4,4,4,4,4,4/4,4,4,4,4,4 S 0,0 | South plays A3
	// 4,4,4,4,4,5/4,4,0,5,5,5 S 0,0 | South plays A3: lap 1 of 5
	// 5,5,5,5,5,0/4,4,0,5,5,5 S 0,0 | South plays A3: lap 2 of 5
	// 0,5,5,5,5,0/5,5,1,6,6,5 S 0,0 | South plays A3: lap 3 of 5
	// 0,6,6,6,6,1/5,5,1,6,0,6 S 0,0 | South plays A3: lap 4 of 5
	// 1,0,6,6,0,1/6,6,2,7,0,6 N 7,0 | South played A3: 14 seeds taken from North's pits a1 (3), a2 (4), a5 (4), a6 (3); South's bank 0 → 7
}

// The board as North sees it, with the houses marked.
func ExampleTextWith() {
	v := bao.MustLookup("kiswahili")
	fmt.Print(render.TextWith(v, v.Start(), render.TextOptions{Seat: bao.North, MarkHouses: true}))
	// Output:
	// B8..B1   0  0  0  0  0  0  0  0
	// A8..A1   0  2  2 6H  0  0  0  0
	// a1..a8   0  0  0  0 6H  2  2  0
	// b1..b8   0  0  0  0  0  0  0  0
	// South to move, stores 22/22, houses SN, restricted -
}

// A picture in another language: Options.Words gives the words of the
// picture by their id (WordIDs), with English for any it leaves empty.
func ExampleSVG_words() {
	sw := map[string]string{"south": "Kusini", "north": "Kaskazini", "board.tomove": "Zamu ya {side}"}
	v := bao.MustLookup("kingulu")
	svg := render.SVG(v, v.Start(), render.Options{Words: func(id string) string { return sw[id] }})
	for _, line := range strings.Split(svg, "\n") {
		if strings.Contains(line, "Zamu") || strings.Contains(line, "<title>Kusini") {
			fmt.Println(line[strings.Index(line, ">")+1 : strings.LastIndex(line, "<")])
		}
	}
	fmt.Println(render.English("board.tomove"))
	// Output:
	// Kusini bank: 0
	// Zamu ya Kusini
	// {side} to move
}

// Options.Outcome says the end of a game in the language of Words, here
// in Kiswahili words of the page's table.
func ExampleOptions_Outcome() {
	o := bao.Outcome{Result: bao.Won, Winner: bao.South, Reason: bao.FrontRowEmpty}
	sw := map[string]string{"south": "Kusini", "board.wins": "{side} ameshinda", "board.reason.frontempty": "safu ya mbele tupu"}
	fmt.Println(render.Options{}.Outcome(o))
	fmt.Println(render.Options{Words: func(id string) string { return sw[id] }}.Outcome(o))
	// Output:
	// South wins (front row empty)
	// Kusini ameshinda (safu ya mbele tupu)
}

// A word of the picture in English, and in another language through
// Options.Words (here a table of one word).
func ExampleOptions_Word() {
	fmt.Println(render.Options{}.Word("board.tomove", "side", "South"))
	sw := map[string]string{"board.tomove": "Zamu ya {side}"}
	fmt.Println(render.Options{Words: func(id string) string { return sw[id] }}.Word("board.tomove", "side", "Kusini"))
	// Output:
	// South to move
	// Zamu ya Kusini
}
