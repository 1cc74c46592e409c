// Perft counts the move sequences of 1..D plies from the start position
// of a variant, or from a position given in position text, and reports the
// speed of move generation.
//
//	go run ./examples/perft -variant kiswahili -depth 6
//	go run ./examples/perft -variant kingulu -depth 4 -divide
//	go run ./examples/perft -variant kete -position "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S 22,22 SN -" -depth 3
//
// Perft ("performance test") is the standard check of a move generator:
// two correct implementations of the same rules give the same counts, and
// -divide finds the first move below which two of them disagree.
package main
