// Package kiswahili implements Bao la Kiswahili (Zanzibar bao), registered
// as "kiswahili" with the rule option takasia=on|off (default on).
//
// # Quick start
//
//	import _ "github.com/bao-games/bao/kiswahili"
//	v, err := bao.Lookup("kiswahili")            // or "kiswahili(takasia=off)"
//	// or, without the registry:
//	v := kiswahili.New(kiswahili.Config{})
//	g := bao.NewGame(v)
//	_, err = g.PlayText("A6<*")            // a legal move; "A1>" is not: "... (kiswahili.md rule N2)"
//	fmt.Println(bao.FormatState(v, g.State()), g.Legal())
//
// The rule set is docs/kiswahili.md, followed to the letter; rule numbers
// in this package's documentation and errors (N1, L3, T2, F2, ...) are that
// document's. Illegal moves return a *bao.MoveError naming the rule.
//
// # The rules in brief
//
// Two players, South (moves first) and North, each own two rows of eight
// pits of a four-row board and share 64 seeds. A player sows only into his
// own sixteen pits, which form a ring (front 1..8, back 8..1), and captures
// only from the opponent's front row; captured seeds are sown again at once
// from one of his end pits (kichwa), so seeds never leave play.
//
// Each player starts with 6 seeds in his house (front pit 5), 2 in pits 6
// and 7 and 22 in his store. While his store is not empty he is in namua:
// every move enters one store seed into an occupied front pit. A capture is
// compulsory: if that pit faces an occupied pit, its seeds are captured
// and sown from a kichwa (N1); otherwise the pit is lifted and sown, a
// takasa (N2), except that the functional house (owned, six or more seeds)
// may not start a takasa unless it is the only occupied front pit, when two
// of its seeds are sown instead (N3). Once his store is empty he is in mtaji:
// a move lifts a pit of 2..15 seeds whose first lap ends in an occupied
// front pit facing an occupied pit, which it captures (M1), or, if there is
// none, a takasa from a front pit of two or more seeds, or failing that a
// back pit (M2).
//
// Sowing is relay sowing: a lap that ends in an occupied pit lifts it and
// sows on (L5), until a lap ends in an empty pit (L1). In a capture move every
// lap that ends in a front pit facing an occupied pit captures again (L2);
// a capture at pits 1-2 or 7-8 enters at the near kichwa and sets the
// direction, a central capture keeps it (C4). In namua a lap ending in the
// owned house with six or more seeds stops a takasa, and gives a capture
// move the choice to stop or to go on out of the house, a safari that
// destroys it (L3). A house is lost for good when lifted, captured, or when
// its owner captures in mtaji (H2).
//
// Takasia: after a takasa in mtaji, when both stores are empty, the
// opponent cannot capture and the mover threatens exactly one pit, that pit
// is frozen for the opponent's next move (T1-T6): he may not start from it
// and a lap of his that ends there stops (L4).
//
// A move that would empty the mover's front row, even for one seed, is
// illegal (F1); so is a move that never ends (F2). A player whose front row
// is empty, or who has no legal move on his turn, has lost; a capture that
// empties the opponent's front row wins at once, the captured seeds going
// to the winner's store (C3). There are no draws.
//
// # Implementation
//
// The rules engine is shared with Bao la Kete and Bao la Kujifunza
// (internal/fourrow); their differences are fields of its rule set, so
// every rule of this game is written once. A player's sixteen pits are packed a byte per pit
// into two machine words while a move is played (sow.Ring16), so a lap of
// any length is two additions. Legal, Apply and Children allocate nothing
// (with a caller's buffer).
//
// Never-ending moves are detected exactly: the lap-start state (the mover's
// ring, the opponent's front row, the house flags, the seeds in hand, the
// next pit, the direction) is checked with Brent's algorithm from the 64th
// lap on, in constant memory; a move whose state repeats never ends. The
// safety budget of F2 applies: a move that has not ended when its
// 1,000,000th lap is complete is treated as never-ending (Example 16's
// a2< has a period of 4,444,896 laps and is classified by the budget).
//
// # Interpretations
//
// Where docs/kiswahili.md leaves room, the code reads it as follows.
//
//   - Validation (Validate, ParseState) checks the points of
//     docs/interfaces.md (an owned house holds at least one seed; a
//     restricted pit is a front pit of the side to move; none with
//     takasia=off) and two more that no game can reach: a restricted pit
//     while a store holds seeds (T1 needs both stores empty), and a
//     restricted pit that is an owned house (T3). Stores are not bounded
//     by 22: the padded examples of the document hold 23 and 24.
//   - Apply does not re-validate its input, for speed; on a state that
//     Validate rejects it never panics, but its result is unspecified.
//   - A position in which the player not to move has an empty front row
//     cannot arise, but it is accepted and is not over (section 5 reads the
//     result from the side to move only).
//   - ReadMove accepts a move without annotations; if annotations are
//     written they must be exactly those of the move (A7<* for a move that
//     creates a takasia is rejected: it is A7<**).
//   - The Outcome of a finished game gives the reason: FrontRowEmpty (bao
//     hamna, E1) or NoLegalMove (E2).
//
// # Sources
//
// Mancala World, "Bao la Kiswahili" and "Bao dictionary"; H.H.L.M.
// Donkers, "Zanzibar Bao Rules for the Computer" (2001) and Nosce Hostem
// (2003); the K.I.B.A. rules (2009); A.J. de Voogt, Limits of the Mind
// (1995) and "Strategy in Bao" (2000-2001); P.J. Kronenburg, H.H.L.M.
// Donkers and A.J. de Voogt, "Never-ending moves in Bao", ICGA Journal
// 29(2), 2006. Section 10 of docs/kiswahili.md has the addresses, and
// section 7 the choices between the sources.
package kiswahili
