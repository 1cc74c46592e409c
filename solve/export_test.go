package solve

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
