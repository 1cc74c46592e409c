package player

import "strings"

// SplitSpecs splits a list of player specs at the commas outside
// parentheses and double quotes, each part trimmed of spaces:
// "random,alphabeta(depth=4,nodes=0)" has two, and so has
// `random,engine(cmd=e,args="-x (a")` (an engine's spec quotes its values
// so, with \" and \\ inside the quotes). It checks nothing: New reads each
// part.
func SplitSpecs(s string) []string {
	var parts []string
	depth, start := 0, 0
	quoted, escaped := false, false
	for i, c := range s {
		switch {
		case escaped:
			escaped = false
			continue
		case quoted && c == '\\':
			escaped = true
			continue
		case c == '"':
			quoted = !quoted
			continue
		case quoted:
			continue
		}
		switch c {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(parts, strings.TrimSpace(s[start:]))
}

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
