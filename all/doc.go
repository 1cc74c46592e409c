// Package all registers every variant of this module. Import it for its
// side effect:
//
//	import _ "github.com/bao-games/bao/all"
package all
