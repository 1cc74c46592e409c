// Package bao is the core of a library for the Bao family of East-African
// mancala games: Bao la Kiswahili (Zanzibar), Bao la Kete (Lamu), Bao la
// Kujifunza, Bawo (Malawi) and Bao Kingulu, each in its own package, and
// any game a third party adds. docs/library.md is the guide.
//
// # Quick start
//
//	import (
//		"github.com/bao-games/bao"
//		_ "github.com/bao-games/bao/all" // registers every game
//	)
//
//	v, err := bao.Lookup("kiswahili") // or "kiswahili(takasia=off)", "kete", "kingulu", ...
//	if err != nil { ... }             // an unknown name lists the known ones
//	g := bao.NewGame(v)
//	if _, err := g.PlayText("A7>*"); err != nil { ... } // an illegal move names its rule
//	fmt.Println(bao.FormatState(v, g.State()))          // the position text
//	for _, m := range g.Legal() {
//		fmt.Println(bao.MoveText(v, g.State(), m)) // "a6<*", ...
//	}
//	fmt.Println(bao.Perft(v, v.Start(), 5)) // 405
//
// # The mental model
//
// A State is a whole position as a small comparable value: pit counts, the
// seeds each player holds off the board, the side to move, and a few flags
// (houses, a restricted pit, reserved pits). A Move is a whole turn: where
// it starts, its direction sign, and the safari choice. A Variant knows the
// rules: its start position, the legal moves of a state in canonical
// order, the state a move leads to, and the Outcome of a state. Nothing
// else is needed to play: the game history is never part of the rules.
//
// Variants register themselves by name when their package is imported
// (Register, in init), and programs find them with Lookup, which accepts
// rule options: "kiswahili(takasia=off)". Import
// github.com/bao-games/bao/all to register every variant of this module.
//
// Positions and moves have one text form each (docs/interfaces.md):
// ParseState and FormatState for positions, ParseMove, ReadMove and
// FormatMove for moves (MoveText where a move's text is shown whatever
// it is). Game keeps a history with play, undo and replay;
// Perft and PerftDivide count move sequences.
//
// # Errors
//
// Bad input never panics and never goes unnoticed: errors match one of the
// sentinels (ErrSyntax, ErrInvalidPosition, ErrIllegalMove,
// ErrUnknownVariant, ErrUnknownOption) with errors.Is, and their messages
// say what is wrong and where. A *MoveError names the rule that forbids a
// move; a *ParseError the field of a position text at fault.
package bao
