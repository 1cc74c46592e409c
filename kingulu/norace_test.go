//go:build !race

package kingulu_test

// raceEnabled reports whether the race detector is on; allocation counts
// are not meaningful then.
const raceEnabled = false
