// Package kete implements Bao la Kete, the bao of the Lamu archipelago,
// registered as "kete" with the rule option takasia=on|off (default on; off
// drops hizi zetu).
//
// # Quick start
//
//	import _ "github.com/bao-games/bao/kete"
//	v, err := bao.Lookup("kete")
//	// or, without the registry:
//	v := kete.New(kete.Config{})
//	g := bao.NewGame(v)
//	_, err = g.PlayText("A6<*")           // a legal move; "A1>" is not: "... (kete.md rule N2)"
//	m := bao.NewMatch(bao.MatchLength(v)) // a match: the best of three games
//
// The rule set is docs/kete.md; rule numbers in documentation and errors
// are that document's. Bao la Kete is Bao la Kiswahili (package kiswahili)
// with the Lamu differences below and nothing else, and this package runs
// the same rules engine (internal/fourrow) with the three Lamu fields of its
// rule set switched on; New shows them in one place.
//
// # Differences from Bao la Kiswahili
//
//   - Names: nemo = namua, kuu = nyumba (house), takata = takasa, hizi zetu
//     = takasia.
//   - The kuu never holds fewer than six seeds (N3, H3): alone in nemo, a
//     kuu of exactly six takes the store seed and all seven are sown (the
//     kuu is lost); only a kuu of seven or more pays the two-seed tax. So a
//     living kuu is always functional.
//   - In mtaji, while the kuu lives, a move that cannot capture must start
//     from the kuu (M2a).
//   - Hizi zetu lasts longer (Z4-Z6): after the opponent's restricted reply
//     (phase 1, as takasia), the reservation passes to the reserving player,
//     whose next move must capture the reserved pit if any of his capture
//     candidates does (phase 2, Z5). The restricted field of a position then
//     names a pit of the opponent of the side to move.
//   - A match is the best of three games (section 5): Info reports
//     MatchGames 3, which bao.MatchLength, `bao selfplay -match` and
//     `bao play -match` use.
//
// Everything else (relay sowing, compulsory captures, kichwa entry, the
// stop-or-safari choice, the sixteen rule, front-row protection, exact
// detection of never-ending moves with the 1,000,000-lap budget, the
// canonical move order, the annotations) is as in package kiswahili.
//
// # Interpretations
//
// Where docs/kete.md leaves room, the code reads it as follows.
//
//   - Validation checks the points of docs/interfaces.md (a living kuu holds
//     at least six seeds; a restricted pit is a front pit; none with
//     takasia=off) and two more that no game can reach: a reserved pit while
//     a store holds seeds (Z1 needs both stores empty), and a reserved pit
//     that is a living kuu (Z3).
//   - When phase 1 passes into phase 2 (Z6), P2 is applied as to a new
//     reservation: if the reserving player has no legal move judged with no
//     pit restricted, the game is over and the field is cleared. If he has
//     legal moves but none under the phase-2 limit (all removed by F1 or F2;
//     F3 forbids a fallback), the game is over as well (P3).
//   - The annotation "**" marks the creation of a reservation only; the
//     passing of phase 1 into phase 2 is not annotated (section 6).
//   - Apply does not re-validate its input; on a state that Validate rejects
//     it never panics, but its result is unspecified.
//
// # Sources
//
// Mancala World, "Bao la Kete" (after P. Townshend 1982 and A.W. Boyd
// 1979), "Bao la Kiswahili" and "Bao dictionary"; H.H.L.M. Donkers,
// "Zanzibar Bao Rules for the Computer" (2001); the K.I.B.A. rules (2009);
// A.J. de Voogt; W. Driedger, "Michezo ya Mbao"; P.J. Kronenburg, H.H.L.M.
// Donkers and A.J. de Voogt, "Never-ending moves in Bao", ICGA Journal
// 29(2), 2006. Section 10 of docs/kete.md has the addresses, and section 7
// the choices between the sources.
package kete
