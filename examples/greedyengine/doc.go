// Greedyengine is an engine written against the Bao engine protocol
// (docs/engine-protocol.md) in a few dozen lines: it reads commands on
// standard input, answers on standard output, and plays the move that
// leaves it the most seeds on its side of the board (a won game first).
// It uses nothing of this module but package bao (the rules and the text
// forms) and package all (the variants): an engine in another language
// does the same with its own rules.
//
// Build it and rate it against the built-in players:
//
//	go build -o greedyengine ./examples/greedyengine
//	bao tournament -players 'engine(cmd=./greedyengine),random,greedy,alphabeta(depth=2)' -games 20
//
// or talk to it by hand:
//
//	printf 'bao\nnewgame kiswahili\nposition start\ngo\nquit\n' | go run ./examples/greedyengine
package main
