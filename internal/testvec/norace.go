//go:build !race

package testvec

const raceEnabled = false
