//go:build !unix

package player

import "time"

// cpuTime is not measured on this system: the per-CPU-second metrics are
// left out.
func cpuTime() time.Duration { return 0 }
