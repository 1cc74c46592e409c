// Tournament plays alpha-beta against Monte-Carlo tree search at Bao la
// Kiswahili and prints a summary: who won how often, from which seat, and
// how long the games were. Budgets are small so that it runs in a few
// seconds; raise them to see stronger play.
//
//	go run ./examples/tournament                         # 10 games, seed 1
//	go run ./examples/tournament -games 40 -seed 7
//	go run ./examples/tournament -a "alphabeta(depth=6)" -b "mcts(iterations=2000)"
//
// It shows the arena package at work: two player specs, a number of games
// with the seats changing every game, a master seed from which every game
// is reproducible whatever the number of workers, and the Summary of the
// run with A's score (a win 1, a draw 1/2) and its 95% interval
// (Summary.Score). The same run is `bao selfplay -players A,B -games N -seed S`.
package main
