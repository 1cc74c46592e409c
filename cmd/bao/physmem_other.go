//go:build !linux

package main

// physicalMemory returns the machine's memory in bytes, or 0 when it is
// not known (here: never known, so -mem is not checked against it).
func physicalMemory() int64 { return 0 }
