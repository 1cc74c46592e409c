// Command bao plays, counts and checks the Bao games of
// github.com/bao-games/bao. See docs/interfaces.md for the binding forms of
// its input and output.
//
// Usage:
//
//	bao <command> [flags]
//
// Every command takes -variant NAME (default kiswahili, rule options in
// parentheses: "kiswahili(takasia=off)"), prints its usage on -h, writes
// errors to stderr and exits non-zero on bad input.
//
// eval reads lines ending in "\n" or "\r\n" alike; the "\r" of a
// Windows line ending is not part of the position text.
package main
