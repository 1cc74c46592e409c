// Package spiel presents any bao.Variant in the shape that reinforcement
// learning code expects from an OpenSpiel game: dense integer actions with
// a fixed mapping, a legal-action mask, per-player returns, the current
// player with a terminal marker, and a flat observation tensor seen from
// one player's side.
//
// # Quick start
//
// A View wraps a variant. It holds no game state: every method takes the
// bao.State it is about, and a View is safe for concurrent use.
//
//	v := bao.MustLookup("kiswahili")
//	sp, err := spiel.New(v)
//	...
//	s := v.Start()
//	var obs []float32
//	var mask []bool
//	for !sp.IsTerminal(s) {
//		obs = sp.AppendObservationTensor(obs[:0], s, s.Side)
//		mask = sp.AppendMask(mask[:0], s)
//		a := policy(obs, mask)            // an int in [0, NumDistinctActions)
//		s, err = sp.ApplyAction(s, a)
//	}
//	fmt.Println(sp.Returns(s))             // [1 -1], [-1 1] or [0 0]
//
// # Actions
//
// An action is an int in [0, NumDistinctActions()). The mapping is derived
// from the variant's Geometry and the shape of its moves (Config), never
// from a list of moves, so it is the same for every position and every
// program. It is relative to the player to move: the pit of a move is
// numbered as its mover sees it, so South's A6< and North's a6< are the same
// action, and a policy network always looks at the board from the mover's
// seat (pair it with ObservationTensor(s, s.Side)).
//
// With P = Geometry.Rows × Geometry.Cols, the number of pits of one player,
//
//	pit    = row*Cols + number-1           // 0..P-1: front row 1..Cols, then back row 1..Cols
//	         (+P for a pit of the opponent, only with Config.OpponentPits)
//	dir    = 0 for "<" (Left), 1 for ">" (Right)   // only with Config.Directions
//	safari = 0 without "+", 1 with it              // only with Config.Safari
//	action = (pit*D + dir)*F + safari
//
// where D is 2 with directions and 1 without (dir is then 0 and the move's
// Dir must be bao.NoDir), and F is 2 with safari and 1 without. So
// NumDistinctActions is P × (2 with OpponentPits) × D × F: 64 for kiswahili
// and kete (16 pits, two directions, the safari choice), 6 for kingulu (six
// pits, no direction, no safari). For the four-row games the order of the
// actions is the canonical order of their legal move lists: start pit, then
// "<" before ">", then stop before safari.
//
// Bawo's opening gambits (docs/bawo.md BW11; bao.Move.Gambit) come after
// those actions, with Config.Gambits: with N the number of the actions
// above,
//
//	action = N + i     // i: the mover's gambit i in the canonical order of BW14, 0..15,503
//
// so bawo(gambit=on) and bawo(gambit=capture) have 64 + 15,504 = 15,568
// actions, "A1,A1,A1,A1,A1" being action 64 and "B8,B8,B8,B8,B8" action
// 15,567 (a1,... for North, relative to the mover as the pits are), and
// plain bawo, without gambits, 64 as kiswahili. A gambit turn's legal
// actions are then all 15,504 gambits (or, with gambit=capture, North's
// captures instead).
//
// The Config of a variant comes from the variant itself when it implements
// ActionSpace, and otherwise from DefaultConfig, with Gambits set when a
// gambit is pending in the variant's start position: directions exactly when
// each player has two rows (Geometry.Rows == 2, the four-row games), the
// safari slot exactly when the board has a house (Geometry.House != 0),
// moves only from the mover's own pits. New and NewWithConfig check the
// Config against every kind of move the variant can make, from the move
// grammar (a four-row board needs Directions, and with a house Safari) and
// by exploring the start position, every position one ply after it and the
// positions of 64 seeded random games, so a variant whose moves do not fit
// its Config is reported at once instead of in the middle of training.
// LegalActions and LegalActionsMask never panic: a state whose side to move
// is not a player has no legal action.
//
// Action and Move only translate: they do not check that the move is legal.
// LegalActions, LegalActionsMask and ApplyAction do.
//
// # Returns
//
// Players are numbered as in OpenSpiel: 0 is South (who moves first in every
// variant of this module), 1 is North. Returns gives one value per player:
// +1 to the winner and -1 to the loser of a finished game, 0 to both in a
// draw and while the game goes on, so the returns always sum to zero
// (a zero-sum game with MinUtility -1 and MaxUtility +1). Variants that
// decide by counting seeds, such as Bao Kingulu, still give ±1: the final
// count is available as bao.Outcome.Score from Outcome. The games of this
// module reward only at the end, so Rewards, OpenSpiel's reward for the last
// transition, equals Returns in a finished game and is zero before.
//
// CurrentPlayer is 0 or 1, the player to move, or TerminalPlayer (-4,
// OpenSpiel's kTerminalPlayerId) once the game is over. There are no chance
// nodes: every variant here is deterministic.
//
// # Observations
//
// ObservationTensor(s, o) describes s from the seat of player o (the
// observer; his opponent is o'). It is a flat []float32 whose length is
// ObservationTensorSize() and whose shape ObservationTensorShape() is that
// one length. Pits are listed in the order of the action mapping: the
// observer's pits (front row 1..Cols, then back row 1..Cols, each numbered
// from its owner's left), then the opponent's pits in the same order; call
// this list of 2P pits the board order. The sections follow one another,
// and a section is present only when the Geometry has the feature:
//
//	section      length  present when          value
//	counts       2P      always                seeds in each pit of the board order / Geometry.Seeds
//	stores       2       always                o's store, then o''s store, / Geometry.Seeds
//	houses       2       Geometry.House != 0   1 if o (then o') still owns his house
//	restricted   2P      Geometry.Restricted   1 at the restricted pit (one-hot in board order), all 0 if none
//	reserved     4P      Geometry.Reserve      2P flags "reserved by o", then 2P "reserved by o'", in board order
//	flags        4       Geometry.Flags        Bawo: 1 if o's, then o''s kuu has moved (State.Moved); 1 if o's, then o''s gambit is pending (State.Gambit)
//	to move      1       always                1 if o is the player to move, else 0
//
// So the length is 2P+3, plus 2 for houses, 2P for a restricted pit, 4P
// for reservations and 4 for Bawo's flags: 69 for kiswahili and kete
// (P = 16), 73 for bawo, 39 for kingulu (P = 6). Counts are scaled to [0, 1] by the seed total (a geometry with
// no seeds is scaled by 1).
//
// Because everything is relative to the observer, the South and North views
// are mirror images: ObservationTensor(s, bao.South) equals
// ObservationTensor(m, bao.North), where m is s with the players' roles
// exchanged (each pit's count moved to the same-numbered pit of the other
// player, stores, houses, restricted pit and reservations swapped, and the
// other side to move).
//
// The Append forms (AppendObservationTensor, AppendMask,
// AppendLegalActions) allocate nothing when the buffer has the capacity.
package spiel
