package player

import "github.com/bao-games/bao/internal/spec"

// SplitSpecs splits a list of player specs at the commas outside
// parentheses and double quotes, each part trimmed of spaces:
// "random,alphabeta(depth=4,nodes=0)" has two, and so has
// `random,engine(cmd=e,args="-x (a")` (an engine's spec quotes its values
// so, with \" and \\ inside the quotes). It checks nothing: New reads each
// part.
func SplitSpecs(s string) []string { return spec.SplitList(s) }

// SplitPair splits the specs of two players "A,B" (SplitSpecs); a single
// spec stands for both players. ok is false unless s holds one or two
// specs, none empty.
func SplitPair(s string) (pair [2]string, ok bool) {
	parts := SplitSpecs(s)
	switch {
	case len(parts) == 1 && parts[0] != "":
		return [2]string{parts[0], parts[0]}, true
	case len(parts) == 2 && parts[0] != "" && parts[1] != "":
		return [2]string{parts[0], parts[1]}, true
	}
	return [2]string{}, false
}
