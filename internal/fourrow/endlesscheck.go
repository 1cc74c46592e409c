//go:build !nof2

package fourrow

// checkF2 switches the never-ending-move check (F2) on. Only the nof2
// build tag switches it off, to measure what the check costs ordinary moves
// (BenchmarkOrdinaryMoves); such a build never ends a never-ending move and
// is not for use.
const checkF2 = true
