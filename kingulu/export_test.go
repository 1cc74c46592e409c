package kingulu

import "github.com/bao-games/bao"

// MoveLaps returns the number of laps that Apply starts for move m in s
// (for a never-ending move, the laps until the repeat is found), or 0 if m
// does not start a move. For tests and benchmarks.
func MoveLaps(s bao.State, m bao.Move) int {
	if s.Side > bao.North {
		return 0
	}
	var w pos
	load(&s, &w)
	k, err := startOf(&s, &w, m)
	if err != nil {
		return 0
	}
	det := detector{every: true}
	play(&w, s.Side, k, &det)
	return det.Laps()
}

// SetTraceWindow sets the number of laps Trace records per run of a move
// and returns the old number.
func SetTraceWindow(n int) int {
	old := traceWindow
	traceWindow = n
	return old
}
