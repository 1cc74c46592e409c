// Package fourrow is the rules engine of the four-row games, Bao la
// Kiswahili and Bao la Kete. The two games share every rule but a short list
// of Lamu differences; Rules names each difference as one field, and the
// engine tests that field at the one place where the difference acts. The
// packages kiswahili and kete are thin, documented front ends to it.
//
// Rule numbers in comments (N1, L3, T2, Z5, ...) are those of
// docs/kiswahili.md and docs/kete.md.
package fourrow
