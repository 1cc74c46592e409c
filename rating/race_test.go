//go:build race

package rating

// raceEnabled reports whether the race detector is on: the long coverage
// simulation then runs at its everyday size.
const raceEnabled = true
