// Quickstart plays one game of Bao between two random players and prints
// it: the first program to read when you start with this library.
//
//	go run ./examples/quickstart                      # Bao la Kiswahili, seed 1
//	go run ./examples/quickstart -variant kete -seed 7
//
// It shows the three things every program does: look a variant up by name,
// ask it for legal moves and positions (here through a bao.Game, which also
// keeps the history), and write moves and positions in their text forms.
package main
