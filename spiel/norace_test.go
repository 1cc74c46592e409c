//go:build !race

package spiel_test

const raceEnabled = false
