// Package testvec loads the test vectors of testdata/ (the worked examples
// and random positions of the rules documents, in `bao eval` form) for the
// tests and benchmarks of the variant packages, and holds the helpers
// those tests and benchmarks share: the rule-test checks (Expect, Illegal,
// RunCases, the checks over random games), the conformance positions of
// the four-row variants, perft, allocation, trace and benchmark sets, and
// the check of an SVG drawing (CheckSVG).
package testvec
