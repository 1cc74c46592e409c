// Package all registers every variant of this module, and the player spec
// of outside engines, "engine(cmd=PATH,...)" (package engine), with
// package player. Import it for its side effect:
//
//	import _ "github.com/bao-games/bao/all"
package all
