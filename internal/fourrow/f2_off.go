//go:build nof2

package fourrow

// checkF2 is off in this build: see f2.go.
const checkF2 = false
