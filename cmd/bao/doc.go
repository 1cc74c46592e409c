// Command bao plays, counts and checks the Bao games of
// github.com/bao-games/bao. See docs/interfaces.md for the binding forms of
// its input and output.
//
// Usage:
//
//	bao <command> [flags]
//
// Every command takes -variant NAME (default kiswahili, rule options in
// parentheses: "kiswahili(takasia=off)") and refuses an unknown one (exit
// 2), prints its usage and exit statuses on stdout on -h and on bao help
// CMD (exit 0), and writes errors to stderr. docs/commandline.md is every
// command's usage, made from these texts by TestCommandLineGuide
// (regenerate it with BAO_UPDATE=1 go test -run TestCommandLineGuide
// ./cmd/bao). Exit status: 0 success, 1
// failure at run time (bad input data, a failed write), 2 bad usage
// (unknown flag, bad flag value, unknown variant or player spec). Every
// write is checked: a command writes its results through an output (a
// buffered writer that remembers its first error) and ends with finish,
// which reports a failed write once and exits 1.
//
// engine is the engine side of the Bao engine protocol
// (docs/engine-protocol.md, package engine); the player spec
// "engine(cmd=PATH,...)" of every command that takes one is its driver,
// registered by importing package engine.
//
// Output files follow the rules of outfile.go (the README's "Output
// files"): no output is opened for writing before every input is checked,
// an output that is an input is refused, -resume only appends, and a
// failed write leaves a records file ending with its last whole record
// (package record's RecordsFile and LineWriter write it, its FileReader
// and ParseLine read it, and arena's Identity checks that a record is a
// run's; internal/atomicfile writes
// the other files whole or not at all). SIGINT and SIGTERM stop every command with a message and the exit
// status 128 plus the signal's number (selfplay, tournament and solve
// report what they did first); a write to a closed pipe is a failed
// write (exit 1, one message), not a death by SIGPIPE.
//
// eval reads lines ending in "\n" or "\r\n" alike; the "\r" of a
// Windows line ending is not part of the position text. Lines longer than
// 1 MiB and lines that are not UTF-8 give error objects (see eval -h and
// the "Project additions" of docs/interfaces.md); package lines answers
// them, for analyse too.
//
// The commands are adapters: flags, files, signals (internal/interrupt)
// and presentation. What they compute is in the packages a Go program
// calls: player (specs), arena (runs, records, tournaments and their
// reports, openings files: Suite, BalancedSuite), sprt (the test, its
// shards and their Tally), solve (its Report), lines (the eval and
// analyse protocols). -openings-file (selfplay, tournament, sprt, merge)
// is read by openings_file.go, bao balance is balance.go, and sprt's
// -batch, -shard and -from are sprt_shards.go.
package main
