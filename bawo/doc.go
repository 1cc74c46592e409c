// Package bawo implements Bawo, the four-row bao of the Yao of Malawi,
// registered as "bawo" with the eleven rule options of docs/bawo.md
// section 4.
//
// # Quick start
//
//	import _ "github.com/bao-games/bao/bawo"
//	v, err := bao.Lookup("bawo")                 // or "bawo(kuu=10,capmax=15)"
//	// or, without the registry:
//	v, err := bawo.New(bawo.Config{Kuu: 10, CapMax15: true})
//	g := bao.NewGame(v)
//	_, err = g.PlayText("A7<*")            // a legal move; "A5<" is not: "... (bawo.md rule BW3)"
//
// The rule set is docs/bawo.md: Bao la Kiswahili (docs/kiswahili.md, rule
// numbers N1 ... P3) plus the differences BW1-BW15. Rule numbers in this
// package's documentation and errors are those two documents'. Illegal
// moves return a *bao.MoveError naming the rule (BW3, BW5, BW8, BW9, BW11
// and BW14 where a Bawo rule is the reason).
//
// # The mental model
//
// Play Bao la Kiswahili with these changes. Each player starts with K
// seeds in his kuu (front pit 5; K = 8 by default), 2 in pits 6 and 7 and
// 28-K in his nemo (the store), so namua lasts 20 moves each (BW1, BW15).
// An owned kuu always holds at least K seeds: owned and functional are one
// (BW2), and the kuu is never an ordinary pit while owned. In namua the kuu
// never starts a takata unless it is the only occupied front pit; a
// singleton starts one only when no other front pit holds two (BW3); a
// lone kuu of exactly K takes the nemo seed and is sown whole, K+1 seeds,
// and is lost (BW4), while a lone kuu of more than K has no move, so its
// owner loses (BW3c; kuutax=on taxes it two seeds instead). Nobody captures
// the opponent's owned kuu while his own kuu is threatened, that is while
// the pit opposite it is occupied (BW5, judged before the move for the
// first capture and again at each later capture of the move). In mtaji a
// capture starts from 2 to 14 seeds (BW6), captures never cost the mover
// his kuu (BW7), and the first takata of a player whose owned kuu is
// unmoved starts from the kuu (BW8; "moved" is set by a move that started
// at the kuu and left it standing, in practice a namua capture from it). A
// lone kichwa may be sown towards the back row, but its mover loses at once
// (BW9, written "*~"), so a game can end with the winner to move and the
// loser's front row empty (BW13). A takata that never ends stops after lap
// 1,000,000 (BW10). With gambit=on each player's first move places the
// four seeds of his pits 6 and 7 and one nemo seed freely in his sixteen
// pits (BW11): 15,504 moves written "A1,A8,B4,B5,B5". Takasia is kept
// (BW12).
//
// # Options
//
// Defaults first; docs/bawo.md section 4 gives their sources.
//
//	kuu=8|10|6                BW1/BW2: the kuu of the set-up (nemo 28-K) and the least an owned kuu holds
//	singleton=strict|owned    BW3a; owned: kiswahili N2b while the kuu is owned
//	kuutax=off|on             BW3c; on: a lone kuu of more than K pays the two-seed tax (and becomes moved)
//	guard=on|off              BW5: the kuu capture guard
//	capmax=14|15              BW6: the most seeds a mtaji capture starts from
//	mtajikuu=keep|lose        BW7; lose: kiswahili C2/H2(c)
//	firstkuu=on|off           BW8: the first mtaji takata from the unmoved kuu
//	kichwa=lose|illegal       BW9; illegal: kiswahili F1
//	endless=stop|illegal      BW10; illegal: kiswahili F2
//	gambit=off|on|capture     BW11; capture: North captures instead of his gambit when he can
//	takasia=on|off            BW12
//
// # Position and move text
//
// Bao la Kiswahili's, with two more fields (BW14, docs/interfaces.md
// "Project additions"): <moved> and <gambit>, each SN, S, N or -, held in
// bao.State.Moved and bao.State.Gambit. The start position is
//
//	0,0,0,0,0,0,0,0/0,2,2,8,0,0,0,0/0,0,0,0,8,2,2,0/0,0,0,0,0,0,0,0 S 20,20 SN - - -
//
// A move that loses for its mover is annotated "~" (bao.Loss). A gambit is a
// bao.Move whose Gambit field names it (bao.GambitMove: its player and its
// index in the canonical order of BW14; Gambit.Pits lists its pits).
//
// # Implementation
//
// The engine is the shared four-row engine (internal/fourrow) with the
// Bawo fields of its rule set (Rules.Bawo, Kuu, Guard, CapMax, KuuKeep,
// FirstKuu, KichwaLoses, EndlessStop, Gambit, ...), not a copy. The Bawo
// rules are kept off the other games' paths: the candidates of a Bawo
// position are a branch of the candidate generator; its moved and gambit
// flags are set when a move is completed; its records have their own
// loop; in a move its rules are tested only where the other games seldom
// go (a capture at front pit 4, a lap past the 64th, an emptied front
// row). BW10 reuses the never-ending check: after the warm-up a takata's
// lap-start states are made unique, so that the check reports only the end
// of its budget, and lap 1,000,000 ends at its last pit as at a restricted
// pit (L4). Legal, Apply, Children, Sample and Record allocate nothing
// (with a caller's buffer; a gambit turn needs 15,504 moves). The players'
// default evaluation counts an owned kuu in its house term (an owned Bawo
// kuu always holds K >= 6 seeds, so its threshold of six is K's here).
//
// # Choices where docs/bawo.md is silent or open
//
//   - BW10: the move stops when its lap 1,000,000 ends; that lap's end pit
//     is not lifted, so a kuu in which that lap ends stays owned. The trace
//     of such a move yields 1,000,000 positions, the last being the
//     position after the move. Capture moves stay under F2. The relay that
//     empties the front row (kiswahili F1 note: it cannot arise) is not
//     treated specially at that lap.
//   - BW9: the loss is reported by Outcome as the loser's empty front row
//     (bao.FrontRowEmpty) with the side to move as winner; Annotate and
//     Record write "~"; the moved flags are those the rule for every move
//     gives (the loser owns no kuu, or his front row would not be empty).
//   - BW8: the flag is set when the move's start pit (the pit that got the
//     nemo seed in namua) is the kuu and the kuu is still owned after the
//     move, including the stop of L3's stop-or-safari choice; a player who
//     no longer owns his kuu has no moved flag. Positions yielded by a
//     trace show the flags of the move so far, so that they validate.
//   - BW11: a gambit turn is a position whose gambit field names the side
//     to move (with gambit=capture, not when North can make an N1 capture,
//     judged with BW5; his capture then clears his gambit flag). Sample,
//     Playout and Record draw a gambit uniformly among the 15,504. A gambit
//     text must be in canonical order: "A1,A1,A8,B5,B4" is a syntax error,
//     not re-sorted, and a gambit on the opponent's pits is refused (BW14).
//     A gambit carries no annotation, not even "#" when it wins (North's
//     gambit after South's A5,A5,A5,A5,A5 leaves South a lone kuu of 13,
//     without a move: BW3c).
//     A gambit position validates North's sixteen pits against the set-up
//     and both nemo counts; South's pits only by the seed total.
//   - BW14: validity also keeps kiswahili's points (a restricted pit only
//     when both nemo are empty, never with takasia=off).
//   - Perft: docs/bawo.md section 12 gives no depth 7 for kuutax=on and
//     singleton=owned (this engine: 4,133 and 5,499), and no gambit=capture
//     figures (this engine: 15,504 at depth 1, 95,958,204 at depth 2: North
//     must capture after the 9,316 South gambits that put a seed in A2, A3
//     or A4).
//
// Every worked example and every perft value of docs/bawo.md is reproduced
// exactly; none contradicts its rules.
package bawo
