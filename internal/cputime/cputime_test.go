package cputime

import (
	"runtime"
	"testing"
)

// TestProcessGrows checks that the CPU time read grows with work done
// (where it is read at all).
func TestProcessGrows(t *testing.T) {
	t0 := Process()
	if t0 == 0 && runtime.GOOS == "windows" {
		t.Skip("not read here")
	}
	x := 0
	for t1 := t0; t1 == t0; t1 = Process() {
		for i := range 1 << 20 {
			x += i
		}
	}
	if Process() < t0 {
		t.Errorf("CPU time went back from %v", t0)
	}
	_ = x
}
