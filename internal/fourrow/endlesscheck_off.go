//go:build nof2

package fourrow

// checkF2 is off in this build: see endlesscheck.go.
const checkF2 = false
