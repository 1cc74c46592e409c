package solve

import "github.com/bao-games/bao"

// Plain returns o with the solver's first table (the whole State as the
// key of every entry, allocated whole, looked up at every depth): the
// plain twin of the compact table, for tests and benchmarks.
func Plain(o Options) Options {
	o.plain = true
	return o
}

// SetMinTT sets the least depth looked up in the compact table, for the
// benchmarks that measure it, and returns the old one.
func SetMinTT(d int) int {
	old := minTT
	minTT = d
	return old
}

// WinWithin answers whether p wins from s within d plies with a new
// solver of one worker: by its depth-first search, or by df-pn.
func WinWithin(v bao.Variant, s bao.State, d int, p bao.Player, pn bool) bool {
	sv := New(v, Options{Workers: 1, Memory: 1 << 20})
	if pn {
		won, _ := sv.ws[0].provePN(&s, d, p, newPNTable(1<<18))
		return won
	}
	won, _ := sv.ws[0].win(&s, d, p)
	return won
}
