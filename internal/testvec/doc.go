// Package testvec loads the test vectors of testdata/ (the worked examples
// and random positions of the rules documents, in `bao eval` form) for the
// tests and benchmarks of the variant packages, and holds the helpers
// those benchmarks share.
package testvec
