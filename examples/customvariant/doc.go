// Customvariant adds a game of its own to the library — Mini Kalah, a
// small two-row mancala game described in minikalah.go — and plays it with
// the same tools as the built-in variants: bao.Lookup by name, bao.Perft,
// bao.Game, the built-in players of package player, the arena runner and
// the learning view of package spiel.
//
//	go run ./examples/customvariant
//	go run ./examples/customvariant -variant "minikalah(seeds=4)" -games 100 -players greedy,random
//
// The game is implemented entirely through the public API: a type with
// the methods of bao.Variant (plus bao.Validator and bao.Describer),
// registered with bao.Register from this program's init function. Nothing
// of the module's internal packages is used, so a variant in another module
// is written exactly the same way.
package main
