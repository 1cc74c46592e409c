// Package lines owns the line protocols of bao eval and bao analyse: one
// position text per input line, one JSON object per output line, in the
// order read, a bad line answered with an error object rather than ending
// the reading. A Go program that serves the same protocol (a pipe to a
// trainer, a web handler) calls it and answers byte for byte as the
// command does.
//
// # Quick start
//
//	rd := lines.NewReader(os.Stdin, lines.MaxPosition)
//	for {
//		line, n, err := rd.Read() // n: the line's length, even when cut
//		if n == 0 && err == io.EOF { break }
//		out, ok := lines.Eval(v, line, n) // bao eval's answer, a JSON object; ok false for an error object
//		os.Stdout.Write(append(out, '\n'))
//		if err == io.EOF { break }
//	}
//
// Reader reads the lines, each cut at a limit that says how long it was
// (MaxPosition for positions; arena reads record lines with it too).
// Unreadable answers a line that cannot be a position text: one longer
// than MaxPosition ({"position":"<its first 64 bytes>...","truncated":true,
// "length":N,"error":...}) or not UTF-8 ({"position":...,
// "position_base64":"<the exact bytes>","error":"not UTF-8 at byte N"}).
// Eval answers a line of bao eval (bao.EvalLine once the line is
// readable), Analyse one of bao analyse (a player's report,
// player.NewReport). The objects are docs/interfaces.md's, written
// without HTML escaping so that move texts keep their < and > signs.
package lines
