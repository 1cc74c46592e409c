//go:build unix

package main

import "syscall"

// cpuTime returns the CPU time (user and system) this process has used,
// in seconds, or 0 where the system does not say.
func cpuTime() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}
