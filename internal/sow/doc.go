// Package sow is how seeds move, with no rules in it: rings of pits as
// read-only tables built once, lifting, sowing n seeds along a ring in
// either direction, the pit facing a pit, and exact detection of relay
// sowing that never ends.
//
// A variant's move is a loop of laps: sow a handful, look at the pit where
// it ended, and either stop, capture, or lift that pit and go on (relay).
// The rules of that loop belong to the variant; this package supplies the
// pieces the loop is made of and its one hook, Detector, which the variant
// calls at the start of every lap with the lap-start state. Because the rest
// of a move is a function of its lap-start state, a move never ends exactly
// when a lap-start state occurs twice; Detector finds the first repeat with
// Brent's algorithm in constant memory, and a safety budget (Budget laps,
// the figure of the rules documents) bounds the work on cycles millions of
// laps long.
//
// Everything here works on a *[bao.MaxPits]uint8 and allocates nothing.
package sow
