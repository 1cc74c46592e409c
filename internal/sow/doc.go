// Package sow is how seeds move, with no rules in it: rings of pits as
// read-only tables built once (Ring, Board: each player's own ring, the
// whole-board ring of a two-row board, the facing pits), lifting, sowing n
// seeds along a ring in either direction, and exact detection of relay
// sowing that never ends.
//
// Two forms of sowing: Sow walks any Ring seed by seed through its table;
// Ring16 holds one player's sixteen pits of a four-row board packed a byte
// per pit in two words, so that a lap of any length is two additions from a
// table (the form the four-row engine plays with). The tests check Ring16
// against Sow and Sow against a deliberately naive reference. Bao Kingulu
// sows on its own packed form of the twelve pits (its reserved pits keep no
// seeds), built on this package's Board tables.
//
// A variant's move is a loop of laps: sow a handful, look at the pit where
// it ended, and either stop, capture, or lift that pit and go on (relay).
// The rules of that loop belong to the variant; this package supplies the
// pieces the loop is made of and its one hook, Detector, which the variant
// calls at the start of every lap with the lap-start state. Because the rest
// of a move is a function of its lap-start state, a move never ends exactly
// when a lap-start state occurs twice; Detector finds a repeat with Brent's
// algorithm in constant memory, starting after Warmup laps so that ordinary
// moves pay one counter (a caller that counts its laps itself calls LapAt
// and touches the Detector only after the warm-up, and may compare the
// laps between Brent's saves in its own loop: Quiet, Saved, Skip), and a
// safety budget (Budget laps, the figure of the rules documents) bounds
// the work on cycles millions of laps long.
//
// NthBit is the draw of the engines' samplers: they keep the candidate
// moves of a position as a bit set in canonical order, and the n-th
// candidate is the n-th set bit (NthBit8 for a row of at most eight);
// IntN draws the rank as rand.Rand.IntN does, without its branch.
//
// Nothing here allocates.
package sow
