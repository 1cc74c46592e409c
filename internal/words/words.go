package words

import "strconv"

// Count returns "1 noun" for n == 1 and "n nouns" otherwise (a noun whose
// plural is its singular plus "s").
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
