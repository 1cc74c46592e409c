package spiel_test

import (
	"fmt"

	"github.com/bao-games/bao"
	"github.com/bao-games/bao/spiel"
)

// Bawo's opening gambits (gambit=on) are the actions after the 64 of the
// moves from a pit, in the canonical order of docs/bawo.md BW14.
func ExampleConfig_gambits() {
	v := bao.MustLookup("bawo(gambit=on)")
	sp, err := spiel.New(v)
	if err != nil {
		panic(err)
	}
	s := v.Start()
	legal := sp.LegalActions(s)
	first, _ := sp.Move(s, legal[0])
	last, _ := sp.Move(s, legal[len(legal)-1])
	fmt.Println("actions:", sp.NumDistinctActions(), "gambits:", sp.Config().Gambits, "observation:", sp.ObservationTensorShape())
	fmt.Println("legal:", len(legal), "from", legal[0], first, "to", legal[len(legal)-1], last)

	m, s, _ := bao.ReadMove(v, s, "A1,A8,B4,B5,B5")
	a, _ := sp.Action(v.Start(), m)
	north, _ := sp.Move(s, a) // the same action for North
	fmt.Println(m, "is action", a, "for South;", north, "for North")
	// Output:
	// actions: 15568 gambits: true observation: [73]
	// legal: 15504 from 64 A1,A1,A1,A1,A1 to 15567 B8,B8,B8,B8,B8
	// A1,A8,B4,B5,B5 is action 3580 for South; a1,a8,b4,b5,b5 for North
}
