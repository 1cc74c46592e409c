// Package spec reads and writes the one grammar of bao's specs, the names
// of variants with rule options ("kete(takasia=off)"), of players
// ("alphabeta(depth=6)") and of outside engines
// ("engine(cmd=PATH,args=\"-x (a\")"), as docs/engine-protocol.md defines
// it:
//
//	spec   = name [ "(" [ param { "," param } ] ")" ]
//	param  = key "=" value
//	value  = quoted | plain
//	quoted = '"' { char | '\"' | '\\' } '"'
//
// A quoted value may hold any text: inside the quotes \" is a quote, \\ a
// backslash, and commas, parentheses, spaces and = are plain text. A plain
// value runs to the next comma or the closing parenthesis outside
// parentheses, spaces around it trimmed; it may hold a spec itself (the
// value of solve's fallback= is a player's spec), whose parentheses balance
// and whose quoted values are skipped whole. Spaces around the name, the
// keys and the parentheses are ignored.
//
// Every place of bao that reads a spec, cuts its name or splits a list of
// them (Parse, Base, SplitList) or writes one (Format, Quote) does it here,
// so that a spec every reader accepts is one grammar's. The package
// imports nothing of bao, so that the variant registry (package bao) can
// use it too.
package spec
