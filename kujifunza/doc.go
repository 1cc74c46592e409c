// Package kujifunza implements Bao la Kujifunza ("bao for learning"), the
// introductory form of Bao la Kiswahili, registered as "kujifunza" with the
// rule option takasia=on|off (default on).
//
// # Quick start
//
//	import _ "github.com/bao-games/bao/kujifunza"
//	v, err := bao.Lookup("kujifunza")            // or "kujifunza(takasia=off)"
//	// or, without the registry:
//	v := kujifunza.New(kujifunza.Config{})
//	g := bao.NewGame(v)
//	_, err = g.PlayText("A1>")             // two seeds in every pit, mtaji from the start: 10 laps
//
// The rule set is docs/kujifunza.md (K1-K6), which says that everything it
// does not say is docs/kiswahili.md with the same rule numbers; rule
// numbers in this package's documentation and errors (M1, L2, T4, F2, ...)
// are those two documents'. Illegal moves return a *bao.MoveError naming
// the rule.
//
// # The rules in brief
//
// Bao la Kujifunza is the second stage (mtaji) of Bao la Kiswahili played
// from a full board. Every one of the 32 pits holds two seeds, the stores
// are empty and neither player owns a house; South moves first (K1). So
// every move is a mtaji move (K2): it lifts a pit of 2..15 seeds of the
// mover's sixteen whose first lap ends in an occupied front pit facing an
// occupied pit of the opponent, which it captures (M1); if there is none,
// it is a takasa from a front pit of two or more seeds, or failing that
// from a back pit (M2). Sowing is relay sowing, every lap of a capture
// move that ends facing an occupied pit captures again, and captured seeds
// are sown at once from a kichwa, so seeds never leave play. No house is
// ever owned (K3): pit 5 is an ordinary pit and the first-stage rules
// (namua, the house, safari) never apply. After a takasa, takasia may
// freeze one of the opponent's front pits for his next move (K4, T1-T6);
// with takasia=off it never does. A player loses when his front row is
// empty, even in the middle of a move, or when he has no legal move on his
// turn; there are no draws (K5). A move that never ends is illegal (K6).
//
// # Implementation
//
// This package is a thin, documented front end: the rules engine is that
// of Bao la Kiswahili (internal/fourrow), run with the rule set field
// MtajiOnly, which sets the start position and the validation of
// positions. No move rule changes: with empty stores and no house the
// engine plays exactly the mtaji rules of Bao la Kiswahili, so every rule
// is written once for the three four-row games. Legal, Apply and Children
// allocate nothing (with a caller's buffer).
//
// # Interpretations
//
// Where docs/kujifunza.md leaves room, the code reads it as follows.
//
//   - Position and move text are those of Bao la Kiswahili (interfaces §4),
//     so the position text keeps its houses field, always "-", and the
//     geometry names front pit 5 as the house pit although no house is
//     ever owned.
//   - Validation (Validate, ParseState) rejects a position that marks an
//     owned house (K3) and one whose stores are not both empty (K1, K2),
//     with one exception the rules make: the capture that empties the
//     loser's front row puts its seeds in the winner's store (C3 of
//     docs/kiswahili.md; KJ1 of docs/kujifunza.md shows "3,0"), so a
//     position in which the side to move has an empty front row and an
//     empty store, and the other store holds seeds, is valid: it is a
//     finished game. The points of Bao la Kiswahili apply as well: a
//     restricted pit is a front pit of the side to move, and none with
//     takasia=off.
//   - A move written with "+" (safari) is always illegal (L3): the
//     stop-or-safari choice arises only in namua, which never occurs.
//   - Apply does not re-validate its input, for speed; on a state that
//     Validate rejects it never panics, but its result is unspecified.
//   - ReadMove accepts a move without annotations; if annotations are
//     written they must be exactly those of the move.
//   - The Outcome of a finished game gives the reason: FrontRowEmpty or
//     NoLegalMove.
//
// # Sources
//
// The seed documents (Mancala World, "Bao la Kiswahili") name Bao la
// Kujifunza the introductory training rules; J. Donkers and J. Uiterwijk,
// "Programming Bao" (7th Computer Olympiad Workshop, 2002), give the rules
// as the mtaji stage from a full board; AbstractPlay's Bao offers it as
// the variant "kujifunza". Section 4 of docs/kujifunza.md has the details.
package kujifunza
