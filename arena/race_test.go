//go:build race

package arena

// raceEnabled reports whether the race detector is on; allocation counts
// are not meaningful then.
const raceEnabled = true
